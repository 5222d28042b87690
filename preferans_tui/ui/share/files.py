"""Writing the evening's picture to a file (issue 30.1): the path it goes to, the format a
name asks for, and the write itself, atomic (:mod:`preferans_tui.storage.atomic`): a
refused format, a folder we cannot write or a missing font leave nothing behind.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from ...storage.atomic import atomic_replace, sync_folder
from ...storage.paths import data_dir
from ..export import title_slug
from .formats import FORMATS, render
from .parts import Evening


class ExportRefused(ValueError):
    """A format we do not write (``-o sheet.pdf``): the message names it and ours."""


class FormatMismatch(ExportRefused):
    """``-o out.png --format svg``: the suffix of the file names another format than the
    one asked for (it wrote an SVG named ``.png``, silently). ``suffix`` and ``given``."""

    def __init__(self, suffix: str, given: str) -> None:
        super().__init__(suffix)
        self.suffix, self.given = suffix, given


def _suffix_format(out: Path | None) -> str | None:
    """The format ``out``'s suffix names (``.htm`` is html), its suffix as it is when it
    names none, or None without a suffix."""
    if out is None or not out.suffix:
        return None
    suffix = out.suffix.lower().lstrip(".")
    return "html" if suffix == "htm" else suffix if suffix in FORMATS else out.suffix


def format_of(out: Path | None, given: str | None) -> str:
    """The format to write: ``given`` (``--format``), else the suffix of ``out``
    (``-o friday.svg``), else ``png``.

    Raises:
        ExportRefused: ``given``, or ``out``'s suffix when no format is given, names no
            format of :data:`FORMATS`.
        FormatMismatch: ``out``'s suffix names a format of ours other than ``given``.
    """
    named = _suffix_format(out)
    if given is not None:
        if given not in FORMATS:
            raise ExportRefused(given)
        if named in FORMATS and named != given and out is not None:
            raise FormatMismatch(out.suffix, given)
        return given
    if named is None:
        return FORMATS[0]
    if named not in FORMATS:
        raise ExportRefused(named)
    return named


def write_export(evening: Evening, fmt: str, out: Path, lang: str = "en") -> Path:
    """Render ``evening`` as ``fmt`` and write it to ``out`` atomically; return ``out``.

    Everything is rendered before the file is opened, so a failure writes nothing.

    Raises:
        ExportRefused: ``fmt`` is no format we write.
        FontMissing: a PNG without its font.
        OSError: the folder or the file cannot be written (nothing is left there).
    """
    if fmt not in FORMATS:
        raise ExportRefused(fmt)
    data = render(evening, fmt, lang)
    fd, _ = atomic_replace(out, data)
    os.close(fd)
    sync_folder(out)
    return out


def picture_path(evening: Evening, fmt: str, folder: Path | None = None,
                 now: datetime | None = None) -> Path:
    """Where the app's key saves the picture: ``pulka-<title>-<time>.<fmt>`` in the data
    folder (``folder`` when given), with ``-2``, ``-3`` … when taken."""
    folder = data_dir(folder)
    now = now or datetime.now()
    from ..export import free_path

    return free_path(folder, f"pulka-{title_slug(evening.title)}-{now:%Y-%m-%d-%H%M%S}", fmt)


def save_picture(evening: Evening, folder: Path | None = None, lang: str = "en") -> Path:
    """The PNG of the evening saved into the data folder (``folder``) under
    :func:`picture_path`: what the sheet's and the settlement's ``x`` key writes.

    Raises:
        FontMissing: the font is not installed.
        OSError: the folder cannot be written (nothing is left there).
    """
    return write_export(evening, "png", picture_path(evening, "png", folder), lang)
