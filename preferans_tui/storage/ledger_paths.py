"""Where the ledger finds pulkas and keeps its own files (issue 15); standard library only.

The ledger's files live in the ``ledger/`` folder of the data folder, out of the way of
the pulka files (the recent list and ``stats`` read the ``*.json`` files beside it, not
below it): ``aliases.json`` (the user's aliases), ``cache.json`` (what each pulka file
said, :mod:`.ledger_files`) and ``last-run.json`` (the last ``stats`` answer,
:mod:`preferans_tui.cli.stats_answer`).

Both remember a file by a hash of its bytes (:func:`content_digest`), not by its size and
modification time alone: an edit that keeps the size and puts the old time back
(``touch -r``, ``rsync -t``, ``cp -p``, a FAT disk's 2-second times) must not keep the
old figures.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from . import regular
from .atomic import atomic_write_text

LEDGER_FOLDER = "ledger"
ALIASES_FILE = "aliases.json"
CACHE_FILE = "cache.json"
LAST_RUN_FILE = "last-run.json"

NO_HANDS = "no hands written"
"""Why a valid pulka with no hand in it is left out: nobody played that evening (here,
with the standard library, for ``stats``' tables to word it in the interface language)."""

NOT_PULKAS = frozenset({"settings.json", "rule-sets.json"})
"""Files of the data folder that are the app's own, not pulkas: the settings and the
table's rules kept by name (:mod:`.rule_sets`)."""

_PACKAGE = Path(__file__).resolve().parent.parent
_CODE = ("rules", "ledger", "storage/check.py", "storage/decode.py", "storage/file_model.py",
         "storage/pulka_file.py", "storage/archive.py", "cli/stats_answer.py")
"""The code whose every change may change what the ledger says about a file."""


def ledger_folder(data_folder: Path) -> Path:
    """``<data folder>/ledger`` (not created here)."""
    return Path(data_folder) / LEDGER_FOLDER


def aliases_path(data_folder: Path) -> Path:
    """Where the aliases of ``data_folder`` live."""
    return ledger_folder(data_folder) / ALIASES_FILE


def pulka_files(places: Iterable[Path]) -> list[Path]:
    """The pulka files of ``places``: each folder's ``*.json`` files (not below it), and
    each file named as it is.

    Hidden files (temporary saves, locks) and the app's own files (:data:`NOT_PULKAS`)
    are left out; a folder's files come in the order of their names.
    """
    out: list[Path] = []
    for place in places:
        if not place.is_dir():
            out.append(place)
            continue
        out += sorted((p for p in place.glob("*.json")
                       if not p.name.startswith(".") and p.name not in NOT_PULKAS),
                      key=lambda p: p.name)
    return out


HASHED_BYTES = 64 * 2**20 + 1
"""How much of a file :func:`file_digest` hashes: ``check.MAX_BYTES`` and one byte more,
as much as is ever read of a pulka (a larger file is left out for its size alone)."""


def content_digest(data: bytes) -> str:
    """A hash of a file's bytes (SHA-256, 32 hex digits): what the ledger's cache and
    last run remember a file by. Hashing 1,000 pulkas (12 MB) takes some 30-60 ms."""
    return hashlib.sha256(data).hexdigest()[:32]


def file_digest(path: Path) -> str | None:
    """:func:`content_digest` of the file at ``path`` (its first :data:`HASHED_BYTES`);
    ``None`` for what is not a regular file (a FIFO is not waited on).

    Raises:
        OSError: the file cannot be read.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        # read(n) allocates n bytes first: ask for the file's size (and one byte more,
        # should it have grown), not for the most ever read
        return content_digest(f.read(min(info.st_size + 1, HASHED_BYTES)))


OWN_FILE_LIMIT = 1 * 2**20
"""The largest ``aliases.json`` (or ``settings.json``) read, in bytes: either is a few
hundred bytes."""
CACHE_LIMIT = 256 * 2**20
"""The largest ``cache.json`` or ``last-run.json`` read, in bytes: each file counted takes
a few kilobytes there (its titles and reasons cut), some 30 MB for 10,000 pulkas."""


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them: the guards a
    pulka file gets, for the ledger's own files. It is opened without blocking (a FIFO
    put in its place is not waited on), must be a regular file by ``fstat`` (a link to
    ``/dev/zero`` is not read forever), and one larger than ``limit`` is not read at all.

    Raises:
        FileNotFoundError: there is no such file.
        OSError: it cannot be read, is not a regular file, or is larger than ``limit``
            (the ``strerror`` says which).
    """
    data = regular.read_regular(path, limit, refuse_larger=True)
    if len(data) > limit:  # it grew while it was read
        raise regular.too_large(path, limit)
    return data


def write_own_file(path: Path, text: str) -> None:
    """Write one of the ledger's own files (``cache.json``, ``last-run.json``) atomically,
    as a regular file at ``path`` itself: a symlink, a FIFO or anything else found under
    that name is removed first, never written through (a link to ``/dev/zero`` or to
    another file of the user's is not replaced).

    Raises:
        OSError: the folder cannot be written.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            os.unlink(path)
    atomic_write_text(path, text)


@cache
def code_version() -> str:
    """A fingerprint of the code that turns files into the ledger (``_CODE``): the ledger's
    cache and last run, written by other code, are not used."""
    digest = hashlib.sha256()
    for part in _CODE:
        root = _PACKAGE / part
        for path in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            digest.update(path.relative_to(_PACKAGE).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
