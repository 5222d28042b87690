"""prefko's per-table rating (its own test vectors) and the pairwise Elo."""

from fractions import Fraction as F

import pytest

from preferans_tui.events.ratings import elo_changes, prefko_changes, recompute, round_half_away


def test_prefko_vector() -> None:
    # prefko's test: ratings 1152 / 1074 / 986, scores −238 / +112 / +126, bula 60.
    # D12 = round3(−350/60) = −5.833, D13 = round3(−364/60) = −6.067, D23 = round3(−14/60) = −0.233
    # T12 = (1074 − 1152) × 0.028 = −2.184, T13 = −166 × 0.028 = −4.648, T23 = −88 × 0.028 = −2.464
    # N = −0.6 each (the first of each pair scored less)
    # C12 = −8.617, C13 = −11.315, C23 = −3.297
    # p1: round((−8.617 − 11.315) / 2) = round(−9.966) = −10
    # p2: round((8.617 − 3.297) / 2) = round(2.66) = 3
    # p3: round((11.315 + 3.297) / 2) = round(7.306) = 7
    got = prefko_changes({"p1": 1152, "p2": 1074, "p3": 986},
                         {"p1": F(-238), "p2": F(112), "p3": F(126)}, 60)
    assert got == {"p1": -10, "p2": 3, "p3": 7}


def test_prefko_readme_vector() -> None:
    # prefko's README: 1200 / 1150 / 1100, scores −500 / 40 / 460, bula 30 → −27 / +2 / +25
    got = prefko_changes({"a": 1200, "b": 1150, "c": 1100},
                         {"a": F(-500), "b": F(40), "c": F(460)}, 30)
    assert got == {"a": -27, "b": 2, "c": 25}


def test_round_half_away_from_zero() -> None:
    assert round_half_away(F(5, 2)) == 3 and round_half_away(F(-5, 2)) == -3
    assert round_half_away(F(-35, 6), 3) == F(-5833, 1000)


def test_prefko_refuses_a_bad_table() -> None:
    with pytest.raises(ValueError, match="bula"):
        prefko_changes({"a": 1, "b": 1, "c": 1}, {"a": F(0), "b": F(0), "c": F(0)}, 0)


def test_elo_pairwise() -> None:
    # equal ratings: E = 1/2 each pair; A beats B and C: (1 − ½) + (1 − ½) = 1 → 32/2 × 1 = 16
    # B: lost to A (−½), beat C (+½) → 0; C: −½ − ½ = −1 → −16
    got = elo_changes({"A": 1500.0, "B": 1500.0, "C": 1500.0},
                      {"A": F(50), "B": F(0), "C": F(-50)})
    assert got == {"A": 16.0, "B": 0.0, "C": -16.0}


def test_recompute_in_playing_order() -> None:
    tables = [({"A": F(60), "B": F(0), "C": F(-60)}, 20),
              ({"A": F(-30), "B": F(30), "C": F(0)}, 20)]
    prefko, elo = recompute(tables)
    # table 1, all 1000, bula 20: D(A,B) = 3, D(A,C) = 6, D(B,C) = 3; T = 0; N = ±0.2
    # C_AB = 3.2, C_AC = 6.2, C_BC = 3.2 → A round(4.7) = 5, B round((−3.2 + 3.2)/2) = 0,
    # C round((−6.2 − 3.2)/2) = round(−4.7) = −5
    # table 2: A 1005, B 1000, C 995; scores −30 / 30 / 0
    # C_AB = −3 + round3(−5 × 0.028) − 0.2 = −3 − 0.14 − 0.2 = −3.34
    # C_AC = −1.5 + (−10 × 0.028) − 0.2 = −1.98; C_BC = 1.5 − 0.14 + 0.2 = 1.56
    # A: round((−3.34 − 1.98)/2) = round(−2.66) = −3 → 1002
    # B: round((3.34 + 1.56)/2) = round(2.45) = 2 → 1002
    # C: round((1.98 − 1.56)/2) = round(0.21) = 0 → 995
    assert prefko == {"A": 1002, "B": 1002, "C": 995}
    assert set(elo) == {"A", "B", "C"} and abs(sum(elo.values()) - 4500) < 1e-9
