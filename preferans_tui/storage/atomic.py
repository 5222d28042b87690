"""Atomic file writes: a temporary file beside the target, fsynced, then renamed over it.

A crash at any moment leaves either the old file or the new one, never a torn one.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically.

    The data goes to a temporary file in the same folder, is flushed and fsynced, then
    ``os.replace``\\ d over ``path``; the folder is fsynced so the rename survives a crash.
    A symlink is followed (the file it points to is replaced, the link stays); the file
    keeps its permissions, and a new one gets the usual ones (0666 less the umask).

    Raises:
        OSError: the file is read-only to us, the folder is not writable, the disk is
            full, the rename failed; the old file is then untouched and the temporary
            file removed.
    """
    path = Path(os.path.realpath(path))
    try:
        mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        mode = None
    if mode is not None and not os.access(path, os.W_OK):  # a file marked read-only
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    fd, tmp = _create_temporary(path)
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _create_temporary(path: Path) -> tuple[int, str]:
    """A new file ``.<name>.<random>.tmp`` beside ``path``, created with mode 0666 so
    the umask applies (``tempfile.mkstemp`` would make it 0600)."""
    for _ in range(100):
        tmp = str(path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp"))
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")
