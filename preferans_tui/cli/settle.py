"""``preferans-tui settle FILE [--json]``: whists per player, payments and who owes whom."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..untrusted import visible_json
from ..views.printing import say
from .language import lang_argument, use_language
from .printed import printed


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path)
    parser.add_argument("--json", action="store_true",
                        help="print the settlement as one JSON object (README: The pulka file)")
    lang_argument(parser)


def run(args: argparse.Namespace) -> int:
    """Print the settlement of ``args.file`` (a table, or ``--json``); 1 for a file that
    cannot be used, its problems on standard error."""
    use_language(args.lang)
    return printed(lambda: _settle(args))


def _settle(args: argparse.Namespace) -> int:
    from ..storage import PulkaFileError, load
    from ..views.settlement import settle_json

    try:
        model, pulka = load(args.file)
    except PulkaFileError as exc:
        from ..texts import said, tr

        shown = exc.problems[: exc.SHOWN]
        more = len(exc.problems) - len(shown)
        text = "; ".join(map(said, shown)) + (tr("problems_more", n=more) if more > 0 else "")
        say(f"preferans-tui: {exc.shown_source}: {text}", sys.stderr)
        return 1
    if args.json:
        print(visible_json(settle_json(pulka), indent=1))
    else:
        from rich.console import Console, Group

        from ..views.settlement_tables import printed_parts

        Console().print(Group(*printed_parts(pulka, model.title)))
    return 0
