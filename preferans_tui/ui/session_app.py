"""The app side of the open pulka: it holds a :class:`~preferans_tui.session.PulkaSession`
and shows what its steps come to (issues 3, 5, 14 and 17).

The session does the file's work — open, lock, save, reload, follow, read-only — and
answers with enums (:mod:`preferans_tui.session.outcomes`); :class:`SessionApp` words
them: a notice, the sheet's file line (:class:`~.messages.PulkaChanged`), the question
when the file changed under the app (:class:`~.screens.file_changed.FileChanged`:
reload it, overwrite it, or keep read-only). It adds what needs the event loop: a
failed save is tried again every :data:`RETRY_SECONDS` (a timer, and ``ctrl+s``) until
it works, and a file opened read-only is followed as another app saves it
(:class:`~.follow.FileFollower`). Quitting or closing the pulka over hands not saved
asks first (:mod:`.closing`, its subclass). Like the app module it imports the rules
core and storage (pydantic) where they are used, so the first frame comes before them
(issue 6).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App

from ..session import Answer, Answered, PulkaSession, ReadOnlyWhy, Saved
from ..texts import said, tr, tr_count
from ..untrusted import visible
from .heap import settle_heap_soon
from .messages import PulkaChanged
from .read_only import read_only_reason

if TYPE_CHECKING:
    from textual.message import Message
    from textual.timer import Timer

    from ..club.table_writer import ClubWriter
    from ..rules import Pulka
    from ..session import Refusal
    from ..session.follow import Followed
    from ..storage import PulkaFileError
    from .follow import FileFollower

READ_ONLY_NOTICE_SECONDS = 8
"""How long the notice of a read-only pulka stays over the sheet's lower right corner
(it covered the bottom rows' figures for 30 s, issue 31.6): the file line under the
sheet and the header say read-only for as long as it is."""
RETRY_SECONDS = 5.0
"""How often a failed save is tried again (a timer: the app sleeps in between)."""


class SessionApp(App[int]):
    """The current pulka's session, shown: ``pulka_path`` to open and keep saving,
    ``data_dir`` for new pulkas (see ``storage.paths``; the folder is known once the app
    is ready)."""

    def __init__(self, pulka_path: Path | None = None, data_dir: Path | None = None) -> None:
        super().__init__()
        self.data_dir_override = data_dir
        self.data_folder: Path = Path()
        """The data folder (``storage.paths.data_dir``); known once the app is ready."""
        self.session = PulkaSession(pulka_path)
        """The open pulka and its file (no pulka on the start screen)."""
        self.open_error: PulkaFileError | OSError | None = None
        """Why the file named on the command line could not be opened (the app exits)."""
        self.follower: FileFollower | None = None
        """Follows the file of a pulka opened read-only as another app saves it."""
        self._retry: Timer | None = None
        self.club_writer: ClubWriter | None = None
        """Sends each saved file's hands to the club database off the UI's path
        (``--club URL``, :mod:`preferans_tui.club.table_writer`), or None."""

    @property
    def pulka(self) -> Pulka | None:
        """The session's pulka (``None`` on the start screen)."""
        return self.session.pulka

    @property
    def pulka_path(self) -> Path | None:
        """The session's file (``None`` until a new pulka is saved)."""
        return self.session.path

    def on_unmount(self) -> None:
        """As the app ends, however it ends (``y`` to quit over hands NOT SAVED, a
        signal, an error): hands only in memory are kept (:meth:`keep_at_exit`), then
        the lock is let go of."""
        self.keep_at_exit()
        self.session.release()

    def keep_at_exit(self) -> None:
        """Hands a failed save left only in memory are saved once more or rescued
        (:meth:`keep_unsaved_hands`), once; the app says where on exit (the app's own:
        :class:`~.app.PreferansApp` does it with the signals' rescue)."""

    # -- opening -----------------------------------------------------------------------------
    def open_pulka(self, pulka: Pulka, path: Path | None, meta: Mapping[str, str | int | None],
                   *, example: bool = False) -> bool:
        """Make ``pulka`` current and show its sheet; return False if it cannot be opened
        (:meth:`PulkaSession.open <preferans_tui.session.PulkaSession.open>`: ``path``
        None, a new file; ``example``, a new file of the examples' copies)."""
        opening = self.session.open(pulka, path, meta, self.data_folder, example=example)
        if opening.refusal is not None:
            self._tell_refusal(opening.refusal)
        if not opening.opened:
            return False
        if opening.existing:
            self.notify(tr("file_exists_opened", path=self.session.path),
                        severity="warning", timeout=15, markup=False)
        if opening.saved is not None:
            self._tell_saved(opening.saved)
        self.show_sheet()
        self.tell_read_only()
        self.follow_if_read_only()
        settle_heap_soon(self)
        return True

    def _tell_refusal(self, refusal: Refusal) -> None:
        """Why a file could not be used: its problems (the first five), or the system's
        error."""
        from ..storage import PulkaFileError

        error = refusal.error
        if isinstance(error, PulkaFileError):
            self.notify("\n".join(map(said, error.problems[:5])), title=error.shown_source,
                        severity="error", markup=False)
        else:
            timeout = 15 if refusal.folder else None  # a data folder refusing new files
            self.notify(tr("save_failed", path=refusal.path, reason=error),
                        severity="error", timeout=timeout, markup=False)

    def tell_read_only(self) -> None:
        """Say why the pulka is read-only, if it is (the header says so too)."""
        read_only = self.session.read_only
        if read_only is None:
            return
        self.sub_title = tr("read_only")
        path = visible(str(read_only.path))  # a name from the disk
        held = read_only.holder
        if held is not None:
            host, since = held.shown()  # read from the note: escaped and cut
            text = tr("file_locked", path=path, pid=held.pid, host=host, since=since)
        elif read_only.why is ReadOnlyWhy.LOCKED:
            text = tr("file_locked_elsewhere", path=path)  # its note is by the other name
        else:
            text = tr("cannot_write", path=path, reason=read_only_reason(read_only))
        self.notify(text, severity="warning", timeout=READ_ONLY_NOTICE_SECONDS, markup=False)

    def tell_copy(self, example: Path, copy: Path) -> None:
        """Say that the example ``example`` was opened as ``copy`` in the data folder."""
        self.notify(tr("example_copied", example=example.name, path=copy),
                    timeout=15, markup=False)

    def close_pulka(self) -> None:
        """Let go of the current pulka (Ctrl+O, back to the start screen,
        :meth:`PulkaSession.close <preferans_tui.session.PulkaSession.close>`): no retry,
        no following, the header without "read-only"."""
        self.session.close()
        self._stop_retrying()
        if self.follower is not None:
            self.follower.stop()
            self.follower = None
        self.sub_title = ""

    # -- saving ----------------------------------------------------------------------------
    def save(self, *, quiet: bool = False) -> bool:
        """Save the pulka file; on failure tell the table (``quiet``: only the sheet's
        file line, for a retry) and return False. A failure is retried until a save
        succeeds; a file changed by another program is not written and the table is
        asked what to do."""
        saved = self.session.save()
        self._tell_saved(saved, quiet=quiet)
        return saved in (Saved.SAVED, Saved.SAVED_AGAIN)

    def _tell_saved(self, saved: Saved, *, quiet: bool = False) -> None:
        """What a save came to, told: a failure (and its retry timer), "saved" after one,
        or the question when the file changed."""
        path = self.session.path or Path()
        if saved is Saved.FAILED:
            if not quiet:
                self.notify(tr("save_failed", path=path, reason=said(self.session.save_error
                                                                     or "")),
                            severity="error", timeout=10, markup=False)
            if self._retry is None:
                self._retry = self.set_interval(RETRY_SECONDS, self.action_save_now)
        elif saved is Saved.CHANGED:
            self._ask_about_change()
        elif saved is not Saved.NOTHING:
            if self.club_writer is not None and self.session.path is not None:
                self.club_writer.send(self.session.path)  # the file first, then the club
            if saved is Saved.SAVED_AGAIN:
                self.notify(tr("saved_again", path=path.name), markup=False)
            self._stop_retrying()

    def _stop_retrying(self) -> None:
        if self._retry is not None:
            self._retry.stop()
            self._retry = None

    def keep_unsaved_hands(self) -> str | None:
        """Ending without asking over hands only in memory
        (:meth:`PulkaSession.keep_unsaved_hands <preferans_tui.session.PulkaSession
        .keep_unsaved_hands>`): what to say on standard error once the terminal is
        restored, or None. Safe from another thread than the event loop's."""
        folder = self.data_folder if self.data_folder != Path() else None
        rescue = self.session.keep_unsaved_hands(folder)
        if rescue is None:
            return None
        if rescue.path is None:
            return tr("rescue_failed", reason=rescue.reason, error=rescue.error)
        return tr("rescued", reason=rescue.reason, path=rescue.path)

    def action_save_now(self) -> None:
        """``ctrl+s`` on the sheet, and the retry timer: save again after a failure."""
        if self.session.save_error is not None and not self.session.asking:
            self.save(quiet=True)
            self.screen.post_message(PulkaChanged("file"))

    # -- the file changed (issue 17) ---------------------------------------------------------
    def _ask_about_change(self) -> None:
        """The file is not the one this app wrote: saving stops, the table is asked."""
        from .screens.file_changed import FileChanged

        question = self.session.question
        if question is None:  # the pulka was left meanwhile
            return
        self._stop_retrying()
        self.screen.post_message(PulkaChanged("file"))
        self.push_screen(FileChanged(self.session.path or Path(), question),
                         self._answer_change)

    def _answer_change(self, answer: Answer | None) -> None:
        """The table's answer (``None``: as keeping read-only), done by the session and
        told; ``reload`` with no pulka to reload says so and asks again, once the question
        answered is gone (nothing is saved meanwhile)."""
        outcome = self.session.answer(answer or Answer.READ_ONLY)
        path = self.session.path or Path()
        match outcome.answered:
            case Answered.NOTHING_TO_RELOAD:
                if outcome.problems is not None:
                    from ..session import Refusal

                    self._tell_refusal(Refusal(path, outcome.problems))
                self.notify(tr("nothing_to_reload", path=path.name), severity="warning",
                            timeout=10, markup=False)
                self.call_after_refresh(self._ask_about_change)
            case Answered.REFUSED:
                self.tell_read_only()
                self.screen.post_message(PulkaChanged("file"))
            case Answered.OVERWRITTEN:
                self._tell_saved(outcome.saved or Saved.NOTHING)
                self.screen.post_message(PulkaChanged("file"))
            case Answered.RELOADED:
                assert self.session.pulka is not None
                self.notify(tr_count("file_reloaded", len(self.session.pulka),
                                     path=path.name), markup=False)
                self.screen.post_message(PulkaChanged("opened"))
            case Answered.KEPT_READ_ONLY:
                self.sub_title = tr("read_only")
                self.screen.post_message(PulkaChanged("file"))

    # -- following a read-only pulka (issue 14) ----------------------------------------------
    def follow_if_read_only(self) -> None:
        """A pulka just opened read-only — another app holds its file, or it cannot be
        written here — follows its file: each save of the other app is read (in a
        thread, as ``watch`` reads it) and becomes the pulka shown, with its sheet,
        status and settlement (a tester's finding: the second app stayed at the deal
        it opened on)."""
        from .follow import FileFollower

        path = self.session.path
        if path is None or self.follower is not None or not self.session.follow():
            return
        self.follower = FileFollower(self, path, self._followed)
        self.follower.start(read_now=False)  # the file as it is now was just read

    async def _followed(self, outcome: Followed) -> None:
        """The file read again: its pulka shown (a failed read keeps the one shown)."""
        if self.session.take_followed(outcome):
            self.post_to_sheet(PulkaChanged("opened"))

    def post_to_sheet(self, message: Message) -> None:
        """Post ``message`` to the current pulka's sheet, under whatever screen is over
        it."""
        from .screens.sheet import SheetScreen

        for screen in self.screen_stack:
            if isinstance(screen, SheetScreen):
                screen.post_message(message)

    def show_sheet(self) -> None:
        """The current pulka's sheet in place of the screen shown (the app's own)."""
        raise NotImplementedError
