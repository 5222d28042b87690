"""One hand → the lines it writes (SPEC §4–§5, §9.4, §13.7; appendix A).

The functions here return a :class:`.entries.Written`: the lines, each with its rule,
and the §13.7 conventions that shaped them. Pulya lines are *requests*: the sheet passes
them through the help routine of rule 4.2.3 (:mod:`preferans_tui.rules.pulya`), because
where overflow points go depends on everybody's pulya. Raspasy: :mod:`.raspasy`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .conventions import Convention
from .defence import consolation, halves, talon_bonus, trick_whists, whister_remiz
from .entries import Entry, Written
from .hands import AdjustmentHand, GameHand, MisereHand
from .options import RuleOptions
from .whist_phase import GameRoles


def undertricks(hand: GameHand, tricks: int) -> int:
    """Undertricks counted against a declarer who took ``tricks`` (SPEC §4.6, §9.4):
    the shortfall, at least two with 9 or 11 cards [K 3.4.6, 3.9.18], one trick fewer
    counted after a peek at the discard [K 3.4.9]."""
    short = max(0, hand.level - tricks)
    penalty = hand.penalty
    if penalty is not None and penalty.rule == "3.4.6":
        return max(2, short + 2, (penalty.proven_undertricks or 0) + 2)
    if penalty is not None and penalty.rule == "3.4.9":
        return max(0, hand.level - (tricks - 1))
    return short


def game_made(hand: GameHand, roles: GameRoles) -> bool:
    """Whether the contract counts as made: unwhisted, or no undertrick counted; never
    with a «без всех» (3.4.4) or a concession (fn 40) (SPEC §6.4, §13.7)."""
    if hand.conceded or (hand.penalty is not None and hand.penalty.rule == "3.4.4"):
        return False
    if hand.tricks is None:
        return True
    return undertricks(hand, hand.tricks[roles.declarer]) == 0


def score_game(
    hand: GameHand, roles: GameRoles, options: RuleOptions, players: Sequence[str],
    closed: Collection[str] = (),
) -> Written:
    """The lines a trick game writes (SPEC §4.3–§4.7, §9.4, §13.5, §13.7; appendix A).

    Units: pulya and gora in points, whists in whists. P = price, W = P × whist factor,
    R = P × remiz factor, C = consolation, Wr = R (full) or R/2 (half liability); under
    ``whister_liability: classic`` R/2, or R for a whister whose pulya is among
    ``closed`` before the hand (SPEC §14.1). A bomb or a dark bid multiplies the lines
    afterwards (:func:`.bombs.multiplied`).
    """
    out = Written()
    level = hand.level
    amounts = options.by_level[level]  # worked out once per table (issue 16)
    price, w, r = amounts.price, amounts.whist, amounts.remiz
    d = roles.declarer
    penalty = hand.penalty

    if hand.conceded:  # SPEC §13.8.2: the gora and nothing else
        out.gora(d, 3 * r, "fn 40")
        out.note(Convention.CONCEDED)
        return out
    if hand.talon_tricks:  # nothing to pay for otherwise
        talon_bonus(out, hand, roles, options, players, w)
    if roles.checked:
        out.note(Convention.CHECKED_TEN)
    if penalty is not None and penalty.rule == "3.4.4":
        bid = penalty.bid_level
        out.gora(d, bid * options.by_level[bid].remiz, "3.4.4")
        if options.penalty_down_all_consolation:
            each = bid * options.by_level[bid].consolation
            consolation(out, hand, roles, options, players, each, "3.4.4")
        return out
    if not roles.whisters and not roles.checked:
        out.pulya(d, price, "3.5.3")
        if roles.half_whister is not None:
            out.whists(roles.half_whister, d, amounts.half_whist_tricks * w, "3.8.7")
        return out

    tricks = hand.tricks
    assert tricks is not None
    t_d = tricks[d]
    # the shortfall; without a penalty it is what is counted. A conditional, not max() and
    # a call: the builtin parses its arguments at ten times the cost (issue 16)
    short = level - t_d if t_d < level else 0
    down = short if penalty is None else undertricks(hand, t_d)
    if down == 0:
        out.pulya(d, price, "fn 39" if roles.checked else "4.2.1")
    else:
        out.gora(d, down * r, penalty.rule if penalty is not None else
                 "fn 39" if roles.checked else "4.2.1")
        consolation(out, hand, roles, options, players, short * amounts.consolation)
    if roles.checked:  # no trick whists, no liability [K fn 39]
        return out
    defence = 10 - t_d
    before = len(out.entries)
    trick_whists(out, hand, roles, options, w, defence, set_=down > 0)
    if defence < amounts.obligation:  # most defences take their obligation
        whister_remiz(out, hand, roles, options, amounts, defence, closed)
    # SPEC §4.5.4, §9.2: a set declarer leaves the defence at least its obligation; only a
    # penalty (counted tricks ≠ actual tricks) can put both remizes in one hand.
    assert penalty is not None or not down or all(
        e.column != "gora" for e in out.entries[before:])
    return out


def score_misere(hand: MisereHand, options: RuleOptions, players: Sequence[str]) -> Written:
    """Made: 10 into pulya; failed: tricks × misère remiz into gora; no whists (SPEC §5).

    Shared with the 4-player dealer [K 3.6.9]: the declarer and the dealer each write
    half — 5 pulya points when made, tricks × remiz / 2 into gora when failed — in the
    seat order of ``players`` (SPEC §13.8.9). An odd amount (a table's own misère price or
    remiz) has no rule in SPEC: §5 says «each write half» with the even default figures,
    and §13.5's ⌈⌉/⌊⌋ is the gentleman split's (§13.7 applies it to the talon bonus too).
    The project reads a shared misère the same way, the declarer writing the larger half,
    so no point is lost; a SPEC decision may change this (reported 2026-12-01).
    """
    out = Written()
    taken = hand.tricks[hand.declarer]
    if hand.shared_with_dealer:
        total = options.price(None) if taken == 0 else taken * options.misere_remiz_per_trick
        larger, smaller = halves(total)
        for p in [p for p in players if p in (hand.declarer, hand.dealer)]:
            share = larger if p == hand.declarer else smaller
            if taken == 0:
                out.pulya(p, share, "3.6.9")
            else:
                out.gora(p, share, "3.6.9")
    elif taken == 0:
        out.pulya(hand.declarer, options.price(None), "2.2.2")
    else:
        out.gora(hand.declarer, taken * options.misere_remiz_per_trick, "4.2.1")
    return out


def score_adjustment(hand: AdjustmentHand) -> Written:
    """The entries exactly as given; no help, no write-off (SPEC §9.4) [K 4.2.7].

    Each entry carries the rule the table named for the adjustment (FORMAT.md ``rule``),
    or ``""`` when it named none: a penalty with no rule is not labelled «rule 4.2.7»
    (4.2.7 is a wrong record, one penalty among many, issue 31.4). The figures do not
    depend on it: an old file settles as before (SPEC §13.3)."""
    rule = hand.rule or ""
    return Written([
        Entry(column=e.column, player=e.player, amount=e.amount, on=e.on, rule=rule)
        for e in hand.entries
    ])
