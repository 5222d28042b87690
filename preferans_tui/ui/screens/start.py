"""The start screen: a new pulka, one of the recent pulkas, or an example from ``saves/``.

A new pulka: 3 or 4 players (names editable; Anna, Boris, Vera, Gleb, or in Russian
Аня, Боря, Вера, Глеб), the variant
preset, the pulya target (20), the stake per whist, and every option of the preset
(SPEC §11) shown and editable. An example is opened as a copy in the data folder, so
``saves/`` is never written. Back from a pulka (Ctrl+O on the sheet), the form holds that
pulka's players, variant, target, stake and options: the next pulka of the same table is
one ``Ctrl+S`` away (a title is the evening's own: it is left empty).

The screen is built in layers: the lists of pulkas to open on the right
(:mod:`.start_lists`), the form checked and its problems shown (:mod:`.start_checks`),
and here the form itself: its boxes, the table it starts from, the rules editor.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import (
    Button,
    Collapsible,
    Input,
    Label,
    OptionList,
    Select,
    Static,
    Switch,
)

from ...rules import Pulka
from ...storage.archive import saved_players
from ...texts import decimal_mark, tr
from ...untrusted import visible
from ...views.figures import stake_text
from ..context import TableContext
from ..translated import KeySpec
from ..widgets.header import Header
from ..widgets.name_complete import NameComplete
from ..widgets.plain_input import PlainInput
from ..widgets.select import TranslatedSelect
from ..widgets.steady_footer import SteadyFooter
from .start_checks import StartChecks
from .start_options import (
    RulesEditor,
    first_values,
    preset_values,
    rules_editor,
    set_option,
    show_four_player_options,
)
from .start_options import overrides as changed_options
from .start_values import StartProblem
from .start_words import (
    SAVED_PREFIX,
    club_line,
    default_names,
    player_label,
    relabel,
    retranslate,
    rules_title,
    variant_choices,
)

FIELDS = (("target", "pulya_target", "20"), ("stake", "stake", ""), ("title", "title", ""))
"""The text fields under the variant: id, text key of the label, first value."""
START_KEYS: list[KeySpec] = [("ctrl+s", "start", "start", True),
                             ("ctrl+o", "open_list", "open_key", True),
                             ("ctrl+l", "ledger", "lg_key", True),
                             ("ctrl+r", "save_rules", "rules_save_key", False),
                             ("ctrl+p", "paper", "paper_key", False)]
"""The start screen's own keys: start the new pulka, go to the recent pulkas (again: to
the examples), open the ledger (issue 15)."""

NARROW_BELOW = 100
"""Below this many columns the start screen is ``-narrow``, and ``-wide`` from it."""


class StartScreen(StartChecks):
    """New pulka on the left; recent pulkas and examples on the right.

    Below 100 columns (class ``-narrow``) each rules option puts its box under its
    label, so the boxes keep their width at 80×24.
    """

    KEYS = START_KEYS
    HELP_TOPIC = "help_topic_start"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW_BELOW, "-wide")]
    AUTO_FOCUS = "#four"
    """The first field, focused as the screen shows (before any key typed meanwhile)."""
    KEYS_ONE_AT_A_TIME = True
    """Each key is done with before the next is read (``key_order``): a fast ``Tab``
    moves the focus before the keys typed after it."""

    def __init__(self, context: TableContext, like: Pulka | None = None) -> None:
        super().__init__()
        self.context = context
        self.like = like
        """The pulka just left, whose table the new-pulka form offers (or ``None``)."""
        self.pulka_seats = 0
        """How many name boxes hold the players of :attr:`like`: their real names, which
        never follow the language (the boxes after them hold suggested names, which do)."""
        if like is not None:
            self._preset_shown = like.options.variant.value
            self.pulka_seats = len(like.players)
        from ...storage.rule_sets import saved_sets

        self.rule_sets = saved_sets(context.data_folder)
        """The rules the table saved under a name (issue 30.3), listed after the presets
        in the variant dropdown."""
        # the width's class now, as Textual would set it once mounted: set then, it
        # restyled every widget of the screen a second time (issue 31.5)
        narrow = self.app.size.width < NARROW_BELOW  # the app makes it (show_start)
        self.set_class(narrow, "-narrow", update=False)
        self.set_class(not narrow, "-wide", update=False)

    def _first_values(self) -> tuple[list[str], dict[str, str]]:
        """The names and the text fields the form opens with: the defaults, or the table
        of :attr:`like`."""
        names = list(default_names())
        texts = {wid: value for wid, _, value in FIELDS}
        if self.like is not None:
            options = self.like.options
            names[:len(self.like.players)] = self.like.players
            texts["target"] = str(options.pulya_target)
            if options.stake_per_whist is not None:
                texts["stake"] = stake_text(options.stake_per_whist, mark=decimal_mark())
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
                    row = Horizontal(classes="field-row", id=f"row-name{i}")
                    row.display = i < 3 or self._four_players
                    with row:
                        yield Label(player_label(i), classes="field-name", id=f"name{i}-label")
                        yield PlainInput(name, id=f"name{i}")
                with Horizontal(classes="field-row"):
                    yield Label(tr("variant"), classes="field-name", id="variant-label")
                    yield TranslatedSelect(variant_choices(list(self.rule_sets)),
                                           value=self._preset_shown,
                                           allow_blank=False, id="variant")
                for wid, key, _ in FIELDS:
                    with Horizontal(classes="field-row"):
                        yield Label(tr(key), classes="field-name", id=f"{wid}-label")
                        yield PlainInput(texts[wid], id=wid)
                changed = self.like.options.changed_options() if self.like else ()
                # the table's own rules: open, for the table to see them (opened from
                # the start, not as on a click: the form stays at its top, the names)
                yield RulesEditor(first_values(self._preset_shown,
                                               self.like.options if self.like else None),
                                  four=self._four_players, title=rules_title(len(changed)),
                                  collapsed=not changed)
                yield Static("", id="start-error", markup=False)
                yield Button(tr("start"), variant="primary", id="start-button")
            with Vertical(id="open-pulka"):
                yield Label(tr("recent"), classes="section", id="recent-title")
                yield OptionList(*self.recent(), id="recent", markup=False)
                yield Label(tr("examples"), classes="section", id="examples-title")
                yield OptionList(*self.examples(), id="examples", markup=False)
                yield Button(tr("lg_open"), id="ledger-button", compact=True)
                writer = getattr(self.app, "club_writer", None)
                if writer is not None:  # no club, no line (and the same screen as before)
                    yield Static(club_line(writer.url), id="club-line", markup=False)
        # the names' dropdowns belong to the screen: inside a name's row (3 lines high)
        # a list of five names was cut to its first three
        for i in range(len(default_names("en"))):
            yield NameComplete(f"#name{i}", self._saved_names, self._typed_names)
        yield SteadyFooter()

    @property
    def _four_players(self) -> bool:
        return self.like is not None and len(self.like.players) == 4

    @on(Switch.Changed, "#four")
    def _four(self, event: Switch.Changed) -> None:
        self.query_one("#row-name3").display = event.value
        show_four_player_options(self, event.value)
        self.show_rules_title()  # the dealer's options count at four players only

    @on(Select.Changed, "#variant")
    def _variant(self, event: Select.Changed) -> None:
        """A new variant fills in its preset's options; the same one again changes nothing.

        The language switch re-posts the variant it restores; that must not reset the
        options typed on top of the preset.
        """
        chosen = str(event.value)
        if chosen.startswith(SAVED_PREFIX):
            self._use_saved(chosen.removeprefix(SAVED_PREFIX))
            return
        if chosen == self._preset_shown:
            return
        self._preset_shown = chosen
        for name, value in preset_values(chosen).items():
            set_option(self, name, value)

    def _use_saved(self, name: str) -> None:
        """The rules saved as ``name``: its variant's preset under every option it holds,
        its target and stake in their boxes (issue 30.3). The pulka started then stores
        them all (SPEC §13.3): a later edit of the set changes no pulka."""
        rules = self.rule_sets.get(name)
        if rules is None:
            return
        self._preset_shown = rules.variant.value
        shown = first_values(self._preset_shown, rules)
        for option, value in shown.items():
            set_option(self, option, value)
        self.query_one("#target", Input).value = str(rules.pulya_target)
        stake = rules.stake_per_whist
        self.query_one("#stake", Input).value = (
            "" if stake is None else stake_text(stake, mark=decimal_mark()))
        self.show_rules_title()

    def action_save_rules(self) -> None:
        """Ctrl+R, "save these rules as…": ask a name and keep the form's rules under it;
        a bad value in the form is said as when starting, and nothing is saved."""
        from ...storage.rule_sets import save_set
        from .rules_name import RulesName

        try:
            rules = self.build_pulka().options
        except StartProblem as problem:
            self.show_problem(problem)
            return

        def save(name: str) -> str:
            return save_set(name, rules, self.context.data_folder)

        def saved(name: str | None) -> None:
            if name is None:
                return
            from ...storage.rule_sets import saved_sets

            self.rule_sets = saved_sets(self.context.data_folder)
            relabel(self.query_one("#variant", Select), variant_choices(list(self.rule_sets)))
            self.notify(tr("rules_saved_as", name=visible(name)), markup=False)

        self.app.push_screen(RulesName(save), saved)

    def action_paper(self) -> None:
        """Ctrl+P: settle an evening scored on paper (issue 30.4)."""
        from .paper import PaperScreen

        self.app.push_screen(PaperScreen(folder=self.context.data_folder))

    @on(Input.Changed, "#options-box Input")
    @on(Select.Changed, "#options-box Select")
    @on(Switch.Changed, "#options-box Switch")
    def show_rules_title(self) -> None:
        """The rules editor's title: how many options differ from the variant's preset
        (kept as it was while a box holds no value)."""
        try:
            four = self.query_one("#four", Switch).value
            changed = len(changed_options(self, self._preset_shown, four=four))
        except StartProblem:
            return
        self.query_one("#options-box", Collapsible).title = rules_title(changed)

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

    def scroll_to_center(self, widget: Widget, animate: bool = True, **kwargs: Any) -> None:
        """Bring the widget focused into view at once (Textual calls this on every focus
        change): an animated scroll drew the form some ten times for each ``Tab``, and a
        fast burst of ``Tab`` through the rules editor fell seconds behind (issue 31.5)."""
        super().scroll_to_center(widget, animate=False, **kwargs)

    def _saved_names(self) -> list[str]:
        """The players of the saved pulkas, most recent first."""
        return saved_players(self.context.data_folder)

    def _typed_names(self) -> list[str]:
        """The names in the other players' boxes shown (not the fourth at 3 players)."""
        return [box.value for box in self.query(".field-row Input").results(Input)
                if (box.id or "").startswith("name") and not box.has_focus
                and box.parent is not None and box.parent.display]

    async def retranslate(self) -> None:
        """Every text again in the new language, in place: what was typed, the focus and
        the options stay as they are (a recompose of the rules editor took a second)."""
        await rules_editor(self).build_if_begun()
        retranslate(self)
