"""A page over the current screen: a framed, scrolled text with a title, closed by Esc
or ``q`` (the help, and the list of every figure of the sheet).

A subclass gives the frame's title (:meth:`PageScreen.title_text`) and the page
(:meth:`PageScreen.body`); F2 draws both again in the new language.
"""

from __future__ import annotations

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from ..translated import TranslatedModal


class PageScreen(TranslatedModal[None]):
    """A scrolled page in a frame; ``action_close`` goes back to the screen below."""

    DEFAULT_CSS = """
    PageScreen { align: center middle; }
    PageScreen > VerticalScroll {
        width: 96%; max-width: 110; height: 94%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    """
    PAGE_ID = "page"
    """The id of the scrolled frame; its text is ``{PAGE_ID}-text``."""

    def title_text(self) -> str:
        """The frame's title, in the interface language."""
        raise NotImplementedError

    def body(self) -> RenderableType:
        """The page, in the interface language."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        """The page in its frame."""
        with VerticalScroll(id=self.PAGE_ID) as frame:
            frame.border_title = self.title_text()
            yield Static(self.body(), id=f"{self.PAGE_ID}-text")

    def on_mount(self) -> None:
        """Scroll keys (↑ ↓ PgUp PgDn) go to the page."""
        self._focus_page()

    def _focus_page(self) -> None:
        """The page takes the focus, if it is still there: a page opened as the app
        closes (``Esc F1`` in a burst ends the replay, then opens the help) is taken
        down before its Mount is handled (``NoMatches: '#help'``, issue 31.0)."""
        for frame in self.query(f"#{self.PAGE_ID}").results(VerticalScroll):
            frame.focus()

    async def retranslate(self) -> None:
        """F2: the page in the new language."""
        await self.recompose()
        self._focus_page()

    def action_close(self) -> None:
        """Back to the screen below."""
        self.dismiss(None)
