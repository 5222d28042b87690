"""The opening screen: the app's first frame, shown while the pulka file is read.

It holds no words to translate (the language is read from the settings after it is
drawn) and imports nothing beyond Textual, so the first frame costs what a one-label
Textual app costs (issue 6). :meth:`PreferansApp.show_startup` replaces it with the
sheet or the start screen; the app keeps the keys pressed meanwhile (``key_order``).
A loading indicator appears only if the reading takes longer than
:data:`INDICATOR_AFTER`: a file read in a blink shows no spinner flashing by, and an
animation drawn meanwhile took a tenth of a 100-hand pulka's start from the reading
thread (issue 16).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import LoadingIndicator, Static

INDICATOR_AFTER = 0.3
"""Seconds of reading after which the loading indicator is shown."""


class OpeningScreen(Screen[None]):
    """``preferans-tui · FILE``, and a loading indicator once the reading takes a while;
    ``file_name`` may be empty."""

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

    def on_mount(self) -> None:
        """The indicator, if the pulka is still being read by then (the timer goes with
        the screen)."""
        self.set_timer(INDICATOR_AFTER, lambda: self.mount(LoadingIndicator()))
