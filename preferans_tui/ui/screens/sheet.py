"""The sheet screen: the pulka grid, the status line, the history; keys for every action.

``n`` a game (or ``1``–``4``: a game declared by that seat, issue 12.5), ``m`` a misère,
``r`` raspasy, ``a`` an adjustment; ``u`` undoes the last hand, ``e`` corrects it (undo +
the hand reopened in its form; cancelling puts it back);
``s`` settlement, ``h`` the history panel, ``l`` every figure in full, ``F2``
English/Russian, ``Ctrl+O`` back to the start screen for a new pulka (:mod:`..closing`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import ActiveBinding
from textual.containers import Horizontal, VerticalScroll
from textual.notifications import SeverityLevel
from textual.widgets import Footer, Static
from textual.worker import Worker

from ...rules import Hand, HandResult, Pulka, PulkaError
from ...texts import language, said, tr
from ...untrusted import visible_cut
from ..context import TableContext
from ..layout import cyrillic_aliases
from ..messages import PulkaChanged
from ..read_only import read_only_reason, reason_text
from ..status_text import status_wordings
from ..translated import KeySpec, TranslatedScreen
from ..widgets.fitted_line import FittedLine
from ..widgets.grid import PulkaGrid
from ..widgets.header import Header
from ..widgets.history import HistoryList

if TYPE_CHECKING:  # the forms and the drafts are imported when the first form opens:
    # not before the sheet is drawn (~15 ms of every start, issue 16)
    from ...rules.draft import HandDraft, Kind

HISTORY_WIDTH = 130
"""The history panel shows from the start on a terminal this wide (``h`` toggles it)."""

SHEET_KEYS: list[KeySpec] = [  # the keys opening a form are priority: see base.KeySpec
    # footer order: quit and help first, so that 80 columns never cut them off; the
    # adjustment and history keys are left out of the footer (the help lists them)
    ("ctrl+q", "app.quit", "quit", True),
    ("f1", "app.help", "help", True),
    ("ctrl+o", "app.leave_pulka", "key_leave", True),
    ("n", "new_hand('game')", "key_game", True, True),
    *[(seat, f"new_hand('game', '{seat}')", "key_game_by", False, True) for seat in "1234"],
    ("m", "new_hand('misere')", "key_misere", True, True),
    ("r", "new_hand('raspasy')", "key_raspasy", True, True),
    ("u", "undo", "key_undo", True, True),
    ("e", "correct", "key_correct", True, True),
    ("s", "settlement", "key_settlement", True, True),
    ("f2", "app.toggle_language", "language", True),
    ("a", "new_hand('adjustment')", "key_adjustment", False, True),
    ("h", "toggle_history", "key_history", False),
    ("ctrl+s", "app.save_now", "key_save", False),
    ("l", "figures", "key_figures", False),
    ("x", "picture", "key_picture", False),
    ("w", "watch_code", "key_watch_code", False),
]

PLAY_KEYS = frozenset({"n", "m", "r", *cyrillic_aliases("n,m,r")})
"""A game, a misère, raspasy: the footer leaves them out once the pulka is finished (the
keys still say why they open nothing), and shows ``Ctrl+O`` (a new pulka) in their place."""
ADJUSTMENT_KEYS = ("a", *cyrillic_aliases("a"))
"""An adjustment, in English and on the Russian layout: left out of the footer mid-pulka
(the help lists it), shown once the pulka is finished, when it is the one kind of entry
left (SPEC §7.4; it fits 80 columns in both languages in the place of the deal keys)."""
LEAVE_SHOWN_FROM = 96
"""Mid-pulka the footer shows ``Ctrl+O`` from this width on (it takes 13 columns in
English, 16 in Russian, past the 74 and 77 the other keys take); narrower, the help
lists it."""


class SheetScreen(TranslatedScreen[None]):
    """The paper pulka of the app's current pulka, with hand entry, undo and history."""

    KEYS = SHEET_KEYS
    HELP_TOPIC = "help_topic_sheet"

    def __init__(self, context: TableContext) -> None:
        super().__init__()
        self.context = context

    def compose(self) -> ComposeResult:
        """Header, status, grid and history side by side, footer."""
        pulka = self._pulka
        self._show_title()
        yield Header()
        session = self.context.session
        yield FittedLine(status_wordings(pulka, session.deals_limit), id="status",
                         classes="finished" if self._over else "")
        with Horizontal(id="body"):
            with VerticalScroll(id="grid-box", can_focus=False):  # the plain list scrolls
                yield PulkaGrid(pulka, id="grid")
            history = HistoryList(pulka, id="history")
            history.display = self.app.size.width >= HISTORY_WIDTH
            yield history
        yield Static(self._file_line(), id="file", markup=False,
                     classes="unsaved" if self.context.session.save_error else "")
        yield Footer(compact=True)

    def _show_title(self) -> None:
        """The pulka's title (from its file: shown escaped) in the header, as the watch
        view and the settlement show it; the app's name when it has none."""
        title = self.context.session.text_of("title")
        self.title = visible_cut(title) if title else None

    @property
    def _over(self) -> bool:
        """The pulka is finished (rule 4.2.3), or its event's deals are all played
        (:attr:`~preferans_tui.session.PulkaSession.limit_reached`): adjustments only."""
        pulka = self.context.session.pulka
        return pulka is not None and (pulka.finished or self.context.session.limit_reached)

    @property
    def _pulka(self) -> Pulka:
        pulka = self.context.session.pulka
        assert pulka is not None
        return pulka

    def _file_line(self) -> str:
        """The line under the sheet (:meth:`_save_line`), and that the club database was
        not reached when the table sends its hands there (issue 27)."""
        writer = getattr(self.context, "club_writer", None)
        line = self._save_line()
        if writer is not None and writer.trouble is not None:
            line += tr("club_not_reached")
        return line

    def _save_line(self) -> str:
        """Where the hands go, and only once the file has been
        written that they were saved there (issue 16: never "saved" before a save) —
        read-only, a failed save (red), opened and not written yet, or saved."""
        session = self.context.session
        path, read_only = session.path, session.read_only
        if read_only is not None:
            key = "read_only_followed" if session.following else "read_only_file"
            return tr(key, path=path.name if path else "", reason=read_only_reason(read_only))
        if path is None:
            return ""
        error = session.save_error
        if error is not None:
            return tr("not_saved", path=path.name, reason=reason_text(error))
        if session.saved and session.save_doubt is not None:
            return tr("saved_unsynced", path=path.name, reason=session.save_doubt)
        return tr("saved_to" if session.saved else "saves_here", path=path.name)

    def _update_file_line(self) -> None:
        line = self.query_one("#file", Static)
        line.update(self._file_line())
        line.set_class(self.context.session.save_error is not None, "unsaved")
        self.refresh_bindings()  # read-only now: no hand entry offered

    @on(PulkaChanged)
    def refresh_sheet(self, event: PulkaChanged) -> None:
        """Redraw the grid, the status line and the history from the current pulka (a
        change of the file alone redraws the file line)."""
        self._show_title()  # another file opened, or the file read again
        if event.change != "file":
            pulka = self._pulka
            self.query_one(PulkaGrid).set_pulka(pulka)
            self.query_one(HistoryList).set_pulka(pulka)
            status = self.query_one("#status", FittedLine)
            status.set_wordings(status_wordings(pulka, self.context.session.deals_limit))
            status.set_class(self._over, "finished")
        self._update_file_line()

    async def retranslate(self) -> None:
        """Every text again, in the new language."""
        shown = self.query_one(HistoryList).display
        await self.recompose()
        history = self.query_one(HistoryList)
        history.display = shown
        history.set_pulka(self._pulka)
        if self.has_class("-form"):  # the new body keeps the rows over the form
            self.dock_form(True)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys as the footer shows them (every key acts as bound): once the pulka
        is finished, ``Ctrl+O`` for a new pulka and ``a`` for an adjustment instead of
        the keys of a deal; before, ``Ctrl+O`` only where it fits
        (:data:`LEAVE_SHOWN_FROM`). A seat's key names the table's seats: ``1–3`` at
        three players."""
        shown = super().active_bindings
        pulka = self.context.session.pulka  # None once the pulka is left, the sheet still shown
        if pulka is not None:
            by_seat = tr("key_game_by", seats=len(pulka.players))
            shown = {key: held._replace(binding=replace(held.binding, description=by_seat))
                     if "new_hand('game', '" in held.binding.action else held
                     for key, held in shown.items()}
        if self._over:
            shown = {key: b for key, b in shown.items() if key not in PLAY_KEYS}
            adjust = ADJUSTMENT_KEYS[-1] if language() == "ru" else ADJUSTMENT_KEYS[0]
            if adjust in shown:  # not when read-only (no hand entry)
                held = shown[adjust]
                shown[adjust] = held._replace(binding=replace(held.binding, show=True))
            return shown
        if self.app.size.width < LEAVE_SHOWN_FROM:
            shown.pop("ctrl+o", None)
        if pulka is not None and pulka.table_state().compulsory:  # raspasy only (3.7.9)
            shown = {key: b for key, b in shown.items()
                     if "new_hand('game'" not in b.binding.action
                     and "new_hand('misere'" not in b.binding.action}
        return shown

    def on_resize(self, event: events.Resize) -> None:
        """The footer's keys for the new width; the sheet's rows over a form."""
        self.refresh_bindings()
        if self.has_class("-form") and self.context.session.pulka is not None:
            self.dock_form(True)

    # -- actions ---------------------------------------------------------------------------
    def check_own_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Read-only (the file is open in another app): no hand entry, undo or correction."""
        return not (self.context.session.read_only and action in ("new_hand", "undo", "correct"))

    def action_new_hand(self, kind: Kind, key: str | None = None) -> None:
        """Open the form for a hand of ``kind`` (``key``: a seat digit, typed into it
        first); an accepted form appends the scored hand.

        A finished pulka takes adjustments only: the other keys say so, as does a kind
        the table cannot play now (a misère after raspasy to nine, rule 3.7.8). So does
        an event's table once its deals are all played (the file's ``deals_limit``): the
        organiser expects it to stop; the last hand may still be corrected or undone.
        """
        from ...rules.draft import HandDraft

        pulka = self._pulka
        if pulka.finished and kind != "adjustment":
            self.tell("finished_only_adjustments", severity="warning")
            return
        limit = self.context.session.deals_limit
        if self.context.session.limit_reached and kind != "adjustment":
            self.tell("limit_only_adjustments", severity="warning", limit=limit)
            return
        if kind in ("game", "misere") and pulka.table_state().compulsory:
            # Classic's compulsory rounds are raspasy only (rule 3.7.9): the form of one
            deals = pulka.options.opening_raspasy_rounds * len(pulka.players)
            self.tell("cl_opening_only", deals=deals)
            kind, key = "raspasy", None
        try:
            draft = HandDraft.start(pulka, kind)
        except PulkaError as exc:
            self.notify(said(exc), severity="warning", markup=False)
            return
        self.open_form(draft, declarer_key=key)

    def open_form(self, draft: HandDraft, restore: Hand | None = None,
                  declarer_key: str | None = None) -> None:
        """Show the form of ``draft``; what it confirms is appended (``restore``: the
        corrected hand, put back if the form is cancelled; ``declarer_key``: the seat
        digit that opened it, the declarer)."""

        from .forms import form_for

        def done(result: HandResult | None) -> None:
            self.dock_form(False)
            if result is not None:
                try:
                    self.context.record_hand(result)
                except PulkaError as exc:  # the pulka changed under the form (a reload)
                    self.notify(said(exc), severity="error", markup=False)
                    result = None
            if result is None and restore is not None:
                self.context.record_hand(restore)
                self.tell("correction_cancelled")

        self.dock_form(True)
        self.app.push_screen(form_for(self.context, draft, declarer_key), done)

    def dock_form(self, shown: bool) -> None:
        """Make room for a form docked under the sheet (issue 31.1), or take it back:
        with a form, no header, and the sheet gets the rows
        :func:`~..form_band.sheet_rows_over_form` gives it (the band covers the rest)."""
        from ..form_band import sheet_rows_over_form

        self.set_class(shown, "-form")
        body = self.query_one("#body")
        if not shown:
            body.styles.height = "1fr"
            return
        width, height = self.app.size
        body.styles.height = sheet_rows_over_form(len(self._pulka.players), width, height)

    def tell(self, key: str, *, severity: SeverityLevel = "information",
             **values: object) -> None:
        """A notice of the words ``key`` (with ``values``), said again in the new
        language if F2 comes while it is shown (``deal 5 undone`` stayed English over
        the Russian sheet)."""
        self.context.notify_words(lambda: tr(key, **values), severity=severity)

    def action_undo(self) -> None:
        """Remove the last hand (rule 4.2.9) once the table confirms (``y``)."""
        from ...views.history import hand_text
        from .confirm import Confirm

        pulka = self._pulka
        if not pulka.results:
            self.tell("nothing_to_undo", severity="warning")
            return
        last = pulka.results[-1]
        kind = "adjustment" if last.dealer is None else "deal"  # an adjustment is no deal

        def answered(yes: bool | None) -> None:
            if not yes:
                self.tell(f"kept_{kind}", number=last.deal)
            elif self.context.undo_hand() is None:
                self.tell("nothing_to_undo", severity="warning")
            else:
                self.tell(f"undone_{kind}", number=last.deal)

        question = tr(f"undo_{kind}", number=last.deal, hand=hand_text(last))
        self.app.push_screen(Confirm(question, self.context.pass_on_key), answered)

    def action_correct(self) -> None:
        """Undo the last hand and reopen it in its form, as typed (rule 4.2.9).

        The file keeps the hand until the form records the corrected one (or puts the
        old one back): closing the app meanwhile changes nothing. A hand the form could
        not hold in full is not reopened: the table is told what would be lost.
        """
        from ...rules.draft import HandDraft

        hand = self.context.undo_hand(save=False)
        if hand is None:
            self.tell("nothing_to_undo", severity="warning")
            return
        draft = HandDraft.correcting(self._pulka, hand)
        lost = draft.lost()
        if lost:
            self.context.record_hand(hand)
            self.notify(tr("cannot_correct", number=len(self._pulka), what=", ".join(lost)),
                        severity="error", timeout=20, markup=False)
            return
        self.open_form(draft, restore=hand)

    def action_settlement(self) -> None:
        """Show the settlement screen."""
        from .settlement import SettlementScreen

        session = self.context.session
        self.app.push_screen(SettlementScreen(self._pulka, title=session.text_of("title"),
                                              folder=self.context.data_folder,
                                              created=session.text_of("created"),
                                              deals_limit=session.deals_limit))

    def action_watch_code(self) -> None:
        """``w``: the table's phones watch this pulka — ``serve`` started on every network
        (once; later ``w`` shows the same link) in a worker, the sheet live meanwhile, and
        its QR code shown (issue 30.2, :mod:`..share.watch_start`)."""
        from ..share.watch_start import start_watching, starting
        from .confirm import Confirm
        from .watch_code import WatchCode

        path = self.context.session.path
        if path is None:
            self.notify(tr("watch_code_unsaved"), severity="warning", markup=False)
            return
        if starting(self):
            self.tell("watch_code_still_starting")
            return
        sharing = getattr(self.app, "sharing", None)
        if sharing is not None and sharing.alive and sharing.path == path:
            self.app.push_screen(WatchCode(sharing.printed))
            return

        def answered(yes: bool | None) -> None:
            if not yes or starting(self):
                return
            if sharing is not None:
                sharing.stop()
            self.tell("watch_code_starting")
            start_watching(self, path)

        # a server on every network is asked for, never started by a stray key
        self.app.push_screen(Confirm(tr("watch_code_ask"), self.context.pass_on_key,
                                     guarded=True), answered)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """The ``serve`` of ``w`` started: its QR code over the sheet (a notice instead
        when a form or another screen is on top: a key typed for it must not close the
        code); or it did not, and why."""
        from ..share.watch_start import started
        from .watch_code import WatchCode

        outcome = started(event)
        if outcome is None:
            return
        if isinstance(outcome, OSError):
            self.notify(tr("watch_code_failed", error=outcome), severity="error", markup=False)
            return
        self.app.sharing = outcome  # type: ignore[attr-defined]
        if self.app.screen is self:
            self.app.push_screen(WatchCode(outcome.printed))
        else:
            self.tell("watch_code_ready")

    def action_picture(self) -> None:
        """Save the evening as a PNG into the data folder (issue 30.1); say where."""
        from ..share.key import export_picture

        session = self.context.session
        export_picture(self, self._pulka, session.text_of("title"), session.text_of("created"),
                       self.context.data_folder, session.deals_limit)

    def action_figures(self) -> None:
        """Every figure of the sheet in full (a long band shows only its tail)."""
        from .figures import FiguresScreen

        self.app.push_screen(FiguresScreen(self._pulka))

    def action_toggle_history(self) -> None:
        """Show or hide the history of hands."""
        history = self.query_one(HistoryList)
        history.display = not history.display
        history.set_pulka(self._pulka)
