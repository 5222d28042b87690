"""The parsers of the command line, built from the table (:data:`.commands.COMMANDS`).

``preferans-tui COMMAND …`` is read by :func:`commands_parser`; anything else
(``preferans-tui [FILE]``, ``--help``) by :func:`app_parser`, which opens the app.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from .commands import COMMANDS


def commands_parser() -> argparse.ArgumentParser:
    """``preferans-tui COMMAND …``: one subparser per row of the table, in its order."""
    parser = argparse.ArgumentParser(
        prog="preferans-tui", description="Russian preferans scoresheet: commands."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS.values():
        command.arguments(sub.add_parser(command.name, help=command.help,
                                         description=command.description))
    return parser


def app_parser() -> argparse.ArgumentParser:
    """``preferans-tui [FILE] [--data-dir DIR] [--club URL] [--lang en|ru]``; its help
    lists the commands."""
    lines = "\n".join(f"  {c.name:<8}{c.help}" for c in COMMANDS.values())
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
                        "$PREFERANS_TUI_CLUB, else the club of `club use`), after the "
                        "file is saved")
    parser.add_argument("--lang", choices=("en", "ru"),
                        help="the app's language for this run (default: the saved "
                             "setting, F2, else the system's LANG); the saved one stays")
    return parser

