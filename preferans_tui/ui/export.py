"""The settlement saved as a text file (issue 4 part 7): the text of
:mod:`.settlement_view`, written atomically into the data folder."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from ..rules import Pulka
from ..storage import atomic_write_text
from ..storage.paths import data_dir
from .settlement_view import settlement_text


def export_settlement(pulka: Pulka, title: str | None = None, folder: Path | None = None,
                      now: datetime | None = None) -> Path:
    """Write :func:`settlement_text` into ``folder`` (default: the data folder); return the path.

    Named ``settlement-<title>-<time>.txt``, with ``-2``, ``-3`` … when taken; written
    atomically (:func:`~preferans_tui.storage.atomic_write_text`).

    Raises:
        OSError: the folder or the file cannot be written.
    """
    folder = data_dir(folder)
    now = now or datetime.now()
    slug = re.sub(r"[^\w]+", "-", title or "pulka", flags=re.UNICODE).strip("-").lower()
    stem = f"settlement-{slug or 'pulka'}-{now:%Y-%m-%d-%H%M%S}"
    path = folder / f"{stem}.txt"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.txt"
        n += 1
    atomic_write_text(path, settlement_text(pulka, title))
    return path
