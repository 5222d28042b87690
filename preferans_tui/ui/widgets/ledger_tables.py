"""The ledger screen's tables: players, head to head, evenings, skipped files (issue 15).

Each ``fill_*`` function clears a :class:`~textual.widgets.DataTable` and writes the
:class:`~preferans_tui.ledger.Ledger`'s figures into it: a player's figures and head to
head in hundredths as ``stats`` prints them (``+31.83``, ``+10.33``), an evening's results
as its settlement writes them (``+147⅓``), money with two decimals (``25,60`` in Russian).
Names, titles and file names are plain :class:`rich.text.Text` shown through
:func:`~preferans_tui.untrusted.visible`: a DataTable would read a plain string as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from rich.text import Text
from textual.widgets import DataTable

from ...ledger import Ledger, PlayerTotals
from ...ledger.document import player_object, rounded_results
from ...texts import decimal_mark, tr
from ...texts.ledger_words import skipped_reason
from ...untrusted import visible, visible_cut, visible_path
from ...views.figures import hundredths, signed_text
from ...views.ledger_figures import head_to_head_cells, player_line, player_whists

TITLE_CELL = 40
"""How many characters of a pulka's title its cell in the evenings table keeps: one title
of hundreds would push the results off the screen."""


UNFINISHED_MARK = "* "
"""Before the title of a pulka still in progress (the status line says what it means)."""


def _plain(text: str) -> Text:
    return Text(visible(text), no_wrap=True)


def _figure(value: object, bold: bool = False) -> Text:
    return Text(str(value), justify="right", style="bold" if bold else "")


def _reset(table: DataTable[Text], columns: Iterable[str], text: int = 1) -> None:
    """Empty ``table`` and give it ``columns`` (text keys); all but the first ``text``
    hold figures, and their headings stand right, over the figures."""
    table.clear(columns=True)
    for i, key in enumerate(columns):
        table.add_column(Text(tr(key), justify="left" if i < text else "right"), key=key)


PLAYER_COLUMNS = ("lg_player_col", "lg_evenings", "lg_deals", "lg_result", "lg_mean",
                  "lg_money", "lg_best", "lg_worst", "lg_games", "lg_made", "lg_set",
                  "lg_misere", "lg_raspasy_mean", "lg_raspasy_zero", "lg_whists_written",
                  "lg_whists_received", "lg_help_given", "lg_help_received")


def player_row(t: PlayerTotals,
               whists: Callable[[Fraction], Decimal] = hundredths) -> list[Text]:
    """One player's row of :data:`PLAYER_COLUMNS`, the figures ``stats`` prints
    (:func:`~preferans_tui.views.ledger_figures.player_line`); ``whists`` rounds a figure
    in whists (:func:`~preferans_tui.views.ledger_figures.player_whists`, as ``stats`` and
    its CSV do)."""
    line = player_line(t.name, player_object(t, t.result), whists, decimal_mark())
    return [_plain(line.name), *map(_figure, (line.evenings, line.deals)),
            _figure(line.result, bold=True),
            *map(_figure, (line.mean, line.money, line.best, line.worst, line.declared,
                           line.made, line.remiz, line.misere, line.raspasy_mean,
                           line.raspasy_zero, line.whists_written, line.whists_received,
                           line.help_given, line.help_received))]


def fill_players(table: DataTable[Text], ledger: Ledger) -> None:
    """Every player, best result first."""
    _reset(table, PLAYER_COLUMNS)
    rounded = rounded_results(ledger)
    whists = player_whists({name: player_object(t, rounded[name])
                            for name, t in ledger.players.items()})  # as stats and its CSV
    for name, t in ledger.players.items():
        table.add_row(*player_row(t, whists), key=name)


def fill_head_to_head(table: DataTable[Text], ledger: Ledger) -> None:
    """Row A, column B: what B owes A over their shared evenings (empty: never met)."""
    table.clear(columns=True)
    names = list(ledger.players)
    table.add_column(Text(""), key="")
    for name in names:
        table.add_column(Text(visible(name), justify="right"), key=name)
    doc = {"players": ledger.players, "head_to_head": {
        a: {b: {"net_exact": str(v)} for b, v in row.items() if ledger.shared[a][b]}
        for a, row in ledger.head_to_head.items()}}
    for a, cells in head_to_head_cells(doc, decimal_mark()).items():
        table.add_row(_plain(a), *(_figure(c) if c else Text("") for c in cells), key=a)


def results_line(names: dict[str, str], results: dict[str, Fraction]) -> str:
    """``Anna +150 · Boris −146 · Vera −4`` (the ledger's names)."""
    mark = decimal_mark()
    return " · ".join(f"{names[p]} {signed_text(v, mark=mark)}" for p, v in results.items())


def fill_evenings(table: DataTable[Text], ledger: Ledger) -> None:
    """The counted evenings, newest first, each finished or still in progress; a row's
    key is its file's path."""
    _reset(table, ("lg_date", "lg_pulka", "variant", "lg_deals", "lg_results"), text=3)
    for row in reversed(ledger.evenings):
        ev = row.evening
        title = _plain(visible_cut(ev.title or Path(ev.source).stem, TITLE_CELL))
        if not ev.finished:  # still in progress: marked as the players' evenings are
            title = Text(UNFINISHED_MARK, style="bold") + title
        results = {p: f.result for p, f in ev.figures.items()}
        table.add_row(Text(ev.date.strftime("%Y-%m-%d %H:%M"), no_wrap=True), title,
                      Text(tr(f"st_variant_{ev.variant}")), _figure(ev.deals),
                      _plain(results_line(row.names, results)), key=ev.source)


def fill_skipped(table: DataTable[Text], ledger: Ledger) -> None:
    """Each file left out, and why."""
    _reset(table, ("lg_file", "lg_reason"), text=2)
    for s in ledger.skipped:
        table.add_row(Text(visible_path(Path(s.source).name), no_wrap=True),
                      _plain(skipped_reason(s.model_dump(mode="json"))), key=s.source)
