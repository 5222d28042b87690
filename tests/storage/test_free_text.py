"""A title and notes are free text (FORMAT.md "Top level"): any length, tabs and line
breaks; only names forbid control characters. Kept as they are, written back unchanged."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from preferans_tui.storage import load
from preferans_tui.storage.pulka_file import PulkaFile

HEAD = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
        "rules": {"variant": "sochi", "pulya_target": 10}, "hands": []}


@pytest.mark.parametrize("top", [
    {"notes": "line1\nline2"}, {"title": "Friday\tclub"}, {"notes": "n" * 201},
    {"title": "\x1b[2JFriday"}, {"title": "Пятница " * 25, "notes": "a\u202eb"}])
def test_free_text_is_read_as_written(tmp_path, top):
    path = tmp_path / "p.json"
    path.write_text(json.dumps(HEAD | top, ensure_ascii=False), encoding="utf-8")
    model, _ = load(path)
    assert {k: getattr(model, k) for k in top} == top


def test_half_a_character_is_no_text():
    """A lone surrogate (``"\\ud800"``) could not be written back as UTF-8 on the next
    save; the file reader refuses it as JSON, and the model too."""
    with pytest.raises(ValidationError, match="half a character"):
        PulkaFile.model_validate(HEAD | {"notes": "a\ud800b"})


def test_created_is_still_a_time():
    with pytest.raises(ValidationError, match="not an ISO 8601 time"):
        PulkaFile.model_validate(HEAD | {"created": "Friday\n"})
