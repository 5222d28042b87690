"""Writing points into pulya: help, the write-off of points nobody can take, and a made
game paying its gora first.

SPEC §7.2–§7.4, §13.1, §13.7 [K 4.2.3, 4.2.3.1–2, 4.2.3.3, 4.1.1].
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .entries import Entry, line
from .options import RuleOptions
from .table import clockwise_from


def write_pulya(
    player: str,
    points: int,
    pulya: dict[str, int],
    options: RuleOptions,
    players: Sequence[str],
    rule: str,
    cannot_be_helped: Collection[str] = (),
) -> list[Entry]:
    """Write ``points`` (pulya points, > 0) for ``player``; return the lines written.

    ``pulya`` is everybody's pulya before the write; it is updated in place.

    - ``end_rule == "sum_reached"`` (Leningrad): the whole amount goes into the own
      pulya, even past the target [K 4.2.3.3].
    - otherwise the own pulya is filled to the target; with ``help`` the rest goes to
      the open opponents — the one with the largest pulya first (ties: the one sitting
      first on the writer's left) [K 4.2.3], or with ``help_recipient: next_clockwise``
      the next open one clockwise (SPEC §13.7) — the writer writing
      ``help_whists_per_point`` × f whists on him per point; what nobody can take is
      written off the writer's gora as f gora points per point, which may go below zero
      [K 4.1.1]. f = ``settlement_pulya_factor``: a pulya point is worth f gora points,
      so overflow never changes a hand's value (SPEC §13.1, invariant B.2).
    """
    if points <= 0:
        return []
    target = options.pulya_target
    f = options.settlement_pulya_factor
    if options.end_rule == "sum_reached":
        pulya[player] += points
        return [line("pulya", player, points, rule)]
    own = max(0, min(points, target - pulya[player]))
    out = []
    if own:
        pulya[player] += own
        out.append(line("pulya", player, own, rule))
    rest = points - own
    while rest > 0 and options.help:
        open_ = [
            q for q in clockwise_from(players, player)
            if pulya[q] < target and q not in cannot_be_helped
        ]
        if not open_:
            break
        if options.help_recipient == "next_clockwise":
            helped = open_[0]
        else:
            best = max(pulya[q] for q in open_)
            helped = next(q for q in open_ if pulya[q] == best)
        h = min(rest, target - pulya[helped])
        pulya[helped] += h
        rest -= h
        out.append(line("pulya", helped, h, "4.2.3", by=player))
        out.append(line("whists", player, h * options.help_whists_per_point * f, "4.2.3",
                        on=helped))
    if rest > 0:
        out.append(line("gora", player, -rest * f, "4.1.1"))
    return out


def pay_gora_first(player: str, points: int, gora: int, options: RuleOptions
                   ) -> tuple[int, list[Entry]]:
    """``made_game_pays_gora_first`` (SPEC §13.7, §13.8.1): a made contract's ``points``
    first wipe the declarer's ``gora`` (his gora now), f gora points per pulya point, as
    far as whole points reach without going below zero. Returns the points left for
    pulya and the gora line (``[]`` when nothing is wiped or the option is off)."""
    f = options.settlement_pulya_factor
    if not options.made_game_pays_gora_first or gora < f:
        return points, []
    wiped = min(points, gora // f)
    return points - wiped, [line("gora", player, -wiped * f, "fn 76")]


def is_finished(pulya: dict[str, int], options: RuleOptions) -> bool:
    """Has the pulka ended by its end rule? (SPEC §7.4) [K 4.2.3, 4.2.3.3].

    ``each_closed``: every pulya has reached the target; ``sum_reached``: the pulyas
    sum to at least n × target.
    """
    target = options.pulya_target
    if options.end_rule == "sum_reached":
        return sum(pulya.values()) >= len(pulya) * target
    # a loop: min() parses its arguments at five times the cost, all() over a generator
    # costs twice as much (issue 16)
    for points in pulya.values():  # noqa: SIM110
        if points < target:
            return False
    return True


def fits_below_target(pulya: dict[str, int], points: int, target: int) -> bool:
    """Whether ``points`` more pulya points, all in any one player's pulya, would stay
    within ``target`` (then no help is needed, rule 4.2.3)."""
    room = target - points
    for have in pulya.values():  # noqa: SIM110 (a loop, as in is_finished: issue 16)
        if have > room:
            return False
    return True


@dataclass(frozen=True, slots=True)
class EndProgress:
    """How far the pulka is from its end, in pulya points (SPEC §7.4).

    ``each_closed`` (Sochi, Rostov): ``to_close[p]`` is what player ``p``'s pulya still
    lacks to the target, 0 once it is closed [K 4.2.3]; ``sum_left`` is None.
    ``sum_reached`` (Leningrad): pulyas are never closed one by one; ``sum_left`` is what
    all the pulyas together still lack to n × target, 0 once the pulka has ended
    [K 4.2.3.3]; ``to_close`` is empty.
    """

    to_close: dict[str, int]
    sum_left: int | None


def end_progress(pulya: dict[str, int], options: RuleOptions) -> EndProgress:
    """What each pulya (or all of them together, in Leningrad) still lacks (SPEC §7.4)."""
    target = options.pulya_target
    if options.end_rule == "sum_reached":
        return EndProgress({}, max(0, len(pulya) * target - sum(pulya.values())))
    return EndProgress({p: max(0, target - v) for p, v in pulya.items()}, None)
