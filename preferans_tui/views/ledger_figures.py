"""A player's line of the ledger as text, computed once for the ledger screen and the
``stats`` tables (issue 15): from the ledger's object (:func:`~preferans_tui.ledger.
document.ledger_document`, the one ``stats --json`` prints), with the caller's decimal
mark (``"."``, ``","``).

Standard library only at the top: ``stats`` answers from its last run without loading
the rules core.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from .figures import POINT, figure_text, money_text, printed_whists, two_decimals_text


@dataclass(frozen=True)
class PlayerLine:
    """One player's figures as text.

    ``evenings`` with ``*`` when one of them is a pulka still in progress; ``result``,
    ``mean`` (per evening), ``best`` and ``worst`` (evening) in whists to the hundredth
    (``+31.83``, as :func:`player_whists` prints them); ``money`` with two decimals
    (``""``: no stake in any evening); ``declared``, ``made``, ``remiz``: trick games
    over every level; ``misere`` ``made/failed``; ``raspasy_mean``: tricks per raspasy
    hand (``""``: none played); the rest counts and points.
    """

    name: str
    evenings: str
    deals: str
    result: str
    mean: str
    money: str
    best: str
    worst: str
    declared: str
    made: str
    remiz: str
    misere: str
    raspasy_mean: str
    raspasy_zero: str
    whists_written: str
    whists_received: str
    help_given: str
    help_received: str


def player_whists(players: Mapping[str, Mapping[str, Any]]) -> Callable[[Fraction], Decimal]:
    """How a figure of a player in whists prints, in hundredths, given the ledger
    object's ``players`` (:func:`~.figures.printed_whists`: a figure equal to a player's
    exact result prints as his ``result``, fairly rounded to sum to 0, SPEC §13.6; every
    other figure by :func:`~.figures.hundredths`)."""
    return printed_whists({n: Fraction(p["result_exact"]) for n, p in players.items()},
                          {n: Fraction(p["result"]) for n, p in players.items()})


def player_line(name: str, p: Mapping[str, Any], whists: Callable[[Fraction], Decimal],
                mark: str = POINT) -> PlayerLine:
    """``name``'s :class:`PlayerLine` from his figures ``p`` in the ledger's object;
    ``whists`` rounds a figure in whists (:func:`player_whists`)."""
    games = p["games"].values()
    r = p["raspasy"]
    mean = r["mean_tricks_exact"]
    money = p["money"]

    def figure(exact: str) -> str:
        return figure_text(whists(Fraction(exact)), mark=mark)

    return PlayerLine(
        name=name, evenings=str(p["evenings"]) + ("*" if p["unfinished_evenings"] else ""),
        deals=str(p["deals"]), result=figure(p["result_exact"]), mean=figure(p["mean_exact"]),
        money="" if money is None else money_text(Fraction(money), mark=mark),
        best=figure(p["best"]["result_exact"]), worst=figure(p["worst"]["result_exact"]),
        declared=str(sum(g["declared"] for g in games)),
        made=str(sum(g["made"] for g in games)), remiz=str(sum(g["remiz"] for g in games)),
        misere=f"{p['misere']['made']}/{p['misere']['failed']}",
        raspasy_mean="" if mean is None else two_decimals_text(Fraction(mean), mark=mark),
        raspasy_zero=str(r["zero_trick_hands"]),
        whists_written=str(p["whists"]["written"]), whists_received=str(p["whists"]["received"]),
        help_given=str(p["help_points"]["given"]),
        help_received=str(p["help_points"]["received"]))


def player_lines(doc: Mapping[str, Any], mark: str = POINT) -> list[PlayerLine]:
    """Every player's line of the ledger's object ``doc``, in its order (best first)."""
    players = doc["players"]
    whists = player_whists(players)
    return [player_line(name, p, whists, mark) for name, p in players.items()]


def head_to_head_cells(doc: Mapping[str, Any], mark: str = POINT) -> dict[str, list[str]]:
    """Row A, column B (the players in ``doc``'s order): what B owes A over the evenings
    both played, in whists to the hundredth (``""``: they never met, or A is B). Plainly
    rounded, so that A's net against B is always minus B's against A."""
    names = list(doc["players"])
    out = {}
    for a in names:
        row = doc["head_to_head"].get(a, {})
        out[a] = [figure_text(Fraction(row[b]["net_exact"]), mark=mark) if b in row else ""
                  for b in names]
    return out
