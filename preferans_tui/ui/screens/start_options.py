"""The rules editor of the start screen: one row per option of the preset (SPEC §11, §13.7).

Each option shows its label and a one-line explanation (``option_texts``); an option
with a fixed set of values (a pydantic ``Literal``, the consolation, who is never
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
from textual.widgets import Input, Label, Select, Static, Switch

from ...rules import RuleOptions
from ...rules.option_checks import FOUR_PLAYERS_ONLY
from ..i18n import tr
from ..option_boxes import BoxProblem, box_text, parse_box
from ..option_texts import option_explanation, option_label
from ..option_values import FIXED_CONSOLATIONS, value_words
from ..widgets.plain_input import PlainInput
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


def option_rows(variant: str) -> ComposeResult:
    """The editor rows for ``variant``'s preset, in ``RuleOptions`` field order; the rows
    of the options only a 4-player table reads carry the class ``-four-only``
    (:func:`show_four_player_options`)."""
    yield Static(tr("four_only_note"), classes="option-help", markup=False,
                 id="four-only-note")
    for name, value in preset_values(variant).items():
        four = " -four-only" if name in FOUR_PLAYERS_ONLY else ""
        with Horizontal(classes=f"option-row{four}", id=f"opt-{name}-row"):
            yield Label(option_label(name), classes="option-name", id=f"opt-{name}-label")
            wid = f"opt-{name}"
            values = choices(name, value)
            if values is not None:
                yield TranslatedSelect(option_choices(name, values), value=value,
                                       allow_blank=False, id=wid, classes="option")
            elif is_switch(name):
                yield Switch(value=value, id=wid, classes="option")
            else:
                yield PlainInput(box_text(value), id=wid, classes="option")
        yield Static(option_explanation(name), classes=f"option-help{four}", markup=False,
                     id=f"opt-{name}-help")


def show_four_player_options(node: DOMNode, four: bool) -> None:
    """The options about the dealer who sits out [K 3.2.10] shown at 4 players only; at
    3 they change nothing (SPEC §13.2), and a line says they appear with four players."""
    for widget in node.query(".-four-only"):
        widget.display = four
    node.query_one("#four-only-note").display = not four


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
    widget = option_box(node, name)
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
    for name, value in preset_values(variant).items():
        if not four and name in FOUR_PLAYERS_ONLY:
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
    for name in preset_values("sochi"):
        widget = option_box(node, name)
        if isinstance(widget, Input):
            with suppress(BoxProblem):
                widget.value = box_text(parse_box(name, widget.value))
