"""The thin App: start-up, hand entry, the language; screens do the rest.

``preferans-tui FILE`` opens a pulka and saves that file after every accepted hand;
``preferans-tui`` alone shows the start screen, and a new pulka gets a new file in the
data folder, written at once and after every hand. The app never computes a score: it
appends hands to the :class:`~preferans_tui.rules.Pulka` and saves. The pulka, its file,
its lock and the saving are the :class:`~preferans_tui.session.PulkaSession`'s, shown by
:class:`~.session_app.SessionApp`; quitting, and leaving the pulka for the start
screen, :class:`~.closing.ClosingApp`'s, its base.

Start-up draws first, then reads (issue 6): the first frame is the opening screen
(the file's name and a loading indicator), drawn by Textual alone; the rules core,
storage and settings (pydantic) are imported and the file is read in :meth:`on_ready`,
after that frame. So this module imports them where they are used, not at the top.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, work

from ..session.examples import is_example
from ..texts import language, said, set_language, system_language, tr, tr_count
from ..untrusted import visible_path
from .closing import ClosingApp
from .heap import settle_heap_soon
from .key_order import KeyOrder, when_quiet
from .messages import PulkaChanged
from .screens.opening import OpeningScreen
from .startup import Startup, read_startup
from .translated import KeySpec, TranslatedApp

if TYPE_CHECKING:
    from textual.await_complete import AwaitComplete
    from textual.screen import Screen
    from textual.timer import Timer

    from ..rules import Hand, HandResult, Pulka
    from .settings import Settings


HOLD_SECONDS = 0.5
"""The longest the screen's frames stay held while typed keys wait their turn and none is
done (:meth:`PreferansApp._hold_frames`): keys that never come leave no frozen screen."""

QUIT_KEY = "ctrl+q"
"""Quits even while the pulka is still being read (every other key waits)."""


class PreferansApp(TranslatedApp[int], ClosingApp):
    """The table-side app.

    ``pulka_path``: a pulka file to open and keep saving (an absent file is created
    from the start screen); ``data_dir``: where new pulkas go (see ``storage.paths``).

    The file is read after the first frame (:meth:`on_ready`). If it cannot be used,
    the app exits with return code 1, leaves the file untouched and keeps the reason
    in :attr:`open_error` (:func:`run_app` prints it).
    """

    CSS_PATH = Path(__file__).parent / "app.tcss"
    TITLE = "preferans-tui"
    ENABLE_COMMAND_PALETTE = False
    """No command palette: its commands (the theme, a screenshot) are not the table's, and
    its ``^p`` would take a place in the footer the table's keys need at 80 columns."""
    KEYS: ClassVar[list[KeySpec]] = [
        ("f2", "toggle_language", "language", True, True), (QUIT_KEY, "quit", "quit", True, True),
        ("f1", "help", "help", True), ("question_mark", "help", "help", False),
        ("ctrl+o", "leave_pulka", "key_leave", True, True)]
    """Ctrl+O leaves the pulka (:mod:`.closing`), from the sheet and from what is over it:
    a priority binding, as Ctrl+Q, since a modal screen (a form) passes on no other. With
    no pulka open it does nothing, so the start screen's own Ctrl+O (the recent pulkas)
    takes the key."""

    def __init__(self, pulka_path: Path | None = None, data_dir: Path | None = None,
                 lang: str | None = None) -> None:
        super().__init__(pulka_path, data_dir)
        self.settings: Settings | None = None
        self.lang = lang
        """The language given for this run (``--lang``): before the saved one, which it
        leaves as it is (F2 still switches and saves)."""
        self.opened = False
        """True once the pulka's sheet (or the start screen) replaced the opening screen."""
        self.key_order = KeyOrder()
        """Keys typed while the pulka loads, or past a closing screen, kept in order."""
        self._frames_held = False
        """Frames are held while keys wait their turn (:meth:`_hold_frames`)."""
        self._hold_limit: Timer | None = None
        """Ends a hold that no key came to end (:data:`HOLD_SECONDS`)."""
        self._apply_language()

    def on_mount(self) -> None:
        """The opening screen: the first frame, before anything is read (issue 6); SIGTERM
        and SIGHUP quit as ctrl+q does (:func:`~.signals.quit_on_signals`)."""
        from .signals import quit_on_signals

        quit_on_signals(self)
        path = self.session.path
        name = visible_path(path.name) if path else ""
        self.push_screen(OpeningScreen(name))

    def on_ready(self) -> None:
        """The first frame is drawn (Textual posts Ready right after it): read the
        settings and the pulka in a thread, at once (waiting for a further refresh
        cost ~16 ms of every start, issue 16)."""
        self._read_in_thread()

    @work(thread=True, exclusive=True, group="startup")
    def _read_in_thread(self) -> None:
        """:func:`~.startup.read_startup` off the event loop, then :meth:`show_startup`."""
        startup = read_startup(self.session.path, self.data_dir_override)
        try:
            self.call_from_thread(self.show_startup, startup)
        except RuntimeError:
            if self.is_running:
                raise  # show_startup's own error, not "the app was closed meanwhile"

    async def on_event(self, event: events.Event) -> None:
        """Keys go through :class:`~.key_order.KeyOrder`: while the pulka loads (but for
        quitting) and while keys are passed on, a key waits its turn. On a screen with
        ``KEYS_ONE_AT_A_TIME`` (the start screen) a key also waits until the one before
        it is done with, so a ``Tab`` has moved the focus before the next key is read."""
        if isinstance(event, events.Key) and self.closing:
            return  # quitting: a key still queued has no screen to go to (ScreenStackError)
        if isinstance(event, events.Key) and not event.is_forwarded:
            # while the pulka loads Ctrl+Q quits at once, unless keys typed before it wait:
            # then it waits behind them (a hand typed meanwhile is recorded, then quit)
            quitting = (self.key_order.waiting and not self.key_order.held
                        and event.key == QUIT_KEY)
            if not quitting and self.key_order.hold(event):
                return
            if self._one_at_a_time():
                self.key_order.busy = True
                await super().on_event(event)
                when_quiet(self, self._key_done)
                return
            self._hold_frames(False)
            await super().on_event(event)
            self.key_order.handled(self)
            return
        await super().on_event(event)

    def _key_done(self) -> None:
        """A key of a one-key-at-a-time screen is done with: the next waiting key goes on,
        and while keys wait behind it the screen is not redrawn (:meth:`_hold_frames`)."""
        self.key_order.done(self)
        self._hold_frames(bool(self.key_order.passing))

    def _hold_frames(self, hold: bool) -> None:
        """Hold the screen's layouts and frames while typed keys wait their turn, and draw
        once the last is done: a held ``Tab`` walking the rules editor redrew (and
        scrolled) the start screen after every key, ~50 ms a frame, and 50 Tabs queued for
        seconds (issue 31.5). As the hold ends the focused widget is scrolled into view
        if it is not (each ``Tab`` meanwhile scrolled by a layout not yet redone)."""
        if hold and self._frames_held and self._hold_limit is not None:
            self._hold_limit.reset()  # a key was done: the keys still flow
            return
        if hold == self._frames_held:
            return
        self._frames_held = hold
        if self._hold_limit is not None:
            self._hold_limit.stop()
            self._hold_limit = None
        if hold:
            self._begin_batch()
            # the keys that wait may never come (a screen that drops them): the screen is
            # drawn again once no key was done for HOLD_SECONDS, never left frozen
            self._hold_limit = self.set_timer(HOLD_SECONDS, lambda: self._hold_frames(False))
            return
        self._end_batch()
        if self.closing:
            return
        screen = self.screen
        screen.check_idle()
        screen.call_after_refresh(self._focus_in_view, screen)

    def _focus_in_view(self, screen: Screen[Any]) -> None:
        focused = screen.focused
        if (not self.closing and screen is self.screen and focused is not None
                and not screen.can_view_entire(focused)):
            screen.scroll_to_center(focused, origin_visible=True)

    def open_startup(self) -> None:
        """Read and show at once, on the event loop (what the thread worker does)."""
        self.show_startup(read_startup(self.session.path, self.data_dir_override))

    def show_startup(self, startup: Startup) -> None:
        """The settings' language, then the pulka's sheet or the start screen.

        Keys pressed meanwhile reach that screen, in order (:class:`KeyOrder`). A
        file or data folder that cannot be used ends the app (return code 1,
        :attr:`open_error`). A new pulka named inside ``saves/`` goes to the data
        folder instead: the examples are never written.
        """
        if self.closing:
            return  # ctrl+q while the pulka was read: nothing to show, nothing to lock
        if startup.error is not None:
            self.open_error = startup.error
            self.exit(return_code=1)
            return
        self.data_folder = startup.data_folder
        self.settings = startup.settings
        language = self.lang or (self.settings.language if self.settings else None)
        set_language(language or system_language())
        self._apply_language()
        if startup.settings_damaged is not None:
            from .settings import settings_path

            self.notify(tr("settings_damaged", path=visible_path(
                str(settings_path(self.data_folder))), why=startup.settings_damaged),
                severity="warning", timeout=20, markup=False)
        self._club_of_settings()
        session = self.session
        if startup.loaded is not None:
            try:
                problems = session.take_loaded(*startup.loaded, self.data_folder,
                                               stamp=startup.stamp, text=startup.text)
            except OSError as exc:  # a data folder refusing the example's copy
                self.open_error = exc
                self.exit(return_code=1)
                return
            if problems is not None:
                from ..session import Refusal

                self._tell_refusal(Refusal(session.path or Path(), problems))
            if session.copied_from is not None:
                self.save()
            self.show_sheet()
            self.tell_read_only()
            self.follow_if_read_only()
            if session.copied_from is not None and session.path is not None:
                self.tell_copy(session.copied_from, session.path)
        else:
            if session.path is not None and is_example(session.path):
                self.notify(tr("examples_read_only", path=session.path),
                            severity="warning", timeout=15, markup=False)
                session.path = None
            # the last table's players and rules, remembered in the settings (Ctrl+O
            # from a sheet fills them in the same way)
            self.show_start(like=self.settings.last_table() if self.settings else None)
        self.opened = True
        # the keys typed meanwhile go on once the new screen is drawn (an F2 handled
        # while the sheet is still mounting would recompose it half-built)
        self.call_after_refresh(self._keys_typed_meanwhile)
        settle_heap_soon(self)

    def _club_of_settings(self) -> None:
        """No club given (``--club``, ``$PREFERANS_TUI_CLUB``): the settings' club, if one
        was chosen (``club use URL``), gets the hands; a stored one that cannot be used is
        said once and ignored (the table plays on without a club)."""
        if self.club_writer is not None or self.settings is None:
            return
        url, problem = self.settings.club_url()
        if problem is not None:
            self.notify(tr("club_settings_bad", why=problem), severity="warning",
                        timeout=15, markup=False)
        elif url is not None:
            self.use_club(url)

    def use_club(self, url: str) -> None:
        """Send each saved hand to the club ``url`` too (:class:`~preferans_tui.club
        .table_writer.ClubWriter`, off the UI's path); :func:`run_app` closes it."""
        from ..club.table_writer import ClubWriter

        def redraw() -> None:  # from the writer's thread: the line under the sheet
            self.call_from_thread(lambda: self.screen.post_message(PulkaChanged("file")))

        self.club_writer = ClubWriter(url, on_change=redraw)

    def show_sheet(self) -> None:
        """The current pulka's sheet in place of the screen shown."""
        from .screens.sheet import SheetScreen

        self.switch_screen(SheetScreen(self))
        # after the sheet's first frame: writing the settings is no part of the start
        # (issue 16's cold start is counted to that frame)
        self.call_after_refresh(self._remember_opened)

    def _remember_opened(self) -> None:
        """Put the pulka's file first among the recent pulkas of the settings (saved at
        once), so that the start screen lists it even when it lies outside the data
        folder: a pulka opened by its path had no way back to it after Ctrl+O. Its
        players and rules are remembered too: the start screen offers them after a
        restart (it offered Anna, Boris, Vera)."""
        from .settings import Settings, save_app_settings

        path = self.session.path
        if path is None:
            return
        self.settings = (self.settings or Settings()).opening(path)
        pulka = self.pulka
        if pulka is not None:  # the table the start screen offers next time
            self.settings = self.settings.with_table(pulka.players, pulka.options.to_file())
        # a read-only data folder: kept for this run; a damaged file: never written over
        with contextlib.suppress(OSError):
            self.settings = save_app_settings(self.data_folder, self.settings)

    def before_signal_exit(self) -> None:
        """Ending on a signal or a lost terminal: hands only in memory (a failed save)
        are saved, or written to a rescue file (:meth:`~.session_app.SessionApp
        .keep_unsaved_hands`); what became of them is said on exit."""
        self._exit_words = self.keep_unsaved_hands()

    def keep_at_exit(self) -> None:
        """The app ends (its unmount, and :func:`run_app` after it, should an error have
        skipped it): the hands only in memory kept as a signal keeps them, once."""
        self.keep_once()

    def signal_exit_words(self) -> str | None:
        """Where the rescued hands are (or that they could not be kept), or None."""
        return getattr(self, "_exit_words", None)

    def show_start(self, like: Pulka | None = None) -> AwaitComplete:
        """The start screen in place of the screen shown; ``like``: the pulka just left,
        whose players and rules it fills in for the next one."""
        from .screens.start import StartScreen

        return self.switch_screen(StartScreen(self, like=like))

    def check_own_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+O only while a pulka is open and no question about its file is asked."""
        if action == "leave_pulka":
            return self.pulka is not None and self.opened and not self.session.asking
        return True

    # -- the pulka -------------------------------------------------------------------------
    def record_hand(self, hand: HandResult | Hand) -> HandResult:
        """Append ``hand`` and save the file: a result a hand draft scored is appended as
        it is (:meth:`Pulka.append_result`), a record is checked and scored first.

        Raises:
            PulkaError: the core refuses the hand, or the result was scored against
                another state of the pulka; nothing changes.
        """
        result, saved = self.session.record(hand)
        self._tell_saved(saved)
        # to the sheet, whatever is over it: the question the save may have put up, or
        # the next hand's form a burst of keys opened before this one was recorded
        self.post_to_sheet(PulkaChanged("appended", result))
        return result

    def undo_hand(self, save: bool = True) -> Hand | None:
        """Remove the last hand (rule 4.2.9) and save; ``None`` if there is none.

        ``save=False`` (a correction): only in memory; the file keeps the hand until the
        corrected one is recorded, so closing the app mid-correction loses nothing.
        """
        hand, saved = self.session.undo(save=save)
        if hand is None:
            return None
        if saved is not None:
            self._tell_saved(saved)
        self.post_to_sheet(PulkaChanged("undone"))  # under a question the save put up
        return hand

    # -- language --------------------------------------------------------------------------
    def language_switched(self) -> None:
        """F2: remember the language in settings.json; the title in it."""
        from .settings import Settings, save_app_settings

        self.settings = (self.settings or Settings()).model_copy(
            update={"language": "ru" if language() == "ru" else "en"})
        with contextlib.suppress(OSError):
            self.settings = save_app_settings(self.data_folder, self.settings)
        self._apply_language()

    def action_help(self) -> None:
        """The help screen, at the keys of the screen it was asked on (:func:`show_help`)."""
        from .screens.help import show_help

        show_help(self)

    def _apply_language(self) -> None:
        self.title = tr("app_title")
        self.refresh_bindings()


def run_app(file: Path | None, data_dir: Path | None, club: str | None = None,
            lang: str | None = None) -> int:
    """Run the app; return the exit code (0, or 1 for a pulka file that cannot be used).

    Such a file is left untouched: the app closes and its problems are printed to
    standard error. ``club``: the club database's URL (``--club``, else
    ``$PREFERANS_TUI_CLUB``), each saved hand sent there too; without it, the club chosen
    in the settings, if any (:meth:`PreferansApp.show_startup`). ``lang``: ``"en"`` or
    ``"ru"`` for this run (``--lang``), else the saved setting, else the system's.
    """
    from .signals import signals_caught

    app = PreferansApp(file, data_dir, lang)
    if club:
        app.use_club(club)
    with signals_caught(app):
        try:
            app.run()
        finally:
            app.keep_at_exit()  # hands NOT SAVED are never dropped: saved or rescued
    if app.club_writer is not None:
        app.club_writer.close()
        if app.club_writer.trouble is not None:  # the file has every hand; the club not
            from ..views.printing import say

            say(f"preferans-tui: {app.club_writer.trouble}", sys.stderr)
    words = app.signal_exit_words()
    if words:
        from ..views.printing import say

        say(words, sys.stderr)
    error = app.open_error
    if error is None:
        return app.return_code or 0
    from ..storage import PulkaFileError
    from ..views.printing import say, tell_problems

    if isinstance(error, PulkaFileError):
        tell_problems(error.source, [said(p) for p in error.problems], sys.stderr,
                      tally=tr_count("n_problems", len(error.problems)))
    else:
        say(f"preferans-tui: {error}", sys.stderr)
    return 1
