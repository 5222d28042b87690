"""``stats --club`` gives the JSON ``stats`` gives over the same files; results are
derived once, kept, and derived again when a pulka changes; ``club check`` replays every
stored pulka (issue 27 §3, §4)."""

from __future__ import annotations

import shutil
from pathlib import Path

from sqlalchemy import func, select, update

from preferans_tui.club.database import open_club
from preferans_tui.club.schema import hands, ledger_answers, results

from .helpers import SAVES, run, sochi, write


def _stick(tmp_path: Path) -> Path:
    folder = tmp_path / "stick"
    folder.mkdir()
    for path in SAVES.glob("*.json"):
        shutil.copy2(path, folder / path.name)
    write(folder / "friday.json", sochi(6, title="Friday"))
    return folder


def test_stats_club_is_stats_of_the_files(club_url: str, tmp_path: Path, capsys) -> None:
    folder = _stick(tmp_path)
    assert run(capsys, "club", "import", str(folder), "--club", club_url)[0] == 0
    for extra in ([], ["--player", "Anna"], ["--variant", "sochi"], ["--finished-only"],
                  ["--since", "2026-11-30"]):
        code, files_json, _ = run(capsys, "stats", str(folder), "--json", *extra)
        assert code == 0
        code, club_json, _ = run(capsys, "stats", "--json", "--club", club_url, *extra)
        assert code == 0 and club_json == files_json, extra
    code, files_csv, _ = run(capsys, "stats", str(folder), "--csv")
    assert run(capsys, "stats", "--csv", "--club", club_url)[1] == files_csv
    code, table, _ = run(capsys, "stats", "--club", club_url, "--lang", "en")
    assert code == 0 and "Anna" in table


def test_results_kept_and_recomputed_when_a_pulka_grows(club_url: str, tmp_path: Path,
                                                        capsys) -> None:
    folder = tmp_path / "stick"
    folder.mkdir()
    path = write(folder / "p.json", sochi(3))
    run(capsys, "club", "import", str(path), "--club", club_url)
    first = run(capsys, "stats", "--json", "--club", club_url)[1]
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(select(func.count()).select_from(ledger_answers)).scalar() == 1
        assert conn.execute(select(results.c.revision)).scalar() == 1
    assert run(capsys, "stats", "--json", "--club", club_url)[1] == first  # kept answer
    write(path, sochi(8))
    run(capsys, "club", "import", str(path), "--club", club_url)
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(select(func.count()).select_from(ledger_answers)).scalar() == 0
        assert conn.execute(select(results.c.revision)).scalar() == 2
    grown = run(capsys, "stats", "--json", "--club", club_url)[1]
    assert grown != first and grown == run(capsys, "stats", str(folder), "--json")[1]
    assert '"hands": 8' in grown


def test_stale_results_derived_again(club_url: str, tmp_path: Path, capsys) -> None:
    folder = _stick(tmp_path)
    run(capsys, "club", "import", str(folder), "--club", club_url)
    with open_club(club_url) as club, club.writing() as conn:  # as if by older code
        conn.execute(update(results).values(code="old", evening="{}"))
    club_json = run(capsys, "stats", "--json", "--club", club_url)[1]
    assert club_json == run(capsys, "stats", str(folder), "--json")[1]
    with open_club(club_url) as club, club.reading() as conn:
        assert set(conn.execute(select(results.c.code)).scalars()) != {"old"}


def test_check_replays_every_pulka(club_url: str, tmp_path: Path, capsys) -> None:
    folder = _stick(tmp_path)
    run(capsys, "club", "import", str(folder), "--club", club_url)
    code, out, _ = run(capsys, "club", "check", "--club", club_url)
    # saves/ holds 4 pulkas of 8, 12, 11 and 10 hands; friday.json 6
    assert code == 0 and "5 pulkas, 47 hands replayed" in out
    with open_club(club_url) as club, club.writing() as conn:
        conn.execute(update(hands).where(hands.c.number == 2).values(
            record='{"kind":"raspasy","dealer":"Anna","tricks":{"Anna":9,"Boris":0,"Vera":0}}'))
    code, out, _ = run(capsys, "club", "check", "--club", club_url)
    assert code == 1 and "does not settle" in out


def test_another_time_zone_derives_the_evenings_again(club_url: str, tmp_path: Path,
                                                      capsys, monkeypatch) -> None:
    """A ``created`` time with an offset is dated in local time: under another time zone
    the kept evenings are derived again, and the figures are still those of the files."""
    import time

    folder = tmp_path / "stick"
    folder.mkdir()
    write(folder / "p.json", sochi(8, created="2026-11-30T23:30:00+00:00"))
    run(capsys, "club", "import", str(folder), "--club", club_url)
    monkeypatch.setenv("TZ", "Asia/Vladivostok")  # +10: already 1 December there
    time.tzset()
    try:
        club_json = run(capsys, "stats", "--json", "--club", club_url)[1]
        assert '"date": "2026-12-01T09:30:00"' in club_json
        assert club_json == run(capsys, "stats", str(folder), "--json")[1]
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
