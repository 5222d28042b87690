"""The thin App: the current pulka, its file, the language; screens do the rest.

``preferans-tui FILE`` opens a pulka and saves that file after every accepted hand;
``preferans-tui`` alone shows the start screen, and a new pulka gets a new file in the
data folder, written at once and after every hand. The app never computes a score: it
appends hands to the :class:`~preferans_tui.rules.Pulka` and saves.
"""

from __future__ import annotations

import contextlib
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from textual.app import App

from ..rules import Hand, HandResult, Pulka, PulkaError
from ..storage import PulkaFileError, atomic_write_text, dump, load
from ..storage.lock import PulkaLock, PulkaLockedError, acquire
from ..storage.paths import data_dir, new_pulka_path
from .examples import is_example
from .i18n import language, set_language, system_language, tr
from .messages import LanguageChanged, PulkaChanged
from .screens.base import set_bindings
from .settings import Settings, load_settings, save_settings

META_KEYS = ("title", "created", "notes")


class PreferansApp(App[int]):
    """The table-side app.

    ``pulka_path``: a pulka file to open and keep saving (an absent file is created
    from the start screen); ``data_dir``: where new pulkas go (see ``storage.paths``).

    Raises (constructor):
        PulkaFileError: ``pulka_path`` exists but is not a valid pulka file.
    """

    CSS_PATH = "app.tcss"
    TITLE = "preferans-tui"

    def __init__(self, pulka_path: Path | None = None, data_dir: Path | None = None) -> None:
        super().__init__()
        self.data_folder = _data_folder(data_dir)
        self.settings = load_settings(self.data_folder)
        set_language(self.settings.language or system_language())
        self.pulka_path: Path | None = Path(pulka_path) if pulka_path else None
        self.pulka: Pulka | None = None
        self.meta: dict[str, str | None] = {}
        self.lock: PulkaLock | None = None
        self.read_only: PulkaLockedError | None = None
        """Set when another app holds the file: no hand entry, no save (issue 5)."""
        self.copied_from: Path | None = None
        """The example of ``saves/`` this pulka is a copy of (never written to)."""
        if self.pulka_path is not None and self.pulka_path.exists():
            model, self.pulka = load(self.pulka_path)
            self.meta = {k: getattr(model, k) for k in META_KEYS}
            if is_example(self.pulka_path):
                self.copied_from = self.pulka_path
                self.pulka_path = new_pulka_path(self.data_folder, datetime.now())
            self.lock_file(self.pulka_path)
            if self.copied_from is not None:
                self.save()
        self._apply_language()

    def on_mount(self) -> None:
        """Show the sheet of the opened pulka, or the start screen."""
        if self.pulka is not None:
            from .screens.sheet import SheetScreen

            self.push_screen(SheetScreen())
            self._tell_read_only()
            if self.copied_from is not None and self.pulka_path is not None:
                self.tell_copy(self.copied_from, self.pulka_path)
        else:
            from .screens.start import StartScreen

            self.push_screen(StartScreen())

    # -- the pulka -------------------------------------------------------------------------
    def open_pulka(self, pulka: Pulka, path: Path | None, meta: dict[str, Any]) -> bool:
        """Make ``pulka`` current and show its sheet; return False if it cannot be opened.

        ``path`` None: a new pulka, saved at once to the file named on the command line
        or to a new file of the data folder. The file's lock is taken BEFORE anything is
        written: if another app holds it, this app shows that file read-only and never
        writes; a file another app wrote meanwhile is opened, not overwritten.
        """
        from .screens.sheet import SheetScreen

        meta = {k: meta.get(k) for k in META_KEYS}
        if path is not None:
            self.lock_file(path)
        else:
            given = self.pulka_path  # named on the command line, absent at launch
            path = given or new_pulka_path(self.data_folder, datetime.now())
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

    def tell_copy(self, example: Path, copy: Path) -> None:
        """Say that the example ``example`` was opened as ``copy`` in the data folder."""
        self.notify(tr("example_copied", example=example.name, path=str(copy)),
                    timeout=15, markup=False)

    def _open_existing(self, path: Path) -> tuple[Pulka, dict[str, Any]] | None:
        """The pulka in ``path`` and its meta; None (and a notice) if it cannot be read."""
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

    def record_hand(self, hand: dict[str, Any] | Hand) -> HandResult:
        """Append ``hand`` (checked by the rules core) and save the file.

        Raises:
            PulkaError: the core refuses the hand; nothing changes.
        """
        assert self.pulka is not None
        if self.read_only:
            raise PulkaError(str(self.read_only))
        result = self.pulka.append(hand)
        self.save()
        self.screen.post_message(PulkaChanged())
        return result

    def undo_hand(self) -> Hand | None:
        """Remove the last hand (rule 4.2.9) and save; ``None`` if there is none."""
        if self.pulka is None or not len(self.pulka) or self.read_only:
            return None
        hand = self.pulka.undo()
        self.save()
        self.screen.post_message(PulkaChanged())
        return hand

    def save(self) -> bool:
        """Write the pulka file atomically; on failure tell the table and return False."""
        if self.pulka is None or self.pulka_path is None or self.read_only:
            return False
        try:
            atomic_write_text(self.pulka_path, dump(self.pulka, **self.meta))
        except OSError as exc:
            self.notify(tr("save_failed", path=str(self.pulka_path), reason=str(exc)),
                        severity="error", timeout=10, markup=False)
            return False
        return True

    # -- the lock file (storage.lock) ------------------------------------------------------
    def lock_file(self, path: Path) -> None:
        """Hold the lock of ``path``; another app holding it makes this one read-only."""
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

    # -- language --------------------------------------------------------------------------
    def action_toggle_language(self) -> None:
        """Switch English ↔ Russian, remember it in settings.json, redraw every screen."""
        set_language("en" if language() == "ru" else "ru")
        self.settings = Settings(language=language())  # type: ignore[arg-type]
        with contextlib.suppress(OSError):
            save_settings(self.data_folder, self.settings)
        self._apply_language()
        for screen in self.screen_stack:
            screen.post_message(LanguageChanged())

    def action_help(self) -> None:
        """The help screen (keys, what the sheet shows, the rule numbers)."""
        from .screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def _apply_language(self) -> None:
        self.title = tr("app_title")
        set_bindings(self, [("f2", "toggle_language", "language", True),
                            ("ctrl+q", "quit", "quit", True),
                            ("f1", "help", "help", True),
                            ("question_mark", "help", "help", False)])
        self.refresh_bindings()


def _data_folder(override: Path | None) -> Path:
    return data_dir(override)


def run_app(file: Path | None, data_dir: Path | None) -> int:
    """Run the app; return the exit code (0, or 1 for a bad pulka file).

    A file that cannot be used prints its problems to standard error and is left
    untouched; nothing is drawn.
    """
    try:
        app = PreferansApp(file, data_dir)
    except PulkaFileError as exc:
        print(f"preferans-tui: {exc.source}: {len(exc.problems)} problem(s)", file=sys.stderr)
        for problem in exc.problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"preferans-tui: {exc}", file=sys.stderr)
        return 1
    app.run()
    return app.return_code or 0
