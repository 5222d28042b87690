"""The real app under a pseudo-terminal, for tests that type as a player does.

The app runs as ``python -m preferans_tui [FILE] --data-dir D`` in a subprocess whose
terminal is a pty (``os.openpty``); a test writes keystrokes to it and reads what the
app drew or saved. Waits poll for a condition (the screen showing a text, a file
holding what was typed); their timeouts only stop a hung app and are not assertions
about speed.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ANSI = re.compile(rb"\x1b\[[0-9;?<>]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]"
                  rb"|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")
PATIENCE = 60.0
"""Seconds before a wait gives up on a hung app (not a speed requirement)."""
SPECIAL = {"enter": b"\r", "ctrl+q": b"\x11", "ctrl+s": b"\x13", "escape": b"\x1b",
           "tab": b"\t", "shift+tab": b"\x1b[Z", "down": b"\x1b[B", "up": b"\x1b[A",
           "backspace": b"\x7f", "f1": b"\x1bOP", "f2": b"\x1bOQ"}
"""What a terminal sends for the named keys (xterm)."""


def wait_for(condition, what: str, on_fail=lambda: ""):
    """Poll ``condition`` until it returns a true value; fail after PATIENCE seconds."""
    end = time.monotonic() + PATIENCE
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    pytest.fail(f"gave up waiting for {what}\n{on_fail()}")


def key_bytes(key: str) -> bytes:
    """The bytes a terminal sends for ``key`` (a name of :data:`SPECIAL`, or text)."""
    return SPECIAL.get(key, key.encode())


class TerminalApp:
    """The app in a subprocess on a ``size`` (columns, rows) pseudo-terminal; ``file``
    None opens the start screen. ``args`` runs a subcommand on ``file`` instead
    (``("replay",)``), without ``--data-dir``."""

    def __init__(self, file: Path | None, data: Path, args: tuple[str, ...] = (),
                 size: tuple[int, int] = (120, 40)) -> None:
        import fcntl
        import struct
        import termios

        master, slave = os.openpty()
        columns, rows = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
        env.update(TERM="xterm-256color", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8",
                   PREFERANS_TUI_DATA=str(data))
        files = [str(file)] if file is not None else []
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "preferans_tui", *args, *files,
             *(() if args else ("--data-dir", str(data)))],
            stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
            start_new_session=True)
        self.tty = os.ttyname(slave)
        """The app's terminal, to read its modes once the app is gone."""
        os.close(slave)
        self.master = master
        self.output = bytearray()
        self._hung_up = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        import select

        while not self._hung_up:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.1)
                if not ready:
                    continue
                data = os.read(self.master, 65536)
            except (OSError, ValueError):
                return
            if not data:
                return
            self.output.extend(data)

    def hang_up(self) -> None:
        """Close the terminal's other end, as a closed window or a killed tmux session
        does (the reader waits with a timeout, so no read of it keeps it open)."""
        self._hung_up = True
        self._reader.join(timeout=5)
        os.close(self.master)
        self.master = os.open(os.devnull, os.O_RDONLY)  # for close(): nothing to read

    def screen_text(self) -> str:
        """Everything drawn so far, escape sequences removed."""
        return ANSI.sub(b"", bytes(self.output)).decode("utf-8", "replace")

    def wait_for_text(self, text: str) -> None:
        wait_for(lambda: text in self.screen_text(), repr(text),
                 lambda: self.screen_text()[-3000:])

    def type(self, keys: list[str]) -> None:
        """Type ``keys`` one by one, each once the app has drawn the one before and gone
        quiet (the app's focus moves between fields as it handles each key)."""
        for key in keys:
            os.write(self.master, key_bytes(key))
            self.settle()

    def burst(self, keys: list[str], gap: float = 0.0) -> None:
        """Type ``keys`` without waiting for the app: ``gap`` seconds between keys (0: as
        fast as the terminal takes them)."""
        for key in keys:
            os.write(self.master, key_bytes(key))
            if gap:
                time.sleep(gap)

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
