"""Single-key form fields: the base :class:`KeyField` and a choice picked by one key.

A field shows one field of the hand draft: its label, what it allows (a choice's
options with their keys — ``1``–``4`` a player, ``6``–``0`` a level, ``s c d h n`` a
strain, ``w p h`` a call —, a count's range, a text), its value and an error on the line
below. A trick count is a :class:`~.number_field.NumberField` and free text a
:class:`~.text_field.TextField`. A field never holds the focus, reads no key and decides
nothing: the form takes every key (:mod:`~..screens.form_input`) and asks the rules
core's draft. A click on an option picks it (:class:`FieldPicked`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from ...rules.draft import Value
from ..layout import printed_key


@dataclass(frozen=True)
class Option:
    """One choice: the ``key`` that picks it, the ``value`` it stands for, its ``text``;
    ``letter``: a second key that picks it, shown in place of ``key`` (the Russian
    interface's ``д`` and ``н`` for yes and no), or ``None``."""

    key: str
    value: Value
    text: str
    letter: str | None = None

    @property
    def shown(self) -> str:
        """The key as a field or a hint shows it (:func:`~..layout.printed_key`)."""
        return self.letter or printed_key(self.key)


class FieldPicked(Message):
    """A field was clicked: ``value`` picked (an option), or ``None`` (make it current)."""

    def __init__(self, field: KeyField, value: Value | None) -> None:
        super().__init__()
        self.field = field
        self.value = value


class KeyField(Widget):
    """Base of the form fields: a label, a value, an error line; ``-current`` is typed into.

    ``value`` is ``None`` while empty; ``takes_keys`` is false for a value the draft
    filled in or computed (never current).
    """

    DEFAULT_CSS = """
    KeyField { height: auto; width: 1fr; padding: 0 1; }
    KeyField.-current { background: $boost; }
    KeyField.-error { background: $error 15%; }
    KeyField.-computed { color: $text-muted; }
    """

    value: Value | None = None

    def __init__(self, label: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = label
        self.error: str | None = None
        self.takes_keys = True

    def show(self, label: str, value: Value | None, *, takes_keys: bool = True) -> None:
        """Show ``label`` and ``value`` (a field the form keeps in step with the draft)."""
        if (label, value, takes_keys) != (self.label, self.value, self.takes_keys):
            self.label, self.value, self.takes_keys = label, value, takes_keys
            self.set_class(not takes_keys, "-computed")
            self.refresh(layout=True)

    def set_error(self, message: str | None) -> None:
        """Show ``message`` under the field (``None`` clears it)."""
        if message != self.error:
            self.error = message
            self.set_class(message is not None, "-error")
            self.refresh(layout=True)

    def on_resize(self, event: events.Resize) -> None:
        """Grown by an error's lines (the form scrolled to it before it was laid out at
        its new height): its last line, with the rule number, is brought into the short
        band too (at 80 columns a refusal showed "…(10 tricks in all, rule")."""
        if self.error and self.is_mounted:
            self.scroll_visible(animate=False)

    def _with_error(self, text: Text) -> Text:
        if self.error:
            text.append("\n  ⚠ " + self.error, style="bold red")
        return text

    def on_click(self, event: events.Click) -> None:
        """A click makes this the field typed into."""
        self.post_message(FieldPicked(self, None))


class ChoiceField(KeyField):
    """One of a few options, picked by its key."""

    def __init__(self, label: str, options: list[Option], value: Value | None = None, *,
                 id: str | None = None) -> None:
        super().__init__(label, id=id)
        self.options = options
        self.value = value

    def set_options(self, options: list[Option]) -> None:
        """Offer ``options`` (the draft's choices, in the interface language)."""
        if options != self.options:
            self.options = options
            self.refresh(layout=True)

    def render(self) -> Text:
        """``label  [1 Anna]  2 Boris  3 Vera``: the chosen option reversed."""
        text = Text(f"{self.label}: ", style="bold")
        for option in self.options:
            chosen = option.value == self.value and type(option.value) is type(self.value)
            text.append(f" {option.shown} ", style="reverse bold" if chosen else "dim")
            text.append(f"{option.text} ", style="reverse bold" if chosen else "")
            text.append(" ")
        return self._with_error(text)

    def on_click(self, event: events.Click) -> None:
        """A click on an option picks it; elsewhere it makes the field current."""
        event.stop()
        event.prevent_default()  # not KeyField.on_click as well
        x = len(self.label) + 3
        for option in self.options:
            width = len(option.key) + len(option.text) + 4
            if x <= event.x - 1 < x + width:
                self.post_message(FieldPicked(self, option.value))
                return
            x += width
        self.post_message(FieldPicked(self, None))
