"""Final settlement: totals → whists per player, rounding, money, who pays whom (SPEC §8).

Arithmetic is exact (:class:`fractions.Fraction`); rounding happens in one place,
:func:`round_to_sum_zero`, which keeps every rounded vector summing to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from functools import cached_property
from itertools import combinations

from .entries import Totals
from .options import RuleOptions

GORA_WHISTS: int = 10
"""Whists per gora point, shared among all n players [K 4.1.1, 4.2.14]."""
CENTS = Fraction(1, 100)
"""What money and the shown balance are rounded to (SPEC §13.6)."""


@dataclass(frozen=True)
class Payment:
    """``payer`` owes ``payee`` ``amount`` (whists, or money in :attr:`Settlement.money`)."""

    payer: str
    payee: str
    amount: Fraction


@dataclass(frozen=True)
class Settlement:
    """The result of a pulka (SPEC §8).

    - ``gora``: each player's gora after the closing adjustment (points); the amnesty of
      rule 4.2.14 (subtracting the smallest) would change no figure below (B.3);
    - ``exact``: each player's result in whists, exact, summing to 0 (B.1);
    - ``result``: the same after ``settlement_rounding`` (equal to ``exact`` for ``exact``);
    - ``money``: ``result × stake_per_whist`` in cents summing to 0 (equal results, equal
      money), or ``None``;
    - ``debts``: pairwise, who owes whom (variant 1 of rule 4.2.14), positive amounts;
    - ``balance`` (worked out when first asked, as the next two): ``result`` rounded to
      hundredths for display, still summing to 0, and equal for equal results (SPEC §13.6);
    - ``payments``: the shortest list of payments settling ``result`` (exact thirds
      where ``result`` has them: what the players write, ``94⅔``);
    - ``money_payments``: the same for ``money``, or ``None``.

    The last three are properties, not fields: the ledger settles a thousand pulkas and
    reads none of them (issue 15).
    """

    players: tuple[str, ...]
    finished: bool
    gora: dict[str, int]
    exact: dict[str, Fraction]
    result: dict[str, Fraction]
    money: dict[str, Decimal] | None
    debts: tuple[Payment, ...]

    @cached_property
    def balance(self) -> dict[str, Decimal]:
        """``result`` in hundredths of a whist, summing to 0 (SPEC §13.6)."""
        return {p: _decimal(v) for p, v in round_to_sum_zero(self.result, CENTS).items()}

    @cached_property
    def payments(self) -> tuple[Payment, ...]:
        """The fewest payments settling ``result`` (:func:`shortest_payments`)."""
        return shortest_payments(self.result)

    @cached_property
    def money_payments(self) -> tuple[Payment, ...] | None:
        """The fewest payments settling ``money``, or ``None`` without a stake."""
        if self.money is None:
            return None
        return shortest_payments({p: Fraction(v) for p, v in self.money.items()})


def closing_gora(players: Sequence[str], options: RuleOptions, totals: Totals) -> dict[str, int]:
    """g_i = gora_i + f × (target − pulya_i): the closing adjustment (SPEC §8.1, §7.4–§7.5).

    f = ``settlement_pulya_factor`` (2 in Leningrad [K 4.2.3.3]). For a finished Sochi or
    Rostov pulka every pulya is at the target and this is the gora itself; an unfinished
    pulka is settled as if everyone agreed to stop [K 4.2.3].
    """
    f = options.settlement_pulya_factor
    return {p: totals.gora[p] + f * (options.pulya_target - totals.pulya[p]) for p in players}


def result_by_mean(players: Sequence[str], gora: Mapping[str, int],
                   whists: Mapping[str, Mapping[str, int]]) -> dict[str, Fraction]:
    """Variant 2 of rule 4.2.14: result_i = 10 × (mean g − g_i) + Σ_j (w[i][j] − w[j][i])."""
    mean = Fraction(sum(gora.values()), len(players))
    return {
        i: GORA_WHISTS * (mean - gora[i])
        + sum(whists[i][j] - whists[j][i] for j in players if j != i)
        for i in players
    }


def whists_with_gora(players: Sequence[str], gora: Mapping[str, int],
                     whists: Mapping[str, Mapping[str, int]]) -> dict[str, dict[str, Fraction]]:
    """Variant 1 of rule 4.2.14: every player writes g_j × 10 / n whists on each other j.

    The owner of a gora counts in n [K 4.1.1]. Returns the whole whist table.
    """
    n = len(players)
    return {
        i: {j: whists[i][j] + Fraction(GORA_WHISTS * gora[j], n) for j in players if j != i}
        for i in players
    }


def result_by_distribution(players: Sequence[str], gora: Mapping[str, int],
                           whists: Mapping[str, Mapping[str, int]]) -> dict[str, Fraction]:
    """Variant 1 of rule 4.2.14, netted: equal to :func:`result_by_mean` (B.4)."""
    table = whists_with_gora(players, gora, whists)
    return {i: sum((table[i][j] - table[j][i] for j in players if j != i), Fraction(0))
            for i in players}


def round_to_sum_zero(values: Mapping[str, Fraction], quantum: Fraction,
                      order: Sequence[str] | None = None) -> dict[str, Fraction]:
    """Round each value to a multiple of ``quantum`` keeping the sum, fairly (SPEC §13.6).

    ``values`` must sum to a multiple of ``quantum`` (zero for results). Each value is
    rounded half away from zero; if the sum is then off, the missing quanta go to the
    players whose exact value nobody else shares, the largest remainder first (ties in
    the order of ``values``: seat order), or in ``order`` when given (:func:`cent_order`:
    the money's cent goes to whom the balance's went). So equal exact values always get
    equal figures. A value moves by less than one quantum, except that the one player
    beside three equal values absorbs what they rounded away, up to 1.5 quanta (−67.5,
    22.5, 22.5, 22.5 → −69, 23, 23, 23): fair figures cost that. This is the one place
    where results are rounded [K 4.2.12].
    """
    rounded, missing, fair = _rounding(values, quantum)
    if missing:
        step = 1 if missing > 0 else -1
        given = [p for p in order or () if p in fair]
        queue = given + [p for p in fair if p not in given]
        i = 0
        while missing and queue:
            rounded[queue[i % len(queue)]] += step
            missing -= step
            i += 1
    return {p: r * quantum for p, r in rounded.items()}


def cent_order(values: Mapping[str, Fraction], quantum: Fraction) -> tuple[str, ...]:
    """The players to whom :func:`round_to_sum_zero` gives the missing quanta of
    ``values``, in its order (empty when nothing is missing). Money is rounded in the
    balance's order, so that the cent a rounding moves falls on the same player in the
    balance and in the money (``settle --json``, the table and the settlement screen tell
    one story; issue 31)."""
    _, missing, fair = _rounding(values, quantum)
    return tuple(fair) if missing else ()


def _rounding(values: Mapping[str, Fraction],
              quantum: Fraction) -> tuple[dict[str, int], int, list[str]]:
    """Each value in quanta rounded half away from zero, how many quanta the sum misses
    (signed), and the players who would get them: those whose value nobody shares,
    largest remainder (in the direction missing) first, ties in seat order."""
    units = {p: v / quantum for p, v in values.items()}
    rounded = {p: _half_away(u) for p, u in units.items()}
    missing = int(sum(units.values())) - sum(rounded.values())
    step = 1 if missing >= 0 else -1
    unique = [p for p in values if list(values.values()).count(values[p]) == 1]
    return rounded, missing, sorted(unique, key=lambda p: -step * (units[p] - rounded[p]))


def _half_away(value: Fraction) -> int:
    """``value`` rounded to the nearest integer, halves away from zero (2.5 → 3, −2.5 → −3)."""
    whole = (abs(value) + Fraction(1, 2)).__floor__()
    return whole if value >= 0 else -whole


def kodex_rounding(players: Sequence[str], options: RuleOptions, gora: Mapping[str, int],
                   whists: Mapping[str, Mapping[str, int]]) -> dict[str, Fraction]:
    """Rule 4.2.12 at 3 players: make the gora sum divisible by 3 at player X's expense.

    Σg ≡ 1: X's gora −1 and each other writes 3 whists on X; Σg ≡ 2: X's gora +1 and X
    writes 3 on each other. X is the player with the largest gora (``rounding_player``).
    At 4 players the results are rounded to whole whists by :func:`round_to_sum_zero`.
    """
    exact = result_by_mean(players, gora, whists)
    if len(players) != 3:
        return round_to_sum_zero(exact, Fraction(1))
    rest = sum(gora.values()) % 3
    if rest == 0:
        return exact
    x = players[0] if options.rounding_player == "seat0" else max(players, key=lambda p: gora[p])
    g = dict(gora)
    w = {p: dict(row) for p, row in whists.items()}
    if rest == 1:
        g[x] -= 1
        for p in players:
            if p != x:
                w[p][x] += 3
    else:
        g[x] += 1
        for p in players:
            if p != x:
                w[x][p] += 3
    return result_by_mean(players, g, w)


def shortest_payments(balance: Mapping[str, Fraction]) -> tuple[Payment, ...]:
    """The fewest payments that settle ``balance`` (summing to 0): positive = receives.

    Splits the players into as many zero-sum groups as possible (n ≤ 4, so every
    split is tried), then within a group the largest debtor pays the largest creditor.
    """
    people = [p for p, v in balance.items() if v != 0]
    groups = _most_zero_sum_groups(people, balance)
    out: list[Payment] = []
    for group in groups:
        left = {p: balance[p] for p in group}
        while any(left.values()):
            payer = min(left, key=lambda p: left[p])
            payee = max(left, key=lambda p: left[p])
            amount = min(-left[payer], left[payee])
            out.append(Payment(payer, payee, amount))
            left[payer] += amount
            left[payee] -= amount
    return tuple(out)


def _most_zero_sum_groups(people: list[str], balance: Mapping[str, Fraction]) -> list[list[str]]:
    if not people:
        return []
    first, rest = people[0], people[1:]
    best: list[list[str]] | None = None
    for size in range(1, len(rest) + 1):
        for others in combinations(rest, size):
            group = [first, *others]
            if sum(balance[p] for p in group) != 0:
                continue
            remaining = [p for p in rest if p not in others]
            split = [group, *_most_zero_sum_groups(remaining, balance)]
            if best is None or len(split) > len(best):
                best = split
    return best if best is not None else [people]


def pairwise_debts(players: Sequence[str], gora: Mapping[str, int],
                   whists: Mapping[str, Mapping[str, int]]) -> tuple[Payment, ...]:
    """Who owes whom, pair by pair, after the gora is written as whists (SPEC §8.7)."""
    table = whists_with_gora(players, gora, whists)
    out = []
    for i, j in combinations(players, 2):
        diff = table[i][j] - table[j][i]
        if diff > 0:
            out.append(Payment(j, i, diff))
        elif diff < 0:
            out.append(Payment(i, j, -diff))
    return tuple(out)


def settle(players: Sequence[str], options: RuleOptions, totals: Totals, *,
           finished: bool) -> Settlement:
    """Settle the sheet ``totals`` (SPEC §8) [K 4.2.12–4.2.14].

    Returns a :class:`Settlement`; every vector in it sums to exactly zero.
    """
    players = tuple(players)
    g = closing_gora(players, options, totals)
    exact = result_by_mean(players, g, totals.whists)
    if options.settlement_rounding == "kodex_4_2_12":
        result = kodex_rounding(players, options, g, totals.whists)
    elif options.settlement_rounding == "largest_remainder":
        result = round_to_sum_zero(exact, Fraction(1))
    else:
        result = exact
    money = None
    if options.stake_per_whist is not None:
        stake = Fraction(options.stake_per_whist)
        in_money = round_to_sum_zero({p: v * stake for p, v in result.items()}, CENTS,
                                     order=cent_order(result, CENTS))
        money = {p: _decimal(v) for p, v in in_money.items()}
    return Settlement(
        players=players,
        finished=finished,
        gora=g,
        exact=exact,
        result=result,
        money=money,
        debts=pairwise_debts(players, g, totals.whists),
    )


def _decimal(value: Fraction) -> Decimal:
    """A Fraction that is a whole number of hundredths, as a Decimal with two places.

    Built from the digits (``Decimal("-12345E-2")``), which is exact at any size: no
    Decimal arithmetic, so no context precision to overflow (a division and
    ``quantize`` in the default 28-digit context raise ``InvalidOperation`` beyond it).
    """
    cents = round(value * 100)
    return Decimal(f"{cents}E-2")
