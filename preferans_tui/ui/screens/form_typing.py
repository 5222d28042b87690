"""Typing into a hand draft: the current field, a key given to it, the next field, and a
notice when a key does not fit (issue 12.3).

:class:`DraftTyping` is the base of :class:`~.hand_form.HandForm`: it holds the draft and
the current field's path, reads each key (:mod:`.form_input`) and asks the draft whether
the value may go there; the form shows the draft after every change.
"""

from __future__ import annotations

from textual.timer import Timer

from ...rules.draft import DraftField, HandDraft
from ...rules.fields import Field, FieldPath
from ...texts import tr
from ..context import TableContext
from ..layout import to_latin
from ..widgets.fields import FieldPicked, KeyField
from .form_input import Typed, typed_value
from .form_keys import KeyRouting
from .form_words import expects, label_for, slot_of

FLASH_SECONDS = 3.0
"""How long a field shows what it expects after a key it could not take (issue 12.3)."""


def out_of_range(found: DraftField, count: int) -> str:
    """Why a count the field does not allow is refused: above its high, 10 tricks in all
    (rule 3.5); below its low, the rule the draft names (the talon wins at most two,
    rule 3.7.6.1)."""
    if count >= found.low:
        return tr("at_most", n=found.high)
    if found.rule == "3.7.6.1":
        return tr("at_least_talon", n=found.low, rule=tr("rule_no", rule=found.rule))
    return tr("at_least", n=found.low)


class DraftTyping(KeyRouting):
    """The draft being typed and the field typed into."""

    def __init__(self, context: TableContext, draft: HandDraft) -> None:
        super().__init__(context)
        self.draft = draft
        self.opened_with = draft
        """The draft as the form opened (a correction's hand; before a seat digit that
        opened it from the sheet): :attr:`typed` compares with it."""
        first = draft.first_count() if draft.prefill is not None else draft.first_empty()
        # a correction starts at the first trick count: the counts are typed again and a
        # first key never silently changes the declarer; ↑ / Shift+Tab go back
        self.current: FieldPath | None = first.path if first else None
        self.widgets: dict[str, KeyField] = {}
        """The widget of each field shown so far, by its id (:func:`.form_words.slot_of`)."""
        self.skipped: list[FieldPath] = []
        """Fields the draft filled that the cursor jumped over: a key typed for one of
        them out of habit (the pass after a half-whist) is taken as that value."""
        self.after_dealer = False
        """The declarer was typed before the dealer (:meth:`declare`): after the dealer,
        typing goes on to the first empty field, not back to the declarer."""
        self.given: FieldPath | None = None
        """A count given by a final key that the cursor stayed on (it is the last one
        typed): a digit more is no new count for it (:meth:`typed_again`)."""
        self._flashes: dict[str, Timer] = {}
        """The fields showing what they expect after a refused key, by slot, each with the
        timer that fades it (:meth:`flash`)."""

    def show_draft(self) -> None:
        """Show the draft as it stands (the form's)."""

    @property
    def typed(self) -> bool:
        """Whether anything was typed since the form opened (a seat digit from the sheet
        included, a line added too; a value typed and erased again is nothing): quitting
        or closing the pulka then asks before throwing the hand away (:mod:`..closing`)."""
        opened = self.opened_with
        return self.draft.values != opened.values or self.draft.lines != opened.lines

    # -- typing ----------------------------------------------------------------------------
    def current_field(self) -> DraftField | None:
        """The field the next key goes to (the first empty one if the current one is no
        longer asked)."""
        found = self.draft.field(self.current) if self.current is not None else None
        if found is None or not found.takes_keys:
            found = self.draft.first_empty()
            self.current = found.path if found else None
        return found

    @property
    def current_widget(self) -> KeyField | None:
        """The widget of the field typed into."""
        found = self.current_field()
        return self.widgets.get(slot_of(self.draft, found)) if found else None

    def type_key(self, key: str, character: str | None) -> bool:
        """Type ``key`` into the current field; a key no field takes shows, for a moment,
        what the field expects (issue 12.3)."""
        if self.skipped and self.for_skipped(key, character):
            return True
        found = self.current_field()
        if found is None:
            return self.extra_key(key)
        latin = to_latin(character) if character else key
        typed = typed_value(self.draft, found, key, character)
        if typed is None and latin != character:  # the same key on a Russian layout
            typed = typed_value(self.draft, found, latin, latin)
        if typed is not None and not typed.clear and found.path == self.given:
            self.typed_again(found, typed)
            return True
        if typed is not None and (typed.clear or found.allows(typed.value)):
            self.put(found, typed)
            return True
        if key in ("left", "right"):  # a field that does not step with ← / →
            self.move(1 if key == "right" else -1)
        elif key == "question_mark":
            self.open_help()
        elif self.extra_key(key) or (latin != key and self.extra_key(latin)):
            pass
        elif typed is not None and found.is_count and isinstance(typed.value, int):
            self.flash(found, out_of_range(found, typed.value))
        elif character and character.isprintable():
            self.flash(found, expects(self.draft, found))
        else:
            return False
        return True

    def for_skipped(self, key: str, character: str | None) -> bool:
        """A key for the first field the cursor jumped over (the draft filled it): its
        value again is taken; another value it could mean is refused there, with the
        reason; any other key is for the current field."""
        found = self.draft.field(self.skipped[0])
        typed = typed_value(self.draft, found, key, character) if found else None
        if found is None or typed is None or typed.clear:
            self.skipped = []
            return False
        if typed.value == found.value:
            self.skipped.pop(0)
        elif found.is_count and isinstance(typed.value, int):
            self.flash(found, out_of_range(found, typed.value))
        else:
            self.flash(found, expects(self.draft, found))
        return True

    def typed_again(self, found: DraftField, typed: Typed) -> None:
        """A digit after the last count was given: never a silent new count. The count
        that follows (the other whister's, 10 minus the rest, rule 3.5) typed as well is
        taken as a confirmation; any other digit is refused with a notice saying what
        follows, and how a count is changed (Backspace, or ↑ / Shift+Tab to it)."""
        follows = self.draft.follows()
        if follows is not None and typed.value == follows.value:
            self.clear_errors()
            return
        if follows is None:
            self.flash(found, tr("counts_given"))
        else:
            self.flash(found, tr("count_follows", field=label_for(self.draft, follows),
                                 n=follows.value))

    def declare(self, key: str) -> None:
        """The seat digit that opened the form on the sheet: always the declarer. On the
        first hand (the dealer not known yet) typing then goes back to the dealer, and
        from him on to the level; a seat with no player says what the field takes."""
        found = self.draft.field(FieldPath(Field.DECLARER))
        if found is None:
            return
        self.current = found.path
        self.type_key(key, key)
        dealer = self.draft.field(FieldPath(Field.DEALER))
        if dealer is not None and dealer.value is None and self.current != found.path:
            self.current = dealer.path
            self.after_dealer = True

    def put(self, found: DraftField, typed: Typed) -> None:
        """Give the draft the typed value; on to the next field if this one is done."""
        before = self._values()
        if typed.clear or typed.value is None:
            self.draft = self.draft.clear(found.path)
        else:
            self.draft = self.draft.set(found.path, typed.value)
        after = self._values()
        self.clear_errors(keep={slot for slot, value in after.items()
                                if before.get(slot, value) == value})
        self.skipped = []
        self.given = None
        if typed.advance:
            nxt = self.draft.next_field(found.path)
            if self.after_dealer and found.path.field is Field.DEALER:
                nxt = self.draft.first_empty()  # the declarer is typed: on to the level
            self.current = nxt.path if nxt else found.path
            self.skipped = self.draft.filled_between(found.path, nxt.path if nxt else None)
            if nxt is None and found.is_count:
                self.given = found.path
        self.show_draft()

    def _values(self) -> dict[str, object]:
        """Each field's value, by slot."""
        return {slot_of(self.draft, f): (f.value, f.low, f.high) for f in self.draft.fields}

    def clear_errors(self, keep: set[str] | None = None) -> None:
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
        widget.scroll_visible(animate=False)  # its line under it too, in a short band
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
        order = [f.path for f in self.draft.fields if f.takes_keys]
        if not order:
            return
        i = order.index(self.current) if self.current in order else -1
        self.current = order[(i + step) % len(order)]
        self.given = None  # moved to a count on purpose: a digit there retypes it
        self.show_draft()

    def set_current(self, widget: KeyField) -> None:
        """Make the field ``widget`` shows the one typed into."""
        for found in self.draft.fields:
            if slot_of(self.draft, found) == widget.id and found.takes_keys:
                self.current = found.path
        self.given = None
        self.show_draft()

    def on_field_picked(self, event: FieldPicked) -> None:
        """A click: the clicked field becomes current (and takes the option clicked)."""
        self.set_current(event.field)
        found = self.current_field()
        if event.value is not None and found is not None and found.allows(event.value):
            self.put(found, Typed(event.value))

