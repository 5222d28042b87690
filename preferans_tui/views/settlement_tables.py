"""The settlement in words and tables, in the interface language: the one renderer of the
settlement screen, the text it copies and exports, and ``preferans-tui settle`` (issue 13).

Every number comes from :meth:`Pulka.settle` (SPEC §8); this module only lays it out:
results with a real minus sign (``+150``, ``−146``), exact shares as the players write
them (``115⅓``), money with two decimals (:mod:`preferans_tui.views.figures`), with the
language's decimal mark (``25.60``, ``25,60``). Names and the title come from the file:
they are always plain :class:`rich.text.Text`, never markup.
"""

from __future__ import annotations

import io

from rich import box
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..rules import Payment, Pulka, Settlement
from ..texts import decimal_mark, tr
from ..untrusted import visible, visible_cut
from .event_deals import event_deals_text, limit_reached
from .figures import stake_text
from .history import pulka_count
from .settlement import (
    gora_closed,
    payment_lines,
    payments_paired,
    player_figures,
)


def status_text(pulka: Pulka, limit: int | None = None) -> str:
    """Finished, or settled as if everyone agreed to stop after the last hand (SPEC §7.4):
    the missing pulya points go into the gora, ``settlement_pulya_factor`` gora points
    each (2 in Leningrad, rule 4.2.3.3; SPEC §8.1). At an event's table of ``limit``
    deals (the file's ``deals_limit``) that played them all the game is complete
    (:func:`~preferans_tui.ledger.complete.game_complete`) and settles so, as at an
    agreed stop: ``All 6 deals of the event are played: settled as at an agreed stop; …``
    (a table stopped before its limit is not finished)."""
    if pulka.finished:
        return tr("finished")
    f = pulka.options.settlement_pulya_factor
    if limit is not None and limit_reached(pulka, limit):
        return (tr("st_limit_settled", limit=limit) if f == 1
                else tr("st_limit_settled_factor", limit=limit, f=f))
    return tr("st_unfinished") if f == 1 else tr("st_unfinished_factor", f=f)


def summary_text(pulka: Pulka) -> str:
    """``8 deals · Sochi · to 10 · stake 0.50 per whist`` (``11 deals, 1 adjustment``;
    in Russian the stake is ``0,50``)."""
    opts = pulka.options
    parts = [pulka_count(pulka), tr(f"st_variant_{opts.variant.value}"),
             tr("target", target=opts.pulya_target)]
    if opts.stake_per_whist is not None:
        parts.append(tr("st_stake", stake=stake_text(opts.stake_per_whist,
                                                     mark=decimal_mark())))
    return " · ".join(parts)


def plain(text: str) -> Text:
    """``text`` as literal rich text: no markup, and control or invisible characters
    (an ANSI escape, a newline) shown as escapes (``\\x1b``) instead of acting on the
    terminal (:func:`preferans_tui.untrusted.visible`). Names cannot hold them (rule
    1.2), a title may (free text, FORMAT.md); whatever a file holds, this is what prints."""
    return Text(visible(text))


def results_table(pulka: Pulka, settlement: Settlement) -> Table:
    """Per player: pulya, gora (and gora at the stop), result in whists, money."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False)
    table.add_column(tr("st_player"))
    table.add_column(tr("pulya"), justify="right")
    table.add_column(tr("gora"), justify="right")
    closed = gora_closed(pulka, settlement)
    if closed:  # the gora the settlement uses (SPEC §8.1), when it is not the sheet's
        table.add_column(tr("st_gora_at_stop" if not pulka.finished else "st_gora_closed"),
                         justify="right")
    table.add_column(tr("st_result"), justify="right", style="bold")
    if settlement.money is not None:
        table.add_column(tr("st_money"), justify="right", style="bold")
    for f in player_figures(pulka, settlement, decimal_mark()):
        row: list[RenderableType] = [plain(f.player), f.pulya, f.gora]
        if f.gora_at_stop is not None:
            row.append(f.gora_at_stop)
        row.append(f.result)
        if f.money is not None:
            row.append(f.money)
        table.add_row(*row)
    return table


def payments_table(payments: tuple[Payment, ...],
                   money: tuple[Payment, ...] | None = None) -> Table:
    """``payer → payee  amount`` lines; with ``money`` (same order) a money column too."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False,
                  show_header=money is not None)
    table.add_column(tr("st_who"))
    table.add_column(tr("whists"), justify="right")
    if money is not None:
        table.add_column(tr("st_money"), justify="right")
    if not payments:
        table.add_row(tr("st_nobody_owes"), "")
    for line in payment_lines(payments, money, decimal_mark()):
        row: list[RenderableType] = [plain(f"{line.payer} → {line.payee}"), line.whists]
        if money is not None:
            row.append(line.money or "")
        table.add_row(*row)
    return table


def heading_parts(pulka: Pulka, title: str | None = None,
                  limit: int | None = None) -> list[RenderableType]:
    """The heading, whether the pulka is finished (SPEC §7.4), and its rules in one line;
    at an event's table of ``limit`` deals (the file's ``deals_limit``) the deal
    (``Deal 5 of 6``) above the status (:func:`~.event_deals.event_deals_text`), and
    once they are all played the status says so (:func:`status_text`)."""
    heading = (tr("st_heading", title=visible_cut(title)) if title
               else tr("settlement").capitalize())
    deals = event_deals_text(pulka, limit)
    return [Text(heading, style="bold"), *([Text(deals)] if deals else []),
            Text(status_text(pulka, limit)), Text(summary_text(pulka), style="dim")]


def results_parts(pulka: Pulka, settlement: Settlement) -> list[RenderableType]:
    """The results table and the fewest payments (in whists, and in money with a stake).

    The money amounts go beside the whist payments when both lists pair the same payers
    and payees in the same order, else the money payments get a table of their own.
    """
    return [results_table(pulka, settlement), *payments_parts(settlement)]


def payments_parts(settlement: Settlement) -> list[RenderableType]:
    """The fewest payments, in whists and, with a stake, in money (SPEC §8)."""
    s = settlement
    paired = payments_paired(s)
    parts: list[RenderableType] = [
        Text(tr("st_payments"), style="bold"),
        payments_table(s.payments, s.money_payments if paired else None)]
    if s.money_payments is not None and not paired:
        parts += [Text(tr("st_money_payments"), style="bold"),
                  payments_table(s.money_payments)]
    return parts


def debts_parts(settlement: Settlement) -> list[RenderableType]:
    """Who owes whom, pair by pair, in exact whists (SPEC §8.7)."""
    return [Text(tr("st_debts"), style="bold"), payments_table(settlement.debts)]


def settlement_parts(pulka: Pulka, title: str | None = None,
                     limit: int | None = None) -> list[RenderableType]:
    """Everything the settlement shows, top to bottom, as rich renderables (``limit``:
    an event table's length in deals, :func:`heading_parts`)."""
    s = pulka.settle()
    return [*heading_parts(pulka, title, limit), *results_parts(pulka, s), *debts_parts(s)]


def settlement_text(pulka: Pulka, title: str | None = None, width: int = 80,
                    limit: int | None = None) -> str:
    """The settlement as plain text (no colours), for the clipboard and the exported file
    (``limit``: an event table's length in deals, :func:`heading_parts`)."""
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, color_system=None, force_terminal=False,
                      legacy_windows=False)
    console.print(Group(*settlement_parts(pulka, title, limit)))
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()) + "\n"


def printed_parts(pulka: Pulka, title: str | None = None,
                  limit: int | None = None) -> list[RenderableType]:
    """What ``preferans-tui settle`` prints: the table of every figure (whists on each
    opponent too), the fewest payments and who owes whom, pair by pair (``limit``: an
    event table's length in deals, :func:`settle_table`)."""
    s = pulka.settle()
    return [settle_table(pulka, title, limit), Text(""), *payments_parts(s), Text(""),
            *debts_parts(s)]


def settle_table(pulka: Pulka, title: str | None = None, limit: int | None = None) -> Table:
    """A rich table in the interface language: pulya, gora (and the gora the settlement
    uses, when it is not the sheet's), whists on each opponent and the final result in
    whists (and money). Figures never wrap or shorten; a narrow
    terminal folds the headers (four players with money fit 80 columns). Its caption
    says whether the pulka is finished, or at an event's table of ``limit`` deals that
    they are all played (:func:`status_text`)."""
    s = pulka.settle()
    heading = Text(visible_cut(title) if title else tr("settlement").capitalize())
    table = Table(title=heading, box=box.SIMPLE_HEAD, pad_edge=False)
    figures: list[list[str]] = []
    closed = gora_closed(pulka, s)
    for f in player_figures(pulka, s, decimal_mark()):
        figures.append([f.pulya, f.gora, *([f.gora_at_stop] if f.gora_at_stop is not None else []),
                        *f.whists, f.result, *([f.money] if f.money is not None else [])])
    headers: list[Text] = [Text(tr("pulya")), Text(tr("gora"))]
    if closed:  # the gora the settlement uses, as on the settlement screen
        headers.append(Text(tr("cli_gora_at_stop" if not pulka.finished else "cli_gora_closed")))
    headers += [Text(tr("whists_column", name=p)) for p in pulka.players]
    headers.append(Text(tr("st_result_short")))
    if s.money is not None:
        headers.append(Text(tr("st_money")))
    table.add_column(tr("st_player"), overflow="fold")
    result_column = 2 + closed + len(pulka.players)
    for i, header in enumerate(headers):
        widest = max(len(row[i]) for row in figures)
        table.add_column(header, justify="right", no_wrap=False, min_width=widest,
                         style="bold" if i == result_column else None, overflow="fold")
    for p, row in zip(pulka.players, figures, strict=True):
        table.add_row(plain(p), *row)
    status = (tr("cli_finished") if pulka.finished
              else tr("cli_limit_settled", limit=limit) if limit_reached(pulka, limit)
              else tr("cli_unfinished"))
    table.caption = tr("cli_caption", count=pulka_count(pulka), status=status)
    return table
