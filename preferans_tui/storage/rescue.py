"""A rescue file: the whole pulka written somewhere else when its own file cannot be saved
and the app must end (SIGTERM, SIGHUP, its terminal gone: issue 32.1).

The pulka's own file is never touched here: its last good save stays as it is. The
rescue goes to ``rescued/`` in the data folder (below the folder, so the ledger, which
reads the data folder's own ``*.json`` files only, never counts the evening twice), or,
when that cannot be written either (the same full disk), to the temporary folder. A
file already there is never overwritten: each rescue is a new file (``O_EXCL``; a
symlink planted at the name is refused as an existing file).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

RESCUE_FOLDER = "rescued"
"""The data folder's subfolder of rescue files."""

TRIES = 100
"""Names tried in one folder (``…-2.json``, ``…-3.json``) before the next folder."""


def rescue_places(data_folder: Path | None) -> list[Path]:
    """Where a rescue is tried, in order: ``<data folder>/rescued``, then the temporary
    folder (``tempfile.gettempdir()``: ``TMPDIR``, else ``/tmp``)."""
    places = [] if data_folder is None else [Path(data_folder) / RESCUE_FOLDER]
    return [*places, Path(tempfile.gettempdir())]


def write_rescue(data: bytes, name: str, places: Sequence[Path],
                 now: datetime | None = None) -> Path:
    """Write ``data`` (the pulka file's bytes) to a new file in the first of ``places``
    that takes it, named after the pulka's file ``name`` and the time
    (``friday.rescued-20261201-231502.json``; in the temporary folder prefixed
    ``preferans-tui-``); return its path. The file is fsynced before this returns.

    Raises:
        OSError: no place took it (the last place's error).
    """
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    stem = Path(name).stem or "pulka"
    error: OSError = FileNotFoundError("no place for a rescue file")
    for place in places:
        prefix = "" if place.name == RESCUE_FOLDER else "preferans-tui-"
        try:
            if place.name == RESCUE_FOLDER:
                place.mkdir(parents=True, exist_ok=True)
            return _write_new(place, f"{prefix}{stem}.rescued-{stamp}", data)
        except OSError as exc:
            error = exc
    raise error


def _write_new(place: Path, base: str, data: bytes) -> Path:
    """``data`` in a new file ``base.json`` (or ``base-2.json`` …) of ``place``; a file
    half written (the disk filled up) is removed."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
    for n in range(1, TRIES + 1):
        path = place / (f"{base}.json" if n == 1 else f"{base}-{n}.json")
        try:
            fd = os.open(path, flags, 0o666)
        except FileExistsError:
            continue
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        except BaseException:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(path)
            raise
        os.close(fd)
        return path
    raise FileExistsError(f"no free name for a rescue file in {place}")
