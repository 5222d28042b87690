"""The club remembers a refused table file (issue 28 item 5), on SQLite and PostgreSQL:
a file of a seated table that disagrees with the club — by ``club import``, by the
table's own writer, or damaged — marks that table on the director's screen until the
pulka next stores cleanly."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from preferans_tui.club.database import open_club
from preferans_tui.club.table_writer import ClubWriter
from preferans_tui.events.store import read_event

from .event_play import play
from .helpers import run

PLAYERS = ["Anna", "Boris", "Vera"]


def _seated(capsys, url: str, out: Path, lang: str = "en") -> Path:  # type: ignore[no-untyped-def]
    """A one-round event ``Cup`` of three, its single table's file, seated in ``lang``."""
    code, _, err = run(capsys, "event", "new", "Cup", "--club", url, "--players", *PLAYERS,
                       "--pulya", "10", "--rounds", "1")
    assert code == 0, err
    code, said, err = run(capsys, "event", "seat", "Cup", "--club", url, "--out", str(out),
                          "--lang", lang)
    assert code == 0, err
    (path,) = [Path(line.split("→ ")[1]) for line in said.splitlines() if "→ " in line]
    return path


def _edit(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(path.read_text("utf-8"))
    change(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


def _screen(url: str, lang: str = "en") -> str:
    """The state column of the director's screen's only table."""
    from textual.widgets import DataTable

    from preferans_tui.ui.director_app import DirectorApp

    async def look() -> str:
        with open_club(url) as club:
            app = DirectorApp(lambda: read_event(club, "Cup"), lang=lang, refresh_seconds=60)
            async with app.run_test(size=(100, 30)):
                tables = app.query_one("#tables", DataTable)
                assert tables.row_count == 1
                return str(tables.get_row_at(0)[3])

    return asyncio.run(look())


def test_a_refused_hand_marks_the_table_until_a_clean_sync(club_url: str, tmp_path: Path,
                                                           capsys) -> None:
    """Three hands stored; the file then loses hand 3 (an undo the club has not heard
    of): ``club import`` refuses it at hand 3 and the club keeps that; ``club sync`` of
    the same file records the undo and forgets the refusal."""
    path = _seated(capsys, club_url, tmp_path / "r1")
    play(path, 3, random.Random(7))
    assert run(capsys, "club", "sync", str(path), "--club", club_url)[0] == 0
    assert _screen(club_url) == "playing"
    _edit(path, lambda doc: doc.update(hands=doc["hands"][:2]))
    code, _, err = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 1 and "hand 3 differs" in err
    with open_club(club_url) as club:
        (table,) = read_event(club, "Cup").tables
    assert table.refused_hand == 3 and table.refused is not None
    assert "hand 3 differs" in table.refused and table.refused_at
    assert _screen(club_url) == "playing; ⚠ refused: hand 3"
    assert _screen(club_url, "ru") == "играет; ⚠ отклонён: сдача 3"
    assert run(capsys, "club", "sync", str(path), "--club", club_url)[0] == 0
    with open_club(club_url) as club:
        (table,) = read_event(club, "Cup").tables
    assert table.refused is None and table.refused_hand is None and table.hands == 2
    assert _screen(club_url) == "playing; ⚠ 1 hands corrected/undone"


def test_a_damaged_file_of_a_known_pulka_is_remembered(club_url: str, tmp_path: Path,
                                                       capsys) -> None:
    """A file the rules core refuses (a hand of 30 tricks) still names its pulka: the
    table is marked, with no hand (the file, not a hand of the club's, is at fault)."""
    path = _seated(capsys, club_url, tmp_path / "r1")
    play(path, 1, random.Random(3))
    good = path.read_text("utf-8")

    def damage(doc: dict) -> None:  # type: ignore[type-arg]
        doc["hands"][0]["tricks"] = dict.fromkeys(doc["hands"][0]["tricks"], 10)

    _edit(path, damage)
    code, _, err = run(capsys, "club", "sync", str(path), "--club", club_url)
    assert code == 1 and "not stored" in err
    with open_club(club_url) as club:
        (table,) = read_event(club, "Cup").tables
    assert table.refused is not None and table.refused_hand is None
    assert _screen(club_url) == "playing; ⚠ refused: file"
    path.write_text(good, "utf-8")
    assert run(capsys, "club", "sync", str(path), "--club", club_url)[0] == 0
    assert _screen(club_url) == "playing"


def test_the_tables_writer_remembers_a_refusal(club_url: str, tmp_path: Path,
                                               capsys) -> None:
    """The table's writer (``preferans-tui FILE --club URL``) sends a file whose rules
    (the stake) are not the club's: refused, said under the sheet, and kept in the club; the file
    put right and saved again, the mark is gone."""
    path = _seated(capsys, club_url, tmp_path / "r1")
    play(path, 2, random.Random(11))
    right = path.read_text("utf-8")
    _edit(path, lambda doc: doc["rules"].update(stake_per_whist="2"))
    writer = ClubWriter(club_url, retry_seconds=0.2)
    try:
        writer.send(path)
        assert writer.flush(20)
        assert writer.trouble is not None and "differ from the club's" in writer.trouble
        with open_club(club_url) as club:
            (table,) = read_event(club, "Cup").tables
        assert table.refused == writer.trouble and table.refused_hand is None
        assert club_url.split("@")[0] not in table.refused  # no URL, so no password
        assert _screen(club_url) == "playing; ⚠ refused: file"
        path.write_text(right, "utf-8")
        writer.send(path)
        assert writer.flush(20) and writer.trouble is None
    finally:
        writer.close()
    with open_club(club_url) as club:
        (table,) = read_event(club, "Cup").tables
    assert table.refused is None and table.hands == 2
    assert _screen(club_url) == "playing"


def _marks(capsys, url: str, tmp_path: Path) -> tuple[str, list[str]]:  # type: ignore[no-untyped-def]
    """What ``event standings`` says under the standings, and the protocol's CSV rows of
    the table (its ``refused`` column last)."""
    import csv
    import io

    code, said, err = run(capsys, "event", "standings", "Cup", "--club", url)
    assert code == 0, err
    page, sheet = tmp_path / "p.html", tmp_path / "p.csv"
    code, _, err = run(capsys, "event", "protocol", "Cup", "--club", url,
                       "--html", str(page), "--csv", str(sheet))
    assert code == 0, err
    rows = list(csv.reader(io.StringIO(sheet.read_text("utf-8"))))
    start = rows.index(["tables"]) + 1
    assert rows[start][-1] == "refused"
    refused = [r[-1] for r in rows[start + 1:start + 4]]
    return "\n".join(line for line in said.splitlines() if line.startswith("⚠")), refused


def test_a_damaged_file_that_lost_its_id_marks_its_table(club_url: str, tmp_path: Path,
                                                         capsys) -> None:
    """The table's file cut in half where ``event seat`` wrote it: no JSON left, so no
    ``id`` to name the pulka; the club ties it to its table by that path, and the
    director's screen, ``event standings`` and the protocol mark it. The whole file
    back, a clean sync forgets the mark."""
    path = _seated(capsys, club_url, tmp_path / "r1")
    play(path, 2, random.Random(5))
    assert run(capsys, "club", "sync", str(path), "--club", club_url)[0] == 0
    good = path.read_text("utf-8")
    path.write_text(good[:len(good) // 2], "utf-8")  # a save cut short
    code, _, err = run(capsys, "club", "sync", str(path), "--club", club_url)
    assert code == 1 and "not stored" in err
    with open_club(club_url) as club:
        (table,) = read_event(club, "Cup").tables
    assert table.refused is not None and table.refused_hand is None and table.hands == 2
    assert _screen(club_url) == "playing; ⚠ refused: file"
    assert _marks(capsys, club_url, tmp_path) == ("⚠ round 1 table 1: refused: file",
                                                  ["file"] * 3)
    path.write_text(good, "utf-8")
    assert run(capsys, "club", "sync", str(path), "--club", club_url)[0] == 0
    assert _screen(club_url) == "playing"
    assert _marks(capsys, club_url, tmp_path) == ("", [""] * 3)


@pytest.mark.parametrize(("lang", "title", "mark"), [
    ("en", "Cup · round 1 · table 1", "playing; ⚠ refused: file"),
    ("ru", "Cup · тур 1 · стол 1", "играет; ⚠ отклонён: файл")])
def test_a_moved_file_without_its_id_is_tied_by_its_title(club_url: str, tmp_path: Path,
                                                           capsys, lang: str, title: str,
                                                           mark: str) -> None:
    """A copy of the table's file elsewhere, its ``id`` gone and a hand of 30 tricks
    (refused by the rules core): not at the path the club knows, but its title is the
    one ``event seat`` gave that table in the language it was seated in (``Cup · round 1
    · table 1``, ``Cup · тур 1 · стол 1``), whatever the language of the import."""
    path = _seated(capsys, club_url, tmp_path / "r1", lang)
    play(path, 1, random.Random(3))
    moved = tmp_path / "stick" / "table.json"
    moved.parent.mkdir()
    moved.write_text(path.read_text("utf-8"), "utf-8")

    def damage(doc: dict) -> None:  # type: ignore[type-arg]
        del doc["id"]
        doc["hands"][0]["tricks"] = dict.fromkeys(doc["hands"][0]["tricks"], 10)

    _edit(moved, damage)
    assert json.loads(moved.read_text("utf-8"))["title"] == title
    other = "ru" if lang == "en" else "en"
    code, _, err = run(capsys, "club", "import", str(moved), "--club", club_url,
                       "--lang", other)
    assert code == 1 and moved.name in err
    assert _screen(club_url, lang) == mark


def test_a_file_tied_to_no_table_marks_nothing(club_url: str, tmp_path: Path,
                                               capsys) -> None:
    """A damaged file with no id, elsewhere, of another title: no table is guessed."""
    _seated(capsys, club_url, tmp_path / "r1")
    stray = tmp_path / "stray.json"
    stray.write_text('{"title": "Friday", "hands": [', "utf-8")
    code, _, err = run(capsys, "club", "sync", str(stray), "--club", club_url)
    assert code == 1 and "not stored" in err
    assert _screen(club_url) == "playing"


def test_event_result_keeps_its_refusals(club_url: str, tmp_path: Path, capsys) -> None:
    """``event result`` refuses the table's file — a hand the club holds otherwise, the
    rules differing, the seats in another order, the id lost, the file damaged — and,
    as ``club sync`` does, the club keeps each refusal: the table is marked until its
    file is stored cleanly. Nothing of the refused file is written."""
    path = _seated(capsys, club_url, tmp_path / "r1")
    play(path, 3, random.Random(7))
    assert run(capsys, "event", "result", "Cup", str(path), "--club", club_url)[0] == 0
    good = path.read_text("utf-8")

    def result(expected: str) -> str:
        code, _, err = run(capsys, "event", "result", "Cup", str(path), "--club", club_url)
        assert code == 1 and expected in err, err
        with open_club(club_url) as club:
            (table,) = read_event(club, "Cup").tables
        assert table.hands == 3  # nothing of the refused file stored
        assert table.refused is not None and expected in table.refused
        return _screen(club_url)

    def seats_turned(doc: dict) -> None:  # type: ignore[type-arg]
        doc.update(players=doc["players"][1:] + doc["players"][:1], hands=[])

    _edit(path, lambda doc: doc.update(hands=doc["hands"][:2]))  # an undo the club missed
    assert result("hand 3 differs") == "playing; ⚠ refused: hand 3"
    path.write_text(good, "utf-8")
    _edit(path, lambda doc: doc["rules"].update(stake_per_whist="2"))
    assert result("stake_per_whist: the file '2', the event none") == "playing; ⚠ refused: file"
    path.write_text(good, "utf-8")
    _edit(path, seats_turned)
    assert result("not those seated at round 1 table 1") == "playing; ⚠ refused: file"
    path.write_text(good, "utf-8")
    _edit(path, lambda doc: doc.pop("id"))  # a valid file, but it names no pulka
    assert result("the file of round 1 table 1") == "playing; ⚠ refused: file"
    path.write_text(good[:40], "utf-8")
    assert result("") == "playing; ⚠ refused: file"
    path.write_text(good, "utf-8")
    assert run(capsys, "event", "result", "Cup", str(path), "--club", club_url)[0] == 0
    assert _screen(club_url) == "playing"


def test_the_tables_writer_ties_a_cut_file_to_its_table(club_url: str, tmp_path: Path,
                                                         capsys) -> None:
    """The table's writer reads its file cut short (no JSON, so no ``id``): the club
    still marks that table, by the path it last read the file from."""
    path = _seated(capsys, club_url, tmp_path / "r1")
    play(path, 1, random.Random(3))
    good = path.read_text("utf-8")
    path.write_text(good[:30], "utf-8")
    writer = ClubWriter(club_url, retry_seconds=0.2)
    try:
        writer.send(path)
        assert writer.flush(20)
    finally:
        writer.close()
    assert _screen(club_url) == "playing; ⚠ refused: file"


def _hostile(tmp_path: Path, kind: str) -> Path:
    """A file named ``*.json`` that is 100,000 brackets deep, a FIFO, or a folder."""
    import os

    path = tmp_path / f"{kind}.json"
    if kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    return path


def _bounded(capsys, *argv: str) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    """:func:`run` in a thread: a command that hangs (a FIFO waited on) fails the test
    after 60 s instead of hanging it."""
    import threading

    answer: list[tuple[int, str, str]] = []
    worker = threading.Thread(target=lambda: answer.append(run(capsys, *argv)), daemon=True)
    worker.start()
    worker.join(60)
    assert answer, f"{argv} still runs after 60 s"
    return answer[0]


def test_hostile_files_are_refused_in_one_line(club_url: str, tmp_path: Path,
                                               capsys) -> None:
    """A tester's findings: the club re-read a refused file with plain ``json.loads`` to
    find its id — a RecursionError traceback after the right message for 100,000
    brackets, and a FIFO opened and waited on forever."""
    _seated(capsys, club_url, tmp_path / "r1")
    for kind, said in (("deep", "nested far too deeply"), ("fifo", "not a regular file")):
        path = _hostile(tmp_path, kind)
        for command in ("import", "sync"):
            code, _, err = _bounded(capsys, "club", command, str(path), "--club", club_url)
            assert code == 1, (kind, command, err)
            assert said in err and "not stored" in err and "Traceback" not in err
            assert "RecursionError" not in err and len(err.strip().splitlines()) == 1
    assert _screen(club_url) == "playing"  # nothing tied to the event's table
