"""Settlement (SPEC §8) [K 4.2.12–4.2.14]: exact results, rounding, money, who owes whom.

PULKA-1 and PULKA-2 are read from saves/ (never written); the other sheets are built
as :class:`Totals` with every pulya at the target, so the closing adjustment is 0.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from preferans_tui import storage
from preferans_tui.rules import Payment, RuleOptions, Totals, settle

SAVES = Path(__file__).resolve().parents[2] / "saves"
ABC = ("A", "B", "C")


def _pulka(name: str):
    return storage.load(SAVES / name)[1]


def _sheet(gora: dict[str, int], target: int = 10) -> Totals:
    players = tuple(gora)
    t = Totals.empty(players)
    return Totals({p: target for p in players}, dict(gora), t.whists)


def test_pulka1_results_debts_and_payments():
    """PULKA-1: A +150, B −146, C −4. Variant 1: B's gora 19 is worth 190/3 = 63⅓ to each
    other, C's 11 worth 36⅔. B owes A 56 + 63⅓ − 4 = 115⅓; C owes A 0 + 36⅔ − 2 = 34⅔;
    B owes C 4 + 63⅓ − 36⅔ = 30⅔. No two balances cancel, so two payments: B pays A 146,
    C pays A 4. At 1 rouble a whist: A receives 150, B pays 146, C pays 4."""
    p = _pulka("pulka1-sochi-three-players.json")
    s = p.settle()
    assert s.exact == {"Anna": 150, "Boris": -146, "Vera": -4}
    assert set(s.debts) == {Payment("Boris", "Anna", Fraction(346, 3)),
                            Payment("Vera", "Anna", Fraction(104, 3)),
                            Payment("Boris", "Vera", Fraction(92, 3))}
    assert set(s.payments) == {Payment("Boris", "Anna", Fraction(146)),
                               Payment("Vera", "Anna", Fraction(4))}
    opt = RuleOptions.model_validate({**p.options.model_dump(), "stake_per_whist": "1"})
    money = settle(p.players, opt, p.totals, finished=True)
    assert money.money == {"Anna": Decimal("150.00"), "Boris": Decimal("-146.00"),
                           "Vera": Decimal("-4.00")}


def test_pulka2_results():
    """PULKA-2: A −40, B +80, C +16, D −56 (S × 10 / 4 = 70 is whole: no fractions);
    no sub-group of balances sums to 0, so three payments settle it."""
    s = _pulka("pulka2-sochi-four-players.json").settle()
    assert s.exact == {"Anna": -40, "Boris": 80, "Vera": 16, "Gleb": -56}
    assert len(s.payments) == 3


@pytest.mark.parametrize(("gora", "exact", "kodex"), [
    # S = 4 ≡ 1: exact mean 4/3 → A 10 × (4/3 − 3) = −16⅔, B 3⅓, C 13⅓. X = A (largest):
    # A gora 2, B and C write 3 on A; mean 1 → A −10 − 6 = −16, B 0 + 3 = 3, C 10 + 3 = 13.
    ({"A": 3, "B": 1, "C": 0}, (Fraction(-50, 3), Fraction(10, 3), Fraction(40, 3)),
     (-16, 3, 13)),
    # S = 2 ≡ 2: exact mean 2/3 → A −13⅓, B 6⅔, C 6⅔. X = A: gora 3, writes 3 on each;
    # mean 1 → A −20 + 6 = −14, B 10 − 3 = 7, C 7.
    ({"A": 2, "B": 0, "C": 0}, (Fraction(-40, 3), Fraction(20, 3), Fraction(20, 3)),
     (-14, 7, 7)),
])
def test_kodex_4_2_12_rounding(gora, exact, kodex):
    """[K 4.2.12]: X gains or loses ⅔, each other ⅓ ("losing 0.33 each")."""
    opt = RuleOptions.preset("sochi", 10, settlement_rounding="kodex_4_2_12")
    s = settle(ABC, opt, _sheet(gora), finished=True)
    assert tuple(s.exact.values()) == exact
    assert tuple(s.result.values()) == kodex
    assert sum(s.result.values()) == 0


def test_kodex_rounding_player_option():
    """rounding_player = seat0: A absorbs it although B has the largest gora.
    Gora 0 / 3 / 1 (S = 4): A gora −1 → mean 1: A 10 × (1 + 1) − 6 = 14, B −20 + 3 = −17,
    C 0 + 3 = 3. Exact: mean 4/3 → A 13⅓, B −16⅔, C 3⅓."""
    opt = RuleOptions.preset("sochi", 10, settlement_rounding="kodex_4_2_12",
                             rounding_player="seat0")
    s = settle(ABC, opt, _sheet({"A": 0, "B": 3, "C": 1}), finished=True)
    assert s.result == {"A": 14, "B": -17, "C": 3}


def test_largest_remainder_rounding():
    """Gora 3 / 1 / 0: exact −16⅔, 3⅓, 13⅓ → floors −17, 3, 13 (sum −1); all remainders
    are ⅓, the tie goes to the first seat: A −16, B 3, C 13."""
    opt = RuleOptions.preset("sochi", 10, settlement_rounding="largest_remainder")
    s = settle(ABC, opt, _sheet({"A": 3, "B": 1, "C": 0}), finished=True)
    assert s.result == {"A": -16, "B": 3, "C": 13}


def test_exact_rounding_keeps_thirds_and_displays_cents_summing_to_zero():
    """Gora 3 / 1 / 0, exact: −16.67, 3.33, 13.33 would sum to −0.01; the display keeps
    the sum at 0 by largest remainder: −16.66 (A first on the tie), 3.33, 13.33."""
    s = settle(ABC, RuleOptions.preset("sochi", 10), _sheet({"A": 3, "B": 1, "C": 0}),
               finished=True)
    assert s.result == s.exact
    assert s.balance == {"A": Decimal("-16.66"), "B": Decimal("3.33"), "C": Decimal("13.33")}


def test_equal_results_print_equal_figures():
    """SPEC §13.6: −40/3, −40/3, +80/3 → −13.33, −13.33, +26.66 (half away from zero
    gives −13.33, −13.33, +26.67, one cent too many, which goes to the one unique
    result); never −13.33 / −13.34."""
    from preferans_tui.rules.settlement import round_to_sum_zero

    cents = Fraction(1, 100)
    got = round_to_sum_zero({"A": Fraction(80, 3), "B": Fraction(-40, 3),
                             "C": Fraction(-40, 3)}, cents)
    assert got == {"A": Fraction(2666, 100), "B": Fraction(-1333, 100),
                   "C": Fraction(-1333, 100)}
    # Beside three equal results (4 players, halves) the odd one absorbs all three
    # halves: −67½, 22½ × 3 → 23 each, and −69 (not −68, which would not sum to 0).
    whole = round_to_sum_zero({"A": Fraction(-135, 2), "B": Fraction(45, 2),
                               "C": Fraction(45, 2), "D": Fraction(45, 2)}, Fraction(1))
    assert whole == {"A": -69, "B": 23, "C": 23, "D": 23}


def test_money_at_a_stake_rounds_to_cents_and_sums_to_zero():
    """Money = result × stake [K 4.2.13]: gora 3 / 1 / 0 at 0.50 a whist: −8⅓, 1⅔, 6⅔ →
    cents −8.33, 1.67, 6.66 or similar, summing to exactly 0, each within a cent."""
    opt = RuleOptions.preset("sochi", 10, stake_per_whist=Decimal("0.50"))
    s = settle(ABC, opt, _sheet({"A": 3, "B": 1, "C": 0}), finished=True)
    assert s.money is not None and sum(s.money.values()) == 0
    for p in ABC:
        assert abs(Fraction(s.money[p]) - s.exact[p] / 2) < Fraction(1, 100)
    assert s.money_payments is not None
    assert sum(pay.amount for pay in s.money_payments) == sum(
        v for v in map(Fraction, s.money.values()) if v > 0)


def test_unfinished_pulka_is_settled_as_an_agreed_stop():
    """SPEC §7.4, FORMAT.md: each missing pulya point goes into gora (Leningrad twice).
    Target 10, pulya A 10, B 6, C 4, no gora: Sochi g = 0, 4, 6 → mean 10/3 → A 33⅓,
    B −6⅔, C −26⅔; Leningrad g = 0, 8, 12 → A 66⅔, B −13⅓, C −53⅓."""
    t = Totals({"A": 10, "B": 6, "C": 4}, {"A": 0, "B": 0, "C": 0},
               Totals.empty(ABC).whists)
    sochi = settle(ABC, RuleOptions.preset("sochi", 10), t, finished=False)
    assert sochi.gora == {"A": 0, "B": 4, "C": 6}
    assert sochi.exact == {"A": Fraction(100, 3), "B": Fraction(-20, 3), "C": Fraction(-80, 3)}
    lenin = settle(ABC, RuleOptions.preset("leningrad", 10), t, finished=False)
    assert lenin.gora == {"A": 0, "B": 8, "C": 12}
    assert lenin.exact == {"A": Fraction(200, 3), "B": Fraction(-40, 3),
                           "C": Fraction(-160, 3)}


def test_four_player_gora_is_divided_by_four():
    """Seed 4.1.1, EX-15: 6 points written off A's gora are worth 6 × 10 / 4 = 15 whists
    from each of B, C, D: A +45, the others −15."""
    gora = {"A": -6, "B": 0, "C": 0, "D": 0}
    s = settle(tuple(gora), RuleOptions.preset("sochi", 10), _sheet(gora), finished=True)
    assert s.exact == {"A": 45, "B": -15, "C": -15, "D": -15}


def test_huge_results_convert_to_decimal_exactly():
    """The Decimal conversion has no precision limit: A's gora 3·10^40 (far beyond the
    default context's 28 digits, which raised InvalidOperation). Mean 10^40, so A gets
    10 × (10^40 − 3·10^40) = −2·10^41 whists and B, C 10^41 each. At the largest stake
    the model allows, 99,999,999.9999 = 10^8 − 10^−4, A pays 2·10^41 × (10^8 − 10^−4)
    = 2·10^49 − 2·10^37."""
    opt = RuleOptions.preset("sochi", 10, stake_per_whist="99999999.9999")
    s = settle(ABC, opt, _sheet({"A": 3 * 10**40, "B": 0, "C": 0}), finished=True)
    assert s.balance == {"A": Decimal(-2 * 10**41), "B": Decimal(10**41),
                         "C": Decimal(10**41)}
    assert s.money == {"A": Decimal(-(2 * 10**49 - 2 * 10**37)),
                       "B": Decimal(10**49 - 10**37), "C": Decimal(10**49 - 10**37)}
    assert str(s.balance["B"]) == "1" + "0" * 41 + ".00"
