"""``preferans-tui event …``: tournaments from the command line (README: Tournaments).

``event new NAME --players …`` · ``event list`` · ``event seat NAME`` · ``event absent
NAME PLAYER…`` · ``event join NAME PLAYER`` · ``event result NAME FILE…`` · ``event
standings NAME`` · ``event ratings [--event NAME]`` · ``event protocol NAME`` · ``event
show NAME`` (the director's screen) · ``event serve NAME`` (the same in a browser).
The club is ``--club URL`` as for ``club``. Only argparse is imported until a command
runs; the wiring is this module's :func:`add_parser` and :func:`run`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def arguments(event: argparse.ArgumentParser) -> None:
    """Add ``event`` and its commands to the command line's subcommands."""
    from ..texts import tr
    from .language import lang_argument

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--club", metavar="URL", help=tr("arg_event_url"))
    common.add_argument("--data-dir", type=Path, help=tr("arg_event_data_dir"))
    lang_argument(common)
    verbs = event.add_subparsers(dest="event_command", required=True)
    new = verbs.add_parser("new", parents=[common], help=tr("arg_event_new"))
    new.add_argument("name", metavar="NAME")
    new.add_argument("--players", nargs="+", required=True, metavar="PLAYER")
    rules = new.add_mutually_exclusive_group()
    rules.add_argument("--preset", choices=("sochi", "leningrad", "rostov", "fspr", "classic"),
                       default="sochi", help=tr("arg_event_preset"))
    rules.add_argument("--rules", type=Path, metavar="FILE", help=tr("arg_event_rules"))
    new.add_argument("--pulya", type=int, help=tr("arg_event_pulya"))
    new.add_argument("--deals", type=int, help=tr("arg_event_deals"))
    new.add_argument("--table", type=int, choices=(3, 4), default=3)
    new.add_argument("--rounds", type=int, default=4)
    new.add_argument("--formula", default="places", help=tr("arg_event_formula"))
    new.add_argument("--places", metavar="3:3,2,0;4:3,2,1,0", help=tr("arg_event_places"))
    new.add_argument("--divisor", help=tr("arg_event_divisor"))
    new.add_argument("--pairing", choices=("swiss", "rotation"), default="swiss")
    new.add_argument("--open-rounds", type=int, help=tr("arg_event_open_rounds"))
    new.add_argument("--fill", choices=("mix", "bye"), default="mix", help=tr("arg_event_fill"))
    new.add_argument("--bye-score", help=tr("arg_event_bye_score"))
    verbs.add_parser("list", parents=[common], help=tr("arg_event_list"))
    seat = verbs.add_parser("seat", parents=[common], help=tr("arg_event_seat"))
    seat.add_argument("name", metavar="NAME")
    seat.add_argument("--out", type=Path, help=tr("arg_event_out"))
    seat.add_argument("--anyway", action="store_true", help=tr("arg_event_anyway"))
    absent = verbs.add_parser("absent", parents=[common], help=tr("arg_event_absent"))
    absent.add_argument("name", metavar="NAME")
    absent.add_argument("players", nargs="+", metavar="PLAYER")
    join = verbs.add_parser("join", parents=[common], help=tr("arg_event_join"))
    join.add_argument("name", metavar="NAME")
    join.add_argument("player", metavar="PLAYER")
    result = verbs.add_parser("result", parents=[common], help=tr("arg_event_result"))
    result.add_argument("name", metavar="NAME")
    result.add_argument("files", nargs="+", type=Path, metavar="FILE")
    result.add_argument("--round", type=int, help=tr("arg_event_round"))
    standings = verbs.add_parser("standings", parents=[common], help=tr("arg_event_standings"))
    standings.add_argument("name", metavar="NAME")
    ratings = verbs.add_parser("ratings", parents=[common], help=tr("arg_event_ratings"))
    ratings.add_argument("--event", metavar="NAME", help=tr("arg_event_ratings_event"))
    ratings.add_argument("--unfinished", action="store_true",
                         help=tr("arg_event_ratings_unfinished"))
    protocol = verbs.add_parser("protocol", parents=[common], help=tr("arg_event_protocol"))
    protocol.add_argument("name", metavar="NAME")
    protocol.add_argument("--html", type=Path, required=True, metavar="FILE")
    protocol.add_argument("--csv", type=Path, required=True, metavar="FILE")
    for verb, words in (("show", tr("arg_event_show")), ("serve", tr("arg_event_serve"))):
        screen = verbs.add_parser(verb, parents=[common], help=words)
        screen.add_argument("name", metavar="NAME")
        if verb == "serve":
            screen.add_argument("--host", default="127.0.0.1")
            screen.add_argument("--port", type=int, default=8000)


def _err(text: str) -> None:
    from ..views.printing import say

    say(f"preferans-tui: {text}", sys.stderr)


READ_ONLY = ("list", "standings", "ratings", "protocol", "show")
"""The commands that only read the club: none of them makes a club database."""


def _refuse_empty_file(url: str) -> None:
    """A read-only command on an empty SQLite file: no club there (opening it would
    write a club's schema into it).

    Raises:
        ClubUnreachable: the file is empty.
    """
    from ..club.errors import ClubUnreachable
    from ..club.urls import parse_url, shown_url
    from ..texts import tr

    parsed = parse_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return
    path = Path(parsed.database)
    if path.is_file() and path.stat().st_size == 0:
        raise ClubUnreachable(tr("ev_err_empty_club", url=shown_url(parsed)))


def run(args: argparse.Namespace) -> int:
    """Run ``event COMMAND``; 0, or 1 with the reason on standard error."""
    from ..club.database import open_club
    from ..club.errors import ClubError
    from ..events.formulas import UnknownFormula
    from ..storage.pulka_file import PulkaFileError
    from .club import _url
    from .language import use_language

    use_language(args.lang)
    url = _url(args.club, args.data_dir)
    if args.event_command == "serve":
        return _serve(args, url)
    try:
        reads = args.event_command in READ_ONLY
        if reads:
            _refuse_empty_file(url)
        club = open_club(url, create=not reads)
    except (ClubError, OSError) as exc:
        _err(str(exc))
        return 1
    try:
        with club:
            return int(globals()[f"_{args.event_command}"](club, args))
    except (ClubError, PulkaFileError, UnknownFormula, ValueError) as exc:
        _err(str(exc))
        return 1


class OptionError(ValueError):
    """A command-line option refused: the message names it and says why."""


def _places(text: str | None) -> dict[str, list[str]]:
    """``--places 3:3,2,0;4:3,2,1,0`` as the custom formula's table.

    Raises:
        OptionError: not SIZE:POINTS,…; a size other than 3 or 4, or named twice; a
            point not a number, or beyond :data:`~..events.spec.MAX_POINTS`.
    """
    from ..events.spec import MAX_POINTS
    from ..texts import tr

    if not text:
        return {"3": ["3", "2", "0"], "4": ["3", "2", "1", "0"]}
    out: dict[str, list[str]] = {}
    for part in text.split(";"):
        size, colon, points = part.partition(":")
        size = size.strip()
        if not colon or size not in ("3", "4") or size in out:
            raise OptionError(tr("ev_err_places", part=_quoted(part)))
        out[size] = [str(_number("--places", p.strip(), -MAX_POINTS, MAX_POINTS))
                     for p in points.split(",")]
    return out


def _quoted(text: str) -> str:
    from ..untrusted import quoted

    return quoted(text)


def _number(option: str, text: str, low: int, high: int) -> Any:
    """``text`` as an exact number (``1.5``, ``3/2``) from ``low`` to ``high``.

    Raises:
        OptionError: not a finite number, or out of bounds (the option named).
    """
    from fractions import Fraction

    from ..texts import tr

    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise OptionError(tr("ev_err_not_number", option=option, text=_quoted(text))
                          ) from None
    if not low <= value <= high:
        raise OptionError(tr("ev_err_out_of_bounds", option=option, text=_quoted(text),
                             low=low, high=high))
    return value


def _pulya_target(pulya: int) -> None:
    """Refuse a ``--pulya`` the rules refuse, in one line.

    Raises:
        OptionError: not from 1 to the rules' largest target.
    """
    from ..rules.options import RuleOptions
    from ..texts import tr

    top = RuleOptions.model_fields["pulya_target"].metadata
    high = next((int(m.le) for m in top if getattr(m, "le", None) is not None), 1_000_000)
    if not 1 <= pulya <= high:
        raise OptionError(tr("ev_err_pulya", high=high, pulya=pulya))


def _rules_file(path: Path) -> dict[str, Any]:
    """The rules of ``--rules FILE``: a pulka file's ``rules`` or a JSON object of rules,
    resolved.

    Raises:
        OptionError: the file cannot be read, is no JSON object, or its rules are
            refused (each field named, at most five).
    """
    import json

    from pydantic import ValidationError

    from ..rules.options import RuleOptions
    from ..texts import tr
    from ..untrusted import visible_path

    shown = visible_path(path)
    try:
        text = path.read_text("utf-8")
    except IsADirectoryError:
        raise OptionError(tr("ev_err_rules_folder", file=shown)) from None
    except FileNotFoundError:
        raise OptionError(tr("ev_err_rules_missing", file=shown)) from None
    except (OSError, UnicodeError) as exc:
        raise OptionError(tr("ev_err_rules_unreadable", file=shown,
                             reason=str(getattr(exc, "strerror", None) or exc))) from None
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise OptionError(tr("ev_err_rules_not_json", file=shown, reason=exc)) from None
    given = doc.get("rules", doc) if isinstance(doc, dict) else doc
    if not isinstance(given, dict):
        raise OptionError(tr("ev_err_rules_not_object", file=shown,
                             kind=type(given).__name__))
    try:
        return RuleOptions.model_validate(given).to_file()
    except ValidationError as exc:
        problems = [f"{'.'.join(map(str, e['loc'])) or 'rules'}: {e['msg']}"
                    for e in exc.errors()]
        raise OptionError(tr("ev_err_rules_refused", file=shown,
                             problems="; ".join(problems[:5])
                             + ("; …" if len(problems) > 5 else ""))) from None
    except ValueError as exc:
        raise OptionError(tr("ev_err_rules_other", file=shown, reason=exc)) from None


def _refuse_idle(args: argparse.Namespace) -> None:
    """Refuse an option that would change nothing, saying why (it is ignored).

    Raises:
        OptionError: ``--places``/``--divisor`` without ``--formula custom``, ``--pulya``
            with ``--rules``, ``--open-rounds`` with ``--pairing rotation``, or
            ``--bye-score`` where the players as entered leave nobody out of a round.
    """
    from ..events.seating import table_sizes
    from ..texts import tr

    for option, value in (("--places", args.places), ("--divisor", args.divisor)):
        if value is not None and args.formula != "custom":
            raise OptionError(tr("ev_err_custom_only", option=option, formula=args.formula))
    if args.pulya is not None and args.rules is not None:
        raise OptionError(tr("ev_err_pulya_with_rules"))
    if args.open_rounds is not None and args.pairing == "rotation":
        raise OptionError(tr("ev_err_open_rounds_rotation"))
    if args.bye_score is not None and table_sizes(len(args.players), args.table,
                                                  args.fill)[1] == 0:
        raise OptionError(tr("ev_err_bye_idle", players=len(args.players), table=args.table,
                             fill=args.fill))


def _new(club: Any, args: argparse.Namespace) -> int:
    from ..events.spec import MAX_DEALS, MAX_POINTS, MAX_ROUNDS, EventSpec
    from ..events.store import create_event
    from ..events.words import formula_words
    from ..rules.options import RuleOptions
    from ..texts import language, tr
    from ..views.printing import say

    _refuse_idle(args)
    if not 1 <= args.rounds <= MAX_ROUNDS:
        raise OptionError(tr("ev_err_rounds_bounds", most=MAX_ROUNDS, rounds=args.rounds))
    if args.deals is not None and not 1 <= args.deals <= MAX_DEALS:
        raise OptionError(tr("ev_err_deals_bounds", most=MAX_DEALS, deals=args.deals))
    open_rounds = 1 if args.open_rounds is None else args.open_rounds
    if not 0 <= open_rounds <= args.rounds:
        raise OptionError(tr("ev_err_open_rounds_bounds", rounds=args.rounds,
                             open=open_rounds))
    bye = _number("--bye-score", args.bye_score or "0", -MAX_POINTS, MAX_POINTS)
    if args.rules is not None:
        rules = _rules_file(args.rules)
    else:
        pulya = 20 if args.pulya is None else args.pulya
        _pulya_target(pulya)
        rules = RuleOptions.preset(args.preset, pulya).to_file()
    params: dict[str, Any] = {}
    if args.formula == "custom":
        params = {"places": _places(args.places),
                  "divisor": str(_number("--divisor", args.divisor or "0", 0, 1_000_000))}
    spec = EventSpec(rules=rules, table_size=args.table, rounds=args.rounds,
                     deals=args.deals, formula=args.formula, formula_params=params,
                     pairing=args.pairing, open_rounds=open_rounds, fill=args.fill,
                     bye_score=str(bye))
    create_event(club, args.name, spec, args.players)
    say(tr("ev_cmd_new", name=args.name, players=len(args.players), rounds=args.rounds,
           table=args.table, variant=tr(f"st_variant_{rules['variant']}"),
           target=rules["pulya_target"],
           deals=tr("ev_cmd_new_deals", deals=args.deals) if args.deals else "",
           formula=formula_words(language(), args.formula)))
    _say_byes(club, args, 1, before=0)
    return 0


def _lang(args: argparse.Namespace) -> str:
    """The language of the command's words: ``--lang``, else the saved setting, else the
    system's (the command set it before it ran)."""
    from ..texts import language

    return language()


def _say_byes(club: Any, args: argparse.Namespace, round_no: int, before: int,
              *, of_round: bool = False) -> None:
    """Say how many sit out ``round_no`` with a bye and what a bye scores, when that is
    not ``before`` (the count before the command: nothing said while it stays)."""
    from fractions import Fraction

    from ..events.store import read_event
    from ..events.words import byes_text
    from ..texts import decimal_mark
    from ..views.figures import points_text
    from ..views.printing import say

    state = read_event(club, args.name)
    if round_no > state.spec.rounds:
        return
    byes = state.byes_in(round_no)
    if byes != before:
        say(byes_text(_lang(args), byes, len(state.present(round_no)), state.spec.table_size,
                      points_text(Fraction(state.spec.bye_score), mark=decimal_mark()),
                      round_no if of_round else None))


def _byes_before(club: Any, args: argparse.Namespace) -> int:
    """How many byes the next round has now (before ``absent`` or ``join``)."""
    from ..events.store import read_event

    state = read_event(club, args.name)
    return state.byes_in(state.seated_rounds + 1)


def _list(club: Any, args: argparse.Namespace) -> int:
    """``event list``: each event of the club (the oldest first) with its players, the
    rounds seated of its rounds and its formula in words; or that it has none."""
    from ..events.store import event_names, read_event
    from ..events.words import formula_words
    from ..texts import language, tr
    from ..views.printing import say

    names = event_names(club)
    if not names:
        say(tr("ev_cmd_none", club=club.shown))
        return 0
    for name in names:
        state = read_event(club, name)
        say(tr("ev_cmd_list_line", name=name, players=len(state.players),
               seated=state.seated_rounds, rounds=state.spec.rounds,
               formula=formula_words(language(), state.spec.formula)))
    return 0


def _seat(club: Any, args: argparse.Namespace) -> int:
    import os

    from ..events.store import event_folder, seat_next
    from ..storage.paths import data_dir
    from ..texts import tr, tr_count
    from ..untrusted import visible_path
    from ..views.printing import say

    if args.out is not None and os.path.lexists(args.out) and not args.out.is_dir():
        raise OptionError(tr("ev_err_out_not_folder", folder=visible_path(args.out)))
    folder = args.out or event_folder(data_dir(args.data_dir), args.name)
    done = seat_next(club, args.name, folder, anyway=args.anyway)
    say(tr("ev_cmd_seated", name=args.name, round=done.round))
    for number, (table, path) in enumerate(zip(done.seating.tables, done.files,
                                               strict=True), 1):
        say(tr("ev_cmd_seated_table", table=number, players=", ".join(table), path=path))
    if done.seating.byes:
        from fractions import Fraction

        from ..events.store import read_event
        from ..events.words import word
        from ..texts import decimal_mark
        from ..views.figures import points_text

        score = points_text(Fraction(read_event(club, args.name).spec.bye_score),
                            mark=decimal_mark())
        say("  " + word(_lang(args), "bye_scored", players=", ".join(done.seating.byes),
                        score=score))
    for a, b, times in done.seating.repeats:
        say(tr_count("ev_cmd_meet_again", times, a=a, b=b))
    return 0


def _absent(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import mark_absent
    from ..texts import tr
    from ..views.printing import say

    before = _byes_before(club, args)
    rnd = mark_absent(club, args.name, args.players)
    say(tr("ev_cmd_absent", name=args.name, players=", ".join(args.players), round=rnd))
    _say_byes(club, args, rnd, before, of_round=True)
    return 0


def _join(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import join_late
    from ..texts import tr
    from ..views.printing import say

    before = _byes_before(club, args)
    rnd = join_late(club, args.name, args.player)
    say(tr("ev_cmd_join", name=args.name, player=args.player, round=rnd))
    _say_byes(club, args, rnd, before, of_round=True)
    return 0


def _result(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import take_results
    from ..texts import tr
    from ..views.printing import say

    for line in take_results(club, args.name, args.files, round_no=args.round):
        say(tr("ev_cmd_event_line", name=args.name, line=line))
    return 0


def _standings(club: Any, args: argparse.Namespace) -> int:
    """``event standings``: a heading line, then a line a player: place, name, points,
    whists and table wins (the figures as :func:`~..views.figures.points_text` writes
    them in the language), then the tables whose file the club refused."""
    from ..events.store import read_event
    from ..events.words import formula_words, provisional_lines
    from ..texts import decimal_mark, language, tr
    from ..views.figures import points_text
    from ..views.printing import say

    state = read_event(club, args.name)
    say(tr("ev_cmd_standings", name=args.name, round=state.seated_rounds,
           rounds=state.spec.rounds, formula=formula_words(language(), state.spec.formula)))
    for line in provisional_lines(_lang(args), state.playing, state.spec.deals):
        say(line)
    mark = decimal_mark()
    say(f"{tr('ev_place'):>5}  {tr('ev_player'):<20} {tr('ev_points'):>8} "
        f"{tr('ev_whists'):>8} {tr('ev_wins'):>7} {tr('ev_byes'):>7}")
    for s in state.standings:
        place = f"{s.place}=" if s.shared else str(s.place)
        say(f"{place:>5}  {s.name:<20} {points_text(s.points, mark=mark):>8} "
            f"{points_text(s.whists, mark=mark):>8} {s.wins:>7} {s.byes:>7}")
    for line in refused_lines(state):
        say(line)
    return 0


def refused_lines(state: Any) -> list[str]:
    """``⚠ round 1 table 2: refused: hand 3`` for every table whose file the club
    refused last (the director's screen's mark, in the current language): its standing
    may lack the hands of that file."""
    from ..events.words import word
    from ..texts import language, tr

    lang = language()
    return ["⚠ " + tr("ev_round_table", round=t.round, table=t.table) + ": "
            + (word(lang, "refused") if t.refused_hand is None
               else word(lang, "refused_hand", number=t.refused_hand))
            for t in state.tables if t.refused is not None]


def _ratings(club: Any, args: argparse.Namespace) -> int:
    from ..views.printing import say

    for line in _rating_lines(club, args.event, unfinished=args.unfinished,
                              lang=_lang(args)):
        say(line)
    return 0


def _rating_lines(club: Any, event: str | None, *, unfinished: bool = False,
                  lang: str = "en") -> list[str]:
    """The ratings over the club's complete games (``unfinished``: every table, as it
    stands) in the current language: a heading, how many tables were left out (if any),
    then a player a line, the best first (the Elo with one decimal, the language's
    decimal mark)."""
    from ..events.ratings import recompute
    from ..events.store import club_tables
    from ..events.words import word
    from ..texts import decimal_mark, tr_count
    from ..untrusted import visible

    tables, left_out = club_tables(club, event, unfinished=unfinished)
    prefko, elo = recompute(tables)
    mark = decimal_mark()
    lines = [tr_count("ev_cmd_ratings", len(tables))]
    if left_out:
        lines.append(word(lang, "ratings_left_out", count=left_out))
    lines += [f"{visible(name):<20} prefko {prefko[name]:>5}  elo "
              + f"{elo[name]:8.1f}".replace(".", mark)
              for name in sorted(prefko, key=lambda n: (-prefko[n], n))]
    return lines


def ratings_lines(url: str) -> list[str]:
    """The club's ratings as ``event ratings`` prints them (``stats --club --ratings``),
    in the current language.

    Raises:
        ClubError: the club cannot be read.
    """
    from ..club.database import open_club

    with open_club(url, create=False) as club:
        return _rating_lines(club, None)


def _protocol(club: Any, args: argparse.Namespace) -> int:
    """``event protocol``: the HTML (headings and figures in the language) and the CSV
    (headings in the language, figures with the point: a program reads them)."""
    from ..events.formulas import formula_of
    from ..events.protocol import protocol_csv, protocol_html
    from ..events.store import read_event
    from ..events.words import provisional_lines
    from ..texts import decimal_mark, tr
    from ..untrusted import visible_path
    from ..views.figures import file_points_text, points_text
    from ..views.printing import say

    state = read_event(club, args.name)
    formula = formula_of(state.spec.formula, state.spec.formula_params)
    mark = decimal_mark()
    provisional = provisional_lines(_lang(args), state.playing, state.spec.deals)
    for option, path, text in (
            ("--html", args.html, protocol_html(state.name, state.standings, state.tables,
                                                state.spec.rounds, formula,
                                                state.spec.formula,
                                                lambda x: points_text(x, mark=mark),
                                                provisional=provisional)),
            ("--csv", args.csv, protocol_csv(state.standings, state.tables,
                                             state.spec.rounds, formula, file_points_text,
                                             deals=state.spec.deals))):
        try:
            path.write_text(text, "utf-8", newline="")
        except OSError as exc:
            raise OptionError(tr("ev_err_not_written", option=option, file=visible_path(path),
                                 reason=str(exc.strerror or exc))) from None
    say(tr("ev_cmd_protocol", name=args.name, html=args.html, csv=args.csv))
    for line in provisional:
        say(line)
    for line in refused_lines(state):
        say(line)
    return 0


def _show(club: Any, args: argparse.Namespace) -> int:
    """``event show``: the director's screen in the command's language (F2 switches)."""
    from ..events.store import read_event
    from ..ui.director_app import DirectorApp
    from ..ui.signals import signals_caught

    read_event(club, args.name)  # no such event: refused before the screen opens
    app = DirectorApp(lambda: read_event(club, args.name))
    with signals_caught(app):
        app.run()
    return 0


def director_command(name: str, lang: str) -> str:
    """The command ``event serve`` runs for each browser tab: ``event show NAME``. The
    club's URL is not on it — a command line is visible to every user of the computer
    (``ps``), and a PostgreSQL URL may hold a password: the visitors' processes read it
    from ``$PREFERANS_TUI_CLUB``, which ``event serve`` sets in its own environment."""
    import shlex

    return shlex.join([sys.executable, "-m", "preferans_tui", "event", "show", name,
                       "--lang", lang])


def _serve(args: argparse.Namespace, url: str) -> int:
    """``event serve``: the director's screen for each browser tab, read-only, behind
    ``serve``'s access token. The event must exist (its name is no file: ``serve``'s own
    banner, about a file, is not printed); this command says what is served instead."""
    import os
    from functools import partial
    from pathlib import Path

    from ..club.database import open_club
    from ..club.errors import ClubError
    from ..club.urls import shown_url
    from ..events.store import read_event
    from ..texts import language, tr
    from ..untrusted import visible
    from ..web.access import Access
    from ..web.server import WatchServer

    try:
        with open_club(url, create=False) as club:
            read_event(club, args.name)  # no such event: refused before serving
    except ClubError as exc:
        _err(str(exc))
        return 1
    lang = language()
    os.environ["PREFERANS_TUI_CLUB"] = url  # each visitor's process inherits it
    heading = [tr("ev_cmd_serve", name=args.name, club=shown_url(url))]
    WatchServer(Path(args.name), args.host, args.port, Access(), lang,
                command=director_command(args.name, lang),
                command_for=partial(director_command, args.name),
                title=f"preferans-tui · {visible(args.name)}", heading=heading).serve()
    return 0
