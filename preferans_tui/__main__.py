"""The command line: ``preferans-tui [FILE]`` opens the app; subcommands do the rest.

``python -m preferans_tui`` and the ``preferans-tui`` script share :func:`main`. Every
line printed goes through :func:`say`: a name, a key or a file name from a file never
reaches the terminal raw (:mod:`preferans_tui.untrusted`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .club import command as club_command
from .collector import collector_paused
from .events import command as event_command
from .printing import say, tell_problems
from .stats_cli import add_stats_parser, run_stats
from .untrusted import quoted, visible_json, visible_path

__all__ = ["main", "say", "tell_problems"]

COMMANDS = {
    "settle": "settle a pulka file: whists per player, payments and who owes whom",
    "check": "list every problem of a pulka file (exit 1 if any)",
    "schema": "print the pulka file's JSON Schema",
    "replay": "step through a saved pulka hand by hand",
    "watch": "a read-only view of a pulka that follows its file as the app saves it",
    "serve": "the watch view in a web browser, for the players' phones",
    "stats": "the players' ledger over all saved pulkas",
    "club": "the club database: import, sync and check every table's pulkas",
    "event": "tournaments: seat the rounds, collect the tables' pulkas, rank the players",
}
"""The subcommands and their one-line help (``preferans-tui --help`` lists them)."""

WATCH_DESCRIPTION = (
    "Show the pulka FILE read-only and redraw it each time the scorekeeper's app saves "
    "it. While the file is absent or not a valid pulka, the last good state stays on "
    "screen with 'waiting for the file'. Nothing is written; F2 English/Russian, Ctrl+Q "
    "quits."
)

SERVE_DESCRIPTION = (
    "Show the pulka FILE, read-only and live, in a web browser: every visitor gets the "
    "watch view of that one file, nothing else, and nothing is written. It prints the "
    "address to open, with a random access token; a request without the token gets 403. "
    "Anyone with that link can see the pulka while the server runs; Ctrl+C stops sharing."
)


def _commands() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="preferans-tui", description="Russian preferans scoresheet: commands."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    settle = sub.add_parser("settle", help=COMMANDS["settle"])
    settle.add_argument("file", type=Path)
    settle.add_argument("--json", action="store_true",
                        help="print the settlement as one JSON object (README: The pulka file)")
    check = sub.add_parser("check", help=COMMANDS["check"])
    check.add_argument("file", type=Path)
    sub.add_parser("schema", help=COMMANDS["schema"])
    replay = sub.add_parser("replay", help=COMMANDS["replay"])
    replay.add_argument("file", type=Path)
    watch = sub.add_parser("watch", help=COMMANDS["watch"], description=WATCH_DESCRIPTION)
    watch.add_argument("file", type=Path, help="the pulka file to follow (read only)")
    serve = sub.add_parser("serve", help=COMMANDS["serve"], description=SERVE_DESCRIPTION)
    serve.add_argument("file", type=_file_name, help="the pulka file to show (read only)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this computer "
                            "only; 0.0.0.0: every network of this computer)")
    serve.add_argument("--port", type=_port, default=8000, help="the port (default 8000)")
    for command in (settle, check, replay):
        command.add_argument("--lang", choices=("en", "ru"),
                             help="the language to print in (default: the app's saved "
                                  "setting, else the system's LANG)")
    add_stats_parser(sub)
    club_command.add_parser(sub)
    event_command.add_parser(sub)
    return parser


def _file_name(text: str) -> Path:
    """A file's name as given; an empty one is refused (``Path("")`` is the current
    folder, which ``serve`` would share without a word)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty name: give the pulka file to share")
    return Path(text)


def _port(text: str) -> int:
    """A TCP port, 1–65535."""
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {quoted(text)}")
    return int(text)


def _app_parser() -> argparse.ArgumentParser:
    lines = "\n".join(f"  {name:<8}{text}" for name, text in COMMANDS.items())
    parser = argparse.ArgumentParser(
        prog="preferans-tui",
        description="Russian preferans scoresheet.",
        epilog=f"commands (preferans-tui COMMAND --help):\n{lines}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", nargs="?", type=Path, help="a pulka file to open (and save)")
    parser.add_argument("--data-dir", type=Path, help="where new pulkas are saved")
    parser.add_argument("--club", metavar="URL", help="also send each hand to the club "
                        "database (sqlite:///PATH or postgresql://…; default "
                        "$PREFERANS_TUI_CLUB), after the file is saved")
    return parser


def _settle(args: argparse.Namespace) -> int:
    from .report import settle_json
    from .storage import PulkaFileError, load

    try:
        model, pulka = load(args.file)
    except PulkaFileError as exc:
        from .ui.i18n import said, tr

        shown = exc.problems[: exc.SHOWN]
        more = len(exc.problems) - len(shown)
        text = "; ".join(map(said, shown)) + (tr("problems_more", n=more) if more > 0 else "")
        say(f"preferans-tui: {exc.shown_source}: {text}", sys.stderr)
        return 1
    if args.json:
        print(visible_json(settle_json(pulka), indent=1))
    else:
        from rich.console import Console, Group

        from .ui.settlement_view import printed_parts

        Console().print(Group(*printed_parts(pulka, model.title)))
    return 0


def _check(args: argparse.Namespace) -> int:
    from .storage.check import check_bytes
    from .storage.pulka_file import PulkaFileError, read_bytes
    from .ui.hand_texts import pulka_count
    from .ui.i18n import said, tr, tr_count

    try:
        report = check_bytes(read_bytes(args.file), str(args.file))
    except PulkaFileError as exc:
        say(f"{exc.shown_source}: {tr_count('n_problems', 1)}\n  {said(exc.problems[0])}")
        return 1
    if report.problems:
        say(f"{visible_path(report.source)}: {tr_count('n_problems', len(report.problems))}")
        for problem in report.problems:
            say(f"  {said(problem)}")
        if report.skipped:
            *rest, last = map(str, report.skipped)
            if rest:
                say("  " + tr("skipped_hands", hands=", ".join(rest), last=last))
            else:
                say("  " + tr("skipped_hand", last=last))
        return 1
    assert report.pulka is not None
    say(f"{visible_path(args.file)}: {tr('check_ok', count=pulka_count(report.pulka))}")
    return 0


def _schema() -> int:
    from .storage.pulka_file import json_schema

    print(json.dumps(json_schema(), ensure_ascii=False, indent=1))
    return 0


def _printing(command: Callable[[], int]) -> int:
    """Run a command that prints; a reader that went away (``schema | head``) ends it
    quietly with exit code 1 instead of a BrokenPipeError traceback.

    The Python docs' recipe (signal module, "Note on SIGPIPE"): point standard output at
    os.devnull, so the flush at interpreter exit does not fail a second time.
    """
    try:
        code = command()
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        except (AttributeError, OSError, ValueError):
            pass  # not a file descriptor (a test's capture): nothing is left to flush
        finally:
            os.close(devnull)
        return 1


COLLECTOR_OFF = ("settle", "check", "stats", "replay", "club", "event", None)
"""The commands run with the cyclic garbage collector off (``None``: the app). Nearly
every object they make lives until they end (modules, the pulka, the sheet), or is
freed by its last reference (``stats``' pulkas, one file after another: its peak
memory over 1,000 files is the same either way), so the collector's walks find
nothing: ~60 ms of the app's start, 25 ms of a 10,000-hand ``settle``, 0.3 s of a
100,000-hand one, 0.5 s of a 100,000-hand ``replay`` before its first frame (three
walks of the whole pulka) and a tenth of ``stats``' processor time over 1,000 files
(issues 15, 16). The app and ``replay`` switch it on again once their screen is shown
(:func:`~preferans_tui.ui.heap.settle_heap`); the commands that run for long without
one (watch, serve) keep it on."""


ON_A_TERMINAL = ("replay", "watch")
"""The commands (besides the app) that draw on the terminal: SIGTERM and SIGHUP end them
as a quit does from their first moment (:mod:`preferans_tui.ui.signals`)."""


def _end_on_signals() -> dict[int, Any]:
    """Until the app runs, SIGTERM and SIGHUP end the command with 128 + the signal's
    number (``SystemExit``, so nothing half-done is kept); the app's own handlers then
    take over (:func:`preferans_tui.ui.signals.signals_caught`). Only in the main thread
    (a test calling :func:`main` from another changes nothing). Returns the handlers it
    replaced."""
    import signal
    import threading

    from .ending import end

    if threading.current_thread() is not threading.main_thread():
        return {}
    numbers = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    return {number: signal.signal(number, end) for number in numbers}


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code (0 ok, 1 a bad file, 2 bad usage)."""
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv and argv[0] in COMMANDS else None
    before = _end_on_signals() if command is None or command in ON_A_TERMINAL else {}
    try:
        if command not in COLLECTOR_OFF:
            return _main(argv)
        with collector_paused():
            return _main(argv)
    finally:
        import signal

        for number, handler in before.items():
            signal.signal(number, handler)


def _main(argv: list[str]) -> int:
    if argv and argv[0] in COMMANDS:
        args = _commands().parse_args(argv)
        if args.command == "schema":
            return _printing(_schema)
        if args.command == "stats":
            return _printing(lambda: run_stats(args))
        if args.command == "club":
            return _printing(lambda: club_command.run(args))
        if args.command == "event":
            return _printing(lambda: event_command.run(args))
        if args.command == "watch":
            from .ui.watch_app import run_watch

            return run_watch(args.file)
        if args.command == "serve":
            from .web.server import run_serve

            return _printing(lambda: run_serve(args.file, args.host, args.port))
        if args.command == "replay":
            from .ui.replay_app import run_replay

            return run_replay(args.file, args.lang)
        from .ui.i18n import set_language
        from .ui.settings import command_language

        set_language(command_language(args.lang))
        if args.command == "settle":
            return _printing(lambda: _settle(args))
        return _printing(lambda: _check(args))
    args = _app_parser().parse_args(argv)
    try:
        from .ui.app import run_app

        return run_app(args.file, args.data_dir,
                       args.club or os.environ.get("PREFERANS_TUI_CLUB"))
    except KeyboardInterrupt:  # ctrl+c before Textual takes the keyboard
        return 130


if __name__ == "__main__":
    sys.exit(main())
