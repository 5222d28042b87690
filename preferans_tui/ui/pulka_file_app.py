"""The app's pulka file: open it, hold its lock, save it atomically, and never quit
over an unsaved hand without asking (issues 3 and 5).

:class:`PulkaFileApp` is the base of :class:`~.app.PreferansApp`: the Textual app with
the current pulka, its file and the file's lock. A file another app holds is kept
read-only (nothing is ever written); an example of ``saves/`` is opened as a copy in
the data folder. Like the app module, it imports the rules core and storage (pydantic)
where they are used, so the first frame comes before them (issue 6).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App

from .examples import is_example
from .i18n import tr

if TYPE_CHECKING:
    from ..rules import Pulka
    from ..storage import PulkaFile, PulkaFileError
    from ..storage.lock import PulkaLock, PulkaLockedError

META_KEYS = ("title", "created", "notes")
"""The pulka file's free fields kept beside the hands (FORMAT.md)."""


class PulkaFileApp(App[int]):
    """The current pulka and its file: ``pulka_path`` to open and keep saving, ``data_dir``
    for new pulkas (see ``storage.paths``; the folder is known once the app is ready).
    """

    def __init__(self, pulka_path: Path | None = None, data_dir: Path | None = None) -> None:
        super().__init__()
        self.data_dir_override = data_dir
        self.data_folder: Path = Path()
        """The data folder (``storage.paths.data_dir``); known once the app is ready."""
        self.pulka_path: Path | None = Path(pulka_path) if pulka_path else None
        self.pulka: Pulka | None = None
        self.meta: dict[str, str | None] = {}
        self.lock: PulkaLock | None = None
        self.read_only: PulkaLockedError | None = None
        """Set when another app holds the file: no hand entry, no save (issue 5)."""
        self.copied_from: Path | None = None
        """The example of ``saves/`` this pulka is a copy of (never written to)."""
        self.open_error: PulkaFileError | OSError | None = None
        """Why the file named on the command line could not be opened (the app exits)."""
        self.save_error: str | None = None
        """Why the last save failed; ``None`` once a save succeeds. The sheet says so in
        red and quitting asks first: hands entered since are in memory only."""

    def _take_loaded(self, model: PulkaFile, pulka: Pulka) -> bool:
        """Make the file read at start-up current and take its lock; False if the app
        must close (the reason in :attr:`open_error`).

        An example of ``saves/`` becomes a copy in the data folder (never written to).
        """
        from ..storage.paths import new_pulka_path

        assert self.pulka_path is not None
        self.pulka = pulka
        self.meta = {k: getattr(model, k) for k in META_KEYS}
        if is_example(self.pulka_path):
            self.copied_from = self.pulka_path
            try:
                self.pulka_path = new_pulka_path(self.data_folder, datetime.now())
            except OSError as exc:  # a data folder the system refuses
                self.open_error = exc
                self.exit(return_code=1)
                return False
        self.lock_file(self.pulka_path)
        if self.copied_from is not None:
            self.save()
        return True

    def open_pulka(self, pulka: Pulka, path: Path | None, meta: dict[str, Any]) -> bool:
        """Make ``pulka`` current and show its sheet; return False if it cannot be opened.

        ``path`` None: a new pulka, saved at once to the file named on the command line
        or to a new file of the data folder. The file's lock is taken BEFORE anything is
        written: if another app holds it, this app shows that file read-only and never
        writes; a file another app wrote meanwhile is opened, not overwritten.
        """
        from ..storage.paths import new_pulka_path
        from .screens.sheet import SheetScreen

        meta = {k: meta.get(k) for k in META_KEYS}
        if path is not None:
            self.lock_file(path)
        else:
            given = self.pulka_path  # named on the command line, absent at launch
            try:
                path = given or new_pulka_path(self.data_folder, datetime.now())
            except OSError as exc:  # a data folder the system refuses
                self.notify(tr("save_failed", path=str(self.data_folder), reason=str(exc)),
                            severity="error", timeout=15, markup=False)
                return False
            meta["created"] = meta["created"] or datetime.now().isoformat(timespec="seconds")
            self.lock_file(path)
            taken = given is not None and path.exists() and path.stat().st_size > 0
            if taken or self.read_only is not None:
                opened = self._open_existing(path)
                if opened is None and taken:
                    self.on_unmount()
                    return False
                if opened is not None:
                    pulka, meta = opened
                    if self.read_only is None:
                        self.notify(tr("file_exists_opened", path=str(path)),
                                    severity="warning", timeout=15, markup=False)
        self.pulka, self.meta, self.pulka_path = pulka, meta, path
        if not path.exists() or path.stat().st_size == 0:
            self.save()  # a new file: written at once (never when read-only)
        self.switch_screen(SheetScreen())
        self._tell_read_only()
        return True

    async def action_quit(self) -> None:
        """Ctrl+Q: quit. After a failed save it asks first (ctrl+q again also quits)."""
        from .screens.confirm import Confirm

        if self.save_error is None or self.pulka is None or self.read_only:
            self.exit()
            return
        if isinstance(self.screen, Confirm) and self.screen.id == "quit-unsaved":
            self.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()

        question = Confirm(tr("quit_unsaved", reason=self.save_error), id="quit-unsaved")
        self.push_screen(question, answered)

    def tell_copy(self, example: Path, copy: Path) -> None:
        """Say that the example ``example`` was opened as ``copy`` in the data folder."""
        self.notify(tr("example_copied", example=example.name, path=str(copy)),
                    timeout=15, markup=False)

    def _open_existing(self, path: Path) -> tuple[Pulka, dict[str, Any]] | None:
        """The pulka in ``path`` and its meta; None (and a notice) if it cannot be read."""
        from ..storage import PulkaFileError, load

        if not path.exists():
            return None
        try:
            model, pulka = load(path)
        except PulkaFileError as exc:
            self.notify("\n".join(exc.problems[:5]), title=path.name, severity="error",
                        markup=False)
            return None
        except OSError as exc:
            self.notify(str(exc), title=path.name, severity="error", markup=False)
            return None
        return pulka, {k: getattr(model, k) for k in META_KEYS}

    def save(self) -> bool:
        """Write the pulka file atomically; on failure tell the table and return False.

        A failure is kept in :attr:`save_error` until a later save succeeds.
        """
        from ..storage import atomic_write_text, dump

        if self.pulka is None or self.pulka_path is None or self.read_only:
            return False
        try:
            atomic_write_text(self.pulka_path, dump(self.pulka, **self.meta))
        except OSError as exc:
            self.save_error = exc.strerror or str(exc)
            self.notify(tr("save_failed", path=str(self.pulka_path), reason=str(exc)),
                        severity="error", timeout=10, markup=False)
            return False
        self.save_error = None
        return True

    # -- the lock file (storage.lock) ------------------------------------------------------
    def lock_file(self, path: Path) -> None:
        """Hold the lock of ``path``; another app holding it makes this one read-only."""
        from ..storage.lock import PulkaLockedError, acquire

        if self.lock is not None and self.lock.path == Path(path):
            return
        self.on_unmount()
        self.read_only = None
        try:
            self.lock = acquire(path)
        except PulkaLockedError as exc:
            self.read_only = exc
        except OSError:
            self.lock = None  # a folder we cannot write to: save() will say so

    def _tell_read_only(self) -> None:
        if self.read_only is None:
            return
        held = self.read_only.holder
        self.sub_title = tr("read_only")
        self.notify(tr("file_locked", path=str(self.read_only.path),
                       pid=held.pid if held else "?", host=held.host if held else "?",
                       since=held.since if held else "?"), severity="warning", timeout=30,
                    markup=False)

    def on_unmount(self) -> None:
        """Let go of the lock file (also when switching to another pulka)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None
