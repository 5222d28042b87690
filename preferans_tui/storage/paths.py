"""Where pulkas live: the user's data folder (platformdirs), overridable for tests.

Order of precedence: an explicit folder (the ``--data-dir`` flag), then the
``PREFERANS_TUI_DATA`` environment variable, then
``platformdirs.user_data_path("preferans-tui")``.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path

import platformdirs

from .ledger_paths import NOT_PULKAS

APP_NAME = "preferans-tui"
ENV_DATA_DIR = "PREFERANS_TUI_DATA"


def data_dir(override: Path | None = None, *, create: bool = True) -> Path:
    """The folder new pulkas are saved in, created if missing (``create=False``: only
    named, for a reader that writes nothing, such as ``watch``; a file in its place is
    refused all the same).

    Raises:
        DataFolderIsAFile: the folder, or a folder above it, is a file.
        OSError: the folder cannot be created.
    """
    if override is not None:
        folder = Path(override)
    elif os.environ.get(ENV_DATA_DIR):
        folder = Path(os.environ[ENV_DATA_DIR])
    else:
        folder = platformdirs.user_data_path(APP_NAME)
    if create:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            file = _file_in_the_way(folder)
            if file is None:
                raise
            raise DataFolderIsAFile(folder, file) from None
    elif (file := _file_in_the_way(folder)) is not None:  # a reader says so too
        raise DataFolderIsAFile(folder, file)
    return folder


def _file_in_the_way(folder: Path) -> Path | None:
    """The file standing where ``folder`` or a folder above it would be, if any."""
    return next((p for p in (folder, *folder.parents) if p.exists() and not p.is_dir()),
                None)


def folder_trouble(exc: OSError, language: str = "en") -> str:
    """What to say of the data folder that failed with ``exc``: ``the data folder:
    [Errno 13] …``, or, for a :class:`DataFolderIsAFile`, its own words in
    ``language``."""
    if isinstance(exc, DataFolderIsAFile):
        return exc.text(language)
    return f"the data folder: {exc}"


class DataFolderIsAFile(NotADirectoryError):
    """The data folder cannot be made: ``file``, the folder itself or one above it, is a
    file ("[Errno 17] File exists" said neither which folder nor what to do). ``str()``
    names it and says what to do; ``text(language)`` in either language."""

    def __init__(self, folder: Path, file: Path) -> None:
        from ..rules.reasons import Reason
        from ..untrusted import visible_path

        self.folder, self.file = folder, file
        self.reason = Reason("data_folder_is_a_file", folder=visible_path(str(folder)),
                             file=visible_path(str(file)))
        super().__init__(errno.ENOTDIR, str(self.reason), str(file))

    def __str__(self) -> str:
        return str(self.reason)

    def text(self, language: str) -> str:
        """The message in ``language`` (``"en"``, ``"ru"``)."""
        return self.reason.text(language)


def new_pulka_path(folder: Path, now: datetime) -> Path:
    """A file name for a new pulka in ``folder`` that no existing file has.

    Named by the start time, ``pulka-2026-11-29-2130.json``, with ``-2``, ``-3`` … added
    when taken. The file is created empty-exclusive so two apps never pick the same name.
    """
    stem = f"pulka-{now:%Y-%m-%d-%H%M}"
    n = 1
    while True:
        path = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        try:
            with open(path, "x", encoding="utf-8"):
                pass
            return path
        except FileExistsError:
            n += 1


EXAMPLE_COPIES = "examples"
"""The data folder's subfolder for copies of the shipped examples: an example opened to
look at is not an evening played, so ``stats`` and the ledger (which read the data
folder itself, not below it) leave it out, while the recent list still shows it."""


def example_copy_path(folder: Path, now: datetime) -> Path:
    """A new file in ``folder``'s :data:`EXAMPLE_COPIES` subfolder (made when missing)
    for a copy of an example, named as :func:`new_pulka_path` names it.

    Raises:
        OSError: the subfolder cannot be made or written.
    """
    copies = folder / EXAMPLE_COPIES
    copies.mkdir(parents=True, exist_ok=True)
    return new_pulka_path(copies, now)


def recent_pulkas(folder: Path, limit: int = 10,
                  opened: Mapping[str, float] | None = None) -> list[Path]:
    """The pulka files in ``folder`` and its :data:`EXAMPLE_COPIES` subfolder, and those
    of ``opened``, newest first: by the later of the file's modification time and when
    the app last opened it.

    ``opened``: files the app opened or started, wherever they are (absolute paths, from
    the settings file, so untrusted), each with when (POSIX seconds); one that is gone,
    or not a regular file, drops out. A file named both ways is listed once.
    Hidden files (temporary saves, locks) and the app's own (``settings.json``) of the
    folders, and empty files (a name reserved by :func:`new_pulka_path` whose first save
    never came) are left out. Only ``stat`` is asked of each file.
    """
    when = {os.path.abspath(path): at for path, at in (opened or {}).items()}
    newest: dict[str, tuple[float, Path]] = {}
    found = [p for place in (folder, folder / EXAMPLE_COPIES) for p in place.glob("*.json")
             if not p.name.startswith(".") and p.name not in NOT_PULKAS]
    for path in (*found, *map(Path, (opened or {}))):
        key = os.path.abspath(path)
        if key in newest:
            continue
        try:
            info = path.stat()
        except (OSError, ValueError):  # gone, refused, a NUL in a path from the settings
            continue
        if stat.S_ISREG(info.st_mode) and info.st_size > 0:
            newest[key] = max(info.st_mtime, when.get(key, 0.0)), path
    return [path for _, path in sorted(newest.values(), key=lambda t: t[0],
                                       reverse=True)][:limit]
