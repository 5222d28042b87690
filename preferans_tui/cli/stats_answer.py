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

Deleting either file changes no figure; a damaged one is ignored and written anew. Both
are checked before they are believed: each keeps a digest of what it holds, and every
evening in them must be a settlement (zero-sum, SPEC §8); the last run's players must be
the sums of its files. One that fails is rebuilt from the pulka files, and ``stats``
says so in one line (``warn``): a figure edited in either is never printed.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar

from ..storage.ledger_paths import (
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
from ..untrusted import quoted

LAST_RUN_VERSION = 3
T = TypeVar("T")
Warn = Callable[[str, str], None]
"""Told that one of the ledger's files (``"cache"``, ``"last_run"``) failed its check and
was rebuilt, and why (``"unreadable"``, ``"digest"``, ``"figures"``)."""


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
    finished_only: bool = False

    def filters(self) -> dict[str, str]:
        """The filters given, as text."""
        given = {"since": self.since, "until": self.until, "variant": self.variant,
                 "player": self.player, "finished_only": self.finished_only or None}
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


def _digest(doc: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(doc, ensure_ascii=True).encode("ascii")).hexdigest()


def document_problem(doc: Any) -> str | None:
    """Why ``doc`` (a last run's ledger object) cannot be believed, or ``None``: not the
    object's shape (``"unreadable"``), or figures that are no ledger (``"figures"``): an
    evening whose balance is not zero-sum (SPEC §8), a player's result that is not the
    sum of his evenings', a head-to-head figure that is not the other's negated."""
    try:
        totals: defaultdict[str, Fraction] = defaultdict(Fraction)
        for f in doc["files"]:
            balance = {p: Fraction(v) for p, v in f["balance_exact"].items()}
            if sum(balance.values()) != 0:
                return "figures"
            for p, v in balance.items():
                totals[f["ledger_names"][p]] += v
        if any(Fraction(p["result_exact"]) != totals.get(name, 0)
               for name, p in doc["players"].items()):
            return "figures"
        h2h = doc["head_to_head"]
        if any(Fraction(cell["net_exact"]) != -Fraction(h2h[b][a]["net_exact"])
               for a, row in h2h.items() for b, cell in row.items()):
            return "figures"
    except (KeyError, TypeError, ValueError, AttributeError, ZeroDivisionError):
        return "unreadable"
    return None


def _last_run(folder: Path, key: str) -> tuple[dict[str, Any] | None, str | None]:
    """The last run's object if it answers ``key`` and passes its checks; else ``None``
    and why it failed them (``None`` when it simply answers another question, or is not
    there)."""
    try:
        saved = json.loads(read_regular(ledger_folder(folder) / LAST_RUN_FILE, CACHE_LIMIT))
    except OSError:
        return None, None
    except ValueError:
        return None, "unreadable"
    if not isinstance(saved, dict):
        return None, "unreadable"
    if saved.get("key") != key:  # the answer to another question (or an older program)
        return None, None
    doc = saved.get("document")
    if not isinstance(doc, dict):
        return None, "unreadable"
    if saved.get("digest") != _digest(doc):
        return None, "digest"
    problem = document_problem(doc)
    return (None, problem) if problem else (doc, None)


def _save_last_run(folder: Path, key: str, doc: dict[str, Any]) -> None:
    """Keep the answer for the same question next time, in the data folder's ledger
    folder; a data folder that does not exist gets none (a reader makes no folder)."""
    if not folder.is_dir():
        return
    try:
        ledger_folder(folder).mkdir(parents=True, exist_ok=True)
        write_own_file(ledger_folder(folder) / LAST_RUN_FILE,
                       json.dumps({"key": key, "digest": _digest(doc), "document": doc},
                                  ensure_ascii=True))
    except OSError:
        pass  # the answer does not depend on it


def compute(query: StatsQuery, warn: Warn | None = None) -> dict[str, Any]:
    """The ledger's object for ``query``, from the cache and the files (levels 2–3);
    ``warn`` is told when the cache failed its check and was rebuilt.

    Raises:
        StatsError: an unknown variant, or a damaged aliases file.
    """
    from ..ledger import AliasError, LedgerFilter, build_ledger, ledger_document
    from ..rules import Variant
    from ..storage.archive import read_archive
    from ..storage.ledger_files import load_aliases

    if query.variant is not None and query.variant not in {v.value for v in Variant}:
        raise StatsError(f"variant {quoted(query.variant)}: choose one of "
                         f"{', '.join(v.value for v in Variant)}")
    try:
        aliases = load_aliases(query.data_folder)
    except AliasError as exc:
        raise StatsError(str(exc)) from None
    keep = LedgerFilter(since=query.since, until=query.until, variant=query.variant,
                        player=query.player, finished_only=query.finished_only)
    archive = read_archive(query.places, query.data_folder)
    if archive.cache_problem is not None and warn is not None:
        warn("cache", archive.cache_problem)
    ledger = build_ledger(archive.evenings, aliases=aliases, keep=keep, skipped=archive.skipped)
    return ledger_document(ledger, keep)


def answer(query: StatsQuery, render: Callable[[dict[str, Any]], T],
           warn: Warn | None = None) -> T:
    """``render`` of the ledger's object for ``query``: the last run's object when
    nothing changed and it passes its checks, else one computed (:func:`compute`) and
    kept as the last run.

    A last run that fails its checks, or that ``render`` fails on (a damaged file), is
    computed again, and ``warn`` is told (as it is of a cache that failed its own).

    Raises:
        StatsError: ``since`` later than ``until``; or see :func:`compute`.
    """
    if query.since is not None and query.until is not None and query.since > query.until:
        raise StatsError(f"--since {query.since} is later than --until {query.until}: "
                         f"no evening can be in both; give the earlier date to --since")
    key = run_key(query)
    doc, problem = _last_run(query.data_folder, key)
    if doc is not None:
        try:
            return render(doc)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            problem = "unreadable"
    if problem is not None and warn is not None:
        warn("last_run", problem)
    # exactly as the last run gives it back
    doc = json.loads(json.dumps(compute(query, warn)))
    _save_last_run(query.data_folder, key, doc)
    return render(doc)


def ledger_places(folders: Sequence[Path], data_folder: Path) -> tuple[Path, ...]:
    """The folders (or files) named, else the data folder."""
    return tuple(folders) or (data_folder,)
