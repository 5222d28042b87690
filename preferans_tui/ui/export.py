"""The settlement saved as a text file (issue 4 part 7): the text of
:mod:`preferans_tui.views.settlement_tables`, written atomically into the data folder."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from ..rules import Pulka
from ..storage import atomic_write_text
from ..storage.paths import data_dir
from ..views.settlement_tables import settlement_text

SLUG_BYTES = 200
"""How many bytes (UTF-8) of the title the file's name keeps. A name is at most 255
bytes on Linux (``NAME_MAX``), and 255 bytes are 127 Cyrillic letters: the rest of the
name (``settlement-``, ``-2026-11-30-210500``, a ``-2`` … up to ``-9999``, ``.txt``; 38
bytes) and the 14 bytes the atomic write's temporary ``.<name>.<8 hex>.tmp`` adds keep
it within 255 (``[Errno 36] File name too long`` otherwise)."""


def title_slug(title: str | None) -> str:
    """The title as part of a file name: runs of anything but letters and digits become
    ``-``, lower case, at most :data:`SLUG_BYTES` bytes of UTF-8, cut at a character's
    boundary; ``pulka`` when nothing is left (``"Пятница, 13-е!"`` → ``пятница-13-е``)."""
    slug = re.sub(r"[^\w]+", "-", title or "", flags=re.UNICODE).lower()
    slug = slug.encode("utf-8")[:SLUG_BYTES].decode("utf-8", "ignore")
    return slug.strip("-") or "pulka"


def export_settlement(pulka: Pulka, title: str | None = None, folder: Path | None = None,
                      now: datetime | None = None, limit: int | None = None) -> Path:
    """Write :func:`settlement_text` into ``folder`` (default: the data folder); return the path.
    ``limit``: an event table's length in deals (the file's ``deals_limit``), said in the
    heading.

    Named ``settlement-<title>-<time>.txt`` (the title as :func:`title_slug` writes it,
    within Linux's 255 bytes), with ``-2``, ``-3`` … when taken; written atomically
    (:func:`~preferans_tui.storage.atomic_write_text`).

    Raises:
        OSError: the folder or the file cannot be written.
    """
    folder = data_dir(folder)
    now = now or datetime.now()
    path = free_path(folder, f"settlement-{title_slug(title)}-{now:%Y-%m-%d-%H%M%S}", "txt")
    atomic_write_text(path, settlement_text(pulka, title, limit=limit))
    return path


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem.suffix``, or with ``-2``, ``-3`` … after the stem when taken: a file
    the app writes never replaces one it wrote before."""
    path = folder / f"{stem}.{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.{suffix}"
        n += 1
    return path
