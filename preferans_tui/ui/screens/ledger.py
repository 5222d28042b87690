"""The ledger screen: every saved pulka of the data folder at once (issue 15 part 3).

Players (best result first), head to head, a chart of each player's result after each
evening, the evenings (Enter opens one, as the start screen's recent list does) and the
files that were skipped. The filters — dates, variant, player, and F6: only finished
pulkas — narrow every tab; a pulka still in progress is marked in every tab that counts it.
The archive is read in a thread (:func:`~preferans_tui.storage.archive.read_archive`,
through the ledger's cache); every figure is the ledger's (:mod:`preferans_tui.ledger`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.widgets import (
    DataTable,
    Footer,
    Static,
    TabbedContent,
    TabPane,
)

from ...ledger import (
    Aliases,
    Evening,
    Ledger,
    LedgerFilter,
    Skipped,
    build_ledger,
    running_results,
)
from ...ledger.names import scripts
from ...texts import said, tr
from ...texts.ledger_words import look_alike_line
from ...untrusted import visible
from ..translated import KeySpec, TranslatedScreen
from ..widgets.balance_chart import MARKERS, BalanceChart
from ..widgets.header import Header
from ..widgets.ledger_filters import LedgerFilters
from ..widgets.ledger_tables import fill_evenings, fill_head_to_head, fill_players, fill_skipped

LEDGER_KEYS: list[KeySpec] = [("escape", "back", "st_back", True),
                              ("f5", "reload", "lg_refresh", True),
                              ("f6", "finished_only", "lg_finished_only", True),
                              # the same keys on the Russian layout: х ъ
                              ("left_square_bracket,х", "tab(-1)", "lg_tab_prev", False),
                              ("right_square_bracket,ъ", "tab(1)", "lg_tab_next", False)]
TABLES = ("lg-players", "lg-h2h", "lg-evenings", "lg-skipped")
TABS = ("tab-players", "tab-h2h", "tab-chart", "tab-evenings", "tab-skipped")
"""The tabs in order, for ``[`` and ``]``."""


class LedgerChart(BalanceChart):
    """The balance chart with one point per evening instead of per hand."""

    EMPTY = "lg_chart_empty"


class LedgerScreen(TranslatedScreen[None]):
    """The ledger of ``folder`` (the data folder: its pulkas, cache and aliases).

    The players' table has the focus first (↑/↓ browse); the filters are above it
    (Shift+Tab), the tabs between (←/→ switch once they have the focus).
    """

    AUTO_FOCUS = "#lg-players"
    KEYS = LEDGER_KEYS
    HELP_TOPIC = "help_topic_ledger"

    DEFAULT_CSS = """
    LedgerScreen TabbedContent { height: 1fr; }
    LedgerScreen TabPane { padding: 0; }
    LedgerScreen DataTable { height: 1fr; }
    LedgerScreen #lg-h2h-note { color: $text-muted; padding: 0 1; height: auto; }
    LedgerScreen #lg-skipped-none { padding: 1 1; height: auto; }
    LedgerScreen #lg-look-alike { color: $warning; padding: 0 1; height: auto; }
    LedgerScreen LedgerChart { height: 1fr; padding: 0 1; border-top: solid $primary 50%; }
    LedgerScreen #lg-status { height: 1; padding: 0 1; color: $text-muted; }
    """

    def __init__(self, folder: Path, *, club: str | None = None, name: str | None = None,
                 id: str | None = None) -> None:
        super().__init__(name=name, id=id)
        self.folder = folder
        self.club = club
        """The club database's URL (``--club``): its pulkas instead of the folder's
        (issue 27), or None."""
        self.evenings: list[Evening] | None = None
        """What the archive holds (``None`` while it is read)."""
        self.skipped: list[Skipped] = []
        self.aliases: Aliases | None = None
        self.ledger: Ledger | None = None
        """The ledger shown (the filters applied)."""
        self.keep = LedgerFilter()
        self._recomposing = False
        """F2 is composing the screen again: its widgets come and go (issue 31.0)."""

    def compose(self) -> ComposeResult:
        """The filters, the tabs, a status line and the keys."""
        yield Header()
        yield LedgerFilters(self.keep, self._player_names, id="lg-filters")
        with TabbedContent(id="lg-tabs"):
            with TabPane(tr("lg_tab_players"), id="tab-players"):
                yield Static("", id="lg-look-alike", markup=False)
                yield DataTable(id="lg-players", zebra_stripes=True, cursor_type="row")
            with TabPane(tr("lg_tab_h2h"), id="tab-h2h"):
                yield Static(tr("lg_h2h_note"), id="lg-h2h-note", markup=False)
                yield DataTable(id="lg-h2h", cursor_type="row")
            with TabPane(tr("lg_tab_chart"), id="tab-chart"):
                yield LedgerChart(id="lg-chart")
            with TabPane(tr("lg_tab_evenings"), id="tab-evenings"):
                yield DataTable(id="lg-evenings", zebra_stripes=True, cursor_type="row")
            with TabPane(tr("lg_tab_skipped"), id="tab-skipped"):
                yield Static(tr("lg_skipped_none"), id="lg-skipped-none", markup=False)
                yield DataTable(id="lg-skipped", cursor_type="row")
        yield Static(tr("lg_loading"), id="lg-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        """Read the archive (once), or show what was read before a language switch."""
        self.title = tr("lg_title_club" if self.club else "lg_title")
        for table_id in TABLES:
            self.query_one(f"#{table_id}", DataTable).fixed_columns = 1
        if self.evenings is None:
            self.query_one("#lg-tabs").loading = True
            self._read()
        else:
            self._show()

    # -- reading -------------------------------------------------------------------------
    @work(thread=True, exclusive=True, group="ledger-read")
    def _read(self) -> None:
        """The archive and the aliases, off the event loop."""
        from ...ledger import AliasError
        from ...storage.archive import read_archive
        from ...storage.ledger_files import load_aliases

        if self.club and self._read_club(self.club):
            return
        try:
            aliases = load_aliases(self.folder)
        except AliasError as exc:
            self.app.call_from_thread(self.notify, tr("lg_aliases_problem", error=str(exc)),
                                      severity="warning", timeout=15, markup=False)
            aliases = Aliases()
        archive = read_archive([self.folder], self.folder)
        if archive.cache_problem is not None:  # rebuilt from the files: say so, once
            from ...storage.ledger_paths import CACHE_FILE, ledger_folder

            self.app.call_from_thread(
                self.notify, tr("lg_rebuilt", file=str(ledger_folder(self.folder) / CACHE_FILE),
                                why=tr(f"lg_check_{archive.cache_problem}")),
                severity="warning", timeout=15, markup=False)
        self.app.call_from_thread(self._read_done, archive.evenings, archive.skipped, aliases)

    def _read_club(self, url: str) -> bool:
        """The club's evenings and aliases (in the reading thread); False, said in a
        notice (the URL without its password), when the club cannot be read: the
        folder's pulkas are shown instead."""
        from ...club.database import open_club
        from ...club.errors import ClubError
        from ...club.ledger import club_evenings
        from ...club.players import alias_pairs

        try:
            with open_club(url, create=False) as club:
                with club.reading() as conn:
                    pairs = alias_pairs(conn)
                evenings = club_evenings(club)
        except ClubError as exc:
            self.app.call_from_thread(self.notify, str(exc), severity="warning", timeout=15,
                                      markup=False)
            return False
        self.app.call_from_thread(self._read_done, evenings, [], Aliases(aliases=dict(pairs)))
        return True

    def _read_done(self, evenings: list[Evening], skipped: list[Skipped],
                   aliases: Aliases) -> None:
        """What was read, kept; shown unless the screen is gone (Esc during the read) or
        being composed again (F2): :meth:`retranslate` then shows it."""
        self.evenings, self.skipped, self.aliases = evenings, skipped, aliases
        if self._recomposing or not self.is_attached:
            return
        self.query_one("#lg-tabs").loading = False
        self._show()

    def action_tab(self, step: int) -> None:
        """``[`` / ``]``: the previous / next tab, from wherever the focus is (a filter
        takes them as text); the tab's table gets the focus."""
        tabs = self.query_one("#lg-tabs", TabbedContent)
        tabs.active = TABS[(TABS.index(tabs.active) + step) % len(TABS)]
        pane = tabs.get_pane(tabs.active)
        for table in pane.query(DataTable):
            table.focus()
            break

    def action_finished_only(self) -> None:
        """F6: count only finished pulkas, or again those still in progress too (rule
        4.2.14: a pulka is finished when the pulya is closed); every tab follows."""
        self.keep = self.keep.model_copy(update={"finished_only": not self.keep.finished_only})
        self.query_one(LedgerFilters).keep = self.keep
        self._show()

    def action_reload(self) -> None:
        """F5: read the folder again (a pulka saved meanwhile)."""
        if self._recomposing:
            return  # F2 under way: F5 again once it is drawn
        self.query_one("#lg-tabs").loading = True
        self._read()

    # -- showing -------------------------------------------------------------------------
    def _show(self) -> None:
        """Build the ledger with the filters and fill every tab."""
        if self.evenings is None:
            return
        ledger = build_ledger(self.evenings, aliases=self.aliases, keep=self.keep,
                              skipped=self.skipped)
        self.ledger = ledger
        fill_players(self.query_one("#lg-players", DataTable), ledger)
        alike = self.query_one("#lg-look-alike", Static)  # two rows that read as one name
        alike.update("\n".join(look_alike_line(a, b, scripts(a), scripts(b))
                               for a, b in ledger.look_alikes))
        alike.display = bool(ledger.look_alikes)
        fill_head_to_head(self.query_one("#lg-h2h", DataTable), ledger)
        fill_evenings(self.query_one("#lg-evenings", DataTable), ledger)
        fill_skipped(self.query_one("#lg-skipped", DataTable), ledger)
        # an empty tab says that nothing was skipped, not nothing at all
        self.query_one("#lg-skipped-none").display = not ledger.skipped
        self.query_one("#lg-skipped").display = bool(ledger.skipped)
        charted = [t.name for t in sorted(ledger.players.values(),
                                          key=lambda t: -t.evenings)[:len(MARKERS)]]
        chart = self.query_one(LedgerChart)
        chart.set_series([visible(n) for n in charted],   # the legend draws them as text
                         [{visible(n): point[n] for n in charted}
                          for point in running_results(ledger)])
        chart.border_title = tr("lg_chart_title")
        if len(ledger.players) > len(charted):
            chart.border_title += " · " + tr("lg_chart_some", n=len(charted))
        unfinished = sum(not row.evening.finished for row in ledger.evenings)
        status = tr("lg_status", n=len(ledger.evenings), skipped=len(ledger.skipped),
                    out=ledger.filtered_out)
        if unfinished:  # what the players' "*" means
            status = tr("lg_status_unfinished", n=unfinished) + " · " + status
        elif self.keep.finished_only:
            status = tr("lg_status_finished_only") + " · " + status
        self.query_one("#lg-status", Static).update(Text(status))

    def _player_names(self) -> list[str]:
        return list(self.ledger.players) if self.ledger else []

    @on(LedgerFilters.Changed)
    def _filters_changed(self, event: LedgerFilters.Changed) -> None:
        """Show the ledger the filters now ask for."""
        self.keep = event.keep
        self._show()

    # -- opening an evening --------------------------------------------------------------
    @on(DataTable.RowSelected, "#lg-evenings")
    def _open(self, event: DataTable.RowSelected) -> None:
        """Enter on an evening: open its pulka on the sheet (as the recent list does).
        Only while the ledger is the screen shown: a second Enter of a burst, handled
        after the first took the ledger away, popped the start screen as well and the
        app ended (``IndexError``, issue 31.0)."""
        from ...storage import PulkaFileError, load

        if not self.is_current:
            return

        path = Path(str(event.row_key.value))
        try:
            model, pulka = load(path)
        except PulkaFileError as exc:
            self.notify("\n".join(map(said, exc.problems[:5])), title=path.name, severity="error",
                        markup=False)
            return
        meta = {"id": model.id, "title": model.title, "created": model.created,
                "notes": model.notes}
        app: Any = self.app
        app.pop_screen()
        app.open_pulka(pulka, path, meta)

    def action_back(self) -> None:
        """Back to the start screen."""
        self.dismiss()

    async def retranslate(self) -> None:
        """Every text again in the new language, keeping the filters and the tab."""
        tab = self.query_one(TabbedContent).active
        self._recomposing = True
        try:
            await self.recompose()
        finally:
            self._recomposing = False
        self.query_one(TabbedContent).active = tab
        self.on_mount()
