"""Never lose a hand: the app under a pseudo-terminal, killed with SIGKILL, started again.

The app runs as ``python -m preferans_tui FILE --data-dir D`` in a subprocess whose
terminal is a pty (``os.openpty``); the test types keystrokes as a player would (the
keys of ``tests/ui/keys.py``) and reads the file the app autosaves after every hand.
Waits poll for a condition (the screen showing a text, the file holding n hands); their
timeouts only stop a hung app and are not assertions about speed.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from fractions import Fraction
from pathlib import Path

import pytest

from preferans_tui.rules import Pulka
from preferans_tui.storage import load
from preferans_tui.storage.lock import Holder, note_path_for
from tests.conftest import SAVES
from tests.ui.keys import keys_for

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
ROOT = Path(__file__).resolve().parents[2]
ANSI = re.compile(rb"\x1b\[[0-9;?<>]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]"
                  rb"|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")
PATIENCE = 60.0
"""Seconds before a wait gives up on a hung app (not a speed requirement)."""


def wait_for(condition, what: str, on_fail=lambda: ""):
    """Poll ``condition`` until it returns a true value; fail after PATIENCE seconds."""
    end = time.monotonic() + PATIENCE
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"gave up waiting for {what}\n{on_fail()}")


class TerminalApp:
    """The app in a subprocess on a 120 × 40 pseudo-terminal."""

    def __init__(self, file: Path, data: Path, args: tuple[str, ...] = ()) -> None:
        import fcntl
        import struct
        import termios

        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
        env.update(TERM="xterm-256color", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8",
                   PREFERANS_TUI_DATA=str(data))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "preferans_tui", *args, str(file),
             *(() if args else ("--data-dir", str(data)))],
            stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
            start_new_session=True)
        self.tty = os.ttyname(slave)
        """The app's terminal, to read its modes once the app is gone."""
        os.close(slave)
        self.master = master
        self.output = bytearray()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            self.output.extend(data)

    def screen_text(self) -> str:
        """Everything drawn so far, escape sequences removed."""
        return ANSI.sub(b"", bytes(self.output)).decode("utf-8", "replace")

    def wait_for_text(self, text: str) -> None:
        wait_for(lambda: text in self.screen_text(), repr(text),
                 lambda: self.screen_text()[-3000:])

    def type(self, keys: list[str]) -> None:
        """Type ``keys`` one by one, each once the app has drawn the one before and gone
        quiet (the app's focus moves between fields as it handles each key)."""
        special = {"enter": b"\r", "ctrl+q": b"\x11", "escape": b"\x1b"}
        for key in keys:
            os.write(self.master, special.get(key, key.encode()))
            self.settle()

    def settle(self, quiet: float = 0.15, most: float = 3.0) -> None:
        """Wait until nothing was drawn for ``quiet`` seconds (at most ``most``)."""
        end = time.monotonic() + most
        drawn, since = len(self.output), time.monotonic()
        while time.monotonic() < end:
            time.sleep(0.01)
            if len(self.output) != drawn:
                drawn, since = len(self.output), time.monotonic()
            elif time.monotonic() - since >= quiet:
                return

    def kill(self) -> None:
        """SIGKILL: no cleanup of any kind runs in the app."""
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.kill()
        self._reader.join(timeout=5)
        os.close(self.master)


def hands_in(path: Path) -> int:
    """The number of hands in the file; the file must load at every moment (atomic save)."""
    _, pulka = load(path)
    return len(pulka)


def same_sheet(a: Pulka, b: Pulka) -> bool:
    """The same hands as far as the sheet goes: the form records a one-whister game by the
    declarer's tricks alone, which FORMAT.md allows and which scores the same."""
    return len(a) == len(b) and all(x.entries == y.entries and x.totals == y.totals
                                    for x, y in zip(a.results, b.results, strict=True))


def type_hands(app: TerminalApp, path: Path, pulka: Pulka, hands: list[dict]) -> None:
    for hand in hands:
        app.type(keys_for(pulka, hand))
        pulka.append(hand)
        n = len(pulka)
        wait_for(lambda n=n: hands_in(path) == n, f"hand {n} in the file",
                 lambda: app.screen_text()[-3000:])


def test_every_confirmed_hand_survives_sigkill(tmp_path):
    hands = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["hands"] = hands[:2]
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    data = tmp_path / "data"
    _, pulka = load(path)

    # Run 1: type hands 3-5, start hand 6 without confirming it, then SIGKILL.
    app = TerminalApp(path, data)
    try:
        app.wait_for_text("hand 3")
        type_hands(app, path, pulka, hands[2:5])
        app.type(keys_for(pulka, hands[5])[:-1])  # hand 6 typed, not confirmed
        killed_pid = app.proc.pid
        app.kill()
    finally:
        app.close()
    _, saved = load(path)
    assert same_sheet(saved, pulka)  # hands 1-5: every confirmed hand, nothing more
    assert sorted(os.listdir(tmp_path)) == [".friday.json.lock", "data", "friday.json"]
    stale = Holder.parse(note_path_for(path).read_text(encoding="utf-8"))
    assert stale.pid == killed_pid  # the killed app could not clean up its lock

    # Run 2: the stale lock is taken over; hands 6-8 finish the pulka; ctrl+q quits.
    app = TerminalApp(path, data)
    try:
        app.wait_for_text("hand 6")
        holder = Holder.parse(note_path_for(path).read_text(encoding="utf-8"))
        assert holder.pid == app.proc.pid
        type_hands(app, path, pulka, hands[5:])
        app.type(["ctrl+q"])
        wait_for(lambda: app.proc.poll() is not None, "the app to quit",
                 lambda: app.screen_text()[-3000:])
        assert app.proc.returncode == 0
    finally:
        app.close()
    assert not note_path_for(path).exists()
    _, final = load(path)
    assert same_sheet(final, pulka) and final.finished
    # SPEC §10 PULKA-1: results A +150, B −146, C −4
    assert final.settle().exact == {"Anna": Fraction(150), "Boris": Fraction(-146),
                                    "Vera": Fraction(-4)}


def test_a_second_app_on_the_same_file_is_read_only(tmp_path):
    path = tmp_path / "friday.json"
    path.write_bytes((SAVES / "pulka4-rostov-four-players.json").read_bytes())
    first = TerminalApp(path, tmp_path / "data")
    try:
        first.wait_for_text("hand 11")
        holder = Holder.parse(note_path_for(path).read_text(encoding="utf-8"))
        assert holder.pid == first.proc.pid
        before = path.read_bytes(), path.stat().st_mtime_ns
        second = TerminalApp(path, tmp_path / "data")
        try:
            second.wait_for_text("read-only")  # the header (the notice wraps anywhere)
            assert "n game" not in second.screen_text()  # hand entry is not offered
            second.type(["r", "3", "3", "enter", "u"])  # raspasy, undo: both refused
            second.type(["ctrl+q"])
            wait_for(lambda: second.proc.poll() is not None, "the second app to quit")
        finally:
            second.close()
        assert (path.read_bytes(), path.stat().st_mtime_ns) == before
        assert Holder.parse(note_path_for(path).read_text(encoding="utf-8")) == holder
    finally:
        first.close()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
@pytest.mark.parametrize("command", [(), ("replay",)])
def test_sigterm_and_sighup_restore_the_terminal(tmp_path, sig, command):
    """Issue 17: the alternate screen, mouse reporting and raw mode were left on."""
    import termios

    path = tmp_path / "friday.json"
    path.write_bytes(PULKA1.read_bytes())
    before = path.read_bytes()
    app = TerminalApp(path, tmp_path / "data", command)
    try:
        app.wait_for_text("previous" if command else "finished")
        if not command:
            app.type(["a"])  # an adjustment form left open: nothing half-done is saved
        fd = os.open(app.tty, os.O_RDWR | os.O_NOCTTY)  # keep the terminal to look at it
        try:
            app.proc.send_signal(sig)
            wait_for(lambda: app.proc.poll() is not None, "the app to quit",
                     lambda: app.screen_text()[-3000:])
            app.settle()
            lflag = termios.tcgetattr(fd)[3]
        finally:
            os.close(fd)
        out = bytes(app.output)
        assert app.proc.returncode == 128 + sig
        assert out.rindex(b"\x1b[?1049l") > out.rindex(b"\x1b[?1049h")  # main screen back
        assert out.rindex(b"\x1b[?1000l") > out.rindex(b"\x1b[?1000h")  # mouse off
        assert lflag & termios.ICANON and lflag & termios.ECHO  # cooked mode again
        assert "Traceback" not in app.screen_text()
    finally:
        app.close()
    assert path.read_bytes() == before


def test_a_stale_temporary_file_of_a_killed_save_is_removed_at_the_next_open(tmp_path):
    path = tmp_path / "friday.json"
    path.write_bytes(PULKA1.read_bytes())
    debris = tmp_path / ".friday.json.1234abcd.tmp"
    debris.write_text("{half a pulka", encoding="utf-8")
    app = TerminalApp(path, tmp_path / "data")
    try:
        app.wait_for_text("finished")
        wait_for(lambda: not debris.exists(), "the stale temporary file to go")
    finally:
        app.close()


def test_a_hostile_file_name_never_reaches_the_terminal_raw(tmp_path):
    """The app under a real terminal (issue 17): Textual's own escape sequences aside,
    nothing of a file name's OSC 52, C1 CSI or direction override is written."""
    from tests.hostile import assert_clean

    name = "\x1b]52;c;cm0gLXJmIH4=\x07\x9b31m\u202eevil.json"
    path = tmp_path / name
    path.write_bytes(PULKA1.read_bytes())
    app = TerminalApp(path, tmp_path / "data")
    try:
        app.wait_for_text("finished")
        app.wait_for_text("\\x1b]52;c;cm0gLXJmIH4=\\x07\\x9b31m\\u202eevil.json")
        app.type(["s", "escape", "ctrl+q"])
        wait_for(lambda: app.proc.poll() is not None, "the app to quit")
        raw = bytes(app.output)
        for payload in (b"\x1b]52", "\x9b".encode(), "\u202e".encode()):
            assert payload not in raw
        drawn = ANSI.sub(b"", raw).replace(b"\r", b"")  # Textual's own CR and sequences
        assert_clean(drawn.decode("utf-8"), "the app's terminal output")
    finally:
        app.close()
