"""Tables still playing and byes said by the event commands (issue 28), on SQLite and
PostgreSQL.

The event of most tests: five players A–E at tables of 4, 4 deals a table, 2 rounds, a
bye worth 1.5. Five players fill one table of 4 and no table of 3 makes up the rest
(5 − 3 = 2 is no table), so one player a round sits out: 1 bye a round, scored 1.5
(shown ``1.50``: the protocol's two decimals).
"""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

from preferans_tui.club.checking import check_club
from preferans_tui.club.database import open_club
from preferans_tui.club.ledger import club_ledger
from preferans_tui.events.store import read_event

from .event_play import play
from .helpers import run

FIVE = ["A", "B", "C", "D", "E"]


def _event(capsys, url: str, tmp_path: Path) -> tuple[str, Path]:  # type: ignore[no-untyped-def]
    """Make the event, seat round 1 (its one table's file returned), and what
    ``event new`` said."""
    code, said, err = run(capsys, "event", "new", "Cup", "--club", url, "--players", *FIVE,
                          "--table", "4", "--deals", "4", "--rounds", "2",
                          "--bye-score", "1.5")
    assert code == 0, err
    code, seated, err = run(capsys, "event", "seat", "Cup", "--club", url, "--out",
                            str(tmp_path / "r1"))
    assert code == 0, err
    assert "  bye: E (a bye scores 1.50)" in seated.splitlines()  # the last entered
    return said, tmp_path / "r1" / "Cup-r1-t1.json"


def _result(capsys, url: str, path: Path) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run(capsys, "event", "result", "Cup", "--club", url, str(path))
    assert code == 0, err


def test_event_new_says_the_byes(club_url: str, tmp_path: Path, capsys) -> None:
    said, _ = _event(capsys, club_url, tmp_path)
    assert said.splitlines()[1] == ("byes a round: 1 (5 players at tables of 4); a bye "
                                    "scores 1.50")


def test_absent_and_join_say_when_the_byes_change(club_url: str, tmp_path: Path,
                                                  capsys) -> None:
    """D away: 4 players, one table of 4, no bye; F joining makes 5 again, 1 bye; G
    makes 6, two tables of 3 and no bye; H makes 7, a table of 4 and one of 3: still no
    bye, and nothing is said."""
    _event(capsys, club_url, tmp_path)
    code, said, _ = run(capsys, "event", "absent", "Cup", "--club", club_url, "D")
    assert code == 0
    assert said.splitlines()[1] == ("byes in round 2: 0 (4 players at tables of 4); a bye "
                                    "scores 1.50")
    code, said, _ = run(capsys, "event", "join", "Cup", "--club", club_url, "F")
    assert code == 0
    assert said.splitlines()[1] == ("byes in round 2: 1 (5 players at tables of 4); a bye "
                                    "scores 1.50")
    code, said, _ = run(capsys, "event", "join", "Cup", "--club", club_url, "G")
    assert said.splitlines()[1] == ("byes in round 2: 0 (6 players at tables of 4); a bye "
                                    "scores 1.50")  # two tables of 3
    code, said, _ = run(capsys, "event", "join", "Cup", "--club", club_url, "H")
    assert said.splitlines() == ["event Cup: H plays from round 2"]  # 4 + 3: still none


def test_a_table_still_playing_is_said_everywhere(club_url: str, tmp_path: Path,
                                                  capsys) -> None:
    """The one table at 1 of its 4 deals: the standings and the protocol say so above
    the standings, and the ratings leave it out (0 tables) unless --unfinished."""
    _, path = _event(capsys, club_url, tmp_path)
    play(path, 1, random.Random(3))
    _result(capsys, club_url, path)
    code, said, _ = run(capsys, "event", "standings", "Cup", "--club", club_url)
    lines = said.splitlines()
    assert code == 0 and lines[1:3] == [
        "Provisional: tables still playing, counted as they stand:",
        "  round 1, table 1: 1 of 4 deals played"]
    e = next(line for line in lines if line.split()[1:2] == ["E"])
    assert lines[3].split()[-1] == "byes"  # the column's heading
    assert e.split()[2] == "1.50" and e.split()[-1] == "1"  # the bye, counted
    assert all(line.split()[-1] == "0" for line in lines[4:] if line.split()[1] != "E")
    html_path, csv_path = tmp_path / "p.html", tmp_path / "p.csv"
    code, said, _ = run(capsys, "event", "protocol", "Cup", "--club", club_url,
                        "--html", str(html_path), "--csv", str(csv_path))
    assert code == 0 and "  round 1, table 1: 1 of 4 deals played" in said.splitlines()
    rows = list(csv.reader(io.StringIO(csv_path.read_text("utf-8"))))
    assert rows[:4] == [["still playing"], ["round", "table", "deals", "of"],
                        ["1", "1", "1", "4"], []]
    head = rows.index(["standings"]) + 1
    assert rows[head] == ["place", "player", "points", "whists", "wins", "byes"]
    assert {r[1]: r[5] for r in rows[head + 1:head + 6]} == {
        "A": "0", "B": "0", "C": "0", "D": "0", "E": "1"}
    page = html_path.read_text("utf-8")
    assert page.index("round 1, table 1: 1 of 4 deals played") < page.index("<h2>Standings")
    code, said, _ = run(capsys, "event", "ratings", "--club", club_url)
    assert said.splitlines()[:2] == [
        "0 tables in playing order; prefko (from 1000) and Elo (from 1500)",
        "unfinished tables left out: 1 (--unfinished counts them as they stand)"]
    code, said, _ = run(capsys, "event", "ratings", "--club", club_url, "--unfinished")
    assert said.startswith("1 table in playing order") and "left out" not in said


def test_a_table_at_its_limit_is_finished(club_url: str, tmp_path: Path, capsys) -> None:
    """All 4 deals played: nothing is provisional, the ratings count the table, the
    club's ledger counts the evening finished, and ``club check`` agrees with itself
    (its replay of the stored hands knows the event's length too)."""
    _, path = _event(capsys, club_url, tmp_path)
    play(path, 4, random.Random(4))
    assert json.loads(path.read_text("utf-8"))["deals_limit"] == 4
    _result(capsys, club_url, path)
    code, said, _ = run(capsys, "event", "standings", "Cup", "--club", club_url)
    assert code == 0 and "Provisional" not in said and "deals played" not in said
    code, said, _ = run(capsys, "event", "ratings", "--club", club_url)
    assert said.startswith("1 table in playing order") and "left out" not in said
    with open_club(club_url) as club:
        assert read_event(club, "Cup").tables[0].finished
        doc = club_ledger(club)
        assert [f["finished"] for f in doc["files"]] == [True]
        assert doc["unfinished"] == 0
        assert check_club(club).problems == []


def test_the_directors_screen_says_provisional(club_url: str, tmp_path: Path,
                                               capsys) -> None:
    import asyncio

    from textual.widgets import Static

    from preferans_tui.ui.director_app import DirectorApp

    _, path = _event(capsys, club_url, tmp_path)
    play(path, 1, random.Random(3))
    _result(capsys, club_url, path)

    async def head() -> str:
        with open_club(club_url) as club:
            app = DirectorApp(lambda: read_event(club, "Cup"), refresh_seconds=60)
            async with app.run_test(size=(100, 30)):
                return str(app.query_one("#head", Static).render())

    lines = asyncio.run(head()).splitlines()
    assert lines[1:] == ["Provisional: tables still playing, counted as they stand:",
                         "  round 1, table 1: 1 of 4 deals played"]
