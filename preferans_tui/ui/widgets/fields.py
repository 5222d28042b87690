"""Single-key form fields: a choice picked by one key, a trick count typed as digits.

Keyboard first: ``1``–``4`` pick a player, ``6``–``0`` a level, ``s c d h n`` a strain,
``w p h`` a call, digits a trick count. A field that got its value posts
:class:`FieldChanged` with ``advance=True`` and the form moves the focus on, so a
whole hand is typed without Tab. ← / → also step through a choice; a click picks.
Each field shows its own error (the rules core's, with the rule) on the line below.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

DIGITS = frozenset("0123456789")
"""The keys that type a trick count: ASCII digits only (``"²".isdigit()`` is true too)."""


@dataclass(frozen=True)
class Option:
    """One choice: the ``key`` that picks it, the ``value`` it stands for, its ``text``."""

    key: str
    value: str
    text: str


class FieldChanged(Message):
    """A field's value changed; ``advance``: the focus should move to the next field."""

    def __init__(self, field: KeyField, advance: bool, carry: str | None = None) -> None:
        super().__init__()
        self.field = field
        self.advance = advance
        self.carry = carry
        """A key typed past the end of this field, for the next one (``1`` then ``5``)."""


class KeyField(Widget, can_focus=True):
    """Base of the single-key fields: a label, a value, an error line."""

    DEFAULT_CSS = """
    KeyField { height: auto; width: 1fr; padding: 0 1; }
    KeyField:focus { background: $boost; }
    KeyField.-error { background: $error 15%; }
    KeyField.-computed { color: $text-muted; }
    """

    def __init__(self, label: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = label
        self.error: str | None = None

    def set_error(self, message: str | None) -> None:
        """Show ``message`` under the field (``None`` clears it)."""
        self.error = message
        self.set_class(message is not None, "-error")
        self.refresh(layout=True)

    def set_label(self, label: str) -> None:
        """Change the label (the defender's name on a call, for instance)."""
        if label != self.label:
            self.label = label
            self.refresh(layout=True)

    def _with_error(self, text: Text) -> Text:
        if self.error:
            text.append("\n  ⚠ " + self.error, style="bold red")
        return text

    def _changed(self, advance: bool, carry: str | None = None) -> None:
        self.set_error(None)
        self.refresh(layout=True)
        self.post_message(FieldChanged(self, advance, carry))


class ChoiceField(KeyField):
    """One of a few options, picked by its key."""

    def __init__(self, label: str, options: list[Option], value: str | None = None, *,
                 id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.options = options
        self.value = value

    def set_options(self, options: list[Option]) -> None:
        """Offer ``options`` only; a value no longer offered is cleared."""
        if options != self.options:
            self.options = options
            if self.value not in {o.value for o in options}:
                self.value = None
            self.refresh(layout=True)

    def set_value(self, value: str | None, advance: bool = False) -> None:
        """Pick ``value`` as if typed."""
        self.value = value
        self._changed(advance)

    def render(self) -> Text:
        """``label  [1 Anna]  2 Boris  3 Vera``: the chosen option reversed."""
        text = Text(f"{self.label}: ", style="bold")
        for option in self.options:
            chosen = option.value == self.value
            text.append(f" {option.key} ", style="reverse bold" if chosen else "dim")
            text.append(f"{option.text} ", style="reverse bold" if chosen else "")
            text.append(" ")
        return self._with_error(text)

    def on_key(self, event: events.Key) -> None:
        """A key of an option picks it; ← / → step through the options."""
        key = event.character or event.key
        for option in self.options:
            if option.key == key:
                event.stop()
                event.prevent_default()
                self.set_value(option.value, advance=True)
                return
        if event.key in ("left", "right") and self.options:
            event.stop()
            values = [o.value for o in self.options]
            i = values.index(self.value) if self.value in values else -1
            i = (i + (1 if event.key == "right" else -1)) % len(values)
            self.set_value(values[i])

    def on_click(self, event: events.Click) -> None:
        """A click on an option picks it."""
        x = len(self.label) + 3
        for option in self.options:
            width = len(option.key) + len(option.text) + 4
            if x <= event.x - 1 < x + width:
                self.set_value(option.value, advance=True)
                return
            x += width


class NumberField(KeyField):
    """A trick count 0–``maximum`` typed as digits; ``1`` waits for ``0`` when 10 is possible.

    A computed field (``computed=True``) only shows the value the form filled in.
    """

    def __init__(self, label: str, maximum: int = 10, value: int | None = None, *,
                 computed: bool = False, id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.maximum = maximum
        self.value = value
        self.computed = computed
        self.pending = False
        self.can_focus = not computed
        self.set_class(computed, "-computed")

    def set_value(self, value: int | None) -> None:
        """Fill in ``value`` (for computed fields and prefills)."""
        self.pending = False
        if value != self.value:
            self.value = value
            self.refresh(layout=True)

    def render(self) -> Text:
        """``label: 7`` (``_`` while empty)."""
        text = Text(f"{self.label}: ", style="bold")
        shown = "_" if self.value is None else str(self.value)
        text.append(f" {shown} ", style="reverse" if not self.computed else "italic")
        if not self.computed:
            text.append(f"  0–{self.maximum}", style="dim")
        return self._with_error(text)

    def on_key(self, event: events.Key) -> None:
        """Digits set the count; backspace clears it."""
        if self.computed:
            return
        if event.key == "backspace":
            event.stop()
            self.value, self.pending = None, False
            self._changed(False)
            return
        ch = event.character
        if ch is None or ch not in DIGITS:
            return
        event.stop()
        event.prevent_default()
        digit = int(ch)
        if self.pending:
            self.pending = False
            if digit == 0:
                self.value = 10
                self._changed(True)
            else:  # "1" was a count of one; this digit is the next field's
                self._changed(True, carry=ch)
            return
        self.value = digit
        self.pending = digit == 1 and self.maximum >= 10
        self._changed(not self.pending)

    def on_blur(self) -> None:
        """Leaving the field settles a waiting ``1``."""
        self.pending = False
