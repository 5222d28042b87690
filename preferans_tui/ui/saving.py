"""Saving the pulka: the lock, a save that failed and is tried again, a file that changed
under the app (issues 3, 5 and 17).

:class:`SavingApp` is the base of :class:`~.pulka_file_app.PulkaFileApp`. Every save goes
through the lock (:meth:`~preferans_tui.storage.lock.PulkaLock.save`), which first checks
that the file on disk is still the one this app wrote. A save that fails (disk full,
folder made read-only) keeps the hands in memory, says so, and is tried again every
:data:`RETRY_SECONDS` and on ``ctrl+s`` until it works, then says "saved". A file that
another program replaced or changed stops the saving and asks
(:class:`~.screens.file_changed.FileChanged`): reload it, overwrite it, or keep read-only.
Quitting or closing the pulka over hands not saved asks first (:mod:`.closing`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App
from textual.timer import Timer

from ..untrusted import visible
from .i18n import said, tr
from .messages import PulkaChanged
from .read_only import read_only_reason

if TYPE_CHECKING:
    from ..club.table_writer import ClubWriter
    from ..rules import Pulka
    from ..storage import PulkaFileError
    from ..storage.encode import PulkaText
    from ..storage.lock import PulkaLock
    from .follow import FileFollower

READ_ONLY_NOTICE_SECONDS = 8
"""How long the notice of a read-only pulka stays over the sheet's lower right corner
(it covered the bottom rows' figures for 30 s, issue 31.6): the file line under the
sheet and the header say read-only for as long as it is."""
RETRY_SECONDS = 5.0
"""How often a failed save is tried again (a timer: the app sleeps in between)."""


class SavingApp(App[int]):
    """The current pulka's file state: lock, read-only reason, save error, retry timer."""

    def __init__(self, pulka_path: Path | None = None, data_dir: Path | None = None) -> None:
        super().__init__()
        self.data_dir_override = data_dir
        self.data_folder: Path = Path()
        """The data folder (``storage.paths.data_dir``); known once the app is ready."""
        self.pulka_path: Path | None = Path(pulka_path) if pulka_path else None
        self.pulka: Pulka | None = None
        self.meta: dict[str, str | None] = {}
        self.lock: PulkaLock | None = None
        self.read_only: OSError | None = None
        """Why this app writes nothing (another app holds the file, its folder is
        read-only, the table chose so after the file changed); ``None`` when it may."""
        self.copied_from: Path | None = None
        """The example of ``saves/`` this pulka is a copy of (never written to)."""
        self.open_error: PulkaFileError | OSError | None = None
        """Why the file named on the command line could not be opened (the app exits)."""
        self.save_error: str | None = None
        """Why the last save failed; ``None`` once a save succeeds. The sheet says so in
        red and quitting asks first: hands entered since are in memory only."""
        self.save_doubt: str | None = None
        """Why the last save, made, may not be durable (the folder's fsync failed: a
        power cut may undo it), or None; the sheet's file line says so."""
        self.saved = False
        """Whether this app has written the current pulka's file (a save that worked).
        False right after a file is opened or reloaded: it was only read, so the line
        under the sheet must not say "saved" yet (issue 16)."""
        self.asking = False
        """The file changed under the app and the table has not answered yet."""
        self.follower: FileFollower | None = None
        """Follows the file of a pulka opened read-only as another app saves it
        (:meth:`~.pulka_file_app.PulkaFileApp.follow_if_read_only`)."""
        self._retry: Timer | None = None
        self._text: PulkaText | None = None
        self.club_writer: ClubWriter | None = None
        """Sends each saved file's hands to the club database off the UI's path
        (``--club URL``, :mod:`preferans_tui.club.table_writer`), or None."""

    # -- the lock (storage.lock) -----------------------------------------------------------
    def lock_file(self, path: Path, *, create: bool = False) -> None:
        """Hold the lock of ``path``; if it cannot be had (held elsewhere, a read-only
        folder, a mount point), this app is read-only and :attr:`read_only` says why.
        Temporary files a killed save left beside it are removed."""
        from ..storage.atomic import remove_stale_temporaries
        from ..storage.lock import acquire

        if self.lock is not None and self.lock.path == Path(path):
            return
        self.on_unmount()
        self.read_only = None
        try:
            self.lock = acquire(path, create=create)
        except OSError as exc:
            self.read_only = exc
            return
        remove_stale_temporaries(path)

    def _tell_read_only(self) -> None:
        from ..storage.lock import PulkaLockedError

        error = self.read_only
        if error is None:
            return
        self.sub_title = tr("read_only")
        path = visible(str(getattr(error, "path", self.pulka_path)))  # a name from the disk
        held = error.holder if isinstance(error, PulkaLockedError) else None
        if held is not None:
            host, since = held.shown()  # read from the note: escaped and cut
            text = tr("file_locked", path=path, pid=held.pid, host=host, since=since)
        elif isinstance(error, PulkaLockedError):
            text = tr("file_locked_elsewhere", path=path)  # its note is by the other name
        else:
            text = tr("cannot_write", path=path, reason=read_only_reason(error))
        self.notify(text, severity="warning", timeout=READ_ONLY_NOTICE_SECONDS, markup=False)

    def on_unmount(self) -> None:
        """Let go of the lock (also when switching to another pulka)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def close_pulka(self) -> None:
        """Let go of the current pulka (Ctrl+O, back to the start screen): its lock is
        released, so it can be opened again, here or in another app; nothing is saved (every
        hand was, as it was recorded; hands a failed save left in memory are dropped: the
        table was asked first). The state is as before any pulka was opened, and a new
        pulka goes to a new file of the data folder, never to the file left."""
        self.on_unmount()
        if self._retry is not None:
            self._retry.stop()
            self._retry = None
        if self.follower is not None:
            self.follower.stop()
            self.follower = None
        self.pulka = None
        self.pulka_path = None
        self.meta = {}
        self.read_only = None
        self.copied_from = None
        self.save_error = None
        self.save_doubt = None
        self.asking = False
        self._text = None
        self.sub_title = ""

    # -- saving ----------------------------------------------------------------------------
    def save(self, *, quiet: bool = False) -> bool:
        """Write the pulka file (atomically, through the lock); on failure tell the table
        (``quiet``: only the sheet's file line, for a retry) and return False.

        A failure is kept in :attr:`save_error` and retried until a save succeeds; a file
        changed by another program is not written and the table is asked what to do.
        """
        from ..storage.encode import PulkaText
        from ..storage.lock import PulkaChangedError

        if self.pulka is None or self.pulka_path is None or self.read_only or self.asking:
            return False
        if self._text is None:
            self._text = PulkaText()  # keeps each hand's text: a save encodes the new ones
        try:
            if self.lock is None:
                raise OSError(tr("read_only"))
            self.lock.save(self._text.encode(self.pulka, **self.meta))
        except PulkaChangedError as exc:
            self.save_error = exc.reason
            self._ask_about_change(exc)
            return False
        except OSError as exc:
            from ..rules.reasons import os_error_reason  # the rules core: not before the sheet

            self.save_error = os_error_reason(exc)  # in the language it is shown in
            if not quiet:
                self.notify(tr("save_failed", path=self.pulka_path,
                               reason=said(self.save_error)),
                            severity="error", timeout=10, markup=False)
            if self._retry is None:
                self._retry = self.set_interval(RETRY_SECONDS, self.action_save_now)
            return False
        self.saved = True
        if self.club_writer is not None:  # the file first, then the club (issue 27)
            self.club_writer.send(self.pulka_path)
        self.save_doubt = self.lock.unsynced
        if self.save_error is not None:
            self.notify(tr("saved_again", path=self.pulka_path.name), markup=False)
        self.save_error = None
        if self._retry is not None:
            self._retry.stop()
            self._retry = None
        return True

    def keep_unsaved_hands(self) -> str | None:
        """The app ends without asking (SIGTERM, SIGHUP, its terminal gone) over hands
        a failed save left in memory only (:attr:`save_error`): one more save; if it
        fails too, the whole pulka goes to a rescue file (:mod:`~preferans_tui.storage
        .rescue`: the data folder's ``rescued/``, else the temporary folder, never over a
        file). Returns what to say on standard error once the terminal is restored, or
        None (nothing was at risk, or the save worked).

        Safe from another thread than the event loop's (nothing of the screen is touched).
        """
        from ..storage.encode import PulkaText
        from ..storage.rescue import rescue_places, write_rescue

        pulka, path = self.pulka, self.pulka_path
        if self.save_error is None or pulka is None:
            return None
        reason = self.save_error
        data = (self._text or PulkaText()).encode(pulka, **self.meta)
        if self.lock is not None and not self.read_only and not self.asking:
            try:
                self.lock.save(data)
                return None
            except OSError as exc:
                reason = exc.strerror or str(exc)
        name = path.name if path is not None else "pulka.json"
        folder = self.data_folder if self.data_folder != Path() else None
        try:
            rescue = write_rescue(data, name, rescue_places(folder))
        except OSError as exc:
            return tr("rescue_failed", reason=reason, error=exc.strerror or str(exc))
        return tr("rescued", reason=reason, path=rescue)

    def action_save_now(self) -> None:
        """``ctrl+s`` on the sheet, and the retry timer: save again after a failure."""
        if self.save_error is not None and not self.asking:
            self.save(quiet=True)
            self.screen.post_message(PulkaChanged("file"))

    def _ask_about_change(self, error: Any) -> None:
        """The file is not the one this app wrote: stop saving and ask the table."""
        from .screens.file_changed import FileChanged

        self.asking = True
        if self._retry is not None:
            self._retry.stop()
            self._retry = None
        self.screen.post_message(PulkaChanged("file"))
        self.push_screen(FileChanged(self.pulka_path or Path(), error.reason),
                         self._answer_change)

    def pass_on_key(self, event: events.Key) -> None:
        """A key a closing screen got after it was done (the app passes it on in order)."""

    def read_locked(self) -> tuple[Pulka, dict[str, str | None]] | None:
        """The pulka in the locked file and its meta (:class:`~.pulka_file_app.PulkaFileApp`
        reads it)."""
        raise NotImplementedError

    def _answer_change(self, answer: str | None) -> None:
        """``reload``, ``overwrite`` or anything else: keep read-only.

        ``reload`` with no pulka to reload — the file deleted, or what is there now empty
        or not a pulka — says so and asks again, so that ``w`` can still save the hands
        (an adversary's finding: it made an empty file and left them in memory only).
        """
        from ..storage.lock import Change, PulkaChangedError

        self.asking = False
        if answer == "reload" and self.lock is not None and \
                self.lock.changed() == Change.DELETED:  # nothing to reload, nothing made
            self._nothing_to_reload(Change.DELETED)
            return
        if answer in ("reload", "overwrite") and self.lock is not None:
            try:
                self.lock.take_over()  # the file now there is this app's, if no one holds it
            except OSError as exc:
                self.read_only = exc
                self.on_unmount()
                self._tell_read_only()
                self.screen.post_message(PulkaChanged("file"))
                return
            if answer == "overwrite":
                self.save()
                self.screen.post_message(PulkaChanged("file"))
                return
            reread = self.read_locked()
            if reread is None:  # empty, or not a pulka (read_locked told its problems)
                self._nothing_to_reload(Change.EDITED)
                return
            self.pulka, self.meta = reread
            self.save_error = None
            self.saved = False  # read again, not written: "every hand is saved here"
            self.notify(tr("file_reloaded", path=self.lock.path.name,
                           n=len(self.pulka)), markup=False)
            self.screen.post_message(PulkaChanged("opened"))
            return
        # keep read-only: mine stay in memory
        self.read_only = PulkaChangedError(self.pulka_path or Path(),
                                           tr("file_kept_read_only"))
        self.on_unmount()
        self.sub_title = tr("read_only")
        self.screen.post_message(PulkaChanged("file"))

    def _nothing_to_reload(self, reason: str) -> None:
        """``reload`` found no pulka at the file: say so and ask again, once the question
        answered is gone (nothing is saved meanwhile: still :attr:`asking`)."""
        from ..storage.lock import PulkaChangedError

        path = self.pulka_path or Path()
        self.notify(tr("nothing_to_reload", path=path.name), severity="warning",
                    timeout=10, markup=False)
        self.asking = True
        self.call_after_refresh(self._ask_about_change, PulkaChangedError(path, reason))
