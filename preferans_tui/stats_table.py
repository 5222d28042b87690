"""``preferans-tui stats`` as rich tables, from the ledger's object (:mod:`.stats`).

Three tables: each player's results (whists as players write them, ``+147⅓``; money),
how each one plays (games, misères, raspasy, whists, help), and head to head. Names,
titles and file names are always plain :class:`rich.text.Text` shown through
:func:`~preferans_tui.untrusted.visible`, never markup.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .report import money_text, signed_text
from .untrusted import visible, visible_path


def _name(text: str) -> Text:
    return Text(visible(text))


def _table(title: str, first: str, headers: list[str]) -> Table:
    table = Table(title=title, box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left")
    table.add_column(first, overflow="fold")
    for header in headers:
        table.add_column(header, justify="right", overflow="fold")
    return table


def results_table(doc: dict[str, Any]) -> Table:
    """Evenings, deals, result (whists), per evening, money, best and worst evening."""
    table = _table("Results", "player", ["evenings", "deals", "result", "per evening",
                                         "money", "best", "worst"])
    for name, p in doc["players"].items():
        money = p["money"]
        table.add_row(_name(name), str(p["evenings"]), str(p["deals"]),
                      Text(signed_text(Fraction(p["result_exact"])), style="bold"),
                      signed_text(Fraction(p["mean_exact"])),
                      "" if money is None else money_text(Fraction(money)),
                      signed_text(Fraction(p["best"]["result_exact"])),
                      signed_text(Fraction(p["worst"]["result_exact"])))
    return table


def play_table(doc: dict[str, Any]) -> Table:
    """Trick games declared / made / set, misères made / failed, raspasy (mean tricks,
    hands without a trick), whists written / received, help given / received (points)."""
    table = _table("Play", "player", ["games", "made", "set", "misère", "raspasy tricks",
                                      "no trick", "whists w/r", "help g/r"])
    for name, p in doc["players"].items():
        games = p["games"].values()
        r = p["raspasy"]
        mean = r["mean_tricks_exact"]
        table.add_row(
            _name(name), str(sum(g["declared"] for g in games)),
            str(sum(g["made"] for g in games)), str(sum(g["remiz"] for g in games)),
            f"{p['misere']['made']}/{p['misere']['failed']}",
            "" if mean is None else f"{float(Fraction(mean)):.2f}",
            str(r["zero_trick_hands"]),
            f"{p['whists']['written']}/{p['whists']['received']}",
            f"{p['help_points']['given']}/{p['help_points']['received']}")
    return table


def head_to_head_table(doc: dict[str, Any]) -> Table:
    """Row A, column B: what B owes A over the evenings both played (whists)."""
    names = list(doc["players"])
    table = Table(title="Head to head: what the column owes the row, in whists",
                  box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left")
    table.add_column("", overflow="fold")
    for name in names:
        table.add_column(_name(name), justify="right", overflow="fold")
    for a in names:
        row = doc["head_to_head"].get(a, {})
        table.add_row(_name(a), *(signed_text(Fraction(row[b]["net_exact"])) if b in row
                                  else "" for b in names))
    return table


def stats_tables(doc: dict[str, Any]) -> Group:
    """Everything ``stats`` prints without ``--json`` or ``--csv``."""
    parts: list[RenderableType] = []
    files = len(doc["files"])
    if doc["players"]:
        parts += [results_table(doc), play_table(doc)]
        if len(doc["players"]) > 1:
            parts.append(head_to_head_table(doc))
    line = f"{files} evening{'' if files == 1 else 's'}; results in whists, exact"
    if doc["filtered_out"]:
        line += f"; {doc['filtered_out']} more left out by the filters"
    parts.append(Text(line))
    for s in doc["skipped"]:
        parts.append(Text("skipped ") + Text(visible_path(s["file"]), style="bold")
                     + Text(": " + visible(s["reason"])))
    return Group(*parts)
