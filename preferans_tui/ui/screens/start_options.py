"""The rules editor of the start screen: one row per option of the preset (SPEC §11).

Each option shows its label and a one-line explanation (``option_texts``); an option
with a fixed set of values (a pydantic ``Literal``) is a Select of those values (in
words: ``option_values``), a
yes/no option a Switch, and only lists and tables (and free text like
``consolation``) stay text boxes, typed as JSON.
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Input, Label, Select, Static, Switch

from ...rules import RuleOptions
from ..option_texts import option_explanation, option_label
from ..option_values import value_words
from .start_values import option_text, parse_option

FIXED = ("variant", "pulya_target", "stake_per_whist")
"""Options the form asks for separately, not in the editor."""


def choices(name: str) -> tuple[Any, ...] | None:
    """The allowed values of a ``Literal`` option, read from ``RuleOptions``; else None."""
    annotation = RuleOptions.model_fields[name].annotation
    return get_args(annotation) if get_origin(annotation) is Literal else None


def option_choices(name: str, values: tuple[Any, ...]) -> list[tuple[str, Any]]:
    """A Select's choices for option ``name``: each value in words, and the value."""
    return [(value_words(name, v), v) for v in values]


def is_switch(name: str) -> bool:
    """A yes/no option."""
    return RuleOptions.model_fields[name].annotation is bool


def option_rows(variant: str) -> ComposeResult:
    """The editor rows for ``variant``'s preset, in ``RuleOptions`` field order."""
    preset = RuleOptions.preset(variant, 20)
    for name, value in preset.model_dump().items():
        if name in FIXED:
            continue
        with Horizontal(classes="option-row"):
            yield Label(option_label(name), classes="option-name", id=f"opt-{name}-label")
            wid = f"opt-{name}"
            values = choices(name)
            if values is not None:
                yield Select(option_choices(name, values), value=value,
                             allow_blank=False, id=wid, classes="option")
            elif is_switch(name):
                yield Switch(value=value, id=wid, classes="option")
            else:
                yield Input(option_text(value), id=wid, classes="option")
        yield Static(option_explanation(name), classes="option-help", markup=False,
                     id=f"opt-{name}-help")


def get_option(node: DOMNode, name: str) -> Any:
    """The value shown for option ``name`` (a text box's JSON parsed)."""
    widget: Widget = node.query_one(f"#opt-{name}")
    if isinstance(widget, Input):
        return parse_option(widget.value)
    return widget.value  # type: ignore[attr-defined]


def set_option(node: DOMNode, name: str, value: Any) -> None:
    """Show ``value`` for option ``name``."""
    widget: Widget = node.query_one(f"#opt-{name}")
    if isinstance(widget, Input):
        widget.value = option_text(value)
    else:
        widget.value = value  # type: ignore[attr-defined]


def overrides(node: DOMNode, variant: str) -> dict[str, Any]:
    """The options changed from ``variant``'s preset.

    A text box counts as changed when its text differs from the preset's JSON (so a
    box typed wrong is passed on, and the rules say what is wrong with it).
    """
    preset = RuleOptions.preset(variant, 20).model_dump()
    changed: dict[str, Any] = {}
    for name, value in preset.items():
        if name in FIXED:
            continue
        widget = node.query_one(f"#opt-{name}")
        if isinstance(widget, Input):
            if widget.value != option_text(value):
                changed[name] = parse_option(widget.value)
        elif widget.value != value:  # type: ignore[attr-defined]
            changed[name] = widget.value  # type: ignore[attr-defined]
    return changed
