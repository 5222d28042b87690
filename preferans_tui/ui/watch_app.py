"""``preferans-tui watch FILE``: a read-only view of a pulka that follows its file.

The scorekeeper's app saves by atomic replace (``storage.atomic``): each save is a new
file (a new inode) under the old name. :class:`WatchApp` polls the file's ``stat`` a
few times a second — (inode, size, mtime, ctime), a cheap system call, no busy loop —
and when it changed, reads the file again in a thread worker (a long pulka never freezes
the view) with :func:`~preferans_tui.storage.load`, which only reads: no lock is taken,
so a file another app holds locked opens fine, and nothing is ever written.

A read that fails (the file absent, half-written, not yet a valid pulka) keeps the last
good pulka on screen and says "waiting for the file"; the next change of the file is read
again. No key changes anything: F2 switches the language for this run (the settings are
not written), Ctrl+Q quits.
"""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from textual import work

from ..untrusted import visible, visible_cut, visible_path
from .i18n import set_language, system_language, tr
from .screens.watch import WatchScreen
from .translated import KeySpec, TranslatedApp

if TYPE_CHECKING:
    from ..rules import Pulka
    from ..storage import PulkaFile, PulkaFileError

    Outcome = tuple[PulkaFile, Pulka] | PulkaFileError

POLL_SECONDS = 0.3
"""How often the file's ``stat`` is compared: a save shows within about this long (plus
the read), well under the second issue 14 asks for."""

APP_KEYS: list[KeySpec] = [("f2", "toggle_language", "language", True),
                           ("ctrl+q", "quit", "quit", True),
                           ("f1,question_mark", "help", "help", True)]

StatKey = tuple[int, int, int, int]


def stat_key(path: Path) -> StatKey | None:
    """What changes when the file is saved: (inode, size, mtime, ctime) in nanoseconds;
    ``None`` if there is no file to stat. An atomic replace gives a new inode; a file
    written in place changes its size or times."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def waiting_reason(error: PulkaFileError) -> str:
    """Why the view waits, shown safely: a file that cannot be read at all in the
    interface language (the system's own reason, ``strerror``, as given); any other
    problem as the file check words it (English, as ``check`` prints it)."""
    from ..storage.file_model import NOT_REGULAR, PulkaUnreadableError

    if isinstance(error, PulkaUnreadableError):
        why = error.reason
        return tr("watch_unreadable", reason=tr("watch_not_regular") if why == NOT_REGULAR
                  else visible(why))
    return visible(error.problems[0]) if error.problems else ""


class WatchApp(TranslatedApp[int]):
    """Follows the pulka file ``path``: a read after each change, the last good pulka on
    screen. ``poll``: seconds between two looks at the file's ``stat``."""

    TITLE = "preferans-tui"
    KEYS = APP_KEYS
    ENABLE_COMMAND_PALETTE = False
    """No palette: its commands (a screenshot, the theme) have no place in a view that
    writes nothing, and the browser's visitors reach every key."""

    def __init__(self, path: Path, *, poll: float = POLL_SECONDS) -> None:
        super().__init__()
        self.path = Path(path)
        self.poll_seconds = poll
        self.pulka: Pulka | None = None
        """The last good pulka read, or ``None`` before the first."""
        self.reads = 0
        """How many reads of the file are done and on screen (good or not)."""
        self._seen: StatKey | None | bool = False  # False: never looked
        self._reading = False

    @property
    def path_name(self) -> str:
        """The file's name as it may be shown."""
        return visible_path(self.path.name)

    def on_mount(self) -> None:
        """The screen first (it says the file is being read)."""
        self.sub_title = tr("read_only")
        self.push_screen(WatchScreen(self.path_name))

    def on_ready(self) -> None:
        """Once the first frame is drawn: read the file, then look at it every ``poll``."""
        self.poll_file()
        self.set_interval(self.poll_seconds, self.poll_file)

    def poll_file(self) -> None:
        """Read the file again if its ``stat`` changed and no read is under way (a change
        during a read is seen by the look that follows it)."""
        if self._reading:
            return
        key = stat_key(self.path)
        if key == self._seen:
            return
        self._seen = key
        self._reading = True
        self._read()

    @work(thread=True, group="watch-read")
    def _read(self) -> None:
        """:func:`~preferans_tui.storage.load` off the event loop, then :meth:`_took`."""
        from ..storage import PulkaFileError, load

        outcome: Outcome
        try:
            outcome = load(self.path)
        except PulkaFileError as exc:
            outcome = exc
        try:
            # mypy solves call_from_thread's ``T | Awaitable[T]`` for this coroutine as
            # Never: the callback is passed untyped (Textual awaits it either way)
            self.call_from_thread(cast(Any, self._took), outcome)
        except RuntimeError:
            if self.is_running:
                raise  # _took's own error, not "the app was closed meanwhile"

    async def _took(self, outcome: Outcome) -> None:
        """Show a good read; after a failed one keep the last good pulka and wait."""
        from ..storage import PulkaFileError

        screen = self.screen
        assert isinstance(screen, WatchScreen)  # the watcher's only screen
        if isinstance(outcome, PulkaFileError):
            key = "watch_waiting_kept" if self.pulka is not None else "watch_waiting"
            screen.set_state(key, waiting=True, path=self.path_name,
                             reason=partial(waiting_reason, outcome))
        else:
            model, self.pulka = outcome
            self.title = visible_cut(model.title or self.path.name)
            await screen.show(self.pulka)
            screen.set_state("watch_following", waiting=False, path=self.path_name)
        self.reads += 1
        self._reading = False
        self.poll_file()

    def action_help(self) -> None:
        """F1 or ``?``: what this view is and its keys (it has no other)."""
        self.notify(tr("watch_help"), title=tr("help"), timeout=15, markup=False)

    def language_switched(self) -> None:
        """F2 switches the language for this run (the watcher writes no settings)."""
        self.sub_title = tr("read_only")


def run_watch(file: Path) -> int:
    """Run the watcher of ``file`` until Ctrl+Q; return the exit code (0).

    The language is the one saved in the data folder's settings, else the system's; the
    data folder is only looked at, never created.
    """
    from ..storage.paths import data_dir
    from .settings import load_settings

    try:
        saved = load_settings(data_dir(create=False)).language
    except OSError:
        saved = None
    set_language(saved or system_language())
    app = WatchApp(file)
    app.run()
    return app.return_code or 0
