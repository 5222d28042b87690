"""The settlement as words and figures: rich renderables for the screen, plain text to copy
or save (issue 4 part 7).

Every number comes from :meth:`Pulka.settle` (SPEC §8); this module only formats it:
results with a real minus sign (``+150``, ``−146``), exact shares as the players write
them (``115⅓``), money with two decimals.
"""

from __future__ import annotations

import io
import re
from datetime import datetime
from pathlib import Path

from rich import box
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..report import amount_text, money_text, signed_text
from ..rules import Payment, Pulka, Settlement
from ..storage import atomic_write_text
from ..storage.paths import data_dir
from ..untrusted import visible
from .hand_texts import pulka_count
from .i18n import tr


def status_text(pulka: Pulka) -> str:
    """Finished, or settled as if everyone agreed to stop after the last hand (SPEC §7.4)."""
    return tr("finished") if pulka.finished else tr("st_unfinished")


def summary_text(pulka: Pulka) -> str:
    """``8 deals · Sochi · to 10 · stake 0.50 per whist`` (``11 deals, 1 adjustment``)."""
    opts = pulka.options
    parts = [pulka_count(pulka), tr(f"st_variant_{opts.variant.value}"),
             tr("target", target=opts.pulya_target)]
    if opts.stake_per_whist is not None:
        parts.append(tr("st_stake", stake=opts.stake_per_whist))
    return " · ".join(parts)


def results_table(pulka: Pulka, settlement: Settlement) -> Table:
    """Per player: pulya, gora (and gora at the stop), result in whists, money."""
    totals = pulka.totals
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False)
    table.add_column(tr("st_player"))
    table.add_column(tr("pulya"), justify="right")
    table.add_column(tr("gora"), justify="right")
    closed = not pulka.finished or any(settlement.gora[p] != totals.gora[p]
                                       for p in pulka.players)
    if closed:  # the gora the settlement uses (SPEC §8.1), when it is not the sheet's
        table.add_column(tr("st_gora_at_stop" if not pulka.finished else "st_gora_closed"),
                         justify="right")
    table.add_column(tr("st_result"), justify="right", style="bold")
    if settlement.money is not None:
        table.add_column(tr("st_money"), justify="right", style="bold")
    for p in pulka.players:
        row: list[RenderableType] = [Text(visible(p)), str(totals.pulya[p]),
                                     str(totals.gora[p])]
        if closed:
            row.append(amount_text(settlement.gora[p]))
        row.append(signed_text(settlement.result[p]))
        if settlement.money is not None:
            row.append(money_text(settlement.money[p]))
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
    for i, pay in enumerate(payments):
        row: list[RenderableType] = [Text(visible(f"{pay.payer} → {pay.payee}")),
                                     amount_text(pay.amount)]
        if money is not None:
            row.append(money_text(money[i].amount, signed=False) if i < len(money) else "")
        table.add_row(*row)
    return table


def heading_parts(pulka: Pulka, title: str | None = None) -> list[RenderableType]:
    """The heading, whether the pulka is finished (SPEC §7.4), and its rules in one line."""
    heading = tr("st_heading", title=title) if title else tr("settlement").capitalize()
    return [Text(heading, style="bold"), Text(status_text(pulka)),
            Text(summary_text(pulka), style="dim")]


def results_parts(pulka: Pulka, settlement: Settlement) -> list[RenderableType]:
    """The results table and the fewest payments (in whists, and in money with a stake).

    The money amounts go beside the whist payments when both lists pair the same payers
    and payees in the same order, else the money payments get a table of their own.
    """
    return [results_table(pulka, settlement), *payments_parts(settlement)]


def payments_parts(settlement: Settlement) -> list[RenderableType]:
    """The fewest payments, in whists and, with a stake, in money (SPEC §8)."""
    s = settlement
    paired = s.money_payments is not None and [(p.payer, p.payee) for p in s.payments] == [
        (p.payer, p.payee) for p in s.money_payments]
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


def settlement_parts(pulka: Pulka, title: str | None = None) -> list[RenderableType]:
    """Everything the settlement shows, top to bottom, as rich renderables."""
    s = pulka.settle()
    return [*heading_parts(pulka, title), *results_parts(pulka, s), *debts_parts(s)]


def settlement_text(pulka: Pulka, title: str | None = None, width: int = 80) -> str:
    """The settlement as plain text (no colours), for the clipboard and the exported file."""
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, color_system=None, force_terminal=False,
                      legacy_windows=False)
    console.print(Group(*settlement_parts(pulka, title)))
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()) + "\n"


def export_settlement(pulka: Pulka, title: str | None = None, folder: Path | None = None,
                      now: datetime | None = None) -> Path:
    """Write :func:`settlement_text` into ``folder`` (default: the data folder); return the path.

    Named ``settlement-<title>-<time>.txt``, with ``-2``, ``-3`` … when taken; written
    atomically (:func:`~preferans_tui.storage.atomic_write_text`).

    Raises:
        OSError: the folder or the file cannot be written.
    """
    folder = data_dir(folder)
    now = now or datetime.now()
    slug = re.sub(r"[^\w]+", "-", title or "pulka", flags=re.UNICODE).strip("-").lower()
    stem = f"settlement-{slug or 'pulka'}-{now:%Y-%m-%d-%H%M%S}"
    path = folder / f"{stem}.txt"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.txt"
        n += 1
    atomic_write_text(path, settlement_text(pulka, title))
    return path
