"""The QR code of the running ``serve`` over the sheet (``w``, issue 30.2): what ``serve``
printed — the links, who can watch, the code — for the phones at the table. Any key
closes it; sharing goes on until the app quits.

The code is never cut: at 80×24 it and its closing line did not fit under the lines
before it, so the bottom of the code was lost and it could not be scanned (a tester's
finding). What does not fit goes (:func:`fitted`): first the lines but the links, then
the links, then the quiet zone's rows beyond two modules; a window too short even then
shows the links and says how tall it must be.
"""

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
        if _is_code_row(line):
            text.append(line, CODE_STYLE)
        else:
            text.append(visible(line))
    return text


def _is_code_row(line: str) -> bool:
    return bool(line) and set(line) <= set(" ▀▄█")


def _full(row: str) -> bool:
    return set(row) <= {"█"}


def _thinner(code: list[str]) -> list[str]:
    """``code`` with its quiet zone cut to one row of full blocks (two modules) above
    and below — the standard asks four, phones read two: the zone's last row of upper
    halves only (a code of an odd number of modules) and every full row but the one
    next to the code go."""
    rows = list(code)
    if rows and set(rows[-1]) <= {"▀"}:
        rows.pop()
    while len(rows) > 1 and _full(rows[0]) and _full(rows[1]):
        rows.pop(0)
    while len(rows) > 1 and _full(rows[-1]) and _full(rows[-2]):
        rows.pop()
    return rows


def fitted(printed: list[str], rows: int) -> tuple[list[str], int | None]:
    """The lines of ``printed`` to show in ``rows`` rows, the code always whole; and,
    when even the code alone (its quiet zone thinned) does not fit, the rows it needs
    (then the lines are the links only). ``None``: the code fits (or there is none)."""
    code = [line for line in printed if _is_code_row(line)]
    other = [line for line in printed if not _is_code_row(line)]
    links = [line for line in other if "://" in line]
    for lines in (printed, [*links, *code], code):
        if len(lines) <= rows:
            return lines, None
    thin = _thinner(code)
    if len(thin) <= rows:
        return thin, None
    return links[:max(rows - 1, 0)], len(thin)


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
            yield Static(printed_text(self.printed), id="watch-code")
            yield Static(tr("watch_code_close"), id="watch-close", markup=False)

    def on_mount(self) -> None:
        """Fit the code to the window, with no notice over it (``serve is starting`` was
        still shown as it opened, over the code's corner): a phone's camera needs the
        whole of it."""
        self.app.clear_notifications()
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        """Show what fits the window (:func:`fitted`) above the closing line."""
        height, width = self.app.size.height, max(self.app.size.width - 2, 1)
        close = tr("watch_code_close")
        rows = height - -(-len(close) // width)  # the closing line, wrapped
        lines, needed = fitted(self.printed, rows)
        text = printed_text(lines)
        if needed is not None:
            text.append(("\n" if lines else "")
                        + tr("watch_code_taller", rows=needed + height - rows, height=height))
        self.query_one("#watch-code", Static).update(text)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss()
