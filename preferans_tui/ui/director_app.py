"""``preferans-tui event show NAME``: the director's screen (Textual). Read-only: the
standings live from the club database (read again every :data:`REFRESH_SECONDS`),
marked provisional above them while any table (of any round) is still playing, each
such table named with its deals; the
last round's tables with the deals each has played and whether it finished; a table
that has stored nothing for :data:`~.store.STALE_MINUTES`, one with hands corrected
or undone and one whose file the club refused (the hand named, if one disagreed) are
marked. ``serve`` shows the same screen in a browser (``event serve``).

Its words are the interface language's (the command's, :func:`~.settings.command_language`):
F2 switches English ↔ Russian for this run (no setting is written), F1 opens the help at
the director's section, ``q`` and Ctrl+Q quit; the figures take the language's decimal
mark and the minus sign (:func:`~preferans_tui.views.figures.points_text`), as
everywhere in the app.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import DataTable, Footer, Static

from ..events.store import STALE_MINUTES, EventState
from ..events.words import formula_words, provisional_lines, word
from ..texts import decimal_mark, language, set_language
from ..views.figures import points_text
from .translated import KeySpec, TranslatedApp, TranslatedScreen

REFRESH_SECONDS = 3.0

DIRECTOR_KEYS: list[KeySpec] = [("f2", "toggle_language", "language", True, True),
                                ("f1,question_mark", "help", "help", True),
                                ("q", "quit", "quit", False),
                                ("ctrl+q", "quit", "quit", True, True)]
"""F2 and Ctrl+Q are priority bindings, as in the watcher: the help page passes on no
other key to the app; ``q`` (``й`` on the Russian layout) quits too."""


class DirectorScreen(TranslatedScreen[None]):
    """The standings and the last round's tables of one event; ``read`` gives its state
    now. F2 redraws every word (:meth:`retranslate`)."""

    HELP_TOPIC = "help_topic_director"
    DEFAULT_CSS = """
    DirectorScreen DataTable { height: auto; max-height: 60%; }
    DirectorScreen Static { padding: 0 1; }
    """

    def __init__(self, read: Callable[[], EventState], refresh_seconds: float) -> None:
        super().__init__()
        self.read = read
        self.refresh_seconds = refresh_seconds
        self.state: EventState | None = None
        """The last state read (kept on screen while the club cannot be read)."""
        self.problem: str | None = None
        """Why the last read failed, or ``None``."""

    def compose(self) -> ComposeResult:
        yield Static(id="head", markup=False)
        yield DataTable(id="standings", zebra_stripes=True)
        yield Static(id="round", markup=False)
        yield DataTable(id="tables")
        yield Static(id="foot", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._columns()
        self.refresh_state()
        self.set_interval(self.refresh_seconds, self.refresh_state)

    async def retranslate(self) -> None:
        """The headings, the marks and the figures again in the new language."""
        self._columns()
        self._draw()

    def _columns(self) -> None:
        w = language()
        standings = self.query_one("#standings", DataTable)
        standings.clear(columns=True)
        standings.add_columns(*(word(w, k) for k in ("place", "player", "points", "whists",
                                                     "wins", "byes")))
        tables = self.query_one("#tables", DataTable)
        tables.clear(columns=True)
        tables.add_columns(*(word(w, k) for k in ("table", "players", "deals", "state")))

    def refresh_state(self) -> None:
        """Read the event again and redraw both tables; while the club cannot be read,
        the last state stays on screen and the line under it says why."""
        from ..club.errors import ClubError

        try:
            self.state, self.problem = self.read(), None
        except ClubError as exc:
            self.problem = str(exc)
        self._draw()

    def _draw(self) -> None:
        if self.problem is not None:
            self.query_one("#foot", Static).update(f"⚠ {self.problem}")
        state = self.state
        if state is None:
            return
        w, mark = language(), decimal_mark()
        self.app.title = state.name
        self.query_one("#head", Static).update("\n".join([
            f"{state.name} · {word(w, 'formula')}: {formula_words(w, state.spec.formula)}"
            f" · {word(w, 'round')} {state.seated_rounds}/{state.spec.rounds}",
            *provisional_lines(w, state.playing, state.spec.deals, most=3)]))
        standings = self.query_one("#standings", DataTable)
        standings.clear()
        for s in state.standings:
            standings.add_row(f"{s.place}=" if s.shared else str(s.place), Text(s.name),
                              Text(points_text(s.points, mark=mark), justify="right"),
                              Text(points_text(s.whists, mark=mark), justify="right"),
                              str(s.wins), str(s.byes))
        tables = self.query_one("#tables", DataTable)
        tables.clear()
        last = state.seated_rounds
        self.query_one("#round", Static).update(
            word(w, "tables", round=last) if last else word(w, "no_round"))
        for t in state.round_tables(last):
            marks = [word(w, "finished" if t.finished else "playing")]
            if t.stale:
                marks.append("⚠ " + word(w, "stale", minutes=STALE_MINUTES))
            if t.changed_hands:
                marks.append("⚠ " + word(w, "changed", count=t.changed_hands))
            if t.refused is not None:
                marks.append("⚠ " + (word(w, "refused") if t.refused_hand is None
                                     else word(w, "refused_hand", number=t.refused_hand)))
            tables.add_row(str(t.table), Text(", ".join(t.players)), str(t.deals),
                           "; ".join(marks))
        if self.problem is not None:
            return
        byes = [p for r, p in state.byes if r == last]
        foot = word(w, "refreshed", time=datetime.now().strftime("%H:%M:%S"))
        if byes:
            foot = word(w, "bye", players=", ".join(byes)) + " · " + foot
        self.query_one("#foot", Static).update(foot)


class DirectorApp(TranslatedApp[None]):
    """The director's screen of one event; ``read`` gives its state now (the store's
    :func:`~.store.read_event` bound to the club and the event); ``lang`` the language
    to open in (``None``: the current one, :func:`~preferans_tui.texts.language`)."""

    KEYS = DIRECTOR_KEYS
    ENABLE_COMMAND_PALETTE = False
    """No palette: its commands (a screenshot, the theme) have no place on a screen that
    writes nothing, and ``serve``'s visitors reach every key."""

    def __init__(self, read: Callable[[], EventState], lang: str | None = None,
                 refresh_seconds: float = REFRESH_SECONDS) -> None:
        super().__init__()
        if lang is not None:
            set_language(lang)
        self.read = read
        self.refresh_seconds = refresh_seconds

    def get_default_screen(self) -> DirectorScreen:
        """The director's screen is the app's first (its only one under the help)."""
        return DirectorScreen(self.read, self.refresh_seconds)

    def on_mount(self) -> None:
        """SIGTERM and SIGHUP quit as Ctrl+Q does (:func:`~.signals.quit_on_signals`):
        ``event serve`` ends a closed tab's process so."""
        from .signals import quit_on_signals

        quit_on_signals(self)

    @property
    def lang(self) -> str:
        """The language the screen speaks now."""
        return language()

    def action_help(self) -> None:
        """F1 or ``?``: the help page at the director's section (its F1 closes it)."""
        from .screens.help import show_help

        show_help(self)
