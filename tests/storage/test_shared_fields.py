"""A loaded file's hands share pydantic's set of given fields (issue 16: ~0.7 KB a hand),
and in the app their equal calls and tricks; the hands are frozen, so sharing changes no
value and a copy gets a set of its own."""

from __future__ import annotations

import json

from preferans_tui.storage import PulkaFile
from preferans_tui.storage.file_model import share_equal_parts


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


def test_equal_calls_and_tricks_are_one_dict_and_the_file_reads_the_same() -> None:
    """The app keeps equal ``calls`` and ``tricks`` as one dict (issue 16); only the same
    names, counts and order are equal: the saved text keeps every hand's order."""
    reordered = {**GAME, "calls": {"Anna": "pass", "Vera": "whist"},
                 "tricks": {"Vera": 4, "Boris": 6}}
    model = PulkaFile.model_validate_json(_file([GAME, GAME, reordered]))
    before = [h.model_dump_json() for h in model.hands]
    share_equal_parts(model)
    a, b, c = model.hands
    assert a.calls is b.calls and a.tricks is b.tricks
    assert c.calls is not a.calls and c.tricks is not a.tricks  # another order
    assert [h.model_dump_json() for h in model.hands] == before
