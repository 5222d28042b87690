"""``preferans-tui watch FILE``: a read-only view of a pulka that follows its file.

:class:`WatchApp` follows the file as the scorekeeper's app saves it
(:class:`~.follow.FileFollower`: a look at its ``stat`` a few times a second, a read in
a thread worker after each change; no lock is taken, so a file another app holds locked
opens fine, and nothing is ever written).

A read that fails (the file absent, half-written, not yet a valid pulka) keeps the last
good pulka on screen and says "waiting for the file"; the next change of the file is read
again. No key changes anything: F2 switches the language for this run (the settings are
not written), F1 opens the help at this view's section, Ctrl+Q quits.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ..texts import said, set_language, system_language, tr
from ..untrusted import visible, visible_cut, visible_path
from .follow import POLL_SECONDS, FileFollower
from .screens.watch import WatchScreen
from .translated import KeySpec, TranslatedApp

if TYPE_CHECKING:
    from ..rules import Pulka
    from ..session.follow import Followed as Outcome
    from ..storage import PulkaFileError

APP_KEYS: list[KeySpec] = [("f2", "toggle_language", "language", True, True),
                           ("ctrl+q", "quit", "quit", True, True),
                           ("f1,question_mark", "help", "help", True)]
"""F2 and Ctrl+Q are priority bindings, as in the main app: a modal screen (the help
page) passes on no other key to the app. F1 is not: on the help page it closes it."""


def waiting_reason(error: PulkaFileError) -> str:
    """Why the view waits, in the language of the moment (the set_state line words it
    again on F2): the file check's first problem, shown safely."""
    return visible(said(error.problems[0])) if error.problems else ""


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
        self.pulka: Pulka | None = None
        """The last good pulka read, or ``None`` before the first."""
        self.follower = FileFollower(self, self.path, self._took, poll=poll)

    @property
    def reads(self) -> int:
        """How many reads of the file are done and on screen (good or not)."""
        return self.follower.reads

    @property
    def path_name(self) -> str:
        """The file's name as it may be shown."""
        return visible_path(self.path.name)

    def on_mount(self) -> None:
        """The screen first (it says the file is being read); SIGTERM and SIGHUP quit
        as Ctrl+Q does (:func:`~.signals.quit_on_signals`)."""
        from .signals import quit_on_signals

        quit_on_signals(self)
        self.sub_title = tr("read_only")
        self.push_screen(WatchScreen(self.path_name))

    def on_ready(self) -> None:
        """Once the first frame is drawn: read the file, then look at it every ``poll``."""
        self.follower.start()

    async def _took(self, outcome: Outcome) -> None:
        """Show a good read; after a failed one keep the last good pulka and wait."""
        from ..storage import PulkaFileError

        # the watcher's own screen, under the help page if F1 opened it
        screen = next(s for s in self.screen_stack if isinstance(s, WatchScreen))
        if isinstance(outcome, PulkaFileError):
            key = "watch_waiting_kept" if self.pulka is not None else "watch_waiting"
            screen.set_state(key, waiting=True, path=self.path_name,
                             reason=partial(waiting_reason, outcome))
        else:
            model, self.pulka = outcome
            self.title = visible_cut(model.title or self.path.name)
            await screen.show(self.pulka, model.deals_limit)
            screen.set_state("watch_following", waiting=False, path=self.path_name)

    def action_help(self) -> None:
        """F1 or ``?``: the help page, at the live view's section (what it shows, its
        keys); on the help itself nothing happens (its own F1 and ``?`` close it)."""
        from .screens.help import show_help

        show_help(self)

    def language_switched(self) -> None:
        """F2 switches the language for this run (the watcher writes no settings)."""
        self.sub_title = tr("read_only")


def run_watch(file: Path, lang: str | None = None) -> int:
    """Run the watcher of ``file`` until Ctrl+Q; return the exit code (0).

    The language is ``lang`` (``serve``'s link asks for one: issue 30.2), else the one
    saved in the data folder's settings, else the system's; the data folder is only
    looked at, never created, and no setting is written.
    """
    from ..storage.paths import data_dir
    from .settings import load_settings

    try:
        saved = load_settings(data_dir(create=False)).language
    except OSError:
        saved = None
    set_language(lang or saved or system_language())
    from .signals import signals_caught

    app = WatchApp(file)
    with signals_caught(app):
        app.run()
    return app.return_code or 0
