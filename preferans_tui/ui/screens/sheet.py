"""The sheet screen: the pulka grid, the status line, the history; keys for every action.

``n`` a game, ``m`` a misère, ``r`` raspasy, ``a`` an adjustment; ``u`` undoes the last
hand, ``e`` corrects it (undo + the form prefilled; cancelling puts it back);
``s`` settlement, ``h`` the history panel, ``l`` every figure in full, ``F2``
English/Russian.
"""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ...rules import Hand, Pulka, PulkaError
from ..i18n import tr
from ..messages import LanguageChanged, PulkaChanged
from ..saving import reason_text
from ..widgets.grid import PulkaGrid
from ..widgets.history import HistoryList
from .base import KeySpec, set_bindings

HISTORY_WIDTH = 130
"""The history panel shows from the start on a terminal this wide (``h`` toggles it)."""

KEYS: list[KeySpec] = [  # the keys opening a form are priority: see base.KeySpec
    # footer order: quit and help first, so that 80 columns never cut them off; the
    # adjustment and history keys are left out of the footer (the help lists them)
    ("ctrl+q", "app.quit", "quit", True),
    ("f1", "app.help", "help", True),
    ("n", "new_hand('game')", "key_game", True, True),
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
]


def rules_text(pulka: Pulka) -> str:
    """The preset and how many options differ from it: ``Leningrad · 2 options changed``
    (the rules core counts them, :meth:`RuleOptions.changed_options`)."""
    opts = pulka.options
    text = tr(f"st_variant_{opts.variant.value}")
    changed = len(opts.changed_options())
    if changed:
        text += " · " + (tr("option_changed") if changed == 1
                         else tr("options_changed", n=changed))
    return text


def status_text(pulka: Pulka) -> str:
    """The line above the grid: the rules, the next deal (adjustments are not deals) and
    its dealer, or the end; the raspasy series; in Leningrad what the pulyas together
    still lack (SPEC §7.4: the pulka ends on their sum)."""
    if pulka.finished:
        return tr("finished_banner")
    parts = [rules_text(pulka), tr("deal_no", number=pulka.deals + 1)]
    if pulka.next_dealer:
        parts.append(tr("dealer_is", name=pulka.next_dealer))
    k = pulka.raspasy_series
    if k:
        opts = pulka.options
        parts.append(tr("raspasy_series", k=k, price=opts.raspasy_trick_price(k + 1),
                        level=opts.raspasy_exit_level(k)))
    left = pulka.end_progress().sum_left
    if left is not None:
        parts.append(tr("sum_left", n=left))
    return " · ".join(parts)


class SheetScreen(Screen[None]):
    """The paper pulka of the app's current pulka, with hand entry, undo and history."""

    def __init__(self) -> None:
        super().__init__()
        set_bindings(self, KEYS)  # before mounting: keys typed during start-up find them

    def compose(self) -> ComposeResult:
        """Header, status, grid and history side by side, footer."""
        pulka = self._pulka
        yield Header()
        yield Static(status_text(pulka), id="status", markup=False,
                     classes="finished" if pulka.finished else "")
        with Horizontal(id="body"):
            with VerticalScroll(id="grid-box", can_focus=False):  # the plain list scrolls
                yield PulkaGrid(pulka, id="grid")
            history = HistoryList(pulka, id="history")
            history.display = self.app.size.width >= HISTORY_WIDTH
            yield history
        yield Static(self._file_line(), id="file", markup=False,
                     classes="unsaved" if getattr(self.app, "save_error", None) else "")
        yield Footer(compact=True)

    @property
    def _pulka(self) -> Pulka:
        pulka = self.app.pulka  # type: ignore[attr-defined]
        assert pulka is not None
        return pulka

    def _file_line(self) -> str:
        from ..saving import read_only_reason

        path = self.app.pulka_path  # type: ignore[attr-defined]
        read_only = getattr(self.app, "read_only", None)
        if read_only is not None:
            return tr("read_only_file", path=path.name if path else "",
                      reason=read_only_reason(read_only))
        error = getattr(self.app, "save_error", None)
        if error is not None and path is not None:
            return tr("not_saved", path=path.name, reason=reason_text(error))
        return tr("saved_to", path=path.name) if path else ""

    def _update_file_line(self) -> None:
        line = self.query_one("#file", Static)
        line.update(self._file_line())
        line.set_class(getattr(self.app, "save_error", None) is not None, "unsaved")
        self.refresh_bindings()  # read-only now: no hand entry offered

    @on(PulkaChanged)
    def refresh_sheet(self) -> None:
        """Redraw the grid, the status line and the history from the current pulka."""
        pulka = self._pulka
        self.query_one(PulkaGrid).set_pulka(pulka)
        self.query_one(HistoryList).set_pulka(pulka)
        status = self.query_one("#status", Static)
        status.update(status_text(pulka))
        status.set_class(pulka.finished, "finished")
        self._update_file_line()

    @on(LanguageChanged)
    async def refresh_language(self) -> None:
        """Every text again, in the new language."""
        shown = self.query_one(HistoryList).display
        await self.recompose()
        history = self.query_one(HistoryList)
        history.display = shown
        history.set_pulka(self._pulka)
        set_bindings(self, KEYS)
        self.refresh_bindings()

    # -- actions ---------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Read-only (the file is open in another app): no hand entry, undo or correction."""
        read_only = getattr(self.app, "read_only", None)
        return not (read_only and action in ("new_hand", "undo", "correct"))

    def action_new_hand(self, kind: str, prefill: dict[str, Any] | None = None,
                        restore: Hand | None = None) -> None:
        """Open the form for a hand of ``kind``; an accepted form appends the hand.

        A finished pulka takes adjustments only: the other keys say so.
        """
        from .hand_form import form_for

        if self._pulka.finished and kind != "adjustment" and prefill is None:
            self.notify(tr("finished_only_adjustments"), severity="warning")
            return

        def done(result: dict[str, Any] | None) -> None:
            if result is not None:
                try:
                    self.app.record_hand(result)  # type: ignore[attr-defined]
                except PulkaError as exc:  # the form previewed it; this is a safety net
                    self.notify(str(exc), severity="error", markup=False)
                    result = None
            if result is None and restore is not None:
                self.app.record_hand(restore)  # type: ignore[attr-defined]
                self.notify(tr("correction_cancelled"))

        self.app.push_screen(form_for(kind, self._pulka, prefill), done)

    def action_undo(self) -> None:
        """Remove the last hand (rule 4.2.9) once the table confirms (``y`` / Enter)."""
        from ..hand_texts import hand_text
        from .confirm import Confirm

        pulka = self._pulka
        if not pulka.results:
            self.notify(tr("nothing_to_undo"), severity="warning")
            return
        last = pulka.results[-1]
        kind = "adjustment" if last.dealer is None else "deal"  # an adjustment is no deal

        def answered(yes: bool | None) -> None:
            if not yes:
                self.notify(tr(f"kept_{kind}", number=last.deal))
            elif self.app.undo_hand() is None:  # type: ignore[attr-defined]
                self.notify(tr("nothing_to_undo"), severity="warning")
            else:
                self.notify(tr(f"undone_{kind}", number=last.deal))

        question = tr(f"undo_{kind}", number=last.deal, hand=hand_text(last))
        self.app.push_screen(Confirm(question), answered)

    def action_correct(self) -> None:
        """Undo the last hand and reopen its form, prefilled (rule 4.2.9).

        The file keeps the hand until the form records the corrected one (or puts the
        old one back): closing the app meanwhile changes nothing.
        """
        hand = self.app.undo_hand(save=False)  # type: ignore[attr-defined]
        if hand is None:
            self.notify(tr("nothing_to_undo"), severity="warning")
            return
        data = hand.model_dump(mode="json", exclude_defaults=True)
        self.action_new_hand(hand.kind, prefill=data, restore=hand)

    def action_settlement(self) -> None:
        """Show the settlement screen (written by the screens engineer)."""
        try:
            from .settlement import SettlementScreen
        except ImportError:
            self.notify(tr("no_settlement"), severity="warning")
            return
        title = self.app.meta.get("title")  # type: ignore[attr-defined]
        self.app.push_screen(SettlementScreen(self._pulka, title=title))

    def action_figures(self) -> None:
        """Every figure of the sheet in full (a long band shows only its tail)."""
        from .figures import FiguresScreen

        self.app.push_screen(FiguresScreen(self._pulka))

    def action_toggle_history(self) -> None:
        """Show or hide the history of hands."""
        history = self.query_one(HistoryList)
        history.display = not history.display
        history.set_pulka(self._pulka)
