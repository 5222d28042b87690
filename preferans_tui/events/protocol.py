"""The tournament's protocol (pure): the standings (with each player's byes), each
round's tables and each player's score per round, as HTML (every name escaped) and CSV
(one file: a section per part, a blank line between). A table whose file the club
refused last (and has not stored cleanly since) says so in its ``refused`` column:
``hand 3`` (that hand disagreed) or ``file`` (the rules disagreed, or the file was
damaged), as the director's screen marks it. While tables are still playing the
standings are provisional: the CSV opens with a section ``still playing`` (``round,
table, deals, of``: the event's deals a table, or ``pulya`` when a table plays to its
pulya target), the page with the same tables in words above its standings."""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Protocol

from .formulas import Formula
from .standings import Standing, shown


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
    """``hand 3``, ``file`` (no hand: the rules, or a damaged file) or ``""`` (no
    refusal kept)."""
    if table.refused is None:
        return ""
    return "file" if table.refused_hand is None else f"hand {table.refused_hand}"


def _place(line: Standing) -> str:
    return f"{line.place}=" if line.shared else str(line.place)


def _parts(lines: Sequence[Standing], tables: Sequence[Table], rounds: int,
           formula: Formula) -> tuple[list[list[str]], list[list[str]], list[list[str]]]:
    head = ["place", "player", "points", "whists", "wins", "byes"]
    standing_rows = [head] + [[_place(s), s.name, shown(s.points), shown(s.whists),
                               str(s.wins), str(s.byes)] for s in lines]
    table_rows = [["round", "table", "player", "whists", "points", "deals", "finished",
                   "refused"]]
    for t in tables:
        points: Mapping[str, Fraction] = formula(t.whists) if t.whists else {}
        for p in t.players:
            table_rows.append([str(t.round), str(t.table), p,
                               shown(t.whists[p]) if p in t.whists else "",
                               shown(points[p]) if p in points else "", str(t.deals),
                               "yes" if t.finished else "no", refused_text(t)])
    by_round = [["player", *[f"round {r}" for r in range(1, rounds + 1)], "total"]]
    for s in lines:
        by_round.append([s.name, *[shown(s.by_round[r]) if r in s.by_round else "–"
                                   for r in range(1, rounds + 1)], shown(s.points)])
    return standing_rows, table_rows, by_round


def _provisional_html(provisional: Sequence[str]) -> str:
    if not provisional:
        return ""
    items = "".join(f"<li>{html.escape(line.strip())}</li>" for line in provisional[1:])
    return (f'<p class="provisional"><strong>{html.escape(provisional[0])}</strong></p>'
            f"<ul>{items}</ul>")


def protocol_csv(lines: Sequence[Standing], tables: Sequence[Table], rounds: int,
                 formula: Formula, deals: int | None = None) -> str:
    """The protocol as CSV text (three sections: standings, tables, by round), after a
    section ``still playing`` while a table is not finished (``deals``: the event's
    length of a table in deals, ``None``: to the pulya; see the module)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    playing = [t for t in tables if not t.finished]
    if playing:
        writer.writerow(["still playing"])
        writer.writerow(["round", "table", "deals", "of"])
        writer.writerows([str(t.round), str(t.table), str(t.deals),
                          "pulya" if deals is None else str(deals)] for t in playing)
        writer.writerow([])
    for title, rows in zip(("standings", "tables", "by round"),
                           _parts(lines, tables, rounds, formula), strict=True):
        writer.writerow([title])
        writer.writerows(rows)
        writer.writerow([])
    return out.getvalue()


def protocol_html(event: str, lines: Sequence[Standing], tables: Sequence[Table],
                  rounds: int, formula: Formula, formula_name: str,
                  provisional: Sequence[str] = ()) -> str:
    """The protocol as one HTML page (UTF-8, no script, every text escaped);
    ``provisional``: while tables are still playing, the words saying so and then one
    line per such table (:func:`~.words.provisional_lines`), shown above the
    standings."""
    def table(rows: list[list[str]]) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in rows[0])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in rows[1:])
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    standing_rows, table_rows, by_round = _parts(lines, tables, rounds, formula)
    name = html.escape(event)
    return (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{name}</title>'
            "<style>table{border-collapse:collapse}td,th{border:1px solid #999;"
            "padding:2px 6px}</style></head><body>"
            f"<h1>{name}</h1><p>formula: {html.escape(formula_name)}</p>"
            + _provisional_html(provisional) +
            f"<h2>Standings</h2>{table(standing_rows)}"
            f"<h2>Tables</h2>{table(table_rows)}"
            f"<h2>By round</h2>{table(by_round)}</body></html>\n")
