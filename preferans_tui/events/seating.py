"""Seating a round: the players present → tables of 3 (or 4) and byes. Pure.

- **Table sizes** (:func:`table_sizes`): as many tables of the event's size as the
  numbers allow, the rest made up by tables of the other size (3 ↔ 4): 13 players at
  threes are three tables of 3 and one of 4. With ``fill="bye"`` (or when no mix fits:
  fewer than 3 players, or 5 at fours) the leftover players sit out the round with a
  bye, scored by the event's bye score.
- **Who sits out**: the last of the order given (the standings' last, in Swiss rounds)
  who has had no bye yet.
- **Meetings first** (:func:`seat`, ``method="meet"``): no two players who have met
  sit together again where the numbers allow it. At ``n = 3^k`` players at tables of
  three with no history the rounds are the parallel classes of the affine space
  AG(k, 3), at 15 a solution of Kirkman's schoolgirl problem, and at every other
  ``n ≡ 3 (mod 6)`` up to 399 (and beyond where it reaches) a Kirkman triple
  system of :mod:`.kirkman` (resolvable triple systems: ``(n − 1) / 2`` rounds in which
  every pair meets exactly once). Else, and
  once the history departs from the design (an absence, a late arrival): told how many
  such rounds are still to come (``ahead``), a backtracking over whole rounds first
  looks for a plan of them all without a repeat and seats its first round, so that an
  early round leaves the later ones a choice (12 players: four rounds, nobody meeting
  twice); failing that, up to :data:`EXACT` players an exact search over this round's
  partitions (:func:`_without_repeat`: the most constrained player first, a table of
  each size for him) finds one with no repeat whenever one exists; else, and above
  :data:`EXACT` players, a branch-and-bound search over this round alone (its best
  round within :data:`NODE_BUDGET` nodes, :data:`LARGE_BUDGET` above :data:`LARGE`
  players) seats the round with the fewest repeats it found. Every pair meeting again is listed
  (:attr:`Seating.repeats`).
- **Swiss** (``method="swiss"``): the order given is the standings; each table takes
  the highest players not yet seated, leaders together, a player who met them already
  passed over for the next one below when that avoids a repeat.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from preferans_tui.events.kirkman import kirkman

Pair = frozenset[str]
Method = Literal["meet", "swiss"]
NODE_BUDGET = 5_000
"""The search's nodes per round before it settles for the best round it found."""
LARGE_BUDGET = 5_000
PLAN_TRIES = 40
PLAN_BUDGET = 1_500
PLAN_NODES = 400_000
"""The tables a plan's search may look at in all (:func:`_free_rounds`: each candidate
table of each step), whatever the rounds it yields: 24 players at tables of 4 planned
seven rounds ahead took minutes a round without it; with it a plan found is kept, and a
plan not found within it gives way to the round's own search."""
LARGE = 30
"""Above this many players still to seat the search tries only the first few tables
without a repeat at each step, in an order shuffled by the round's number (seeded, so a
round seated again is the same), within :data:`LARGE_BUDGET` nodes: exact up to it, a
good round beyond."""
EXACT = 24
"""Up to this many players a round without a repeat is looked for by an exact search
(:func:`_without_repeat`) before the branch and bound settles for the fewest repeats."""
EXACT_BUDGET = 200_000
"""The exact search's nodes per round before it gives up (the branch and bound then
seats the round)."""


@dataclass(frozen=True)
class Seating:
    """A round's seating: ``tables`` (each a tuple of names in seat order), ``byes``
    (players sitting out) and ``repeats`` (pairs meeting again, each with how many
    times they met before)."""

    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...] = ()
    repeats: tuple[tuple[str, str, int], ...] = field(default=())


def table_sizes(n: int, size: int, fill: Literal["mix", "bye"] = "mix") -> tuple[list[int], int]:
    """The tables' sizes for ``n`` players at the event's ``size`` (3 or 4) and how
    many sit out (see the module).

    Raises:
        ValueError: a size other than 3 or 4, or fewer than 0 players.
    """
    if size not in (3, 4) or n < 0:
        raise ValueError(f"tables of 3 or 4 players, not {size}")
    if fill == "mix":
        other = 7 - size
        for extra in range(n // other + 1):  # fewest tables of the other size
            rest = n - extra * other
            if rest >= 0 and rest % size == 0:
                return [size] * (rest // size) + [other] * extra, 0
    byes = n % size if n >= size else n
    return [size] * (n // size), byes


def meetings(tables: Sequence[Sequence[str]]) -> dict[Pair, int]:
    """How often each pair sat at one table in ``tables``."""
    met: dict[Pair, int] = {}
    for table in tables:
        for a, b in itertools.combinations(table, 2):
            key = frozenset((a, b))
            met[key] = met.get(key, 0) + 1
    return met


def affine_rounds(k: int) -> list[list[tuple[int, ...]]]:
    """The parallel classes of AG(k, 3): ``(3^k − 1) / 2`` rounds of ``3^(k−1)``
    triples of the points ``0 … 3^k − 1`` (a point is its base-3 digits); in all of
    them together each pair of points meets exactly once. A class is a direction ``d``
    (its first nonzero digit 1) and its lines ``{x, x + d, x + 2d}``."""
    n = 3 ** k
    points = [tuple((p // 3 ** i) % 3 for i in range(k)) for p in range(n)]

    def index(v: Sequence[int]) -> int:
        return sum(d * 3 ** i for i, d in enumerate(v))

    rounds = []
    for d in points[1:]:
        if next(x for x in d if x) != 1:
            continue
        seen: set[int] = set()
        triples = []
        for x in points:
            if index(x) in seen:
                continue
            line = tuple(index([(a + t * b) % 3 for a, b in zip(x, d, strict=True)])
                         for t in range(3))
            seen.update(line)
            triples.append(line)
        rounds.append(triples)
    return rounds


KIRKMAN_15: tuple[tuple[tuple[int, int, int], ...], ...] = (
    ((0, 1, 10), (2, 6, 7), (3, 5, 8), (4, 11, 13), (9, 12, 14)),
    ((0, 4, 14), (1, 2, 11), (3, 9, 13), (5, 7, 10), (6, 8, 12)),
    ((0, 5, 13), (1, 6, 9), (2, 3, 14), (4, 10, 12), (7, 8, 11)),
    ((0, 2, 12), (1, 8, 13), (3, 6, 10), (4, 7, 9), (5, 11, 14)),
    ((0, 8, 9), (1, 7, 14), (2, 10, 13), (3, 11, 12), (4, 5, 6)),
    ((0, 3, 7), (1, 5, 12), (2, 4, 8), (6, 13, 14), (9, 10, 11)),
    ((0, 6, 11), (1, 3, 4), (2, 5, 9), (7, 12, 13), (8, 10, 14)),
)
"""A solution of Kirkman's schoolgirl problem (a resolvable triple system on 15: seven
rounds of five tables, each pair meeting once), found by a backtracking search over
whole rounds and checked by the tests."""


def design(n: int) -> list[list[tuple[int, ...]]] | None:
    """The resolvable triple system this module holds for ``n`` players: AG(k, 3) for
    ``n = 3^k`` (k ≥ 1), Kirkman's 15, else a Kirkman triple system of
    :func:`.kirkman.kirkman` (3q and 2q + 1 for a prime q ≡ 1 mod 6, 33, 51, frames,
    products, inflated frames: every n ≡ 3 mod 6 up to 399); ``None`` for any other
    ``n`` (those are seated by the search)."""
    if n == 15:
        return [list(r) for r in KIRKMAN_15]
    if n == 3:
        return [[(0, 1, 2)]]
    k = _power_of_three(n)
    if k is not None:
        return affine_rounds(k)
    built = kirkman(n)
    return [list(r) for r in built] if built is not None else None


def _power_of_three(n: int) -> int | None:
    k = 0
    while n > 1 and n % 3 == 0:
        n //= 3
        k += 1
    return k if n == 1 and k >= 2 else None


def _design_round(players: Sequence[str], round_index: int, met: Mapping[Pair, int]
                  ) -> list[tuple[str, ...]] | None:
    """Round ``round_index`` (0-based) of the resolvable triple system of ``players``
    (:func:`design`), if there is one and it repeats no meeting of ``met``."""
    rounds = design(len(players))
    if rounds is None:
        return None
    if round_index >= len(rounds):
        return None
    tables = [tuple(players[i] for i in t) for t in rounds[round_index]]
    if any(met.get(frozenset(p), 0) for t in tables for p in itertools.combinations(t, 2)):
        return None
    return tables


def _cost(table: Sequence[str], met: Mapping[Pair, int]) -> int:
    return sum(met.get(frozenset(p), 0) for p in itertools.combinations(table, 2))


class _OutOfBudget(Exception):
    pass


def _search(players: Sequence[str], sizes: Sequence[int], met: Mapping[Pair, int],
            budget: int) -> list[tuple[str, ...]]:
    """The round of the fewest repeats found: branch and bound over tables, each made
    of the first player not yet seated (in ``players``' order) and partners after him,
    at a table of each size still to fill (the larger first, a cheaper table before a
    dearer one); stops at a round without a repeat."""
    order = list(players)
    best: list[list[tuple[str, ...]] | int] = [[], 10 ** 9]
    nodes = [0]

    def go(free: list[str], left: tuple[int, ...], cost: int,
           chosen: list[tuple[str, ...]]) -> bool:
        if cost >= best[1]:  # type: ignore[operator]
            return False
        if not left:
            best[0], best[1] = list(chosen), cost
            return cost == 0
        nodes[0] += 1
        if nodes[0] > (budget if len(order) <= LARGE else LARGE_BUDGET) and best[0]:
            return True
        head, rest = free[0], free[1:]
        options = []
        for size in sorted(set(left), reverse=True):  # the head at a table of each size
            fewer = list(left)
            fewer.remove(size)
            for partners in itertools.combinations(rest, size - 1):
                table = (head, *partners)
                c = _cost(table, met)
                options.append((c, table, tuple(fewer)))
                if len(rest) > LARGE and (c == 0 and sum(1 for o in options if not o[0]) >= 8
                                          or len(options) > 2000):
                    break  # a large field: a few tables without repeats are choice enough
        options.sort(key=lambda o: o[0])
        for c, table, fewer_left in options:
            taken = set(table)
            chosen.append(table)
            done = go([p for p in free if p not in taken], fewer_left, cost + c, chosen)
            chosen.pop()
            if done:
                return True
        return False

    go(order, tuple(sorted(sizes, reverse=True)), 0, [])
    return best[0]  # type: ignore[return-value]


def _without_repeat(players: Sequence[str], sizes: Sequence[int], met: Mapping[Pair, int],
                    budget: int = EXACT_BUDGET) -> list[tuple[str, ...]] | None:
    """A round of ``players`` at tables of ``sizes`` (3s and 4s, any mix) in which no
    two players who met (``met``) sit together, or ``None`` when there is none — or
    none found within ``budget`` nodes (:data:`EXACT_BUDGET`).

    Exact: a backtracking over the partitions of the players, each step seating the
    free player with the fewest free partners he has not met (the most constrained)
    at a table of each size still to fill, with every set of such partners; a branch
    ends as soon as a free player has too few of them for the smallest table left, and
    a set of free players found not to seat is not tried again. Players are bits of an
    ``int``; the tables come in ``players``' order (by their first player)."""
    n = len(players)
    unmet = [0] * n  # unmet[i]: the players i has not met, a bit each
    for i, j in itertools.combinations(range(n), 2):
        if not met.get(frozenset((players[i], players[j])), 0):
            unmet[i] |= 1 << j
            unmet[j] |= 1 << i
    failed: set[tuple[int, int]] = set()  # (free players, tables of 4 left)
    nodes = [0]

    def mates(candidates: int, k: int) -> Iterator[int]:
        """Every set of ``k`` of ``candidates`` none of whom met another."""
        if k == 0:
            yield 0
            return
        while candidates.bit_count() >= k:
            low = candidates & -candidates
            candidates ^= low
            for more in mates(candidates & unmet[low.bit_length() - 1], k - 1):
                yield low | more

    def go(free: int, threes: int, fours: int) -> list[int] | None:
        if not free:
            return []
        if (free, fours) in failed:
            return None
        nodes[0] += 1
        if nodes[0] > budget:
            raise _OutOfBudget
        need = 2 if threes else 3  # partners at the smallest table left
        head, fewest, scan = -1, n, free
        while scan:
            low = scan & -scan
            scan ^= low
            i = low.bit_length() - 1
            count = (unmet[i] & free).bit_count()
            if count < need:
                break
            if count < fewest:
                head, fewest = i, count
        else:
            for size, threes_left, fours_left in ((4, threes, fours - 1),
                                                  (3, threes - 1, fours)):
                if min(threes_left, fours_left) < 0:
                    continue
                for table in mates(unmet[head] & free, size - 1):
                    table |= 1 << head
                    got = go(free & ~table, threes_left, fours_left)
                    if got is not None:
                        return [table, *got]
        failed.add((free, fours))
        return None

    try:
        found = go((1 << n) - 1, sizes.count(3), sizes.count(4))
    except _OutOfBudget:
        return None
    if found is None:
        return None
    tables = [tuple(players[i] for i in range(n) if table >> i & 1) for table in found]
    return sorted(tables, key=lambda t: players.index(t[0]))


def _free_rounds(free: list[str], sizes: Sequence[int], met: Mapping[Pair, int],
                 rng: random.Random, nodes: list[int] | None = None
                 ) -> Iterator[list[tuple[str, ...]]]:
    """Every round of ``free`` at tables of ``sizes`` with no repeat of ``met``, the
    first free player at a table of each size left, in an order shuffled by ``rng`` (a
    generator: as many as are asked for). ``nodes``: ``[n]``, the candidate tables it
    may still look at, shared by the whole search.

    Raises:
        _OutOfBudget: ``nodes`` ran out (a plan's search, :data:`PLAN_NODES`).
    """
    if not free:
        yield []
        return
    head, rest = free[0], free[1:]
    choices = []
    for size in sorted(set(sizes), reverse=True):
        if nodes is not None:
            nodes[0] -= math.comb(len(rest), size - 1)
            if nodes[0] < 0:
                raise _OutOfBudget
        left = list(sizes)
        left.remove(size)
        choices += [(c, left) for c in itertools.combinations(rest, size - 1)
                    if _cost((head, *c), met) == 0]
    rng.shuffle(choices)
    for partners, left in choices:
        taken = {head, *partners}
        for more in _free_rounds([p for p in rest if p not in taken], left, met, rng,
                                 nodes):
            yield [(head, *partners), *more]


def _plan(players: Sequence[str], sizes: Sequence[int], met: Mapping[Pair, int],
          ahead: int, budget: int, seed: int) -> list[tuple[str, ...]] | None:
    """The first round of a plan of ``ahead`` rounds none of which repeats a meeting
    (of ``met`` or of the plan's own rounds), found by backtracking over whole rounds
    (at most :data:`PLAN_TRIES` rounds tried at each step, ``budget`` in all); ``None``
    when none was found."""
    order = sorted(sizes, reverse=True)
    rng = random.Random(seed)
    seen = dict(met)
    plan: list[list[tuple[str, ...]]] = []
    tried = [0]
    nodes = [PLAN_NODES]

    def go(r: int) -> bool:
        if r == ahead:
            return True
        for count, tables in enumerate(_free_rounds(list(players), order, seen, rng,
                                                    nodes)):
            tried[0] += 1
            if count >= PLAN_TRIES:
                return False
            if tried[0] > budget:
                raise _OutOfBudget
            pairs = [frozenset(p) for t in tables for p in itertools.combinations(t, 2)]
            for pair in pairs:
                seen[pair] = 1
            plan.append(tables)
            if go(r + 1):
                return True
            plan.pop()
            for pair in pairs:
                del seen[pair]
        return False

    try:
        return plan[0] if go(0) else None
    except _OutOfBudget:
        return None


def _swiss(order: Sequence[str], sizes: Sequence[int], met: Mapping[Pair, int]
           ) -> list[tuple[str, ...]]:
    """Leaders together: each table the highest free player and the next highest who
    met none of the table, the closest ranks otherwise."""
    free = list(order)
    tables = []
    for size in sizes:
        table = [free.pop(0)]
        while len(table) < size:
            pick = next((p for p in free if not any(met.get(frozenset((p, q)), 0)
                                                   for q in table)), free[0])
            free.remove(pick)
            table.append(pick)
        tables.append(tuple(table))
    return tables


def seat(order: Sequence[str], size: int, history: Sequence[Sequence[str]] = (), *,
         method: Method = "meet", round_index: int = 0, byes_had: Sequence[str] = (),
         fill: Literal["mix", "bye"] = "mix", budget: int = NODE_BUDGET,
         ahead: int = 1) -> Seating:
    """Seat the players ``order`` (present this round; the standings in a Swiss round)
    at tables of ``size``; ``history``: every table seated before (the meetings),
    ``round_index`` the round's number from 0, ``byes_had`` who sat out before;
    ``ahead``: how many rounds, this one included, are still to be seated for new
    meetings — the round is then chosen so that they all can be (:func:`_plan`), or as
    many of them as a plan is found for.

    Raises:
        ValueError: a player named twice, or a bad size.
    """
    if len(set(order)) != len(order):
        raise ValueError("a player is named twice in the round")
    sizes, bye_count = table_sizes(len(order), size, fill)
    had = set(byes_had)
    byes: list[str] = []
    for p in reversed(order):
        if len(byes) == bye_count:
            break
        if p not in had:
            byes.append(p)
    for p in reversed(order):
        if len(byes) == bye_count:
            break
        if p not in byes:
            byes.append(p)
    playing = [p for p in order if p not in byes]
    met = meetings(history)
    tables: list[tuple[str, ...]] | None = None
    if method == "swiss":
        tables = _swiss(playing, sizes, met)
        if any(_cost(t, met) for t in tables):
            found = _search(playing, sizes, met, budget // 10)
            if sum(_cost(t, met) for t in found) < sum(_cost(t, met) for t in tables):
                tables = found
    else:
        if set(sizes) == {3}:
            tables = _design_round(playing, round_index, met)
        most = (len(playing) - 1) // (max(sizes) - 1) if sizes else 0
        top = min(ahead, most)
        planned = tables is None and len(playing) <= LARGE  # the design's round stands
        for length in range(top, max(1, top - 3), -1) if planned else ():
            tables = _plan(playing, sizes, met, length, PLAN_BUDGET, round_index)
            if tables is not None:  # the longest plan found: fewer rounds if need be
                break
        if tables is None and len(playing) <= EXACT:
            tables = _without_repeat(playing, sizes, met)
        if tables is None:
            spread = list(playing)
            if len(spread) > LARGE:  # the field's order would leave its tail met already
                random.Random(round_index).shuffle(spread)
            tables = _search(spread, sizes, met, budget)
    repeats = sorted((*sorted(pair), times) for t in tables
                     for pair in map(frozenset, itertools.combinations(t, 2))
                     if (times := met.get(pair, 0)))
    return Seating(tuple(tables), tuple(byes),
                   tuple((a, b, n) for a, b, n in repeats))  # type: ignore[misc]
