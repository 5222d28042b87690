"""The parsers of the command line, built from the table (:data:`.commands.COMMANDS`).

``preferans-tui COMMAND …`` is read by :func:`commands_parser`; anything else
(``preferans-tui [FILE]``, ``--help``) by :func:`app_parser`, which opens the app. Their
words (help, descriptions, argparse's own) are in the current language
(:func:`~preferans_tui.texts.tr`, :mod:`.argparse_words`): :func:`preferans_tui.__main__.main`
builds them in the language of the command line (:func:`.language.argv_language`).
"""

from __future__ import annotations

from pathlib import Path

from ..texts import tr
from .argparse_words import Parser, RawDescriptionHelpFormatter
from .commands import COMMANDS


def commands_parser() -> Parser:
    """``preferans-tui COMMAND …``: one subparser per row of the table, in its order."""
    parser = Parser(prog="preferans-tui", description=tr("arg_commands_about"))
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS.values():
        description = command.description and tr(command.description)
        command.arguments(sub.add_parser(command.name, help=tr(command.help),
                                         description=description))
    return parser


def app_parser() -> Parser:
    """``preferans-tui [FILE] [--data-dir DIR] [--club URL] [--lang en|ru]``; its help
    lists the commands."""
    lines = "\n".join(f"  {c.name:<8}{tr(c.help)}" for c in COMMANDS.values())
    parser = Parser(
        prog="preferans-tui",
        description=tr("arg_app_about"),
        epilog=f"{tr('arg_commands_list')}\n{lines}",
        formatter_class=RawDescriptionHelpFormatter,
    )
    parser.add_argument("file", nargs="?", type=Path, help=tr("arg_app_file"))
    parser.add_argument("--data-dir", type=Path, help=tr("arg_app_data_dir"))
    parser.add_argument("--club", metavar="URL", help=tr("arg_app_club"))
    parser.add_argument("--lang", choices=("en", "ru"), help=tr("arg_app_lang"))
    return parser
