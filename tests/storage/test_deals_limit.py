"""An event table's length in deals, ``deals_limit`` (README, "The pulka file"; issue 28):
the app's own metadata beside the hands, read, validated and written back."""

from __future__ import annotations

import json

import pytest

from preferans_tui.storage import PulkaFileError
from preferans_tui.storage.pulka_file import dump, loads

HEAD = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
        "rules": {"variant": "sochi", "pulya_target": 10}}
RASPASY = {"kind": "raspasy", "dealer": "Anna", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}}


def test_the_limit_is_read_and_written_back() -> None:
    text = json.dumps({**HEAD, "deals_limit": 6, "hands": [RASPASY]})
    model, pulka = loads(text)
    assert model.deals_limit == 6 and pulka.deals == 1
    again = json.loads(dump(pulka, title="Cup", deals_limit=model.deals_limit))
    assert again["deals_limit"] == 6 and again["title"] == "Cup"
    assert loads(json.dumps(again))[0].deals_limit == 6


def test_no_limit_writes_nothing() -> None:
    model, pulka = loads(json.dumps({**HEAD, "hands": []}))
    assert model.deals_limit is None
    assert "deals_limit" not in json.loads(dump(pulka))


@pytest.mark.parametrize("bad", [0, -3, 2.5, "6", True, None])
def test_a_bad_limit_is_refused_naming_the_field(bad: object) -> None:
    text = json.dumps({**HEAD, "deals_limit": bad, "hands": []})
    if bad is None:  # JSON null: the same as no limit
        assert loads(text)[0].deals_limit is None
        return
    with pytest.raises(PulkaFileError, match="deals_limit"):
        loads(text)
