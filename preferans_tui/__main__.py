"""The command line: ``preferans-tui [FILE]`` opens the app; subcommands do the rest.

``python -m preferans_tui`` and the ``preferans-tui`` script share :func:`main`, which
builds the parser from the table of commands (:data:`preferans_tui.cli.commands.COMMANDS`)
and runs the one asked for. Every line printed goes through
:func:`~preferans_tui.views.printing.say`: a name, a key or a file name from a file
never reaches the terminal raw (:mod:`preferans_tui.untrusted`). A reader that goes
away (``club players | head -1``) ends every command quietly, here, once
(:func:`~preferans_tui.cli.printed.printed`): a command that printed its lines
unguarded ended in a BrokenPipeError traceback.
"""

from __future__ import annotations

import sys

from .cli.commands import COMMANDS
from .collector import collector_paused

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code (0 ok, 1 a bad file, 2 bad usage)."""
    from .cli.printed import printed
    from .cli.signals import end_on_signals, put_back

    argv = sys.argv[1:] if argv is None else argv
    command = COMMANDS.get(argv[0]) if argv else None
    before = end_on_signals() if command is None or command.on_a_terminal else {}
    try:
        if command is not None and not command.collector_off:
            return printed(lambda: _run(argv))
        with collector_paused():
            return printed(lambda: _run(argv))
    finally:
        put_back(before)


def _run(argv: list[str]) -> int:
    """Parse ``argv`` in its language (its help and its usage errors: ``--lang``, else
    the saved setting, else the system's; :func:`~.cli.language.argv_language`), then run
    the command it names, or the app."""
    from .cli.language import argv_language, speaking
    from .cli.parser import app_parser, commands_parser

    command = argv and argv[0] in COMMANDS
    with speaking(argv_language(argv)):
        args = (commands_parser() if command else app_parser()).parse_args(argv)
    if command:
        return COMMANDS[args.command].run(args)
    from .cli.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
