"""``preferans-tui stats``: its options and its run (issue 15); :mod:`.stats_answer` does
the work.

Only the standard library is imported here: ``stats`` answers from its last run before
pydantic or the rules core are loaded.
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import date
from pathlib import Path

from ..texts import tr
from ..untrusted import quoted
from .language import saved_language


def _day(text: str) -> date:
    """A date given to ``--since`` / ``--until``."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(tr("arg_not_a_date", text=quoted(text))) from None


def arguments(stats: argparse.ArgumentParser) -> None:
    """The places to read, the filters, the aliases and the output of ``stats``."""
    stats.add_argument("places", nargs="*", type=Path, metavar="FOLDER",
                       help=tr("arg_stats_places"))
    stats.add_argument("--since", type=_day, metavar="DATE", help=tr("arg_stats_since"))
    stats.add_argument("--until", type=_day, metavar="DATE", help=tr("arg_stats_until"))
    stats.add_argument("--variant", metavar="V", help=tr("arg_stats_variant"))
    stats.add_argument("--player", metavar="NAME", help=tr("arg_stats_player"))
    stats.add_argument("--finished-only", action="store_true",
                       help=tr("arg_stats_finished_only"))
    stats.add_argument("--alias", metavar="OTHER=NAME", action="append", default=[],
                       help=tr("arg_stats_alias"))
    stats.add_argument("--unalias", metavar="OTHER", action="append", default=[],
                       help=tr("arg_stats_unalias"))
    stats.add_argument("--data-dir", type=Path, help=tr("arg_stats_data_dir"))
    stats.add_argument("--club", metavar="URL", help=tr("arg_stats_club"))
    stats.add_argument("--ratings", action="store_true", help=tr("arg_stats_ratings"))
    stats.add_argument("--lang", choices=("en", "ru"), help=tr("arg_stats_lang"))
    out = stats.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help=tr("arg_stats_json"))
    out.add_argument("--csv", action="store_true", help=tr("arg_stats_csv"))


def _aliases(args: argparse.Namespace, folder: Path) -> int:
    """Add (``--alias``) and forget (``--unalias``) aliases; 1 if one is refused."""
    from ..ledger import AliasError, Aliases, parse_alias
    from ..storage.ledger_files import change_aliases
    from ..untrusted import visible, visible_path

    def change(aliases: Aliases) -> Aliases:
        for other, name in pairs:
            aliases = aliases.adding(other, name)
        for text in args.unalias:
            aliases = aliases.removing(text.strip())
        return aliases

    try:
        pairs = [parse_alias(text) for text in args.alias]  # refused before any lock
        path, aliases = change_aliases(folder, change)
    except AliasError as exc:
        print(f"preferans-tui: {visible(str(exc))}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"preferans-tui: cannot write the aliases: {visible(str(exc))}", file=sys.stderr)
        return 1
    shown = ", ".join(f"{visible(a)} = {visible(n)}" for a, n in aliases.aliases.items())
    print(f"aliases ({visible_path(path)}): {shown or 'none'}", file=sys.stderr)
    return 0


def run(args: argparse.Namespace) -> int:
    """:func:`run_stats`, ended quietly if its reader goes away (:func:`.printed.printed`)."""
    from .printed import printed

    return printed(lambda: run_stats(args))


def run_stats(args: argparse.Namespace) -> int:
    """``preferans-tui stats``: the ledger as tables, JSON or CSV; 0, or 1 with the reason
    on standard error (a bad alias or variant, a damaged aliases file)."""
    from ..storage.paths import data_dir
    from .stats_answer import StatsError, StatsQuery, answer, ledger_places

    try:
        # only an alias change writes: reading the ledger makes no folder
        folder = data_dir(args.data_dir, create=bool(args.alias or args.unalias))
    except OSError as exc:
        from ..storage.paths import folder_trouble
        from ..texts import language

        print(f"preferans-tui: {folder_trouble(exc, language())}", file=sys.stderr)
        return 1
    if (args.alias or args.unalias) and _aliases(args, folder):
        return 1
    club = args.club or os.environ.get("PREFERANS_TUI_CLUB")
    if not club and not args.places:  # folders named: their files, not the settings' club
        from ..texts import set_language
        from .club_choice import settings_club

        set_language(saved_language(args.lang, folder))  # a stored club unusable is said in it
        club = settings_club(folder)
    if club:
        return _club_stats(args, club, folder)
    query = StatsQuery(ledger_places(args.places, folder), folder, args.since, args.until,
                       args.variant, args.player, args.finished_only)

    def warn(what: str, why: str) -> None:
        """One line on standard error: a file of the ledger failed its check, rebuilt."""
        from ..storage.ledger_paths import CACHE_FILE, LAST_RUN_FILE, ledger_folder
        from ..texts import set_language
        from ..untrusted import visible_path
        from ..views.printing import say

        set_language(saved_language(args.lang, folder))
        path = ledger_folder(folder) / (CACHE_FILE if what == "cache" else LAST_RUN_FILE)
        say("preferans-tui: " + tr("lg_rebuilt", file=visible_path(path),
                                   why=tr(f"lg_check_{why}")), sys.stderr)

    try:
        if args.json or args.csv:
            from ..views.ledger_text import csv_text, json_text

            print(answer(query, csv_text if args.csv else json_text, warn),
                  end="" if args.csv else "\n")
        else:
            from rich.console import Console

            from ..texts import set_language
            from .stats_tables import stats_tables

            set_language(saved_language(args.lang, folder))

            Console().print(answer(query, stats_tables, warn))
    except StatsError as exc:
        from ..views.printing import say

        say(f"preferans-tui: {exc}", sys.stderr)
        return 1
    return 0


def _club_stats(args: argparse.Namespace, url: str, folder: Path) -> int:
    """``stats --club URL``: the ledger of the club's pulkas, printed as ``stats`` prints
    it (:func:`preferans_tui.cli.club.club_stats`)."""
    from ..club.errors import ClubError
    from ..views.printing import say
    from .club import club_stats

    if args.places:
        say("preferans-tui: stats --club reads the club database: give no FOLDER", sys.stderr)
        return 2
    if args.since is not None and args.until is not None and args.since > args.until:
        say(f"preferans-tui: --since {args.since} is later than --until {args.until}",
            sys.stderr)
        return 1
    keep = {"since": args.since, "until": args.until, "variant": args.variant,
            "player": args.player, "finished_only": args.finished_only}
    try:
        if args.json or args.csv:
            from ..views.ledger_text import csv_text, json_text

            print(club_stats(url, keep, csv_text if args.csv else json_text),
                  end="" if args.csv else "\n")
        else:
            from rich.console import Console

            from ..texts import set_language
            from .stats_tables import stats_tables

            set_language(saved_language(args.lang, folder))
            Console().print(club_stats(url, keep, stats_tables))
            if args.ratings:
                from .event import ratings_lines

                for line in ratings_lines(url):
                    say(line)
    except ClubError as exc:
        say(f"preferans-tui: {exc}", sys.stderr)
        return 1
    return 0
