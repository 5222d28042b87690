"""The watcher's screen (``preferans-tui watch``): the sheet, read-only, with the header
line, everyone's result if the pulka stopped now and the last hand's line.

From 60 columns up (class ``-wide``) it shows the paper sheet (:class:`PulkaGrid`); below
(class ``-narrow``, a phone in the browser) a compact list instead: per player the
result, the pulya, the gora and the whists on each opponent. Textual's horizontal
breakpoints switch between the two as the terminal is resized. The screen has no key
that changes anything: :class:`~preferans_tui.ui.watch_app.WatchApp` only reads.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ...rules import Pulka
from ...texts import tr
from ..translated import TranslatedScreen
from ..watch_texts import (
    compact_text,
    last_hand_text,
    standings_wordings,
    watch_status,
    watch_stopped,
)
from ..widgets.fitted_line import FittedLine
from ..widgets.grid import PulkaGrid
from ..widgets.header import Header

Words = str | Callable[[], str]
"""A value of the state line: words as they are, or a function giving them in the
interface language of the moment."""

NARROW_BELOW = 60
"""Below this many columns the compact list replaces the sheet (issue 14 part 3)."""


class WatchScreen(TranslatedScreen[None]):
    """The last good pulka read (``None`` until one is) and the state of the file.

    :meth:`show` puts a newly read pulka on screen; :meth:`set_state` says whether the
    file is followed or waited for. Both are kept, so a language change redraws them.
    """

    HELP_TOPIC = "help_topic_watch"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (NARROW_BELOW, "-wide")]

    DEFAULT_CSS = """
    WatchScreen #status { height: 1; padding: 0 1; background: $boost; }
    WatchScreen #status.finished { background: $success; color: $text; text-style: bold; }
    WatchScreen #grid { height: 1fr; }
    WatchScreen #compact-list { height: 1fr; padding: 0 1; }
    WatchScreen #empty { height: 1fr; padding: 1 2; color: $text-muted; }
    WatchScreen #standings { height: 1; padding: 0 1; text-style: bold; }
    WatchScreen #last-hand { height: auto; padding: 0 1; }
    WatchScreen #watch-state { height: auto; padding: 0 1; color: $text-muted; }
    /* the lines under the sheet take the same rows in every language, so that English
       and Russian draw the same sheet at one size (issue 31.6) */
    WatchScreen.-wide #last-hand { height: 2; }
    WatchScreen.-wide #watch-state { height: 1; text-wrap: nowrap; text-overflow: ellipsis; }
    WatchScreen.-wide #watch-state.waiting { height: auto; text-wrap: wrap; }
    WatchScreen #watch-state.waiting { color: $warning; text-style: bold; }
    WatchScreen.-narrow #grid, WatchScreen.-narrow #standings { display: none; }
    WatchScreen.-wide #compact-list, WatchScreen.-empty #compact-list { display: none; }
    """

    def __init__(self, path_name: str) -> None:
        super().__init__()
        self.pulka: Pulka | None = None
        self.deals_limit: int | None = None
        """The file's ``deals_limit`` (an event table's length in deals), or ``None``."""
        self.state: tuple[str, dict[str, Words]] = ("watch_reading", {"path": path_name})
        """The text key and values of the line under the sheet."""
        self.waiting = False
        """True while the last read of the file failed."""

    def compose(self) -> ComposeResult:
        """Header, status line, sheet and compact list, standings, last hand, state."""
        pulka = self.pulka
        yield Header()
        yield FittedLine([], id="status")
        if pulka is None:
            yield Static(tr("watch_no_pulka"), id="empty", markup=False)
        else:
            yield PulkaGrid(pulka, id="grid")
        with VerticalScroll(id="compact-list"):
            yield Static(id="compact", markup=False)
        yield FittedLine([], id="standings")
        yield Static(id="last-hand", markup=False)
        yield Static(self._state_text(), id="watch-state", markup=False,
                     classes="waiting" if self.waiting else "")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        """The texts of the pulka, if there is one yet."""
        self._update_texts()

    async def show(self, pulka: Pulka, deals_limit: int | None = None) -> None:
        """Put ``pulka`` on screen (the first one read replaces the placeholder with the
        sheet; the rest of the screen stays, its footer too); ``deals_limit``: the file's
        (an event table's length in deals: ``deal 5 of 6``, the table stopped at it)."""
        first = self.pulka is None
        self.pulka = pulka
        self.deals_limit = deals_limit
        if first:
            await self.query_one("#empty").remove()
            await self.mount(PulkaGrid(pulka, id="grid"), before="#compact-list")
        else:
            self.query_one(PulkaGrid).set_pulka(pulka)
        self._update_texts()

    def _update_texts(self) -> None:
        pulka = self.pulka
        self.set_class(pulka is None, "-empty")
        if pulka is None:
            return
        self.query_one("#compact", Static).update(compact_text(pulka, self.deals_limit))
        self.query_one("#standings", FittedLine).set_wordings(
            standings_wordings(pulka, self.deals_limit))
        limit = self.deals_limit
        self.query_one("#last-hand", Static).update(last_hand_text(pulka, limit))
        status = self.query_one("#status", FittedLine)
        status.set_wordings(watch_status(pulka, limit))
        status.set_class(watch_stopped(pulka, limit), "finished")

    def set_state(self, key: str, *, waiting: bool, **values: Words) -> None:
        """The line under the sheet: ``tr(key, **values)``, in the warning colour while
        ``waiting`` (the last read failed; the last good pulka stays on screen). A value
        that is a function gives its words in the language of the moment (a reason the
        app words itself), so a language change words it again."""
        self.state = (key, values)
        self.waiting = waiting
        line = self.query_one("#watch-state", Static)
        line.update(self._state_text())
        line.set_class(waiting, "waiting")

    def _state_text(self) -> str:
        key, values = self.state
        return tr(key, **{k: v() if callable(v) else v for k, v in values.items()})

    async def retranslate(self) -> None:
        """Every text again, in the new language."""
        await self.recompose()
        self._update_texts()
