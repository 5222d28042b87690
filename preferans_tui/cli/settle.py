"""``preferans-tui settle FILE [--json]``: whists per player, payments and who owes whom;
``settle --paper [TOTALS.json]``: the same for an evening scored on paper (issue 30.4),
its totals typed in (asked one by one) or read from a file of ``settle --json``'s keys."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..texts import tr
from ..untrusted import visible_json
from ..views.printing import say
from .language import lang_argument, use_language
from .printed import printed

if TYPE_CHECKING:
    from ..rules import Pulka


def arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, nargs="?", help=tr("arg_settle_file"))
    parser.add_argument("--json", action="store_true", help=tr("arg_settle_json"))
    parser.add_argument("--paper", action="store_true", help=tr("arg_settle_paper"))
    lang_argument(parser)


def run(args: argparse.Namespace) -> int:
    """Print the settlement of ``args.file`` (a table, or ``--json``); 1 for a file that
    cannot be used, its problems on standard error."""
    use_language(args.lang)
    return printed(lambda: _settle(args))


def _settle(args: argparse.Namespace) -> int:
    if args.paper:
        return _paper(args)
    if args.file is None:
        say("preferans-tui settle: a pulka file is needed (or --paper)", sys.stderr)
        return 2
    from ..storage import PulkaFileError, load

    try:
        model, pulka = load(args.file)
    except PulkaFileError as exc:
        from ..texts import said

        shown = exc.problems[: exc.SHOWN]
        more = len(exc.problems) - len(shown)
        text = "; ".join(map(said, shown)) + (tr("problems_more", n=more) if more > 0 else "")
        say(f"preferans-tui: {exc.shown_source}: {text}", sys.stderr)
        return 1
    _print(pulka, model.title, args.json, limit=model.deals_limit)
    return 0


def _print(pulka: Pulka, title: str | None, as_json: bool, paper: bool = False,
           limit: int | None = None) -> None:
    from ..views.settlement import settle_json

    if as_json:
        out = settle_json(pulka)
        if paper:
            out["hands"] = 0  # the totals came from paper: no hand was read
        print(visible_json(out, indent=1))
    else:
        from rich.console import Console, Group

        from ..views.settlement_tables import printed_parts

        Console().print(Group(*printed_parts(pulka, title, limit)))


def _paper(args: argparse.Namespace) -> int:
    """``settle --paper``: the totals from ``args.file``, else asked for on the terminal."""
    from ..storage.json_file import JsonFileError, read_json
    from ..storage.paper_totals import PaperError, paper_pulka
    from ..texts import said, tr
    from ..untrusted import visible_path
    from ..views.paper import paper_message
    from .paper_entry import ask_totals

    if args.file is None:
        if not sys.stdin.isatty():
            say(f"preferans-tui: {tr('paper_needs_terminal')}", sys.stderr)
            return 2
        try:
            pulka = ask_totals()
        except (EOFError, KeyboardInterrupt):
            say("", sys.stderr)
            return 1
        _print(pulka, tr("paper_title"), args.json, paper=True)
        return 0
    shown = visible_path(str(args.file))
    try:
        data = read_json(args.file, 4 * 1024 * 1024)
    except JsonFileError as exc:  # a FIFO, a folder, 100,000 brackets deep: one line
        say(f"preferans-tui: {shown}: {said(exc.reason)}", sys.stderr)
        return 1
    try:
        pulka = paper_pulka(data)
    except PaperError as exc:
        say(f"preferans-tui: {shown}: {paper_message(exc)}", sys.stderr)
        return 1
    _print(pulka, tr("paper_title"), args.json, paper=True)
    return 0
