"""A malformed hand names its hand number, field AND rule (FORMAT.md, SPEC §9), the same
way in the app (``Pulka.append`` → ``parse_hand``) and in the file check
(``storage.check``): both read pydantic's errors with ``rules.problems``.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.rules import InvalidHandError, Pulka, RuleOptions
from preferans_tui.rules.problems import HAND_FIELD_RULES, rule_for
from preferans_tui.storage.check import check_bytes
from tests.rules.helpers import adjustment, game, misere, raspasy, table
from tests.rules.test_validation import refused

W, P = "whist", "pass"
NO_WHIST = {"B": P, "C": P}

CASES = [
    # (hand, field, rule, words of the reason)
    (game("C", "A", "6S", {"B": W, "C": P}, {"A": 11}), "tricks.A", "3.5", "10, not 11"),
    (game("C", "A", "6S", {"B": W, "C": P}, {"A": -1}), "tricks.A", "3.5", "0, not -1"),
    (game("C", "A", "6S", {"B": "vist", "C": P}), "calls.B", "3.8.1", "not 'vist'"),
    ({"kind": "game", "dealer": "C", "contract": "6S", "calls": NO_WHIST}, "declarer", "§9.1",
     "Field required"),
    (game("C", "A", "6s", NO_WHIST), "contract", "2.2.2", "'6s' is not a level"),
    (game("C", "A", "6S", NO_WHIST, penalty={"rule": "3.4.4", "bid_level": 11}),
     "penalty.bid_level", "3.4.4", "10, not 11"),
    (game("C", "A", "6S", NO_WHIST, penalty={"rule": "3.4.4"}), "penalty.bid_level", "3.4.4",
     "Field required"),
    (game("C", "A", "6S", {"B": W, "C": W}, {"A": 4, "B": 3, "C": 3},
          penalty={"rule": "3.4.6", "proven_undertricks": 11}),
     "penalty.proven_undertricks", "3.4.6", "not 11"),
    (game("C", "A", "6S", {"B": W, "C": P}, {"A": 6}, penalty={"rule": "3.9.18"}), "penalty",
     "§9.4", "unknown penalty rule '3.9.18'; expected one of 3.4.4, 3.4.6, 3.4.9"),
    (game("C", "A", "6S", NO_WHIST, penalty={}), "penalty", "§9.4",
     "no penalty rule given; expected one of 3.4.4, 3.4.6, 3.4.9"),
    (game("C", "A", "6S", NO_WHIST, open="yes"), "open", "3.8.4", "not 'yes'"),
    (game("C", "A", "6S", {"B": P, "C": "half"}, returned_by=2), "returned_by", "3.8.8",
     "not 2"),
    ({**misere("C", "A", 0), "shared_with_dealer": "no"}, "shared_with_dealer", "3.6.9",
     "not 'no'"),
    (raspasy("A", A=3, B=3, C=True), "tricks.C", "3.5", "not True"),
    ({"kind": "bomb", "dealer": "C"}, "kind", "§9.1",
     "unknown kind 'bomb'; expected one of game, misere, raspasy, adjustment"),
    ({"dealer": "C"}, "kind", "§9.1", "no kind given"),
    ({**game("C", "A", "6S", NO_WHIST), "opn": True}, "opn", "§9.1", "unknown key"),
    ({"kind": "adjustment", "entries": []}, "entries", "§9.4", "at least 1 item"),
    (adjustment({"column": "gora", "player": "A", "amount": 10**6}), "entries.0.amount",
     "§9.4", "not 1000000"),
]
IDS = [f"{c[1]}-{i}" for i, c in enumerate(CASES)]


@pytest.mark.parametrize(("hand", "field", "rule", "words"), CASES, ids=IDS)
def test_app_names_hand_field_and_rule(hand, field, rule, words):
    exc = refused(table(), hand, field, rule, InvalidHandError)
    assert words in exc.reason


@pytest.mark.parametrize(("hand", "field", "rule", "words"), CASES, ids=IDS)
def test_file_check_says_the_same(hand, field, rule, words):
    """Hand 2 of a file (hand 1 a raspasy dealt by C, so A deals it) reads exactly as the
    app's refusal of the same record as hand 2."""
    first = raspasy("C", A=3, B=3, C=4)
    doc = {"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
           "rules": {"variant": "sochi", "pulya_target": 10}, "hands": [first, hand]}
    report = check_bytes(json.dumps(doc))
    pulka = table()
    pulka.append(first)
    with pytest.raises(InvalidHandError) as info:
        pulka.append(hand)
    assert report.problems == [str(info.value)]
    assert report.problems[0].startswith(f"hand 2, {field}: ")
    assert report.problems[0].endswith(f" (rule {rule})")


def test_a_player_named_like_a_kind_or_a_penalty_keeps_his_name_in_the_field():
    """Only pydantic's own union tags are dropped from a location, not a player's name."""
    pulka = Pulka(("game", "3.4.4", "C"), RuleOptions.preset("sochi", 10))
    exc = refused(pulka, raspasy("C", game=11, **{"3.4.4": 0}, C=0), "tricks.game", "3.5",
                  InvalidHandError)
    assert str(exc).startswith("hand 1, tricks.game: ")


def test_file_level_fields_name_their_rule():
    doc = {"format": "preferans-pulka", "version": 1, "players": ["A", "B"],
           "rules": {"variant": "sochi", "pulya_target": "10"}, "hands": []}
    assert check_bytes(json.dumps(doc)).problems == [
        "players: List should have at least 3 items after validation, not 2 (rule 1.2)",
        "rules.pulya_target: Input should be a valid integer, not '10' (rule §11)",
    ]


def test_the_field_rule_table_is_read_by_the_longest_prefix():
    assert rule_for("penalty.bid_level") == "3.4.4"
    assert rule_for("penalty.rule") == HAND_FIELD_RULES["penalty"] == "§9.4"
    assert rule_for("tricks.Anna Maria") == "3.5"
    assert rule_for("multiplier") == "§9.1"


@pytest.mark.parametrize(("field", "value", "problem"), [
    ("raspasy_exit_levels", [11],
     "rules.raspasy_exit_levels.0: Input should be less than or equal to 10, not 11 (rule §11)"),
    ("raspasy_exit_levels", [6, 5],
     "rules.raspasy_exit_levels.1: Input should be greater than or equal to 6, not 5 (rule §11)"),
])
def test_a_bad_item_is_one_problem_not_also_a_list_too_short(field, value, problem):
    """pydantic counts a list's items after dropping the bad ones, so ``[11]`` (exit levels
    are contracts 6–10, SPEC §6.5) would also read "at least 1 item after validation, not
    0": a second problem that is not one. The item's error alone is reported."""
    doc = {"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
           "rules": {"variant": "sochi", "pulya_target": 10, field: value}, "hands": []}
    assert check_bytes(json.dumps(doc)).problems == [problem]


def test_a_bad_name_among_three_players_is_not_also_too_few_players():
    """Three names, one of them not text: one problem (the name), not "at least 3 items
    after validation, not 2" beside it; an empty list is still too short (rule 1.2)."""
    doc = {"format": "preferans-pulka", "version": 1, "players": ["A", "B", 5],
           "rules": {"variant": "sochi", "pulya_target": 10}, "hands": []}
    problems = check_bytes(json.dumps(doc)).problems
    assert len(problems) == 1 and problems[0].startswith("players.2: ")
    doc["players"] = []
    assert check_bytes(json.dumps(doc)).problems[0].startswith(
        "players: List should have at least 3 items")
