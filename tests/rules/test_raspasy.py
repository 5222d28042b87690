"""Raspasy: gora variants, Rostov's whists, progression, series and exit (SPEC §6).

Players A, B, C (D the 4-player dealer). The deal passes left: C, A, B, C, …
"""

from __future__ import annotations

import pytest

from preferans_tui.rules import IllegalHandError
from tests.rules.helpers import adjustment, delta, game, misere, one, play, raspasy, rules, table

W, P = "whist", "pass"
DEALERS = "CAB" * 4


def series(variant: str, *counts: tuple[int, int, int], **overrides):
    """A pulka of consecutive raspasy, A/B/C tricks as given."""
    hands = [raspasy(DEALERS[i], A=a, B=b, C=c) for i, (a, b, c) in enumerate(counts)]
    return play(variant, *hands, **overrides)


def test_ex09_series_with_progression_and_amnesty():
    """EX-09 [K 3.7.2.1, 3.7.3, 3.7.4.1]: prices 1, 2, 3, then capped at 3."""
    p = series("sochi", (4, 0, 6), (1, 5, 4), (2, 2, 6), (3, 3, 4))
    r1, r2, r3, r4 = p.results
    assert delta(r1) == {"A gora": 4, "C gora": 6, "B pulya": 1}   # amnesty 0; zero bonus 1
    assert delta(r2) == {"B gora": 8, "C gora": 6}                  # amnesty 1: (5−1)×2, (4−1)×2
    assert delta(r3) == {"C gora": 12}                              # amnesty 2: (6−2)×3
    assert delta(r4) == {"C gora": 3}                               # amnesty 3: (4−3)×3
    assert [r.raspasy_k for r in p.results] == [1, 2, 3, 4]
    assert rules(r1) == {"A gora": {"3.7.2.1"}, "C gora": {"3.7.2.1"}, "B pulya": {"3.7.2.1"}}
    # then B declares 6♠: the series ends; the next raspasy is k = 1 again
    p.append(game("A", "B", "6S", {"C": P, "A": P}))
    assert p.raspasy_series == 0
    assert p.append(raspasy("B", A=4, B=3, C=3)).raspasy_k == 1


def test_kodex_amnesty_example_and_amnesty_off():
    """[K 3.7.3]: 4 / 3 / 3 → amnesty 3 → only the first writes 1. Without amnesty: 4, 3, 3."""
    assert one("sochi", raspasy("C", A=4, B=3, C=3)) == {"A gora": 1}
    assert one("sochi", raspasy("C", A=4, B=3, C=3), raspasy_amnesty=False) == {
        "A gora": 4, "B gora": 3, "C gora": 3}


def test_geometric_progression():
    """[K 3.7.4.2] progression [1, 2, 4]: the third raspasy costs 4 per trick; 0/4/6 → B 16,
    C 24, A's zero bonus = the trick price 4."""
    p = series("sochi", (4, 3, 3), (4, 3, 3), (0, 4, 6), raspasy_progression=[1, 2, 4])
    assert delta(p.results[2]) == {"B gora": 16, "C gora": 24, "A pulya": 4}


@pytest.mark.parametrize(("bonus", "k", "points"), [
    ("trick_price", 2, 2),    # r_2 = 2 in [1, 2, 3]
    ("one_point", 2, 1),
    ("step_points", 2, 2),    # the step number, 2
    ("step_points", 5, 3),    # capped at the progression's length
])
def test_zero_bonus_options(bonus, k, points):
    """SPEC §6.2.3 [K 3.7.2.1–2]: a player with no trick writes the bonus into pulya."""
    counts = [(4, 3, 3)] * (k - 1) + [(0, 4, 6)]
    p = series("sochi", *counts, raspasy_zero_bonus=bonus, target=20)
    assert delta(p.results[-1])["A pulya"] == points


def test_leningrad_raspasy_is_two_per_trick_and_one_point_per_step():
    """Leningrad preset [K fn 45; SPEC §11]: progression [2, 4, 6], zero bonus 1 × step.
    k = 1, 0/4/6: B 4 × 2 = 8, C 6 × 2 = 12, A +1."""
    assert one("leningrad", raspasy("C", A=0, B=4, C=6)) == {"B gora": 8, "C gora": 12,
                                                              "A pulya": 1}


# -- four players: the dealer's talon ----------------------------------------------------

def test_ex10_dealer_talon_tricks_count_toward_amnesty():
    """EX-10 [K 3.7.3, 3.7.6.1]: (a) 2/4/3 + D 1 → amnesty 1 → A 1, B 3, C 2, D 0;
    (b) 2/5/3 + D 0 → amnesty 0, no zero bonus for D (option off)."""
    assert one("sochi", raspasy("D", A=2, B=4, C=3, D=1), n=4) == {
        "A gora": 1, "B gora": 3, "C gora": 2}
    assert one("sochi", raspasy("D", A=2, B=5, C=3, D=0), n=4) == {
        "A gora": 2, "B gora": 5, "C gora": 3}
    assert one("sochi", raspasy("D", A=2, B=5, C=3, D=0), n=4,
               raspasy_dealer_zero_bonus=True) == {
        "A gora": 2, "B gora": 5, "C gora": 3, "D pulya": 1}


def test_amnesty_counts_a_dealer_without_talon_as_zero():
    """Bug fixed: with the talon not played at 4 players (raspasy_dealer_talon_tricks off)
    the amnesty took min(A, B, C) = 1 off three goras only, moving 10 × 1 × (3/4 − …)
    whists between players. Rule 3.7.3 / B.3: the amnesty lowers *every* gora equally, so
    the dealer counts with 0 → amnesty 0 → A 1, B 1, C 8."""
    got = one("sochi", raspasy("D", A=1, B=1, C=8), n=4, raspasy_dealer_talon_tricks=False)
    assert got == {"A gora": 1, "B gora": 1, "C gora": 8}


# -- Rostov: raspasy on whists (SPEC §6.3) -------------------------------------------------

@pytest.mark.parametrize(("a", "b", "c", "want"), [
    (6, 2, 2, {"B→A": 15, "C→A": 15}),                       # 5 × 6 / 2 each
    (2, 1, 7, {"B→A": 10, "B→C": 35}),                       # B fewest: 5 × 2, 5 × 7
    (2, 4, 4, {"A→B": 20, "A→C": 20}),
    (0, 4, 6, {"A→B": 20, "A→C": 30, "A pulya": 1}),
    (10, 0, 0, {"B→A": 25, "C→A": 25, "B pulya": 1, "C pulya": 1}),
    (3, 3, 4, {"A→C": 10, "B→C": 10}),                       # 5 × 4 / 2 each
])
@pytest.mark.parametrize("n", [3, 4])
def test_ex11_rostov_raspasy_every_row(a, b, c, want, n):
    """EX-11 [K 3.7.2.2, fn 46, 3.9.14.3, 3.7.6.2]; at 4 players the dealer D also
    writes 1 into pulya on every raspasy."""
    dealer = "D" if n == 4 else "C"
    r = play("rostov", n=n).append(raspasy(dealer, A=a, B=b, C=c))
    assert delta(r) == ({**want, "D pulya": 1} if n == 4 else want)
    if n == 4:
        assert rules(r)["D pulya"] == {"3.7.6.2"}


def test_rostov_has_no_progression():
    """[LV-Mos] the order of deals does not matter: the second raspasy in a row is priced
    as the first. 2/1/7 twice → B→A 10 + 10, B→C 35 + 35."""
    p = series("rostov", (2, 1, 7), (2, 1, 7))
    assert delta(p.results[1]) == {"B→A": 10, "B→C": 35}


# -- series counting (SPEC §6.4) -----------------------------------------------------------

@pytest.mark.parametrize(("reset", "between", "k_after"), [
    ("any_contract", game("B", "A", "6S", {"B": W, "C": P}, {"A": 5}), 1),   # failed: resets
    ("made_contract", game("B", "A", "6S", {"B": W, "C": P}, {"A": 5}), 3),  # failed: goes on
    ("made_contract", game("B", "A", "6S", {"B": W, "C": P}, {"A": 6}), 1),  # made: resets
    ("made_contract", game("B", "A", "6S", {"B": P, "C": P}), 1),            # unwhisted = made
    ("made_contract", misere("B", "A", 1), 3),
    ("made_contract", misere("B", "A", 0), 1),
])
def test_what_ends_a_series(reset, between, k_after):
    p = series("sochi", (4, 3, 3), (4, 3, 3), raspasy_series_reset=reset, target=50)
    p.append(between)
    assert p.append(raspasy("C", A=4, B=3, C=3)).raspasy_k == k_after


def test_an_adjustment_does_not_break_a_series():
    """FORMAT.md, SPEC §6.4: a penalty or correction entry does not touch the series."""
    p = series("sochi", (4, 3, 3))
    p.append(adjustment({"column": "gora", "player": "A", "amount": 5}, rule="3.2.21"))
    assert p.raspasy_series == 1
    assert p.append(raspasy("A", A=4, B=3, C=3)).raspasy_k == 2


@pytest.mark.parametrize(("levels", "k", "lowest"), [
    ([6, 7, 7], 1, 6), ([6, 7, 7], 2, 7), ([6, 7, 7], 5, 7),
    ([6, 7, 8], 2, 7), ([6, 7, 8], 3, 8), ([6, 7, 8], 4, 8),
])
def test_exit_levels(levels, k, lowest):
    """SPEC §6.5 [K 3.7.8]: after k raspasy in a row the contract must reach the level;
    the lowest allowed one is accepted, a misère ranks above 8NT and always exits."""
    p = series("sochi", *[(4, 3, 3)] * k, raspasy_exit_levels=levels, target=50)
    assert p.options.raspasy_exit_level(k) == lowest
    dealer = DEALERS[k]
    declarer = "B" if dealer != "B" else "C"
    others = [x for x in "ABC" if x != declarer]
    p.preview(misere(dealer, declarer, 0))
    p.append(game(dealer, declarer, f"{lowest}S", {others[0]: P, others[1]: P}))


def test_dealer_repeats_after_raspasy():
    """Option dealer_repeats_after_raspasy [K 3.7.7]: after raspasy the same player deals;
    after a game the deal passes left as usual."""
    p = series("sochi", (4, 3, 3), dealer_repeats_after_raspasy=True)
    assert p.next_dealer == "C"
    p.append(raspasy("C", A=4, B=3, C=3))
    p.append(game("C", "A", "6S", {"B": P, "C": P}))
    assert p.next_dealer == "A"
    assert table().append(raspasy("C", A=4, B=3, C=3)).next_dealer == "A"   # sliding (Sochi)


def test_the_wrong_dealer_after_raspasy_is_told_the_dealer_deals_again():
    """dealer_repeats_after_raspasy [K 3.7.7]: C dealt the raspasy and deals again; A
    (who would deal if the deal passed left) is refused with that reason and rule, also
    past an adjustment. After a game the usual reason (3.2.2) stands."""
    p = series("sochi", (4, 3, 3), dealer_repeats_after_raspasy=True)  # C dealt it
    p.append(adjustment({"column": "pulya", "player": "A", "amount": 1}))
    with pytest.raises(IllegalHandError) as info:
        p.append(game("A", "B", "6S", {"C": P, "A": P}))
    assert (info.value.field, info.value.rule) == ("dealer", "3.7.7")
    assert str(info.value).startswith("hand 3, dealer: C deals this hand, not A: the dealer "
                                      "of a raspasy deals again (dealer_repeats_after_raspasy)")
    p.append(game("C", "A", "6S", {"B": P, "C": P}))
    with pytest.raises(IllegalHandError) as info:
        p.append(game("C", "B", "6S", {"C": P, "A": P}))
    assert (info.value.rule, str(info.value)) == (
        "3.2.2", "hand 4, dealer: A deals this hand, not C (the deal passes left) (rule 3.2.2)")
