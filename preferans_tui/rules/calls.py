"""What the whist phase allows (SPEC §4.2, §9.2): each defender's calls, in the order they
speak; the half-whist; who may return a whist; when the 4-player dealer may take it over.

One function per rule, answering with a :class:`Refusal` (the reason and the rule) or
``None``: :func:`.whist_phase.check_game` raises the refusal of a hand record, and the
hand draft (:mod:`.draft`) offers only what is not refused — so a form and the check can
never disagree.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .hands import Call
from .options import RuleOptions
from .reasons import Reason

CALLS: Final[tuple[Call, ...]] = ("whist", "pass", "half")
"""Every call, in the order a form offers them."""


class Refusal(NamedTuple):
    """Why the rules refuse something, and the rule that does."""

    reason: Reason
    rule: str


def stalingrad_applies(options: RuleOptions, contract: str) -> bool:
    """Stalingrad: 6♠ must be whisted by both defenders [K fn 61]."""
    return options.stalingrad and contract == "6S"


def half_whist_refusal(options: RuleOptions, contract: str, level: int, *, first: bool,
                       other: Call | None, name: str | None = None
                       ) -> Refusal | None:
    """Whether a defender may go for half-whist [K 3.8.7, 3.8.14]: where half-whist is
    played, on a six or a seven, after the other defender passed (``other`` ``None``: not
    known yet), the first defender (``name``, or "the first defender") only with
    ``half_whist_by_first_whister``."""
    if not options.half_whist:
        return Refusal(Reason("half_whist_not_played"), "3.8.7")
    if level > 7:
        return Refusal(Reason("half_whist_level", contract=contract), "3.8.7")
    if other not in (None, "pass"):
        return Refusal(Reason("half_whist_after_pass", call=Reason(f"call_{other}")), "3.8.7")
    if first and not options.half_whist_by_first_whister:
        return Refusal(Reason("half_whist_first_defender") if name is None
                       else Reason("half_whist_first", name=name), "3.8.14")
    return None


def defender_calls(options: RuleOptions, contract: str, level: int,
                   first_call: Call | None = None, *, second: bool = False
                   ) -> tuple[Call, ...]:
    """The calls a defender may make, in order: the first defender (O1) when ``second``
    is false, else the second (O2) after O1's ``first_call`` [K 3.8.1, 3.8.7, fn 61].

    Under Stalingrad a 6♠ is whisted by both; after a half-whist the other defender has
    passed; the second defender's half-whist needs O1's pass (``first_call`` ``None``:
    not typed yet, so none); the first defender's, gentleman whist (SPEC §9.2).
    """
    if stalingrad_applies(options, contract):
        return ("whist",)
    if second and first_call == "half":
        return ("pass",)
    calls: list[Call] = ["whist", "pass"]
    if second and first_call is None:
        return tuple(calls)
    other = first_call if second else None
    # SPEC §9.2: no «half-whist by O1 in greedy mode». Rules made now cannot hold the
    # option with greedy whist; a file of yesterday's app may (SPEC §13.3): its hands
    # still score, but the form offers no new one.
    greedy_o1 = not second and options.whist_style == "greedy"
    if not greedy_o1 and half_whist_refusal(options, contract, level, first=not second,
                                            other=other) is None:
        calls.append("half")
    return tuple(calls)


def take_over_refusal(options: RuleOptions, level: int, c1: Call, c2: Call,
                      half_whister: str | None) -> Refusal | None:
    """Whether the 4-player dealer may whist for the table [K 3.8.8–3.8.8.1]: never under
    ``never``; on 8–10 only after two passes; on 6–7 after a pass and a half-whist (and
    after two passes too with ``kodex_plus_pass_pass``)."""
    mode = options.dealer_may_take_over_whist
    if mode == "never":
        return Refusal(Reason("take_over_not_played"), "3.8.8")
    two_passes = c1 == "pass" and c2 == "pass"
    if level >= 8 and not two_passes:
        return Refusal(Reason("take_over_high"), "3.8.8.1")
    if level <= 7 and half_whister is None and not (
            two_passes and mode == "kodex_plus_pass_pass"):
        return Refusal(Reason("take_over_low"), "3.8.8")
    return None


def returners(options: RuleOptions, players: tuple[str, ...], dealer: str, passer: str
              ) -> tuple[str, ...]:
    """Who may return a whist after a half-whist [K 3.8.8]: the defender who passed, and
    the 4-player dealer where he may take the whist over."""
    if len(players) == 4 and options.dealer_may_take_over_whist != "never":
        return passer, dealer
    return (passer,)
