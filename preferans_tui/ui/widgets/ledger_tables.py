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
from ...ledger.document import rounded_results
from ...report import (
    figure_text,
    hundredths,
    money_text,
    printed_whists,
    signed_text,
    two_decimals_text,
)
from ...texts import decimal_mark, tr
from ...texts.ledger_words import skipped_reason
from ...untrusted import visible, visible_cut, visible_path

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
    """One player's row of :data:`PLAYER_COLUMNS`; ``whists`` rounds a figure in whists
    (:func:`~preferans_tui.report.printed_whists`, as ``stats`` and its CSV do)."""
    games, mark = t.games.values(), decimal_mark()
    mean = "" if t.raspasy_mean is None else two_decimals_text(t.raspasy_mean, mark=mark)

    def figure(value: Fraction) -> str:
        return figure_text(whists(value), mark=mark)

    # a player with a pulka still in progress among his evenings is marked (the status
    # line says what the mark means)
    evenings = f"{t.evenings}*" if t.unfinished else t.evenings
    return [_plain(t.name), *map(_figure, (evenings, t.deals)),
            _figure(figure(t.result), bold=True),
            *map(_figure, (figure(t.mean),
                           "" if t.money is None else money_text(t.money, mark=mark),
                           figure(t.best.result), figure(t.worst.result),
                           sum(g.declared for g in games), sum(g.made for g in games),
                           sum(g.remiz for g in games),
                           f"{t.misere_made}/{t.misere_failed}", mean, t.raspasy_zero,
                           t.whists_written, t.whists_received, t.help_given,
                           t.help_received))]


def fill_players(table: DataTable[Text], ledger: Ledger) -> None:
    """Every player, best result first."""
    _reset(table, PLAYER_COLUMNS)
    results = {name: t.result for name, t in ledger.players.items()}
    whists = printed_whists(results, rounded_results(ledger))  # as stats and its CSV
    for name, t in ledger.players.items():
        table.add_row(*player_row(t, whists), key=name)


def fill_head_to_head(table: DataTable[Text], ledger: Ledger) -> None:
    """Row A, column B: what B owes A over their shared evenings (empty: never met)."""
    table.clear(columns=True)
    names, mark = list(ledger.players), decimal_mark()
    table.add_column(Text(""), key="")
    for name in names:
        table.add_column(Text(visible(name), justify="right"), key=name)
    for a in names:
        cells = [_figure(figure_text(ledger.head_to_head[a][b], mark=mark))
                 if b != a and ledger.shared[a][b] else Text("")
                 for b in names]
        table.add_row(_plain(a), *cells, key=a)


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
