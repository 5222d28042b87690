"""The trick-count field: its value and the range the draft allows (10 minus the counts
already typed), shown as its hint; a count the draft computed shows its value only.

A :class:`~.fields.KeyField` like the choices of :mod:`.fields`: the form reads the keys
(a digit is the count at once, ``t`` is ten: :mod:`~..screens.form_input`).
"""

from __future__ import annotations

from rich.text import Text

from ...texts import tr
from .fields import KeyField


class NumberField(KeyField):
    """A trick count ``low``–``high``; a field the draft computed (the last count) only
    shows its value."""

    def __init__(self, label: str, low: int = 0, high: int = 10, value: int | None = None,
                 *, id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.low, self.high = low, high
        self.value = value

    def set_range(self, low: int, high: int) -> None:
        """The counts the rules allow here now (the draft's answer)."""
        if (low, high) != (self.low, self.high):
            self.low, self.high = low, high
            self.refresh(layout=True)

    def range_hint(self) -> str:
        """``0–9 · t = 10`` where ten is possible, else ``0–7``."""
        if self.high >= 10 and self.low == 0:
            return tr("range_ten")
        return f"{self.low}–{self.high}"

    def render(self) -> Text:
        """``label: 7   0–3`` (``_`` while empty)."""
        text = Text(f"{self.label}: ", style="bold")
        shown = "_" if self.value is None else str(self.value)
        text.append(f" {shown} ", style="reverse" if self.takes_keys else "italic")
        if self.takes_keys:
            text.append(f"  {self.range_hint()}", style="dim")
        return self._with_error(text)
