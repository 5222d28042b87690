"""The hand form: a modal that shows the rules core's draft of the next hand and feeds it
keys; it holds no rule and no trick arithmetic.

The posting ``NewRequestModal`` pattern: a ``ModalScreen[HandResult | None]``, ``escape``
to cancel, an inline error under the offending field, and ``dismiss(result)`` with the
hand already checked and scored (:meth:`HandDraft.result`), which the caller appends as
it is. Each field of the draft is a widget (:mod:`.form_words` words it); after every
key the form shows the new draft, and what a complete hand would write. Keys are routed
by :class:`~.form_keys.KeyRouting`, typed into the draft by the form's cursor
(:class:`~.form_cursor.DraftCursor`) and shown by :class:`~.form_typing.DraftTyping`.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.containers import Container, Vertical, VerticalScroll
from textual.widgets import Static

from ...rules import PulkaError
from ...rules.draft import DraftField, HandDraft
from ...texts import refusal, tr
from ...views.classic import dark_text, opening_deal, terms_line
from ...views.history import entry_text, terms_text
from ..context import TableContext
from ..form_band import PREVIEW_BESIDE_FROM, form_band_rows
from ..translated import KeySpec
from ..widgets.fields import ChoiceField, KeyField
from ..widgets.number_field import NumberField
from ..widgets.text_field import TextField
from .form_dark import DarkTyping, shown_dark
from .form_words import hint_line, label_for, options_for, slot_of


class HandForm(DarkTyping):
    """The form of one hand: the draft's fields, the preview, the key hint."""

    KEYS: ClassVar[list[KeySpec]] = [("escape", "cancel", "cancel", True),
                                     ("enter", "confirm", "ok", True)]
    HELP_TOPIC = "help_topic_form"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (PREVIEW_BESIDE_FROM, "-wide")]
    """From 100 columns the preview goes beside the fields (app.tcss): the band under a
    paper sheet has the rows of the fields, not of the fields and the preview."""

    def __init__(self, context: TableContext, draft: HandDraft,
                 declarer_key: str | None = None) -> None:
        super().__init__(context, draft)
        self.mounted = False
        """Whether the fields are composed (keys typed before are only in the draft)."""
        if declarer_key:  # the seat digit that opened the form on the sheet
            self.declare(declarer_key)

    @property
    def hand(self) -> dict[str, object] | None:
        """The hand record as typed so far, once complete (FORMAT.md)."""
        return self.draft.record()

    def compose(self) -> ComposeResult:
        """Title, the fields, the preview and the key hint."""
        with Vertical(id="hand-form"):
            yield Static(self.form_title(), id="form-title", markup=False)
            with Container(id="form-main"):
                with Vertical(id="form-left"):
                    with VerticalScroll(id="form-fields", can_focus=False):
                        for found in self.draft.fields:
                            yield self._widget(found)
                    yield Static("", id="form-error", markup=False)
                yield Static("", id="form-preview", markup=False)
            yield Static(self.hint(), id="form-hint")

    def on_mount(self) -> None:
        """The band's rows, the fields and the preview of the draft as it stands."""
        self.mounted = True
        self._size_band()
        self.show_draft()

    def on_resize(self, event: events.Resize) -> None:
        """The band's rows for the new size (the sheet above takes the rest)."""
        self._size_band()

    def _size_band(self) -> None:
        """The form is a band across the bottom, under the sheet (issue 31.1): as many
        rows as :func:`~..form_band.form_band_rows` gives it."""
        width, height = self.app.size
        rows = form_band_rows(len(self.draft.pulka.players), width, height)
        self.query_one("#hand-form").styles.height = rows

    def form_title(self) -> str:
        """``deal 9 · game`` (``… · correction`` for a corrected hand); an adjustment is no
        deal: ``adjustment after deal 8``; a raspasy says what it is played for, before
        the counts, as the rules core has it (issue 31.7): ``deal 4 · raspasy 2 in a row
        · trick 2 (progression 1, 2, 3)``."""
        deals = self.draft.pulka.deals
        terms = self.draft.raspasy
        opening = opening_deal(self.draft.pulka) if self.draft.state.compulsory else None
        kind = terms_text(terms, opening) if terms is not None else tr(self.draft.kind)
        title = (tr("adjustment_after", n=deals) if self.draft.kind == "adjustment"
                 else f"{tr('deal_no', number=deals + 1)} · {kind}")
        return title + (f" · {tr('correction')}" if self.draft.prefill is not None else "")

    def hint(self) -> str:
        """The line of keys under the form: only the keys this form takes."""
        return hint_line(self.draft)

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
        if self.draft.kind == "raspasy":  # a dark pass typed changes its price (Classic)
            self.query_one("#form-title", Static).update(self.form_title())
        box = self.query_one("#form-fields", VerticalScroll)
        shown: set[str] = set()
        before: KeyField | None = None
        current = self.current_field()
        for found in self.draft.fields:
            if not shown_dark(found, current.path if current is not None else None):
                continue  # a dark bid or pass not made (Classic, SPEC §14.2)
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
            terms = terms_line(self.draft.dark_terms)  # Classic: what it is played for
            preview.update(tr("form_incomplete") + (f"\n  {terms}" if terms else ""))
            return
        error = self.draft.error
        if error is not None:
            self.show_error(error)
            preview.update("")
            return
        result = self.draft.result()
        lines = [entry_text(e) for e in result.entries] or [tr("nothing_written")]
        bombs = dark_text(result, preview=True)  # Classic: «Boris's ✱2: everything ×2»
        if bombs:
            lines.insert(0, bombs)
        if self.draft.ends_pulka:  # not once it has ended (an adjustment after the end)
            lines.append(tr("adjustment_ends_pulka" if self.draft.kind == "adjustment"
                            else "ends_pulka"))
        preview.update(tr("will_write") + "\n" + "\n".join("  " + s for s in lines))

    def show_error(self, exc: PulkaError) -> None:
        """The core's reason and rule, beside the field it is about (or under the form)."""
        text = refusal(exc)
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
        """Escape: close without a hand. A form with anything typed in it asks first
        (``y`` throws the hand away, any other key goes back to it), as Ctrl+Q and Ctrl+O
        do: an Esc hit by mistake must not lose a hand the table has half typed. An empty
        form, or a correction left as it was, closes at once. The keys typed after Esc go
        to the question (:meth:`~.form_keys.KeyRouting.on_key` passes them on), which is
        guarded: those typed before it could be read answer nothing and are listed, so
        neither a ``y`` right after an accidental Esc throws the hand away, nor a key
        typed for the sheet after a deliberate one says "no" and hands the keys after
        it to the form (issue 31.3)."""
        if not self.typed:
            self.dismiss(None)
            return
        from .confirm import Confirm

        def answered(yes: bool | None) -> None:
            if yes and self.is_current:
                self.dismiss(None)

        kind = "correction" if self.draft.prefill is not None else "hand"
        self.app.push_screen(Confirm(tr(f"drop_{kind}_cancel"), self.context.pass_on_key,
                                     name="cancel-hand", guarded=True), answered)

    async def retranslate(self) -> None:
        """F2: every label in the new language, keeping what was typed (the draft)."""
        self.query_one("#form-title", Static).update(self.form_title())
        self.query_one("#form-hint", Static).update(self.hint())
        self.show_draft()

