"""The start screen: a new pulka, one of the recent pulkas, or an example from ``saves/``.

A new pulka: 3 or 4 players (names editable; Anna, Boris, Vera, Gleb, or in Russian
Аня, Боря, Вера, Глеб), the variant
preset, the pulya target (20), the stake per whist, and every option of the preset
(SPEC §11) shown and editable. An example is opened as a copy in the data folder, so
``saves/`` is never written. Back from a pulka (Ctrl+O on the sheet), the form holds that
pulka's players, variant, target, stake and options: the next pulka of the same table is
one ``Ctrl+S`` away (a title is the evening's own: it is left empty).
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
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
from textual.widgets.select import InvalidSelectValueError

from ...report import decimal_text
from ...rules import Pulka, PulkaError, RuleOptions
from ...rules.players import text_problem
from ...storage import PulkaFileError, load
from ...storage.archive import saved_players
from ...storage.paths import recent_pulkas
from ...untrusted import visible_path
from ..context import TableContext
from ..examples import SAVES
from ..help_topics import START_TOPIC
from ..i18n import decimal_mark, language, refusal, said, tr
from ..settings import SETTINGS_FILE
from ..translated import KeySpec, TranslatedScreen
from ..widgets.name_complete import NameComplete
from ..widgets.plain_input import PlainInput
from ..widgets.select import TranslatedSelect
from .start_options import option_rows, preset_values, set_option
from .start_options import overrides as changed_options
from .start_recent import recent_label
from .start_values import StartProblem
from .start_words import DEFAULT_NAMES, player_label, retranslate, variant_choices

FIELDS = (("target", "pulya_target", "20"), ("stake", "stake", ""), ("title", "title", ""))
"""The text fields under the variant: id, i18n key of the label, first value."""
START_KEYS: list[KeySpec] = [("ctrl+s", "start", "start", True),
                             ("ctrl+o", "open_list", "open_key", True),
                             ("ctrl+l", "ledger", "lg_key", True)]
"""The start screen's own keys: start the new pulka, go to the recent pulkas (again: to
the examples), open the ledger (issue 15)."""


class StartScreen(TranslatedScreen[None]):
    """New pulka on the left; recent pulkas and examples on the right.

    Below 100 columns (class ``-narrow``) each rules option puts its box under its
    label, so the boxes keep their width at 80×24.
    """

    KEYS = START_KEYS
    HELP_TOPIC = START_TOPIC
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    AUTO_FOCUS = "#four"
    """The first field, focused as the screen shows (before any key typed meanwhile)."""
    KEYS_ONE_AT_A_TIME = True
    """Each key is done with before the next is read (``key_order``): a fast ``Tab``
    moves the focus before the keys typed after it."""

    _preset_shown = "sochi"
    """The variant whose preset the option boxes were last filled from."""
    _problem_shown = False
    """A problem of the form is shown under it (the form is checked again as it changes)."""

    def __init__(self, context: TableContext, like: Pulka | None = None) -> None:
        super().__init__()
        self.context = context
        self.like = like
        """The pulka just left, whose table the new-pulka form offers (or ``None``)."""
        if like is not None:
            self._preset_shown = like.options.variant.value

    def _first_values(self) -> tuple[list[str], dict[str, str]]:
        """The names and the text fields the form opens with: the defaults, or the table
        of :attr:`like`."""
        names = list(DEFAULT_NAMES[language()])
        texts = {wid: value for wid, _, value in FIELDS}
        if self.like is not None:
            options = self.like.options
            names[:len(self.like.players)] = self.like.players
            texts["target"] = str(options.pulya_target)
            if options.stake_per_whist is not None:
                texts["stake"] = decimal_text(options.stake_per_whist, mark=decimal_mark())
        return names, texts

    def compose(self) -> ComposeResult:
        """The new-pulka form and the two lists."""
        names, texts = self._first_values()
        yield Header()
        with Horizontal(id="start"):
            with VerticalScroll(id="new-pulka"):
                yield Label(tr("new_pulka"), classes="section", id="new-pulka-title")
                with Horizontal(classes="field-row", id="row-four"):
                    # a Switch reads off as off; a Checkbox draws its X, only dimmer
                    yield Label(tr("four_players"), classes="field-name", id="four-label")
                    yield Switch(self._four_players, id="four")
                for i, name in enumerate(names):
                    with Horizontal(classes="field-row", id=f"row-name{i}"):
                        yield Label(player_label(i), classes="field-name", id=f"name{i}-label")
                        yield PlainInput(name, id=f"name{i}")
                with Horizontal(classes="field-row"):
                    yield Label(tr("variant"), classes="field-name", id="variant-label")
                    yield TranslatedSelect(variant_choices(), value=self._preset_shown,
                                           allow_blank=False, id="variant")
                for wid, key, _ in FIELDS:
                    with Horizontal(classes="field-row"):
                        yield Label(tr(key), classes="field-name", id=f"{wid}-label")
                        yield PlainInput(texts[wid], id=wid)
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
        # the names' dropdowns belong to the screen: inside a name's row (3 lines high)
        # a list of five names was cut to its first three
        for i in range(len(DEFAULT_NAMES["en"])):
            yield NameComplete(f"#name{i}", self._saved_names, self._typed_names)
        yield Footer()

    @property
    def _four_players(self) -> bool:
        return self.like is not None and len(self.like.players) == 4

    def on_mount(self) -> None:
        """Three players to begin with, or as many as the table of :attr:`like`, and its
        options (the focus is on the first field: AUTO_FOCUS)."""
        self.query_one("#row-name3").display = self._four_players
        if self.like is None:
            return
        for name in preset_values(self._preset_shown):
            # a value the box does not offer (another version's preset) stays the preset's
            with suppress(InvalidSelectValueError):
                set_option(self, name, getattr(self.like.options, name))

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
            raise StartProblem("title", tr("title"), said(problem))
        try:
            return Pulka(names, options)
        except PulkaError as exc:
            seat = getattr(exc, "seat", None)  # a name refused: that name's field (rule 1.2)
            if seat is not None:
                raise StartProblem(f"name{seat}", f"{tr('player')} {seat + 1}",
                                   refusal(exc)) from None
            raise StartProblem(None, tr("players"), refusal(exc)) from None

    def action_start(self) -> None:
        """Start the new pulka (a new file in the data folder, written at once).

        A bad value keeps the form and says which field and why, under the form.
        """
        self.clear_problem()
        try:
            pulka = self.build_pulka()
        except StartProblem as problem:
            self.show_problem(problem)
            return
        title = self.query_one("#title", Input).value.strip() or None
        self.context.open_pulka(pulka, None, {"title": title})

    def show_problem(self, problem: StartProblem, *, tell: bool = True) -> None:
        """``⚠ field: reason`` under the form and the field marked; ``tell``: also a
        notice (the line under the form may be scrolled out of sight), the field shown
        and focused."""
        text = f"{problem.label}: {problem.reason}"
        self._problem_shown = True
        self.query_one("#start-error", Static).update(f"⚠ {text}")
        if tell:
            self.notify(text, severity="error", markup=False)
        if problem.widget_id is None or not self.query(f"#{problem.widget_id}"):
            return
        box = self.query_one(f"#{problem.widget_id}")
        box.add_class("-invalid")
        if not tell:
            return
        if problem.widget_id.startswith("opt-"):
            self.query_one("#options-box", Collapsible).collapsed = False
        box.focus()
        # an option's box far down the rules opened just now: shown once they are laid out
        self.call_after_refresh(box.scroll_visible, animate=False)

    def clear_problem(self) -> None:
        """No problem shown: the line under the form empty, no field marked."""
        self._problem_shown = False
        self.query_one("#start-error", Static).update("")
        for box in self.query(".-invalid"):
            box.remove_class("-invalid")

    @on(Input.Changed, "#new-pulka Input")
    @on(Select.Changed, "#new-pulka Select")
    @on(Switch.Changed, "#new-pulka Switch")
    def _recheck(self) -> None:
        """A field changed while a problem is shown: the form is checked again, so the
        warning goes as the field is fixed, or says what is still wrong (without a
        notice or moving the focus). A player fixed the pulya target and the warning
        stayed until he pressed Start again."""
        if not self._problem_shown:
            return
        self.clear_problem()
        try:
            self.build_pulka()
        except StartProblem as problem:
            self.show_problem(problem, tell=False)

    @on(Collapsible.Expanded, "#options-box")
    def _options_opened(self) -> None:
        """The rules editor opened: once laid out, the form scrolls to show it, its
        title at the top, or the row of the option box in focus (a problem at that box
        opened it). Collapsible's own scroll could run while the ~300 rows were not laid
        out yet: a player saw the title at the bottom and nothing under it, and the box
        of a problem stayed out of sight."""
        self.call_after_refresh(self._show_options)

    def _show_options(self) -> None:
        options = self.query_one("#options-box", Collapsible)
        focused = self.focused
        if focused is not None and options in focused.ancestors:
            row = focused.parent
            (row if isinstance(row, Widget) else focused).scroll_visible(top=True,
                                                                         animate=False)
        else:
            options.scroll_visible(top=True, animate=False)

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
            self.notify("\n".join(map(said, exc.problems[:5])), title=visible_path(path.name),
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
