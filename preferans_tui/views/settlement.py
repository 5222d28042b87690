"""The settlement's figures as text, computed once for every place that shows them: the
settlement screen, the text it copies and exports, ``preferans-tui settle`` and its
``--json`` object (SPEC §8, FORMAT.md).

Every number comes from :meth:`Pulka.settle`; this module only writes it: results with a
real minus sign (``+150``, ``−146``), exact shares as the players write them (``115⅓``),
money with two decimals (:mod:`.figures`), each with the caller's decimal mark
(``mark``: ``"."`` in English, ``","`` in Russian). The words around the figures are
the interface's (:mod:`preferans_tui.views.settlement_tables` lays them out).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .figures import POINT, amount_text, fraction_text, money_text, signed_text

if TYPE_CHECKING:
    from ..rules import Payment, Pulka, Settlement


@dataclass(frozen=True)
class PlayerFigures:
    """One player's line of the settlement, every figure as text.

    ``pulya`` and ``gora`` as the sheet ends; ``gora_at_stop`` the gora the settlement
    uses (SPEC §8.1: g = gora + f × (target − pulya)), ``None`` when it is the sheet's
    (:func:`gora_closed`); ``whists`` what he wrote on each player in seat order (``""``
    on himself); ``result`` in whists (exact: ``+4⅔``); ``money`` with two decimals, or
    ``None`` without a stake.
    """

    player: str
    pulya: str
    gora: str
    gora_at_stop: str | None
    whists: tuple[str, ...]
    result: str
    money: str | None


@dataclass(frozen=True)
class PaymentLine:
    """``payer → payee``, the amount in whists (exact) and, beside it, in money."""

    payer: str
    payee: str
    whists: str
    money: str | None = None


def gora_closed(pulka: Pulka, settlement: Settlement) -> bool:
    """Whether the gora the settlement uses (SPEC §8.1: g = gora + f × (target − pulya))
    is not the sheet's, and so is shown in a column of its own."""
    return not pulka.finished or any(settlement.gora[p] != pulka.totals.gora[p]
                                     for p in pulka.players)


def player_figures(pulka: Pulka, settlement: Settlement,
                   mark: str = POINT) -> list[PlayerFigures]:
    """Every player's :class:`PlayerFigures`, in seat order."""
    t, s = pulka.totals, settlement
    closed = gora_closed(pulka, s)
    return [PlayerFigures(
        player=p, pulya=str(t.pulya[p]), gora=amount_text(t.gora[p], mark=mark),
        gora_at_stop=amount_text(s.gora[p], mark=mark) if closed else None,
        whists=tuple("" if q == p else str(t.whists[p][q]) for q in pulka.players),
        result=signed_text(s.result[p], mark=mark),
        money=None if s.money is None else money_text(s.money[p], mark=mark),
    ) for p in pulka.players]


def payments_paired(settlement: Settlement) -> bool:
    """Whether the money payments pair the same payers and payees in the same order as
    the payments in whists, and so go beside them (else they get a table of their own)."""
    s = settlement
    return s.money_payments is not None and [(p.payer, p.payee) for p in s.payments] == [
        (p.payer, p.payee) for p in s.money_payments]


def payment_lines(payments: tuple[Payment, ...], money: tuple[Payment, ...] | None = None,
                  mark: str = POINT) -> list[PaymentLine]:
    """One :class:`PaymentLine` per payment; ``money`` (in the same order) beside them."""
    return [PaymentLine(pay.payer, pay.payee, amount_text(pay.amount, mark=mark),
                        None if money is None or i >= len(money)
                        else money_text(money[i].amount, signed=False, mark=mark))
            for i, pay in enumerate(payments)]


def settle_json(pulka: Pulka) -> dict[str, Any]:
    """The object ``preferans-tui settle FILE --json`` prints (FORMAT.md), with the stake
    and every option of the rules (``rules``) besides, so that ``settle --paper`` of it
    settles to the same ``balance_exact`` (issue 30.4)."""
    s = pulka.settle()
    t = pulka.totals
    out: dict[str, Any] = {
        "players": list(pulka.players),
        "variant": pulka.options.variant.value,
        "pulya_target": pulka.options.pulya_target,
        "hands": len(pulka),
        "finished": pulka.finished,
        "pulya": dict(t.pulya),
        "gora": dict(t.gora),
        "whists": {p: dict(row) for p, row in t.whists.items()},
        "balance": {p: float(v) for p, v in s.balance.items()},
        "balance_exact": {p: fraction_text(v) for p, v in s.exact.items()},
    }
    if s.money is not None:
        out["money"] = {p: str(v) for p, v in s.money.items()}
    stake = pulka.options.stake_per_whist
    if stake is not None:
        out["stake_per_whist"] = format(stake, "f")
    out["rules"] = pulka.options.to_file()  # every option: settle --paper reads it back
    return out
