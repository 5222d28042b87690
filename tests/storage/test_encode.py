"""A pulka file encoded hand by hand (issue 16) is the file ``json.dumps`` writes whole.

The app keeps each hand's encoded lines between saves; whatever was appended, undone or
corrected since, the text must be byte for byte the indented JSON of the whole file.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from preferans_tui.rules import Pulka
from preferans_tui.storage import load
from preferans_tui.storage.encode import PulkaText
from preferans_tui.storage.pulka_file import to_file

SAVES = sorted((Path(__file__).parent.parent.parent / "saves").glob("*.json"))


def whole(pulka: Pulka, **meta: str | None) -> bytes:
    """The file as one ``json.dumps`` writes it."""
    return (json.dumps(to_file(pulka, **meta), ensure_ascii=False, indent=1) + "\n").encode()


@pytest.mark.parametrize("path", SAVES, ids=[p.name for p in SAVES])
def test_hand_by_hand_is_the_whole_file_through_appends_undos_and_corrections(path):
    model, full = load(path)
    meta = {"title": model.title, "created": model.created, "notes": model.notes}
    text = PulkaText()
    pulka = Pulka(full.players, full.options)
    assert text.encode(pulka, **meta) == whole(pulka, **meta)  # no hands: "hands": []
    for hand in full.hands:
        pulka.append(hand)
        assert text.encode(pulka, **meta) == whole(pulka, **meta)
    for _ in range(min(3, len(full))):
        pulka.undo()
        assert text.encode(pulka, **meta) == whole(pulka, **meta)
    again = full.prefix(len(full))  # the same records: nothing to encode again
    assert text.encode(again, title="another title") == whole(again, title="another title")
    _, reread = load(path)  # new records of the same hands
    assert text.encode(reread, **meta) == whole(reread, **meta)


def test_notes_with_quotes_backslashes_and_other_scripts_are_written_as_json_dumps_would():
    pulka = Pulka(["Аня", "Boris \"B\"", "Vera\\"], load(SAVES[0])[1].options)
    pulka.append({"kind": "adjustment", "rule": "4.2.7", "note": "«он» \"said\" \\ 😀 \u00a0",
                  "entries": [{"column": "gora", "player": "Аня", "amount": 2}]})
    assert PulkaText().encode(pulka, title="t\\\"") == whole(pulka, title="t\\\"")
