"""Short hand builders and readers for the rules tests.

Players are A, B, C (and D), seated clockwise in that order, as in SPEC §10. What a
hand wrote is read as a dict of non-zero sums keyed like the SPEC writes them:
``"A pulya"``, ``"C gora"``, ``"B→A"`` (B writes whists on A).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from preferans_tui.rules import HandResult, Pulka, RuleOptions

PLAYERS3 = ("A", "B", "C")
PLAYERS4 = ("A", "B", "C", "D")


def table(variant: str = "sochi", n: int = 3, target: int = 10, **overrides: Any) -> Pulka:
    """An empty pulka of ``variant`` for A, B, C (and D)."""
    return Pulka(PLAYERS3 if n == 3 else PLAYERS4,
                 RuleOptions.preset(variant, target, **overrides))


def game(dealer: str, declarer: str, contract: str, calls: dict[str, str],
         tricks: dict[str, int] | None = None, **extra: Any) -> dict[str, Any]:
    """A ``game`` hand record (FORMAT.md)."""
    hand: dict[str, Any] = {"kind": "game", "dealer": dealer, "declarer": declarer,
                            "contract": contract, "calls": calls, **extra}
    if tricks is not None:
        hand["tricks"] = tricks
    return hand


def misere(dealer: str, declarer: str, taken: int) -> dict[str, Any]:
    """A ``misere`` hand record."""
    return {"kind": "misere", "dealer": dealer, "declarer": declarer,
            "tricks": {declarer: taken}}


def raspasy(dealer: str, **tricks: int) -> dict[str, Any]:
    """A ``raspasy`` hand record: ``raspasy("C", A=4, B=0, C=6)``."""
    return {"kind": "raspasy", "dealer": dealer, "tricks": tricks}


def adjustment(*entries: dict[str, Any], rule: str | None = None) -> dict[str, Any]:
    """An ``adjustment`` hand record."""
    hand: dict[str, Any] = {"kind": "adjustment", "entries": list(entries)}
    if rule is not None:
        hand["rule"] = rule
    return hand


def delta(result: HandResult) -> dict[str, int]:
    """What one hand wrote, summed: ``{"A pulya": 2, "B→A": 4, "C gora": 2}``."""
    out: dict[str, int] = defaultdict(int)
    for e in result.entries:
        key = f"{e.player}→{e.on}" if e.column == "whists" else f"{e.player} {e.column}"
        out[key] += e.amount
    return {k: v for k, v in out.items() if v}


def rules(result: HandResult) -> dict[str, set[str]]:
    """The rule numbers behind each key of :func:`delta`."""
    out: dict[str, set[str]] = defaultdict(set)
    for e in result.entries:
        key = f"{e.player}→{e.on}" if e.column == "whists" else f"{e.player} {e.column}"
        out[key].add(e.rule)
    return dict(out)


def play(variant: str, *hands: dict[str, Any], n: int = 3, target: int = 10,
         **overrides: Any) -> Pulka:
    """A pulka of ``variant`` with ``hands`` appended."""
    pulka = table(variant, n, target, **overrides)
    for hand in hands:
        pulka.append(hand)
    return pulka


def one(variant: str, hand: dict[str, Any], n: int = 3, target: int = 10,
        **overrides: Any) -> dict[str, int]:
    """What a single ``hand`` writes on an empty sheet (see :func:`delta`)."""
    return delta(table(variant, n, target, **overrides).append(hand))
