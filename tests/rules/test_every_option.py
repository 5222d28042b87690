"""No option that does nothing (SPEC §13.2): EVERY option of ``RuleOptions`` and each of
its values (a representative set for numbers, lists and tables) changes what some hand
writes, what the validator accepts, or the settlement — shown here by a scenario per
option, played with the default value and with each other value.

A new option without a scenario fails :func:`test_every_option_has_a_scenario`, and a
value that changes nothing in its scenario fails :func:`test_every_value_does_something`.
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

import pytest
from pydantic import ValidationError

from preferans_tui.rules import Pulka, PulkaError, RuleOptions
from tests.rules.helpers import PLAYERS3, PLAYERS4, adjustment, game, misere, raspasy

P, W, H = "pass", "whist", "half"


def _pulya(**points: int) -> dict[str, Any]:
    return adjustment(*({"column": "pulya", "player": p, "amount": n}
                        for p, n in points.items()))


def _gora(**points: int) -> dict[str, Any]:
    return adjustment(*({"column": "gora", "player": p, "amount": n}
                        for p, n in points.items()))


def _dark_raspasy(dealer: str) -> dict[str, Any]:
    """A raspasy B passed in the dark (SPEC §14.3)."""
    return {**raspasy(dealer, A=4, B=3, C=3), "dark_passes": ["B"]}


# option: (values other than the default, base options, players, hands)
SCENARIOS: dict[str, tuple[list[Any], dict[str, Any], tuple[str, ...], list[dict[str, Any]]]] = {
    "variant": (["leningrad", "rostov", "fspr", "classic"], {}, PLAYERS3,
                [game("C", "A", "7H", {"B": W, "C": P}, {"A": 6, "B": 3, "C": 1})]),
    "pulya_target": ([1, 20], {}, PLAYERS3, [_pulya(A=9), game("C", "A", "6S", {"B": P, "C": P})]),
    "stake_per_whist": (["0.50"], {}, PLAYERS3, [game("C", "A", "6S", {"B": P, "C": P})]),
    "whist_per_trick_factor": ([2], {}, PLAYERS3,
                               [game("C", "A", "6S", {"B": W, "C": W}, {"A": 6, "B": 3, "C": 1})]),
    "remiz_per_trick_factor": ([2], {}, PLAYERS3,
                               [game("C", "A", "6S", {"B": W, "C": P}, {"A": 5})]),
    "consolation": (["price", "fixed:10", "fixed:15"], {"whist_per_trick_factor": 2}, PLAYERS3,
                    [game("C", "A", "6S", {"B": W, "C": P}, {"A": 5})]),
    "dealer_writes_consolation": ([False], {}, PLAYERS4,
                                  [game("D", "A", "6S", {"B": W, "C": P}, {"A": 5})]),
    "whister_liability": (["half", "classic"], {}, PLAYERS3,
                          [game("C", "A", "8D", {"B": W, "C": P}, {"A": 10})]),
    "two_whister_rule": (["capped"], {}, PLAYERS3,
                         [game("C", "A", "6S", {"B": W, "C": W}, {"A": 7, "B": 3, "C": 0})]),
    "high_level_liability": (["both"], {}, PLAYERS3,
                             [game("C", "A", "8D", {"B": W, "C": W}, {"A": 10, "B": 0, "C": 0})]),
    "whist_style": (["gentleman"], {}, PLAYERS3,
                    [game("C", "A", "7H", {"B": W, "C": P}, {"A": 6, "B": 3, "C": 1})]),
    "gentleman_split": (["always"], {"whist_style": "gentleman"}, PLAYERS3,
                        [game("C", "A", "7S", {"B": W, "C": P}, {"A": 7})]),
    "half_whist": ([False], {}, PLAYERS3, [game("C", "A", "6C", {"B": P, "C": H})]),
    "half_whist_by_first_whister": ([True], {"whist_style": "gentleman"}, PLAYERS3,
                                    [game("C", "A", "6C", {"B": H, "C": P})]),
    "half_whist_leaver_consolation": ([False], {}, PLAYERS3,
                                      [game("C", "A", "6D", {"B": P, "C": H}, {"A": 4},
                                            returned_by="B")]),
    "dealer_may_take_over_whist": (["never", "kodex_plus_pass_pass"], {}, PLAYERS4,
                                   [game("D", "A", "6S", {"B": P, "C": H, "D": W}, {"A": 7}),
                                    game("A", "B", "6S", {"C": P, "D": P, "A": W}, {"B": 7})]),
    "dealer_whister_liable": ([False], {}, PLAYERS4,
                              [game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 10})]),
    "consolation_when_dealer_whists": (["dealer_only"], {}, PLAYERS4,
                                       [game("D", "A", "8H", {"B": P, "C": P, "D": W},
                                             {"A": 7})]),
    "contract_price": ([{"6": 3, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10}], {}, PLAYERS3,
                       [game("C", "A", "6S", {"B": P, "C": P})]),
    "whist_obligation": ([{"6": 2, "7": 2, "8": 1, "9": 1, "10": 1}], {}, PLAYERS3,
                         [game("C", "A", "6S", {"B": W, "C": P}, {"A": 7})]),
    "talon_bonus": ([True], {}, PLAYERS3,
                    [game("C", "A", "6S", {"B": P, "C": P}, talon_tricks=2)]),
    "ten_game_checked": ([True], {}, PLAYERS3,
                         [{"kind": "game", "dealer": "C", "declarer": "A", "contract": "10NT",
                           "tricks": {"A": 9}}]),
    "concede_down_three": ([True], {}, PLAYERS3,
                           [game("C", "A", "7H", {"B": W, "C": P}, conceded=True)]),
    "made_game_pays_gora_first": ([True], {}, PLAYERS3,
                                  [_gora(A=5), game("C", "A", "6S", {"B": P, "C": P})]),
    "stalingrad": ([True], {}, PLAYERS3,
                   [game("C", "A", "6S", {"B": W, "C": P}, {"A": 6})]),
    "penalty_down_all_consolation": ([True], {}, PLAYERS3,
                                     [game("C", "A", "6S", {"B": W, "C": P},
                                           penalty={"rule": "3.4.4", "bid_level": 7})]),
    "misere_remiz_per_trick": ([20], {}, PLAYERS3, [misere("C", "A", 2)]),
    "misere_shared_with_dealer": ([False], {}, PLAYERS4,
                                  [{**misere("D", "A", 0), "shared_with_dealer": True}]),
    "raspasy_mode": (["whists"], {"raspasy_dealer_talon_tricks": False}, PLAYERS3,
                     [raspasy("C", A=2, B=1, C=7)]),
    "raspasy_progression": ([(1,), (2, 4, 6)], {}, PLAYERS3,
                            [raspasy("A", A=4, B=3, C=3), raspasy("B", A=4, B=3, C=3)]),
    "raspasy_zero_bonus": (["one_point", "step_points", "none"], {"raspasy_progression": [2, 4]},
                           PLAYERS3, [raspasy("A", A=0, B=4, C=6)]),
    "raspasy_zero_bonus_column": (["gora"], {}, PLAYERS3, [raspasy("A", A=0, B=4, C=6)]),
    "raspasy_amnesty": ([False], {}, PLAYERS3, [raspasy("A", A=4, B=3, C=3)]),
    "rostov_raspasy_whist": ([10], {"raspasy_mode": "whists",
                                    "raspasy_dealer_talon_tricks": False}, PLAYERS3,
                             [raspasy("C", A=2, B=1, C=7)]),
    "raspasy_dealer_talon_tricks": ([False], {}, PLAYERS4,
                                    [raspasy("D", A=2, B=4, C=3, D=1)]),
    "raspasy_dealer_zero_bonus": ([True], {}, PLAYERS4, [raspasy("D", A=2, B=5, C=3, D=0)]),
    "raspasy_series_reset": (["made_contract", "whisted_made_game"], {}, PLAYERS3,
                             [raspasy("A", A=4, B=3, C=3),
                              game("B", "C", "6S", {"A": W, "B": P}, {"C": 5}),
                              raspasy("C", A=4, B=3, C=3)]),
    "raspasy_exit_levels": ([(7,), (6, 7, 7)], {}, PLAYERS3,
                            [raspasy("A", A=4, B=3, C=3), raspasy("B", A=4, B=3, C=3),
                             game("C", "A", "6S", {"B": P, "C": P})]),
    "dealer_repeats_after_raspasy": ([True], {}, PLAYERS3,
                                     [raspasy("A", A=4, B=3, C=3),
                                      game("B", "C", "6S", {"A": P, "B": P})]),
    "dark_bids": ([True], {}, PLAYERS3, [game("C", "A", "6S", {"B": P, "C": P}, dark=True)]),
    "bomb_limit": ([1, 2, 4], {"dark_bids": True}, PLAYERS3,
                   [_dark_raspasy(dealer) for dealer in "ABCA"]),
    "opening_raspasy_rounds": ([1, 2], {"dark_bids": True}, PLAYERS3,
                               [raspasy("A", A=4, B=3, C=3),
                                game("B", "C", "6S", {"A": P, "B": P})]),
    "help": ([False], {}, PLAYERS3, [_pulya(A=9), game("C", "A", "6S", {"B": P, "C": P})]),
    "help_whists_per_point": ([20], {}, PLAYERS3,
                              [_pulya(A=9), game("C", "A", "6S", {"B": P, "C": P})]),
    "help_excludes": ([["dealer"], ["remized_whister"], ["dealer", "remized_whister"]], {},
                      PLAYERS3, [_pulya(A=9, B=5),
                                 game("B", "A", "6S", {"B": W, "C": P}, {"A": 9})]),
    "help_recipient": (["next_clockwise"], {}, PLAYERS3,
                       [_pulya(A=9, C=5), game("C", "A", "6C", {"B": P, "C": P})]),
    "end_rule": (["sum_reached"], {"help": False}, PLAYERS3,
                 [_pulya(A=9), game("C", "A", "6S", {"B": P, "C": P})]),
    "settlement_pulya_factor": ([2], {}, PLAYERS3, [game("C", "A", "6S", {"B": P, "C": P})]),
    "settlement_rounding": (["kodex_4_2_12", "largest_remainder"], {}, PLAYERS3,
                            [game("C", "A", "6S", {"B": W, "C": P}, {"A": 5})]),
    "rounding_player": (["seat0"], {"settlement_rounding": "kodex_4_2_12"}, PLAYERS3,
                        [_gora(B=1), game("C", "A", "6S", {"B": P, "C": P})]),
}
"""Per option: the values shown to do something, and the table and hands that show it."""

NO_DEFAULT = {"variant": "sochi", "pulya_target": 10, "stake_per_whist": None}


def default(name: str) -> Any:
    """The value a new Sochi pulka has for option ``name``."""
    if name in NO_DEFAULT:
        return NO_DEFAULT[name]
    return RuleOptions.model_fields[name].get_default(call_default_factory=True)


def allowed_values(name: str) -> list[Any] | None:
    """Every value of a fixed-choice option (a ``Literal`` or a flag), else ``None``."""
    annotation = RuleOptions.model_fields[name].annotation
    if annotation is bool:
        return [False, True]
    if get_origin(annotation) is Literal:
        return list(get_args(annotation))
    return None


def outcome(rules: dict[str, Any], players: tuple[str, ...], hands: list[dict[str, Any]]
            ) -> tuple[Any, ...]:
    """What a table with ``rules`` makes of ``hands``: per hand its lines or the field and
    rule that refused it, then the settlement (exact, rounded, display, money)."""
    options = RuleOptions.model_validate(rules)
    pulka = Pulka(players, options)
    per_hand: list[Any] = []
    for hand in hands:
        try:
            per_hand.append(pulka.append(hand).entries)
        except PulkaError as exc:
            per_hand.append(("refused", exc.field, exc.rule))
    s = pulka.settle()
    return (tuple(per_hand), s.exact, s.result, s.balance, s.money)


def test_every_option_has_a_scenario():
    assert set(SCENARIOS) == set(RuleOptions.model_fields)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_every_fixed_value_is_walked(name):
    """Every value of a choice or a flag, other than the default, is in the scenario."""
    values = allowed_values(name)
    if name == "variant":
        values = ["sochi", "leningrad", "rostov", "fspr", "classic"]
    if values is not None:
        assert sorted(map(str, SCENARIOS[name][0])) == sorted(
            str(v) for v in values if v != default(name))


CASES = [(name, value) for name, (values, *_rest) in sorted(SCENARIOS.items())
         for value in values]


@pytest.mark.parametrize(("name", "value"), CASES, ids=[f"{n}={v}" for n, v in CASES])
def test_every_value_does_something(name, value):
    _, base, players, hands = SCENARIOS[name]
    rules = {"variant": "sochi", "pulya_target": 10, **base}
    want = outcome({**rules, name: default(name)}, players, hands)
    got = outcome({**rules, name: value}, players, hands)
    assert got != want, f"{name}={value!r} changes nothing in its scenario"


def test_an_old_option_that_did_nothing_still_opens():
    """``settlement_amnesty`` (either value) and ``multipliers: false`` are read and
    dropped; ``paid_prikup`` is read as ``talon_bonus`` (SPEC §13.2, §13.7)."""
    old = RuleOptions.model_validate({"variant": "sochi", "pulya_target": 10,
                                      "settlement_amnesty": False, "multipliers": False,
                                      "paid_prikup": True})
    assert old == RuleOptions.preset("sochi", 10, talon_bonus=True)
    with pytest.raises(ValidationError, match="not supported"):
        RuleOptions.model_validate({"variant": "sochi", "pulya_target": 10,
                                    "multipliers": True})
