"""One app per pulka file: a lock file beside the pulka (issue 5, "No overwrites").

``acquire(path)`` creates ``.<name>.lock`` next to ``path`` with
``os.open(O_CREAT | O_EXCL)`` — the operating system lets exactly one process create
it — and writes who holds it (pid, host, since) as one JSON line. Another live
process holding it raises :class:`PulkaLockedError`, naming the file and the holder;
the app then offers the pulka read-only. A lock left by a process that no longer runs
on this host (the laptop died, the app was killed) is stale and taken over.

Usage::

    with acquire(path):
        ...            # autosave into path
    lock = acquire(path); ...; lock.release()
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

UNREADABLE_GRACE_SECONDS = 10.0
"""A lock file without a readable holder is a taker caught between create and write;
older than this, it is the debris of a crash and is taken over."""


@dataclass(frozen=True)
class Holder:
    """Who holds a lock: process id, host name, the ISO time it was taken, and a random
    token telling two locks of one process apart."""

    pid: int
    host: str
    since: str
    token: str = ""

    @classmethod
    def me(cls) -> Holder:
        """This process, now."""
        now = datetime.now().astimezone().isoformat(timespec="seconds")
        return cls(os.getpid(), socket.gethostname(), now, secrets.token_hex(8))

    def text(self) -> str:
        """The lock file's content: one JSON object and a newline."""
        return json.dumps({"pid": self.pid, "host": self.host, "since": self.since,
                           "token": self.token}) + "\n"

    @classmethod
    def parse(cls, text: str) -> Holder | None:
        """The holder written in a lock file, or ``None`` when it is not readable."""
        try:
            data: Any = json.loads(text)
            return cls(int(data["pid"]), str(data["host"]), str(data["since"]),
                       str(data.get("token", "")))
        except (ValueError, TypeError, KeyError, OverflowError):
            return None

    def is_alive(self) -> bool:
        """Whether the holder may still run: True for another host (we cannot tell)."""
        if self.host != socket.gethostname():
            return True
        if self.pid <= 0:
            return False
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:  # alive, owned by another user
            return True
        return True


class PulkaLockedError(OSError):
    """The pulka file is open in another app; ``path``, ``lock_path`` and ``holder`` say
    which file and who (``holder`` is ``None`` when the lock file could not be read)."""

    def __init__(self, path: Path, lock_path: Path, holder: Holder | None) -> None:
        self.path = path
        self.lock_path = lock_path
        self.holder = holder
        who = (f"process {holder.pid} on {holder.host} since {holder.since}" if holder
               else f"another program (lock file {lock_path.name})")
        super().__init__(f"{path} is already open in {who}; it can be opened read-only")


def lock_path_for(path: Path) -> Path:
    """The lock file of a pulka: ``.<name>.lock`` beside the real file (a symlink is
    followed, so two apps opening one file by two names share one lock)."""
    path = Path(os.path.realpath(path))
    return path.with_name(f".{path.name}.lock")


class PulkaLock:
    """A held lock on one pulka file; release it with :meth:`release` or ``with``."""

    def __init__(self, path: Path, lock_path: Path, holder: Holder) -> None:
        self.path = path
        self.lock_path = lock_path
        self.holder = holder
        self.released = False

    def release(self) -> None:
        """Remove the lock file if it is still ours; safe to call twice."""
        if self.released:
            return
        self.released = True
        with contextlib.suppress(OSError):
            if Holder.parse(self.lock_path.read_text(encoding="utf-8")) == self.holder:
                self.lock_path.unlink()

    def __enter__(self) -> PulkaLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _create(lock_path: Path, holder: Holder) -> bool:
    """Create the lock file exclusively and write ``holder``; False if it exists."""
    try:
        fd = os.open(lock_path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(holder.text())
        out.flush()
        os.fsync(out.fileno())
    return True


def _read_holder(lock_path: Path) -> tuple[Holder | None, float] | None:
    """The holder of an existing lock and the lock file's age; ``None`` if it is gone."""
    try:
        text = lock_path.read_text(encoding="utf-8", errors="replace")
        age = time.time() - lock_path.stat().st_mtime
    except FileNotFoundError:
        return None
    return Holder.parse(text), age


def acquire(path: Path, *, force: bool = False) -> PulkaLock:
    """Lock the pulka file ``path`` for this process.

    ``force=True`` takes the lock over whoever holds it (the user said the other app is
    gone, e.g. a lock from another host).

    Raises:
        PulkaLockedError: another live process holds the lock (see its ``holder``).
        OSError: the lock file cannot be created (read-only folder, disk full).
    """
    path = Path(path)
    lock_path = lock_path_for(path)
    me = Holder.me()
    for _ in range(5):
        if _create(lock_path, me):
            return PulkaLock(path, lock_path, me)
        seen = _read_holder(lock_path)
        if seen is None:
            continue  # released between our two looks: try again
        holder, age = seen
        stale = (holder is None and age > UNREADABLE_GRACE_SECONDS) or (
            holder is not None and not holder.is_alive())
        if not (force or stale):
            raise PulkaLockedError(path, lock_path, holder)
        with contextlib.suppress(FileNotFoundError):
            lock_path.unlink()
    seen = _read_holder(lock_path)
    raise PulkaLockedError(path, lock_path, seen[0] if seen else None)
