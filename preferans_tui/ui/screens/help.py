"""The help screen (``?`` or F1, from every screen): keys, what the sheet shows, rules.

The text is :mod:`~preferans_tui.ui.help_text`'s page for the current language, drawn
by :func:`~preferans_tui.ui.help_text.page_renderable` into one widget (Textual's
Markdown widget mounted a widget per line and item: F1 took 0.7-1.3 s, issue 12.16);
Esc, ``q``, ``?`` or F1 close it.
"""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from textual.app import App
from textual.binding import Binding

from ...texts import tr
from ..help_text import help_page, page_renderable, topic_first
from ..translated import Translated
from .page import PageScreen


class HelpScreen(PageScreen):
    """The help page in a scrollable frame over the current screen."""

    BINDINGS = [Binding("escape,q,й,question_mark,f1", "close", "close", show=False)]
    PAGE_ID = "help"

    def __init__(self, topic: str = "") -> None:
        super().__init__()
        self.topic = topic
        """The message id of the section's heading shown first (the screen's own keys),
        if any (``help_topic_sheet``)."""

    def title_text(self) -> str:
        """``Help · Esc closes``."""
        return tr("help_title")

    def body(self) -> RenderableType:
        """The page in the interface language (its text kept in :attr:`page`)."""
        self.page = topic_first(help_page(), self.topic)
        return page_renderable(self.page)


def show_help(app: App[Any]) -> None:
    """F1 or ``?``: the help page over ``app``'s current screen, opened at that screen's
    own section (its ``HELP_TOPIC``; the rest of the page follows). On the help itself
    nothing happens (its own F1 closes it)."""
    screen = app.screen
    if not isinstance(screen, HelpScreen):
        app.push_screen(HelpScreen(screen.HELP_TOPIC if isinstance(screen, Translated)
                                   else ""))
