"""The hand forms' common frame: a modal that builds one hand record and previews it.

The posting ``NewRequestModal`` pattern: a ``ModalScreen[dict | None]``, ``escape`` to
cancel, an inline error under the offending field, and ``dismiss(hand)`` to the caller's
callback. After every key the form rebuilds the hand record, asks the rules core to
:meth:`~preferans_tui.rules.Pulka.preview` it and shows what it would write; ``enter``
confirms only a hand the core accepts.
Keys are routed by :class:`~.form_keys.KeyRouting`.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ...rules import Pulka, PulkaError
from ...untrusted import visible
from ..hand_texts import entry_text
from ..i18n import tr
from ..messages import LanguageChanged
from ..widgets.fields import ChoiceField, KeyField, Option
from ..widgets.number_field import NumberField
from ..widgets.text_field import TextField
from .base import KeySpec, set_bindings
from .correction import lost_fields
from .form_keys import KeyRouting, shown


class Incomplete(Exception):
    """The form lacks a value; ``field`` is the widget to fill in."""

    def __init__(self, field: Widget) -> None:
        super().__init__("incomplete")
        self.field = field


def player_options(pulka: Pulka, names: list[str] | None = None) -> list[Option]:
    """Players as options keyed by seat number, ``1``–``4`` (only ``names`` if given)."""
    return [Option(str(i + 1), p, visible(p)) for i, p in enumerate(pulka.players)
            if names is None or p in names]


class HandForm(KeyRouting):
    """Base of the game, misère, raspasy and adjustment forms.

    Subclasses compose their fields in :meth:`fields`, keep them consistent in
    :meth:`update_fields`, build the record in :meth:`build` (raising
    :class:`Incomplete`) and map a core error's field to a widget in :meth:`widget_for`.
    """

    kind = "game"
    title_key = "game"
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    """Below 30 rows the fields and the preview get less height (app.tcss), so the key
    hint under them stays in sight."""

    def __init__(self, pulka: Pulka, prefill: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.pulka = pulka
        self.prefill = prefill or {}
        self.hand: dict[str, Any] | None = None
        self.current: KeyField | None = None

    def compose(self) -> ComposeResult:
        """Title, the fields, the preview and the key hint."""
        with Vertical(id="hand-form"):
            yield Static(self.form_title(), id="form-title", markup=False)
            with VerticalScroll(id="form-fields", can_focus=False):
                yield from self.fields()
            yield Static("", id="form-error", markup=False)
            yield Static("", id="form-preview", markup=False)
            yield Static(self.hint(), id="form-hint")

    def form_title(self) -> str:
        """``deal 9 · game`` (``… · correction`` for a corrected hand); an adjustment is no
        deal: ``adjustment after deal 8``."""
        deals = self.pulka.deals
        title = (tr("adjustment_after", n=deals) if self.kind == "adjustment"
                 else f"{tr('deal_no', number=deals + 1)} · {tr(self.title_key)}")
        return title + (f" · {tr('correction')}" if self.prefill else "")

    def hint(self) -> str:
        """The line of keys under the form: only the keys this form takes."""
        return " · ".join(tr(key) for key in self.hint_keys())

    def hint_keys(self) -> list[str]:
        """The i18n keys of :meth:`hint`'s parts (a player key only if a field takes it)."""
        keys = ["hint_player"] if self.pulka.next_dealer is None else []
        return [*keys, "hint_tricks", "hint_move", "hint_end"]

    def form_keys(self) -> list[KeySpec]:
        """The form's keys shown in the footer (the form takes them itself, in order)."""
        return [("escape", "cancel", "cancel", True), ("enter", "confirm", "ok", True)]

    def on_mount(self) -> None:
        """Bindings, and a first consistency pass over the (prefilled) fields."""
        set_bindings(self, self.form_keys())
        self.update_form()
        # a correction starts at the first trick count: the counts are typed again and a
        # first key never silently changes the declarer; ↑ / Shift+Tab go back
        self.set_current(self.first_count() if self.prefill else self.first_empty())
        if self.prefill:
            self.call_after_refresh(self.refuse_lossy_correction)  # once on the screen

    def first_count(self) -> Any:
        """The first trick count typed (else the first field), skipping optional ones."""
        order = [w for w in self.field_order() if not w.optional]
        counts = [w for w in order if isinstance(w, NumberField)]
        return (counts or order or [None])[0]

    def refuse_lossy_correction(self) -> None:
        """A corrected hand the form cannot show in full: say what, and close the form.

        The caller then puts the hand back as it was (see ``SheetScreen.action_correct``).
        """
        lost = lost_fields(self.prefill, self.hand)
        if lost and self.is_active:
            self.app.notify(tr("cannot_correct", number=len(self.pulka) + 1,
                               what=", ".join(lost)), severity="error", timeout=20,
                            markup=False)
            self.dismiss(None)

    # -- to be provided by each form -------------------------------------------------------
    def fields(self) -> ComposeResult:
        """The form's fields, in the order they are typed."""
        raise NotImplementedError

    def update_fields(self) -> None:
        """Show, hide, relabel and fill in fields from what was typed so far."""

    def build(self) -> dict[str, Any]:
        """The hand record (FORMAT.md) from the fields. Raises :class:`Incomplete`."""
        raise NotImplementedError

    def widget_for(self, field: str | None) -> Widget | None:
        """The widget a core error's ``field`` (``"tricks"``, ``"calls.Boris"``) is about."""
        return None

    # -- shared helpers --------------------------------------------------------------------
    def dealer_field(self) -> ChoiceField | None:
        """A dealer choice, only when the core does not know who deals (the first hand)."""
        if self.pulka.next_dealer is not None:
            return None
        return ChoiceField(tr("dealer"), player_options(self.pulka),
                           self.prefill.get("dealer"), id="dealer")

    def dealer(self) -> str | None:
        """Who deals this hand: the core's next dealer, or the dealer field."""
        if self.pulka.next_dealer is not None:
            return self.pulka.next_dealer
        return self.query_one("#dealer", ChoiceField).value

    @staticmethod
    def need(widget: ChoiceField | NumberField) -> Any:
        """The widget's value. Raises :class:`Incomplete` if it has none."""
        if widget.value is None:
            raise Incomplete(widget)
        return widget.value

    def update_form(self) -> None:
        """Refresh the fields and the preview of what the hand would write."""
        self.update_fields()
        if self.current is not None and not (self.current.takes_keys and
                                             shown(self.current, self)):
            self.set_current(self.first_empty())
        preview = self.query_one("#form-preview", Static)
        self.error_line("")
        try:
            self.hand = self.build()
        except Incomplete:
            self.hand = None
            preview.update(tr("form_incomplete"))
            return
        try:
            result = self.pulka.preview(self.hand)
        except PulkaError as exc:
            self.show_error(exc)
            preview.update("")
            return
        lines = [entry_text(e) for e in result.entries] or [tr("nothing_written")]
        if result.finished:
            lines.append(tr("ends_pulka"))
        preview.update(tr("will_write") + "\n" + "\n".join("  " + s for s in lines))

    def show_error(self, exc: PulkaError) -> None:
        """The core's reason and rule, beside the field it is about (or under the form)."""
        text = exc.reason + (f" ({tr('rule_no', rule=exc.rule)})" if exc.rule else "")
        widget = self.widget_for(exc.field)
        if isinstance(widget, KeyField):
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

    def action_confirm(self) -> None:
        """Enter: dismiss with the hand if the core accepts it; else point at the problem."""
        try:
            hand = self.build()
        except Incomplete as missing:
            if isinstance(missing.field, KeyField):
                missing.field.set_error(tr("required"))
                self.set_current(missing.field)
            return
        try:
            self.pulka.preview(hand)
        except PulkaError as exc:
            self.show_error(exc)
            widget = self.widget_for(exc.field)
            if isinstance(widget, KeyField) and widget.takes_keys:
                self.set_current(widget)
            return
        self.dismiss(hand)

    def action_cancel(self) -> None:
        """Escape: close without a hand."""
        self.dismiss(None)

    @on(LanguageChanged)
    async def refresh_language(self) -> None:
        """F2: every label again in the new language, keeping what was typed."""
        values = {w.id: w.value for w in self.query(KeyField) if w.id}
        current = self.current.id if self.current is not None else None
        await self.recompose()
        for widget in self.query(KeyField):
            if widget.id not in values:
                continue
            if isinstance(widget, ChoiceField | NumberField):
                widget.set_value(values[widget.id])  # type: ignore[arg-type]
            elif isinstance(widget, TextField):
                widget.set_text(values[widget.id] or "")  # type: ignore[arg-type]
        set_bindings(self, self.form_keys())
        self.refresh_bindings()
        self.update_form()
        fields = {w.id: w for w in self.field_order()}
        self.set_current(fields.get(current) or self.first_empty())


def form_for(kind: str, pulka: Pulka, prefill: dict[str, Any] | None = None) -> HandForm:
    """The form for a hand of ``kind`` (game, misere, raspasy, adjustment)."""
    from .hand_form_adjustment import AdjustmentForm
    from .hand_form_game import GameForm
    from .hand_form_other import MisereForm, RaspasyForm

    forms: dict[str, type[HandForm]] = {"game": GameForm, "misere": MisereForm,
                                        "raspasy": RaspasyForm, "adjustment": AdjustmentForm}
    return forms[kind](pulka, prefill)
