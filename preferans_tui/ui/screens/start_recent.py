"""The start screen's list of recent pulkas: three lines per pulka, so that two evenings
of the same players are told apart at 80 columns.

A club player saw ``Evening one · Misha, Kolya, Dima…`` twice, cut at the names: the
variant and the hands the README promises were past the list's edge. Each pulka now
shows its title; when it was last saved and its variant; its deals (and whether it is
finished, rule 4.2.3) and then its players, the part a narrow list cuts.
"""

from __future__ import annotations

import os
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from rich.text import Text

from ...report import decimal_text
from ...storage import PulkaFileError, load
from ...storage.archive import PEEK_BYTES
from ...storage.pulka_file import PulkaFile, peek
from ...untrusted import visible, visible_cut, visible_path
from ..hand_texts import count_text
from ..i18n import decimal_mark, tr

Recent = tuple[PulkaFile, bool | None]
"""A recent file as listed: its model, and whether the pulka is finished (rule 4.2.3;
``None``: its hands do not replay, e.g. a file the rules refuse)."""
_READ: dict[tuple[str, int, int], Recent | None] = {}
"""The recent files read, by path, size and modification time: F2 and a return to the
start screen list them again without replaying their hands."""


def read_recent(path: Path, info: os.stat_result) -> Recent | None:
    """What the recent list tells of the file at ``path`` (``info``: its ``stat``);
    ``None`` if it is not a pulka file at all."""
    key = (str(path), info.st_size, info.st_mtime_ns)
    if key not in _READ:
        if len(_READ) > 500:  # a long evening of returns to the start screen
            _READ.clear()
        try:
            model, pulka = load(path)
        except PulkaFileError:
            read = peek(path)
            _READ[key] = None if read is None else (read, None)
        else:
            _READ[key] = model, pulka.finished
    return _READ[key]


def recent_label(path: Path) -> Text:
    """One recent pulka in three lines, telling two evenings of the same players apart::

        Friday                           the title (else the file's name), bold
        29.11 21:05 · Sochi              when it was last saved, the variant
        8 deals, finished · Anna, Boris, Vera

    The names come last: in a narrow list they are what is cut. A file too large to be
    read just to be listed: its name, size and date; one that is not a pulka: its name
    and date. Every text from the disk is shown through :func:`visible`."""
    info = path.stat()
    saved = datetime.fromtimestamp(info.st_mtime).strftime("%d.%m %H:%M")
    name = visible_path(path.name)  # a file name, a title, a name: all from the disk
    if info.st_size > PEEK_BYTES:  # thousands of hands: not read just to be listed
        size = decimal_text(round(Decimal(info.st_size) / 2**20, 1), mark=decimal_mark())
        return _lines(name, f"{tr('megabytes', size=size)} · {saved}")
    read = read_recent(path, info)
    if read is None:
        return _lines(name, saved)
    model, finished = read
    deals = sum(hand.kind != "adjustment" for hand in model.hands)
    count = count_text(deals, len(model.hands) - deals)
    if finished:
        count += f", {tr('recent_finished')}"
    return _lines(visible_cut(model.title or path.stem),
                  f"{saved} · {tr(f'st_variant_{model.rules.variant.value}')}",
                  f"{count} · {visible(', '.join(model.players))}")


def _lines(first: str, *more: str) -> Text:
    """``first`` in bold, then ``more``, one line each."""
    return Text("\n").join([Text(first, style="bold"), *map(Text, more)])
