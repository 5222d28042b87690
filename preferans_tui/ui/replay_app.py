"""``preferans-tui replay FILE``: a small app that shows one pulka's :class:`ReplayScreen`.

The file is only read, never written. A file that cannot be used prints its problems to
standard error and the command exits 1, drawing nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..rules import Pulka
from ..storage import PulkaFileError, load
from ..texts import set_language
from ..untrusted import visible_path
from .heap import settle_heap_soon
from .screens.replay import ReplayScreen
from .settings import command_language
from .translated import KeySpec, TranslatedApp

APP_KEYS: list[KeySpec] = [("f2", "toggle_language", "language", True, True),
                           ("ctrl+q", "quit", "quit", True, True),
                           ("f1,question_mark", "help", "help", True)]
"""F2 and Ctrl+Q are priority bindings, as in the main app: a modal screen (the help
page) passes on no other key to the app. F1 is not: on the help page it closes it."""


class ReplayApp(TranslatedApp[int]):
    """Replays ``pulka`` hand by hand; closing the replay quits.

    ``title``: shown in the heading (the file's title, or its name).
    """

    TITLE = "preferans-tui"
    ENABLE_COMMAND_PALETTE = False
    """No command palette: its commands (the theme, a screenshot) are not the table's, and
    its ``^p`` would take a place in the footer the table's keys need at 80 columns."""
    KEYS = APP_KEYS

    def __init__(self, pulka: Pulka, title: str | None = None, *, step: int = 0) -> None:
        super().__init__()
        self.pulka = pulka
        self.pulka_title = title
        self.start_step = step

    def on_mount(self) -> None:
        """Show the replay; when it closes, quit (also on SIGTERM and SIGHUP)."""
        from .signals import quit_on_signals

        quit_on_signals(self)
        self.push_screen(ReplayScreen(self.pulka, self.pulka_title, step=self.start_step),
                         callback=lambda _: self.exit(0))
        settle_heap_soon(self)

    def action_help(self) -> None:
        """F1 or ``?``: the help, at the replay's keys (or the settlement's)."""
        from .screens.help import show_help

        show_help(self)


def run_replay(file: Path, lang: str | None = None) -> int:
    """Run the replay of ``file``; return the exit code (0, or 1 for a bad pulka file).

    The language is ``lang``, else the one saved in the data folder's settings, else
    the system's (:func:`~.settings.command_language`).
    """
    set_language(command_language(lang))  # a file's problems are told in it too
    try:
        model, pulka = load(Path(file))
    except PulkaFileError as exc:
        from ..texts import said, tr_count
        from ..views.printing import tell_problems

        tell_problems(exc.source, [said(p) for p in exc.problems], sys.stderr,
                      tally=tr_count("n_problems", len(exc.problems)))
        return 1
    from .signals import signals_caught

    app = ReplayApp(pulka, model.title or visible_path(Path(file).name))
    with signals_caught(app):
        app.run()
    return app.return_code or 0
