"""The opening screen: the app's first frame, shown while the pulka file is read.

It holds no words to translate (the language is read from the settings after it is
drawn) and imports nothing beyond Textual, so the first frame costs what a one-label
Textual app costs (issue 6). :meth:`PreferansApp.show_startup` replaces it with the
sheet or the start screen; the app keeps the keys pressed meanwhile (``key_order``).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import LoadingIndicator, Static


class OpeningScreen(Screen[None]):
    """``preferans-tui · FILE`` and a loading indicator; ``file_name`` may be empty."""

    DEFAULT_CSS = """
    OpeningScreen { align: center middle; }
    OpeningScreen #opening-name { width: 100%; height: 1; content-align: center middle; }
    OpeningScreen LoadingIndicator { height: 1; }
    """

    def __init__(self, file_name: str) -> None:
        super().__init__()
        self.file_name = file_name

    def compose(self) -> ComposeResult:
        """The program's and the file's name over the indicator."""
        name = " · ".join(part for part in ("preferans-tui", self.file_name) if part)
        yield Static(name, id="opening-name", markup=False)
        yield LoadingIndicator()
