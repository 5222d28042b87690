"""The tournament commands under attack (issue 28's review), on SQLite and PostgreSQL:
a seat never writes over a file or through a link and leaves nothing behind when it
fails, an event's name never leaves the data folder's ``events/``, names a table
refuses are refused when entered, bad options say which and why in one line, a table's
file longer than the event is refused, the protocol's CSV runs no formula, and a
read-only command makes no club."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from sqlalchemy import text, update

from preferans_tui.club.database import open_club
from preferans_tui.club.schema import events
from preferans_tui.events import store
from preferans_tui.events.protocol import protocol_csv, protocol_html
from preferans_tui.events.standings import Standing
from preferans_tui.views.figures import file_points_text, points_text

from .event_play import play
from .helpers import run


def _ok(capsys, *argv: str) -> str:  # type: ignore[no-untyped-def]
    code, said, err = run(capsys, *argv)
    assert code == 0, err
    return said


def _refused(capsys, *argv: str) -> str:  # type: ignore[no-untyped-def]
    """The one line of a refused command (exit 1, no traceback)."""
    code, said, err = run(capsys, *argv)
    assert code == 1, said
    assert "Traceback" not in err and err.count("\n") == 1, err
    return err


def _files(said: str) -> list[Path]:
    return [Path(line.split("→ ")[1]) for line in said.splitlines() if "→ " in line]


def _rows(url: str) -> tuple[int, ...]:
    with open_club(url) as club, club.reading() as conn:
        return tuple(int(conn.execute(text(f"SELECT count(*) FROM {t}")).scalar() or 0)
                     for t in ("pulkas", "event_tables", "event_byes", "event_absences",
                               "event_players", "events"))


def test_a_seat_never_writes_over_a_file_nor_through_a_link(club_url: str, tmp_path: Path,
                                                            capsys) -> None:
    """"Cup 1" and "Cup?1" clean to the same file name: the second seat is refused,
    naming the file, and the first table's hands stay; a link or a folder where a
    table's file goes is refused too, and nothing is written where the link points."""
    data = tmp_path / "data"
    for name in ("Cup 1", "Cup?1"):
        _ok(capsys, "event", "new", name, "--club", club_url, "--players", "A", "B", "C",
            "--deals", "2")
    (first,) = _files(_ok(capsys, "event", "seat", "Cup 1", "--club", club_url))
    assert first == data / "events" / "Cup-1" / "Cup-1-r1-t1.json"
    play(first, 2, random.Random(5))
    played = first.read_text("utf-8")
    before = _rows(club_url)
    err = _refused(capsys, "event", "seat", "Cup?1", "--club", club_url)
    assert f"{first}: a file is there already" in err and "nothing was written" in err
    assert first.read_text("utf-8") == played and _rows(club_url) == before

    links = tmp_path / "links"
    links.mkdir()
    (links / "Cup-1-r1-t1.json").symlink_to(tmp_path / "elsewhere.json")
    err = _refused(capsys, "event", "seat", "Cup?1", "--club", club_url, "--out", str(links))
    assert "Cup-1-r1-t1.json: a link is there already" in err
    assert not (tmp_path / "elsewhere.json").exists() and _rows(club_url) == before
    folders = tmp_path / "folders"
    (folders / "Cup-1-r1-t1.json").mkdir(parents=True)
    err = _refused(capsys, "event", "seat", "Cup?1", "--club", club_url, "--out",
                   str(folders))
    assert "Cup-1-r1-t1.json: a folder is there already" in err
    (tmp_path / "plain").write_text("mine", "utf-8")
    os.mkfifo(tmp_path / "fifo")
    for out in ("plain", "fifo"):
        err = _refused(capsys, "event", "seat", "Cup?1", "--club", club_url, "--out",
                       str(tmp_path / out))
        assert err.startswith(f"preferans-tui: --out {tmp_path / out}: not a folder"), err
    assert (tmp_path / "plain").read_text("utf-8") == "mine" and _rows(club_url) == before


def _fail_commit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The club's commit fails (a server gone at the last moment) once a seat has
    written its files: the transaction rolls back after them."""
    from contextlib import contextmanager

    from preferans_tui.club.database import Club
    from preferans_tui.club.errors import ClubUnreachable

    real_writing, real_write = Club.writing, store._write_new
    wrote: list[Path] = []

    def write(path: Path, text: str) -> None:
        real_write(path, text)
        wrote.append(path)

    @contextmanager
    def writing(self: Club):  # type: ignore[no-untyped-def]
        with real_writing(self) as conn:
            yield conn
            if wrote:
                wrote.clear()
                raise ClubUnreachable("cannot reach the club database (the commit failed)")

    monkeypatch.setattr(store, "_write_new", write)
    monkeypatch.setattr(Club, "writing", writing)


@pytest.mark.parametrize("failure", ["commit", "second file"])
def test_a_failed_seat_leaves_no_file_and_no_folder(club_url: str, tmp_path: Path, capsys,
                                                    failure: str) -> None:
    """The transaction rolled back (its commit failing, or the second table's file
    failing to be written): the files written are removed, and so are the folders made
    for them — ``events/Cup`` of the data folder, and ``deep/er`` of an ``--out``."""
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players",
        *"ABCDEF", "--deals", "2")
    before = _rows(club_url)
    with pytest.MonkeyPatch.context() as patch:  # the data folder's setting stays
        if failure == "commit":
            _fail_commit(patch)
        else:
            real, calls = store._write_new, []

            def second_fails(path: Path, text: str) -> None:
                calls.append(path)
                if len(calls) % 2 == 0:
                    raise store.EventError(f"{path}: cannot write the table's file (No "
                                           "space left on device); nothing was written")
                real(path, text)

            patch.setattr(store, "_write_new", second_fails)
        for extra in ([], ["--out", str(tmp_path / "deep" / "er")]):
            code, _, err = run(capsys, "event", "seat", "Cup", "--club", club_url, *extra)
            assert code == 1 and "Traceback" not in err, err
    assert not (tmp_path / "data" / "events").exists()
    assert not (tmp_path / "deep").exists()
    assert _rows(club_url) == before
    files = _files(_ok(capsys, "event", "seat", "Cup", "--club", club_url))
    assert [f.name for f in files] == ["Cup-r1-t1.json", "Cup-r1-t2.json"]
    assert not [n for n in os.listdir(files[0].parent) if n.endswith(".tmp")]


@pytest.mark.parametrize("name, folder", [
    ("../../../../tmp/x", "------------tmp-x"), ("/tmp/x", "-tmp-x"),
    ("F7/../../x", "F7-------x"), ("<i>X</i>", "-i-X--i-"), ("Кубок 2", "Кубок-2"),
])
def test_the_events_name_never_leaves_the_events_folder(club_url: str, tmp_path: Path,
                                                        capsys, name: str,
                                                        folder: str) -> None:
    """The folder is cleaned as the file name is: one name, inside ``events/``."""
    _ok(capsys, "event", "new", name, "--club", club_url, "--players", "A", "B", "C")
    (path,) = _files(_ok(capsys, "event", "seat", name, "--club", club_url))
    assert path == tmp_path / "data" / "events" / folder / f"{folder}-r1-t1.json"
    assert sorted(os.listdir(tmp_path / "data" / "events")) == [folder]


@pytest.mark.parametrize("name, said", [
    ("E\x1bX", "U+001B"), ("Cup\u202e", "U+202E"), ("\u200b", "U+200B"), ("   ", "empty"),
    ("C" * 41, "at most 40"),
])
def test_an_events_name_a_table_cannot_show_is_refused(club_url: str, capsys, name: str,
                                                       said: str) -> None:
    err = _refused(capsys, "event", "new", name, "--club", club_url, "--players", "A", "B",
                   "C")
    assert "the event's name" in err and said in err and "\x1b" not in err, err
    assert _rows(club_url)[-1] == 0


BAD_NAMES = [("X\x07", "U+0007"), ("", "empty"), ("  ", "empty"), ("Vera\u202e", "U+202E"),
             ("Vera\u200b", "U+200B"), ("x" * 5000, "5,000 characters long; at most 40")]


@pytest.mark.parametrize("bad, said", BAD_NAMES)
def test_a_name_seat_would_refuse_is_refused_at_new_join_and_absent(
        club_url: str, capsys, bad: str, said: str) -> None:
    """Rule 1.2 at the door: the event never holds a name its tables refuse."""
    err = _refused(capsys, "event", "new", "Cup", "--club", club_url, "--players", "Anna",
                   "Boris", bad)
    assert "a player's name" in err and said in err and "(rule 1.2)" in err, err
    assert len(err) < 300
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players", "Anna", "Boris",
        "Vera")
    before = _rows(club_url)
    for verb in ("join", "absent"):
        err = _refused(capsys, "event", verb, "Cup", "--club", club_url, bad)
        assert said in err and "(rule 1.2)" in err, err
    assert _rows(club_url) == before


def test_names_alike_but_for_look_alike_letters_are_refused(club_url: str, capsys) -> None:
    """Latin "Anna" and "Аnna" with a Cyrillic А: one player to a reader, and no table
    seats them together (rule 1.2)."""
    err = _refused(capsys, "event", "new", "Cup", "--club", club_url, "--players", "Anna",
                   "\u0410nna", "Vera")
    assert "differ only by look-alike letters" in err
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players", "Anna", "Boris",
        "Vera")
    err = _refused(capsys, "event", "join", "Cup", "--club", club_url, "B\u043eris")
    assert "'Boris' and 'Bоris' differ only by look-alike letters" in err
    assert _rows(club_url)[-2] == 3


@pytest.mark.parametrize("engine", ["sqlite"])
def test_bad_rules_files_are_one_line_naming_the_option(club_url: str, tmp_path: Path,
                                                        capsys) -> None:
    (tmp_path / "list.json").write_text("[1, 2]", "utf-8")
    (tmp_path / "bare.json").write_text('{"variant": "sochi"}', "utf-8")
    (tmp_path / "text.json").write_text("not json", "utf-8")
    for given, said in [("/nonexistent", "--rules /nonexistent: no such file"),
                        (str(tmp_path), f"--rules {tmp_path}: a folder, not a rules file"),
                        (str(tmp_path / "list.json"), "must be a JSON object"),
                        (str(tmp_path / "bare.json"), "pulya_target: Field required"),
                        (str(tmp_path / "text.json"), "not JSON (Expecting value")]:
        err = _refused(capsys, "event", "new", "Cup", "--club", club_url, "--players", "A",
                       "B", "C", "--rules", given)
        assert said in err and "pydantic" not in err, err


@pytest.mark.parametrize("engine", ["sqlite"])
@pytest.mark.parametrize("extra, said", [
    (["--divisor", "5"], "--divisor: only the custom formula uses it"),
    (["--places", "3:3,2,0"], "--places: only the custom formula uses it"),
    (["--pulya", "30", "--rules", "saves/pulka1-sochi-three-players.json"],
     "--pulya: the rules file gives the pulya target"),
    (["--open-rounds", "3", "--pairing", "rotation"], "--open-rounds: --pairing rotation"),
    (["--bye-score", "2", "--fill", "bye"],
     "--bye-score: 3 players at tables of 3 (--fill bye) leave nobody out"),
    (["--pulya", "-5"], "--pulya: the pulya target must be from 1 to 1000000, not -5"),
    (["--pulya", "0"], "--pulya: the pulya target must be from 1 to 1000000, not 0"),
    (["--pulya", "99999999999999999999"], "not 99999999999999999999"),
    (["--fill", "bye", "--bye-score", "nan", "--players", "A", "B", "C", "D"],
     "--bye-score: 'nan' is not a number"),
    (["--formula", "custom", "--places", "garbage"], "--places: 'garbage' is not SIZE:POINTS"),
    (["--formula", "custom", "--places", "3:1e999,1,0"],
     "--places: '1e999' is out of bounds: -1000 to 1000"),
    (["--rounds", "100000000"], "--rounds: an event plays 1 to 100 rounds"),
    (["--deals", "0"], "--deals: a table plays 1 to 1000 deals"),
    (["--open-rounds", "5"], "--open-rounds: 0 to the event's 4 rounds, not 5"),
])
def test_options_that_change_nothing_or_are_out_of_bounds(club_url: str, capsys,
                                                          extra: list[str], said: str) -> None:
    players = [] if "--players" in extra else ["--players", "A", "B", "C"]
    err = _refused(capsys, "event", "new", "Cup", "--club", club_url, *players, *extra)
    assert said in err and "validation error" not in err, err


def test_absent_twice_is_said_not_a_constraint(club_url: str, capsys) -> None:
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players", *"ABCD")
    err = _refused(capsys, "event", "absent", "Cup", "--club", club_url, "A", "a")
    assert "A, a named twice" in err and "UNIQUE" not in err
    _ok(capsys, "event", "absent", "Cup", "--club", club_url, "A")
    err = _refused(capsys, "event", "absent", "Cup", "--club", club_url, "B", "A")
    assert "A away in round 1 already" in err
    assert _rows(club_url)[3] == 1


def test_a_damaged_event_record_names_the_event(club_url: str, capsys) -> None:
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players", "A", "B", "C")
    with open_club(club_url) as club, club.writing() as conn:
        conn.execute(update(events).where(events.c.name == "Cup").values(spec="{broken"))
    err = _refused(capsys, "event", "standings", "Cup", "--club", club_url)
    assert "event Cup: its record in the club is damaged (Expecting property name" in err


def test_a_tables_file_longer_than_the_event_is_refused(club_url: str, tmp_path: Path,
                                                        capsys) -> None:
    """An event of 2 deals: a file of 6 deals is refused whether its deals_limit says 2,
    was changed to 6 or removed, and the standings count none of it; ``check`` says a
    file of 6 deals under deals_limit 2 is over its limit."""
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players", "A", "B", "C",
        "--deals", "2", "--rounds", "1")
    (path,) = _files(_ok(capsys, "event", "seat", "Cup", "--club", club_url))
    play(path, 6, random.Random(2))
    good = path.read_text("utf-8")
    err = _refused(capsys, "event", "result", "Cup", "--club", club_url, str(path))
    assert "6 deals, more than the event's 2 (deals_limit)" in err
    said = _ok(capsys, "check", str(path))
    assert "over its limit: 6 deals played, its deals_limit is 2" in said
    for limit, shown in [(6, "6"), (None, "none")]:
        doc = json.loads(good)
        doc.pop("deals_limit")
        if limit is not None:
            doc["deals_limit"] = limit
        path.write_text(json.dumps(doc), "utf-8")
        err = _refused(capsys, "event", "result", "Cup", "--club", club_url, str(path))
        assert f"deals_limit: the file {shown}, the event 2" in err
    with open_club(club_url) as club:
        state = store.read_event(club, "Cup")
    assert state.tables[0].hands == 0 and all(s.points == 0 for s in state.standings)


def test_the_protocol_runs_no_formula_and_holds_no_control_character(
        club_url: str, tmp_path: Path, capsys) -> None:
    evil = '=HYPERLINK("http://evil/","x")'
    _ok(capsys, "event", "new", "Cup", "--club", club_url, "--players", evil, "-1", "Vera")
    _ok(capsys, "event", "protocol", "Cup", "--club", club_url, "--html",
        str(tmp_path / "p.html"), "--csv", str(tmp_path / "p.csv"))
    written = (tmp_path / "p.csv").read_text("utf-8")
    assert f'"\'{evil.replace(chr(34), chr(34) * 2)}"' in written and "'-1" in written
    assert "\n=" not in written and ",=" not in written and ",-1" not in written
    # a name from an older record, with an ESC in it: escaped in both files
    lines = [Standing("Es\x1bc[2J", place=1)]
    csv_text = protocol_csv(lines, [], 1, lambda w: dict(w), file_points_text)
    page = protocol_html("Cup\x1b]0;x\x07", lines, [], 1, lambda w: dict(w), "places",
                         points_text)
    for made in (csv_text, page):
        assert "\x1b" not in made and "\x07" not in made and "\\x1b" in made


def test_read_only_commands_make_no_club(tmp_path: Path, capsys) -> None:
    missing, empty = tmp_path / "none.sqlite", tmp_path / "empty.sqlite"
    empty.touch()
    for path in (missing, empty):
        for argv in (["list"], ["standings", "Cup"]):
            err = _refused(capsys, "event", *argv, "--club", f"sqlite:///{path}")
            assert "not there" in err or "an empty file, no club there" in err, err
    assert not missing.exists() and empty.stat().st_size == 0
