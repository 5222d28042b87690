"""The trick-count field: a digit sets the count at once, ``t`` is ten.

A :class:`~.fields.KeyField` like the choices of :mod:`.fields`: the form feeds it
keys; it never holds the focus.
"""

from __future__ import annotations

from rich.text import Text

from ..i18n import tr
from .fields import Fed, KeyField

DIGITS = frozenset("0123456789")
"""The keys that type a trick count: ASCII digits only (``"²".isdigit()`` is true too)."""
TEN_KEYS = frozenset("tT")
"""The key of a count of ten: ``t`` (a digit never waits for a second one)."""


class NumberField(KeyField):
    """A trick count 0–``maximum``: a digit sets it at once, ``t`` is ten.

    No key waits for another (``1`` is one, never the start of ``10``), so ``1 0 9``
    in raspasy is 1, 0, 9. ``maximum`` is what the rules still allow (10 minus the
    counts already typed), shown as the field's hint. A computed field
    (``computed=True``) only shows the value the form filled in.
    """

    def __init__(self, label: str, maximum: int = 10, value: int | None = None, *,
                 computed: bool = False, id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.maximum = maximum
        self.value = value
        self.computed = computed
        self.takes_keys = not computed
        self.set_class(computed, "-computed")

    def set_value(self, value: int | None) -> None:
        """Fill in ``value`` (for computed fields and prefills)."""
        if value != self.value:
            self.value = value
            self.refresh(layout=True)

    def set_maximum(self, maximum: int) -> None:
        """The largest count the rules still allow here (shown as the hint)."""
        maximum = max(0, maximum)
        if maximum != self.maximum:
            self.maximum = maximum
            self.refresh(layout=True)

    def range_hint(self) -> str:
        """``0–9 · t = 10`` where ten is possible, else ``0–7``."""
        if self.maximum >= 10:
            return tr("range_ten")
        return f"0–{self.maximum}"

    def render(self) -> Text:
        """``label: 7   0–3`` (``_`` while empty)."""
        text = Text(f"{self.label}: ", style="bold")
        shown = "_" if self.value is None else str(self.value)
        text.append(f" {shown} ", style="reverse" if not self.computed else "italic")
        if not self.computed:
            text.append(f"  {self.range_hint()}", style="dim")
        return self._with_error(text)

    def feed(self, key: str, character: str | None) -> Fed | None:
        """A digit sets the count, ``t`` sets ten (where possible); backspace clears.

        A count above :attr:`maximum` is refused with the reason (rule 3.5).
        """
        if self.computed:
            return None
        if key == "backspace":
            self.set_value(None)
            return Fed()
        if character in TEN_KEYS and self.maximum >= 10:
            self.set_value(10)
            return Fed(advance=True)
        if character is None or character not in DIGITS:
            return None
        if int(character) > self.maximum:  # the tricks sum to 10 (rule 3.5)
            return Fed(error=tr("at_most", n=self.maximum))
        self.set_value(int(character))
        return Fed(advance=True)
