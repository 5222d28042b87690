"""The ledger's aliases and cache files (issue 15; where they are: :mod:`.ledger_paths`).

- ``aliases.json``: the user's aliases (:class:`~preferans_tui.ledger.Aliases`); a
  damaged one is reported and never overwritten. A change is read, made and written
  under an ``flock`` on ``.aliases.lock`` beside it (:func:`change_aliases`), so two
  ``stats --alias`` at once both keep theirs;
- ``cache.json``: what each pulka file said last time, keyed on its path, size,
  modification time (ns; it dates a pulka without ``created``) and a hash of its bytes
  (:func:`.ledger_paths.content_digest`), and on the code that read it; deleting it
  changes no figure, and a damaged or outdated one is ignored and written anew. Size and
  time alone are not enough: an edit that keeps the size and puts the old time back
  (``touch -r``, ``rsync -t``, ``cp -p``, FAT's 2-second times) would keep old figures.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Literal

from filelock import FileLock, Timeout
from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from ..ledger import AliasError, Aliases, Evening, SkipReason, evening_problem
from ..untrusted import shown_key, visible, visible_path
from .atomic import atomic_write_text
from .ledger_paths import (
    CACHE_FILE,
    CACHE_LIMIT,
    OWN_FILE_LIMIT,
    aliases_path,
    code_version,
    content_digest,
    ledger_folder,
    read_regular,
    write_own_file,
)

ALIASES_LOCK_FILE = ".aliases.lock"
"""Beside ``aliases.json``: the file whose ``flock`` (:class:`filelock.FileLock`) guards
a change of the aliases (it is left in place, so every process locks the same inode; its
content means nothing)."""
LOCK_WAIT = 10.0
"""Seconds :func:`change_aliases` waits for another process's change to end."""

CACHE_FORMAT = "preferans-tui ledger cache"


def load_aliases(data_folder: Path) -> Aliases:
    """The aliases saved in ``data_folder`` (none if there is no file).

    Raises:
        AliasError: the file cannot be read or is not a valid aliases file; the message
            names the file and the problem.
    """
    path = aliases_path(data_folder)
    try:
        data = read_regular(path, OWN_FILE_LIMIT)
    except FileNotFoundError:
        return Aliases()
    except OSError as exc:
        raise AliasError(f"{visible_path(path)}: cannot read the aliases: "
                         f"{visible(str(exc.strerror or exc))}") from None
    try:
        return Aliases.model_validate_json(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(shown_key(part) for part in err["loc"])
        reason = visible(str(err["msg"]).removeprefix("Value error, "))
        raise AliasError(f"{visible_path(path)}: {where + ': ' if where else ''}{reason}"
                         ) from None


def save_aliases(data_folder: Path, aliases: Aliases) -> Path:
    """Write ``aliases`` into ``data_folder`` atomically; return the file's path. To
    change the aliases, :func:`change_aliases` (this alone would lose a change made
    meanwhile by another process).

    Raises:
        OSError: the folder or the file cannot be written.
    """
    path = aliases_path(data_folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, aliases.model_dump_json(indent=1) + "\n")
    return path


@contextlib.contextmanager
def _aliases_locked(data_folder: Path, wait: float) -> Iterator[None]:
    """Hold the exclusive lock of ``ledger/.aliases.lock`` (made if missing) while the
    block runs: ``filelock``'s ``flock`` of that file, which the operating system lets
    go of when the process dies (a lock file a killed process left locks nothing).

    Raises:
        AliasError: another process (or thread) held it for ``wait`` seconds.
        OSError: the folder or the lock file cannot be made.
    """
    path = ledger_folder(data_folder) / ALIASES_LOCK_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path)
    try:
        lock.acquire(timeout=wait, poll_interval=0.01)
    except Timeout:
        raise AliasError(f"{visible_path(aliases_path(data_folder))}: another "
                         f"preferans-tui has been changing the aliases for "
                         f"{wait:g} s; try again") from None
    try:
        yield
    finally:
        lock.release()


def change_aliases(data_folder: Path, change: Callable[[Aliases], Aliases], *,
                   wait: float = LOCK_WAIT) -> tuple[Path, Aliases]:
    """Read the aliases of ``data_folder``, apply ``change`` and write the result
    atomically, all under one lock (:func:`_aliases_locked`): changes made at once by
    several processes are each kept, one after another. Returns the file's path and the
    aliases written.

    Raises:
        AliasError: the file is damaged, ``change`` refuses, or another process held
            the lock for ``wait`` seconds; nothing is written.
        OSError: the folder or the file cannot be written.
    """
    with _aliases_locked(data_folder, wait):
        aliases = change(load_aliases(data_folder))
        return save_aliases(data_folder, aliases), aliases


class CachedFile(BaseModel):
    """What one pulka file said when it had this size, modification time and content
    (``digest``, :func:`.ledger_paths.content_digest` of the bytes read): its evening,
    or the reason it was left out (``digest`` is ``None`` when it could not be read)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    size: int
    mtime_ns: int
    digest: str | None = None
    evening: Evening | None = None
    skipped: SkipReason | None = None
    date: datetime | None = None
    """A skipped file's date as far as it can be told (:class:`~..ledger.Skipped`)."""


CACHE_VERSION = 3
"""The cache file's shape: 3 keeps a digest of what it holds and each skipped file's
reason as a code (2 kept English text and no digest: it is simply rebuilt)."""


class LedgerCache(BaseModel):
    """The cache file: ``files`` maps each file's absolute path to a :class:`CachedFile`;
    ``code`` is :func:`code_version` of the program that wrote it; ``digest`` is
    :func:`~.ledger_paths.content_digest` of the bytes of ``files`` as written
    (:func:`save_cache`), so a cache edited by hand, or damaged, is told from one the
    program wrote."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    format: Literal["preferans-tui ledger cache"] = "preferans-tui ledger cache"
    version: Literal[3] = 3
    code: str
    digest: str
    files: dict[str, CachedFile]


_HEAD = re.compile(rb'\{"format": ?"([^"\\]*)", ?"version": ?(\d+), ?"code": ?"([0-9a-f]*)"'
                   rb'(?:, ?"digest": ?"([0-9a-f]*)", ?"files": ?)?')
"""The start of a cache file as this program writes it (version 2 wrote no digest): what
tells an outdated cache (another shape or code: rebuilt without a word) from a damaged
one, read without parsing the rest."""

_FILES = TypeAdapter(dict[str, CachedFile])


def _files_json(files: dict[str, CachedFile]) -> bytes:
    return _FILES.dump_json(files)


CacheProblem = Literal["unreadable", "digest", "figures"]
"""Why a cache was not used though it was there and of this code: not a cache file of this
shape, a digest that does not match what it holds, or an evening that is no settlement
(:func:`~preferans_tui.ledger.evening_problem`)."""


def load_cache(data_folder: Path) -> dict[str, CachedFile]:
    """The cached files of ``data_folder``'s ledger cache; empty when there is none, or
    it is damaged, or it was written by other code (:func:`checked_cache`)."""
    return checked_cache(data_folder)[0]


def checked_cache(data_folder: Path) -> tuple[dict[str, CachedFile], CacheProblem | None]:
    """The cached files of ``data_folder``'s ledger cache, checked, and why it was not
    used when it failed its check (then the files are empty: everything is read again).

    No cache, one that cannot be read (a FIFO, no regular file, too large), or one of
    another shape or code is no problem: it is rebuilt without a word. One of this code
    that does not parse, whose digest does not match what it holds, or one of whose
    evenings is no settlement (its results not zero-sum…) has failed its check.
    """
    path = ledger_folder(data_folder) / CACHE_FILE
    try:
        data = read_regular(path, CACHE_LIMIT)
    except OSError:
        return {}, None
    head = _HEAD.match(data)
    if head is None or head[1].decode() != CACHE_FORMAT:
        return {}, "unreadable"
    if int(head[2]) != CACHE_VERSION or head[3].decode() != code_version():
        return {}, None
    # the digest is of the bytes of "files" as written, checked before they are parsed
    held = data[head.end():].rstrip()
    if head[4] is None or not held.endswith(b"}"):
        return {}, "unreadable"
    if content_digest(held[:-1]) != head[4].decode():
        return {}, "digest"
    try:
        cached = LedgerCache.model_validate_json(data)
    except ValueError:
        return {}, "unreadable"
    if any(entry.evening is not None and evening_problem(entry.evening) is not None
           for entry in cached.files.values()):
        return {}, "figures"
    return dict(cached.files), None


def save_cache(data_folder: Path, files: dict[str, CachedFile]) -> bool:
    """Write the cache atomically, with the digest of what it holds; ``False`` if it
    could not be written (the figures do not depend on it, so that is not an error)."""
    folder = ledger_folder(data_folder)
    # a file name that is not UTF-8 (its bytes decode to lone surrogates) cannot be a key
    # of a UTF-8 JSON file: such a file is simply read again next time
    kept = {path: entry for path, entry in files.items() if _encodable(path)}
    try:
        held = _files_json(kept)
        head = json.dumps({"format": CACHE_FORMAT, "version": CACHE_VERSION,
                           "code": code_version(), "digest": content_digest(held)})
        folder.mkdir(parents=True, exist_ok=True)  # the head as _HEAD reads it
        write_own_file(folder / CACHE_FILE, head[:-1] + ', "files": ' + held.decode() + "}")
    except (OSError, ValueError):  # ValueError: a title that will not encode either
        return False
    return True


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
