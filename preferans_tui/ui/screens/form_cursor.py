"""The typing cursor of a hand form: the current field of a hand draft, a key typed into
it, the next field, and what to say when a key does not fit (issue 12.3).

:class:`DraftCursor` is plain data and logic, no widget and no timer: it holds the
draft (:class:`~preferans_tui.rules.draft.HandDraft`) and the path of the field typed
into, reads each key (:func:`.form_input.typed_value`), asks the draft whether the value
may go there, and answers with a :class:`Step` — what the form then shows (the draft, a
notice under a field, the help). The form (:class:`~.form_typing.DraftTyping`) holds one
and shows its steps; the cursor's tests type keys into it without an app.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...rules.draft import DraftField, HandDraft, Value
from ...rules.fields import Field, FieldPath
from ...texts import tr
from ..layout import to_latin
from .form_input import Typed, typed_value
from .form_words import expects, label_for, slot_of


def out_of_range(found: DraftField, count: int) -> str:
    """Why a count the field does not allow is refused: above its high, 10 tricks in all
    (rule 3.5); below its low, the rule the draft names (the talon wins at most two,
    rule 3.7.6.1)."""
    if count >= found.low:
        return tr("at_most", n=found.high)
    if found.rule == "3.7.6.1":
        return tr("at_least_talon", n=found.low, rule=tr("rule_no", rule=found.rule))
    return tr("at_least", n=found.low)


@dataclass(frozen=True)
class Step:
    """What one key (or click, or move) did, for the form to show.

    - ``used``: the key was for the form (one it was not for goes on to the app: F2);
    - ``cleared``: a value was taken, the fields' notices go (:attr:`kept` aside);
    - ``kept``: the slots (:func:`.form_words.slot_of`) of the fields the value left as
      they were: a notice one of them shows may stay its while (issue 31.6); ``None``:
      every notice goes;
    - ``refused``: the field a key did not fit and what to say under it;
    - ``moved``: the draft or the current field changed: show the draft;
    - ``help``: ``?`` opens the help.
    """

    used: bool = True
    cleared: bool = False
    kept: frozenset[str] | None = None
    refused: tuple[DraftField, str] | None = None
    moved: bool = False
    help: bool = False


NOT_USED = Step(used=False)
"""A key no field and no form key takes."""


def no_extra_key(key: str) -> bool:
    """A form without keys of its own: none is used."""
    return False


class DraftCursor:
    """The draft being typed and the field typed into.

    ``draft`` is the draft as typed so far; ``current`` the path of the field the next
    key goes to (``None``: no field takes keys). The form's own keys (the adjustment's
    Ctrl+N) are asked for by ``extra``, a callable taking a key name and returning
    whether it used it, given to :meth:`type_key`; it may change ``draft`` and
    ``current``.
    """

    def __init__(self, draft: HandDraft) -> None:
        self.draft = draft
        self.opened_with = draft
        """The draft as the form opened (a correction's hand; before a seat digit that
        opened it from the sheet): :attr:`typed` compares with it."""
        first = draft.first_count() if draft.prefill is not None else draft.first_empty()
        # a correction starts at the first trick count: the counts are typed again and a
        # first key never silently changes the declarer; ↑ / Shift+Tab go back
        self.current: FieldPath | None = first.path if first else None
        self.skipped: list[FieldPath] = []
        """Fields the draft filled that the cursor jumped over: a key typed for one of
        them out of habit (the pass after a half-whist) is taken as that value."""
        self.after_dealer = False
        """The declarer was typed before the dealer (:meth:`declare`): after the dealer,
        typing goes on to the first empty field, not back to the declarer."""
        self.given: FieldPath | None = None
        """A count given by a final key that the cursor stayed on (it is the last one
        typed): a digit more is no new count for it (:meth:`typed_again`)."""

    @property
    def typed(self) -> bool:
        """Whether anything was typed since the form opened (a seat digit from the sheet
        included, a line added too; a value typed and erased again is nothing)."""
        opened = self.opened_with
        return self.draft.values != opened.values or self.draft.lines != opened.lines

    def current_field(self) -> DraftField | None:
        """The field the next key goes to (the first empty one if the current one is no
        longer asked)."""
        found = self.draft.field(self.current) if self.current is not None else None
        if found is None or not found.takes_keys:
            found = self.draft.first_empty()
            self.current = found.path if found else None
        return found

    def type_key(self, key: str, character: str | None,
                 extra: Callable[[str], bool] = no_extra_key) -> Step:
        """Type ``key`` (Textual's key name; ``character`` the character it types, if
        any) into the current field. A key that fits is taken (and may move on); ``←`` /
        ``→`` on a field that does not step with them move; ``?`` asks for the help; a
        form key goes to ``extra`` (as typed, then as the same key on the Latin layout);
        any other printable key is refused with what the field expects (issue 12.3)."""
        if self.skipped:
            step = self.for_skipped(key, character)
            if step is not None:
                return step
        found = self.current_field()
        if found is None:
            return Step() if extra(key) else NOT_USED
        latin = to_latin(character) if character else key
        typed = typed_value(self.draft, found, key, character)
        if typed is None and latin != character:  # the same key on a Russian layout
            typed = typed_value(self.draft, found, latin, latin)
        if typed is not None and not typed.clear and found.path == self.given:
            return self.typed_again(found, typed)
        if typed is not None and (typed.clear or found.allows(typed.value)):
            return self.put(found, typed)
        if key in ("left", "right"):  # a field that does not step with ← / →
            return self.move(1 if key == "right" else -1)
        if key == "question_mark":
            return Step(help=True)
        if extra(key) or (latin != key and extra(latin)):
            return Step()
        if typed is not None and found.is_count and isinstance(typed.value, int):
            return Step(refused=(found, out_of_range(found, typed.value)))
        if character and character.isprintable():
            return Step(refused=(found, expects(self.draft, found)))
        return NOT_USED

    def for_skipped(self, key: str, character: str | None) -> Step | None:
        """A key for the first field the cursor jumped over (the draft filled it): its
        value again is taken; another value it could mean is refused there, with the
        reason; any other key is for the current field (``None``)."""
        found = self.draft.field(self.skipped[0])
        typed = typed_value(self.draft, found, key, character) if found else None
        if found is None or typed is None or typed.clear:
            self.skipped = []
            return None
        if typed.value == found.value:
            self.skipped.pop(0)
            return Step()
        if found.is_count and isinstance(typed.value, int):
            return Step(refused=(found, out_of_range(found, typed.value)))
        return Step(refused=(found, expects(self.draft, found)))

    def typed_again(self, found: DraftField, typed: Typed) -> Step:
        """A digit after the last count was given: never a silent new count. The count
        that follows (the other whister's, 10 minus the rest, rule 3.5) typed as well is
        taken as a confirmation; any other digit is refused with a notice saying what
        follows, and how a count is changed (Backspace, or ↑ / Shift+Tab to it)."""
        follows = self.draft.follows()
        if follows is not None and typed.value == follows.value:
            return Step(cleared=True)
        if follows is None:
            return Step(refused=(found, tr("counts_given")))
        return Step(refused=(found, tr("count_follows", field=label_for(self.draft, follows),
                                       n=follows.value)))

    def declare(self, key: str, extra: Callable[[str], bool] = no_extra_key) -> Step:
        """The seat digit that opened the form on the sheet: always the declarer. On the
        first hand (the dealer not known yet) typing then goes back to the dealer, and
        from him on to the level; a seat with no player says what the field takes."""
        found = self.draft.field(FieldPath(Field.DECLARER))
        if found is None:
            return NOT_USED
        self.current = found.path
        step = self.type_key(key, key, extra)
        dealer = self.draft.field(FieldPath(Field.DEALER))
        if dealer is not None and dealer.value is None and self.current != found.path:
            self.current = dealer.path
            self.after_dealer = True
        return step

    def put(self, found: DraftField, typed: Typed) -> Step:
        """Give the draft the typed value; on to the next field if this one is done."""
        before = self._values()
        if typed.clear or typed.value is None:
            self.draft = self.draft.clear(found.path)
        else:
            self.draft = self.draft.set(found.path, typed.value)
        after = self._values()
        kept = frozenset(slot for slot, value in after.items()
                         if before.get(slot, value) == value)
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
        return Step(cleared=True, kept=kept, moved=True)

    def _values(self) -> dict[str, object]:
        """Each field's value, by slot."""
        return {slot_of(self.draft, f): (f.value, f.low, f.high) for f in self.draft.fields}

    def move(self, step: int) -> Step:
        """Tab / ↓ to the next field (``step`` 1), Shift+Tab / ↑ to the previous one
        (-1); optional ones too: a penalty is reached this way."""
        order = [f.path for f in self.draft.fields if f.takes_keys]
        if not order:
            return Step()
        i = order.index(self.current) if self.current in order else -1
        self.current = order[(i + step) % len(order)]
        self.given = None  # moved to a count on purpose: a digit there retypes it
        return Step(moved=True)

    def set_current(self, slot: str | None) -> Step:
        """Make the field shown in ``slot`` (:func:`.form_words.slot_of`, a widget's id)
        the one typed into, if it takes keys."""
        for found in self.draft.fields:
            if slot_of(self.draft, found) == slot and found.takes_keys:
                self.current = found.path
        self.given = None
        return Step(moved=True)

    def pick(self, slot: str | None, value: Value | None) -> Step:
        """A click on the field shown in ``slot``: it becomes current, and takes the
        option clicked (``value``), if it allows it."""
        step = self.set_current(slot)
        found = self.current_field()
        if value is not None and found is not None and found.allows(value):
            return self.put(found, Typed(value))
        return step
