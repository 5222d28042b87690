"""What the defenders of a trick game write: trick whists, consolation, the whisters' own
remiz, and the paid talon (SPEC §4.5–§4.7, §13.5, §13.7; appendix A).

Every function adds its lines to a :class:`.entries.Written` and notes the §13.7
conventions that changed them. Units: whists, and gora points for the remiz.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .amounts import LevelAmounts
from .conventions import Convention
from .entries import Written
from .hands import GameHand
from .options import RuleOptions
from .whist_phase import GameRoles

TRICK_WHIST_RULES = frozenset({"3.8.1.1", "3.8.13", "3.8.14"})
"""The rules of the lines that pay for defence tricks (the rest are consolation 3.8.1.2,
half-whist 3.8.7, talon 3.4.11, help 4.2.3): together they are always T × W (SPEC §13.5)."""


def halves(amount: int) -> tuple[int, int]:
    """``amount`` split in two, the larger half first: ⌈a/2⌉, ⌊a/2⌋ (SPEC §13.5)."""
    return amount - amount // 2, amount // 2


def passer_of(roles: GameRoles, whister: str) -> str:
    """The active defender who is not ``whister`` (the one who passed)."""
    return roles.o2 if whister == roles.o1 else roles.o1


def trick_whists(out: Written, hand: GameHand, roles: GameRoles, options: RuleOptions,
                 w: int, defence: int, *, set_: bool) -> None:
    """Whists for the T = ``defence`` tricks of the defence, W = ``w`` each
    [K 3.8.1.1, 3.8.13–3.8.14] (SPEC §4.5.2, §4.6.3, §13.5, §13.7).

    Two whisters: each for his own tricks. One whister writes all T × W, except under
    gentleman whist, where he splits it with the passer — ⌈⌉ to the whister, ⌊⌋ to the
    passer — when the declarer is set, or always with ``gentleman_split: always``.
    Never split: a 4-player dealer who took the whist over (SPEC §13.8.5), and a whister
    who returned the whist (the half-whist leaver gave up his share, SPEC §13.5).
    """
    d = roles.declarer
    if len(roles.whisters) == 2:
        assert hand.tricks is not None
        for v in roles.whisters:
            out.whists(v, d, hand.tricks[v] * w, "3.8.1.1")
        return
    (v,) = roles.whisters
    total = defence * w
    split = (options.whist_style == "gentleman" and not roles.dealer_took_over
             and roles.left_half is None and (set_ or options.gentleman_split == "always"))
    if not split:
        out.whists(v, d, total, "3.8.13" if set_ else "3.8.1.1")
        return
    mine, theirs = halves(total)
    out.whists(v, d, mine, "3.8.14")
    out.whists(passer_of(roles, v), d, theirs, "3.8.14")
    if not set_ and total:
        out.note(Convention.GENTLEMAN_SPLIT_ALWAYS)


def consolation(out: Written, hand: GameHand, roles: GameRoles, options: RuleOptions,
                players: Sequence[str], each: int, rule: str = "3.8.1.2") -> None:
    """Every non-declarer writes ``each`` whists of consolation on a set declarer
    [K 3.8.1.2, fn 36] (SPEC §4.6.2, §13.7, §13.8.6–7).

    The 4-player dealer writes it when ``dealer_writes_consolation`` (always when he is
    the whister); with ``consolation_when_dealer_whists: dealer_only`` a whisting dealer
    writes it alone; with ``half_whist_leaver_consolation: false`` a half-whister whose
    whist was returned writes none.
    """
    if not each:
        return
    d = roles.declarer
    if roles.dealer_took_over and options.consolation_when_dealer_whists == "dealer_only":
        out.whists(hand.dealer, d, each, rule)
        out.note(Convention.CONSOLATION_DEALER_ONLY)
        return
    writers = {roles.o1, roles.o2}
    if len(players) == 4 and (options.dealer_writes_consolation or roles.dealer_took_over):
        writers.add(hand.dealer)
    if roles.left_half is not None and not options.half_whist_leaver_consolation:
        writers.discard(roles.left_half)
        out.note(Convention.LEAVER_NO_CONSOLATION)
    for x in players:
        if x in writers:
            out.whists(x, d, each, rule)


def whister_remiz(out: Written, hand: GameHand, roles: GameRoles, options: RuleOptions,
                  amounts: LevelAmounts, defence: int, closed: Collection[str] = ()) -> None:
    """Gora for whisters who took fewer than their obligation, Wr per trick (both from
    the contract's ``amounts``) [K 3.8.1.3, 3.8.6, 3.8.11–12] (SPEC §4.5.3); a dealer
    who took the whist over is not liable with ``dealer_whister_liable: false``
    (SPEC §13.7). Under ``whister_liability: classic`` a whister whose own pulya is
    among ``closed`` before the hand pays the full R, the others half (SPEC §14.1)."""
    obligation = amounts.obligation
    if defence >= obligation:
        return

    def wr(whister: str) -> int:
        return amounts.remiz if whister in closed else amounts.whister_remiz

    if len(roles.whisters) == 1:
        if roles.dealer_took_over and not options.dealer_whister_liable:
            out.note(Convention.DEALER_NOT_LIABLE)
            return
        v = roles.whisters[0]
        out.gora(v, (obligation - defence) * wr(v), "3.8.1.3")
        return
    assert hand.tricks is not None
    if obligation == 1:
        liable = roles.whisters if options.high_level_liability == "both" else roles.whisters[1:]
        for v in liable:
            out.gora(v, wr(v), "3.8.6")
        return
    half = obligation // 2
    for v in roles.whisters:
        miss = half - hand.tricks[v]
        if miss > 0:
            if options.two_whister_rule == "capped":
                miss = min(miss, obligation - defence)
            out.gora(v, miss * wr(v), "3.8.6")


def talon_bonus(out: Written, hand: GameHand, roles: GameRoles, options: RuleOptions,
                players: Sequence[str], w: int) -> None:
    """«Платный прикуп» [K 3.4.11] (SPEC §13.7): the talon's ``talon_tricks`` × W whists
    on the declarer, made or set. At 4 players the dealer writes them; at 3 each
    opponent writes half, the first opponent (on the declarer's left) the larger half."""
    tricks = hand.talon_tricks or 0
    if not options.talon_bonus or not tricks:
        return
    total = tricks * w
    d = roles.declarer
    if len(players) == 4:
        out.whists(hand.dealer, d, total, "3.4.11")
    else:
        first, second = halves(total)
        out.whists(roles.o1, d, first, "3.4.11")
        out.whists(roles.o2, d, second, "3.4.11")
    out.note(Convention.TALON_BONUS)
