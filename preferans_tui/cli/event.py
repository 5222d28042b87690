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

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--club", metavar="URL", help=tr("arg_event_url"))
    common.add_argument("--data-dir", type=Path, help=tr("arg_event_data_dir"))
    verbs = event.add_subparsers(dest="event_command", required=True)
    new = verbs.add_parser("new", parents=[common], help=tr("arg_event_new"))
    new.add_argument("name", metavar="NAME")
    new.add_argument("--players", nargs="+", required=True, metavar="PLAYER")
    rules = new.add_mutually_exclusive_group()
    rules.add_argument("--preset", choices=("sochi", "leningrad", "rostov", "fspr", "classic"),
                       default="sochi", help=tr("arg_event_preset"))
    rules.add_argument("--rules", type=Path, metavar="FILE", help=tr("arg_event_rules"))
    new.add_argument("--pulya", type=int, default=20, help=tr("arg_event_pulya"))
    new.add_argument("--deals", type=int, help=tr("arg_event_deals"))
    new.add_argument("--table", type=int, choices=(3, 4), default=3)
    new.add_argument("--rounds", type=int, default=4)
    new.add_argument("--formula", default="places", help=tr("arg_event_formula"))
    new.add_argument("--places", metavar="3:3,2,0;4:3,2,1,0", help=tr("arg_event_places"))
    new.add_argument("--divisor", default="0", help=tr("arg_event_divisor"))
    new.add_argument("--pairing", choices=("swiss", "rotation"), default="swiss")
    new.add_argument("--open-rounds", type=int, default=1, help=tr("arg_event_open_rounds"))
    new.add_argument("--fill", choices=("mix", "bye"), default="mix", help=tr("arg_event_fill"))
    new.add_argument("--bye-score", default="0", help=tr("arg_event_bye_score"))
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
        screen.add_argument("--lang", choices=("en", "ru"), default="en")
        if verb == "serve":
            screen.add_argument("--host", default="127.0.0.1")
            screen.add_argument("--port", type=int, default=8000)


def _err(text: str) -> None:
    from ..views.printing import say

    say(f"preferans-tui: {text}", sys.stderr)


def run(args: argparse.Namespace) -> int:
    """Run ``event COMMAND``; 0, or 1 with the reason on standard error."""
    from ..club.database import open_club
    from ..club.errors import ClubError
    from ..events.formulas import UnknownFormula
    from ..storage.pulka_file import PulkaFileError
    from .club import _url

    url = _url(args.club, args.data_dir)
    if args.event_command == "serve":
        return _serve(args, url)
    try:
        club = open_club(url)
    except (ClubError, OSError) as exc:
        _err(str(exc))
        return 1
    try:
        with club:
            return int(globals()[f"_{args.event_command}"](club, args))
    except (ClubError, PulkaFileError, UnknownFormula, ValueError) as exc:
        _err(str(exc))
        return 1


def _places(text: str | None) -> dict[str, list[str]]:
    if not text:
        return {"3": ["3", "2", "0"], "4": ["3", "2", "1", "0"]}
    out = {}
    for part in text.split(";"):
        size, _, points = part.partition(":")
        out[size.strip()] = [p.strip() for p in points.split(",")]
    return out


def _new(club: Any, args: argparse.Namespace) -> int:
    import json
    from fractions import Fraction

    from ..events.spec import EventSpec
    from ..events.store import create_event
    from ..rules.options import RuleOptions
    from ..views.printing import say

    if args.rules is not None:
        doc = json.loads(args.rules.read_text("utf-8"))
        given = doc.get("rules", doc) if isinstance(doc, dict) else doc
        rules = RuleOptions.model_validate(given).to_file()
    else:
        rules = RuleOptions.preset(args.preset, args.pulya).to_file()
    params: dict[str, Any] = {}
    if args.formula == "custom":
        params = {"places": _places(args.places), "divisor": str(Fraction(args.divisor))}
    spec = EventSpec(rules=rules, table_size=args.table, rounds=args.rounds,
                     deals=args.deals, formula=args.formula, formula_params=params,
                     pairing=args.pairing, open_rounds=args.open_rounds, fill=args.fill,
                     bye_score=str(Fraction(args.bye_score)))
    create_event(club, args.name, spec, args.players)
    say(f"event {args.name}: {len(args.players)} players, {args.rounds} rounds at tables "
        f"of {args.table}, {rules['variant']} to {rules['pulya_target']}"
        + (f" or {args.deals} deals" if args.deals else "") + f", formula {args.formula}")
    _say_byes(club, args, 1, before=0)
    return 0


def _lang(args: argparse.Namespace) -> str:
    """The language of the command's words (``--lang``, where the command has it)."""
    return str(getattr(args, "lang", None) or "en")


def _say_byes(club: Any, args: argparse.Namespace, round_no: int, before: int,
              *, of_round: bool = False) -> None:
    """Say how many sit out ``round_no`` with a bye and what a bye scores, when that is
    not ``before`` (the count before the command: nothing said while it stays)."""
    from fractions import Fraction

    from ..events.standings import shown
    from ..events.store import read_event
    from ..events.words import byes_text
    from ..views.printing import say

    state = read_event(club, args.name)
    if round_no > state.spec.rounds:
        return
    byes = state.byes_in(round_no)
    if byes != before:
        say(byes_text(_lang(args), byes, len(state.present(round_no)), state.spec.table_size,
                      shown(Fraction(state.spec.bye_score)),
                      round_no if of_round else None))


def _byes_before(club: Any, args: argparse.Namespace) -> int:
    """How many byes the next round has now (before ``absent`` or ``join``)."""
    from ..events.store import read_event

    state = read_event(club, args.name)
    return state.byes_in(state.seated_rounds + 1)


def _list(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import event_names
    from ..views.printing import say

    for name in event_names(club):
        say(name)
    return 0


def _seat(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import seat_next
    from ..storage.paths import data_dir
    from ..views.printing import say

    folder = args.out or data_dir(args.data_dir) / "events" / args.name
    done = seat_next(club, args.name, folder, anyway=args.anyway)
    say(f"event {args.name}: round {done.round} seated")
    for number, (table, path) in enumerate(zip(done.seating.tables, done.files,
                                               strict=True), 1):
        say(f"  table {number}: {', '.join(table)}  → {path}")
    if done.seating.byes:
        from fractions import Fraction

        from ..events.standings import shown
        from ..events.store import read_event
        from ..events.words import word

        score = shown(Fraction(read_event(club, args.name).spec.bye_score))
        say("  " + word(_lang(args), "bye_scored", players=", ".join(done.seating.byes),
                        score=score))
    for a, b, times in done.seating.repeats:
        say(f"  meet again: {a} and {b} (met {times} time{'s' if times > 1 else ''} before)")
    return 0


def _absent(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import mark_absent
    from ..views.printing import say

    before = _byes_before(club, args)
    rnd = mark_absent(club, args.name, args.players)
    say(f"event {args.name}: {', '.join(args.players)} away in round {rnd}")
    _say_byes(club, args, rnd, before, of_round=True)
    return 0


def _join(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import join_late
    from ..views.printing import say

    before = _byes_before(club, args)
    rnd = join_late(club, args.name, args.player)
    say(f"event {args.name}: {args.player} plays from round {rnd}")
    _say_byes(club, args, rnd, before, of_round=True)
    return 0


def _result(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import take_results
    from ..views.printing import say

    for line in take_results(club, args.name, args.files, round_no=args.round):
        say(f"event {args.name}: {line}")
    return 0


def _standings(club: Any, args: argparse.Namespace) -> int:
    from ..events.standings import shown
    from ..events.store import read_event
    from ..events.words import provisional_lines, word
    from ..views.printing import say

    state = read_event(club, args.name)
    say(f"event {args.name}: round {state.seated_rounds} of {state.spec.rounds}, formula "
        f"{state.spec.formula}")
    for line in provisional_lines(_lang(args), state.playing, state.spec.deals):
        say(line)
    for s in state.standings:
        place = f"{s.place}=" if s.shared else str(s.place)
        say(f"{place:>4}  {s.name:<20} {shown(s.points):>8}  whists {shown(s.whists):>8}"
            f"  wins {s.wins}  {word(_lang(args), 'byes')} {s.byes}")
    for line in refused_lines(state):
        say(line)
    return 0


def refused_lines(state: Any) -> list[str]:
    """``⚠ round 1 table 2: refused: hand 3`` for every table whose file the club
    refused last (the director's screen's mark, in English): its standing may lack
    the hands of that file."""
    from ..events.words import word

    return [f"⚠ round {t.round} table {t.table}: "
            + (word("en", "refused") if t.refused_hand is None
               else word("en", "refused_hand", number=t.refused_hand))
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
    stands), and how many tables were left out, if any."""
    from ..events.ratings import recompute
    from ..events.store import club_tables
    from ..events.words import word

    tables, left_out = club_tables(club, event, unfinished=unfinished)
    prefko, elo = recompute(tables)
    lines = [f"{len(tables)} tables in playing order; prefko (from 1000) and Elo (from 1500)"]
    if left_out:
        lines.append(word(lang, "ratings_left_out", count=left_out))
    lines += [f"{name:<20} prefko {prefko[name]:>5}  elo {elo[name]:8.1f}"
              for name in sorted(prefko, key=lambda n: (-prefko[n], n))]
    return lines


def ratings_lines(url: str) -> list[str]:
    """The club's ratings as ``event ratings`` prints them (``stats --club --ratings``).

    Raises:
        ClubError: the club cannot be read.
    """
    from ..club.database import open_club

    with open_club(url, create=False) as club:
        return _rating_lines(club, None)


def _protocol(club: Any, args: argparse.Namespace) -> int:
    from ..events.formulas import formula_of
    from ..events.protocol import protocol_csv, protocol_html
    from ..events.store import read_event
    from ..events.words import provisional_lines
    from ..views.printing import say

    state = read_event(club, args.name)
    formula = formula_of(state.spec.formula, state.spec.formula_params)
    provisional = provisional_lines(_lang(args), state.playing, state.spec.deals)
    args.html.write_text(protocol_html(state.name, state.standings, state.tables,
                                       state.spec.rounds, formula, state.spec.formula,
                                       provisional=provisional), "utf-8")
    args.csv.write_text(protocol_csv(state.standings, state.tables, state.spec.rounds,
                                     formula, deals=state.spec.deals), "utf-8", newline="")
    say(f"event {args.name}: the protocol in {args.html} and {args.csv}")
    for line in provisional:
        say(line)
    for line in refused_lines(state):
        say(line)
    return 0


def _show(club: Any, args: argparse.Namespace) -> int:
    from ..events.store import read_event
    from ..ui.director_app import DirectorApp

    read_event(club, args.name)  # no such event: refused before the screen opens
    DirectorApp(lambda: read_event(club, args.name), lang=args.lang).run()
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
    ``serve``'s access token."""
    import os
    from pathlib import Path

    from ..web.access import Access
    from ..web.server import WatchServer

    command = director_command(args.name, args.lang)
    os.environ["PREFERANS_TUI_CLUB"] = url  # each visitor's process inherits it
    WatchServer(Path(args.name), args.host, args.port, Access(), command=command,
                title=f"preferans-tui · {args.name}").serve()
    return 0
