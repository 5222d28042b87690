"""The tournament's protocol (pure): the standings (with each player's byes), each
round's tables and each player's score per round, as HTML (every name escaped) and CSV
(one file: a section per part, a blank line between; a name that a spreadsheet would
run as a formula made literal, as ``stats --csv`` does:
:func:`~preferans_tui.untrusted.csv_cell`). Every name shows its hidden characters as
escapes (:func:`~preferans_tui.untrusted.visible`): no control character reaches either
file raw. A table whose file the club
refused last (and has not stored cleanly since) says so in its ``refused`` column:
``hand 3`` (that hand disagreed) or ``file`` (the rules disagreed, or the file was
damaged), as the director's screen marks it. While tables are still playing the
standings are provisional: the CSV opens with a section ``still playing`` (``round,
table, deals, of``: the event's deals a table, or ``pulya`` when a table plays to its
pulya target), the page with the same tables in words above its standings.

The headings and words are the current language's (:mod:`preferans_tui.texts`, ids
``ev_…``); the figures are written by the caller's ``figure`` (this layer knows no
display rounding: :mod:`preferans_tui.views.figures` has it) — the page's with the
language's decimal mark and the minus sign, the CSV's with the point and ``-`` in every
language, for a program to read.
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Protocol

from ..texts import tr
from ..untrusted import csv_cell, visible
from .formulas import Formula
from .standings import Standing
from .words import formula_words

Figure = Callable[[Fraction], str]
"""How a figure (points, whists) is written: ``50.67``, ``−8``."""


class Table(Protocol):
    """A seated table as the protocol reads it."""

    round: int
    table: int
    players: tuple[str, ...]
    deals: int
    finished: bool
    whists: dict[str, Fraction]
    refused: str | None
    refused_hand: int | None


def refused_text(table: Table) -> str:
    """``hand 3`` (``сдача 3``), ``file`` (``файл``: no hand — the rules, or a damaged
    file) or ``""`` (no refusal kept), in the current language."""
    if table.refused is None:
        return ""
    if table.refused_hand is None:
        return tr("ev_refused_file_short")
    return tr("ev_refused_hand_short", number=table.refused_hand)


def _place(line: Standing) -> str:
    return f"{line.place}=" if line.shared else str(line.place)


def _parts(lines: Sequence[Standing], tables: Sequence[Table], rounds: int,
           formula: Formula, figure: Figure, name: Callable[[str], str] = visible
           ) -> tuple[list[list[str]], list[list[str]], list[list[str]]]:
    """The three parts' rows, each figure written by ``figure`` and each player's name by
    ``name``."""
    head = [tr(f"ev_{w}") for w in ("place", "player", "points", "whists", "wins", "byes")]
    standing_rows = [head] + [[_place(s), name(s.name), figure(s.points), figure(s.whists),
                               str(s.wins), str(s.byes)] for s in lines]
    table_rows = [[tr(f"ev_{w}") for w in ("round", "table", "player", "whists", "points",
                                          "deals", "finished", "refused_head")]]
    yes, no = tr("ev_yes"), tr("ev_no")
    for t in tables:
        points: Mapping[str, Fraction] = formula(t.whists) if t.whists else {}
        for p in t.players:
            table_rows.append([str(t.round), str(t.table), name(p),
                               figure(t.whists[p]) if p in t.whists else "",
                               figure(points[p]) if p in points else "", str(t.deals),
                               yes if t.finished else no, refused_text(t)])
    by_round = [[tr("ev_player"), *[tr("ev_round_n", round=r) for r in range(1, rounds + 1)],
                 tr("ev_total")]]
    for s in lines:
        by_round.append([name(s.name), *[figure(s.by_round[r]) if r in s.by_round else "–"
                                         for r in range(1, rounds + 1)], figure(s.points)])
    return standing_rows, table_rows, by_round


def _provisional_html(provisional: Sequence[str]) -> str:
    if not provisional:
        return ""
    items = "".join(f"<li>{html.escape(line.strip())}</li>" for line in provisional[1:])
    return (f'<p class="provisional"><strong>{html.escape(provisional[0])}</strong></p>'
            f"<ul>{items}</ul>")


def protocol_csv(lines: Sequence[Standing], tables: Sequence[Table], rounds: int,
                 formula: Formula, figure: Figure, deals: int | None = None) -> str:
    """The protocol as CSV text (three sections: standings, tables, by round), after a
    section ``still playing`` while a table is not finished (``deals``: the event's
    length of a table in deals, ``None``: to the pulya; see the module)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    playing = [t for t in tables if not t.finished]
    if playing:
        writer.writerow([tr("ev_still_playing_csv")])
        writer.writerow([tr("ev_round"), tr("ev_table"), tr("ev_deals"), tr("ev_of_csv")])
        writer.writerows([str(t.round), str(t.table), str(t.deals),
                          tr("ev_pulya_csv") if deals is None else str(deals)]
                         for t in playing)
        writer.writerow([])
    titles = (tr("ev_standings_csv"), tr("ev_tables_csv"), tr("ev_by_round_csv"))
    parts = _parts(lines, tables, rounds, formula, figure, csv_cell)
    for title, rows in zip(titles, parts, strict=True):
        writer.writerow([title])
        writer.writerows(rows)
        writer.writerow([])
    return out.getvalue()


def protocol_html(event: str, lines: Sequence[Standing], tables: Sequence[Table],
                  rounds: int, formula: Formula, formula_name: str, figure: Figure,
                  provisional: Sequence[str] = ()) -> str:
    """The protocol as one HTML page (UTF-8, no script, every text escaped), its
    ``lang`` the current language's; ``formula_name`` the event's (``places``), named
    on the page in words (:func:`~.words.formula_words`); ``provisional``: while tables
    are still playing, the words saying so and then one line per such table
    (:func:`~.words.provisional_lines`), shown above the standings."""
    from ..texts import language

    def table(rows: list[list[str]]) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in rows[0])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in rows[1:])
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    standing_rows, table_rows, by_round = _parts(lines, tables, rounds, formula, figure)
    name = html.escape(visible(event))
    said = html.escape(formula_words(language(), formula_name))
    return (f'<!DOCTYPE html>\n<html lang="{language()}"><head><meta charset="utf-8">'
            f"<title>{name}</title>"
            "<style>table{border-collapse:collapse}td,th{border:1px solid #999;"
            "padding:2px 6px}</style></head><body>"
            f"<h1>{name}</h1><p>{html.escape(tr('ev_formula'))}: {said}</p>"
            + _provisional_html(provisional) +
            f"<h2>{html.escape(tr('ev_standings'))}</h2>{table(standing_rows)}"
            f"<h2>{html.escape(tr('ev_tables_head'))}</h2>{table(table_rows)}"
            f"<h2>{html.escape(tr('ev_by_round'))}</h2>{table(by_round)}</body></html>\n")
