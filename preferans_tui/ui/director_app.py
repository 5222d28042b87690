"""``preferans-tui event show NAME``: the director's screen (Textual). Read-only: the
standings live from the club database (read again every :data:`REFRESH_SECONDS`),
marked provisional above them while any table (of any round) is still playing, each
such table named with its deals; the
last round's tables with the deals each has played and whether it finished; a table
that has stored nothing for :data:`~.store.STALE_MINUTES`, one with hands corrected
or undone and one whose file the club refused (the hand named, if one disagreed) are
marked. ``serve`` shows the same screen in a browser (``event serve``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import DataTable, Footer, Static

from ..events.standings import shown
from ..events.store import STALE_MINUTES, EventState
from ..events.words import provisional_lines, word

REFRESH_SECONDS = 3.0


class DirectorApp(App[None]):
    """The director's screen of one event; ``read`` gives its state now (the store's
    :func:`~.store.read_event` bound to the club and the event)."""

    BINDINGS = [("q", "quit", "quit"), ("ctrl+q", "quit", "quit")]
    CSS = "DataTable { height: auto; max-height: 60%; } Static { padding: 0 1; }"

    def __init__(self, read: Callable[[], EventState], lang: str = "en",
                 refresh_seconds: float = REFRESH_SECONDS) -> None:
        super().__init__()
        self.read = read
        self.lang = lang
        self.refresh_seconds = refresh_seconds

    def compose(self) -> ComposeResult:
        yield Static(id="head", markup=False)
        yield DataTable(id="standings", zebra_stripes=True)
        yield Static(id="round", markup=False)
        yield DataTable(id="tables")
        yield Static(id="foot", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        w = self.lang
        self.query_one("#standings", DataTable).add_columns(
            word(w, "place"), word(w, "player"), word(w, "points"), word(w, "whists"),
            word(w, "wins"), word(w, "byes"))
        self.query_one("#tables", DataTable).add_columns(
            word(w, "table"), word(w, "players"), word(w, "deals"), word(w, "state"))
        self.refresh_state()
        self.set_interval(self.refresh_seconds, self.refresh_state)

    def refresh_state(self) -> None:
        """Read the event again and redraw both tables; while the club cannot be read,
        the last state stays on screen and the line under it says why."""
        from ..club.errors import ClubError

        try:
            state = self.read()
        except ClubError as exc:
            self.query_one("#foot", Static).update(f"⚠ {exc}")
            return
        w = self.lang
        self.title = f"{state.name}"
        self.query_one("#head", Static).update("\n".join([
            f"{state.name} · {word(w, 'formula')}: {state.spec.formula} · "
            f"{word(w, 'round')} {state.seated_rounds}/{state.spec.rounds}",
            *provisional_lines(w, state.playing, state.spec.deals)]))
        standings = self.query_one("#standings", DataTable)
        standings.clear()
        for s in state.standings:
            standings.add_row(f"{s.place}=" if s.shared else str(s.place), Text(s.name),
                              shown(s.points), shown(s.whists), str(s.wins), str(s.byes))
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
            tables.add_row(str(t.table), Text(", ".join(t.players)), str(t.deals), "; ".join(marks))
        byes = [p for r, p in state.byes if r == last]
        foot = word(w, "refreshed", time=datetime.now().strftime("%H:%M:%S"))
        if byes:
            foot = word(w, "bye", players=", ".join(byes)) + " · " + foot
        self.query_one("#foot", Static).update(foot)
