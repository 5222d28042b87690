"""``w`` on the sheet: let the table's phones watch — ``serve`` started for this pulka's
file on every network of the computer, and its link shown as a QR code for a phone's
camera (issue 30.2). The server runs until the app quits (then it is stopped as Ctrl+C
stops it); ``w`` again shows the same link. Everything ``serve`` guards (the token, the
bounds) is its own: the app only starts it and reads what it prints."""

from __future__ import annotations

import atexit
import collections
import contextlib
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

START_SECONDS = 20.0
"""How long ``serve`` may take to print its links and its code (or the hint instead):
then the app stops waiting, stops it and says so."""
POLL_SECONDS = 0.1
"""How often the wait for ``serve``'s announcement looks whether it was called off
(:func:`start_sharing`'s ``cancelled``: the app quits)."""
HOST = "0.0.0.0"
"""Where the app's ``serve`` listens: every network of the computer, for the phones
(the tests set loopback)."""


@dataclass
class Sharing:
    """A ``serve`` of one file started by the app: its process and what it printed up to
    its QR code (the links, the warning, the code), or up to the hint it prints instead
    when no phone could open the links."""

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


def serve_command(path: Path, lang: str | None = None, host: str | None = None) -> list[str]:
    """``python -m preferans_tui serve PATH --host HOST --port P [--lang LANG]`` on a free
    port; ``HOST`` :data:`HOST` unless given."""
    command = [sys.executable, "-m", "preferans_tui", "serve", str(path), "--host", host or HOST,
               "--port", str(free_port())]
    return command + (["--lang", lang] if lang in ("en", "ru") else [])


QR_HEADING = "Or point a phone"
"""How the line before ``serve``'s QR code starts (``web.server.QR_HEADING``)."""
HINTS = ("A phone cannot open", "This computer is on no network")
"""How the lines start that ``serve`` prints instead of a QR code no phone could open
(``web.server.PHONES_HINT`` and ``NO_NETWORK_HINT``): the last of its announcement."""


def announced(lines: list[str]) -> bool:
    """Whether ``lines`` (what ``serve`` printed so far) end its announcement: with the
    QR code's last row (all ``▀``: the quiet zone's bottom half) after its heading, or
    with the hint printed instead of a code."""
    if not lines:
        return False
    last = lines[-1]
    if last.startswith(HINTS):
        return True
    heading = any(line.startswith(QR_HEADING) for line in lines[:-1])
    return heading and bool(last) and set(last) <= set("▀")


class NotSharing(OSError):
    """``serve`` ended, or said nothing whole within :data:`START_SECONDS`: the message
    says which, in the current language (its own last words when it ended with some)."""


class Cancelled(Exception):
    """The wait for ``serve``'s announcement was called off (the app quits): ``serve`` is
    stopped, and there is nothing to tell."""


def start_sharing(path: Path, lang: str | None = None, host: str | None = None, *,
                  cancelled: threading.Event | None = None) -> Sharing:
    """Start ``preferans-tui serve PATH`` (:func:`serve_command`: every network, the
    phones) and read what it prints up to the end of its announcement (:func:`announced`),
    for at most :data:`START_SECONDS`; it is stopped when the app ends. It blocks that
    long: the app calls it in a thread worker, whose ``cancelled_event`` is
    ``cancelled`` (looked at every :data:`POLL_SECONDS`).

    Raises:
        OSError: it could not start; :class:`NotSharing`: it ended first (its message on
            standard error, if any) or did not announce in time (then it is stopped);
            :class:`Cancelled`: ``cancelled`` was set first (then it is stopped).
    """
    from ...texts import tr

    process = subprocess.Popen(serve_command(path, lang, host), stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               encoding="utf-8", errors="replace", start_new_session=True)
    sharing = Sharing(Path(path), process)
    STARTED.append(sharing)
    atexit.register(sharing.stop)
    said: queue.Queue[str | None] = queue.Queue()  # stdout's lines; None: it ended
    errors: collections.deque[str] = collections.deque(maxlen=20)  # stderr's last lines
    reading = threading.Event()  # set while the lines are wanted; then only drained
    reading.set()
    threading.Thread(target=_read, args=(process.stdout, said, reading), daemon=True).start()
    stderr = threading.Thread(target=_keep, args=(process.stderr, errors), daemon=True)
    stderr.start()
    deadline = time.monotonic() + START_SECONDS
    try:
        while True:
            if cancelled is not None and cancelled.is_set():
                sharing.stop()
                raise Cancelled
            if announced(sharing.printed):
                break
            left = deadline - time.monotonic()
            if left <= 0:
                sharing.stop()
                raise NotSharing(tr("watch_code_silent", seconds=round(START_SECONDS)))
            try:
                line = said.get(timeout=min(left, POLL_SECONDS))
            except queue.Empty:
                continue
            if line is None:
                sharing.stop()
                stderr.join(timeout=2)
                raise NotSharing(" ".join(errors).strip() or tr("watch_code_ended"))
            if not line.startswith("Ctrl+C"):  # the app stops it when it quits
                sharing.printed.append(line)
    finally:
        reading.clear()
    return sharing


def _read(pipe: IO[str] | None, said: queue.Queue[str | None], reading: threading.Event) -> None:
    """Put each line of ``pipe`` into ``said`` while ``reading`` is set, then read on (so
    ``serve`` never blocks on a full pipe) and drop them; ``None`` at its end."""
    with contextlib.suppress(Exception):
        for line in pipe or ():
            if reading.is_set():
                said.put(line.rstrip("\n"))
    said.put(None)


def _keep(pipe: IO[str] | None, kept: collections.deque[str]) -> None:
    """Keep the last lines of ``pipe`` in ``kept`` (its length bounds them) to its end."""
    with contextlib.suppress(Exception):
        for line in pipe or ():
            kept.append(line.strip())
