"""A pseudo-terminal that runs a command and times the frames it draws (benchmarks only).

It answers Textual's query for synchronized output (DEC mode 2026) as a modern terminal
does, so every frame Textual draws afterwards arrives between ``ESC[?2026h`` and
``ESC[?2026l``: a key's answer is timed to the END of the first whole frame that shows
it, and the bytes and frames a key costs can be counted. Output before the reply (the
first frame of a start) is searched as a plain stream.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import termios
import time
from dataclasses import dataclass

ANSI = re.compile(rb"\x1b\[[0-9;?<>$]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]"
                  rb"|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")
SYNC_START, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"
QUERY, REPLY = b"\x1b[?2026$p", b"\x1b[?2026;2$y"
KEYS = {"enter": b"\r", "right": b"\x1b[C", "left": b"\x1b[D", "escape": b"\x1b"}
PATIENCE = 300.0
"""Seconds before a wait gives up (a hung command, not a speed figure)."""


@dataclass
class Frame:
    """One synchronized frame: when its last byte arrived, its text without escapes
    and its size in bytes."""

    end: float
    text: bytes
    size: int


class Terminal:
    """``argv`` on a ``columns`` × ``rows`` pseudo-terminal."""

    def __init__(self, argv: list[str], env: dict[str, str], size: tuple[int, int] = (100, 30)
                 ) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.start = time.perf_counter()
        self.proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                     start_new_session=True)
        os.close(slave)
        self.master = master
        self.frames: list[Frame] = []
        self.loose = b""
        """Text drawn outside a synchronized frame (before the terminal's reply)."""
        self.loose_seen = 0.0
        self.received = 0
        self._pending = b""
        self._in_frame = False

    def pump(self, timeout: float) -> None:
        """Read whatever arrives within ``timeout`` seconds."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:
            raise RuntimeError(f"{self.proc.args} ended") from None
        now = time.perf_counter()
        self.received += len(data)
        if QUERY in data:
            os.write(self.master, REPLY)
        self._pending += data
        while True:
            if not self._in_frame:
                at = self._pending.find(SYNC_START)
                if at < 0:
                    keep = len(SYNC_START) - 1
                    self._loose(self._pending[:-keep] if len(self._pending) > keep else b"", now)
                    self._pending = self._pending[-keep:] if len(self._pending) > keep \
                        else self._pending
                    return
                self._loose(self._pending[:at], now)
                self._pending = self._pending[at + len(SYNC_START):]
                self._in_frame = True
            at = self._pending.find(SYNC_END)
            if at < 0:
                return
            body = self._pending[:at]
            self.frames.append(Frame(now, ANSI.sub(b"", body), len(body)))
            self._pending = self._pending[at + len(SYNC_END):]
            self._in_frame = False

    def _loose(self, data: bytes, now: float) -> None:
        if data:
            self.loose = (self.loose + ANSI.sub(b"", data))[-1 << 16:]
            self.loose_seen = now

    def wait(self, marker: bytes, since: int = 0, loose: bool = False) -> tuple[float, int]:
        """The time the first frame from index ``since`` showing ``marker`` ended, and the
        index after it; ``loose``: also look in the unsynchronized stream (a start)."""
        end = time.perf_counter() + PATIENCE
        checked = since
        while time.perf_counter() < end:
            for i in range(checked, len(self.frames)):
                if marker in self.frames[i].text:
                    return self.frames[i].end, i + 1
            checked = len(self.frames)
            if loose and marker in self.loose:
                return self.loose_seen, len(self.frames)
            self.pump(0.05)
        raise RuntimeError(f"no {marker!r} within {PATIENCE} s from {self.proc.args}")

    def quiet(self, seconds: float = 0.5) -> None:
        """Read until nothing has arrived for ``seconds``."""
        while True:
            before = self.received
            self.pump(seconds)
            if self.received == before:
                return

    def press(self, *keys: str) -> float:
        """Type ``keys`` (names of :data:`KEYS` or text); the time after the last one."""
        for key in keys:
            os.write(self.master, KEYS.get(key, key.encode()))
        return time.perf_counter()

    def memory(self, field: str = "VmHWM") -> int:
        """The command's ``VmHWM`` (peak) or ``VmRSS`` (now), in KiB."""
        with open(f"/proc/{self.proc.pid}/status") as status:
            line = next(x for x in status if x.startswith(field + ":"))
        return int(line.split()[1])

    def close(self) -> None:
        """Kill the command and free the terminal."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        os.close(self.master)

    def __enter__(self) -> Terminal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
