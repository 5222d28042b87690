"""Reading a file that may be hostile: only a regular file, never blocking, bounded.

A name can be swapped at any moment for a symlink to a FIFO (``open`` waits for a writer,
forever), to ``/dev/zero`` or ``/dev/urandom`` (a read never ends), or to a folder. The
checks that look first (``os.stat``, ``Path.is_file``) and open after leave that window
open. :func:`read_regular` opens with ``O_NONBLOCK`` (a FIFO opens at once, with no
writer), then checks what it opened (``fstat``: a regular file only), and reads at most
``limit`` + 1 bytes: what it reads is what it checked. No pydantic, no rules core here:
``stats`` answers from its last run with this module alone (issue 15).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


class NotRegularFileError(OSError):
    """What the name points at is not a regular file (a FIFO, a device, a socket)."""


def read_regular(path: Path | str, limit: int, *, follow: bool = True,
                 refuse_larger: bool = False) -> bytes:
    """The bytes of the regular file at ``path``: at most ``limit`` + 1 of them (more
    than ``limit`` means the file is too large: the caller says so). ``follow`` False:
    a symlink is refused (``O_NOFOLLOW``) instead of followed. ``refuse_larger`` True: a
    file whose size is already over ``limit`` is refused before a byte is read (a link
    to a sparse terabyte costs nothing).

    The file is opened ``O_NONBLOCK`` and checked with ``fstat`` before a byte is read,
    so a FIFO or a device never blocks nor feeds an endless read.

    Raises:
        IsADirectoryError: ``path`` is a folder.
        NotRegularFileError: a FIFO, a device, a socket (``errno.EINVAL``).
        OSError: it cannot be opened (missing, no permission, a symlink with ``follow``
            False: ``ELOOP``); with ``refuse_larger``, it is larger than ``limit``
            (``errno.EFBIG``).
    """
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY
    if not follow:
        flags |= os.O_NOFOLLOW
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(errno.EINVAL, "not a regular file", str(path))
        if refuse_larger and os.fstat(fd).st_size > limit:
            raise too_large(path, limit)
        return _read_at_most(fd, limit + 1)
    finally:
        os.close(fd)


def too_large(path: Path | str, limit: int) -> OSError:
    """The error for a file over ``limit`` bytes (``errno.EFBIG``, the limit in MB)."""
    return OSError(errno.EFBIG, f"larger than {limit // 2**20} MB", str(path))


def _read_at_most(fd: int, most: int) -> bytes:
    """Up to ``most`` bytes of ``fd`` from where it stands, until its end.

    ``os.read(fd, n)`` allocates ``n`` bytes first: ask for the file's size and one byte
    more (a 64 MB buffer for every pulka cost the ledger ~50 ms over 1,000 files), then
    for the rest should it have grown meanwhile."""
    asked = min(os.fstat(fd).st_size + 1, most)
    parts = [os.read(fd, asked)]
    got = len(parts[0])
    while parts[-1] and got < most:
        parts.append(os.read(fd, min(most - got, 1 << 20)))
        got += len(parts[-1])
    return b"".join(parts)
