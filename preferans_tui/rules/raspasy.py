"""A raspasy hand → the lines it writes (SPEC §6, §13.4, §13.7, §13.8.3).

Gora variants write each participant's tricks (less the amnesty) at the trick price of
the k-th raspasy in a row; Rostov writes whists from the player with the fewest tricks.
Then the zero bonuses, in the order of SPEC §13.4.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .conventions import Convention
from .entries import Written
from .options import RuleOptions
from .table import active_players, clockwise_from


@dataclass(frozen=True)
class RaspasyTerms:
    """What the next raspasy is played for, known before its counts (SPEC §6.2–§6.4).

    - ``k``: its place in the series, 1 for the first raspasy in a row (SPEC §6.4);
    - ``price``: the trick price r_k in gora points (rule 3.7.4), 0 where raspasy are
      played on whists (Rostov, SPEC §6.3);
    - ``progression``: the trick prices of the series, r_1, r_2, … (the table's
      ``raspasy_progression``; empty on whists: no progression);
    - ``whists_per_trick``: on whists, the whists written per trick (rule 3.7.2.2), else 0;
    - ``zero_bonus``: the points of a player who takes no trick (:func:`raspasy_zero_bonus`).
    """

    k: int
    price: int
    progression: tuple[int, ...]
    whists_per_trick: int
    zero_bonus: int


def raspasy_terms(options: RuleOptions, series: int) -> RaspasyTerms:
    """The terms of the raspasy played after ``series`` raspasy in a row (0: the first
    of a series), as :func:`score_raspasy` will score it."""
    k = series + 1
    zero = raspasy_zero_bonus(options, k)
    if options.raspasy_mode == "whists":
        return RaspasyTerms(k, 0, (), options.rostov_raspasy_whist, zero)
    return RaspasyTerms(k, options.raspasy_trick_price(k), options.raspasy_progression, 0,
                        zero)


def raspasy_zero_bonus(options: RuleOptions, k: int) -> int:
    """Points for a player who took no trick on the k-th raspasy in a row (0: none).

    ``trick_price`` → r_k [K 3.7.2.1]; ``one_point`` → 1 [K 3.7.2.2];
    ``step_points`` → the progression step (Leningrad default, SPEC §6.2.3);
    ``none`` → nothing (SPEC §13.7).
    """
    mode = options.raspasy_zero_bonus
    if mode == "trick_price":
        return options.raspasy_trick_price(k)
    if mode == "one_point":
        return 1
    if mode == "step_points":
        return min(k, len(options.raspasy_progression))
    return 0


def raspasy_amnesty(counts: dict[str, int], options: RuleOptions, players: Sequence[str]) -> int:
    """Tricks struck off every participant's count before writing (rule 3.7.3, SPEC §6.2.1).

    The smallest count over *every* player: at a 4-player table the dealer's talon tricks
    count, and a dealer who takes no part (talon not played) counts as 0, so the amnesty
    lowers every gora of the hand equally and never changes the settlement (B.3).
    """
    if not options.raspasy_amnesty or len(counts) < len(players):
        return 0  # off, or a player without a count: 0 is the smallest (counts are ≥ 0)
    return min(counts.values())


def score_raspasy(
    counts: dict[str, int], dealer: str, options: RuleOptions, players: Sequence[str], k: int,
    price: int, amnesty: int,
) -> Written:
    """The lines of the k-th raspasy in a row (SPEC §6.2–§6.4, §13.4, §13.7).

    ``counts`` holds every participant's tricks (the 4-player dealer's talon tricks
    included where the variant uses the talon). In gora, ``price`` is the trick price
    r_k (:meth:`.options.RuleOptions.raspasy_trick_price`) and ``amnesty`` the tricks
    struck off (:func:`raspasy_amnesty`): the sheet works them out once, as it keeps
    them with the hand.
    """
    out = Written()
    if options.raspasy_mode == "whists":
        _rostov_raspasy(out, counts, players, dealer, options.rostov_raspasy_whist)
    else:
        for p in players:
            if p in counts:
                out.gora(p, (counts[p] - amnesty) * price, "3.7.2.1")
    _zero_bonuses(out, counts, dealer, options, players, k)
    return out


def _zero_bonuses(out: Written, counts: dict[str, int], dealer: str, options: RuleOptions,
                  players: Sequence[str], k: int) -> None:
    """Bonuses of the players who took no trick, in seat order from the dealer's left, the
    dealer last (SPEC §13.4) [K 3.7.2.1–2, 3.7.6.2].

    The 4-player dealer writes only with ``raspasy_dealer_zero_bonus``: as a zero bonus
    when he plays the talon and took nothing, else as his point on every raspasy, which
    ``raspasy_zero_bonus: none`` does not cancel (SPEC §13.8.3: it is then 1 point). A
    bonus of b points goes +b into pulya, or −f × b into the own gora with
    ``raspasy_zero_bonus_column: gora``.
    """
    bonus = raspasy_zero_bonus(options, k)
    active = active_players(players, dealer)
    for p in [*clockwise_from(players, dealer), dealer]:
        if counts.get(p, 0):
            continue
        if p in active:
            amount, rule = bonus, "3.7.2.1"
        elif not options.raspasy_dealer_zero_bonus:
            continue
        elif p in counts:  # he played the talon and took nothing: a zero bonus
            amount, rule = bonus, "3.7.6.2"
        else:              # his point on every raspasy [K 3.7.6.2]
            amount, rule = bonus or 1, "3.7.6.2"
        if not amount:
            out.note(Convention.NO_ZERO_BONUS)
        elif options.raspasy_zero_bonus_column == "gora":
            out.gora(p, -options.settlement_pulya_factor * amount, rule)
            out.note(Convention.ZERO_BONUS_IN_GORA)
        else:
            out.pulya(p, amount, rule)


def _rostov_raspasy(out: Written, counts: dict[str, int], players: Sequence[str], dealer: str,
                    per: int) -> None:
    """Raspasy on whists: the fewest tricks writes ``per`` whists per trick on each other
    player [K 3.7.2.2, fn 46]; two equal fewest share it."""
    active = {p: counts[p] for p in active_players(players, dealer)}
    fewest = min(active.values())
    low = [p for p, t in active.items() if t == fewest]
    if len(low) == 1:
        for p, t in active.items():
            if p != low[0]:
                out.whists(low[0], p, per * t, "3.7.2.2")
    else:
        (third,) = [p for p in active if p not in low]
        for p in low:
            out.whists(p, third, per * active[third] // 2, "3.7.2.2")
