"""One writer per pulka: an operating-system lock on the pulka file itself (issues 5, 17).

The key is the file the pulka IS — its inode — not any name of it:

- Two apps can reach one pulka by a symlink, a hard link (two names, one inode) or a bind
  mount (another path, the same inode); a lock file named after the path, or a lock in
  any folder, is a different lock for each of them. An ``flock`` on the pulka's own inode
  is one lock for every path that reaches it.
- The lock is ``fcntl.flock`` (exclusive, non-blocking) held on an open descriptor: the
  operating system drops it when the process dies, however it dies, so there is no
  stale lock to take over and no race in taking one over (two processes both "won" a
  stale pid-file lock 29 times in 2,000). Deleting a lock file or putting a folder in
  its place changes nothing: there is no lock file. ``filelock``'s ``UnixFileLock`` is
  the same ``flock`` but on a lock file of its own, which it creates and truncates,
  and on a file system without ``flock`` it falls back to a pid file: neither fits.
- Every save replaces the pulka by a new file (``storage.atomic``), so the inode changes.
  The lock moves with it: the new file is locked while it is still a temporary name,
  BEFORE it is renamed over the pulka, and the old inode is let go only after the
  rename (:meth:`PulkaLock.save`). The name therefore always points at a locked inode.
  Another app may still open the old inode just before the rename and lock it just
  after; so :func:`acquire` checks, once it holds a lock, that the name still points at
  the inode it locked, and tries again otherwise.
- An old inode that still has a name after the rename (a hard link, or the pulka under
  a second name) stays locked while this app runs, so no one writes that stale copy.
- A file that is a mount point (a bind-mounted file) cannot be replaced by a rename
  (EBUSY): it is refused, read-only, and so is a file in a folder this app cannot
  write, a file it may not write, or a file no longer linked anywhere.

Before each save :meth:`PulkaLock.save` checks that the file on disk is still the one
this app wrote (device, inode, size and mtime in nanoseconds); if not, it raises
:class:`PulkaChangedError` and writes nothing. A file whose stamp changed but whose bytes
are exactly the ones this app last wrote or read is not a change: a ``touch``, or a sync
or backup tool writing the same bytes back (in place, or as a new file, which is then
locked as the pulka's own), never stops the saving (:meth:`PulkaLock.changed`).

``.<name>.lock`` beside the pulka names the holder (pid, host, since) for the message
another app shows; it is information only, never the lock.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import secrets
import socket
import stat
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..rules.reasons import Reason, os_error_reason
from ..untrusted import visible_cut
from . import atomic, regular

RETRIES = 20
"""How many times :func:`acquire` follows a name that moved on to a new file."""

KNOWN_BYTES = 64 * 1024 * 1024
"""A file up to this size (the size ``storage.check`` reads, ``MAX_BYTES``) is kept in
memory as the lock read or wrote it, to tell a real change from a new stamp on the same
bytes; a larger one (never a pulka the app opens) counts as changed whenever its stamp
is."""


HOST_SHOWN = 64
"""How many characters of a holder's host name a message shows (Linux's HOST_NAME_MAX)."""

SINCE_SHOWN = 32
"""How many characters of a holder's ``since`` a message shows: an ISO time with
microseconds and an offset (``2026-11-29T21:30:00.123456+03:00``) fits."""


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
        """The holder note's content: one JSON object and a newline."""
        return json.dumps({"pid": self.pid, "host": self.host, "since": self.since,
                           "token": self.token}) + "\n"

    def shown(self) -> tuple[str, str]:
        """The host and the time as a message shows them: the note is a file any
        program may have written, so both are escaped and cut (a Linux host name is at
        most 64 characters, the time the app writes 25: ``2026-11-29T21:30:00+03:00``)."""
        return visible_cut(self.host, HOST_SHOWN), visible_cut(self.since, SINCE_SHOWN)

    @classmethod
    def parse(cls, text: str) -> Holder | None:
        """The holder written in a note, or ``None`` when it is not readable."""
        try:
            data: Any = json.loads(text)
            return cls(int(data["pid"]), str(data["host"]), str(data["since"]),
                       str(data.get("token", "")))
        except (ValueError, TypeError, KeyError, OverflowError):
            return None


@dataclass(frozen=True)
class Stamp:
    """What a file on disk is: device, inode, size, modification and change times (ns).

    The change time too: an edit in place that keeps the size and puts the old
    modification time back (``touch -r``, ``os.utime``, some sync tools) moves only it,
    and would otherwise be overwritten by the next save without a question. A change
    time that moved with the bytes unchanged (a ``touch``, a ``chmod``) asks nothing
    either: :meth:`PulkaLock.changed` compares the bytes."""

    dev: int
    ino: int
    size: int
    mtime_ns: int
    ctime_ns: int

    @classmethod
    def of(cls, st: os.stat_result) -> Stamp:
        """The stamp of a ``stat`` result."""
        return cls(st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)

    @classmethod
    def at(cls, path: Path) -> Stamp | None:
        """The stamp of the file at ``path`` (a symlink followed), or ``None`` if absent."""
        try:
            return cls.of(os.stat(path))
        except FileNotFoundError:
            return None

    @classmethod
    def look(cls, path: Path) -> Stamp | None:
        """The stamp of the file at ``path``, or ``None`` if the system cannot tell (absent,
        a folder in the path that is a file, no permission): a follower's cheap look."""
        try:
            return cls.of(os.stat(path))
        except (OSError, ValueError):
            return None


class PulkaReadOnlyError(OSError):
    """The pulka cannot be written by this app: ``reason`` says why (another app holds
    it, the folder or the file is read-only, it is a mount point). The app shows it
    read-only and writes nothing."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{path}: {reason}")


class PulkaLockedError(PulkaReadOnlyError):
    """Another app holds the pulka; ``holder`` names it when its note could be read."""

    def __init__(self, path: Path, holder: Holder | None) -> None:
        self.holder = holder
        who = ("process {} on {} since {}".format(holder.pid, *holder.shown()) if holder
               else "another program")
        super().__init__(path, f"already open in {who}; it can be opened read-only")


class Change(StrEnum):
    """How the pulka file on disk is no longer the one this app wrote (the value is the
    English message; an interface words each kind in its own language)."""

    DELETED = "the file was deleted"
    REPLACED = "another file was put in its place"
    EDITED = "another program changed it"


class PulkaChangedError(OSError):
    """The file on disk is no longer the one this app wrote: ``reason`` says how (a
    :class:`Change`, or the system's reason it cannot be looked at)."""

    def __init__(self, path: Path, reason: Change | Reason) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def note_path_for(path: Path) -> Path:
    """The holder note of a pulka: ``.<name>.lock`` beside the real file."""
    real = Path(os.path.realpath(path))
    return real.with_name(f".{real.name}.lock")


def _note_text(note: Path) -> str:
    """The text of a holder note, read without following a link: a note that is a
    symlink (or not a regular file) is no note of ours.

    Raises:
        OSError: no such note, a link, or not a regular file.
    """
    fd = os.open(note, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(note))
        return os.read(fd, 4096).decode("utf-8")
    finally:
        os.close(fd)


def _write_note(note: Path, text: str) -> None:
    """Write a holder note by a new file renamed over the old name, so whatever the name
    was — a symlink to the pulka or to any other file, a hard link — only the name is
    replaced, never what it pointed at. The new file ``.<name>.lock.<hex>.tmp`` is
    ``flock``\\ ed while it exists, so one a killed app left is told from one being
    written, and removed here (issue 32.10: they stayed for good).

    Raises:
        OSError: the folder refuses a new file.
    """
    atomic.remove_stale_temporaries(note, prefix="", follow=False)
    fd, tmp = atomic.create_temporary(note, prefix="", mode=0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", closefd=False) as out:
            out.write(text)
        os.replace(tmp, note)  # still locked: no cleanup takes it meanwhile
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    finally:
        os.close(fd)


def _read_note(path: Path) -> Holder | None:
    with contextlib.suppress(OSError, UnicodeError):
        return Holder.parse(_note_text(note_path_for(path)))
    return None


def _is_mount_point(path: Path) -> bool:
    """Whether ``path`` (a file) is a mount point of its own: a bind-mounted file, which
    a rename can never replace. Linux's ``/proc/self/mountinfo`` tells; elsewhere False."""
    real = os.path.realpath(path)
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="surrogateescape") as f:
            lines = f.read().splitlines()
    except OSError:
        return False
    for line in lines:
        fields = line.split(" ")
        if len(fields) > 4 and _unescape_mount(fields[4]) == real:
            return True
    return False


def _unescape_mount(text: str) -> str:
    """A mount point as ``mountinfo`` writes it: space, tab, newline and backslash as
    octal escapes (``\\040``)."""
    for code in ("\\040", "\\011", "\\012", "\\134"):
        text = text.replace(code, chr(int(code[1:], 8)))
    return text


def _refusal(path: Path, fd: int) -> Reason | None:
    """Why a file this app could lock must still be read-only (in either language), or
    ``None``."""
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        return Reason("lock_not_regular")
    if st.st_nlink == 0:
        return Reason("lock_deleted_while_opening")
    folder = Path(os.path.realpath(path)).parent
    if not os.access(folder, os.W_OK):
        return Reason("lock_folder_read_only", folder=str(folder))
    if _is_mount_point(path):
        return Reason("lock_mount_point")
    return None


def _lock(fd: int) -> bool:
    """``flock`` ``fd`` exclusively without waiting; False if another holds it."""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return False
        raise
    return True


def acquire(path: Path, *, create: bool = False) -> PulkaLock:
    """Lock the pulka file ``path`` for this process (see the module doc).

    ``create``: make an empty file first if there is none (a new pulka's file).

    Raises:
        PulkaLockedError: another app holds the pulka (``holder`` from its note).
        PulkaReadOnlyError: it cannot be written here: no permission, a read-only file
            system or folder, a mount point, not a regular file.
        OSError: the file cannot be opened otherwise (missing without ``create``, a
            folder that does not exist); the app opens it read-only then too.
    """
    path = Path(path)
    flags = os.O_RDWR | os.O_CLOEXEC | os.O_NOCTTY | (os.O_CREAT if create else 0)
    for _ in range(RETRIES):
        try:
            fd = os.open(path, flags | os.O_NONBLOCK, 0o666)  # a FIFO must not block
        except OSError as exc:
            if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM, errno.ETXTBSY):
                raise PulkaReadOnlyError(path, Reason("file_cannot_write",
                                                      error=os_error_reason(exc))) from None
            raise
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise PulkaReadOnlyError(path, Reason("lock_not_regular"))
            if not _lock(fd):
                raise PulkaLockedError(path, _read_note(path))
            if Stamp.at(path) == Stamp.of(os.fstat(fd)):
                refusal = _refusal(path, fd)
                if refusal:
                    raise PulkaReadOnlyError(path, refusal)
                return PulkaLock(path, fd)
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # the name moved on to a new file meanwhile (a save): follow it
    raise PulkaLockedError(path, _read_note(path))


def _content(fd: int, size: int) -> bytes | None:
    """The bytes of the file open as ``fd`` (``size`` long by its ``stat``), or ``None``
    when it is larger than :data:`KNOWN_BYTES` or cannot be read."""
    if size > KNOWN_BYTES:
        return None
    try:
        data = os.pread(fd, size + 1, 0)
    except OSError:
        return None
    return data if len(data) <= KNOWN_BYTES else None


class PulkaLock:
    """A held lock on one pulka: the locked descriptor of the file now at ``path``, and
    what that file is (:attr:`stamp`). Release it with :meth:`release` or ``with``."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = Path(path)
        self._fd = fd
        self._kept: list[int] = []
        """Older inodes of the pulka that still have a name (hard links): kept locked."""
        self.stamp = Stamp.of(os.fstat(fd))
        """The file this app read or last wrote; a save checks the disk against it."""
        self._known = _content(fd, self.stamp.size)
        """The bytes of that file (``None`` past :data:`KNOWN_BYTES`)."""
        self.holder = Holder.me()
        self.released = False
        self.unsynced: str | None = None
        """Why the folder could not be synced after the last save (the file is in place,
        but a power cut may undo the rename), or None."""
        with contextlib.suppress(OSError):
            _write_note(note_path_for(path), self.holder.text())

    def read_bytes(self, limit: int) -> bytes:
        """The bytes of the locked file (at most ``limit`` + 1): the very file locked,
        whatever the name points at by now."""
        return os.pread(self._fd, limit + 1, 0)

    def changed(self) -> Change | Reason | None:
        """How the file at :attr:`path` is no longer the one this app read or last wrote
        (a :class:`Change`, or the system's reason it cannot be looked at), or ``None``.

        A file whose stamp moved on but whose bytes are exactly the ones known (a
        ``touch``; a sync tool writing the same bytes back) is the same pulka: its new
        stamp is taken, and a new inode is locked as the pulka's own; one another app
        holds by now is :attr:`Change.REPLACED`.
        """
        try:
            now = Stamp.of(os.stat(self.path))
        except FileNotFoundError:
            return Change.DELETED
        except OSError as exc:
            return os_error_reason(exc)  # the system's words, in either language
        if now == self.stamp:
            return None
        moved = (now.dev, now.ino) != (self.stamp.dev, self.stamp.ino)
        change = Change.REPLACED if moved else Change.EDITED
        if self._known is None or now.size != len(self._known):
            return change
        try:  # a FIFO put in its place must not block the save (nor the app)
            if regular.read_regular(self.path, len(self._known)) != self._known:
                return change
        except OSError:
            return change
        known, stamp = self._known, self.stamp
        try:
            self.take_over()  # the same inode: its new stamp; a new one: locked here
        except OSError:
            return change
        if self._known != known:  # written again between the look and the lock
            self._known, self.stamp = known, stamp
            return change
        return None

    def save(self, text: str | bytes) -> None:
        """Replace the pulka by ``text`` (atomically; bytes are UTF-8 already), the lock
        moving to the new file.

        :attr:`unsynced` tells whether the folder's fsync failed (the save is made, but
        may not be durable).

        Raises:
            PulkaChangedError: the file on disk is not the one this app wrote; nothing
                is written (:meth:`take_over` makes the file now there ours).
            OSError: the save failed (disk full, folder read-only…); the old file and
                the lock are as they were.
        """
        if self.released:
            raise PulkaChangedError(self.path, Reason.plain("the lock was released"))
        reason = self.changed()
        if reason:
            raise PulkaChangedError(self.path, reason)
        data = text.encode("utf-8") if isinstance(text, str) else text
        fd, st = atomic.atomic_replace(self.path, data)
        old, self._fd, self.stamp = self._fd, fd, Stamp.of(st)
        self._known = data if len(data) <= KNOWN_BYTES else None
        if os.fstat(old).st_nlink > 0:
            self._kept.append(old)  # still reachable by another name: keep it locked
        else:
            os.close(old)
        unsynced = atomic.sync_folder(self.path)
        self.unsynced = None if unsynced is None else unsynced.strerror or str(unsynced)

    def take_over(self) -> None:
        """Make the file now at :attr:`path` this app's (after :class:`PulkaChangedError`,
        when the table chose to reload it or to overwrite it); a missing file is created.

        Raises:
            PulkaLockedError / PulkaReadOnlyError / OSError: as :func:`acquire`; this
                lock is then unchanged.
        """
        held = self._holding_what_is_there()
        if held is not None:  # edited in place: the file there is one locked here already
            if held != self._fd:
                self._kept.remove(held)
                self._kept.append(self._fd)
                self._fd = held
            self.stamp = Stamp.of(os.fstat(held))
            self._known = _content(held, self.stamp.size)
            return
        new = acquire(self.path, create=True)
        self._kept.append(self._fd)
        self._fd, self.stamp, self.holder = new._fd, new.stamp, new.holder
        self._known = new._known
        new._fd, new.released = -1, True

    def _holding_what_is_there(self) -> int | None:
        """The descriptor of this lock on the file now at :attr:`path`, if it holds that
        file (its inode) already: a second ``flock`` of it, on a descriptor of its own,
        would be refused as another app's."""
        try:
            now = os.stat(self.path)
        except OSError:
            return None
        for fd in (self._fd, *self._kept):
            st = os.fstat(fd)
            if (st.st_dev, st.st_ino) == (now.st_dev, now.st_ino):
                return fd
        return None

    def release(self) -> None:
        """Let go of every descriptor (the locks go with them); safe to call twice."""
        if self.released:
            return
        self.released = True
        for fd in (self._fd, *self._kept):
            with contextlib.suppress(OSError):
                os.close(fd)
        self._kept = []
        with contextlib.suppress(OSError):
            note = note_path_for(self.path)
            if Holder.parse(_note_text(note)) == self.holder:
                note.unlink()

    def __enter__(self) -> PulkaLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
