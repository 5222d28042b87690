"""``preferans-tui stats`` as rich tables, from the ledger's object (:mod:`.stats`).

Three tables: each player's results (whists in hundredths, ``+147.33``, as the CSV rounds
them: :func:`~preferans_tui.views.figures.printed_whists`; money),
how each one plays (games, misères, raspasy, whists, help), and head to head, in the
interface language (:func:`~preferans_tui.texts.tr`, ``stats --lang``); a decimal takes
its decimal mark (Russian: ``88,67``; the JSON and CSV keep the point). Names,
titles and file names are always plain :class:`rich.text.Text` shown through
:func:`~preferans_tui.untrusted.visible`, never markup.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..texts import decimal_mark, tr, tr_count
from ..texts.ledger_words import look_alike_line, skipped_reason
from ..untrusted import visible, visible_path
from ..views.ledger_figures import head_to_head_cells, player_lines


def _name(text: str) -> Text:
    return Text(visible(text))


def _table(title: str, first: str, headers: list[str], rows: list[list[Any]]) -> Table:
    """A table whose figures never wrap: each column is at least as wide as its widest
    figure, and a narrow terminal folds the headers instead."""
    table = Table(title=title, box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left",
                  collapse_padding=True)
    names = max((r[0].cell_len for r in rows), default=0)
    table.add_column(first, overflow="fold", min_width=min(names, 20))
    for i, header in enumerate(headers, 1):
        widest = max((Text(r[i]).cell_len if isinstance(r[i], str) else r[i].cell_len
                      for r in rows), default=0)
        word = max(len(w) for w in header.split())
        table.add_column(header, justify="right", overflow="fold", min_width=max(widest, word))
    for row in rows:
        table.add_row(*row)
    return table


def results_table(doc: dict[str, Any]) -> Table:
    """Evenings, deals, result (whists), per evening, money, best and worst evening."""
    rows = [[_name(line.name), line.evenings, line.deals, Text(line.result, style="bold"),
             line.mean, line.money, line.best, line.worst]
            for line in player_lines(doc, decimal_mark())]
    return _table(tr("lc_results"), tr("lc_player"),
                  [tr(k) for k in ("lc_evenings", "lc_deals", "lc_result", "lc_mean",
                                   "lc_money", "lc_best", "lc_worst")], rows)


def play_table(doc: dict[str, Any]) -> Table:
    """Trick games declared / made / set, misères made / failed, raspasy (mean tricks,
    hands without a trick), whists written and received, help given and received
    (pulya points)."""
    rows = [[_name(line.name), line.declared, line.made, line.remiz, line.misere,
             line.raspasy_mean, line.raspasy_zero,
             f"{line.whists_written}/{line.whists_received}",
             f"{line.help_given}/{line.help_received}"]
            for line in player_lines(doc, decimal_mark())]
    return _table(tr("lc_play"), tr("lc_player"),
                  [tr(k) for k in ("lc_games", "lc_made", "lc_set", "lc_misere",
                                   "lc_raspasy_mean", "lc_raspasy_zero", "lc_whists",
                                   "lc_help")], rows)


def head_to_head_table(doc: dict[str, Any]) -> Table:
    """Row A, column B: what B owes A over the evenings both played (whists)."""
    names = list(doc["players"])
    table = Table(title=tr("lc_h2h"),
                  box=box.SIMPLE_HEAD, pad_edge=False, title_justify="left")
    table.add_column("", overflow="fold")
    for name in names:
        table.add_column(_name(name), justify="right", overflow="fold")
    for a, cells in head_to_head_cells(doc, decimal_mark()).items():
        table.add_row(_name(a), *cells)
    return table


def stats_tables(doc: dict[str, Any]) -> Group:
    """Everything ``stats`` prints without ``--json`` or ``--csv``."""
    parts: list[RenderableType] = []
    files = len(doc["files"])
    if doc["players"]:
        parts += [results_table(doc), play_table(doc)]
        if len(doc["players"]) > 1:
            parts.append(head_to_head_table(doc))
    for pair in doc["look_alike"]:  # two rows that read as one name
        parts.append(Text(look_alike_line(*pair["names"], *pair["scripts"]), style="bold"))
    line = tr_count("lc_summary", files)
    if doc["unfinished"]:
        line += tr_count("lc_unfinished", doc["unfinished"])
    if doc["filtered_out"]:
        line += tr("lc_filtered", n=doc["filtered_out"])
    parts.append(Text(line))
    for f in doc["files"]:
        if not f["finished"]:
            parts.append(Text(tr("lc_unfinished_file")) + Text(visible_path(f["file"]),
                                                              style="bold"))
    for s in doc["skipped"]:  # its code and values, said in the interface language
        parts.append(Text(tr("lc_skipped")) + Text(visible_path(s["file"]), style="bold")
                     + Text(": " + skipped_reason(s)))
    return Group(*parts)
