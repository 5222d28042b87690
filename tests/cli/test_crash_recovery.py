"""Never lose a hand: the app under a pseudo-terminal, killed with SIGKILL, started again.

The app runs under a pty (``tests/terminal.py``); the test types keystrokes as a player
would (the keys of ``tests/ui/keys.py``) and reads the file the app autosaves after
every hand.
"""

from __future__ import annotations

import json
import os
import signal
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from preferans_tui.rules import Pulka
from preferans_tui.storage import load
from preferans_tui.storage.lock import Holder, note_path_for
from tests.conftest import SAVES
from tests.terminal import ANSI, TerminalApp, wait_for
from tests.ui.keys import keys_for

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
SHOWN = {"": "finished", "replay": "previous", "watch": "following"}
"""What each command shows once it is up (the app's sheet, replay's keys, watch's state)."""


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
        app.wait_for_text("deal 3")
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
        app.wait_for_text("deal 6")
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
        first.wait_for_text("deal 11")
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
@pytest.mark.parametrize("command", [(), ("replay",), ("watch",)])
def test_sigterm_and_sighup_restore_the_terminal(tmp_path, sig, command):
    """Issue 17: the alternate screen, mouse reporting and raw mode were left on; `watch`
    had no handler at all (issue 32.9). The app's case failed now and then under load
    (exit code 1): the signal came while the form of ``a`` was mounting, and the form's
    error on the torn-down screen was reported (``tests/ui/test_signal_quit.py``)."""
    import termios

    path = tmp_path / "friday.json"
    path.write_bytes(PULKA1.read_bytes())
    before = path.read_bytes()
    app = TerminalApp(path, tmp_path / "data", command)
    try:
        app.wait_for_text(SHOWN[command[0] if command else ""])
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
