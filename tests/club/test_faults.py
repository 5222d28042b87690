"""Faults (issue 27 §5): the server stopped in the middle of an evening, two tables
writing at once, a client killed between the file save and the database write, a file
imported twice. The table is played by saving its file hand after hand and sending it
as ``club sync`` does (the pulka file first, the database after)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from sqlalchemy import func, select

from preferans_tui.club.database import open_club
from preferans_tui.club.errors import ClubUnreachable
from preferans_tui.club.reading import read_pulka_file
from preferans_tui.club.schema import hand_changes, hands, players, pulkas
from preferans_tui.club.writing import store_pulka

from .helpers import run, sochi, write

ROOT = Path(__file__).resolve().parents[2]


def send(url: str, path: Path) -> int | None:
    """The table's write after a save: the hands the club lacks, or ``None`` when the
    club cannot be reached (the hands wait in the file)."""
    try:
        with open_club(url, create=False) as club:
            return store_pulka(club, read_pulka_file(path), mode="sync").added
    except ClubUnreachable:
        return None


def stored_numbers(url: str, pulka_id: str | None = None) -> list[int]:
    with open_club(url) as club, club.reading() as conn:
        query = select(hands.c.number).order_by(hands.c.pulka_id, hands.c.number)
        if pulka_id is not None:
            query = query.where(hands.c.pulka_id == pulka_id)
        return list(conn.execute(query).scalars())


class Outage:
    """Take the club away and bring it back: PostgreSQL stopped with ``pg_ctl stop -m
    immediate`` (no clean shutdown) and started again; a SQLite file moved away (a stick
    pulled out) and back."""

    def __init__(self, engine: str, url: str, request: pytest.FixtureRequest) -> None:
        self.engine, self.url = engine, url
        self.cluster = request.getfixturevalue("pg_cluster") if engine == "postgresql" else None
        self.path = Path(url.removeprefix("sqlite:///")) if engine == "sqlite" else None

    def down(self) -> None:
        if self.cluster is not None:
            self.cluster.stop("immediate")
        else:
            assert self.path is not None
            for suffix in ("", "-wal", "-shm"):
                part = Path(f"{self.path}{suffix}")
                if part.exists():
                    part.rename(f"{part}.away")

    def up(self) -> None:
        if self.cluster is not None:
            self.cluster.start()
        else:
            assert self.path is not None
            for suffix in ("", "-wal", "-shm"):
                part = Path(f"{self.path}{suffix}.away")
                if part.exists():
                    part.rename(f"{self.path}{suffix}")


def test_server_stopped_mid_evening(engine: str, club_url: str, tmp_path: Path,
                                    request: pytest.FixtureRequest) -> None:
    path = tmp_path / "table1.json"
    outage = Outage(engine, club_url, request)
    open_club(club_url).close()
    for n in (1, 2, 3):
        write(path, sochi(n))
        assert send(club_url, path) == 1
    outage.down()
    try:
        for n in (4, 5, 6):  # play goes on: the file keeps every hand
            write(path, sochi(n))
            assert send(club_url, path) is None
    finally:
        outage.up()
    assert stored_numbers(club_url) == [1, 2, 3]
    write(path, sochi(7))
    assert send(club_url, path) == 4  # exactly the missing hands 4-6, and 7
    assert stored_numbers(club_url) == [1, 2, 3, 4, 5, 6, 7]
    assert send(club_url, path) == 0
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(select(func.count()).select_from(hand_changes)).scalar() == 0


def test_sync_command_after_outage(engine: str, club_url: str, tmp_path: Path, capsys,
                                   request: pytest.FixtureRequest) -> None:
    path = write(tmp_path / "t.json", sochi(2))
    assert run(capsys, "club", "sync", str(path), "--club", club_url)[0] == 0
    outage = Outage(engine, club_url, request)
    outage.down()
    try:
        write(path, sochi(5))
        if engine == "postgresql":
            code, _, err = run(capsys, "club", "sync", str(path), "--club", club_url)
            assert code == 1 and "cannot reach the club database" in err
    finally:
        outage.up()
    code, out, _ = run(capsys, "club", "sync", str(path), "--club", club_url)
    assert code == 0 and "5 hands; 3 hands added" in out


def test_two_tables_writing_at_once(club_url: str, tmp_path: Path) -> None:
    open_club(club_url).close()
    shared = write(tmp_path / "shared.json",
                   sochi(8, pulka_id="99999999-8888-4777-8666-555555555555"))
    errors: list[BaseException] = []

    def table(name: str, pulka_id: str) -> None:
        path = tmp_path / f"{name}.json"
        try:
            for n in range(1, 9):
                write(path, sochi(n, pulka_id=pulka_id))
                assert send(club_url, path) == 1
                send(club_url, shared)  # both tables send one file too: stored once
        except BaseException as exc:  # noqa: BLE001 - reported by the main thread
            errors.append(exc)

    threads = [threading.Thread(target=table, args=("a", "aaaaaaaa-0000-4000-8000-000000000001")),
               threading.Thread(target=table, args=("b", "bbbbbbbb-0000-4000-8000-000000000002"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors
    with open_club(club_url) as club, club.reading() as conn:
        per_pulka = dict(conn.execute(select(hands.c.pulka_id, func.count())
                                      .group_by(hands.c.pulka_id)).all())
        assert sorted(per_pulka.values()) == [8, 8, 8] and len(per_pulka) == 3
        assert conn.execute(select(func.count()).select_from(players)).scalar() == 3
        assert conn.execute(select(func.sum(pulkas.c.revision))).scalar() <= 1 + 8 + 8


TABLE = """
import sys
from pathlib import Path
from preferans_tui.club.database import open_club
from preferans_tui.club.reading import read_pulka_file
from preferans_tui.club.writing import store_pulka
from tests.club.helpers import sochi, write
url, folder, pulka_id = sys.argv[1:]
path = Path(folder) / f"{pulka_id}.json"
for n in range(1, 9):  # a table: save the file, then send it, hand after hand
    write(path, sochi(n, pulka_id=pulka_id))
    with open_club(url, create=False) as club:
        assert store_pulka(club, read_pulka_file(path), mode="sync").added == 1
"""


def test_two_table_processes_at_once(club_url: str, tmp_path: Path) -> None:
    """Two programs (two laptops' ``club sync``) writing one club at the same moment."""
    open_club(club_url).close()
    ids = ["aaaaaaaa-0000-4000-8000-00000000000a", "bbbbbbbb-0000-4000-8000-00000000000b"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    tables = [subprocess.Popen([sys.executable, "-c", TABLE, club_url, str(tmp_path), i],
                               cwd=ROOT, env=env, stderr=subprocess.PIPE) for i in ids]
    for table in tables:
        _, err = table.communicate(timeout=120)
        assert table.returncode == 0, err.decode()
    for pulka_id in ids:
        assert stored_numbers(club_url, pulka_id) == [1, 2, 3, 4, 5, 6, 7, 8]
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(select(func.count()).select_from(players)).scalar() == 3


KILLED = """
import os, signal, sys
from pathlib import Path
from preferans_tui.club.database import open_club
from preferans_tui.club.reading import read_pulka_file
from preferans_tui.club.writing import store_pulka
url, path, where = sys.argv[1:]
record = read_pulka_file(Path(path))  # the file was saved: now the database write
if where == "before":
    os.kill(os.getpid(), signal.SIGKILL)
with open_club(url) as club:
    store_pulka(club, record, mode="sync",
                before_commit=lambda: os.kill(os.getpid(), signal.SIGKILL))
"""


@pytest.mark.parametrize("where", ["before", "in_transaction"])
def test_client_killed_between_save_and_write(club_url: str, tmp_path: Path, where: str,
                                              capsys) -> None:
    open_club(club_url).close()
    path = write(tmp_path / "t.json", sochi(4))
    assert send(club_url, path) == 4
    write(path, sochi(6))  # hands 5 and 6 saved; the client dies before they reach the club
    done = subprocess.run([sys.executable, "-c", KILLED, club_url, str(path), where],
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          capture_output=True, timeout=60)
    assert done.returncode == -9, done.stderr
    assert stored_numbers(club_url) == [1, 2, 3, 4]  # nothing half-written
    code, out, _ = run(capsys, "club", "sync", str(path), "--club", club_url)
    assert code == 0 and "2 hands added" in out
    assert stored_numbers(club_url) == [1, 2, 3, 4, 5, 6]


def test_file_imported_twice(club_url: str, tmp_path: Path, capsys) -> None:
    path = write(tmp_path / "t.json", sochi(8))
    copy = write(tmp_path / "copy.json", sochi(8))  # the same pulka under another name
    code, out, _ = run(capsys, "club", "import", str(path), str(path), str(copy),
                       "--club", club_url)
    assert code == 0 and out.count("unchanged") == 2
    assert stored_numbers(club_url) == [1, 2, 3, 4, 5, 6, 7, 8]


def test_sync_records_corrections_and_undos(club_url: str, tmp_path: Path) -> None:
    open_club(club_url).close()
    path = write(tmp_path / "t.json", sochi(5))
    assert send(club_url, path) == 5
    doc = sochi(5)
    doc["hands"][4]["tricks"] = {"Vera": 1}  # hand 5, the misère, corrected: one trick
    write(path, doc)
    assert send(club_url, path) == 0
    write(path, sochi(3))  # hands 4 and 5 undone
    assert send(club_url, path) == 0
    with open_club(club_url) as club, club.reading() as conn:
        changes = conn.execute(select(hand_changes.c.number, hand_changes.c.change,
                                      hand_changes.c.new_record)
                               .order_by(hand_changes.c.id)).all()
    assert [(n, c) for n, c, _ in changes] == [(5, "corrected"), (4, "undone"), (5, "undone")]
    assert '"tricks":{"Vera":1}' in changes[0][2]
    assert stored_numbers(club_url) == [1, 2, 3]


def test_table_writer_off_the_ui_path(engine: str, club_url: str, tmp_path: Path,
                                      request: pytest.FixtureRequest) -> None:
    """The table's writer (``preferans-tui FILE --club URL``): each save sent from its own
    thread; while the club is down the trouble is told once and the hands wait; once it
    is back they arrive (retried, nothing twice)."""
    from preferans_tui.club.table_writer import ClubWriter

    open_club(club_url).close()
    told: list[str | None] = []
    writer = ClubWriter(club_url, retry_seconds=0.2)
    writer.on_change = lambda: told.append(writer.trouble)
    path = tmp_path / "table.json"
    outage = Outage(engine, club_url, request)
    try:
        for n in (1, 2):
            write(path, sochi(n))
            writer.send(path)
            assert writer.flush(30)
        assert stored_numbers(club_url) == [1, 2] and writer.trouble is None
        outage.down()
        try:
            for n in (3, 4, 5):
                write(path, sochi(n))
                writer.send(path)
            assert not writer.flush(1.0)  # waiting: the club is away
            assert writer.trouble is not None and "password" not in writer.trouble
        finally:
            outage.up()
        assert writer.flush(30)
        assert writer.trouble is None and told[-1] is None  # said while away, then cleared
        assert told[0] is not None and None not in told[:-1]
        assert stored_numbers(club_url) == [1, 2, 3, 4, 5]
    finally:
        writer.close()


def test_club_show_names_corrections_and_undos(club_url: str, tmp_path: Path,
                                               capsys) -> None:
    path = write(tmp_path / "t.json", sochi(5, title="Friday"))
    run(capsys, "club", "sync", str(path), "--club", club_url)
    doc = sochi(5, title="Friday")
    doc["hands"][4]["tricks"] = {"Vera": 1}  # the misère of hand 5 corrected
    write(path, doc)
    code, out, _ = run(capsys, "club", "sync", str(path), "--club", club_url)
    assert code == 0 and "5 hands; 1 corrected" in out
    write(path, sochi(4, title="Friday"))
    code, out, _ = run(capsys, "club", "sync", str(path), "--club", club_url)
    assert code == 0 and "4 hands; 1 undone" in out
    code, out, _ = run(capsys, "club", "show", "6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
                       "--club", club_url)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("pulka 6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b (its file id): "
                               "Friday; Anna, Boris, Vera; 4 hands, playing")
    assert "hand 5 corrected" in lines[1] and '"tricks":{"Vera":0}' in lines[1]
    assert lines[1].endswith('"tricks":{"Vera":1}}')
    assert "hand 5 undone" in lines[2] and "→" not in lines[2]
    code, _, err = run(capsys, "club", "show", "nope", "--club", club_url)
    assert code == 1 and "holds no pulka 'nope'" in err
