"""The inflated and filled Kirkman triple systems of :mod:`preferans_tui.events.kirkman`
(:func:`kts_inflated`, :func:`kts_frame_filled` and their resolvable transversal designs),
checked pair by pair."""

from __future__ import annotations

import time

import pytest

from preferans_tui.events.kirkman import (
    frame_6u,
    frame_6u_cyclic,
    has_resolvable_td,
    kirkman,
    kts_2q1,
    kts_frame_filled,
    kts_inflated,
    kts_product,
    resolvable_td,
)
from preferans_tui.events.kirkman_bases import CYCLIC_FRAME_BASES, FRAME_BASES
from preferans_tui.events.seating import meetings

KTS_9 = (((0, 1, 2), (3, 4, 5), (6, 7, 8)), ((0, 3, 6), (1, 4, 7), (2, 5, 8)),
         ((0, 4, 8), (1, 5, 6), (2, 3, 7)), ((0, 5, 7), (1, 3, 8), (2, 4, 6)))
"""AG(2, 3) by hand: rows, columns and the two diagonal directions of the 3 × 3 grid."""


def _every_pair_once(n: int, rounds: tuple[tuple[tuple[int, int, int], ...], ...]) -> None:
    assert len(rounds) == (n - 1) // 2
    for r in rounds:
        assert sorted(p for t in r for p in t) == list(range(n))
    met = meetings([t for r in rounds for t in r])
    assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}


@pytest.mark.parametrize("m", [3, 4, 5, 7, 8, 12, 16, 20, 28, 32, 64])
def test_resolvable_td_classes_partition_each_copy_and_cover_each_pair_once(m: int) -> None:
    classes = resolvable_td(m)
    assert len(classes) == m
    for c in classes:
        for copy in range(3):
            assert sorted(t[copy] for t in c) == list(range(m))
    pairs = [(x, y, t[x], t[y]) for c in classes for t in c for x, y in ((0, 1), (0, 2), (1, 2))]
    assert len(set(pairs)) == len(pairs) == 3 * m * m


def test_resolvable_td_of_four_over_gf4() -> None:
    # GF(4) = {0, 1, x, x + 1} as 0, 1, 2, 3; x·1 = 2, x·2 = x² = x + 1 = 3, x·3 = 1
    classes = resolvable_td(4)
    assert classes[1] == ((0, 1, 2), (1, 0, 3), (2, 3, 0), (3, 2, 1))  # (a, a + 1, a + x)
    assert classes[2] == ((0, 2, 3), (1, 3, 2), (2, 0, 1), (3, 1, 0))  # (a, a + x, a + x + 1)
    assert resolvable_td(3)[1] == ((0, 1, 2), (1, 2, 0), (2, 0, 1))  # (i, i + 1, −2i − 1)


def test_no_resolvable_td_of_two_or_six() -> None:
    assert [m for m in range(1, 25) if not has_resolvable_td(m)] == [2, 6, 10, 14, 18, 22]
    with pytest.raises(ValueError):
        resolvable_td(6)  # Euler's 36 officers: no TD(4, 6), so no resolvable TD(3, 6)


def test_inflated_small_systems() -> None:
    _every_pair_once(33, kts_inflated(KTS_9, 4, KTS_9))  # 4 · (9 − 1) + 1
    _every_pair_once(27, kts_inflated(KTS_9, 3, KTS_9))  # 3 · (9 − 1) + 3
    _every_pair_once(45, kts_inflated(kts_2q1(7), 3, KTS_9))  # 3 · 14 + 3
    _every_pair_once(57, kts_inflated(KTS_9, 7, kts_2q1(7)))  # 7 · 8 + 1
    built = kts_inflated(KTS_9, 3, KTS_9)
    assert built[-1][0] == (24, 25, 26)  # the last round: the three extra players together
    assert [len(r) for r in built] == [9] * 13  # 4 outer rounds · 3 classes + 1
    with pytest.raises(ValueError):
        kts_inflated(KTS_9, 5, KTS_9)  # KTS(9) fills no group of 10


@pytest.mark.parametrize(("n", "m", "v", "w"), [
    (213, 15, 15, 3), (249, 31, 9, 1), (267, 7, 39, 1), (273, 4, 69, 1),
    (321, 4, 81, 1), (339, 13, 27, 1), (345, 43, 9, 1), (393, 7, 57, 1),
])
def test_the_gaps_closed_by_inflation(n: int, m: int, v: int, w: int) -> None:
    assert n == m * (v - 1) + w
    outer, inner = kirkman(v), kirkman(2 * m + w)
    assert outer is not None and inner is not None
    _every_pair_once(n, kts_inflated(outer, m, inner))


def test_every_design_up_to_399_builds_fast() -> None:
    slowest = 0.0
    for n in range(3, 400, 6):
        kirkman.cache_clear()
        start = time.perf_counter()
        kirkman(n)
        slowest = max(slowest, time.perf_counter() - start)
    kirkman.cache_clear()
    assert slowest < 0.5  # ~40 ms each on an idle machine; slack for a loaded one


KTS_3 = (((0, 1, 2),),)


def test_frame_filled_small_systems() -> None:
    # m = 1, w = 3: the frame of type 6^5 filled with a KTS(9) = KTS(3) × KTS(3): 33
    _every_pair_once(33, kts_frame_filled(frame_6u(5, FRAME_BASES[5]), 1, kts_product(KTS_3, KTS_3),
                                          (0, 3, 6)))
    # m = 3, w = 9: type 18^5 filled with KTS(27) = KTS(9) × KTS(3), its level 0 the 9
    inner = kts_product(KTS_9, KTS_3)
    built = kts_frame_filled(frame_6u(5, FRAME_BASES[5]), 3, inner, tuple(3 * x for x in range(9)))
    _every_pair_once(6 * 3 * 5 + 9, built)  # 99
    assert [len(r) for r in built] == [33] * 49  # 5 groups · 3 · 3 holey classes + 4
    assert built[-4][:3] == ((90, 91, 92), (93, 94, 95), (96, 97, 98))  # KTS(9)'s rows on W
    # 0 and 1 (copies 0, 1 of KTS(9)'s 0) meet with 2, not among these nine: not closed,
    # so no four rounds can split them into triples (12 triples would hold all 36 pairs)
    with pytest.raises(ValueError):
        kts_frame_filled(frame_6u(5, FRAME_BASES[5]), 3, inner, (1, *(3 * x for x in range(8))))
    with pytest.raises(ValueError):
        kts_frame_filled(frame_6u(5, FRAME_BASES[5]), 2, inner, tuple(3 * x for x in range(9)))


@pytest.mark.parametrize(("n", "u", "m", "w"), [
    (231, 5, 7, 21), (285, 9, 5, 15), (357, 8, 7, 21), (375, 12, 5, 15),
])
def test_the_gaps_closed_by_a_filled_frame(n: int, u: int, m: int, w: int) -> None:
    k = 6 * m // w + 1  # KTS(6m + w) = KTS(w) × KTS(k): 63 = 21 · 3, 45 = 15 · 3
    assert n == 6 * m * u + w and k == 3
    small, other = kirkman(w), kirkman(k)
    assert small is not None and other is not None
    frame = frame_6u(u, FRAME_BASES[u]) if u % 2 else frame_6u_cyclic(u, CYCLIC_FRAME_BASES[u])
    built = kts_frame_filled(frame, m, kts_product(small, other), tuple(k * x for x in range(w)))
    _every_pair_once(n, built)
    assert built == kirkman(n)


def test_cyclic_frames_filled_with_three() -> None:
    assert sorted(CYCLIC_FRAME_BASES) == [8, 12]
    for u, half in CYCLIC_FRAME_BASES.items():  # 51 = 6 · 8 + 3, 75 = 6 · 12 + 3
        frame = frame_6u_cyclic(u, half)
        assert frame[1][0] == tuple(1 + k * u for k in range(6))  # the coset 1 + ⟨u⟩
        _every_pair_once(6 * u + 3, kts_frame_filled(frame, 1, kts_product(KTS_3, KTS_3),
                                                     (0, 3, 6)))
    with pytest.raises(ValueError):
        frame_6u_cyclic(12, CYCLIC_FRAME_BASES[8])
