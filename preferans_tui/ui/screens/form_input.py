"""What a key typed into a field of a hand form means (input syntax, not rules).

A choice takes the key of one of its options (:func:`~.form_words.options_for`), and
← / → step through them; a count takes one digit (no key waits for a second: ``1`` is
one, never the start of ``10``), ``t`` for ten, backspace to empty it; a text takes a
printable character, backspace, ``ctrl+u`` to clear. Whether the value may go there is
the draft's answer (:meth:`~preferans_tui.rules.draft.DraftField.allows`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...rules.draft import DraftField, HandDraft, Value
from .form_words import options_for

DIGITS = frozenset("0123456789")
"""The keys that type a trick count: ASCII digits only (``"²".isdigit()`` is true too)."""
TEN_KEYS = frozenset("tT")
"""The key of a count of ten: ``t``."""


@dataclass(frozen=True)
class Typed:
    """What a key means for a field: ``value`` (``None`` with ``clear``: empty it);
    ``advance`` — the field is done, go on to the next one."""

    value: Value | None
    advance: bool = True
    clear: bool = False


def typed_value(draft: HandDraft, found: DraftField, key: str, character: str | None
                ) -> Typed | None:
    """What ``key`` means for the field ``found``; ``None`` if it means nothing there."""
    if found.choices is not None:
        return _choice(draft, found, key, character)
    if found.text:
        return _text(found, key, character)
    if key == "backspace":
        return Typed(None, advance=False, clear=True)
    if character in TEN_KEYS:
        return Typed(10)
    if character is None or character not in DIGITS:
        return None
    return Typed(int(character))


def _choice(draft: HandDraft, found: DraftField, key: str, character: str | None
            ) -> Typed | None:
    options = options_for(draft, found)
    for option in options:
        if (character or key) in (option.key, option.letter):
            return Typed(option.value)
    if key in ("left", "right") and options:
        values = [o.value for o in options]
        i = values.index(found.value) if found.value in values else -1
        return Typed(values[(i + (1 if key == "right" else -1)) % len(values)], advance=False)
    return None


def _text(found: DraftField, key: str, character: str | None) -> Typed | None:
    text = found.value if isinstance(found.value, str) else ""
    if key == "backspace":
        text = text[:-1]
    elif key == "ctrl+u":
        text = ""
    elif character is None or len(character) != 1 or not character.isprintable():
        return None
    else:
        text += character
    return Typed(text or None, advance=False, clear=not text)
