"""The QR code of the running ``serve`` over the sheet (``w``, issue 30.2): what ``serve``
printed — the links, who can watch, the code — for the phones at the table. Any key
closes it; sharing goes on until the app quits."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...texts import tr
from ...untrusted import visible


class WatchCode(ModalScreen[None]):
    """``printed``: the lines ``serve`` printed, up to its QR code."""

    DEFAULT_CSS = """
    WatchCode { align: center middle; }
    WatchCode > Vertical {
        width: auto; max-width: 100%; height: auto; max-height: 100%;
        background: $surface; padding: 0 1;
    }
    WatchCode Static { width: auto; height: auto; }
    """

    def __init__(self, printed: list[str]) -> None:
        super().__init__()
        self.printed = printed

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text("\n".join(visible(line) for line in self.printed)))
            yield Static(tr("watch_code_close"), markup=False)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss()
