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

CODE_STYLE = "#ffffff on #000000"
"""The QR code's rows: light modules (the blocks) white, dark ones (the spaces) black,
whatever the theme's colours, so a phone reads it on a light screen too."""


def printed_text(printed: list[str]) -> Text:
    """What ``serve`` printed, one line each, its QR code's rows (half blocks and spaces
    only) in :data:`CODE_STYLE`; every other line through :func:`visible`."""
    text = Text()
    for number, line in enumerate(printed):
        if number:
            text.append("\n")
        if line and set(line) <= set(" ▀▄█"):
            text.append(line, CODE_STYLE)
        else:
            text.append(visible(line))
    return text


class WatchCode(ModalScreen[None]):
    """``printed``: the lines ``serve`` printed, up to its QR code (or the hint it prints
    instead when no phone could open its links)."""

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
            yield Static(printed_text(self.printed))
            yield Static(tr("watch_code_close"), markup=False)

    def on_mount(self) -> None:
        """No notice over the code (``serve is starting`` was still shown as it opened,
        over the code's corner): a phone's camera needs the whole of it."""
        self.app.clear_notifications()

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss()
