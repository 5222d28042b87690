"""The table of commands: each one's name, help (a message id of the catalogues: the
parser shows it in the command language), arguments and run, and how it runs.

:mod:`preferans_tui.__main__` builds the parser from :data:`COMMANDS` and dispatches on
it; ``preferans-tui --help`` lists it. Only the standard library (and the command
modules, which import nothing else at their top but the words, :mod:`preferans_tui.texts`)
is loaded here.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NamedTuple

from . import check, club, event, export, rules, schema, settle, stats, viewers


class Command(NamedTuple):
    """One subcommand of ``preferans-tui`` (a named tuple, not a dataclass: dataclasses
    loads inspect, a tenth of ``--help``'s start).

    - ``arguments``: adds its arguments to its parser;
    - ``run``: runs it on the parsed arguments, returns the exit code;
    - ``prints``: it prints to standard output, and a reader that went away
      (``schema | head``) ends it quietly with 1 (:func:`.printed.printed`);
    - ``collector_off``: it runs with the cyclic garbage collector paused (as the app does).
      Nearly every object such a command makes lives until it ends (modules, the pulka,
      the sheet), or is freed by its last reference (``stats``' pulkas, one file after
      another: its peak memory over 1,000 files is the same either way), so the
      collector's walks find nothing: ~60 ms of the app's start, 25 ms of a 10,000-hand
      ``settle``, 0.3 s of a 100,000-hand one, 0.5 s of a 100,000-hand ``replay`` before
      its first frame (three walks of the whole pulka) and a tenth of ``stats``'
      processor time over 1,000 files (issues 15, 16). The app and ``replay`` switch it
      on again once their screen is shown (:func:`~preferans_tui.ui.heap.settle_heap`);
      the commands that run for long without one (watch, serve) keep it on;
    - ``on_a_terminal``: it draws on the terminal, and SIGTERM and SIGHUP end it as a
      quit does from its first moment (:mod:`preferans_tui.ui.signals`).
    """

    name: str
    help: str
    """The message id of its line in ``--help`` (``arg_settle``), shown by
    :func:`~preferans_tui.texts.tr` in the command language."""
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]
    description: str | None = None
    """The message id of the paragraph its own ``--help`` opens with, if any."""
    prints: bool = True
    collector_off: bool = True
    on_a_terminal: bool = False


COMMANDS: dict[str, Command] = {c.name: c for c in (
    Command("settle", "arg_settle", settle.arguments, settle.run),
    Command("check", "arg_check", check.arguments, check.run),
    Command("schema", "arg_schema", schema.arguments, schema.run, collector_off=False),
    Command("replay", "arg_replay", viewers.replay_arguments, viewers.run_replay,
            prints=False, on_a_terminal=True),
    Command("watch", "arg_watch", viewers.watch_arguments, viewers.run_watch,
            "arg_watch_about", prints=False, collector_off=False, on_a_terminal=True),
    Command("serve", "arg_serve", viewers.serve_arguments, viewers.run_serve,
            "arg_serve_about", collector_off=False),
    Command("stats", "arg_stats", stats.arguments, stats.run, "arg_stats_about"),
    Command("club", "arg_club", club.arguments, club.run, "arg_club_about"),
    Command("event", "arg_event", event.arguments, event.run, "arg_event"),
    Command("export", "arg_export", export.arguments, export.run, "arg_export_about"),
    Command("rules", "arg_rules", rules.arguments, rules.run, "arg_rules_about"),
)}
"""The subcommands, in the order ``--help`` lists them."""

