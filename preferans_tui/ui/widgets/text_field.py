"""A line of text typed into a form that takes its keys itself (see :mod:`.fields`).

The adjustment form's amount, rule and note: printable characters are appended,
backspace takes the last one off, ``ctrl+u`` clears. ``allowed`` limits the characters
(the amount: ASCII digits and a minus).
"""

from __future__ import annotations

from rich.text import Text

from .fields import Fed, KeyField


class TextField(KeyField):
    """Free text, or only the characters in ``allowed``; ``value`` is ``None`` while empty."""

    def __init__(self, label: str, value: str = "", *, allowed: frozenset[str] | None = None,
                 hint: str = "", id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.value = value or None
        self.allowed = allowed
        self.hint = hint

    @property
    def text(self) -> str:
        """What was typed (``""`` while empty)."""
        return self.value or ""

    def set_text(self, text: str) -> None:
        """Replace what was typed."""
        if (text or None) != self.value:
            self.value = text or None
            self.refresh(layout=True)

    def feed(self, key: str, character: str | None) -> Fed | None:
        """Type a character, take one off (backspace) or clear (ctrl+u)."""
        if key == "backspace":
            self.set_text(self.text[:-1])
            return Fed()
        if key == "ctrl+u":
            self.set_text("")
            return Fed()
        if character is None or len(character) != 1 or not character.isprintable():
            return None
        if self.allowed is not None and character not in self.allowed:
            return None
        self.set_text(self.text + character)
        return Fed()

    def render(self) -> Text:
        """``label: typed▏`` (the hint, dimmed, while empty)."""
        text = Text(f"{self.label}: ", style="bold")
        text.append(self.text)
        text.append("▏" if self.has_class("-current") else " ", style="bold")
        if not self.text and self.hint:
            text.append(self.hint, style="dim")
        return self._with_error(text)
