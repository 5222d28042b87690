"""A note on any hand (issue 30.5): the last field of every form, free text, optional;
the form never moves into it by itself (↓ or Tab reaches it, as a penalty); written
into the record only when it holds more than spaces."""

from __future__ import annotations

from typing import Any

from ..fields import Field, FieldPath
from .answers import Walk


def walk_note(w: Walk, record: dict[str, Any]) -> None:
    """Ask the note (optional) and put it into ``record`` when it says something."""
    text = w.text(FieldPath(Field.NOTE), required=False, optional=True)
    if text is not None and text.strip():
        record["note"] = text
