"""``club show`` without a pulka id: the club's pulkas, for an organiser to find the id to
pass — id, title, created, players, hands, when the last hand reached the club (in the
computer's time zone), the latest last; a file's texts shown as text, never markup."""

from __future__ import annotations

import io
import re
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from rich.console import Console
from sqlalchemy import update

from preferans_tui.cli.club_list import pulka_table
from preferans_tui.club.database import open_club
from preferans_tui.club.listing import PulkaLine
from preferans_tui.club.schema import hands

from .helpers import PULKA_ID, run, sochi, write


@pytest.fixture
def moscow_time(monkeypatch) -> Iterator[None]:
    """The computer's time zone UTC+3 (a POSIX TZ: no time zone data needed)."""
    monkeypatch.setenv("TZ", "MSK-3")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def stored_at(url: str, pulka_id: str, stamp: str) -> None:
    """Every hand of ``pulka_id`` stored at ``stamp`` (UTC), as if imported then."""
    with open_club(url) as club, club.writing() as conn:
        conn.execute(update(hands).where(hands.c.pulka_id == pulka_id).values(stored_at=stamp))


def test_club_show_lists_the_pulkas_the_latest_last(club_url: str, tmp_path: Path, capsys,
                                                     moscow_time) -> None:
    friday = write(tmp_path / "friday.json", sochi(5, title="Friday"))
    saturday = write(tmp_path / "sat.json", sochi(3, pulka_id=None, created=None,
                                                  title="[bold]Sat\x1b[2J[/bold]"))
    code, out, _ = run(capsys, "club", "import", str(friday), str(saturday), "--club", club_url)
    assert code == 0
    derived = re.search(r"pulka (sha256:[0-9a-f]+): 3 hands", out)
    assert derived is not None
    saturday_id = derived.group(1)
    stored_at(club_url, PULKA_ID, "2026-11-30T18:40:00+00:00")  # 21:40 in Moscow
    stored_at(club_url, saturday_id, "2026-11-29T17:00:00+00:00")  # 20:00 in Moscow
    code, out, err = run(capsys, "club", "show", "--club", club_url)
    assert code == 0 and err == ""
    rows = [line.rstrip() for line in out.splitlines()]
    assert rows[0].split() == ["id", "title", "created", "players", "hands", "last", "hand"]
    assert set(rows[1]) == {"─"}
    # Saturday's last hand came first: the latest (Friday's) is the last row; piped, the
    # title is not folded; the players one a line, a time's date over its hour
    title = "[bold]Sat\\x1b[2J[/bold]"
    assert [row.split() for row in rows[2:]] == [
        [saturday_id, title, "Anna", "3", "2026-11-29"],
        ["Boris", "20:00"],
        ["Vera"],
        [PULKA_ID, "Friday", "2026-11-30", "Anna", "5", "2026-11-30"],
        ["21:05", "Boris", "21:40"],
        ["Vera"]]
    assert rows[2].index("Anna") == rows[3].index("Boris") == rows[5].index("Anna")
    assert rows[2].startswith(saturday_id + " ") and rows[5].startswith(PULKA_ID + " ")
    assert "\x1b" not in out  # neither the title's escape nor a colour (piped)


def test_club_show_of_an_empty_club_says_so(club_url: str, capsys) -> None:
    code, out, _ = run(capsys, "club", "show", "--club", club_url)
    assert code == 0
    assert out.endswith(": no pulka yet (club import or sync stores one)\n")


def test_club_show_with_an_id_still_shows_that_pulka(club_url: str, tmp_path: Path,
                                                     capsys) -> None:
    path = write(tmp_path / "friday.json", sochi(2, title="Friday"))
    run(capsys, "club", "import", str(path), "--club", club_url)
    code, out, _ = run(capsys, "club", "show", PULKA_ID, "--club", club_url)
    assert code == 0 and out.startswith(f"pulka {PULKA_ID} (its file id): Friday;")


def test_the_table_fits_80_columns_with_the_apps_ids_whole() -> None:
    """An organiser's terminal: a UUID id (what the app writes) stays whole in 80
    columns; a long title folds at its words."""
    line = PulkaLine(PULKA_ID, "Friday at Anna's", "2026-11-28T19:40:00",
                     ("Anna", "Boris", "Vera"), 12, datetime(2026, 12, 2, 5, 13))
    out = io.StringIO()
    Console(file=out, width=80).print(pulka_table([line]))
    rows = out.getvalue().splitlines()
    assert max(len(row) for row in rows) == 80
    assert [row.split() for row in rows[2:]] == [
        [PULKA_ID, "Friday", "2026-11-28", "Anna", "12", "2026-12-02"],
        ["at", "19:40", "Boris", "05:13"],
        ["Anna's", "Vera"]]
