"""Tournaments in the club database (issue 28), on SQLite and PostgreSQL: a whole event
played through the rules core, the bad input refused with nothing changed, byes,
absences and a late arrival, the protocol, ratings and the director's screen."""

from __future__ import annotations

import csv
import io
import itertools
import json
import random
from fractions import Fraction
from pathlib import Path

import pytest
from sqlalchemy import text

from preferans_tui.club.database import open_club
from preferans_tui.events.formulas import place_points
from preferans_tui.events.standings import TableResult, standings
from preferans_tui.events.store import read_event
from preferans_tui.storage.pulka_file import load

from .event_play import play
from .helpers import run

PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ilya", "Kira",
           "Lev", "Mila", "<b>Nik&Co</b>"]


def _new(capsys, url: str, *extra: str, players=PLAYERS) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run(capsys, "event", "new", "Cup", "--club", url, "--players", *players,
                       "--pulya", "10", *extra)
    assert code == 0, err


def _seat(capsys, url: str, out: Path, *extra: str) -> list[Path]:  # type: ignore[no-untyped-def]
    code, said, err = run(capsys, "event", "seat", "Cup", "--club", url, "--out", str(out),
                          *extra)
    assert code == 0, err
    return [Path(line.split("→ ")[1]) for line in said.splitlines() if "→ " in line]


def _counts(url: str) -> tuple[int, int, int]:
    with open_club(url) as club, club.reading() as conn:
        return tuple(int(conn.execute(text(f"SELECT count(*) FROM {t}")).scalar() or 0)
                     for t in ("hands", "pulkas", "event_tables"))  # type: ignore[return-value]


def test_a_whole_event(club_url: str, tmp_path: Path, capsys) -> None:
    """12 players, 4 rounds of 4 tables of three seated for new meetings, each table
    playing 6 deals through the rules core; the standings equal the formula applied to
    each file's own settlement, and the protocol says the same."""
    _new(capsys, club_url, "--rounds", "4", "--deals", "6", "--pairing", "rotation")
    rng = random.Random(28)
    met: set[frozenset[str]] = set()
    results = []
    for rnd in range(1, 5):
        files = _seat(capsys, club_url, tmp_path / f"r{rnd}")
        assert len(files) == 4
        for path in files:
            play(path, 6, rng)
            _, pulka = load(path)
            for pair in itertools.combinations(pulka.players, 2):
                assert frozenset(pair) not in met  # nobody meets anybody twice
                met.add(frozenset(pair))
            results.append(TableResult(rnd, 0, pulka.settle().exact))
        code, said, err = run(capsys, "event", "result", "Cup", "--club", club_url,
                              "--round", str(rnd), *map(str, files))
        assert code == 0, err
        assert said.count("6 hands") == 4
    assert len(met) == 4 * 4 * 3  # 48 pairs of the 66, each once
    with open_club(club_url) as club:
        state = read_event(club, "Cup")
    assert all(t.finished and t.deals == 6 for t in state.tables)
    expected = standings(PLAYERS, results, place_points)
    assert [(s.name, s.points, s.whists) for s in state.standings] == [
        (s.name, s.points, s.whists) for s in expected]
    # each table's place points add up to 5 (3 + 2 + 0, 4 + 1 + 0, or shared): 16 × 5
    assert sum(s.points for s in state.standings) == 80
    assert sum(s.whists for s in state.standings) == 0
    code, _, err = run(capsys, "event", "seat", "Cup", "--club", club_url)
    assert code == 1 and "all 4 rounds are seated" in err
    html_path, csv_path = tmp_path / "p.html", tmp_path / "p.csv"
    code, _, err = run(capsys, "event", "protocol", "Cup", "--club", club_url,
                       "--html", str(html_path), "--csv", str(csv_path))
    assert code == 0, err
    page = html_path.read_text("utf-8")
    assert "&lt;b&gt;Nik&amp;Co&lt;/b&gt;" in page and "<b>Nik" not in page
    rows = list(csv.reader(io.StringIO(csv_path.read_text("utf-8"))))
    assert rows[0] == ["standings"] and rows[2][1] == state.standings[0].name
    assert sum(1 for r in rows if len(r) == 8 and r[0].isdigit()) == 48  # 16 tables × 3
    code, said, _ = run(capsys, "event", "ratings", "--club", club_url, "--event", "Cup")
    assert code == 0 and said.startswith("16 tables in playing order")


def test_bad_input_refused_and_nothing_changes(club_url: str, tmp_path: Path,
                                               capsys) -> None:
    _new(capsys, club_url, "--rounds", "2", "--deals", "2", players=PLAYERS[:6])
    files = _seat(capsys, club_url, tmp_path / "r1")
    rng = random.Random(1)
    for path in files:
        play(path, 2, rng)
    assert run(capsys, "event", "result", "Cup", "--club", club_url, str(files[0]))[0] == 0
    code, _, err = run(capsys, "event", "new", "Other", "--club", club_url, "--players",
                       "P", "Q", "R")
    assert code == 0, err
    other = _seat_other(capsys, club_url, tmp_path / "o")
    play(other, 1, rng)
    before = _counts(club_url)
    # a pulka of another event
    code, _, err = run(capsys, "event", "result", "Cup", "--club", club_url, str(files[1]),
                       str(other))
    assert code == 1 and "of the event Other, not of Cup" in err
    # a table never seated: the example of saves/
    code, _, err = run(capsys, "event", "result", "Cup", "--club", club_url,
                       "saves/pulka1-sochi-three-players.json")
    assert code == 1 and "never seated" in err
    # another round
    code, _, err = run(capsys, "event", "result", "Cup", "--club", club_url, "--round", "2",
                       str(files[1]))
    assert code == 1 and "of round 1, not of round 2" in err
    # a player at two tables: table 2's file with a player of table 1 in it
    doc = json.loads(files[1].read_text("utf-8"))
    first_table = json.loads(files[0].read_text("utf-8"))["players"]
    doc["players"][0] = first_table[0]
    doc["hands"] = []
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), "utf-8")
    code, _, err = run(capsys, "event", "result", "Cup", "--club", club_url, str(bad))
    assert code == 1 and f"{first_table[0]} is seated at table 1 of round 1" in err
    assert "a player at two tables" in err
    # an unknown formula
    code, _, err = run(capsys, "event", "new", "Third", "--club", club_url, "--players",
                       "P", "Q", "R", "--formula", "elo")
    assert code == 1 and "the formula 'elo' is not one the event knows" in err
    assert _counts(club_url) == before
    with open_club(club_url) as club:
        assert [t.hands for t in read_event(club, "Cup").tables] == [2, 0]


def _seat_other(capsys, url: str, out: Path) -> Path:  # type: ignore[no-untyped-def]
    code, said, err = run(capsys, "event", "seat", "Other", "--club", url, "--out", str(out))
    assert code == 0, err
    return Path(said.split("→ ")[1].splitlines()[0])


def test_byes_absences_and_a_late_arrival(club_url: str, tmp_path: Path, capsys) -> None:
    players = PLAYERS[:7]
    _new(capsys, club_url, "--rounds", "3", "--deals", "1", "--fill", "bye",
         "--bye-score", "3/2", players=players)
    rng = random.Random(3)
    files = _seat(capsys, club_url, tmp_path / "r1")
    assert len(files) == 2
    with open_club(club_url) as club:
        state = read_event(club, "Cup")
    assert state.byes == [(1, players[-1])]  # the last of the entry order sits out
    for path in files:
        play(path, 1, rng)
    assert run(capsys, "event", "result", "Cup", "--club", club_url, *map(str, files))[0] == 0
    assert run(capsys, "event", "absent", "Cup", "--club", club_url, players[0])[0] == 0
    code, said, _ = run(capsys, "event", "join", "Cup", "--club", club_url, "Late")
    assert code == 0 and "from round 2" in said
    files = _seat(capsys, club_url, tmp_path / "r2")  # 7 present: 6 seated, one bye
    with open_club(club_url) as club:
        state = read_event(club, "Cup")
    seated = {p for t in state.round_tables(2) for p in t.players}
    assert players[0] not in seated and "Late" in seated
    second_bye = [p for r, p in state.byes if r == 2]
    assert len(second_bye) == 1 and second_bye[0] != players[-1]  # a bye each, in turn
    line = next(s for s in state.standings if s.name == players[-1])
    assert line.byes == 1 and line.by_round[1] == Fraction(3, 2)


def test_standings_on_screen(club_url: str, tmp_path: Path, capsys) -> None:
    """The director's screen reads the standings and the round's tables from the club."""
    import asyncio

    from textual.widgets import DataTable

    from preferans_tui.ui.director_app import DirectorApp

    _new(capsys, club_url, "--rounds", "1", "--deals", "2", players=PLAYERS[:6])
    files = _seat(capsys, club_url, tmp_path / "r1")
    play(files[0], 2, random.Random(5))
    assert run(capsys, "event", "result", "Cup", "--club", club_url, str(files[0]))[0] == 0

    async def look() -> tuple[int, list[str]]:
        with open_club(club_url) as club:
            app = DirectorApp(lambda: read_event(club, "Cup"), refresh_seconds=60)
            async with app.run_test(size=(100, 30)):
                board = app.query_one("#standings", DataTable)
                tables = app.query_one("#tables", DataTable)
                states = [str(tables.get_row_at(i)[3]) for i in range(tables.row_count)]
                return board.row_count, states

    rows, states = asyncio.run(look())
    assert rows == 6
    assert states == ["finished", "playing"]


@pytest.mark.parametrize("engine", ["sqlite"])
def test_a_stale_table_is_marked(club_url: str, tmp_path: Path, capsys, monkeypatch) -> None:
    from preferans_tui.events import store

    _new(capsys, club_url, "--rounds", "1", players=PLAYERS[:3])
    _seat(capsys, club_url, tmp_path / "r1")
    monkeypatch.setattr(store, "STALE_MINUTES", -1)  # every save is "too long ago"
    with open_club(club_url) as club:
        assert read_event(club, "Cup").tables[0].stale


@pytest.mark.parametrize("engine", ["sqlite"])
def test_event_serve_runs_the_directors_screen(club_url: str) -> None:
    """``event serve`` gives each browser tab ``event show`` (read-only) instead of the
    watch of a file, behind the same access token; the club's URL (a password, maybe) is
    never on that command line, which ``ps`` shows to every user."""
    from preferans_tui.cli.event import director_command
    from preferans_tui.web.access import Access
    from preferans_tui.web.server import WatchServer

    command = director_command("Cup", "en")
    server = WatchServer(Path("Cup"), "127.0.0.1", 8000, Access(), command=command,
                         title="preferans-tui · Cup")
    assert server.command == command and "event show Cup --lang en" in server.command
    assert "--club" not in command and club_url not in command


@pytest.mark.parametrize("engine", ["sqlite"])
def test_rules_from_a_saved_file_and_a_custom_formula(club_url: str, tmp_path: Path,
                                                      capsys) -> None:
    code, said, err = run(capsys, "event", "new", "Cup", "--club", club_url, "--players",
                          *PLAYERS[:6], "--rules", "saves/pulka1-sochi-three-players.json",
                          "--formula", "custom", "--places", "3:2,1,0", "--divisor", "100")
    assert code == 0, err
    assert "Sochi to 10" in said and "formula: own place points and whists" in said
    with open_club(club_url) as club:
        spec = read_event(club, "Cup").spec
    assert spec.rules["stake_per_whist"] == "0.50"
    assert spec.formula_params == {"places": {"3": ["2", "1", "0"]}, "divisor": "100"}


@pytest.mark.parametrize("engine", ["sqlite"])
def test_screen_keeps_the_last_state_when_the_club_fails(club_url: str) -> None:
    import asyncio

    from textual.widgets import Static

    from preferans_tui.club.errors import ClubUnreachable
    from preferans_tui.ui.director_app import DirectorApp

    def read():  # type: ignore[no-untyped-def]
        raise ClubUnreachable("cannot reach the club database")

    async def look() -> str:
        app = DirectorApp(read, refresh_seconds=60)
        async with app.run_test(size=(80, 20)):
            return str(app.query_one("#foot", Static).render())

    assert "cannot reach the club database" in asyncio.run(look())


def test_swiss_round_seats_the_leaders_together(club_url: str, tmp_path: Path,
                                                capsys) -> None:
    """After an open round, the Swiss round's first table holds the leader and the best
    placed players he has not met (the leaders of the other tables)."""
    _new(capsys, club_url, "--rounds", "2", "--deals", "3", "--formula", "raw",
         players=PLAYERS[:9])
    files = _seat(capsys, club_url, tmp_path / "r1")
    rng = random.Random(9)
    for path in files:
        play(path, 3, rng)
    assert run(capsys, "event", "result", "Cup", "--club", club_url, *map(str, files))[0] == 0
    with open_club(club_url) as club:
        before = read_event(club, "Cup")
    leaders = []  # the standings' first player of each table of round 1, in order
    for s in before.standings:
        table = next(t for t in before.tables if s.name in t.players)
        if not any(table is next(t for t in before.tables if x in t.players)
                   for x in leaders):
            leaders.append(s.name)
    _seat(capsys, club_url, tmp_path / "r2")
    with open_club(club_url) as club:
        first = read_event(club, "Cup").round_tables(2)[0]
    assert set(first.players) == set(leaders)


@pytest.mark.parametrize("engine", ["sqlite"])
def test_the_ledger_shows_the_ratings(club_url: str, tmp_path: Path, capsys) -> None:
    """``stats --club URL --ratings``: the ledger, then the same ratings as ``event
    ratings``."""
    _new(capsys, club_url, "--rounds", "1", "--deals", "2", players=PLAYERS[:3])
    files = _seat(capsys, club_url, tmp_path / "r1")
    play(files[0], 2, random.Random(2))
    assert run(capsys, "event", "result", "Cup", "--club", club_url, str(files[0]))[0] == 0
    code, ratings, _ = run(capsys, "event", "ratings", "--club", club_url)
    assert code == 0 and ratings.startswith("1 table in playing order")
    code, ledger, err = run(capsys, "stats", "--club", club_url, "--ratings")
    assert code == 0, err
    assert ledger.endswith(ratings)


def test_seated_files_know_the_tables_length(club_url: str, tmp_path: Path, capsys) -> None:
    """``event seat`` of an event of 6 deals writes ``deals_limit: 6`` into each table's
    file (the app stops there; issue 28); an event played to the pulya writes none."""
    _new(capsys, club_url, "--rounds", "1", "--deals", "6", players=PLAYERS[:6])
    files = _seat(capsys, club_url, tmp_path / "r1")
    assert len(files) == 2
    for path in files:
        assert json.loads(path.read_text("utf-8"))["deals_limit"] == 6
        assert load(path)[0].deals_limit == 6
    code, _, err = run(capsys, "event", "new", "Open", "--club", club_url, "--players",
                       *PLAYERS[:3], "--pulya", "10", "--rounds", "1")
    assert code == 0, err
    code, said, err = run(capsys, "event", "seat", "Open", "--club", club_url, "--out",
                          str(tmp_path / "open"))
    assert code == 0, err
    (path,) = [Path(line.split("→ ")[1]) for line in said.splitlines() if "→ " in line]
    assert "deals_limit" not in json.loads(path.read_text("utf-8"))
