"""How figures read (:mod:`preferans_tui.views.figures`): the decimal mark is the caller's, the
point in English and the JSON, the comma in Russian (``25,60``); everything else about a
figure is the same in both (the minus sign, the vulgar thirds and halves, the rounding).

Every expected value is worked by hand: 256/10 = 25.6, shown with two decimals 25.60;
−14.4 → −14.40; 3333/100 = 33.33; 7/3 = 2.333… → 2.33; 1/6 = 0.1666… → 0.17.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from preferans_tui.views.figures import (
    amount_text,
    decimal_text,
    money_text,
    signed_text,
    two_decimals_text,
)

MINUS = "\u2212"


@pytest.mark.parametrize(("value", "english", "russian"), [
    (Fraction(256, 10), "+25.60", "+25,60"),
    (Decimal("-14.4"), f"{MINUS}14.40", f"{MINUS}14,40"),
    (Fraction(-72, 5), f"{MINUS}14.40", f"{MINUS}14,40"),  # −14.4 as a Fraction
    (Decimal("75"), "+75.00", "+75,00"),
    (Decimal("0"), "0.00", "0,00"),
])
def test_money_takes_the_languages_decimal_mark(value, english, russian):
    assert money_text(value) == english  # the default is the point
    assert money_text(value, mark=".") == english
    assert money_text(value, mark=",") == russian


def test_money_unsigned_as_in_a_payment():
    assert money_text(Fraction(256, 10), signed=False, mark=",") == "25,60"
    assert money_text(Decimal("-73.00"), signed=False, mark=",") == "73,00"
    assert money_text(Decimal("-73.00"), signed=False) == "73.00"


@pytest.mark.parametrize(("value", "english", "russian"), [
    (Fraction(3333, 100), "+33.33", "+33,33"),
    (Fraction(-1, 6), f"{MINUS}0.17", f"{MINUS}0,17"),
    (Fraction(167, 5), "+33.40", "+33,40"),
])
def test_whists_with_two_decimals_take_the_mark(value, english, russian):
    assert signed_text(value) == english
    assert signed_text(value, mark=",") == russian
    assert amount_text(abs(value), mark=",") == russian.lstrip("+" + MINUS)


@pytest.mark.parametrize(("value", "shown"), [
    (Fraction(150), "+150"), (Fraction(-146), f"{MINUS}146"), (Fraction(0), "0"),
    (Fraction(422, 3), "+140⅔"), (Fraction(-370, 3), f"{MINUS}123⅓"),
    (Fraction(89, 2), "+44½"),
])
def test_whole_and_vulgar_whists_have_no_mark_to_change(value, shown):
    assert signed_text(value, mark=",") == shown == signed_text(value)


@pytest.mark.parametrize(("value", "english", "russian"), [
    (Decimal("0.50"), "0.50", "0,50"),  # as the file stores it: its own digits
    (Decimal("0.5"), "0.5", "0,5"),
    (Decimal("0.125"), "0.125", "0,125"),  # never rounded: it is what the table set
    (Decimal("1000"), "1000", "1000"),
    (Decimal("1E+3"), "1000", "1000"),  # never an exponent
])
def test_a_stake_keeps_its_digits_and_takes_the_mark(value, english, russian):
    assert decimal_text(value) == english
    assert decimal_text(value, mark=",") == russian


def test_a_mean_count_with_two_decimals():
    assert two_decimals_text(Fraction(7, 3)) == "2.33"
    assert two_decimals_text(Fraction(7, 3), mark=",") == "2,33"
    assert two_decimals_text(Fraction(11, 2), mark=",") == "5,50"
    assert two_decimals_text(Fraction(1), mark=",") == "1,00"
