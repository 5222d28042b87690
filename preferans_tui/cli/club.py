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

STATUSES = ("playing", "finished")
"""A stored pulka's ``status`` (``club show`` says it in words: ``club_status_…``)."""
CHANGES = ("corrected", "undone")
"""A recorded hand change (``club show`` says it in words: ``club_change_…``)."""


def arguments(club: argparse.ArgumentParser) -> None:
    """Add the commands of ``club`` (import, sync, check, players, show, alias, use)."""
    from ..texts import tr
    from .club_choice import use_arguments
    from .language import lang_argument

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--club", metavar="URL", help=tr("arg_club_url"))
    common.add_argument("--data-dir", type=Path, help=tr("arg_club_data_dir"))
    lang_argument(common)
    verbs = club.add_subparsers(dest="club_command", required=True)
    imp = verbs.add_parser("import", parents=[common], help=tr("arg_club_import"))
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE",
                     help=tr("arg_club_import_files"))
    syn = verbs.add_parser("sync", parents=[common], help=tr("arg_club_sync"))
    syn.add_argument("files", nargs="+", type=Path, metavar="FILE")
    verbs.add_parser("check", parents=[common], help=tr("arg_club_check"))
    verbs.add_parser("players", parents=[common], help=tr("arg_club_players"))
    show = verbs.add_parser("show", parents=[common], help=tr("arg_club_show"))
    show.add_argument("pulka_id", metavar="PULKA_ID", nargs="?",
                      help=tr("arg_club_show_id"))
    alias = verbs.add_parser("alias", parents=[common], help=tr("arg_club_alias"))
    alias.add_argument("player_id", metavar="PLAYER_ID")
    alias.add_argument("name", metavar="NAME")
    alias.add_argument("--remove", action="store_true", help=tr("arg_club_alias_remove"))
    use_arguments(verbs.add_parser("use", help=tr("arg_club_use")))


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
    from .language import use_language

    use_language(args.lang)
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
    from ..texts import tr
    from ..views.printing import say

    aliases = load_aliases(data_dir(args.data_dir))
    failed = 0
    for path in pulka_files(args.files):
        try:
            record = read_pulka_file(path)
        except PulkaFileError as exc:
            _err(tr("club_not_stored", error=exc))
            remember_file_error(club, path, exc)
            failed += 1
            continue
        if not record.hands and (record.id_source == "derived"
                                 or not _in_club(club, record.id)):
            # a pulka begun and left: the club stores files with at least one hand (a
            # file that lost the hands the club holds still goes on, to be refused)
            say(tr("club_no_hand_yet", path=path))
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
        say(f"{tr('club_file_line', path=path)}: {_told(done)}")
    return 1 if failed else 0


def _in_club(club: Any, pulka_id: str) -> bool:
    """Whether the club holds the pulka ``pulka_id`` already."""
    from sqlalchemy import select

    from ..club.schema import pulkas

    with club.reading() as conn:
        return conn.execute(select(pulkas.c.id).where(pulkas.c.id == pulka_id)).first() \
            is not None


def _told(done: Any) -> str:
    """``pulka ID: 12 hands; new to the club, 12 hands added`` and the like, in the
    current language."""
    from ..texts import tr, tr_count

    parts = []
    if done.new_pulka:
        parts.append(tr("club_new_pulka"))
    if done.added:
        parts.append(tr_count("club_added", done.added))
    if done.corrected:
        parts.append(tr("club_corrected", count=done.corrected))
    if done.undone:
        parts.append(tr("club_undone", count=done.undone))
    said = ", ".join(parts) if parts else tr("club_unchanged")
    return tr("club_told", pulka=done.pulka_id, hands=tr_count("ev_n_hands", done.hands),
              said=said)


def _check(club: Any, args: argparse.Namespace) -> int:
    from ..club.checking import check_club
    from ..texts import tr, tr_count
    from ..views.printing import say

    out = check_club(club)
    for problem in out.problems:
        say(problem)
    say(tr("club_checked", club=club.shown, pulkas=out.pulkas, hands=out.hands,
           said=tr_count("club_problems", len(out.problems)) if out.problems
           else tr("club_all_clean")))
    return 1 if out.problems else 0


def _players(club: Any, args: argparse.Namespace) -> int:
    from sqlalchemy import select

    from ..club.players import name_key
    from ..club.schema import player_names, players
    from ..texts import tr
    from ..views.printing import say

    with club.reading() as conn:
        rows = conn.execute(select(players.c.id, players.c.display_name)
                            .order_by(players.c.display_name)).all()
        names = conn.execute(select(player_names.c.player_id, player_names.c.name)
                             .order_by(player_names.c.name)).all()
    for pid, shown in rows:
        others = [n for p, n in names if p == pid and name_key(n) != name_key(shown)]
        say(f"{pid}  {shown}" + (tr("club_also", names=", ".join(others)) if others else ""))
    return 0


def _show(club: Any, args: argparse.Namespace) -> int:
    """``club show PULKA_ID``: the pulka's head, then each hand change in order;
    ``club show``: the list of the club's pulkas (:mod:`.club_list`)."""
    import json

    from sqlalchemy import select

    from ..club.schema import hand_changes, pulkas
    from ..texts import tr, tr_count
    from ..untrusted import visible
    from ..views.printing import say

    if args.pulka_id is None:
        from .club_list import show_pulkas

        return show_pulkas(club)
    pulka_id = args.pulka_id.strip()
    with club.reading() as conn:
        row = conn.execute(select(pulkas).where(pulkas.c.id == pulka_id)).first()
        if row is None:
            _err(tr("club_no_such_pulka", pulka=repr(pulka_id)))
            return 1
        changes = conn.execute(select(hand_changes).where(hand_changes.c.pulka_id == pulka_id)
                               .order_by(hand_changes.c.id)).all()
    say(tr("club_pulka_head", pulka=row.id,
           id_source=tr("club_id_file" if row.id_source == "file" else "club_id_derived"),
           title=row.title or tr("club_no_title"), players=", ".join(json.loads(row.players)),
           hands=tr_count("ev_n_hands", row.hands),
           status=tr(f"club_status_{row.status}") if row.status in STATUSES else row.status,
           created=row.created or "?", source=row.source))
    for change in changes:
        after = f" → {visible(change.new_record)}" if change.new_record is not None else ""
        say(tr("club_change", number=change.number,
               change=tr(f"club_change_{change.change}") if change.change in CHANGES
               else change.change, at=change.stored_at, old=change.old_record) + after)
    if not changes:
        say(tr("club_no_change"))
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
        _err(tr("club_bad_name", problem=problem))
        return 1
    try:
        with club.writing() as conn:
            shown = add_alias(conn, args.player_id.strip(), args.name)
    except NameTaken as exc:
        _err(tr("club_alias_taken", name=exc.name, owner=exc.owner, owner_id=exc.owner_id,
                player=exc.player, player_id=exc.player_id))
        return 1
    say(tr("club_alias_done", name=args.name, player=shown))
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
