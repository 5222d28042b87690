"""The app's pulka file: open it, hold its lock, save it atomically, and never quit
over an unsaved hand without asking (issues 3, 5 and 17).

:class:`PulkaFileApp` is the base of :class:`~.app.PreferansApp`: the Textual app with
the current pulka, its file and the file's lock (:mod:`preferans_tui.storage.lock`). A
file the app cannot lock — another app holds it, its folder is read-only — is kept
read-only, saying why; an example of ``saves/`` is opened as a copy in the data
folder's ``examples`` subfolder.
A file opened read-only because another app holds it (or it cannot be written here)
follows that file as the other app saves it, as ``watch`` does (:mod:`.follow`).
A failed save is tried again by a timer and by ``ctrl+s`` (:mod:`.saving`). Like the
app module, it imports the rules core and storage (pydantic) where they are used, so
the first frame comes before them (issue 6).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from uuid import uuid4

from .examples import is_example
from .heap import settle_heap_soon
from .i18n import said, tr
from .messages import PulkaChanged
from .saving import SavingApp

if TYPE_CHECKING:
    from textual.message import Message

    from ..rules import Pulka
    from ..storage import PulkaFile
    from ..storage.lock import Stamp
    from .follow import Outcome

META_KEYS = ("id", "title", "created", "notes")
"""The pulka file's free fields kept beside the hands (FORMAT.md)."""


class PulkaFileApp(SavingApp):
    """The current pulka and its file: ``pulka_path`` to open and keep saving, ``data_dir``
    for new pulkas (see ``storage.paths``; the folder is known once the app is ready).
    """

    def _take_loaded(self, model: PulkaFile, pulka: Pulka, stamp: Stamp | None = None
                     ) -> bool:
        """Make the file read at start-up current and take its lock; False if the app
        must close (the reason in :attr:`open_error`).

        ``stamp``: the file as it was read; one changed before the lock was taken is
        read again through the lock. An example of ``saves/`` becomes a copy in the
        data folder's ``examples`` subfolder (the example is never written to).
        """
        from ..storage.paths import example_copy_path

        assert self.pulka_path is not None
        self.pulka = pulka
        self.meta = {k: getattr(model, k) for k in META_KEYS}
        self.saved = False  # read, not written (an example's copy is written below)
        if is_example(self.pulka_path):
            self.copied_from = self.pulka_path
            try:
                self.pulka_path = example_copy_path(self.data_folder, datetime.now())
            except OSError as exc:  # a data folder the system refuses
                self.open_error = exc
                self.exit(return_code=1)
                return False
        self.lock_file(self.pulka_path, create=self.copied_from is not None)
        if self.lock is not None and self.copied_from is None and stamp != self.lock.stamp:
            reread = self.read_locked()  # written meanwhile: what is locked is what counts
            if reread is None:  # not a pulka any more: shown as read, never written
                from ..storage.lock import PulkaChangedError

                self.read_only = PulkaChangedError(self.pulka_path, tr("changed_on_open"))
                self.on_unmount()
            else:
                self.pulka, self.meta = reread
        if self.copied_from is not None:
            self.save()
        return True

    def open_pulka(self, pulka: Pulka, path: Path | None, meta: dict[str, str | None],
                   *, example: bool = False) -> bool:
        """Make ``pulka`` current and show its sheet; return False if it cannot be opened.

        ``path`` None: a new pulka, saved at once to the file named on the command line
        or to a new file of the data folder; ``example``: a copy of an example of
        ``saves/``, saved to a new file of the data folder's ``examples`` subfolder, so
        that it never counts as an evening played (README, ``stats``). The file's lock is
        taken BEFORE anything is written: if another app holds it, this app shows that
        file read-only and never writes; a file another app wrote meanwhile is opened,
        not overwritten.
        """
        from ..storage.paths import example_copy_path, new_pulka_path

        meta = {k: meta.get(k) for k in META_KEYS}
        if path is not None:
            self.lock_file(path)
            if self.lock is not None and (reread := self.read_locked()) is not None:
                pulka, meta = reread  # the file as locked, not as listed a moment ago
        else:
            # named on the command line, absent at launch (never an example's copy)
            given = None if example else self.pulka_path
            try:
                path = given or (example_copy_path if example else new_pulka_path)(
                    self.data_folder, datetime.now())
            except OSError as exc:  # a data folder the system refuses
                self.notify(tr("save_failed", path=self.data_folder, reason=exc),
                            severity="error", timeout=15, markup=False)
                return False
            meta["created"] = meta["created"] or datetime.now().isoformat(timespec="seconds")
            meta["id"] = str(uuid4())  # a new pulka (an example's copy too): its own id
            self.lock_file(path, create=True)
            taken = given is not None and path.exists() and path.stat().st_size > 0
            if taken or self.read_only is not None:
                opened = self._open_existing(path)
                if opened is None and taken:
                    self.on_unmount()
                    return False
                if opened is not None:
                    pulka, meta = opened
                    if self.read_only is None:
                        self.notify(tr("file_exists_opened", path=path),
                                    severity="warning", timeout=15, markup=False)
        self.pulka, self.meta, self.pulka_path = pulka, meta, path
        self.saved = False  # a file opened is only read; a new one is written at once
        if not path.exists() or path.stat().st_size == 0:
            self.save()  # a new file: written at once (never when read-only)
        self.show_sheet()
        self._tell_read_only()
        self.follow_if_read_only()
        settle_heap_soon(self)
        return True

    def show_sheet(self) -> None:
        """The current pulka's sheet in place of the screen shown (the app's own)."""
        raise NotImplementedError

    def post_to_sheet(self, message: Message) -> None:
        """Post ``message`` to the current pulka's sheet, under whatever is over it."""
        raise NotImplementedError

    def follow_if_read_only(self) -> None:
        """A pulka just opened read-only — another app holds its file, or it cannot be
        written here — follows its file: each save of the other app is read (in a
        thread, as ``watch`` reads it) and becomes the pulka shown, with its sheet,
        status and settlement (a tester's finding: the second app stayed at the deal
        it opened on). Such an app has no hands of its own; one that chose read-only
        over hands typed here (:mod:`.saving`) never comes here: they stay."""
        from .follow import FileFollower

        if self.read_only is None or self.pulka_path is None or self.follower is not None:
            return
        self.follower = FileFollower(self, self.pulka_path, self._followed)
        self.follower.start(read_now=False)  # the file as it is now was just read

    async def _followed(self, outcome: Outcome) -> None:
        """The file read again: its pulka shown; a read that failed (a file half
        written, gone a moment) keeps the pulka shown until the next change."""
        from ..storage import PulkaFileError

        if isinstance(outcome, PulkaFileError) or self.pulka is None:
            return
        model, self.pulka = outcome
        self.meta = {k: getattr(model, k) for k in META_KEYS}
        self.post_to_sheet(PulkaChanged("opened"))

    def tell_copy(self, example: Path, copy: Path) -> None:
        """Say that the example ``example`` was opened as ``copy`` in the data folder."""
        self.notify(tr("example_copied", example=example.name, path=copy),
                    timeout=15, markup=False)

    def _open_existing(self, path: Path) -> tuple[Pulka, dict[str, Any]] | None:
        """The pulka in ``path`` and its meta; None (and a notice) if it cannot be read."""
        from ..storage import PulkaFileError, load

        if not path.exists():
            return None
        try:
            model, pulka = load(path)
        except PulkaFileError as exc:
            self.notify("\n".join(map(said, exc.problems[:5])), title=exc.shown_source,
                        severity="error", markup=False)
            return None
        except OSError as exc:
            self.notify(tr("save_failed", path=path, reason=exc), severity="error",
                        markup=False)
            return None
        return pulka, {k: getattr(model, k) for k in META_KEYS}

    def read_locked(self) -> tuple[Pulka, dict[str, Any]] | None:
        """The pulka in the locked file (the very file this app holds) and its meta;
        None, with a notice, if it is not a pulka (nothing is replaced then)."""
        from ..storage import PulkaFileError, loads
        from ..storage.check import MAX_BYTES

        assert self.lock is not None
        data = self.lock.read_bytes(MAX_BYTES)
        if not data.strip():
            return None  # a new file, still empty
        try:
            model, pulka = loads(data, str(self.lock.path))
        except PulkaFileError as exc:
            self.notify("\n".join(map(said, exc.problems[:5])), title=exc.shown_source,
                        severity="error", markup=False)
            return None
        return pulka, {k: getattr(model, k) for k in META_KEYS}
