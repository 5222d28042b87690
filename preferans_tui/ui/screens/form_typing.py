"""Typing into a hand draft, shown: the form's cursor (:mod:`.form_cursor`), the field
widgets, and the notice a field shows for a while when a key does not fit (issue 12.3).

:class:`DraftTyping` is the base of :class:`~.hand_form.HandForm`: it holds the
:class:`~.form_cursor.DraftCursor` that types each key into the draft, and shows what
each key did (:class:`~.form_cursor.Step`): the draft after every change, a notice that
fades after :data:`FLASH_SECONDS`, the help.
"""

from __future__ import annotations

from textual.timer import Timer

from ...rules.draft import DraftField, HandDraft
from ...rules.fields import FieldPath
from ..context import TableContext
from ..widgets.fields import FieldPicked, KeyField
from .form_cursor import DraftCursor, Step
from .form_keys import KeyRouting
from .form_words import slot_of

FLASH_SECONDS = 3.0
"""How long a field shows what it expects after a key it could not take (issue 12.3)."""


class DraftTyping(KeyRouting):
    """The draft being typed (its :attr:`cursor`) and the widgets of its fields."""

    def __init__(self, context: TableContext, draft: HandDraft) -> None:
        super().__init__(context)
        self.cursor = DraftCursor(draft)
        """The draft, the field typed into, and how a key changes them."""
        self.widgets: dict[str, KeyField] = {}
        """The widget of each field shown so far, by its id (:func:`.form_words.slot_of`)."""
        self._flashes: dict[str, Timer] = {}
        """The fields showing what they expect after a refused key, by slot, each with the
        timer that fades it (:meth:`flash`)."""

    @property
    def draft(self) -> HandDraft:
        """The draft as typed so far (the cursor's)."""
        return self.cursor.draft

    @draft.setter
    def draft(self, draft: HandDraft) -> None:
        self.cursor.draft = draft

    @property
    def current(self) -> FieldPath | None:
        """The path of the field typed into (the cursor's)."""
        return self.cursor.current

    @current.setter
    def current(self, path: FieldPath | None) -> None:
        self.cursor.current = path

    def show_draft(self) -> None:
        """Show the draft as it stands (the form's)."""

    @property
    def typed(self) -> bool:
        """Whether anything was typed since the form opened (:attr:`.DraftCursor.typed`):
        quitting or closing the pulka then asks before throwing the hand away
        (:mod:`..closing`)."""
        return self.cursor.typed

    # -- typing ----------------------------------------------------------------------------
    def current_field(self) -> DraftField | None:
        """The field the next key goes to (:meth:`.DraftCursor.current_field`)."""
        return self.cursor.current_field()

    @property
    def current_widget(self) -> KeyField | None:
        """The widget of the field typed into."""
        found = self.current_field()
        return self.widgets.get(slot_of(self.draft, found)) if found else None

    def show(self, step: Step) -> bool:
        """Show what ``step`` did: the notices cleared, a refusal flashed, the help, the
        draft; returns whether its key was used."""
        if step.cleared:
            self.clear_errors(keep=step.kept)
        if step.refused is not None:
            self.flash(*step.refused)
        if step.help:
            self.open_help()
        if step.moved:
            self.show_draft()
        return step.used

    def type_key(self, key: str, character: str | None) -> bool:
        """Type ``key`` into the current field (:meth:`.DraftCursor.type_key`, the form's
        own keys by :meth:`extra_key`); a key no field takes shows, for a moment, what the
        field expects (issue 12.3)."""
        return self.show(self.cursor.type_key(key, character, self.extra_key))

    def declare(self, key: str) -> None:
        """The seat digit that opened the form on the sheet (:meth:`.DraftCursor.declare`)."""
        self.show(self.cursor.declare(key, self.extra_key))

    def clear_errors(self, keep: frozenset[str] | None = None) -> None:
        """No field shows an error or what it expects any more (a key was taken).

        ``keep``: the slots of the fields the key left as they were — what one of them
        says it expects after a refused key stays for its :data:`FLASH_SECONDS` (issue
        31.6: a refusal typed fast, the next key for another field, vanished in a
        blink); a key that changes the field clears it at once."""
        for slot, widget in self.widgets.items():
            if keep is not None and slot in keep and slot in self._flashes:
                continue
            self._stop_flash(slot)
            widget.set_error(None)

    def _stop_flash(self, slot: str) -> None:
        timer = self._flashes.pop(slot, None)
        if timer is not None:
            timer.stop()

    def flash(self, found: DraftField, text: str) -> None:
        """Show ``text`` under the field for :data:`FLASH_SECONDS`, or until a key changes
        that field."""
        slot = slot_of(self.draft, found)
        widget = self.widgets.get(slot)
        if widget is None:
            return
        widget.set_error(text)
        widget.scroll_visible(animate=False)  # its lines too once resized (KeyField)
        self._stop_flash(slot)

        def fade() -> None:
            self._flashes.pop(slot, None)
            if widget.error == text:
                widget.set_error(None)

        self._flashes[slot] = self.set_timer(FLASH_SECONDS, fade)

    def extra_key(self, key: str) -> bool:
        """A key no field took (a form's own keys); returns whether it was used."""
        return False

    def move(self, step: int) -> None:
        """Tab / ↓ to the next field, Shift+Tab / ↑ to the previous one (optional ones
        too: a penalty is reached this way)."""
        self.show(self.cursor.move(step))

    def set_current(self, widget: KeyField) -> None:
        """Make the field ``widget`` shows the one typed into."""
        self.show(self.cursor.set_current(widget.id))

    def on_field_picked(self, event: FieldPicked) -> None:
        """A click: the clicked field becomes current (and takes the option clicked)."""
        self.show(self.cursor.pick(event.field.id, event.value))
