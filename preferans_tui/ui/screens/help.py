"""The help screen (``?`` or F1, from every screen): keys, what the sheet shows, rules.

The text is :mod:`~preferans_tui.ui.help_text`'s page for the current language, drawn
by :func:`~preferans_tui.ui.help_text.page_renderable` into one widget (Textual's
Markdown widget mounted a widget per line and item: F1 took 0.7-1.3 s, issue 12.16);
Esc, ``q``, ``?`` or F1 close it.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..help_text import HELP, TITLE, page_renderable
from ..i18n import language
from ..messages import LanguageChanged


class HelpScreen(ModalScreen[None]):
    """The help page in a scrollable frame over the current screen."""

    BINDINGS = [Binding("escape,q,й,question_mark,f1", "close", "close", show=False)]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 96%; max-width: 110; height: 94%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    """

    def compose(self) -> ComposeResult:
        """The page in the interface language."""
        with VerticalScroll(id="help") as frame:
            frame.border_title = TITLE.get(language(), TITLE["en"])
            self.page = HELP.get(language(), HELP["en"])
            yield Static(page_renderable(self.page), id="help-text")

    def on_mount(self) -> None:
        """Scroll keys (↑ ↓ PgUp PgDn) go to the page."""
        self.query_one("#help", VerticalScroll).focus()

    @on(LanguageChanged)
    async def refresh_language(self) -> None:
        """F2: the page in the new language."""
        await self.recompose()
        self.query_one("#help", VerticalScroll).focus()

    def action_close(self) -> None:
        """Back to the screen below."""
        self.dismiss(None)
