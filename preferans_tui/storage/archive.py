"""Reading a whole archive of pulka files for the ledger (issue 15).

:func:`read_archive` finds the pulka files of some folders, reads each one the cache
(:mod:`.ledger_files`) does not already know — through :func:`.check.check_bytes`, the
same check as ``preferans-tui check`` — and turns it into an
:class:`~preferans_tui.ledger.Evening`; a file that is not a valid pulka is left out
with ``check``'s first problem, one with no hands with :data:`NO_HANDS`. Files are
only read; only the cache is written.

A pulka's date is its ``created`` time, else the file's modification time.
"""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
import pickle
import stat
import threading
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Literal

from ..ledger import Evening, Skipped, SkipReason, summarize
from ..rules.errors import problem_data
from ..rules.option_checks import FROM_FILE
from .check import check_bytes, valid_file
from .ledger_files import CachedFile, CacheProblem, checked_cache, save_cache
from .ledger_paths import NO_HANDS, content_digest, file_digest, pulka_files
from .pulka_file import PulkaFile, PulkaFileError, read_bytes

PARALLEL_FROM = 48
"""Files to read at which the work is shared among the processor's cores."""
PEEK_BYTES = 2**20
"""A file larger than this (some 6,000 hands) is not read just to be listed: for its
players' names here, nor for the start screen's recent list (which shows its size)."""


def evening_date(created: str | None, mtime_ns: int
                 ) -> tuple[datetime, Literal["created", "mtime"]]:
    """When a pulka was played: its ``created`` ISO 8601 time (in local time), else the
    file's modification time; and which of the two it is."""
    if created:
        try:
            when = datetime.fromisoformat(created.strip())
        except ValueError:
            pass
        else:
            if when.tzinfo is not None:
                when = when.astimezone().replace(tzinfo=None)
            return when, "created"
    return datetime.fromtimestamp(mtime_ns / 1e9), "mtime"


def one_line(problems: Sequence[str]) -> str:
    """``check``'s problems of a file as one line: the first, and how many more."""
    if len(problems) <= 1:
        return str(problems[0]) if problems else "not a valid pulka file"
    return f"{problems[0]} (and {len(problems) - 1} more: preferans-tui check lists them)"


def skip_reason(problems: Sequence[str]) -> SkipReason:
    """Why a file with ``check``'s ``problems`` is left out: the English line
    (:func:`one_line`) and, as plain data, the first problem and how many more, for the
    interface to say in its language. Plain data, never the rules core's objects: a
    process pool sends it back as it is."""
    first = getattr(problems[0], "error", None) if problems else None
    if first is None:
        return SkipReason.of(one_line(problems))
    return SkipReason(reason=SkipReason.of(one_line(problems)).reason, code="problem",
                      problem=problem_data(first), more=len(problems) - 1)


def read_evening(path: str, size: int, mtime_ns: int) -> CachedFile:
    """Read and check one file: its evening, or why it is left out; keyed on the size
    and modification time the file had when it was listed and on the hash of the bytes
    read (a file changed since, in any way, is read again next time)."""
    try:
        data = read_bytes(Path(path))
    except PulkaFileError as exc:
        return CachedFile(size=size, mtime_ns=mtime_ns, skipped=skip_reason(exc.problems),
                          date=evening_date(None, mtime_ns)[0])
    key = CachedFile(size=size, mtime_ns=mtime_ns, digest=content_digest(data))
    read = valid_file(data)
    if read is None:
        report = check_bytes(data, path)
        if report.problems or report.model is None or report.pulka is None:
            return key.model_copy(update={"skipped": skip_reason(report.problems),
                                          "date": evening_date(_created(data), mtime_ns)[0]})
        read = report.model, report.pulka
    model, pulka = read
    if not len(pulka):  # begun and left: nobody played (a correction alone still counts)
        return key.model_copy(update={"skipped": SkipReason.of(NO_HANDS, "no_hands"),
                                      "date": evening_date(model.created, mtime_ns)[0]})
    date, dated_by = evening_date(model.created, mtime_ns)
    evening = summarize(pulka, source=path, date=date, dated_by=dated_by, title=model.title,
                        deals_limit=model.deals_limit)
    return key.model_copy(update={"evening": evening})


def _created(data: bytes) -> str | None:
    """The ``created`` text of a file that is not a valid pulka, if its JSON can still
    be read and has one (to date it for the date filters), else ``None``."""
    try:
        doc = json.loads(data)
    except (ValueError, RecursionError):
        return None
    created = doc.get("created") if isinstance(doc, dict) else None
    return created if isinstance(created, str) else None


Job = tuple[str, int, int]
"""A file to read: its absolute path, size and modification time (ns)."""


def _read_chunk(jobs: list[Job]) -> list[CachedFile]:
    return [read_evening(*job) for job in jobs]


def _pooled_chunk(jobs: list[Job]) -> bytes:
    """:func:`_read_chunk` in a process of the pool, its answer (plain data:
    :class:`CachedFile`) pickled there: an answer that would not pickle, or not unpickle,
    is read again by the parent instead of breaking the pool (:func:`_answers`)."""
    try:
        return pickle.dumps(_read_chunk(jobs))
    except (pickle.PickleError, TypeError, AttributeError, RecursionError):
        return b""


def _answers(future: Future[bytes], chunk: list[Job]) -> list[CachedFile]:
    """The answers of a pooled chunk; read here if the pool failed it in any way."""
    try:
        data = future.result()
        if data:
            answers: list[CachedFile] = pickle.loads(data)
            if len(answers) == len(chunk):
                return answers
    except Exception:  # a broken pool, an answer that will not unpickle, a worker's error
        pass           # whatever it was, the files are read here (and its error raised)
    return _read_chunk(chunk)


def _read_all(jobs: list[Job], workers: int | None) -> list[CachedFile]:
    """Read every file of ``jobs``. Many files are shared among processes, as the work
    is the rules core's replay of every hand (pure Python, one core per process) — but
    only from a process with one thread (the command line): a forked copy of a process
    with other threads (the app) could inherit a lock held by one of them, and the other
    ways to start a process do not work under Textual (its standard error is not a file).
    The app reads in its worker thread, behind a loading indicator."""
    workers = workers if workers is not None else min(os.cpu_count() or 1, 8)
    if workers < 2 or len(jobs) < PARALLEL_FROM or threading.active_count() > 1:
        return _read_chunk(jobs)
    # small chunks, so that the processes finish within a few files of each other (with
    # four chunks a process, one waited ~0.4 s for the other's last chunk of 125 files)
    size = max(1, len(jobs) // (workers * 16))
    chunks = [jobs[i:i + size] for i in range(0, len(jobs), size)]
    context = multiprocessing.get_context("fork")
    # This process is one of the workers: it takes chunks from the end while the pool's
    # processes take them from the front, a few at a time (one process fewer to start,
    # fewer answers to pickle). Nothing handed to the pool is ever cancelled: a pool that
    # breaks would then fail on the cancelled one in its own thread (Python 3.11).
    # A pool that breaks (a process killed, an answer that cannot be unpickled) is never
    # waited on: what it has not answered is read here, and it is shut down unwaited.
    pool = ProcessPoolExecutor(workers - 1, mp_context=context)
    ahead = 2 * (workers - 1)
    futures: dict[int, Future[bytes]] = {}
    mine: dict[int, list[CachedFile]] = {}
    front, back = 0, len(chunks) - 1
    try:
        while front <= back:
            while front <= back and sum(not f.done() for f in futures.values()) < ahead:
                futures[front] = pool.submit(_pooled_chunk, chunks[front])
                front += 1
            if front <= back:
                mine[back] = _read_chunk(chunks[back])
                back -= 1
        return [done for i in range(len(chunks))
                for done in (mine[i] if i in mine else _answers(futures[i], chunks[i]))]
    except BrokenProcessPool:  # submitting to a broken pool: the rest is read here
        return [done for i in range(len(chunks))
                for done in (mine[i] if i in mine else _answers(futures[i], chunks[i])
                             if i in futures else _read_chunk(chunks[i]))]
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


@dataclass
class Archive:
    """What :func:`read_archive` found: the evenings, the files left out, how many
    files the cache already knew (``cached``) or were read (``read``), and why the cache
    was not used though it was there (``cache_problem``: it failed its check, and was
    rebuilt from the files; :func:`~.ledger_files.checked_cache`)."""

    evenings: list[Evening] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    cached: int = 0
    read: int = 0
    cache_problem: CacheProblem | None = None


def unreadable(error: OSError) -> SkipReason:
    """The reason a file the system would not let us read is left out: the English line
    (``cannot read the file: No such file or directory``), the system's own text
    (``error``) and its errno's name (``errno``: ``ENOENT``), which the interface says
    in the user's language (:func:`~preferans_tui.rules.reasons.os_error_reason`)."""
    text = str(error.strerror or error)
    name = errno.errorcode.get(error.errno) if error.errno is not None else None
    return SkipReason.of(f"cannot read the file: {text}", "cannot_read", error=text,
                         **({"errno": name} if name else {}))


def read_archive(places: Iterable[Path], data_folder: Path | None = None, *,
                 workers: int | None = None) -> Archive:
    """Every pulka file of ``places`` (see :func:`pulka_files`), through the cache of
    ``data_folder`` (none if ``None``).

    A file the cache knows by its path, size, modification time and the hash of its
    bytes is not read again (each cached file is hashed to tell); the cache is written
    back only when something changed. The same file named twice
    (a link) counts once; the other name is left out saying so.
    """
    cache, problem = checked_cache(data_folder) if data_folder is not None else ({}, None)
    places = list(places)
    found: list[tuple[str, str, os.stat_result]] = []  # (shown, absolute, stat)
    archive = Archive(cache_problem=problem)
    seen: dict[tuple[int, int], str] = {}
    for path in pulka_files(places):
        shown = str(path)
        try:
            info = os.stat(path)
        except OSError as exc:
            archive.skipped.append(Skipped.because(shown, unreadable(exc)))
            continue
        if stat.S_ISREG(info.st_mode):
            same = seen.setdefault((info.st_dev, info.st_ino), shown)
            if same != shown:
                archive.skipped.append(Skipped.because(shown, SkipReason.of(
                    f"the same file as {same}", "same_file", other=same)))
                continue
        found.append((shown, os.path.abspath(path), info))
    todo = [(absolute, info.st_size, info.st_mtime_ns) for _, absolute, info in found
            if not _fresh(cache.get(absolute), absolute, info)]
    fresh = dict(zip((job[0] for job in todo), _read_all(todo, workers), strict=True))
    archive.read, archive.cached = len(todo), len(found) - len(todo)
    for shown, absolute, _ in found:
        entry = fresh.get(absolute) or cache[absolute]
        if entry.evening is not None:
            evening = entry.evening
            if evening.source != shown:
                evening = evening.model_copy(update={"source": shown})
            archive.evenings.append(evening)
        else:
            archive.skipped.append(Skipped.because(
                shown, entry.skipped or SkipReason(reason="?"), entry.date))
    if data_folder is not None:
        # a folder read now forgets its files that are gone; other folders' files are kept
        folders = {os.path.abspath(p) for p in places if p.is_dir()}
        kept = {k: v for k, v in cache.items() if os.path.dirname(k) not in folders}
        kept.update((absolute, fresh.get(absolute) or cache[absolute])
                    for _, absolute, _ in found)
        if fresh or kept.keys() != cache.keys() or problem is not None:
            save_cache(data_folder, kept)
    return archive


def _fresh(entry: CachedFile | None, path: str, info: os.stat_result) -> bool:
    """Whether the cache's ``entry`` is what the file at ``path`` says now: same size,
    time and bytes (a file whose bytes could not be read before is read again)."""
    if entry is None or entry.digest is None or (entry.size, entry.mtime_ns) != (
            info.st_size, info.st_mtime_ns):
        return False
    try:
        return file_digest(Path(path)) == entry.digest
    except OSError:
        return False


def saved_players(folder: Path, limit: int = 200) -> list[str]:
    """The players' names of the newest ``limit`` pulka files of ``folder``, most recent
    first, each person once (rule 1.2: names equal ignoring case are one); files that
    cannot be read, or are too large to read just for this, give none."""
    from ..rules.players import same_name

    files = []
    for path in pulka_files([folder]):
        try:
            info = path.stat()
        except OSError:
            continue
        if 0 < info.st_size <= PEEK_BYTES:
            files.append((info.st_mtime_ns, path))
    names: list[str] = []
    for _, path in sorted(files, key=lambda f: f[0], reverse=True)[:limit]:
        try:
            model = PulkaFile.model_validate_json(read_bytes(path), context=FROM_FILE)
        except (PulkaFileError, ValueError):
            continue
        names += [p for p in model.players if not any(same_name(p, n) for n in names)]
    return names
