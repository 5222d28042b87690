"""Keys typed before a question could be read: how soon is too soon, and how such a key
is listed (the file-changed question, :mod:`.file_changed`, and a guarded
:class:`~.confirm.Confirm`)."""

from __future__ import annotations

from ...untrusted import visible

TYPED_AHEAD_SECONDS = 1.0
"""A key less than this long after the question opened, or after the key before it that
was not taken, was typed ahead: it answers nothing. A player who reads the question
stops typing for longer than that."""

SHOWN_KEYS = 40
"""How many of the keys not taken the question lists (the last ones, after ``…``)."""

KEY_NAMES = {"enter": "Enter", "ctrl+j": "Enter", "escape": "Esc", "tab": "Tab",
             "shift+tab": "Shift+Tab", "backspace": "Backspace", "space": "Space",
             "up": "↑", "down": "↓", "left": "←", "right": "→"}


def key_text(key: str, character: str | None) -> str:
    """How a key not taken is listed: the character typed, else the key's name."""
    if key in KEY_NAMES:
        return KEY_NAMES[key]
    if character and len(character) == 1 and character.isprintable() and key != "space":
        return visible(character)
    return visible("+".join(part.capitalize() for part in key.split("+")))
