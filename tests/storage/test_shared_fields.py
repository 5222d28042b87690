"""A loaded file's hands share pydantic's set of given fields (issue 16: ~0.7 KB a hand);
the hands are frozen, so sharing changes no value and a copy gets a set of its own."""

from __future__ import annotations

import json

from preferans_tui.storage import PulkaFile


def _file(hands: list[dict]) -> str:
    return json.dumps({"format": "preferans-pulka", "version": 1,
                       "players": ["Anna", "Boris", "Vera"],
                       "rules": {"variant": "sochi", "pulya_target": 10}, "hands": hands})


GAME = {"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "6S",
        "calls": {"Vera": "whist", "Anna": "pass"}, "tricks": {"Boris": 6, "Vera": 4}}


def test_hands_given_the_same_fields_share_one_set() -> None:
    second = {**GAME, "dealer": "Boris", "declarer": "Vera",
              "calls": {"Anna": "pass", "Boris": "pass"}, "tricks": None}
    third = {**GAME, "open": True}
    model = PulkaFile.model_validate_json(_file([GAME, second, third]))
    a, b, c = model.hands
    assert a.model_fields_set is b.model_fields_set
    assert a.model_fields_set == {"kind", "dealer", "declarer", "contract", "calls", "tricks"}
    assert c.model_fields_set == a.model_fields_set | {"open"}
    assert c.model_fields_set is not a.model_fields_set


def test_a_copy_gets_its_own_set() -> None:
    a, b = PulkaFile.model_validate_json(_file([GAME, GAME])).hands
    copy = a.model_copy(update={"open": True})
    assert "open" in copy.model_fields_set
    assert "open" not in a.model_fields_set and "open" not in b.model_fields_set
