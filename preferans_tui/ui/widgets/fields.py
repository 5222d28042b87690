"""Single-key form fields: the base :class:`KeyField` and a choice picked by one key.

Keyboard first: ``1``–``4`` pick a player, ``6``–``0`` a level, ``s c d h n`` a strain,
``w p h`` a call; a trick count is a :class:`~.number_field.NumberField` and free text a
:class:`~.text_field.TextField`. The fields never hold the focus: the form takes
every key itself and hands it to its current field with :meth:`KeyField.feed`, which
answers at once whether the key finished the field (:class:`Fed`). So keys typed
faster than the screen redraws — or pasted — land where they would land typed slowly.
← / → also step through a choice; a click picks (:class:`FieldPicked`). Each field
shows its own error (the rules core's, with the rule) on the line below.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from ..layout import printed_key


@dataclass(frozen=True)
class Option:
    """One choice: the ``key`` that picks it, the ``value`` it stands for, its ``text``."""

    key: str
    value: str
    text: str


@dataclass(frozen=True)
class Fed:
    """What a key did to a field: ``advance`` — the field is done, go to the next one;
    ``carry`` — a key typed past the end of this field, for the next (``1`` then ``5``);
    ``error`` — the key was refused, and why (shown under the field)."""

    advance: bool = False
    carry: str | None = None
    error: str | None = None


class FieldPicked(Message):
    """A field was clicked (``advance``: a choice was picked, go on to the next field)."""

    def __init__(self, field: KeyField, advance: bool) -> None:
        super().__init__()
        self.field = field
        self.advance = advance


class KeyField(Widget):
    """Base of the form fields: a label, a value, an error line; ``-current`` is typed into.

    ``value`` is ``None`` while empty.
    """

    DEFAULT_CSS = """
    KeyField { height: auto; width: 1fr; padding: 0 1; }
    KeyField.-current { background: $boost; }
    KeyField.-error { background: $error 15%; }
    KeyField.-computed { color: $text-muted; }
    """

    value: object = None
    takes_keys = True
    """False for a field the form fills in (never current)."""

    def __init__(self, label: str, *, optional: bool = False, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = label
        self.optional = optional
        """A field with a default that is rarely changed (a penalty): a finished field
        does not move on into it; Tab, ↓ or a click reach it."""
        self.error: str | None = None

    def feed(self, key: str, character: str | None) -> Fed | None:
        """Take one key; ``None`` if this field has no use for it."""
        raise NotImplementedError

    def leave(self) -> None:
        """The form moved on to another field."""

    def set_error(self, message: str | None) -> None:
        """Show ``message`` under the field (``None`` clears it)."""
        if message != self.error:
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

    def on_click(self, event: events.Click) -> None:
        """A click makes this the field typed into."""
        self.post_message(FieldPicked(self, advance=False))


class ChoiceField(KeyField):
    """One of a few options, picked by its key."""

    def __init__(self, label: str, options: list[Option], value: str | None = None, *,
                 optional: bool = False, id: str | None = None) -> None:
        super().__init__(label, optional=optional, id=id)
        self.options = options
        self.value = value

    def set_options(self, options: list[Option]) -> None:
        """Offer ``options`` only; a value no longer offered is cleared."""
        if options != self.options:
            self.options = options
            if self.value not in {o.value for o in options}:
                self.value = None
            self.refresh(layout=True)

    def set_value(self, value: str | None) -> None:
        """Pick ``value`` (a prefill, or a value that follows from others)."""
        if value != self.value:
            self.value = value
            self.refresh(layout=True)

    def render(self) -> Text:
        """``label  [1 Anna]  2 Boris  3 Vera``: the chosen option reversed."""
        text = Text(f"{self.label}: ", style="bold")
        for option in self.options:
            chosen = option.value == self.value
            text.append(f" {printed_key(option.key)} ", style="reverse bold" if chosen else "dim")
            text.append(f"{option.text} ", style="reverse bold" if chosen else "")
            text.append(" ")
        return self._with_error(text)

    def feed(self, key: str, character: str | None) -> Fed | None:
        """A key of an option picks it and finishes the field; ← / → step through."""
        typed = character or key
        for option in self.options:
            if option.key == typed:
                self.set_value(option.value)
                return Fed(advance=True)
        if key in ("left", "right") and self.options:
            values = [o.value for o in self.options]
            i = values.index(self.value) if self.value in values else -1
            self.set_value(values[(i + (1 if key == "right" else -1)) % len(values)])
            return Fed()
        return None

    def on_click(self, event: events.Click) -> None:
        """A click on an option picks it; elsewhere it makes the field current."""
        event.stop()
        event.prevent_default()  # not KeyField.on_click as well
        x = len(self.label) + 3
        for option in self.options:
            width = len(option.key) + len(option.text) + 4
            if x <= event.x - 1 < x + width:
                self.set_value(option.value)
                self.post_message(FieldPicked(self, advance=True))
                return
            x += width
        self.post_message(FieldPicked(self, advance=False))
