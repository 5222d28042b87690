"""The command line: ``preferans-tui [FILE]`` opens the app; subcommands do the rest.

``python -m preferans_tui`` and the ``preferans-tui`` script share :func:`main`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from .stats_cli import add_stats_parser, run_stats

COMMANDS = ("settle", "check", "schema", "replay", "stats")


def _commands() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="preferans-tui", description="Russian preferans scoresheet: commands."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    settle = sub.add_parser("settle", help="settle a pulka file: whists per player")
    settle.add_argument("file", type=Path)
    settle.add_argument("--json", action="store_true", help="print FORMAT.md's JSON object")
    check = sub.add_parser("check", help="list every problem of a pulka file (exit 1 if any)")
    check.add_argument("file", type=Path)
    sub.add_parser("schema", help="print the pulka file's JSON Schema")
    replay = sub.add_parser("replay", help="step through a saved pulka hand by hand")
    replay.add_argument("file", type=Path)
    add_stats_parser(sub)
    return parser


def _app_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="preferans-tui",
        description="Russian preferans scoresheet. Subcommands: " + ", ".join(COMMANDS) + ".",
    )
    parser.add_argument("file", nargs="?", type=Path, help="a pulka file to open (and save)")
    parser.add_argument("--data-dir", type=Path, help="where new pulkas are saved")
    return parser


def _settle(args: argparse.Namespace) -> int:
    from .report import settle_json, settle_table
    from .storage import PulkaFileError, load

    try:
        model, pulka = load(args.file)
    except PulkaFileError as exc:
        print(f"preferans-tui: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(settle_json(pulka), ensure_ascii=False, indent=1))
    else:
        from rich.console import Console

        Console().print(settle_table(pulka, model.title))
    return 0


def _check(args: argparse.Namespace) -> int:
    from .storage.check import check_bytes
    from .storage.pulka_file import PulkaFileError, read_bytes

    try:
        report = check_bytes(read_bytes(args.file), str(args.file))
    except PulkaFileError as exc:
        print(f"{exc.source}: 1 problem\n  {exc.problems[0]}")
        return 1
    if report.problems:
        count = len(report.problems)
        print(f"{report.source}: {count} problem{'' if count == 1 else 's'}")
        for problem in report.problems:
            print(f"  {problem}")
        if report.skipped:
            *rest, last = map(str, report.skipped)
            if rest:
                print(f"  (left out of the replay: hands {', '.join(rest)} and {last}; the "
                      f"hands after each were checked without it)")
            else:
                print(f"  (left out of the replay: hand {last}; the hands after it were "
                      f"checked without it)")
        return 1
    assert report.pulka is not None
    print(f"{args.file}: ok, {len(report.pulka)} hands")
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


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code (0 ok, 1 a bad file, 2 bad usage)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in COMMANDS:
        args = _commands().parse_args(argv)
        if args.command == "settle":
            return _printing(lambda: _settle(args))
        if args.command == "check":
            return _printing(lambda: _check(args))
        if args.command == "schema":
            return _printing(_schema)
        if args.command == "stats":
            return _printing(lambda: run_stats(args))
        from .ui.replay_app import run_replay

        return run_replay(args.file)
    args = _app_parser().parse_args(argv)
    try:
        from .ui.app import run_app

        return run_app(args.file, args.data_dir)
    except KeyboardInterrupt:  # ctrl+c before Textual takes the keyboard
        return 130


if __name__ == "__main__":
    sys.exit(main())
