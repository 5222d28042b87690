"""Opening a club database: a schema version from the first release, and clear refusals
of what is not a club database of this program (issue 27 "Bad input")."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from preferans_tui.club.database import HEAD_REVISION, KNOWN_REVISIONS, known_revisions, open_club
from preferans_tui.club.errors import ClubUnreachable, NewerSchema, NotADatabase, NotOurs
from preferans_tui.club.urls import parse_url, shown_url

from .helpers import run, sochi, write


def _raw(url: str):  # an engine beside the program's, to make a database not ours
    return create_engine(parse_url(url))


def test_known_revisions_are_alembics() -> None:
    assert known_revisions() == KNOWN_REVISIONS and KNOWN_REVISIONS[-1] == HEAD_REVISION


def test_empty_database_gets_schema_version_3(club_url: str) -> None:
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0003"
        meta = dict(conn.execute(text("SELECT key, value FROM club_meta")).all())
    assert meta == {"application": "preferans-tui club", "schema": "3"}
    open_club(club_url).close()  # opened again: nothing to do


def test_newer_schema_refused(club_url: str, tmp_path: Path, capsys) -> None:
    open_club(club_url).close()
    with _raw(club_url).begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0007'"))
        conn.execute(text("UPDATE club_meta SET value = '4' WHERE key = 'schema'"))
    with pytest.raises(NewerSchema, match="schema version 4 .*newer than this program's 3"):
        open_club(club_url)
    path = write(tmp_path / "p.json", sochi(2))
    code, _, err = run(capsys, "club", "import", str(path), "--club", club_url)
    assert code == 1 and "update preferans-tui" in err


def test_database_not_ours_refused(club_url: str) -> None:
    with _raw(club_url).begin() as conn:
        conn.execute(text("CREATE TABLE invoices (id INTEGER PRIMARY KEY)"))
    with pytest.raises(NotOurs, match="other tables \\(invoices\\)"):
        open_club(club_url)
    with _raw(club_url).begin() as conn:  # ours in shape, another program's by name
        conn.execute(text("CREATE TABLE club_meta (key VARCHAR(64) PRIMARY KEY, value TEXT)"))
        conn.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32))"))
        conn.execute(text("INSERT INTO club_meta VALUES ('application', 'billing')"))
    with pytest.raises(NotOurs, match="names another program"):
        open_club(club_url)


@pytest.mark.parametrize("given", ["http://example.org/club", "club.db", "mysql://u@h/db",
                                   "sqlite://"])
def test_url_not_a_database(given: str, capsys) -> None:
    with pytest.raises(NotADatabase):
        open_club(given)
    code, _, err = run(capsys, "stats", "--json", "--club", given)
    assert code == 1 and "preferans-tui:" in err


def test_sqlite_file_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\n" * 100)
    with pytest.raises(NotADatabase, match="not a database"):
        open_club(f"sqlite:///{path}")
    with pytest.raises(NotADatabase, match="is a folder"):
        open_club(f"sqlite:///{tmp_path}")
    with pytest.raises(NotADatabase, match="does not exist"):
        open_club(f"sqlite:///{tmp_path}/no/such/club.sqlite")
    with pytest.raises(ClubUnreachable, match="not there"):
        open_club(f"sqlite:///{tmp_path}/gone.sqlite", create=False)


def test_password_never_shown(pg_cluster, capsys) -> None:
    url = pg_cluster.tcp_url("postgres").replace("postgresql://postgres@",
                                                 "postgresql://postgres:s3cretPW@")
    assert "s3cretPW" not in shown_url(parse_url(url))
    assert shown_url(url).startswith("postgresql://postgres:***@127.0.0.1:")
    missing = url.rsplit("/", 1)[0] + "/no_such_db"
    with pytest.raises(NotADatabase) as caught:
        open_club(missing)
    assert "s3cretPW" not in str(caught.value) and "no such database" in str(caught.value)
    dead = "postgresql://postgres:s3cretPW@127.0.0.1:1/club"
    code, _, err = run(capsys, "club", "check", "--club", dead)
    assert code == 1 and "cannot reach" in err and "s3cretPW" not in err and "***" in err
    code, _, err = run(capsys, "club", "check", "--club", "postgresql://u:s3cretPW@[bad")
    assert code == 1 and "s3cretPW" not in err


def test_environment_chooses_the_club(club_url: str, tmp_path: Path, capsys,
                                      monkeypatch) -> None:
    monkeypatch.setenv("PREFERANS_TUI_CLUB", club_url)
    path = write(tmp_path / "p.json", sochi(2))
    assert run(capsys, "club", "import", str(path))[0] == 0
    code, out, _ = run(capsys, "club", "check")
    assert code == 0 and "1 pulkas, 2 hands replayed" in out


def test_default_is_the_data_folder_sqlite(tmp_path: Path, capsys, _club_data: Path) -> None:
    path = write(tmp_path / "p.json", sochi(2))
    assert run(capsys, "club", "import", str(path))[0] == 0
    assert (_club_data / "club.sqlite").is_file()


def test_older_schema_upgraded_in_place(club_url: str, tmp_path: Path, monkeypatch,
                                        capsys) -> None:
    """A club made by this release is upgraded in place by a later migration, every row
    kept: the migrations here plus a 0004 of a later release (a column added)."""
    import shutil

    from preferans_tui.club import database

    path = write(tmp_path / "p.json", sochi(8))
    assert run(capsys, "club", "import", str(path), "--club", club_url)[0] == 0
    later = tmp_path / "migrations"
    shutil.copytree(database.MIGRATIONS, later)
    (later / "versions" / "0004_later.py").write_text(
        'import sqlalchemy as sa\nfrom alembic import op\n\nrevision = "0004"\n'
        'down_revision = "0003"\nbranch_labels = None\ndepends_on = None\n\n\n'
        'def upgrade() -> None:\n'
        '    op.add_column("pulkas", sa.Column("venue", sa.Text))\n'
        '    op.execute("UPDATE club_meta SET value = \'4\' WHERE key = \'schema\'")\n')
    monkeypatch.setattr(database, "MIGRATIONS", later)
    monkeypatch.setattr(database, "KNOWN_REVISIONS", ("0001", "0002", "0003", "0004"))
    monkeypatch.setattr(database, "HEAD_REVISION", "0004")
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0004"
        assert conn.execute(text("SELECT value FROM club_meta WHERE key = 'schema'")
                            ).scalar() == "4"
        assert conn.execute(text("SELECT count(*) FROM hands")).scalar() == 8
        assert conn.execute(text("SELECT venue FROM pulkas")).all() == [(None,)]
    monkeypatch.undo()  # this release again: the upgraded club is newer than it
    with pytest.raises(NewerSchema, match="schema version 4"):
        open_club(club_url)


def test_schema_1_club_gets_the_events_tables(club_url: str, tmp_path: Path, monkeypatch,
                                              capsys) -> None:
    """A club of schema 1 (the release before the events) is upgraded by 0002 and 0003
    in place: its hands kept, the events' and the refusals' tables added, its schema 3."""
    _upgraded_from(club_url, tmp_path, monkeypatch, capsys, ("0001",))
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(text("SELECT count(*) FROM events")).scalar() == 0


def test_schema_2_club_gets_the_refusals_table(club_url: str, tmp_path: Path, monkeypatch,
                                               capsys) -> None:
    """A club of schema 2 (the events, no refusals kept) is upgraded by 0003 in place."""
    _upgraded_from(club_url, tmp_path, monkeypatch, capsys, ("0001", "0002"))


def _upgraded_from(club_url: str, tmp_path: Path, monkeypatch, capsys,  # type: ignore[no-untyped-def]
                   revisions: tuple[str, ...]) -> None:
    """Make a club of the release whose migrations were ``revisions``, store 8 hands,
    then open it with this one: upgraded to 0003 (schema 3), every hand kept, no refusal
    kept yet."""
    import shutil

    from preferans_tui.club import database, writing

    older = tmp_path / "migrations"
    shutil.copytree(database.MIGRATIONS, older)
    for script in (older / "versions").glob("000*.py"):
        if script.name[:4] not in revisions:
            script.unlink()
    monkeypatch.setattr(database, "MIGRATIONS", older)
    monkeypatch.setattr(database, "KNOWN_REVISIONS", revisions)
    monkeypatch.setattr(database, "HEAD_REVISION", revisions[-1])
    if "0003" not in revisions:  # that release kept no refusals, so cleared none
        monkeypatch.setattr(writing, "clear_refusal", lambda conn, pulka_id: None)
    path = write(tmp_path / "p.json", sochi(8))
    assert run(capsys, "club", "import", str(path), "--club", club_url)[0] == 0
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")
                            ).scalar() == revisions[-1]
    monkeypatch.undo()
    with open_club(club_url) as club, club.reading() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0003"
        assert conn.execute(text("SELECT value FROM club_meta WHERE key = 'schema'")
                            ).scalar() == "3"
        assert conn.execute(text("SELECT count(*) FROM hands")).scalar() == 8
        assert conn.execute(text("SELECT count(*) FROM pulka_refusals")).scalar() == 0
