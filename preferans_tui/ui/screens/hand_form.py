"""The hand form: a modal that shows the rules core's draft of the next hand and feeds it
keys; it holds no rule and no trick arithmetic.

The posting ``NewRequestModal`` pattern: a ``ModalScreen[HandResult | None]``, ``escape``
to cancel, an inline error under the offending field, and ``dismiss(result)`` with the
hand already checked and scored (:meth:`HandDraft.result`), which the caller appends as
it is. Each field of the draft is a widget (:mod:`.form_words` words it); after every
key the form shows the new draft, and what a complete hand would write. Keys are routed
by :class:`~.form_keys.KeyRouting` and read by :mod:`.form_input`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.timer import Timer
from textual.widgets import Static

from ...rules import PulkaError
from ...rules.draft import DraftField, HandDraft
from ...rules.fields import FieldPath
from ..context import TableContext
from ..hand_texts import entry_text
from ..i18n import tr
from ..layout import to_latin
from ..translated import KeySpec
from ..widgets.fields import ChoiceField, FieldPicked, KeyField
from ..widgets.number_field import NumberField
from ..widgets.text_field import TextField
from .form_input import Typed, typed_value
from .form_keys import KeyRouting
from .form_words import expects, hint_keys, label_for, options_for, slot_of

FLASH_SECONDS = 3.0
"""How long a field shows what it expects after a key it could not take (issue 12.3)."""


class HandForm(KeyRouting):
    """The form of one hand: the draft's fields, the preview, the key hint."""

    KEYS: ClassVar[list[KeySpec]] = [("escape", "cancel", "cancel", True),
                                     ("enter", "confirm", "ok", True)]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    """Below 30 rows the fields and the preview get less height (app.tcss), so the key
    hint under them stays in sight."""

    def __init__(self, context: TableContext, draft: HandDraft, keys: Sequence[str] = ()
                 ) -> None:
        super().__init__(context)
        self.draft = draft
        first = draft.first_count() if draft.prefill is not None else draft.first_empty()
        # a correction starts at the first trick count: the counts are typed again and a
        # first key never silently changes the declarer; ↑ / Shift+Tab go back
        self.current: FieldPath | None = first.path if first else None
        self.widgets: dict[str, KeyField] = {}
        self.mounted = False
        """Whether the fields are composed (keys typed before are only in the draft)."""
        self.skipped: list[FieldPath] = []
        """Fields the draft filled that the cursor jumped over: a key typed for one of
        them out of habit (the pass after a half-whist) is taken as that value."""
        self._flash: Timer | None = None
        for key in keys:  # the key that opened the form (a seat digit on the sheet)
            self.take_key(key, key)

    @property
    def hand(self) -> dict[str, object] | None:
        """The hand record as typed so far, once complete (FORMAT.md)."""
        return self.draft.record()

    def compose(self) -> ComposeResult:
        """Title, the fields, the preview and the key hint."""
        with Vertical(id="hand-form"):
            yield Static(self.form_title(), id="form-title", markup=False)
            with VerticalScroll(id="form-fields", can_focus=False):
                for found in self.draft.fields:
                    yield self._widget(found)
            yield Static("", id="form-error", markup=False)
            yield Static("", id="form-preview", markup=False)
            yield Static(self.hint(), id="form-hint")

    def on_mount(self) -> None:
        """The fields and the preview of the draft as it stands."""
        self.mounted = True
        self.show_draft()

    def form_title(self) -> str:
        """``deal 9 · game`` (``… · correction`` for a corrected hand); an adjustment is no
        deal: ``adjustment after deal 8``."""
        deals = self.draft.pulka.deals
        title = (tr("adjustment_after", n=deals) if self.draft.kind == "adjustment"
                 else f"{tr('deal_no', number=deals + 1)} · {tr(self.draft.kind)}")
        return title + (f" · {tr('correction')}" if self.draft.prefill is not None else "")

    def hint(self) -> str:
        """The line of keys under the form: only the keys this form takes."""
        return " · ".join(tr(key) for key in hint_keys(self.draft))

    # -- the fields ------------------------------------------------------------------------
    def _widget(self, found: DraftField) -> KeyField:
        slot = slot_of(self.draft, found)
        widget = self.widgets.get(slot)
        if widget is None:
            if found.choices is not None:
                widget = ChoiceField("", [], id=slot)
            elif found.text:
                widget = TextField("", id=slot)
            else:
                widget = NumberField("", id=slot)
            self.widgets[slot] = widget
        return widget

    def show_draft(self) -> None:
        """Every field of the draft in its widget, in typing order; the rest hidden; the
        current field highlighted; then the preview."""
        if not self.mounted:
            return
        box = self.query_one("#form-fields", VerticalScroll)
        shown: set[str] = set()
        before: KeyField | None = None
        for found in self.draft.fields:
            widget = self._widget(found)
            if widget.parent is None:
                if before is not None:
                    box.mount(widget, after=before)
                elif box.children:
                    box.mount(widget, before=0)
                else:
                    box.mount(widget)
            elif before is not None and box.children.index(widget) < box.children.index(before):
                box.move_child(widget, after=before)
            self._fill(widget, found)
            shown.add(widget.id or "")
            before = widget
        for slot, widget in self.widgets.items():
            widget.display = slot in shown
        current = self.current_field()
        for widget in self.widgets.values():
            widget.set_class(current is not None and widget.id == slot_of(self.draft, current),
                             "-current")
        if current is not None:
            self.widgets[slot_of(self.draft, current)].scroll_visible(animate=False)
        self.show_preview()

    def _fill(self, widget: KeyField, found: DraftField) -> None:
        widget.display = True
        if isinstance(widget, ChoiceField):
            widget.set_options(options_for(self.draft, found))
        elif isinstance(widget, NumberField):
            widget.set_range(found.low, found.high)
        widget.show(label_for(self.draft, found), found.value, takes_keys=found.takes_keys)

    def show_preview(self) -> None:
        """What the complete hand will write, or why the rules refuse it (beside its
        field), or that fields are still empty."""
        preview = self.query_one("#form-preview", Static)
        self.error_line("")
        if not self.draft.complete:
            preview.update(tr("form_incomplete"))
            return
        error = self.draft.error
        if error is not None:
            self.show_error(error)
            preview.update("")
            return
        result = self.draft.result()
        lines = [entry_text(e) for e in result.entries] or [tr("nothing_written")]
        if result.finished:
            lines.append(tr("ends_pulka"))
        preview.update(tr("will_write") + "\n" + "\n".join("  " + s for s in lines))

    def show_error(self, exc: PulkaError) -> None:
        """The core's reason and rule, beside the field it is about (or under the form)."""
        text = exc.reason + (f" ({tr('rule_no', rule=exc.rule)})" if exc.rule else "")
        found = self.draft.shown_at(exc.path)
        widget = self.widgets.get(slot_of(self.draft, found)) if found else None
        if widget is not None and widget.display:
            widget.set_error(text)
        else:
            label = f"{exc.field}: " if exc.field else ""
            self.error_line(f"⚠ {label}{text}")

    def error_line(self, text: str) -> None:
        """The line under the fields for an error no field shows; hidden while empty, so
        at 80×24 the preview and the key hint keep its row."""
        line = self.query_one("#form-error", Static)
        line.update(text)
        line.display = bool(text)

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
            self.flash(found, tr("at_most", n=found.high))
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
            self.flash(found, tr("at_most", n=found.high))
        else:
            self.flash(found, expects(self.draft, found))
        return True

    def put(self, found: DraftField, typed: Typed) -> None:
        """Give the draft the typed value; on to the next field if this one is done."""
        if typed.clear or typed.value is None:
            self.draft = self.draft.clear(found.path)
        else:
            self.draft = self.draft.set(found.path, typed.value)
        for widget in self.widgets.values():
            widget.set_error(None)
        self.skipped = []
        if typed.advance:
            nxt = self.draft.next_field(found.path)
            self.current = nxt.path if nxt else found.path
            self.skipped = self.draft.filled_between(found.path, nxt.path if nxt else None)
        self.show_draft()

    def flash(self, found: DraftField, text: str) -> None:
        """Show ``text`` under the field for a moment (until the next key that fits)."""
        widget = self.widgets.get(slot_of(self.draft, found))
        if widget is None:
            return
        widget.set_error(text)
        if self._flash is not None:
            self._flash.stop()
        def fade() -> None:
            if widget.error == text:
                widget.set_error(None)

        self._flash = self.set_timer(FLASH_SECONDS, fade)

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
        self.show_draft()

    def set_current(self, widget: KeyField) -> None:
        """Make the field ``widget`` shows the one typed into."""
        for found in self.draft.fields:
            if slot_of(self.draft, found) == widget.id and found.takes_keys:
                self.current = found.path
        self.show_draft()

    def on_field_picked(self, event: FieldPicked) -> None:
        """A click: the clicked field becomes current (and takes the option clicked)."""
        self.set_current(event.field)
        found = self.current_field()
        if event.value is not None and found is not None and found.allows(event.value):
            self.put(found, Typed(event.value))

    # -- confirming ------------------------------------------------------------------------
    def action_confirm(self) -> None:
        """Enter: dismiss with the scored hand if the core accepts it; else point at the
        problem."""
        missing = self.draft.missing
        if missing is not None:
            if missing.takes_keys:
                self.current = missing.path
                self.show_draft()
            widget = self.widgets.get(slot_of(self.draft, missing))
            if widget is not None:
                widget.set_error(tr("required"))
            return
        error = self.draft.error
        if error is not None:
            self.show_error(error)
            found = self.draft.shown_at(error.path)
            if found is not None and found.takes_keys:
                self.current = found.path
                self.show_draft()
                self.show_error(error)
            return
        self.dismiss(self.draft.result())

    def action_cancel(self) -> None:
        """Escape: close without a hand."""
        self.dismiss(None)

    async def retranslate(self) -> None:
        """F2: every label in the new language, keeping what was typed (the draft)."""
        self.query_one("#form-title", Static).update(self.form_title())
        self.query_one("#form-hint", Static).update(self.hint())
        self.show_draft()

