"""Closing the pulka: Ctrl+Q quits, Ctrl+O goes back to the start screen for the next pulka
(or another one) — never over a hand half typed or hands not saved without asking.

At a club the next pulka starts straight away: Ctrl+O on the sheet (or over a form, the
settlement, the help) leaves the pulka for the start screen, the same players and rules
filled in. Every hand is in the file already (it is saved as it is recorded); the file's
lock is let go, so it can be opened again, here or in another app.

Either key first waits for the keys typed before it (an Enter just before records its
hand), then asks, one question at a time, with :class:`~.screens.confirm.Confirm` (``y``
says yes, any other key no, as undo asks):

- a hand form with anything typed in it: throw the hand away? (An empty form, or a
  correction left as it was, just closes: the file keeps the hand.)
- the last save failed (NOT SAVED): close anyway? The hands only in memory are never
  dropped: ``y`` saves them once more or writes the whole pulka to a rescue file
  (:meth:`~.session_app.SessionApp.keep_unsaved_hands`) before the app quits or the
  pulka is left, and says where.

The keys typed after Ctrl+Q or Ctrl+O wait (:class:`~.key_order.KeyOrder`) for the
question, or the start screen, and reach it in order; a key after the answer goes to the
screen below. Ctrl+Q on one of these questions is "no", as every key but ``y`` is (it
quit at once, and dropped the unsaved hands with no rescue file: a tester's finding).
SIGTERM and SIGHUP quit without asking (:mod:`.signals`), and any other end of the app
(an error) goes through the same rescue (:meth:`~.session_app.SessionApp.on_unmount`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from ..texts import tr
from ..untrusted import visible_path
from .key_order import KeyOrder, when_quiet
from .read_only import reason_text
from .session_app import SessionApp

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual import events
    from textual.await_complete import AwaitComplete
    from textual.notifications import SeverityLevel

    from ..rules import Pulka
    from .screens.hand_form import HandForm

Closing = Literal["quit", "leave"]
"""What the table asked for: quit the app, or leave the pulka for the start screen."""

QUESTIONS = ("drop-hand", "close-unsaved")
"""The names of the questions closing asks (Ctrl+Q on one of them answers no)."""


class ClosingApp(SessionApp):
    """Ctrl+Q and Ctrl+O over the app's pulka (see the module doc)."""

    key_order: KeyOrder
    """The app's line of waiting keys (:class:`~.app.PreferansApp` makes it)."""
    _close_asked: Closing | None = None
    """Ctrl+Q or Ctrl+O was pressed: it waits for the keys before it, or for an answer."""

    @property
    def closing(self) -> bool:
        """The app is quitting (or has no screen left): keys and late start-up work are
        dropped instead of reaching an empty screen stack."""
        return self._exit or not self._screen_stack

    def _one_at_a_time(self) -> bool:
        return bool(getattr(self.screen, "KEYS_ONE_AT_A_TIME", False))

    def _keys_typed_meanwhile(self) -> None:
        """The keys held meanwhile go on to the screen now on top, in order."""
        if not self.closing:
            self.key_order.open(self, self._one_at_a_time())

    # -- the keys ----------------------------------------------------------------------------
    async def action_quit(self) -> None:
        """Ctrl+Q: quit, once every key typed before it is done with — a hand confirmed
        with Enter just before is recorded and saved first (the form handles its Enter on
        its own queue, after the app has read the Ctrl+Q behind it). Asks first over a
        hand typed in a form, or hands not saved; Ctrl+Q on that question says no, as
        the question's keys line says of every key but ``y``."""
        if self.screen.name in QUESTIONS:  # one of the questions below (Confirm)
            from .screens.confirm import Confirm

            if isinstance(self.screen, Confirm) and self.screen.is_active:
                self.screen.dismiss(False)
            return
        self._close("quit")

    def action_leave_pulka(self) -> None:
        """Ctrl+O: leave the pulka for the start screen (asking as Ctrl+Q does)."""
        self._close("leave")

    def _close(self, how: Closing) -> None:
        if self._close_asked is not None:
            if how == "quit":
                self._close_asked = how  # Ctrl+Q behind a Ctrl+O not yet done: quitting wins
            return
        self._close_asked = how
        self.key_order.pause()
        when_quiet(self, self._close_when_quiet)

    # -- the questions -------------------------------------------------------------------------
    def _close_when_quiet(self) -> None:
        """Every earlier key is done with: ask about a hand typed in a form, if any."""
        if self.closing:  # SIGTERM meanwhile: nothing to ask
            return
        form = self._typed_form()
        if form is None:
            self._ask_unsaved()
            return
        kind = "correction" if form.draft.prefill is not None else "hand"
        self._ask(tr(f"drop_{kind}_{self._close_asked}"), "drop-hand", self._ask_unsaved)

    def _typed_form(self) -> HandForm | None:
        """The hand form open with anything typed in it (under the help, maybe)."""
        if self.pulka is None:
            return None
        from .screens.hand_form import HandForm

        for screen in self.screen_stack:
            if isinstance(screen, HandForm) and screen.typed:
                return screen
        return None

    def _ask_unsaved(self) -> None:
        """Ask about the hands only in memory (the last save failed), if any; then close."""
        error = self.session.save_error
        if error is None or self.pulka is None:
            self._close_now()
            return
        key = "quit_unsaved" if self._close_asked == "quit" else "leave_unsaved"
        self._ask(tr(key, reason=reason_text(error)), "close-unsaved",
                  self._close_now)

    def _ask(self, question: str, question_id: str, then: Callable[[], None]) -> None:
        """Ask ``question`` (``y`` yes, any other key no); yes goes on to ``then``, no
        leaves everything as it was. The keys held meanwhile go to the question."""

        def answered(yes: bool | None) -> None:
            if yes:
                then()
            else:
                self._close_asked = None

        from .screens.confirm import Confirm  # not before the sheet's first frame (issue 16)

        self.push_screen(Confirm(question, self.pass_on_key, name=question_id), answered)
        self.call_after_refresh(self._keys_typed_meanwhile)

    # -- closing -------------------------------------------------------------------------------
    def _close_now(self) -> None:
        """Quit, or leave the pulka; hands only in memory are kept first (quitting: by
        :meth:`~.session_app.SessionApp.on_unmount`, said on exit; leaving: here, said in
        a notice)."""
        how, self._close_asked = self._close_asked, None
        if how == "quit":
            self.exit()
            return
        words = self.keep_unsaved_hands()
        if words is not None:
            self.notify(words, severity="warning", timeout=30, markup=False)
        self.call_later(self._leave)

    async def _leave(self) -> None:
        """The forms and pages over the sheet closed without their answers (a correction
        is not put back: the file keeps the hand), the pulka let go of, and the start
        screen in place of the sheet, the table's players and rules filled in."""
        pulka, path = self.pulka, self.pulka_path
        saved = (path is not None and self.session.read_only is None
                 and self.session.save_error is None)
        while len(self.screen_stack) > 2:  # the default screen, the sheet, what is over it
            await self.pop_screen()
        self.close_pulka()
        await self.show_start(like=pulka)
        if saved and path is not None:
            name = visible_path(path.name)
            self.notify_words(lambda: tr("pulka_closed", path=name))
        self.call_after_refresh(self._keys_typed_meanwhile)

    def pass_on_key(self, event: events.Key) -> None:
        """A key a closing screen got after it was done: to the screen now on top, before
        any key typed after it."""
        if not self.closing:
            self.key_order.pass_on(event, self)

    def notify_words(self, words: Callable[[], str | None], *,
                     severity: SeverityLevel = "information",
                     timeout: float | None = None) -> None:
        """A notice in the current language, and in the next after F2 (the app's own,
        :meth:`~.translated.TranslatedApp.notify_words`)."""
        raise NotImplementedError

    def show_start(self, like: Pulka | None = None) -> AwaitComplete:
        """The start screen in place of the screen shown (the app's own); ``like``: the
        pulka whose players and rules it offers."""
        raise NotImplementedError
