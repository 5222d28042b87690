"""One hand → the lines it writes (SPEC §4–§6, §9.4, appendix A).

The functions here return :class:`Entry` lines. Pulya lines are *requests*: the sheet
passes them through the help routine of rule 4.2.3 (:mod:`preferans_tui.rules.pulya`),
because where overflow points go depends on everybody's pulya.
"""

from __future__ import annotations

from collections.abc import Sequence

from .entries import Entry
from .hands import AdjustmentHand, GameHand, MisereHand
from .options import RuleOptions
from .table import active_players
from .whist_phase import GameRoles


def _whists(writer: str, debtor: str, amount: int, rule: str) -> list[Entry]:
    if not amount:
        return []
    return [Entry(column="whists", player=writer, on=debtor, amount=amount, rule=rule)]


def _gora(player: str, amount: int, rule: str) -> list[Entry]:
    return [Entry(column="gora", player=player, amount=amount, rule=rule)] if amount else []


def _pulya(player: str, amount: int, rule: str) -> list[Entry]:
    return [Entry(column="pulya", player=player, amount=amount, rule=rule)] if amount else []


def score_game(
    hand: GameHand, roles: GameRoles, options: RuleOptions, players: Sequence[str]
) -> list[Entry]:
    """The lines a trick game writes (SPEC §4.3–§4.7, §9.4; appendix A).

    Units: pulya and gora in points, whists in whists. P = price, W = P × whist factor,
    R = P × remiz factor, C = consolation, Wr = R (full) or R/2 (half liability).
    """
    level = hand.level
    price = options.price(level)
    w = price * options.whist_per_trick_factor
    r = price * options.remiz_per_trick_factor
    c = options.consolation_per_undertrick(price)
    wr = r if options.whister_liability == "full" else r // 2
    d = roles.declarer
    writers = _consolation_writers(hand, roles, options, players)
    penalty = hand.penalty

    if penalty is not None and penalty.rule == "3.4.4":
        bid = penalty.bid_level
        out = _gora(d, bid * options.price(bid) * options.remiz_per_trick_factor, "3.4.4")
        if options.penalty_down_all_consolation:
            each = bid * options.consolation_per_undertrick(options.price(bid))
            for x in writers:
                out += _whists(x, d, each, "3.4.4")
        return out

    if not roles.whisters:
        out = _pulya(d, price, "3.5.3")
        if roles.half_whister is not None:
            out += _whists(roles.half_whister, d, options.half_whist_tricks(level) * w, "3.8.7")
        return out

    assert hand.tricks is not None
    t_d = hand.tricks[d]
    defence = 10 - t_d
    actual_short = max(0, level - t_d)
    if penalty is not None and penalty.rule == "3.4.6":
        undertricks = max(2, actual_short + 2, (penalty.proven_undertricks or 0) + 2)
    elif penalty is not None and penalty.rule == "3.4.9":
        undertricks = max(0, level - (t_d - 1))
    else:
        undertricks = actual_short
    remiz_rule = penalty.rule if penalty is not None else "4.2.1"

    out = []
    if undertricks == 0:
        out += _pulya(d, price, "4.2.1")
    else:
        out += _gora(d, undertricks * r, remiz_rule)
        for x in writers:
            out += _whists(x, d, actual_short * c, "3.8.1.2")
    out += _trick_whists(hand, roles, options, w, defence, set_=undertricks > 0)
    whister_remiz = _whister_remiz(hand, roles, options, wr, defence)
    # SPEC §4.5.4, §9.2: a set declarer leaves the defence at least its obligation; only a
    # penalty (counted tricks ≠ actual tricks) can put both remizes in one hand.
    assert penalty is not None or not (undertricks and whister_remiz)
    return out + whister_remiz


def _consolation_writers(
    hand: GameHand, roles: GameRoles, options: RuleOptions, players: Sequence[str]
) -> list[str]:
    """Everyone but the declarer; the 4-player dealer only if he writes it [K 3.8.1.2]."""
    writers = [roles.o1, roles.o2]
    if len(players) == 4 and (options.dealer_writes_consolation or roles.dealer_took_over):
        writers.append(hand.dealer)
    return [p for p in players if p in writers]


def _trick_whists(
    hand: GameHand, roles: GameRoles, options: RuleOptions, w: int, defence: int, *, set_: bool
) -> list[Entry]:
    """Whists for defence tricks [K 3.8.1.1, 3.8.13–3.8.14] (SPEC §4.5.2, §4.6.3)."""
    d = roles.declarer
    if len(roles.whisters) == 2:
        assert hand.tricks is not None
        return [e for v in roles.whisters for e in _whists(v, d, hand.tricks[v] * w, "3.8.1.1")]
    (v,) = roles.whisters
    gentleman = options.whist_style == "gentleman" and not roles.dealer_took_over
    if not (set_ and gentleman):
        return _whists(v, d, defence * w, "3.8.13" if set_ else "3.8.1.1")
    share = defence * w // 2
    out = _whists(v, d, share, "3.8.14")
    passer = roles.o2 if v == roles.o1 else roles.o1
    if passer != roles.left_half:
        out += _whists(passer, d, share, "3.8.14")
    return out


def _whister_remiz(
    hand: GameHand, roles: GameRoles, options: RuleOptions, wr: int, defence: int
) -> list[Entry]:
    """Gora for whisters who took fewer than their obligation [K 3.8.1.3, 3.8.6, 3.8.11–12]."""
    obligation = options.obligation(hand.level)
    if defence >= obligation:
        return []
    if len(roles.whisters) == 1:
        return _gora(roles.whisters[0], (obligation - defence) * wr, "3.8.1.3")
    assert hand.tricks is not None
    if obligation == 1:
        liable = roles.whisters if options.high_level_liability == "both" else roles.whisters[1:]
        return [e for v in liable for e in _gora(v, wr, "3.8.6")]
    half = obligation // 2
    out: list[Entry] = []
    for v in roles.whisters:
        miss = half - hand.tricks[v]
        if miss > 0:
            if options.two_whister_rule == "capped":
                miss = min(miss, obligation - defence)
            out += _gora(v, miss * wr, "3.8.6")
    return out


def score_misere(hand: MisereHand, options: RuleOptions) -> list[Entry]:
    """Made: 10 into pulya; failed: tricks × misère remiz into gora; no whists (SPEC §5).

    Shared with the 4-player dealer [K 3.6.9]: the declarer and the dealer each write
    half — 5 pulya points when made, tricks × remiz / 2 into gora when failed.
    """
    taken = hand.tricks[hand.declarer]
    if hand.shared_with_dealer:
        if taken == 0:
            points = options.price(None) // 2
            return _pulya(hand.declarer, points, "3.6.9") + _pulya(hand.dealer, points, "3.6.9")
        gora = taken * options.misere_remiz_per_trick // 2
        return _gora(hand.declarer, gora, "3.6.9") + _gora(hand.dealer, gora, "3.6.9")
    if taken == 0:
        return _pulya(hand.declarer, options.price(None), "2.2.2")
    return _gora(hand.declarer, taken * options.misere_remiz_per_trick, "4.2.1")


def raspasy_zero_bonus(options: RuleOptions, k: int) -> int:
    """Pulya points for a player who took no trick on the k-th raspasy in a row.

    ``trick_price`` → r_k [K 3.7.2.1]; ``one_point`` → 1 [K 3.7.2.2];
    ``step_points`` → the progression step (Leningrad default, SPEC §6.2.3).
    """
    if options.raspasy_zero_bonus == "trick_price":
        return options.raspasy_trick_price(k)
    if options.raspasy_zero_bonus == "one_point":
        return 1
    return min(k, len(options.raspasy_progression))


def raspasy_amnesty(counts: dict[str, int], options: RuleOptions, players: Sequence[str]) -> int:
    """Tricks struck off every participant's count before writing (rule 3.7.3, SPEC §6.2.1).

    The smallest count over *every* player: at a 4-player table the dealer's talon tricks
    count, and a dealer who takes no part (talon not played) counts as 0, so the amnesty
    lowers every gora of the hand equally and never changes the settlement (B.3).
    """
    if not options.raspasy_amnesty:
        return 0
    return min(counts.get(p, 0) for p in players)


def score_raspasy(
    counts: dict[str, int], dealer: str, options: RuleOptions, players: Sequence[str], k: int
) -> list[Entry]:
    """The lines of the k-th raspasy in a row (SPEC §6.2–§6.4).

    ``counts`` holds every participant's tricks (the 4-player dealer's talon tricks
    included where the variant uses the talon).
    """
    if options.raspasy_mode == "whists":
        out = _rostov_raspasy(counts, options, players, dealer)
    else:
        price = options.raspasy_trick_price(k)
        amnesty = raspasy_amnesty(counts, options, players)
        out = [e for p, t in counts.items() for e in _gora(p, (t - amnesty) * price, "3.7.2.1")]
    bonus = raspasy_zero_bonus(options, k)
    active = active_players(players, dealer)
    for p in players:
        is_dealer = p not in active
        zero = counts.get(p, 0) == 0
        if zero and (not is_dealer or options.raspasy_dealer_zero_bonus):
            out += _pulya(p, bonus, "3.7.6.2" if is_dealer else "3.7.2.1")
    return out


def _rostov_raspasy(
    counts: dict[str, int], options: RuleOptions, players: Sequence[str], dealer: str
) -> list[Entry]:
    """Raspasy on whists: the fewest tricks writes on the others [K 3.7.2.2, fn 46]."""
    per = options.rostov_raspasy_whist
    active = {p: t for p, t in counts.items() if p in active_players(players, dealer)}
    fewest = min(active.values())
    low = [p for p, t in active.items() if t == fewest]
    out: list[Entry] = []
    if len(low) == 1:
        for p, t in active.items():
            if p != low[0]:
                out += _whists(low[0], p, per * t, "3.7.2.2")
    else:
        (third,) = [p for p in active if p not in low]
        for p in low:
            out += _whists(p, third, per * active[third] // 2, "3.7.2.2")
    return out


def score_adjustment(hand: AdjustmentHand) -> list[Entry]:
    """The entries exactly as given; no help, no write-off (SPEC §9.4) [K 4.2.7]."""
    rule = hand.rule or "4.2.7"
    return [
        Entry(column=e.column, player=e.player, amount=e.amount, on=e.on, rule=rule)
        for e in hand.entries
    ]
