"""The rules editor of the start screen: one row per option of the preset (SPEC §11, §13.7).

The rows are built the first time the editor is opened (:class:`RulesEditor`); until
then the editor holds the values, and the functions here read and set them there.

Each option shows its label and a one-line explanation (:mod:`...texts.options`); an
option with a fixed set of values (a pydantic ``Literal``, the consolation, who is never
helped) is a Select of those values in words (``option_values``), a yes/no option a
Switch, and only the numbers, lists and tables of numbers stay text boxes, typed as a
player writes them (``6:2 7:4 …``, ``1 2 3``: ``option_boxes``).
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any, Literal, get_args, get_origin

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.dom import DOMNode
from textual.widget import AwaitMount
from textual.widgets import Collapsible, Input, Label, Select, Static, Switch

from ...rules import RuleOptions
from ...rules.option_checks import FOUR_PLAYERS_ONLY
from ...texts import tr
from ...texts.options import option_explanation, option_label
from ..option_boxes import BoxProblem, box_text, parse_box
from ..option_values import FIXED_CONSOLATIONS, value_words
from ..widgets.plain_input import PlainInput
from ..widgets.rules_box import RulesBox
from ..widgets.select import TranslatedSelect
from .start_values import StartProblem

FIXED = ("variant", "pulya_target", "stake_per_whist")
"""Options the form asks for separately, not in the editor."""


EXCLUDES: tuple[frozenset[str], ...] = (
    frozenset(), frozenset({"dealer"}), frozenset({"remized_whister"}),
    frozenset({"dealer", "remized_whister"}))
"""Every value of ``help_excludes``: a set of the two house rules [K fn 75]."""


def choices(name: str, current: Any = None) -> tuple[Any, ...] | None:
    """The values offered for option ``name``: a ``Literal``'s, read from ``RuleOptions``;
    the consolations (``current`` too, if it is another fixed one); the sets of
    ``help_excludes``; else ``None`` (a text box)."""
    if name == "consolation":
        offered = ("whist_value", "price", *(f"fixed:{n}" for n in FIXED_CONSOLATIONS))
        return offered if current in (None, *offered) else (*offered, current)
    if name == "help_excludes":
        return EXCLUDES
    annotation = RuleOptions.model_fields[name].annotation
    return get_args(annotation) if get_origin(annotation) is Literal else None


def option_choices(name: str, values: tuple[Any, ...]) -> list[tuple[str, Any]]:
    """A Select's choices for option ``name``: each value in words, and the value."""
    return [(value_words(name, v), v) for v in values]


def is_switch(name: str) -> bool:
    """A yes/no option."""
    return RuleOptions.model_fields[name].annotation is bool


def preset_values(variant: str) -> dict[str, Any]:
    """Every option of a new pulka of ``variant`` (the target and stake left out), as the
    rules hold them (``help_excludes`` a set, steps a tuple)."""
    preset = RuleOptions.preset(variant, 20)
    return {name: getattr(preset, name) for name in RuleOptions.model_fields
            if name not in FIXED}


def first_values(variant: str, shown: RuleOptions | None = None) -> dict[str, Any]:
    """The value of each option box as the editor opens: ``shown``'s (the table just
    left), else ``variant``'s preset's; a value a list does not offer (another
    version's preset) is the preset's."""
    values = preset_values(variant)
    if shown is None:
        return values
    for name in values:
        value = getattr(shown, name)
        offered = choices(name, value)
        if offered is None or value in offered:
            values[name] = value
    return values


def option_rows(values: dict[str, Any], four: bool = False) -> ComposeResult:
    """The editor rows, in ``RuleOptions`` field order, each box holding its value of
    ``values`` (:func:`first_values`); the rows of the options only a 4-player table
    reads carry the class ``-four-only`` and show at ``four`` players only
    (:func:`show_four_player_options`).

    The boxes are built holding their values, and hidden or not, rather than set once
    mounted: each value set on a mounted box was a message, and the editor's title
    counted the options changed again for each (issue 31.5)."""
    note = Static(tr("four_only_note"), classes="option-help", markup=False,
                  id="four-only-note")
    note.display = not four
    yield note
    for name, value in values.items():
        only = name in FOUR_PLAYERS_ONLY
        classes = " -four-only" if only else ""
        row = Horizontal(classes=f"option-row{classes}", id=f"opt-{name}-row")
        with row:
            yield Label(option_label(name), classes="option-name", id=f"opt-{name}-label")
            wid = f"opt-{name}"
            offered = choices(name, value)
            if offered is not None:
                yield TranslatedSelect(option_choices(name, offered), value=value,
                                       allow_blank=False, id=wid, classes="option")
            elif is_switch(name):
                yield Switch(value=value, id=wid, classes="option")
            else:
                yield PlainInput(box_text(value), id=wid, classes="option")
        explanation = Static(option_explanation(name), classes=f"option-help{classes}",
                             markup=False, id=f"opt-{name}-help")
        row.display = explanation.display = four or not only
        yield explanation


class RulesEditor(RulesBox):
    """The rules editor, ``#options-box``: a row per option, built the first time it is
    opened.

    Some 300 widgets, built and styled with the start screen, made ``Ctrl+O`` from the
    sheet take 1.4–3.0 s (issue 31.5), though most tables start with their preset and
    never open it. Until its rows are built (:attr:`built`) the editor holds the
    options' values (:attr:`held`) and whether the 4-player ones show (:attr:`four`);
    the functions below read and set them there, or in the boxes once they are built.
    """

    def __init__(self, values: dict[str, Any], *, four: bool, title: str,
                 collapsed: bool) -> None:
        super().__init__(title=title, collapsed=collapsed, id="options-box")
        self.held = values
        """The value of each option while the rows are not built (then: the boxes')."""
        self.four = four
        """Whether the options of a 4-player table show."""
        self.built = not collapsed
        """The rows are built and mounted: the boxes hold the values."""
        self._building: AwaitMount | None = None
        self._set_meanwhile: set[str] = set()

    def compose(self) -> ComposeResult:
        """The title, and the rows if the editor opens with the screen (the table's own
        rules, shown to it)."""
        yield self._title
        with self.Contents():
            if self.built:
                yield from option_rows(self.held, self.four)

    def hold(self, name: str, value: Any) -> None:
        """Keep ``value`` for option ``name`` until the rows are built."""
        self.held[name] = value
        if self._building is not None:
            self._set_meanwhile.add(name)

    async def build(self) -> None:
        """Build the rows, holding :attr:`held`, if they are not (the editor opened, or
        the words to put in them again); done once they are mounted."""
        if self.built:
            return
        if self._building is None:
            four = self.four
            contents = self.query_one(Collapsible.Contents)
            self._building = contents.mount_compose(option_rows(self.held, four))
            await self._building
            self.built = True
            # what changed while they were being built (a key typed meanwhile)
            for name in self._set_meanwhile:
                set_option(self, name, self.held[name])
            if self.four != four:
                show_four_player_options(self, self.four)
        else:
            await self._building

    async def build_if_begun(self) -> None:
        """Done once the rows begun are built (at once if never begun, or built)."""
        if self._building is not None and not self.built:
            await self._building

    def _watch_collapsed(self, collapsed: bool) -> None:
        """Opened the first time: the rows built, then shown (Collapsible's own)."""
        if collapsed or self.built:
            super()._watch_collapsed(collapsed)
        else:
            self.call_later(self._open_built)

    async def _open_built(self) -> None:
        await self.build()
        if not self.collapsed:
            super()._watch_collapsed(False)


def rules_editor(node: DOMNode) -> RulesEditor:
    """The rules editor of the start screen ``node`` (or ``node`` itself)."""
    if isinstance(node, RulesEditor):
        return node
    return node.query_one("#options-box", RulesEditor)


def show_four_player_options(node: DOMNode, four: bool) -> None:
    """The options about the dealer who sits out [K 3.2.10] shown at 4 players only; at
    3 they change nothing (SPEC §13.2), and a line says they appear with four players."""
    editor = rules_editor(node)
    editor.four = four
    if not editor.built:
        return
    for widget in editor.query(".-four-only"):
        widget.display = four
    editor.query_one("#four-only-note").display = not four


OptionBox = Select[Any] | Switch | Input
"""The box of one option: a list of values, a yes/no switch, or numbers as text."""


def option_box(node: DOMNode, name: str) -> OptionBox:
    """The box of option ``name``.

    Raises:
        TypeError: the editor holds no such box (a programming error).
    """
    widget = node.query_one(f"#opt-{name}")
    if not isinstance(widget, Select | Switch | Input):
        raise TypeError(f"#opt-{name} is a {type(widget).__name__}, not an option box")
    return widget


def set_option(node: DOMNode, name: str, value: Any) -> None:
    """Show ``value`` for option ``name`` (a consolation the list lacks is added to it)."""
    editor = rules_editor(node)
    if not editor.built:
        editor.hold(name, value)
        return
    widget = option_box(editor, name)
    if isinstance(widget, Input):
        widget.value = box_text(value)
        return
    if isinstance(widget, Select) and name == "consolation":
        values = choices(name, value) or ()
        widget.set_options([(value_words(name, v), v) for v in values])
    widget.value = value


def overrides(node: DOMNode, variant: str, *, four: bool = True) -> dict[str, Any]:
    """The options changed from ``variant``'s preset (the rules then check them); at 3
    players (``four`` false) not those only a 4-player table reads, which are not shown
    and keep the preset's value (SPEC §13.2: a 3-player pulka never stores one as if it
    meant something).

    Raises:
        StartProblem: a text box holds no number, list or table (what it takes, in words).
    """
    changed: dict[str, Any] = {}
    editor = rules_editor(node)
    for name, value in preset_values(variant).items():
        if not four and name in FOUR_PLAYERS_ONLY:
            continue
        if not editor.built:
            if editor.held[name] != value:
                changed[name] = editor.held[name]
            continue
        widget = option_box(node, name)
        shown = widget.value
        if isinstance(widget, Input):
            try:
                shown = parse_box(name, widget.value)
            except BoxProblem as problem:
                raise StartProblem.box(name, str(problem)) from None
        if shown != value:
            changed[name] = shown
    return changed


def retranslate_boxes(node: DOMNode) -> None:
    """The text boxes again in the interface language (``misère:10`` ↔ ``мизер:10``);
    a box that holds no value stays as typed."""
    if not rules_editor(node).built:
        return
    for name in preset_values("sochi"):
        widget = option_box(node, name)
        if isinstance(widget, Input):
            with suppress(BoxProblem):
                widget.value = box_text(parse_box(name, widget.value))
