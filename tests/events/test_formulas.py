"""The event's formulas on vectors worked by hand (the arithmetic in the comments)."""

from fractions import Fraction as F

import pytest

from preferans_tui.events.formulas import (
    UnknownFormula,
    custom,
    cutoffs,
    damping,
    formula_of,
    place_points,
    raw_whists,
)


def test_raw_whists_is_the_settlement() -> None:
    assert raw_whists({"A": F(-260, 3), "B": F(130, 3), "C": F(130, 3)}) == {
        "A": F(-260, 3), "B": F(130, 3), "C": F(130, 3)}


def test_cutoffs_bands() -> None:
    got = cutoffs({"A": F(150), "B": F(300), "C": F(-450), "D": F(900)})
    # A: 150 ≤ 200, counted whole                                  = 150
    # B: 200 + (300 − 200) / 10 = 200 + 10                         = 210
    # C: −(200 + (450 − 200) / 10) = −(200 + 25)                   = −225
    # D: 200 + (650 − 200) / 10, nothing above 650 = 200 + 45      = 245
    assert got == {"A": F(150), "B": F(210), "C": F(-225), "D": F(245)}


def test_cutoffs_at_the_bounds_and_thirds() -> None:
    got = cutoffs({"A": F(200), "B": F(650), "C": F(605, 3)})
    # C: 201⅔ → 200 + (5/3) / 10 = 200 + 1/6
    assert got == {"A": F(200), "B": F(245), "C": F(1201, 6)}


def test_damping_bands() -> None:
    got = damping({"A": F(40), "B": F(80), "C": F(-130), "D": F(0)})
    # A: 40 ≤ 50                                     = 40
    # B: 50 + (80 − 50) × 0.5 = 50 + 15              = 65
    # C: −(50 + 50 × 0.5 + (130 − 100) × 0.1) = −(50 + 25 + 3) = −78
    assert got == {"A": F(40), "B": F(65), "C": F(-78), "D": F(0)}


def test_place_points_two_winners() -> None:
    # +60, +20, −80: first 3, second (positive) 2, third 0
    assert place_points({"A": F(60), "B": F(20), "C": F(-80)}) == {
        "A": F(3), "B": F(2), "C": F(0)}


def test_place_points_sole_positive_winner() -> None:
    # +90, −10, −80: A the only positive: 4; second not positive: 1; third 0
    assert place_points({"A": F(90), "B": F(-10), "C": F(-80)}) == {
        "A": F(4), "B": F(1), "C": F(0)}


def test_place_points_tied_places_share() -> None:
    # +40, +40, −80: A and B tied first and second: (3 + 2) / 2 = 5/2 each
    assert place_points({"A": F(40), "B": F(40), "C": F(-80)}) == {
        "A": F(5, 2), "B": F(5, 2), "C": F(0)}
    # −40, −40, +80: C sole positive 4; A, B share second (not positive: 1) and third 0:
    # (1 + 0) / 2 = 1/2
    assert place_points({"A": F(-40), "B": F(-40), "C": F(80)}) == {
        "A": F(1, 2), "B": F(1, 2), "C": F(4)}
    # all 0: (3 + 1 + 0) / 3 = 4/3 each
    assert place_points({"A": F(0), "B": F(0), "C": F(0)}) == dict.fromkeys("ABC", F(4, 3))


def test_place_points_at_four() -> None:
    # +50, +30, −20, −60: 3 / 2 / 1 / 0
    assert place_points({"A": F(50), "B": F(30), "C": F(-20), "D": F(-60)}) == {
        "A": F(3), "B": F(2), "C": F(1), "D": F(0)}


def test_custom_places_plus_divisor() -> None:
    formula = custom({3: [2, 1, 0]}, 100)
    # A: 2 + 150/100 = 7/2; B: 1 + (−30)/100 = 7/10; C: 0 + (−120)/100 = −6/5
    assert formula({"A": F(150), "B": F(-30), "C": F(-120)}) == {
        "A": F(7, 2), "B": F(7, 10), "C": F(-6, 5)}


def test_unknown_formula_refused() -> None:
    with pytest.raises(UnknownFormula, match="'elo'.*raw, cutoffs, damping, places, custom"):
        formula_of("elo")
    with pytest.raises(ValueError, match="divisor"):
        custom({3: [3, 2, 0]}, -1)
    with pytest.raises(ValueError, match="give 2 places"):
        custom({3: [3, 2]}, 1)
