"""Atomic file writes: a temporary file beside the target, fsynced, then renamed over it.

A crash at any moment leaves either the old file or the new one, never a torn one. A
temporary file ``.<name>.<8 hex>.tmp`` is ``flock``\\ ed by its writer from the moment it
exists, so :func:`remove_stale_temporaries` can tell the debris of a killed save (no
lock: the process that held it is gone) from a save under way in a live process.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import secrets
import stat
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically (see :func:`atomic_replace`), the
    folder fsynced after it (settings and caches: a failure of that sync is not told,
    the next run writes them again)."""
    fd, _ = atomic_replace(path, text)
    os.close(fd)
    sync_folder(path)


def atomic_replace(path: Path, text: str | bytes) -> tuple[int, os.stat_result]:
    """Write ``text`` (a str is written as UTF-8; bytes as they are) to ``path``
    atomically; return the new file's descriptor,
    still open and ``flock``\\ ed (the pulka's lock moves to it, ``storage.lock``), and its
    ``stat`` as written.

    The data goes to a temporary file in the same folder, is flushed and fsynced, then
    ``os.replace``\\ d over ``path``. The caller then fsyncs the folder
    (:func:`sync_folder`) so that the rename survives a crash, and tells a failure of it.
    A symlink is followed (the file it points to is replaced, the link stays); the file
    keeps its permissions, and a new one gets the usual ones (0666 less the umask). What
    is not a regular file (a FIFO, a device such as ``/dev/zero`` a link points to) is
    never replaced.

    Raises:
        OSError: the file is read-only to us or not a regular file, the folder is not
            writable, the disk is full, the rename failed; the old file is then untouched
            and the temporary file removed.
    """
    path = Path(os.path.realpath(path))
    try:
        info = os.stat(path)
    except FileNotFoundError:
        mode: int | None = None
    else:
        if not stat.S_ISREG(info.st_mode):  # a link to /dev/zero: never replace a device
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        mode = stat.S_IMODE(info.st_mode)
    if mode is not None and not os.access(path, os.W_OK):  # a file marked read-only
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    fd, tmp = create_temporary(path)
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb", closefd=False) as out:
            out.write(text.encode("utf-8") if isinstance(text, str) else text)
            out.flush()
            os.fsync(out.fileno())
        written = os.fstat(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        os.close(fd)
        raise
    return fd, written


def sync_folder(path: Path) -> OSError | None:
    """fsync the folder of ``path`` (a symlink followed, as :func:`atomic_replace` does),
    so that a rename into it survives a crash; return the error if that failed (the file
    is in place, but a power cut may undo the save), else None."""
    try:
        dir_fd = os.open(Path(os.path.realpath(path)).parent, os.O_RDONLY | os.O_CLOEXEC)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError as exc:
        return exc
    return None


def _temporary_pattern(name: str, prefix: str = ".") -> re.Pattern[str]:
    return re.compile(rf"{re.escape(prefix + name)}\.[0-9a-f]{{8}}\.tmp")


def create_temporary(path: Path, *, prefix: str = ".", mode: int = 0o666) -> tuple[int, str]:
    """A new file ``<prefix><name>.<random>.tmp`` beside ``path``, created with ``mode``
    (0666 by default, so the umask applies: ``tempfile.mkstemp`` would make it 0600),
    ``flock``\\ ed at once, so that its writer's death makes it stale
    (:func:`remove_stale_temporaries`); one that a cleanup removed before the lock was
    taken is left for another name. Returns the descriptor and the name.

    Raises:
        OSError: the folder refuses a new file.
    """
    for _ in range(100):
        tmp = str(path.with_name(f"{prefix}{path.name}.{secrets.token_hex(4)}.tmp"))
        try:
            fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC | os.O_NOFOLLOW,
                         mode)
        except FileExistsError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if os.path.samestat(os.fstat(fd), os.lstat(tmp)):
                return fd, tmp
        except OSError:
            pass
        os.close(fd)
    raise FileExistsError(f"no free temporary name beside {path}")


def remove_stale_temporaries(path: Path, *, prefix: str = ".", follow: bool = True
                             ) -> list[Path]:
    """Remove the temporary files a killed save of ``path`` left (``<prefix><name>.<hex>
    .tmp`` beside the real file, or beside ``path`` itself with ``follow`` False); one that
    a live process holds (its ``flock``) is a save under way and is left alone. Returns
    what was removed; never raises."""
    real = Path(os.path.realpath(path)) if follow else Path(os.path.abspath(path))
    pattern = _temporary_pattern(real.name, prefix)
    removed: list[Path] = []
    try:
        names = [n for n in os.listdir(real.parent) if pattern.fullmatch(n)]
    except OSError:
        return removed
    for name in names:
        tmp = real.parent / name
        try:
            fd = os.open(tmp, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if stat.S_ISREG(os.fstat(fd).st_mode) and os.path.samestat(os.fstat(fd),
                                                                        os.lstat(tmp)):
                os.unlink(tmp)
                removed.append(tmp)
        except OSError:
            pass  # held: a save under way in a live process
        finally:
            os.close(fd)
    return removed
