"""The start screen's collapsible rules editor, whose focus costs one box, not all of them.

Textual's :class:`~textual.widgets.Collapsible` tints its background while the focus is
inside it, with a ``:focus-within`` rule. Textual cannot tell which of the nodes under
such a widget that rule reaches, so every focus change inside it restyles all of them:
with the ~300 widgets of the rules editor a ``Tab`` from one option to the next
restyled the lot, and a burst of ``Tab`` queued for seconds (issue 31.5).
:class:`RulesBox` draws the same tint from a class it sets as the focus comes in and
goes out (:data:`FOCUS_INSIDE`): the editor is restyled as the focus enters or leaves
it, never between two of its boxes.
"""

from __future__ import annotations

from textual import events
from textual.widget import Widget
from textual.widgets import Collapsible

FOCUS_INSIDE = "-focus-inside"
"""The class of a :class:`RulesBox` while one of its widgets has the focus."""


class RulesBox(Collapsible, inherit_css=False):
    """A :class:`~textual.widgets.Collapsible` tinted by :data:`FOCUS_INSIDE` instead of
    ``:focus-within`` (its CSS otherwise Collapsible's own)."""

    DEFAULT_CSS = """
    RulesBox {
        width: 1fr;
        height: auto;
        background: $surface;
        border-top: hkey $background;
        padding-bottom: 1;
        padding-left: 1;

        &.-focus-inside {
            background-tint: $foreground 5%;
        }

        &.-collapsed > Contents {
            display: none;
        }
        &:ansi {
            border-top: hkey ansi_blue;
            background: $panel;
        }
    }
    """

    def __init__(self, *children: Widget, title: str, collapsed: bool = True,
                 id: str | None = None) -> None:
        super().__init__(*children, title=title, id=id)
        # open from the start without saying so: an Expanded message would scroll the
        # form to the editor, as a click does
        self.set_reactive(Collapsible.collapsed, collapsed)
        self._title.collapsed = collapsed
        # as it mounts Collapsible sets this class, which restyled all the rows a second
        # time; set before, the class is there already and nothing is restyled
        self.set_class(collapsed, "-collapsed", update=False)

    def _on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self.add_class(FOCUS_INSIDE)

    def _on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self.call_after_refresh(self._focus_gone)

    def _focus_gone(self) -> None:
        """The class off once the focus is outside (a blur inside is followed by a
        focus inside: Tab from one box to the next)."""
        focused = self.screen.focused if self.is_attached else None
        if focused is None or self not in focused.ancestors:
            self.remove_class(FOCUS_INSIDE)
