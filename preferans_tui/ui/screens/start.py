"""The start screen: a new pulka, one of the recent pulkas, or an example from ``saves/``.

A new pulka: 3 or 4 players (names editable; Anna, Boris, Vera, Gleb, or in Russian
Аня, Боря, Вера, Глеб), the variant
preset, the pulya target (20), the stake per whist, and every option of the preset
(SPEC §11) shown and editable. An example is opened as a copy in the data folder, so
``saves/`` is never written.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import (
    Button,
    Collapsible,
    Footer,
    Header,
    Input,
    Label,
    OptionList,
    Select,
    Static,
    Switch,
)
from textual.widgets.option_list import Option

from ...rules import Pulka, PulkaError, RuleOptions
from ...rules.players import text_problem
from ...storage import PulkaFileError, load
from ...storage.archive import saved_players
from ...storage.paths import recent_pulkas
from ...storage.pulka_file import peek
from ...untrusted import visible, visible_path
from ..context import TableContext
from ..examples import SAVES
from ..hand_texts import count_text
from ..i18n import language, tr
from ..settings import SETTINGS_FILE
from ..translated import KeySpec, TranslatedScreen
from ..widgets.name_complete import NameComplete
from ..widgets.plain_input import PlainInput
from ..widgets.select import TranslatedSelect
from .start_options import option_rows, preset_values, set_option
from .start_options import overrides as changed_options
from .start_values import StartProblem
from .start_words import DEFAULT_NAMES, player_label, retranslate, variant_choices

FIELDS = (("target", "pulya_target", "20"), ("stake", "stake", ""), ("title", "title", ""))
"""The text fields under the variant: id, i18n key of the label, first value."""
START_KEYS: list[KeySpec] = [("ctrl+s", "start", "start", True),
                             ("ctrl+o", "open_list", "open_key", True),
                             ("ctrl+l", "ledger", "lg_key", True)]
"""The start screen's own keys: start the new pulka, go to the recent pulkas (again: to
the examples), open the ledger (issue 15)."""


PEEK_BYTES = 2**20
"""A recent file larger than this (some 6,000 hands) is listed by name and size only."""


def recent_label(path: Path) -> str:
    """``Friday · Anna, Boris, Vera · Sochi · 12 deals · 29.11 21:05`` (the title, or
    the file's name, and when it was last saved); a file that is not a pulka: its name."""
    info = path.stat()
    saved = datetime.fromtimestamp(info.st_mtime).strftime("%d.%m %H:%M")
    name = visible_path(path.name)  # a file name, a title, a name: all from the disk
    if info.st_size > PEEK_BYTES:  # thousands of hands: not read just to be listed
        return f"{name} · {info.st_size / 2**20:.1f} MB · {saved}"
    model = peek(path)
    if model is None:
        return f"{name} · {saved}"
    deals = sum(hand.kind != "adjustment" for hand in model.hands)
    return " · ".join([visible(model.title or path.stem), visible(", ".join(model.players)),
                       tr(f"st_variant_{model.rules.variant.value}"),
                       count_text(deals, len(model.hands) - deals), saved])


class StartScreen(TranslatedScreen[None]):
    """New pulka on the left; recent pulkas and examples on the right.

    Below 100 columns (class ``-narrow``) each rules option puts its box under its
    label, so the boxes keep their width at 80×24.
    """

    KEYS = START_KEYS
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    AUTO_FOCUS = "#four"
    """The first field, focused as the screen shows (before any key typed meanwhile)."""
    KEYS_ONE_AT_A_TIME = True
    """Each key is done with before the next is read (``key_order``): a fast ``Tab``
    moves the focus before the keys typed after it."""

    _preset_shown = "sochi"
    """The variant whose preset the option boxes were last filled from."""

    def __init__(self, context: TableContext) -> None:
        super().__init__()
        self.context = context

    def compose(self) -> ComposeResult:
        """The new-pulka form and the two lists."""
        yield Header()
        with Horizontal(id="start"):
            with VerticalScroll(id="new-pulka"):
                yield Label(tr("new_pulka"), classes="section", id="new-pulka-title")
                with Horizontal(classes="field-row", id="row-four"):
                    # a Switch reads off as off; a Checkbox draws its X, only dimmer
                    yield Label(tr("four_players"), classes="field-name", id="four-label")
                    yield Switch(False, id="four")
                for i, name in enumerate(DEFAULT_NAMES[language()]):
                    with Horizontal(classes="field-row", id=f"row-name{i}"):
                        yield Label(player_label(i), classes="field-name", id=f"name{i}-label")
                        yield PlainInput(name, id=f"name{i}")
                        yield NameComplete(f"#name{i}", self._saved_names, self._typed_names)
                with Horizontal(classes="field-row"):
                    yield Label(tr("variant"), classes="field-name", id="variant-label")
                    yield TranslatedSelect(variant_choices(), value=self._preset_shown,
                                           allow_blank=False, id="variant")
                for wid, key, value in FIELDS:
                    with Horizontal(classes="field-row"):
                        yield Label(tr(key), classes="field-name", id=f"{wid}-label")
                        yield PlainInput(value, id=wid)
                with Collapsible(title=tr("options"), id="options-box"):
                    yield from option_rows(self._preset_shown)
                yield Static("", id="start-error", markup=False)
                yield Button(tr("start"), variant="primary", id="start-button")
            with Vertical(id="open-pulka"):
                yield Label(tr("recent"), classes="section", id="recent-title")
                yield OptionList(*self.recent(), id="recent", markup=False)
                yield Label(tr("examples"), classes="section", id="examples-title")
                yield OptionList(*self.examples(), id="examples", markup=False)
                yield Button(tr("lg_open"), id="ledger-button", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        """Three players to begin with (the focus is on the first field: AUTO_FOCUS)."""
        self.query_one("#row-name3").display = False

    def recent(self) -> list[Option]:
        """The recent pulkas of the data folder, newest first, as the list shows them."""
        folder = self.context.data_folder
        files = [p for p in recent_pulkas(folder, limit=20) if p.name != SETTINGS_FILE]
        return [Option(recent_label(p), id=str(p)) for p in files] or [
            Option(tr("none_yet"), disabled=True)]

    def examples(self) -> list[Option]:
        """The example pulkas of ``saves/``, as the list shows them."""
        files = sorted(SAVES.glob("*.json")) if SAVES.is_dir() else []
        return [Option(visible_path(p.stem), id=str(p)) for p in files] or [Option(tr("none_yet"),
                                                                      disabled=True)]

    @on(Switch.Changed, "#four")
    def _four(self, event: Switch.Changed) -> None:
        self.query_one("#row-name3").display = event.value

    @on(Select.Changed, "#variant")
    def _variant(self, event: Select.Changed) -> None:
        """A new variant fills in its preset's options; the same one again changes nothing.

        The language switch re-posts the variant it restores; that must not reset the
        options typed on top of the preset.
        """
        if str(event.value) == self._preset_shown:
            return
        self._preset_shown = str(event.value)
        for name, value in preset_values(str(event.value)).items():
            set_option(self, name, value)

    def build_pulka(self) -> Pulka:
        """The new pulka from the form.

        Raises:
            StartProblem: a bad target, stake, option or names, naming the field.
        """
        count = 4 if self.query_one("#four", Switch).value else 3
        names = [self.query_one(f"#name{i}", Input).value.strip() for i in range(count)]
        variant = str(self.query_one("#variant", Select).value)
        overrides = changed_options(self, variant)
        stake = self.query_one("#stake", Input).value.strip().replace(",", ".")
        if stake:
            overrides["stake_per_whist"] = stake
        typed_target = self.query_one("#target", Input).value.strip()
        if not typed_target or not set(typed_target.removeprefix("-")) <= set("0123456789"):
            raise StartProblem("target", tr("pulya_target"), tr("whole_number"))
        try:
            options = RuleOptions.preset(variant, int(typed_target), **overrides)
        except ValidationError as exc:
            raise StartProblem.from_validation(exc) from None
        title = self.query_one("#title", Input).value.strip()
        problem = text_problem(title) if title else None
        if problem:  # the character rules of names, at most 200 (FORMAT.md)
            raise StartProblem("title", tr("title"), problem)
        try:
            return Pulka(names, options)
        except PulkaError as exc:
            rule = f" ({tr('rule_no', rule=exc.rule)})" if exc.rule else ""
            seat = getattr(exc, "seat", None)  # a name refused: that name's field (rule 1.2)
            if seat is not None:
                raise StartProblem(f"name{seat}", f"{tr('player')} {seat + 1}",
                                   exc.reason + rule) from None
            raise StartProblem(None, tr("players"), exc.reason + rule) from None

    def action_start(self) -> None:
        """Start the new pulka (a new file in the data folder, written at once).

        A bad value keeps the form and says which field and why, under the form.
        """
        for box in self.query(Input):
            box.remove_class("-invalid")
        try:
            pulka = self.build_pulka()
        except StartProblem as problem:
            self.show_problem(problem)
            return
        self.query_one("#start-error", Static).update("")
        title = self.query_one("#title", Input).value.strip() or None
        self.context.open_pulka(pulka, None, {"title": title})

    def show_problem(self, problem: StartProblem) -> None:
        """``⚠ field: reason`` under the form and as a notice (the line under the form
        may be scrolled out of sight); the field marked, shown and focused."""
        text = f"{problem.label}: {problem.reason}"
        self.query_one("#start-error", Static).update(f"⚠ {text}")
        self.notify(text, severity="error", markup=False)
        if problem.widget_id is None or not self.query(f"#{problem.widget_id}"):
            return
        box = self.query_one(f"#{problem.widget_id}")
        if problem.widget_id.startswith("opt-"):
            self.query_one("#options-box", Collapsible).collapsed = False
        box.add_class("-invalid")
        box.focus()
        # an option's box far down the rules opened just now: shown once they are laid out
        self.call_after_refresh(box.scroll_visible, animate=False)

    @on(Button.Pressed, "#start-button")
    def _start_pressed(self) -> None:
        self.action_start()

    def action_open_list(self) -> None:
        """``ctrl+o``: the recent pulkas (the examples when there is none, or when the
        recent list has the focus already): ↑ ↓ choose, Enter opens. Without it a new
        player tabbed a dozen times through the new pulka's boxes and gave up."""
        recent, examples = (self.query_one(f"#{wid}", OptionList)
                            for wid in ("recent", "examples"))
        none_yet = all(option.disabled for option in recent.options)  # "(none yet)"
        target = examples if recent.has_focus or none_yet else recent
        target.focus()
        if target.highlighted is None:
            target.action_first()  # the first option that can be chosen

    # -- the ledger (issue 15) -----------------------------------------------------------
    def action_ledger(self) -> None:
        """The ledger of every pulka saved in the data folder."""
        from .ledger import LedgerScreen

        self.app.push_screen(LedgerScreen(self.context.data_folder))

    @on(Button.Pressed, "#ledger-button")
    def _ledger_pressed(self) -> None:
        self.action_ledger()

    def _saved_names(self) -> list[str]:
        """The players of the saved pulkas, most recent first."""
        return saved_players(self.context.data_folder)

    def _typed_names(self) -> list[str]:
        """The names in the other players' boxes shown (not the fourth at 3 players)."""
        return [box.value for box in self.query(".field-row Input").results(Input)
                if (box.id or "").startswith("name") and not box.has_focus
                and box.parent is not None and box.parent.display]

    @on(OptionList.OptionSelected)
    def _open(self, event: OptionList.OptionSelected) -> None:
        path = Path(str(event.option.id))
        try:
            model, pulka = load(path)
        except PulkaFileError as exc:
            self.notify("\n".join(exc.problems[:5]), title=visible_path(path.name),
                        severity="error", markup=False)
            return
        meta = {"title": model.title, "created": model.created, "notes": model.notes}
        example = event.option_list.id == "examples"
        context = self.context
        if context.open_pulka(pulka, None if example else path, meta, example=example) \
                and example:
            context.tell_copy(path, context.pulka_path or path)

    async def retranslate(self) -> None:
        """Every text again in the new language, in place: what was typed, the focus and
        the options stay as they are (a recompose of the rules editor took a second)."""
        retranslate(self)
