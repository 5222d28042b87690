"""A dropdown whose open list says its key in the interface language.

Textual's :class:`~textual.widgets.Select` opens a ``SelectOverlay`` whose footer key
reads "esc Dismiss menu" in every language; :class:`TranslatedSelect` opens a
:class:`ClosingOverlay` instead, whose key is one of the app's translated keys
(:class:`~..screens.base.Translated`). Everything else is Textual's Select.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.widgets import Select
from textual.widgets._select import SelectCurrent, SelectOverlay

from ..translated import KeySpec, Translated


class ClosingOverlay(Translated, SelectOverlay):
    """A Select's open list; Escape closes it ("close the list", «закрыть список»)."""

    KEYS: ClassVar[list[KeySpec]] = [("escape", "dismiss", "close_menu", True)]


class TranslatedSelect(Select[Any]):
    """A Select whose open list speaks the interface language."""

    def compose(self) -> ComposeResult:
        """The current value and the list, as Select's own compose (type to search on)."""
        yield SelectCurrent(self.prompt)
        yield ClosingOverlay().data_bind(compact=Select.compact)
