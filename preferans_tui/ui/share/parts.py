"""The evening as rich renderables, top to bottom: the heading (title, date, players, the
rules in one line), the paper sheet as the app draws it, the settlement (results, money,
the fewest payments, who owes whom) and the notes written on hands (issue 30.1, 30.5).

Every figure is the rules core's (:meth:`Pulka.settle`, the sheet's bands); this module
only lays them out with :mod:`preferans_tui.views.settlement_tables` and the sheet's own
drawing (:func:`~..widgets.sheet_layout.draw_sheet`). Text from the file (names, the title,
the notes) is always :class:`rich.text.Text` made by
:func:`~preferans_tui.views.settlement_tables.plain`: never markup, every control
character shown as an escape.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime

from rich.console import RenderableType
from rich.style import Style
from rich.text import Text

from ...rules import Pulka
from ...texts import decimal_mark, tr
from ...untrusted import visible, visible_cut
from ...views.event_deals import event_deals_text
from ...views.settlement_tables import debts_parts, plain, results_parts, status_text, summary_text
from ...views.sheet import sheet_data
from ..widgets.sheet_layout import draw_sheet

WIDTH = 80
"""Columns of the picture: the sheet's paper layout at its most legible on a phone."""
SHEET_HEIGHT = {3: 24, 4: 26}
"""Rows of the sheet (above the paper layout's smallest, 17)."""
NOTE_LIMIT = 300
"""Characters of a hand's note the picture keeps (a file's note may be longer)."""

SHEET_STYLES: dict[str, Style] = {
    "line": Style(color="#1f4e99"),
    "label": Style(color="#6b6b6b"),
    "name": Style(bold=True),
    "next": Style(bold=True, reverse=True),
    "value": Style(),
    "last": Style(color="#a65e00", bold=True, underline=True),
    "target": Style(color="#8a1c7c", bold=True),
    "help": Style(color="#3d6b3d", italic=True),
    "struck": Style(color="#8a8a8a", strike=True),
    "closed": Style(color="#1d7a1d", bold=True),
}
"""The sheet's style names (:mod:`..widgets.sheet_canvas`) on paper: the grid's own
component classes (``pulka-grid--help``, …) in colours that read on white."""


@dataclass(frozen=True)
class Evening:
    """What the picture shows besides the pulka: its ``title`` and ``created`` time as the
    file holds them (untrusted text; ``None`` when absent) or, for the date, the file's
    modification time (``modified``); ``deals_limit``, the file's too: an event table's
    length in deals (``Deal 5 of 6``, or all of them played)."""

    pulka: Pulka
    title: str | None = None
    created: str | None = None
    modified: datetime | None = None
    deals_limit: int | None = None

    def deals_text(self) -> str | None:
        """The event table's deal (:func:`~preferans_tui.views.event_deals.event_deals_text`),
        or ``None``."""
        return event_deals_text(self.pulka, self.deals_limit)

    def date_text(self) -> str | None:
        """``2026-11-30 21:05``: ``created`` (ISO 8601), else ``modified``, else ``None``."""
        when: datetime | None = self.modified
        if self.created:
            with contextlib.suppress(ValueError):  # a bad time: the file's own date
                when = datetime.fromisoformat(self.created)
        return None if when is None else f"{when:%Y-%m-%d %H:%M}"


def heading_parts(evening: Evening) -> list[RenderableType]:
    """The title (or «Pulka»), the date and the players, an event table's deal, the
    status and the rules."""
    pulka = evening.pulka
    title = Text(visible_cut(evening.title) if evening.title else tr("share_untitled"),
                 style="bold")
    title.stylize(Style(color="#1f4e99"))
    date = evening.date_text()
    facts = Text(tr("share_players", players=", ".join(map(visible, pulka.players))))
    if date:
        facts = Text(f"{date} · ") + facts
    deals = evening.deals_text()
    return [title, facts, *([Text(deals)] if deals else []),
            Text(status_text(pulka, evening.deals_limit)),
            Text(summary_text(pulka), style="dim")]


def sheet_text(pulka: Pulka, width: int = WIDTH) -> Text:
    """The paper sheet as the app draws it at ``width`` columns (its closed marks, help
    marks, struck corrections and the last hand's figures in their styles)."""
    data, _ = sheet_data(pulka, None, decimal_mark())
    canvas = draw_sheet(data, width, SHEET_HEIGHT[len(pulka.players)])
    out = Text()
    for y in range(canvas.height):
        if y:
            out.append("\n")
        for run, name in canvas.runs(y):
            out.append(run, SHEET_STYLES.get(name, Style()))
    return out


def sheet_extras(pulka: Pulka) -> list[RenderableType]:
    """What a variant writes beside the sheet's bands, under it: the place for Classic's
    bombs (their count per player), which another branch brings. Nothing yet."""
    return []


def notes_parts(pulka: Pulka) -> list[RenderableType]:
    """``Deal 3: the note`` for every hand that carries one (issue 30.5), or nothing."""
    lines: list[RenderableType] = []
    for number, hand in enumerate(pulka.hands, start=1):
        note = hand.note
        if note:
            line = Text()
            line.append(tr("share_note_hand", number=number) + " ", style="bold")
            line.append_text(plain(visible_cut(note, NOTE_LIMIT)))
            lines.append(line)
    return [Text(tr("share_notes"), style="bold"), *lines] if lines else []


def evening_parts(evening: Evening) -> list[RenderableType]:
    """Everything the picture shows, top to bottom."""
    pulka = evening.pulka
    s = pulka.settle()
    gap = Text("")
    parts: list[RenderableType] = [*heading_parts(evening), gap, sheet_text(pulka),
                                   *sheet_extras(pulka), gap, *results_parts(pulka, s), gap,
                                   *debts_parts(s)]
    notes = notes_parts(pulka)
    if notes:
        parts += [gap, *notes]
    return parts
