"""Atomic file writes: a temporary file beside the target, fsynced, then renamed over it.

A crash at any moment leaves either the old file or the new one, never a torn one.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically.

    The data goes to a temporary file in the same folder, is flushed and fsynced, then
    ``os.replace``\\ d over ``path``; the folder is fsynced so the rename survives a crash.

    Raises:
        OSError: the folder is not writable, the disk is full, the rename failed; the
            old file is then untouched and the temporary file removed.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
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
