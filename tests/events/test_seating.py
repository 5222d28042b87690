"""Seating: table sizes, the designs (every pair once), and the property: over random
events, no pair meets twice while a round without repeats exists (a brute-force
reference says whether one does)."""

from __future__ import annotations

import itertools
import os
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from preferans_tui.events.seating import (
    KIRKMAN_15,
    affine_rounds,
    meetings,
    seat,
    table_sizes,
)


def test_table_sizes() -> None:
    assert table_sizes(12, 3) == ([3, 3, 3, 3], 0)
    assert table_sizes(13, 3) == ([3, 3, 3, 4], 0)  # one table of 4
    assert table_sizes(14, 3) == ([3, 3, 4, 4], 0)
    assert table_sizes(13, 3, "bye") == ([3, 3, 3, 3], 1)
    assert table_sizes(11, 4) == ([4, 4, 3], 0)
    assert table_sizes(5, 4) == ([4], 1)  # no mix of 3 and 4 makes 5
    assert table_sizes(2, 3) == ([], 2)


def _every_pair_once(n: int, rounds: Sequence[Sequence[Sequence[int]]]) -> None:
    assert len(rounds) == (n - 1) // 2
    for r in rounds:
        assert sorted(p for t in r for p in t) == list(range(n))
    met = meetings([t for r in rounds for t in r])
    assert len(met) == n * (n - 1) // 2 and set(met.values()) == {1}


def test_affine_and_kirkman_designs() -> None:
    _every_pair_once(9, affine_rounds(2))
    _every_pair_once(27, affine_rounds(3))
    _every_pair_once(15, KIRKMAN_15)


def test_nine_players_four_rounds_no_repeat_then_repeats_listed() -> None:
    players = [f"P{i}" for i in range(9)]
    history: list[tuple[str, ...]] = []
    for r in range(4):
        s = seat(players, 3, history, round_index=r)
        assert s.repeats == ()
        history += s.tables
    fifth = seat(players, 3, history, round_index=4)
    assert len(fifth.repeats) == 9  # every pair met once: each table repeats its 3 pairs
    assert all(times == 1 for *_, times in fifth.repeats)


def test_bye_goes_to_the_last_who_had_none() -> None:
    s = seat(list("ABCDEFG"), 3, fill="bye", byes_had=["G"])
    assert s.byes == ("F",) and len(s.tables) == 2


def test_swiss_puts_the_leaders_together() -> None:
    order = list("ABCDEF")
    assert seat(order, 3, method="swiss").tables == (("A", "B", "C"), ("D", "E", "F"))
    # A met B: the next below, C and D, join A; B drops to the second table
    got = seat(order, 3, [("A", "B", "X")], method="swiss").tables
    assert got == (("A", "C", "D"), ("B", "E", "F"))


def _partitions(players: Sequence[str], sizes: Sequence[int]):  # type: ignore[no-untyped-def]
    """Every seating of ``players`` at tables of ``sizes`` (brute force)."""
    if not players:
        yield []
        return
    head, rest = players[0], players[1:]
    for size in set(sizes):
        left = list(sizes)
        left.remove(size)
        for partners in itertools.combinations(rest, size - 1):
            others = [p for p in rest if p not in partners]
            for more in _partitions(others, left):
                yield [(head, *partners), *more]


def _repeat_free_exists(players: Sequence[str], sizes: Sequence[int],
                        history: Sequence[Sequence[str]]) -> bool:
    met = meetings(history)
    return any(all(frozenset(p) not in met for t in part for p in itertools.combinations(t, 2))
               for part in _partitions(players, sizes))


@settings(max_examples=int(os.environ.get("EVENTS_SEATING_EXAMPLES", "60")), deadline=None)
@given(n=st.integers(min_value=3, max_value=10), rounds=st.integers(min_value=1, max_value=5),
       size=st.sampled_from([3, 4]), fill=st.sampled_from(["mix", "bye"]),
       plan=st.booleans(), seed=st.randoms(use_true_random=False))
def test_no_repeat_while_a_round_without_one_exists(n: int, rounds: int, size: int,
                                                     fill: str, plan: bool,
                                                     seed: object) -> None:
    players = [f"P{i}" for i in range(n)]
    history: list[tuple[str, ...]] = []
    for r in range(rounds):
        present = list(players)
        seed.shuffle(present)  # type: ignore[attr-defined]
        present = present[: max(3, n - seed.randrange(2))]  # type: ignore[attr-defined]
        s = seat(present, size, history, round_index=r, fill=fill,  # type: ignore[arg-type]
                 ahead=rounds - r if plan else 1)
        playing = [p for p in present if p not in s.byes]
        sizes = [len(t) for t in s.tables]
        assert sorted(p for t in s.tables for p in t) == sorted(playing)
        if _repeat_free_exists(playing, sizes, history):
            assert s.repeats == (), (present, history, s)
        else:
            assert s.repeats
        history += s.tables
