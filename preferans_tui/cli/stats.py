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

from ..untrusted import quoted

STATS_HELP = """\
Every pulka file (*.json) of the data folder, or of the folders (or files) given, adds
up into one ledger: per player the evenings, deals, result in whists (each evening's
settlement, exact) and money (each at its file's own stake), games, misères, raspasy,
whists and help; and head to head. A pulka's date is its "created" time, else its
file's modification time. Names match ignoring case; an alias makes two names one
player. Damaged files are listed and skipped; only the ledger's cache (in the data
folder's ledger/ folder) is written.
"""


def _day(text: str) -> date:
    """A date given to ``--since`` / ``--until``."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{quoted(text)} is not a date such as 2026-09-01") from None


def arguments(stats: argparse.ArgumentParser) -> None:
    """The places to read, the filters, the aliases and the output of ``stats``."""
    stats.add_argument("places", nargs="*", type=Path, metavar="FOLDER",
                       help="folders (or files) to read instead of the data folder")
    stats.add_argument("--since", type=_day, metavar="DATE",
                       help="only evenings on or after DATE (2026-09-01)")
    stats.add_argument("--until", type=_day, metavar="DATE",
                       help="only evenings on or before DATE")
    stats.add_argument("--variant", metavar="V", help="only pulkas of variant V (sochi, "
                       "leningrad, rostov, fspr, classic)")
    stats.add_argument("--player", metavar="NAME", help="only the evenings NAME played")
    stats.add_argument("--finished-only", action="store_true",
                       help="only finished pulkas (by default a pulka still in progress "
                            "counts as it stands, and is marked unfinished)")
    stats.add_argument("--alias", metavar="OTHER=NAME", action="append", default=[],
                       help='make OTHER another name of NAME from now on ("Аня=Anna"); kept '
                       "in the data folder's ledger/aliases.json")
    stats.add_argument("--unalias", metavar="OTHER", action="append", default=[],
                       help="forget the alias OTHER")
    stats.add_argument("--data-dir", type=Path, help="the data folder (its pulkas, aliases "
                       "and cache)")
    stats.add_argument("--club", metavar="URL", help="the ledger of the club database "
                       "instead of files (sqlite:///PATH or postgresql://…; default "
                       "$PREFERANS_TUI_CLUB, else the club of `club use` when no FOLDER "
                       "is given): the same figures as over the same files")
    stats.add_argument("--ratings", action="store_true",
                       help="with --club: the players' ratings after the ledger (prefko's "
                            "and a pairwise Elo over the club's pulkas in playing order, "
                            "as event ratings prints them)")
    stats.add_argument("--lang", choices=("en", "ru"),
                       help="the language of the tables (default: the app's saved setting, "
                            "else the system's LANG); --json and --csv are the same in both")
    out = stats.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object")
    out.add_argument("--csv", action="store_true", help="print one CSV row per player")


def _language(given: str | None, folder: Path) -> str:
    """The language of the tables, as ``settle`` and ``check`` choose theirs
    (:func:`~preferans_tui.ui.settings.command_language`): ``--lang``, else the one the
    app saved in the data folder's ``settings.json`` (F2), else the system's.

    The setting is read with the standard library, as the app's ``Settings`` model reads
    it (an object whose ``language`` is ``"en"`` or ``"ru"``; anything else is no
    setting): the answer from the last run loads no pydantic."""
    import json

    from ..storage.ledger_paths import OWN_FILE_LIMIT, read_regular
    from ..texts import system_language

    if given:
        return given
    path = folder / "settings.json"  # ui.settings.settings_path's (which loads pydantic)
    try:  # a FIFO or a link to /dev/zero in its place is not waited on, nor read forever
        saved = json.loads(read_regular(path, OWN_FILE_LIMIT)).get("language")
    except (OSError, ValueError, AttributeError):
        saved = None
    return saved if saved in ("en", "ru") else system_language()


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
        folder = data_dir(args.data_dir)
    except OSError as exc:
        from ..storage.paths import folder_trouble
        from ..texts import language

        print(f"preferans-tui: {folder_trouble(exc, language())}", file=sys.stderr)
        return 1
    if (args.alias or args.unalias) and _aliases(args, folder):
        return 1
    club = args.club or os.environ.get("PREFERANS_TUI_CLUB")
    if not club and not args.places:  # folders named: their files, not the settings' club
        from .club_choice import settings_club

        club = settings_club(folder)
    if club:
        return _club_stats(args, club, folder)
    query = StatsQuery(ledger_places(args.places, folder), folder, args.since, args.until,
                       args.variant, args.player, args.finished_only)

    def warn(what: str, why: str) -> None:
        """One line on standard error: a file of the ledger failed its check, rebuilt."""
        from ..storage.ledger_paths import CACHE_FILE, LAST_RUN_FILE, ledger_folder
        from ..texts import set_language, tr
        from ..untrusted import visible_path
        from ..views.printing import say

        set_language(_language(args.lang, folder))
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

            set_language(_language(args.lang, folder))

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

            set_language(_language(args.lang, folder))
            Console().print(club_stats(url, keep, stats_tables))
            if args.ratings:
                from .event import ratings_lines

                for line in ratings_lines(url):
                    say(line)
    except ClubError as exc:
        say(f"preferans-tui: {exc}", sys.stderr)
        return 1
    return 0
