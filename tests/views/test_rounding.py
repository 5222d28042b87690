"""One rounding of a figure for display (issue 29.2): :func:`~preferans_tui.views.figures.
hundredths`, half away from zero (SPEC §13.6), the same in the ``stats`` table, the ledger
screen, the CSV and the JSON. Values worked by hand."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from preferans_tui.views.figures import hundredths
from preferans_tui.views.ledger_figures import player_lines
from preferans_tui.views.ledger_text import csv_text


def test_a_half_hundredth_goes_away_from_zero():
    # half to even would write 0.12 and 0.62 (the 8 and the 2 are even)
    assert hundredths(Fraction(1, 8)) == Decimal("0.13")
    assert hundredths(Fraction(5, 8)) == Decimal("0.63")
    assert hundredths(Fraction(-1, 8)) == Decimal("-0.13")
    assert hundredths("2.675") == Decimal("2.68")
    assert hundredths(Fraction(1, 200)) == Decimal("0.01")
    assert hundredths("-260/3") == Decimal("-86.67")  # −86.666…
    assert hundredths(Fraction(40, 3)) == Decimal("13.33")
    assert hundredths(0) == Decimal("0.00")


@given(st.integers(-10**12, 10**12), st.integers(0, 6))
def test_it_is_the_standard_library_s_round_half_up(digits, places):
    """Decimal's ROUND_HALF_UP is half away from zero; a value with a few decimals is
    exact as a Decimal, so the two must agree on every one."""
    value = Decimal(digits).scaleb(-places)
    assert hundredths(Fraction(value)) == value.quantize(Decimal("0.01"), ROUND_HALF_UP)


def player(result: str, rounded: float, mean: str) -> dict:
    """A player of the ledger's object (``stats --json``) with only what the views read."""
    ref = {"result_exact": result}
    return {"evenings": 8, "unfinished_evenings": 0, "deals": 80, "result_exact": result,
            "result": rounded, "mean_exact": mean, "money": None, "best": ref, "worst": ref,
            "games": {}, "misere": {"made": 0, "failed": 0},
            "raspasy": {"hands": 0, "mean_tricks_exact": None, "zero_trick_hands": 0},
            "whists": {"written": 0, "received": 0},
            "help_points": {"given": 0, "received": 0}}


def test_a_mean_of_an_eighth_prints_the_same_in_the_table_and_the_csv():
    """Anna +1 over 8 evenings: a mean of 1/8 = 0.125 → 0.13 (it printed 0.12 in the
    table, 0.13 in the CSV, issue 29); Boris −1: −0.13."""
    doc = {"players": {"Anna": player("1", 1.0, "1/8"), "Boris": player("-1", -1.0, "-1/8")},
           "head_to_head": {}}
    lines = {line.name: line for line in player_lines(doc)}
    assert lines["Anna"].mean == "+0.13" and lines["Boris"].mean == "\u22120.13"
    rows = {row.split(",")[0]: row.split(",") for row in csv_text(doc).splitlines()[1:]}
    head = csv_text(doc).splitlines()[0].split(",")
    assert rows["Anna"][head.index("mean")] == "0.13"
    assert rows["Boris"][head.index("mean")] == "-0.13"
    assert lines["Anna"].result == "+1.00" and rows["Anna"][head.index("result")] == "1.00"


def test_the_ledger_views_print_the_fairly_rounded_result():
    """−40/3, −40/3, +80/3 (SPEC §13.6): each rounded alone −13.33, −13.33, +26.67 sums
    to +0.01, so Vera (the only unique result) prints +26.66 in the table and the CSV —
    and her best and worst evening, the same exact figure, print so too."""
    doc = {"players": {"Vera": player("80/3", 26.66, "10/3"),
                       "Anna": player("-40/3", -13.33, "-5/3"),
                       "Boris": player("-40/3", -13.33, "-5/3")},
           "head_to_head": {}}
    lines = {line.name: line for line in player_lines(doc)}
    assert [lines[n].result for n in ("Vera", "Anna", "Boris")] == [
        "+26.66", "\u221213.33", "\u221213.33"]
    assert lines["Vera"].best == lines["Vera"].worst == "+26.66"
    assert lines["Vera"].mean == "+3.33"  # 10/3, no cent moved among means
    head = csv_text(doc).splitlines()[0].split(",")
    rows = {row.split(",")[0]: row.split(",") for row in csv_text(doc).splitlines()[1:]}
    assert rows["Vera"][head.index("result")] == "26.66"
    assert rows["Anna"][head.index("result")] == "-13.33"


@given(st.fractions(min_value=-10**6, max_value=10**6, max_denominator=10**4))
def test_the_settlement_rounds_each_figure_as_the_display_does(value):
    """``round_to_sum_zero`` of +v and −v moves no cent (the two round symmetrically), so
    it shows its own rounding of one figure: the display's."""
    from preferans_tui.rules.settlement import CENTS, round_to_sum_zero

    if value:
        rounded = round_to_sum_zero({"Anna": value, "Boris": -value}, CENTS)
        assert rounded["Anna"] == Fraction(hundredths(value))


def test_a_result_fairly_rounded_to_nothing_prints_0_00_everywhere():
    """+1/250, +1/250, −1/125 (0.004, 0.004, −0.008): alone 0.00, 0.00, −0.01, summing to
    −0.01; the two equal ones may not take the cent, so Vera prints 0.00 — and her best
    and worst, the same exact figure, 0.00 too (not −0.01)."""
    doc = {"players": {"Anna": player("1/250", 0.0, "1/2000"),
                       "Boris": player("1/250", 0.0, "1/2000"),
                       "Vera": player("-1/125", 0.0, "-1/1000")},
           "head_to_head": {}}
    vera = {line.name: line for line in player_lines(doc)}["Vera"]
    assert vera.result == vera.best == vera.worst == "0.00"
    head = csv_text(doc).splitlines()[0].split(",")
    rows = {row.split(",")[0]: row.split(",") for row in csv_text(doc).splitlines()[1:]}
    assert rows["Vera"][head.index("best")] == rows["Vera"][head.index("result")] == "0.00"


def test_a_tournaments_figures() -> None:
    """The standings' and the protocol's figures (issue 28): whole as they are, else to
    hundredths (half away from zero); the page's with the language's mark and the minus
    sign, the CSV's with the point and ``-``. 152/3 = 50.666… → 50.67; −7/2 → −3.50;
    −1/8 → −0.13."""
    from preferans_tui.views.figures import file_points_text, points_text

    assert [points_text(Fraction(x)) for x in ("12", "-8", "152/3", "-7/2", "-1/8")] == [
        "12", "\u22128", "50.67", "\u22123.50", "\u22120.13"]
    assert points_text(Fraction(152, 3), mark=",") == "50,67"
    assert points_text(Fraction(-7, 2), mark=",") == "\u22123,50"
    assert [file_points_text(Fraction(x)) for x in ("12", "-8", "152/3", "-7/2")] == [
        "12", "-8", "50.67", "-3.50"]
