"""``w`` on the sheet: let the table's phones watch — ``serve`` started for this pulka's
file on every network of the computer, and its link shown as a QR code for a phone's
camera (issue 30.2). The server runs until the app quits (then it is stopped as Ctrl+C
stops it); ``w`` again shows the same link. Everything ``serve`` guards (the token, the
bounds) is its own: the app only starts it and reads what it prints."""

from __future__ import annotations

import atexit
import contextlib
import signal
import socket
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

START_SECONDS = 20.0
"""How long ``serve`` may take to print its link."""
HOST = "0.0.0.0"
"""Where the app's ``serve`` listens: every network of the computer, for the phones
(the tests set loopback)."""


@dataclass
class Sharing:
    """A ``serve`` of one file started by the app: its process and what it printed up to
    its QR code (the links, the warning, the code)."""

    path: Path
    process: subprocess.Popen[str]
    printed: list[str] = field(default_factory=list)

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        """Stop sharing as Ctrl+C does (SIGINT), then for good."""
        if self.alive:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


def free_port() -> int:
    """A TCP port nothing listens on now, on every address."""
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        return int(s.getsockname()[1])


STARTED: list[Sharing] = []
"""Every ``serve`` this process started (each stopped as it ends)."""


def stop_all() -> None:
    """Stop every ``serve`` this process started."""
    while STARTED:
        STARTED.pop().stop()


def start_sharing(path: Path, lang: str | None = None, host: str | None = None) -> Sharing:
    """Start ``preferans-tui serve PATH --host HOST`` (every network: the phones) and read
    what it prints up to its QR code (at most :data:`START_SECONDS`); stopped when the app ends.

    Raises:
        OSError: it could not start, or ended saying why (its message).
    """
    command = [sys.executable, "-m", "preferans_tui", "serve", str(path), "--host", host or HOST,
               "--port", str(free_port())]
    if lang in ("en", "ru"):
        command += ["--lang", lang]
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, encoding="utf-8",
                               start_new_session=True)
    sharing = Sharing(Path(path), process)
    STARTED.append(sharing)
    atexit.register(sharing.stop)
    assert process.stdout is not None
    in_code = False
    for line in process.stdout:
        line = line.rstrip("\n")
        if not line.startswith("Ctrl+C"):  # the app stops it when it quits
            sharing.printed.append(line)
        if line.startswith("Or point a phone"):
            in_code = True
        elif in_code and line and set(line) <= set("▀"):  # the code's last row
            break
    if not in_code:
        process.wait(timeout=5)
        err = process.stderr.read() if process.stderr else ""
        raise OSError(err.strip() or "serve ended")
    for pipe in (process.stdout, process.stderr):  # read on, so serve never blocks on
        threading.Thread(target=_drain, args=(pipe,), daemon=True).start()  # a full pipe
    return sharing


def _drain(pipe: IO[str] | None) -> None:
    with contextlib.suppress(Exception):
        for _ in pipe or ():
            pass
