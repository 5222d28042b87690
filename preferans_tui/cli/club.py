"""``preferans-tui club …``: the club database from the command line.

``club import FILE…`` (files or folders of them: a stick after an evening), ``club sync
FILE…`` (the table's files, their corrections and undos recorded), ``club check``,
``club players``, ``club alias [--remove] PLAYER_ID NAME``, ``club show [PULKA_ID]`` (without it the
list of pulkas, :mod:`.club_list`) and ``club use [URL | --none]``
(:mod:`.club_choice`); ``stats --club`` is :func:`club_stats`. The
database is ``--club URL``, else ``$PREFERANS_TUI_CLUB``, else the club of the settings
(``club use``), else ``club.sqlite`` in the data folder. Only argparse is imported until
a command runs. Every message names the database without its password.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

CLUB_HELP = "the club database: every table's hands in one place (SQLite or PostgreSQL)"
CLUB_DESCRIPTION = """\
The club database (README: the club database). The pulka files stay each table's source
of truth; the club holds every hand of every pulka, corrections and undos as their own
records. --club URL is sqlite:///PATH or postgresql://USER@HOST/DATABASE (else
$PREFERANS_TUI_CLUB, else the club of `club use URL`, else club.sqlite in the data
folder)."""
URL_HELP = ("the club database: sqlite:///PATH or postgresql://USER:PASSWORD@HOST/DB "
            "(default: $PREFERANS_TUI_CLUB, else the club of `club use`, else club.sqlite "
            "in the data folder)")


def arguments(club: argparse.ArgumentParser) -> None:
    """Add the commands of ``club`` (import, sync, check, players, show, alias, use)."""
    from .club_choice import USE_HELP, use_arguments

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--club", metavar="URL", help=URL_HELP)
    common.add_argument("--data-dir", type=Path, help="the data folder (its club.sqlite, "
                        "and the ledger's aliases the players are matched by)")
    verbs = club.add_subparsers(dest="club_command", required=True)
    imp = verbs.add_parser("import", parents=[common], help="store pulka files in the club: "
                           "new hands added, a file disagreeing with a stored hand refused")
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE",
                     help="pulka files, or folders of them")
    syn = verbs.add_parser("sync", parents=[common], help="send the hands of the table's "
                           "files the club lacks; corrections and undos recorded as such")
    syn.add_argument("files", nargs="+", type=Path, metavar="FILE")
    verbs.add_parser("check", parents=[common], help="replay every stored pulka and compare "
                     "what was derived from it (exit 1 on a problem)")
    verbs.add_parser("players", parents=[common], help="the club's players: id, name, aliases")
    show = verbs.add_parser("show", parents=[common], help="a stored pulka: its players, "
                            "hands, and every correction and undo recorded; without "
                            "PULKA_ID, every pulka of the club: id, title, created, "
                            "players, hands, last hand (the latest last)")
    show.add_argument("pulka_id", metavar="PULKA_ID", nargs="?",
                      help="the pulka's id (club show without it lists them)")
    alias = verbs.add_parser("alias", parents=[common],
                             help="make NAME another name of the player PLAYER_ID")
    alias.add_argument("player_id", metavar="PLAYER_ID")
    alias.add_argument("name", metavar="NAME")
    alias.add_argument("--remove", action="store_true",
                       help="undo it: NAME is no longer a name of PLAYER_ID")
    use_arguments(verbs.add_parser("use", help=USE_HELP))


def _url(given: str | None, data_dir: Path | None) -> str:
    """``--club``, else ``$PREFERANS_TUI_CLUB``, else the settings' club, else the data
    folder's club.sqlite.

    Raises:
        OSError: the data folder cannot be made.
    """
    from ..club.urls import default_url
    from ..storage.paths import data_dir as data_folder
    from .club_choice import chosen_club

    folder = data_folder(data_dir)
    return chosen_club(given, folder) or default_url(folder)


def _err(text: str) -> None:
    from ..views.printing import say

    say(f"preferans-tui: {text}", sys.stderr)


def run(args: argparse.Namespace) -> int:
    """Run ``club COMMAND``; 0, or 1 with the reason on standard error."""
    from ..club.database import open_club
    from ..club.errors import ClubError

    if args.club_command == "use":
        from .club_choice import run_use

        return run_use(args)
    try:
        club = open_club(_url(args.club, args.data_dir))
    except ClubError as exc:
        _err(str(exc))
        return 1
    except OSError as exc:
        from ..storage.paths import folder_trouble
        from ..texts import language

        _err(folder_trouble(exc, language()))
        return 1
    try:
        with club:
            command: Callable[[Any, argparse.Namespace], int] = {
                "import": _import, "sync": _import, "check": _check,
                "players": _players, "alias": _alias, "show": _show}[args.club_command]
            return command(club, args)
    except ClubError as exc:
        _err(str(exc))
        return 1


def _import(club: Any, args: argparse.Namespace) -> int:
    from ..club.errors import ClubUnreachable, HandDisagrees, RulesDisagree
    from ..club.reading import read_pulka_file
    from ..club.refusals import remember_error, remember_file_error
    from ..club.writing import store_pulka
    from ..storage.ledger_files import load_aliases
    from ..storage.ledger_paths import pulka_files
    from ..storage.paths import data_dir
    from ..storage.pulka_file import PulkaFileError
    from ..untrusted import visible_path
    from ..views.printing import say

    aliases = load_aliases(data_dir(args.data_dir))
    failed = 0
    for path in pulka_files(args.files):
        try:
            record = read_pulka_file(path)
        except PulkaFileError as exc:
            _err(f"{exc}; not stored")
            remember_file_error(club, path, exc)
            failed += 1
            continue
        if not record.hands and record.id_source == "derived":
            say(f"{visible_path(path)}: no hand yet, nothing to store")
            continue
        try:
            done = store_pulka(club, record, mode=args.club_command, aliases=aliases)
        except (HandDisagrees, RulesDisagree) as exc:
            _err(str(exc))
            remember_error(club, record.id, exc)
            failed += 1
            continue
        except ClubUnreachable as exc:
            _err(str(exc))
            return 1
        say(f"{visible_path(path)}: {_told(done)}")
    return 1 if failed else 0


def _told(done: Any) -> str:
    """``pulka ID: 12 hands, 3 new`` and the like."""
    parts = []
    if done.new_pulka:
        parts.append("new to the club")
    if done.added:
        parts.append(f"{done.added} hand{'s' if done.added != 1 else ''} added")
    if done.corrected:
        parts.append(f"{done.corrected} corrected")
    if done.undone:
        parts.append(f"{done.undone} undone")
    said = ", ".join(parts) if parts else "already in the club, unchanged"
    return f"pulka {done.pulka_id}: {done.hands} hands; {said}"


def _check(club: Any, args: argparse.Namespace) -> int:
    from ..club.checking import check_club
    from ..views.printing import say

    out = check_club(club)
    for problem in out.problems:
        say(problem)
    say(f"{club.shown}: {out.pulkas} pulkas, {out.hands} hands replayed; "
        + (f"{len(out.problems)} problems" if out.problems else "every one settles and "
           "its results equal a fresh replay"))
    return 1 if out.problems else 0


def _players(club: Any, args: argparse.Namespace) -> int:
    from sqlalchemy import select

    from ..club.players import name_key
    from ..club.schema import player_names, players
    from ..views.printing import say

    with club.reading() as conn:
        rows = conn.execute(select(players.c.id, players.c.display_name)
                            .order_by(players.c.display_name)).all()
        names = conn.execute(select(player_names.c.player_id, player_names.c.name)
                             .order_by(player_names.c.name)).all()
    for pid, shown in rows:
        others = [n for p, n in names if p == pid and name_key(n) != name_key(shown)]
        say(f"{pid}  {shown}" + (f"  (also: {', '.join(others)})" if others else ""))
    return 0


def _show(club: Any, args: argparse.Namespace) -> int:
    """``club show PULKA_ID``: the pulka's head, then each hand change in order;
    ``club show``: the list of the club's pulkas (:mod:`.club_list`)."""
    import json

    from sqlalchemy import select

    from ..club.schema import hand_changes, pulkas
    from ..views.printing import say

    if args.pulka_id is None:
        from .club_list import show_pulkas

        return show_pulkas(club)
    pulka_id = args.pulka_id.strip()
    with club.reading() as conn:
        row = conn.execute(select(pulkas).where(pulkas.c.id == pulka_id)).first()
        if row is None:
            _err(f"the club holds no pulka {pulka_id!r}: club import or sync stores one")
            return 1
        changes = conn.execute(select(hand_changes).where(hand_changes.c.pulka_id == pulka_id)
                               .order_by(hand_changes.c.id)).all()
    say(f"pulka {row.id} ({'its file' if row.id_source == 'file' else 'derived'} id): "
        f"{row.title or '(no title)'}; {', '.join(json.loads(row.players))}; "
        f"{row.hands} hands, {row.status}; created {row.created or '?'}; from {row.source}")
    for change in changes:
        after = f" → {change.new_record}" if change.new_record is not None else ""
        say(f"  hand {change.number} {change.change} at {change.stored_at}: "
            f"{change.old_record}{after}")
    if not changes:
        say("  no hand corrected or undone")
    return 0


def _alias(club: Any, args: argparse.Namespace) -> int:
    """``club alias PLAYER_ID NAME`` (``--remove``: undo it). A name of another player is
    refused, naming both: there is no merging of two players."""
    from ..club.errors import NameTaken, NotAnAlias
    from ..club.players import add_alias, remove_alias
    from ..rules.players import name_problem
    from ..texts import tr
    from ..untrusted import visible
    from ..views.printing import say

    if args.remove:
        try:
            with club.writing() as conn:
                shown = remove_alias(conn, args.player_id.strip(), args.name)
        except NotAnAlias as exc:
            _err(tr("club_alias_own_name" if exc.own else "club_alias_not_his",
                    name=exc.name, player=exc.player))
            return 1
        say(tr("club_alias_removed", name=visible(args.name), player=shown))
        return 0
    problem = name_problem(args.name)
    if problem:
        _err(f"the name {problem} (rule 1.2)")
        return 1
    try:
        with club.writing() as conn:
            shown = add_alias(conn, args.player_id.strip(), args.name)
    except NameTaken as exc:
        _err(tr("club_alias_taken", name=exc.name, owner=exc.owner, owner_id=exc.owner_id,
                player=exc.player, player_id=exc.player_id))
        return 1
    say(f"{args.name} is now another name of {shown}")
    return 0


def club_stats(url: str, filters: dict[str, Any], render: Callable[[dict[str, Any]], T]
               ) -> T:
    """``render`` of the club's ledger object (``stats --club``); ``filters`` as
    :class:`~preferans_tui.ledger.LedgerFilter` takes them.

    Raises:
        ClubError: the database cannot be used, or a filter is bad (the message says
            why).
    """
    from ..club.database import open_club
    from ..club.ledger import club_ledger

    with open_club(url, create=False) as club:
        return render(club_ledger(club, filters))
