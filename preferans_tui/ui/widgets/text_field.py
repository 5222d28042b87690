"""A line of text typed into a form that takes its keys itself (see :mod:`.fields`).

The adjustment form's amount, rule and note; the form reads the keys (a printable
character is added, backspace takes the last one off, ``ctrl+u`` clears:
:mod:`~..screens.form_input`), and whether the text may be so (an amount is a minus and
digits) is the draft's answer, not the field's.
"""

from __future__ import annotations

from rich.text import Text

from .fields import KeyField


class TextField(KeyField):
    """Free text; ``value`` is ``None`` while empty."""

    def __init__(self, label: str, value: str = "", *, hint: str = "",
                 id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.value = value or None
        self.hint = hint

    @property
    def text(self) -> str:
        """What was typed (``""`` while empty)."""
        return self.value if isinstance(self.value, str) else ""

    def render(self) -> Text:
        """``label: typed▏`` (the hint, dimmed, while empty)."""
        text = Text(f"{self.label}: ", style="bold")
        text.append(self.text)
        text.append("▏" if self.has_class("-current") else " ", style="bold")
        if not self.text and self.hint:
            text.append(self.hint, style="dim")
        return self._with_error(text)

