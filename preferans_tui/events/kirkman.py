"""Kirkman triple systems (KTS(n)) built directly: ``(n − 1) / 2`` rounds, each a
partition of the players ``0 … n − 1`` into triples, every pair meeting exactly once.
They exist for every ``n ≡ 3 (mod 6)`` (Ray-Chaudhuri & Wilson, 1971); this module
builds them, in pure Python, from the constructions in D. R. Stinson, "A survey of
Kirkman triple systems and related designs", Discrete Math. 92 (1991) 371–393 (the
base blocks of 1.1 and 1.2 as the repository hcji/kirkman-triple-system reads them):

- :func:`kts_3q` — ``n = 3q`` for a prime ``q ≡ 1 (mod 6)`` (the survey's
  Construction 1.2, after Ray-Chaudhuri & Wilson's Theorem 5);
- :func:`kts_2q1` — ``n = 2q + 1`` for a prime ``q ≡ 1 (mod 6)`` (Construction 1.1,
  their Theorem 6);
- :func:`kts_product` — ``n = v·w`` from a KTS(v) and a KTS(w) (the direct product, with
  the resolvable transversal design ``{(x, i), (y, i + s), (z, −2i − s)}`` of odd ``w``);

and, for 33 = 3·11 and 51 = 3·17 (11, 17 ≢ 1 mod 6), :func:`kts_cyclic_3q`:
Construction 1.2's shape with a base round found by a search and held as data
(:data:`SEARCHED`). Where none of these reach, two shapes with a searched base class
held in :mod:`.kirkman_bases`:

- :func:`kts_frame` — ``n = 6u + 3``, ``u`` odd: a Kirkman frame of type 6^u on
  ``Z_3u × {0, 1}`` and three more players (69, 105, 141, 165, 177);
- :func:`kts_rotational` — ``n = 2q + 1``, ``q ≡ 1 (mod 6)`` not a prime: Construction
  1.1's shape (none held yet).

and, with no search, :func:`kts_inflated` — ``n = m·(v − 1) + 1`` or ``m·(v − 1) + 3``
from a KTS(v), a resolvable TD(3, m) (:func:`resolvable_td`) and a KTS(2m + 1) or
KTS(2m + 3): a KTS(v) less a point is a Kirkman frame of type 2^((v − 1)/2), inflated
by ``m`` and filled (213, 249, 267, 273, 321, 339, 345, 393 among them); and
:func:`kts_frame_filled` — ``n = 6mu + w``: a held frame of type 6^u (:func:`frame_6u`,
odd ``u``; :func:`frame_6u_cyclic` on ``Z_6u``, even ``u``) inflated by ``m`` and filled
with ``w`` players, from a KTS(w) × KTS(k) (``6m = w·(k − 1)``) holding a KTS(w) on its
level 0 (231 = 6·7·5 + 21, 285 = 6·5·9 + 15, 357 = 6·7·8 + 21, 375 = 6·5·12 + 15).

The AG(k, 3) systems of ``n = 3^k`` and Kirkman's 15 stay in :mod:`.seating`.
:func:`kirkman` tries these in turn, then products, then inflations, then filled
frames. It covers every ``n ≡ 3 (mod 6)`` up to 399 (the tests verify each pair by
pair), each built, its ingredients too, in under 30 ms; beyond, up to 999, all but 591
and 789 (checked pair by pair once, not by the tests: up to half a second each).
"""

from __future__ import annotations

from functools import cache

from preferans_tui.events.kirkman_bases import (
    CYCLIC_FRAME_BASES,
    FRAME_BASES,
    ROTATIONAL_BASES,
    Holey,
)

Triple = tuple[int, int, int]
Round = tuple[Triple, ...]
Design = tuple[Round, ...]


def _is_prime(q: int) -> bool:
    return q >= 2 and all(q % d for d in range(2, int(q ** 0.5) + 1))


def _primitive_root(q: int) -> int:
    """The least primitive root of the prime ``q``."""
    factors = {d for d in range(2, q) if (q - 1) % d == 0 and _is_prime(d)}
    return next(a for a in range(2, q) if all(pow(a, (q - 1) // f, q) != 1 for f in factors))


def _check_q(q: int) -> int:
    """``t`` of ``q = 6t + 1``.

    Raises:
        ValueError: ``q`` is not a prime ≡ 1 (mod 6).
    """
    if not (_is_prime(q) and q % 6 == 1):
        raise ValueError(f"{q} is not a prime ≡ 1 (mod 6)")
    return (q - 1) // 6


def kts_3q(q: int) -> Design:
    """KTS(3q) for a prime ``q = 6t + 1`` (Stinson 1991, Construction 1.2).

    The players are ``Z_q × {0, 1, 2}``, ``x_j`` numbered ``j·q + x``; ``α`` a primitive
    root. Base blocks: ``{0_0, 0_1, 0_2}``; ``B_ij = {α^i, α^(i+2t), α^(i+4t)}_j``
    (``0 ≤ i < t``, each level ``j``); ``A_i = {α^i_0, α^(i+2t)_1, α^(i+4t)_2}``
    (``0 ≤ i < 6t``). Rounds ``c ∈ Z_q``: the base blocks ``{0_0, 0_1, 0_2}``, the
    ``B_ij`` and the ``A_i`` with ``i ∈ [t, 2t) ∪ [3t, 4t) ∪ [5t, 6t)``, each plus ``c``;
    then one round per other ``A_i``: its ``q`` translates. ``q + 3t = (3q − 1) / 2``
    rounds.

    Raises:
        ValueError: ``q`` is not a prime ≡ 1 (mod 6).
    """
    t = _check_q(q)
    a = _primitive_root(q)
    power = [pow(a, e % (q - 1), q) for e in range(6 * t)]

    def developed(block: list[tuple[int, int]]) -> list[Triple]:
        """``block + c`` for ``c ∈ Z_q``, as player numbers."""
        (x, i), (y, j), (z, k) = block
        return [(i * q + (x + c) % q, j * q + (y + c) % q, k * q + (z + c) % q)
                for c in range(q)]

    pure = [[(power[i], j), (power[(i + 2 * t) % (q - 1)], j), (power[(i + 4 * t) % (q - 1)], j)]
            for i in range(t) for j in range(3)]
    mixed = {i: [(power[i], 0), (power[(i + 2 * t) % (q - 1)], 1),
                 (power[(i + 4 * t) % (q - 1)], 2)] for i in range(6 * t)}
    kept = [i for i in range(6 * t) if (i // t) % 2 == 1]
    spare = [i for i in range(6 * t) if (i // t) % 2 == 0]
    base = [[(0, 0), (0, 1), (0, 2)], *pure, *(mixed[i] for i in kept)]
    columns = [developed(b) for b in base]
    rounds = [tuple(column[c] for column in columns) for c in range(q)]
    rounds += [tuple(developed(mixed[i])) for i in spare]
    return tuple(rounds)


def kts_2q1(q: int) -> Design:
    """KTS(2q + 1) for a prime ``q = 6t + 1`` (Stinson 1991, Construction 1.1).

    The players are ``Z_q × {0, 1}`` (``x_j`` numbered ``j·q + x``) and ``∞`` (``2q``);
    ``α`` a primitive root and ``m`` with ``2α^m = α^t + 1``. Base round:
    ``{0_0, 0_1, ∞}``; ``{α^(i+m+t), α^(i+m+3t), α^(i+m+5t)}_1`` (``0 ≤ i < t``);
    ``{α^i_0, α^(i+t)_0, α^(i+m)_1}`` (``i ∈ [0, t) ∪ [2t, 3t) ∪ [4t, 5t)``). The ``q``
    rounds are its translates by ``c ∈ Z_q`` (``∞`` fixed).

    Raises:
        ValueError: ``q`` is not a prime ≡ 1 (mod 6).
    """
    t = _check_q(q)
    a = _primitive_root(q)

    def power(e: int) -> int:
        return pow(a, e % (q - 1), q)

    target = (power(t) + 1) % q
    m = next(e for e in range(q - 1) if 2 * power(e) % q == target)
    infinity = 2 * q
    pure = [[(power(i + m + t), 1), (power(i + m + 3 * t), 1), (power(i + m + 5 * t), 1)]
            for i in range(t)]
    mixed = [[(power(i), 0), (power(i + t), 0), (power(i + m), 1)]
             for i in (*range(t), *range(2 * t, 3 * t), *range(4 * t, 5 * t))]
    columns = [[(i * q + (x + c) % q, j * q + (y + c) % q, k * q + (z + c) % q)
                for c in range(q)] for (x, i), (y, j), (z, k) in (*pure, *mixed)]
    return tuple(((c, q + c, infinity), *(column[c] for column in columns))
                 for c in range(q))


Base = tuple[tuple[tuple[int, int], ...], ...]
Steps = tuple[tuple[int, int], ...]

BASE_33: Base = (
    ((0, 0), (1, 1), (2, 2)), ((0, 1), (5, 1), (2, 1)), ((0, 2), (10, 2), (1, 0)),
    ((1, 2), (3, 2), (7, 2)), ((2, 0), (10, 1), (10, 0)), ((3, 0), (5, 0), (9, 1)),
    ((3, 1), (7, 0), (8, 2)), ((4, 0), (8, 0), (9, 0)), ((4, 1), (4, 2), (8, 1)),
    ((5, 2), (6, 1), (7, 1)), ((6, 0), (6, 2), (9, 2)),
)
"""A base round of KTS(33) on ``Z_11 × {0, 1, 2}`` (each point ``(x, level)``): its
pure differences are each ``±d`` of each level once, its differences between two levels
each at most once (six of the eleven). Found by a backtracking search over base rounds
(seeded, well under a second) and checked by the tests; see :func:`kts_cyclic_3q`."""
STEPS_33: Steps = ((2, 2), (3, 4), (5, 3), (9, 8), (10, 6))
"""The other five rounds of KTS(33): ``(a, b)`` is the block ``{0_0, a_1, (a + b)_2}``
and its translates; ``a``, ``b``, ``a + b`` are the level differences the base round
leaves out, each once."""
BASE_51: Base = (
    ((0, 0), (0, 2), (9, 2)), ((13, 2), (7, 1), (16, 0)), ((12, 2), (5, 1), (10, 0)),
    ((6, 2), (4, 2), (6, 1)), ((16, 2), (2, 2), (11, 1)), ((3, 2), (4, 0), (9, 1)),
    ((8, 2), (1, 2), (4, 1)), ((5, 2), (11, 2), (15, 0)), ((10, 2), (14, 2), (15, 2)),
    ((7, 2), (9, 0), (14, 0)), ((7, 0), (1, 0), (5, 0)), ((8, 0), (1, 1), (2, 1)),
    ((2, 0), (11, 0), (12, 0)), ((3, 0), (6, 0), (12, 1)), ((14, 1), (3, 1), (10, 1)),
    ((0, 1), (13, 0), (15, 1)), ((8, 1), (13, 1), (16, 1)),
)
"""A base round of KTS(51) on ``Z_17 × {0, 1, 2}``, as :data:`BASE_33` (the same
search, with the most constrained point first: half a minute)."""
STEPS_51: Steps = ((0, 1), (1, 3), (3, 2), (7, 13), (13, 16), (14, 9), (15, 10), (16, 12))
"""The other eight rounds of KTS(51), as :data:`STEPS_33`."""
SEARCHED: dict[int, tuple[Base, Steps]] = {11: (BASE_33, STEPS_33), 17: (BASE_51, STEPS_51)}
"""The ``q`` (≢ 1 mod 6) whose KTS(3q) is held as a searched base round and steps."""


def kts_cyclic_3q(q: int, base: Base, steps: Steps) -> Design:
    """KTS(3q) on ``Z_q × {0, 1, 2}`` (``x_j`` numbered ``j·q + x``) from a base round
    ``base`` (``q`` triples of points ``(x, j)``) developed by ``Z_q`` — ``q`` rounds —
    and ``(q − 1) / 2`` transversal blocks ``{0_0, a_1, (a + b)_2}`` of ``steps``, each
    developed into one round: ``(3q − 1) / 2`` rounds. The 3q construction of
    Ray-Chaudhuri & Wilson (Stinson 1991, Construction 1.2) has this shape; here the base
    round is searched for, so that ``q`` need not be ≡ 1 (mod 6): :data:`BASE_33`.

    Raises:
        ValueError: ``base`` is not ``q`` triples or ``steps`` not ``(q − 1) / 2``.
    """
    if len(base) != q or len(steps) != (q - 1) // 2:
        raise ValueError(f"{len(base)} base triples and {len(steps)} steps for q = {q}")

    def pt(x: int, level: int) -> int:
        return level * q + x % q

    rounds: list[Round] = []
    for c in range(q):
        rounds.append(tuple((pt(a + c, i), pt(b + c, j), pt(d + c, k))
                            for (a, i), (b, j), (d, k) in base))
    for a, b in steps:
        rounds.append(tuple((pt(c, 0), pt(a + c, 1), pt(a + b + c, 2)) for c in range(q)))
    return tuple(rounds)



def kts_frame(u: int, base: Holey) -> Design:
    """KTS(6u + 3) for an odd ``u`` from a Kirkman frame of type 6^u and three more
    players (the survey's frame construction: each group and the three filled with a
    KTS(9) in which the three are a block). Why ``Z_3u × {0, 1}`` and not the cyclic
    ``Z_6u``: a cyclic frame's difference triples each sum to an even number of odd
    classes, which fails for ``u ≡ 2, 3 (mod 4)`` (11, the first ``u`` wanted, is one).

    The frame's players are ``Z_3u × {0, 1}`` (``x_j`` numbered ``j·3u + x``), its
    groups ``G_g = {g, g + u, g + 2u} × {0, 1}`` (``g ∈ Z_u``); ``base`` is a holey
    class missing ``G_0``: ``2u − 2`` triples partitioning the other ``6u − 6``
    players, whose differences (pure ones per level as ``±d``, mixed ones
    ``y_1 − x_0``) are each ``d ∉ {0, u, 2u}`` once, so that its ``3u`` translates
    ``base + c`` (missing ``G_(c mod u)``) hold every pair from two groups once
    (:data:`.kirkman_bases.FRAME_BASES`). The extra players ``∞_0, ∞_1, ∞_2``
    (``6u``, ``6u + 1``, ``6u + 2``) and each ``G_g`` make an AG(2, 3) — ``(g + ku)_j``
    the point ``(k, j)``, ``∞_k`` the point ``(k, 2)`` — in which the ∞ are a line.
    Round ``c = g + ku``: ``base + c`` and AG's lines ``{(a, 0), (a + k, 1),
    (a + 2k, 2)}`` (``a ∈ Z_3``) of ``G_g``; the last round: the ∞ and each group's
    two other lines of their direction. ``3u + 1 = (n − 1) / 2`` rounds.

    Raises:
        ValueError: ``u`` is even or ``base`` is not ``2u − 2`` triples.
    """
    if u % 2 == 0 or len(base) != 2 * u - 2:
        raise ValueError(f"{len(base)} base triples for u = {u}")
    m = 3 * u
    rounds: list[Round] = []
    columns = [[(i * m + (x + c) % m, j * m + (y + c) % m, k * m + (z + c) % m)
                for c in range(m)] for (x, i), (y, j), (z, k) in base]
    for c in range(m):
        g, k = c % u, c // u
        rounds.append((*(column[c] for column in columns),
                       *(((g + a * u) % m, m + (g + (a + k) * u) % m, 2 * m + (a + 2 * k) % 3)
                         for a in range(3))))
    last: list[Triple] = [(2 * m, 2 * m + 1, 2 * m + 2)]
    for g in range(u):
        last += [(g, g + u, g + 2 * u), (m + g, m + g + u, m + g + 2 * u)]
    rounds.append(tuple(last))
    return tuple(rounds)


def kts_rotational(q: int, base: Holey) -> Design:
    """KTS(2q + 1) for ``q ≡ 1 (mod 6)``, prime or not: the shape of Construction 1.1
    (Stinson 1991) with a searched base round. The players are ``Z_q × {0, 1}``
    (``x_j`` numbered ``j·q + x``) and ``∞`` (``2q``); ``base`` holds ``(2q − 2) / 3``
    triples partitioning the players ``x_j``, ``x ≠ 0``, whose differences (pure ones
    per level as ``±d``, mixed ones ``y_1 − x_0``) are each ``d ≠ 0`` once
    (:data:`.kirkman_bases.ROTATIONAL_BASES`). Round ``c ∈ Z_q``: ``{c_0, c_1, ∞}``
    and ``base + c``. ``q`` rounds.

    Raises:
        ValueError: ``base`` is not ``(2q − 2) / 3`` triples.
    """
    if 3 * len(base) != 2 * q - 2:
        raise ValueError(f"{len(base)} base triples for q = {q}")
    columns = [[(i * q + (x + c) % q, j * q + (y + c) % q, k * q + (z + c) % q)
                for c in range(q)] for (x, i), (y, j), (z, k) in base]
    return tuple(((c, q + c, 2 * q), *(column[c] for column in columns)) for c in range(q))


def kts_product(outer: Design, inner: Design) -> Design:
    """KTS(v·w) from a KTS(v) ``outer`` and a KTS(w) ``inner`` (``w`` odd); the player
    ``(x, a)`` is numbered ``x·w + a``. Rounds: for each round of ``outer`` and each
    ``s ∈ Z_w``, every triple ``{x, y, z}`` of it gives ``{(x, i), (y, i + s),
    (z, −2i − s)}`` for ``i ∈ Z_w`` (a resolvable transversal design: each pair of two
    of ``x, y, z``'s copies once over the ``s``); for each round of ``inner``, each
    ``x`` gives its triples on ``{x} × Z_w``. ``w·(v − 1)/2 + (w − 1)/2 = (vw − 1)/2``
    rounds."""
    w = 2 * len(inner) + 1
    v = 2 * len(outer) + 1
    rounds: list[Round] = []
    for r in outer:
        for s in range(w):
            rounds.append(tuple((x * w + i, y * w + (i + s) % w, z * w + (-2 * i - s) % w)
                                for x, y, z in r for i in range(w)))
    for r in inner:
        rounds.append(tuple((x * w + a, x * w + b, x * w + c)
                            for x in range(v) for a, b, c in r))
    return tuple(rounds)


_FIELD_POLYNOMIALS = {4: 0b111, 8: 0b1011, 16: 0b10011, 32: 0b100101, 64: 0b1000011}
"""``2^k`` → an irreducible polynomial of degree ``k`` over GF(2) (bit ``i`` the
coefficient of ``x^i``): x² + x + 1, x³ + x + 1, x⁴ + x + 1, x⁵ + x² + 1, x⁶ + x + 1."""


def _two_part(m: int) -> int:
    """The largest power of two dividing ``m``."""
    return m & -m


def has_resolvable_td(m: int) -> bool:
    """Whether :func:`resolvable_td` builds a resolvable TD(3, m): ``m`` odd, or ``m``'s
    power of two one of 4 … 64 (one exists for every ``m ≠ 2, 6``; these are the ones
    built here)."""
    return m >= 1 and (m % 2 == 1 or _two_part(m) in _FIELD_POLYNOMIALS)


def resolvable_td(m: int) -> tuple[tuple[Triple, ...], ...]:
    """A resolvable transversal design TD(3, m): ``m`` parallel classes, each ``m``
    triples ``(i, j, k)`` of ``Z_m``-labels (``i`` of the first copy of ``0 … m − 1``,
    ``j`` the second, ``k`` the third) partitioning each copy, every pair of labels of
    two copies in one triple of one class. For odd ``m``: class ``s`` holds
    ``(i, i + s, −2i − s)`` (as in :func:`kts_product`); for ``m = 2^k``: over GF(2^k),
    class ``b`` holds ``(a, a + b, a + x·b)`` (``x`` the field's generator, ``≠ 0, 1``, so
    that ``b``, ``x·b`` and ``(x + 1)·b`` each determine ``b``); else the direct product
    of the two (``(i₁, i₂)`` labelled ``i₁·m₂ + i₂``).

    Raises:
        ValueError: not :func:`has_resolvable_td` (``m ≡ 2 mod 4``: none exists for 2 or 6).
    """
    if not has_resolvable_td(m):
        raise ValueError(f"no resolvable TD(3, {m}) is built here")
    two = _two_part(m)
    if two == 1:
        return tuple(tuple((i, (i + s) % m, (-2 * i - s) % m) for i in range(m))
                     for s in range(m))
    if two == m:
        poly = _FIELD_POLYNOMIALS[m]
        return tuple(tuple((a, a ^ b, a ^ (b << 1 ^ (poly if b << 1 & m else 0)))
                           for a in range(m)) for b in range(m))
    odd = m // two
    return tuple(tuple((i * odd + i2, j * odd + j2, k * odd + k2)
                       for i, j, k in first for i2, j2, k2 in second)
                 for first in resolvable_td(two) for second in resolvable_td(odd))


def kts_inflated(outer: Design, m: int, inner: Design) -> Design:
    """KTS(m·(v − 1) + w) from a KTS(v) ``outer``, a resolvable TD(3, m) and a KTS(2m + w)
    ``inner``, ``w`` 1 or 3 (Stinson 1991's frame constructions: a frame inflated, then
    filled). The players: ``(x, i)`` for ``x < v − 1``, ``i ∈ Z_m`` (numbered
    ``x·m + i``), and ``w`` more, ``W`` (``m·(v − 1) …``).

    1. ``outer`` less its point ``∞ = v − 1`` is a Kirkman frame of type 2^((v − 1)/2):
       round ``r``'s block ``{∞, a, b}`` gives the group ``{a, b}``, the rest of the
       round its holey class (every other pair of players in one block of one of them).
    2. Inflated by ``m`` it is a frame of type (2m)^((v − 1)/2): the group
       ``{a, b} × Z_m``, its ``m`` holey classes ``s``: each block ``{x, y, z}`` of round
       ``r`` (in its order) gives ``{(x, i), (y, j), (z, k)}`` for ``(i, j, k)`` in class
       ``s`` of :func:`resolvable_td`.
    3. Filled: each group and ``W`` carry ``inner`` (its points ``0 … m − 1`` the
       group's ``(a, i)``, ``m … 2m − 1`` the ``(b, i)``, the last ``w`` the ``W``: it is
       relabelled so that, for ``w = 3``, its first round's first block is ``W``). Round
       ``(r, s)``: holey class ``s`` of group ``r`` and ``inner``'s ``s``-th round (``W``'s
       round left out) on it; for ``w = 3`` the last round: ``W`` and every group's
       other blocks of ``W``'s round. ``m·(v − 1)/2 + (w − 1)/2 = (n − 1)/2`` rounds.

    Raises:
        ValueError: ``inner`` is not a KTS(2m + 1) or KTS(2m + 3), or no resolvable
            TD(3, m) (:func:`has_resolvable_td`).
    """
    v, size = 2 * len(outer) + 1, 2 * len(inner) + 1
    w = size - 2 * m
    if w not in (1, 3):
        raise ValueError(f"a KTS({size}) is no filling for m = {m}")
    classes = resolvable_td(m)
    first = inner[0][0][:w]
    local = {p: j for j, p in enumerate([*(p for p in range(size) if p not in first), *first])}
    spare = [tuple(local[p] for p in t) for t in inner[0] if local[t[0]] < 2 * m]
    fills = [[tuple(local[p] for p in t) for t in r] for r in (inner[1:] if w == 3 else inner)]
    extra = m * (v - 1)
    rounds: list[Round] = []
    last: list[Triple] = [(extra, extra + 1, extra + 2)] if w == 3 else []
    for r in outer:
        a, b = next([p for p in t if p != v - 1] for t in r if v - 1 in t)
        player = [*(a * m + i for i in range(m)), *(b * m + i for i in range(m)),
                  *range(extra, extra + w)]
        blocks = [t for t in r if v - 1 not in t]
        for s in range(m):
            rounds.append((*((x * m + i, y * m + j, z * m + k)
                             for x, y, z in blocks for i, j, k in classes[s]),
                           *((player[p], player[q], player[t]) for p, q, t in fills[s])))
        last += [(player[p], player[q], player[t]) for p, q, t in spare]
    if w == 3:
        rounds.append(tuple(last))
    return tuple(rounds)


Frame = tuple[tuple[tuple[int, ...], tuple[Round, ...]], ...]
"""A Kirkman frame of type 6^u on the players ``0 … 6u − 1``: per group, its six
players and its three holey classes (each a partition of the players of the others)."""


def frame_6u(u: int, base: Holey) -> Frame:
    """:func:`kts_frame`'s frame of type 6^u (``u`` odd) on ``Z_3u × {0, 1}``, ``x_j``
    numbered ``j·3u + x``: group ``g``'s players ``(g + ku)_j`` (``j`` then ``k``), its
    holey classes ``base + g + ku`` (``k`` = 0, 1, 2).

    Raises:
        ValueError: ``u`` even or ``base`` not ``2u − 2`` triples.
    """
    if u % 2 == 0 or len(base) != 2 * u - 2:
        raise ValueError(f"{len(base)} base triples for u = {u}")
    width = 3 * u
    return tuple((tuple(j * width + g + k * u for j in (0, 1) for k in range(3)),
                  tuple(tuple((i * width + (x + c) % width, j * width + (y + c) % width,
                               h * width + (z + c) % width)
                              for (x, i), (y, j), (z, h) in base)
                        for c in (g, g + u, g + 2 * u)))
                 for g in range(u))


def frame_6u_cyclic(u: int, half: tuple[Triple, ...]) -> Frame:
    """A cyclic Kirkman frame of type 6^u on ``Z_6u`` (``u ≡ 0, 1 mod 4``; held for even
    ``u``, which :func:`frame_6u` cannot reach): groups the cosets ``g + ⟨u⟩`` (their six
    players ``g + ku``), ``half`` ``u − 1`` triples whose differences are each
    ``d ∉ ⟨u⟩`` once and whose residues mod ``3u`` partition ``Z_3u \\ {0, u, 2u}``, so
    that ``B = half ∪ (half + 3u)`` is a holey class missing ``⟨u⟩``; group ``g``'s
    holey classes ``B + g + ku`` (``k`` = 0, 1, 2;
    :data:`.kirkman_bases.CYCLIC_FRAME_BASES`).

    Raises:
        ValueError: ``half`` is not ``u − 1`` triples.
    """
    if len(half) != u - 1:
        raise ValueError(f"{len(half)} base triples for u = {u}")
    size = 6 * u
    base = [*half, *(((x + 3 * u) % size, (y + 3 * u) % size, (z + 3 * u) % size)
                     for x, y, z in half)]
    return tuple((tuple((g + k * u) for k in range(6)),
                  tuple(tuple(((x + c) % size, (y + c) % size, (z + c) % size)
                              for x, y, z in base)
                        for c in (g, g + u, g + 2 * u)))
                 for g in range(u))


def kts_frame_filled(frame: Frame, m: int, inner: Design, sub: tuple[int, ...]) -> Design:
    """KTS(6mu + w) from a Kirkman ``frame`` of type 6^u (:func:`frame_6u`,
    :func:`frame_6u_cyclic`) inflated by ``m`` (a frame of type (6m)^u, as in
    :func:`kts_inflated`) and a KTS(6m + w) ``inner`` whose ``w`` players ``sub`` carry a
    resolvable sub-system: ``(w − 1) / 2`` of its rounds split into triples inside
    ``sub`` and triples outside it (Stinson 1991's frame construction, the filling with
    ``w`` more players).

    The players: the frame's ``p`` times ``Z_m`` (``p·m + i``), and ``W`` (``6um …``).
    Each group ``G × Z_m`` (its players in order, each with ``i`` = 0 … m − 1) and ``W``
    carry ``inner`` (its points not in ``sub``, in order, the group's; ``sub``'s, in its
    order, ``W``'s). Round ``(G, k, s)``: ``G``'s ``k``-th holey class inflated by class
    ``s`` of :func:`resolvable_td` and ``inner``'s ``(k·m + s)``-th round not of the
    sub-system, on ``G``; then for each round of the sub-system: its triples inside ``W``
    and every group's others. ``3um + (w − 1)/2 = (n − 1)/2`` rounds. With
    ``inner = kts_product(KTS(w), KTS(k))`` and ``sub`` its level 0 (``x·k``) the
    sub-system is the outer ``KTS(w)``.

    Raises:
        ValueError: ``inner`` not a KTS(6m + len(sub)), or ``sub`` without
            ``(w − 1) / 2`` rounds of its own.
    """
    w, size, u = len(sub), 2 * len(inner) + 1, len(frame)
    if size != 6 * m + w:
        raise ValueError(f"a KTS({size}) for m = {m} and {w} more players")
    where = set(sub)
    inside = [r for r in inner if all(set(t) <= where or not set(t) & where for t in r)]
    outside = [r for r in inner if r not in inside]
    if len(inside) != (w - 1) // 2:
        raise ValueError(f"{sub} carries no resolvable sub-system of the KTS({size})")
    local = {p: j for j, p in enumerate([*(p for p in range(size) if p not in where), *sub])}
    classes = resolvable_td(m)
    extra = 6 * u * m
    wings: list[list[Triple]] = [
        [(extra + local[a] - 6 * m, extra + local[b] - 6 * m, extra + local[c] - 6 * m)
         for a, b, c in r if {a, b, c} <= where] for r in inside]
    rounds: list[Round] = []
    for six, holey in frame:
        player = [*(p * m + i for p in six for i in range(m)), *range(extra, extra + w)]
        fills = [[(player[local[a]], player[local[b]], player[local[c]]) for a, b, c in r]
                 for r in outside]
        for k, blocks in enumerate(holey):
            for s in range(m):
                rounds.append((*((a * m + i, b * m + j, d * m + h) for a, b, d in blocks
                                 for i, j, h in classes[s]), *fills[k * m + s]))
        for wing, r in zip(wings, inside, strict=True):
            wing += [(player[local[a]], player[local[b]], player[local[c]])
                     for a, b, c in r if not {a, b, c} <= where]
    rounds += [tuple(wing) for wing in wings]
    return tuple(rounds)


@cache
def kirkman(n: int) -> Design | None:
    """A KTS(n) from the module's constructions (3q, then 2q + 1, the searched 3q, a
    held frame or rotational base, then a product of two smaller ones, then an
    inflation ``n = m·(v − 1) + w`` of smaller ones, the least ``m`` with ``w = 1``
    first, then a held frame inflated and filled, ``n = 6mu + w``; built once per
    ``n``); ``None`` when none applies (see the module for which ``n``)."""
    if n % 6 != 3:
        return None
    if n == 3:
        return (((0, 1, 2),),)
    if _is_prime(n // 3) and (n // 3) % 6 == 1:
        return kts_3q(n // 3)
    if _is_prime((n - 1) // 2) and ((n - 1) // 2) % 6 == 1:
        return kts_2q1((n - 1) // 2)
    if n // 3 in SEARCHED:
        return kts_cyclic_3q(n // 3, *SEARCHED[n // 3])
    if (n - 3) // 6 in FRAME_BASES:
        return kts_frame((n - 3) // 6, FRAME_BASES[(n - 3) // 6])
    if (n - 1) // 2 in ROTATIONAL_BASES:
        return kts_rotational((n - 1) // 2, ROTATIONAL_BASES[(n - 1) // 2])
    for v in range(3, n // 3 + 1, 2):
        if n % v == 0:
            outer, inner = kirkman(v), kirkman(n // v)
            if outer is not None and inner is not None:
                return kts_product(outer, inner)
    for w in (1, 3):
        for m in range(3, (n - w) // 8 + 1):  # v ≥ 9: v = 3 would be n itself
            v = (n - w) // m + 1
            if (n - w) % m or v % 6 != 3 or (2 * m + w) % 6 != 3 or not has_resolvable_td(m):
                continue
            outer, inner = kirkman(v), kirkman(2 * m + w)
            if outer is not None and inner is not None:
                return kts_inflated(outer, m, inner)
    frames = [*((u, False) for u in FRAME_BASES), *((u, True) for u in CYCLIC_FRAME_BASES)]
    for u, cyclic in frames:  # n = 6mu + w, KTS(w) × KTS(k) filling, 6m = w(k − 1)
        for m in range(1, (n - 3) // (6 * u) + 1):
            w = n - 6 * m * u
            if w % 6 != 3 or 6 * m % w or (6 * m // w + 1) % 6 != 3 or not has_resolvable_td(m):
                continue
            k = 6 * m // w + 1
            small, other = kirkman(w), kirkman(k)
            if small is not None and other is not None:
                frame = (frame_6u_cyclic(u, CYCLIC_FRAME_BASES[u]) if cyclic
                         else frame_6u(u, FRAME_BASES[u]))
                return kts_frame_filled(frame, m, kts_product(small, other),
                                        tuple(x * k for x in range(w)))
    return None
