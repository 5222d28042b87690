"""Numbers and flags are read strictly (FORMAT.md: "a typo must never silently change a
score"): a count is a JSON integer, a flag a JSON boolean — ``true`` is not 1 trick,
``"3"`` is not 3, ``3.0`` is not 3, ``"yes"`` is not true. Enumerated strings stay
plain strings, so ``RuleOptions.preset("sochi", 20)`` works from Python.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from pydantic import ValidationError

from preferans_tui.rules import InvalidHandError, RuleOptions
from tests.rules.helpers import adjustment, game, misere, raspasy, table

W, P = "whist", "pass"


@pytest.mark.parametrize("count", [True, "3", 3.0])
def test_raspasy_trick_counts_are_integers(count):
    """QA: {"A": true, "B": 5, "C": 4} was scored as 1 + 5 + 4 = 10 tricks."""
    pulka = table()
    with pytest.raises(InvalidHandError) as info:
        pulka.append(raspasy("A", A=count, B=5 if count is True else 3, C=4))
    assert info.value.field == "tricks.A" and len(pulka) == 0


@pytest.mark.parametrize(("hand", "field"), [
    (game("C", "A", "6S", {"B": W, "C": P}, {"A": "6"}), "tricks.A"),
    (game("C", "A", "6S", {"B": P, "C": P}, open="yes"), "open"),
    (game("C", "A", "6S", {"B": P, "C": P}, open=1), "open"),
    (game("C", "A", "6S", {"B": P, "C": P}, penalty={"rule": "3.4.4", "bid_level": "7"}),
     "penalty.bid_level"),
    (game("C", "A", "6S", {"B": W, "C": W}, {"A": 4, "B": 3, "C": 3},
          penalty={"rule": "3.4.6", "proven_undertricks": 5.0}), "penalty.proven_undertricks"),
    (misere("C", "A", True), "tricks.A"),
    ({**misere("C", "A", 0), "shared_with_dealer": 1}, "shared_with_dealer"),
    (adjustment({"column": "gora", "player": "A", "amount": "5"}), "entries.0.amount"),
    (adjustment({"column": "gora", "player": "A", "amount": True}), "entries.0.amount"),
])
def test_hand_numbers_and_flags_are_strict(hand, field):
    pulka = table()
    with pytest.raises(InvalidHandError) as info:
        pulka.append(hand)
    assert info.value.field == field and info.value.hand == 1 and len(pulka) == 0


@pytest.mark.parametrize(("option", "value", "words"), [
    ("pulya_target", True, "valid integer"),
    ("pulya_target", "10", "valid integer"),
    ("pulya_target", 10.0, "valid integer"),
    ("misere_remiz_per_trick", "10", "valid integer"),
    ("raspasy_progression", [1, "2"], "valid integer"),
    ("raspasy_exit_levels", [True], "valid integer"),
    ("help", "yes", "valid boolean"),
    ("help", 1, "valid boolean"),
    ("stalingrad", "false", "valid boolean"),
    ("whist_per_trick_factor", True, "whole number"),
    ("settlement_pulya_factor", 2.0, "whole number"),
    ("multipliers", 0, "true or false"),
    ("stake_per_whist", True, "decimal string"),
    ("stake_per_whist", " 1", "decimal string"),
    ("stake_per_whist", "1e3", "decimal string"),
    ("stake_per_whist", "\u0663", "decimal string"),   # an Arabic-Indic three
    ("stake_per_whist", "NaN", "decimal string"),
])
def test_option_numbers_and_flags_are_strict(option, value, words):
    with pytest.raises(ValidationError) as info:
        RuleOptions.model_validate({"variant": "sochi", "pulya_target": 10, option: value})
    err = info.value.errors()[0]
    assert err["loc"][0] == option and words in err["msg"]


@pytest.mark.parametrize(("value", "stake"), [
    ("0.50", Decimal("0.50")), (".5", Decimal("0.5")), ("3", Decimal(3)),
    (0.5, Decimal("0.5")), (3, Decimal(3)), (Decimal("1E+3"), Decimal(1000)),
])
def test_stake_is_a_decimal_string_or_a_number(value, stake):
    """FORMAT.md writes the stake as a string; a JSON number means the same amount and
    is read too; it is always saved back as a plain decimal string."""
    opt = RuleOptions.preset("sochi", 10, stake_per_whist=value)
    assert opt.stake_per_whist == stake
    assert RuleOptions.model_validate(opt.to_file()) == opt
    assert "E" not in opt.to_file()["stake_per_whist"]


def test_enumerated_options_still_take_plain_strings():
    opt = RuleOptions.preset("leningrad", 20, whist_style="greedy", help=True,
                             end_rule="each_closed", whist_per_trick_factor=1,
                             half_whist_by_first_whister=False)  # greedy: SPEC §9.2
    assert opt.variant == "leningrad" and opt.whist_style == "greedy"
    assert opt.whist_per_trick_factor == 1 and opt.help is True
