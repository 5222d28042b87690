"""Everyone's result after every hand: the settlement of each prefix, as a series (SPEC §7.4,
§8) — what the balance chart and the replay show hand by hand.

The result after hand k is ``settle(...).result`` had the pulka stopped there. Settling
100,000 prefixes one by one with fractions took minutes; here the exact results are worked
out in integers over one denominator — the number of players, since a result is ten gora
points' worth of whists less the mean gora, plus whole whists (rule 4.2.14, variant 2) —
and each hand moves the figures of the one before by its own lines. The tables rounding
their results (``kodex_4_2_12``, ``largest_remainder``) settle each prefix through
:mod:`.settlement`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .entries import Entry, Totals
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
                  written: Iterable[Sequence[Entry]]) -> ResultSeries:
    """The :class:`ResultSeries` of the hands that wrote the lines ``written`` (one
    sequence of :class:`Entry` per hand, in order, from an empty sheet): after hand k,
    each result equals ``settle(players, options, t, finished=…).result`` for the sheet
    t of the first k hands (SPEC §8.1–§8.4).

    Exact tables follow the lines: a pulya line lowers the writer's closing gora by f
    points a point, a gora line raises it, a whist line moves the net of its two players
    — a hand costs its few lines, not the whole sheet (issue 16).
    """
    seats = tuple(players)
    n = len(seats)
    if options.settlement_rounding != "exact":
        return ResultSeries(seats, n, tuple(_settled(seats, options, t)
                                            for t in _sheets(seats, written)))
    f, target = options.settlement_pulya_factor, options.pulya_target
    seat = {p: i for i, p in enumerate(seats)}
    # seat i's result × n is GORA_WHISTS × (Σg − n g_i) + n w_i, with g_i the closing gora
    # (gora_i + f × (target − pulya_i), SPEC §8.1) and w_i the whists written less those
    # received: kept as u_i = n w_i − GORA_WHISTS n g_i and the sum Σg
    total = n * f * target
    u = [-GORA_WHISTS * n * f * target] * n
    # what each line moves, by the line's id (a pulka writes the same few lines again
    # and again, one object each: :func:`.entries.line`); the line is kept in its value,
    # so that no other object takes its id meanwhile
    moves: dict[int, tuple[Entry, int, int, int, int, int]] = {}
    rows: list[tuple[int, ...]] = []
    for lines in written:
        for e in lines:
            move = moves.get(id(e))
            if move is None:
                move = moves[id(e)] = _move(e, seat, n, f)
            _, i, du_i, j, du_j, d_total = move
            u[i] += du_i
            u[j] += du_j
            total += d_total
        shift = GORA_WHISTS * total
        rows.append(tuple([shift + x for x in u]))
    return ResultSeries(seats, n, tuple(rows))


def _move(e: Entry, seat: dict[str, int], n: int, f: int
          ) -> tuple[Entry, int, int, int, int, int]:
    """What line ``e`` moves: ``(e, i, du_i, j, du_j, dΣg)`` — a pulya line lowers the
    writer's closing gora by f a point, a gora line raises it, a whist line moves the
    net of its two players (SPEC §8.1–§8.2)."""
    i = seat[e.player]
    if e.column == "pulya":
        return e, i, GORA_WHISTS * n * f * e.amount, i, 0, -f * e.amount
    if e.column == "gora":
        return e, i, -GORA_WHISTS * n * e.amount, i, 0, e.amount
    assert e.on is not None
    return e, i, n * e.amount, seat[e.on], -n * e.amount, 0


def _sheets(players: tuple[str, ...], written: Iterable[Sequence[Entry]]) -> Iterator[Totals]:
    """The sheet after each hand of ``written``."""
    totals = Totals.empty(players)
    for lines in written:
        totals = totals.plus(lines)
        yield totals


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
