"""The ``stats`` command's work: the ledger's object for some folders (issue 15).

Three levels, fastest first:

1. **The last run** (``ledger/last-run.json`` in the data folder): the object itself,
   kept with a key made of every file's path, size, modification time (ns), device,
   inode and a hash of its bytes, the aliases file, the filters and the code. When
   nothing changed it is the answer, and neither pydantic nor the rules core is loaded
   (this module and the ones it imports at the top use the standard library only).
2. **The cache** (``ledger/cache.json``, :mod:`.storage.ledger_files`): each unchanged
   file's evening (same size, time and hash), without replaying the file again.

A file is known by a hash of its bytes, not by its size and time alone: those can stay
the same through an edit (``touch -r``, ``rsync -t``, ``cp -p``, FAT's 2-second times),
and the old figures must never be served. Hashing every file costs a read of each
(some 30-60 ms for 1,000 pulkas), well within issue 15's 0.3 s for a warm run.
3. **Reading** every other file through the rules core (:mod:`.storage.archive`).

Deleting either file changes no figure; a damaged one is ignored and written anew.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

from .storage.ledger_paths import (
    CACHE_LIMIT,
    LAST_RUN_FILE,
    OWN_FILE_LIMIT,
    aliases_path,
    code_version,
    file_digest,
    ledger_folder,
    pulka_files,
    read_regular,
    write_own_file,
)
from .untrusted import quoted

LAST_RUN_VERSION = 2
T = TypeVar("T")


class StatsError(Exception):
    """``stats`` cannot answer: a bad filter or a damaged aliases file (the message says
    which)."""


@dataclass(frozen=True)
class StatsQuery:
    """What ``stats`` was asked: the places to read (folders or files), the data folder
    (its cache, last run and aliases) and the filters."""

    places: tuple[Path, ...]
    data_folder: Path
    since: date | None = None
    until: date | None = None
    variant: str | None = None
    player: str | None = None

    def filters(self) -> dict[str, str]:
        """The filters given, as text."""
        given = {"since": self.since, "until": self.until, "variant": self.variant,
                 "player": self.player}
        return {k: str(v) for k, v in given.items() if v is not None}


def run_key(query: StatsQuery) -> str:
    """What the answer depends on, hashed: the code, the filters, the aliases file, the
    time zone, and each file's path, size, modification time (it dates a pulka without
    ``created``), device and inode (two names of one file count once) and content."""
    files = []
    for path in pulka_files(query.places):
        try:
            info = os.stat(path)
            files.append([str(path), os.path.abspath(path), info.st_size, info.st_mtime_ns,
                          info.st_dev, info.st_ino, file_digest(path)])
        except OSError as exc:
            files.append([str(path), exc.errno])
    try:
        aliases = hashlib.sha256(read_regular(aliases_path(query.data_folder),
                                              OWN_FILE_LIMIT)).hexdigest()
    except OSError:
        aliases = None
    parts = [LAST_RUN_VERSION, code_version(), query.filters(), aliases,
             [time.timezone, time.altzone, os.environ.get("TZ")], files]
    text = json.dumps(parts, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii", "backslashreplace")).hexdigest()


def _last_run(folder: Path, key: str) -> dict[str, Any] | None:
    try:
        saved = json.loads(read_regular(ledger_folder(folder) / LAST_RUN_FILE, CACHE_LIMIT))
    except (OSError, ValueError):
        return None
    if not isinstance(saved, dict) or saved.get("key") != key:
        return None
    doc = saved.get("document")
    return doc if isinstance(doc, dict) else None


def _save_last_run(folder: Path, key: str, doc: dict[str, Any]) -> None:
    try:
        ledger_folder(folder).mkdir(parents=True, exist_ok=True)
        write_own_file(ledger_folder(folder) / LAST_RUN_FILE,
                       json.dumps({"key": key, "document": doc}, ensure_ascii=True))
    except OSError:
        pass  # the answer does not depend on it


def compute(query: StatsQuery) -> dict[str, Any]:
    """The ledger's object for ``query``, from the cache and the files (levels 2–3).

    Raises:
        StatsError: an unknown variant, or a damaged aliases file.
    """
    from .ledger import AliasError, LedgerFilter, build_ledger, ledger_document
    from .rules import Variant
    from .storage.archive import read_archive
    from .storage.ledger_files import load_aliases

    if query.variant is not None and query.variant not in {v.value for v in Variant}:
        raise StatsError(f"variant {quoted(query.variant)}: choose one of "
                         f"{', '.join(v.value for v in Variant)}")
    try:
        aliases = load_aliases(query.data_folder)
    except AliasError as exc:
        raise StatsError(str(exc)) from None
    keep = LedgerFilter(since=query.since, until=query.until, variant=query.variant,
                        player=query.player)
    archive = read_archive(query.places, query.data_folder)
    ledger = build_ledger(archive.evenings, aliases=aliases, keep=keep, skipped=archive.skipped)
    return ledger_document(ledger, keep)


def answer(query: StatsQuery, render: Callable[[dict[str, Any]], T]) -> T:
    """``render`` of the ledger's object for ``query``: the last run's object when
    nothing changed, else one computed (:func:`compute`) and kept as the last run.

    A last run that ``render`` fails on (a damaged file) is computed again.

    Raises:
        StatsError: ``since`` later than ``until``; or see :func:`compute`.
    """
    if query.since is not None and query.until is not None and query.since > query.until:
        raise StatsError(f"--since {query.since} is later than --until {query.until}: "
                         f"no evening can be in both; give the earlier date to --since")
    key = run_key(query)
    doc = _last_run(query.data_folder, key)
    if doc is not None:
        try:
            return render(doc)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            pass
    doc = json.loads(json.dumps(compute(query)))  # exactly as the last run gives it back
    _save_last_run(query.data_folder, key, doc)
    return render(doc)


def ledger_places(folders: Sequence[Path], data_folder: Path) -> tuple[Path, ...]:
    """The folders (or files) named, else the data folder."""
    return tuple(folders) or (data_folder,)
