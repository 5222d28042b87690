"""Everyone's result after every hand: the settlement of each prefix, as a series (SPEC §7.4,
§8) — what the balance chart and the replay show hand by hand.

The result after hand k is ``settle(...).result`` had the pulka stopped there. Settling
100,000 prefixes one by one with fractions took minutes; here the exact results are worked
out in integers over one denominator — the number of players, since a result is ten gora
points' worth of whists less the mean gora, plus whole whists (rule 4.2.14, variant 2) —
and a prefix whose gora and whists are the very dicts of the one before (the totals share
what a hand leaves unchanged) reuses its figures. The tables rounding their results
(``kodex_4_2_12``, ``largest_remainder``) settle each prefix through :mod:`.settlement`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .entries import Totals
from .options import RuleOptions
from .settlement import GORA_WHISTS, closing_gora, kodex_rounding, result_by_mean, round_to_sum_zero


@dataclass(frozen=True)
class ResultSeries:
    """The results in whists after each hand: ``numerators[k][i] / denominator`` is seat
    ``i``'s after hand ``k + 1`` (``players`` in seat order); exact (thirds stay thirds)."""

    players: tuple[str, ...]
    denominator: int
    numerators: tuple[tuple[int, ...], ...]

    def __len__(self) -> int:
        return len(self.numerators)

    def after(self, hands: int) -> dict[str, Fraction]:
        """The results after the first ``hands`` hands (every one 0 before the first)."""
        if hands == 0:
            return dict.fromkeys(self.players, Fraction(0))
        row = self.numerators[hands - 1]
        return {p: Fraction(v, self.denominator) for p, v in zip(self.players, row, strict=True)}


def result_series(players: Sequence[str], options: RuleOptions,
                  totals: Iterable[Totals]) -> ResultSeries:
    """The :class:`ResultSeries` of the sheets ``totals`` (one per hand, in order): each
    equal to ``settle(players, options, t, finished=…).result`` (SPEC §8.1–§8.4)."""
    seats = tuple(players)
    n = len(seats)
    if options.settlement_rounding != "exact":
        return ResultSeries(seats, n, tuple(_settled(seats, options, t) for t in totals))
    f, target = options.settlement_pulya_factor, options.pulya_target
    rows: list[tuple[int, ...]] = []
    pulya = gora = whists = None
    g: list[int] = []
    net: list[int] = []
    for t in totals:
        if t.pulya is not pulya or t.gora is not gora:
            pulya, gora = t.pulya, t.gora
            g = [gora[p] + f * (target - pulya[p]) for p in seats]
        if t.whists is not whists:
            whists = t.whists
            net = [sum(whists[p][q] - whists[q][p] for q in seats if q != p) for p in seats]
        total = sum(g)
        rows.append(tuple(GORA_WHISTS * (total - n * gi) + n * wi
                          for gi, wi in zip(g, net, strict=True)))
    return ResultSeries(seats, n, tuple(rows))


def _settled(players: tuple[str, ...], options: RuleOptions, totals: Totals) -> tuple[int, ...]:
    """One prefix settled with the table's rounding, as numerators over ``len(players)``."""
    g = closing_gora(players, options, totals)
    if options.settlement_rounding == "kodex_4_2_12":
        result = kodex_rounding(players, options, g, totals.whists)
    else:
        result = round_to_sum_zero(result_by_mean(players, g, totals.whists), Fraction(1))
    n = len(players)
    out = []
    for p in players:
        scaled = result[p] * n
        assert scaled.denominator == 1  # a result is a multiple of 1/n
        out.append(int(scaled))
    return tuple(out)
