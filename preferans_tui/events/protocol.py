"""The tournament's protocol (pure): the standings, each round's tables and each
player's score per round, as HTML (every name escaped) and CSV (one file: a section per
part, a blank line between; a name that a spreadsheet would run as a formula made
literal, as ``stats --csv`` does: :func:`~preferans_tui.untrusted.csv_cell`). Every name
shows its hidden characters as escapes (:func:`~preferans_tui.untrusted.visible`): no
control character reaches either file raw. A table whose file the club refused last (and has not
stored cleanly since) says so in its ``refused`` column: ``hand 3`` (that hand
disagreed) or ``file`` (the rules disagreed, or the file was damaged), as the director's
screen marks it."""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Protocol

from ..untrusted import csv_cell, visible
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
           formula: Formula, name: Callable[[str], str] = visible
           ) -> tuple[list[list[str]], list[list[str]], list[list[str]]]:
    """The three parts' rows, each player's name written by ``name``."""
    head = ["place", "player", "points", "whists", "wins", "byes"]
    standing_rows = [head] + [[_place(s), name(s.name), shown(s.points), shown(s.whists),
                               str(s.wins), str(s.byes)] for s in lines]
    table_rows = [["round", "table", "player", "whists", "points", "deals", "finished",
                   "refused"]]
    for t in tables:
        points: Mapping[str, Fraction] = formula(t.whists) if t.whists else {}
        for p in t.players:
            table_rows.append([str(t.round), str(t.table), name(p),
                               shown(t.whists[p]) if p in t.whists else "",
                               shown(points[p]) if p in points else "", str(t.deals),
                               "yes" if t.finished else "no", refused_text(t)])
    by_round = [["player", *[f"round {r}" for r in range(1, rounds + 1)], "total"]]
    for s in lines:
        by_round.append([name(s.name), *[shown(s.by_round[r]) if r in s.by_round else "–"
                                   for r in range(1, rounds + 1)], shown(s.points)])
    return standing_rows, table_rows, by_round


def protocol_csv(lines: Sequence[Standing], tables: Sequence[Table], rounds: int,
                 formula: Formula) -> str:
    """The protocol as CSV text (three sections: standings, tables, by round)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for title, rows in zip(("standings", "tables", "by round"),
                           _parts(lines, tables, rounds, formula, csv_cell), strict=True):
        writer.writerow([title])
        writer.writerows(rows)
        writer.writerow([])
    return out.getvalue()


def protocol_html(event: str, lines: Sequence[Standing], tables: Sequence[Table],
                  rounds: int, formula: Formula, formula_name: str) -> str:
    """The protocol as one HTML page (UTF-8, no script, every text escaped)."""
    def table(rows: list[list[str]]) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in rows[0])
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in rows[1:])
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    standing_rows, table_rows, by_round = _parts(lines, tables, rounds, formula)
    name = html.escape(visible(event))
    return (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{name}</title>'
            "<style>table{border-collapse:collapse}td,th{border:1px solid #999;"
            "padding:2px 6px}</style></head><body>"
            f"<h1>{name}</h1><p>formula: {html.escape(formula_name)}</p>"
            f"<h2>Standings</h2>{table(standing_rows)}"
            f"<h2>Tables</h2>{table(table_rows)}"
            f"<h2>By round</h2>{table(by_round)}</body></html>\n")
