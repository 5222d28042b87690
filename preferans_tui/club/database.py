"""Opening a club database: the engine, and the schema checked (or made) first.

:func:`open_club` refuses, with a message naming the database without its password:
a URL that is no database (:class:`~.errors.NotADatabase`), a server that cannot be
reached (:class:`~.errors.ClubUnreachable`), a database of a newer schema
(:class:`~.errors.NewerSchema`) or one that holds another program's tables
(:class:`~.errors.NotOurs`). An empty database is given the schema; one of an older
schema is upgraded in place by the Alembic migrations (``migrations/versions``), in one
transaction, so it is either upgraded whole or left as it was.

SQLite runs in WAL mode, each writing transaction ``BEGIN IMMEDIATE`` (the write lock
taken at once, so two tables never deadlock upgrading a read lock) with a 30-second busy
wait; PostgreSQL serializes the writers of one pulka with an advisory lock
(:meth:`Club.lock_pulka`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, inspect, select, text
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError, OperationalError, SQLAlchemyError

from .errors import ClubError, ClubUnreachable, NewerSchema, NotADatabase, NotOurs
from .schema import APPLICATION, OUR_TABLES, SCHEMA_VERSION, club_meta
from .urls import parse_url, scrubbed, shown_url

HEAD_REVISION = "0003"
"""The newest migration this program has (``migrations/versions/0003_refusals.py``);
``KNOWN_REVISIONS`` all of them, oldest first. A database at another revision was
written by a newer program. (A test checks these against Alembic's own list.)"""
KNOWN_REVISIONS = ("0001", "0002", "0003")
MIGRATIONS = Path(__file__).parent / "migrations"
SQLITE_BUSY_SECONDS = 30
PG_CONNECT_SECONDS = 5


class Club:
    """An open club database: ``url`` (SQLAlchemy's, psycopg for PostgreSQL), ``shown``
    (the URL without its password, for every message) and the ``engine``."""

    def __init__(self, url: URL, engine: Engine) -> None:
        self.url = url
        self.shown = shown_url(url)
        self.engine = engine
        self.dialect = engine.dialect.name

    def close(self) -> None:
        """Close every connection of the pool."""
        self.engine.dispose()

    def __enter__(self) -> Club:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def reading(self) -> Iterator[Connection]:
        """A connection in a read transaction (SQLite: a deferred ``BEGIN``)."""
        with self._translated(), self.engine.connect() as conn, conn.begin():
            yield conn

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """A connection in a write transaction, committed at the end of the block and
        rolled back if it raises (SQLite: ``BEGIN IMMEDIATE``)."""
        with self._translated(), self.engine.connect() as conn:
            conn = conn.execution_options(club_write=True)
            with conn.begin():
                yield conn

    def lock_pulka(self, conn: Connection, pulka_id: str) -> None:
        """Hold the pulka ``pulka_id`` for this transaction: a second table writing the
        same pulka waits until this one commits (PostgreSQL's transaction-level advisory
        lock; SQLite's ``BEGIN IMMEDIATE`` already holds the whole database)."""
        if self.dialect == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(hashtextextended(:id, 0))"),
                         {"id": pulka_id})

    @contextmanager
    def _translated(self) -> Iterator[None]:
        """The driver's errors as :class:`ClubError` (the password never in the text)."""
        try:
            yield
        except ClubError:
            raise
        except OperationalError as exc:
            raise _connection_error(self.url, exc) from None
        except DBAPIError as exc:
            if isinstance(exc.orig, sqlite3.DatabaseError) and "not a database" in str(exc.orig):
                raise _connection_error(self.url, exc) from None
            if exc.connection_invalidated:
                raise ClubUnreachable(f"{self.shown}: the connection was lost: "
                                      f"{_said(self.url, exc)}") from None
            raise ClubError(f"{self.shown}: {_said(self.url, exc)}") from None


def _said(url: URL, exc: DBAPIError) -> str:
    """The driver's first line of an error, without the password."""
    words = str(exc.orig).strip().splitlines() or [type(exc.orig).__name__]
    return scrubbed(words[0], url)


def _connection_error(url: URL, exc: DBAPIError) -> ClubError:
    """The error a failed connection or statement means to the user."""
    said = _said(url, exc)
    shown = shown_url(url)
    if isinstance(exc.orig, sqlite3.DatabaseError) and "not a database" in said:
        return NotADatabase(f"{shown}: the file is not a database (SQLite says: {said})")
    if "does not exist" in said and "database" in said:
        return NotADatabase(f"{shown}: the server has no such database ({said}); create it "
                            "first (createdb), README: the club database")
    if "authentication failed" in said or "no pg_hba.conf entry" in said:
        return ClubError(f"{shown}: the server refused the login ({said})")
    return ClubUnreachable(f"{shown}: cannot reach the club database ({said}); the hands "
                           "stay in their files: preferans-tui club sync FILE… sends them")


def _sqlite_engine(url: URL, create: bool) -> Engine:
    path = Path(url.database or "")
    shown = shown_url(url)
    if path.is_dir():
        raise NotADatabase(f"{shown}: {path} is a folder, not a database file")
    if not path.exists():
        if not create:
            raise ClubUnreachable(f"{shown}: the database file is not there")
        if not path.parent.is_dir():
            raise NotADatabase(f"{shown}: the folder {path.parent} does not exist")
    engine = create_engine(url, connect_args={"timeout": SQLITE_BUSY_SECONDS})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi: Any, _record: Any) -> None:
        dbapi.isolation_level = None  # the transactions are begun below, not by pysqlite
        dbapi.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_SECONDS * 1000}")
        dbapi.execute("PRAGMA journal_mode=WAL")  # readers never wait for a writer
        dbapi.execute("PRAGMA synchronous=NORMAL")  # WAL: a commit survives a crash
        dbapi.execute("PRAGMA foreign_keys=ON")

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        write = conn.get_execution_options().get("club_write")
        conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def open_club(url_text: str, *, create: bool = True) -> Club:
    """Open the club database at ``url_text`` (:func:`~.urls.parse_url`), giving an empty
    one the schema and upgrading an older one. ``create=False``: a SQLite file that is
    not there is :class:`ClubUnreachable` (a stick taken out), not made anew.

    Raises:
        NotADatabase, ClubUnreachable, NewerSchema, NotOurs, ClubError: see the module.
    """
    url = parse_url(url_text)
    if url.get_backend_name() == "sqlite":
        engine = _sqlite_engine(url, create)
    else:
        engine = create_engine(url, pool_pre_ping=True,
                               connect_args={"connect_timeout": PG_CONNECT_SECONDS})
    club = Club(url, engine)
    try:
        with club.writing() as conn:
            _ready_schema(club, conn)
    except BaseException:
        engine.dispose()
        raise
    return club


def _ready_schema(club: Club, conn: Connection) -> None:
    """Check the schema of the database (in a write transaction), make it if there is
    none, upgrade it if older."""
    if club.dialect == "postgresql":  # two tables opening one empty database at once
        conn.execute(text("SELECT pg_advisory_xact_lock(hashtextextended('club schema', 0))"))
    tables = set(inspect(conn).get_table_names())
    if not tables:
        _migrate(conn)
        return
    shown = ", ".join(sorted(tables - OUR_TABLES)[:3])
    if "club_meta" not in tables or "alembic_version" not in tables:
        held = shown or "no club tables"
        raise NotOurs(f"{club.shown}: this database holds other tables ({held}) and is not "
                      "a club database of preferans-tui; nothing was written. Give an empty "
                      "database, or a club's")
    meta = dict(conn.execute(select(club_meta.c.key, club_meta.c.value)).all())
    if meta.get("application") != APPLICATION:
        raise NotOurs(f"{club.shown}: this database is not a club database of preferans-tui "
                      "(its club_meta names another program); nothing was written")
    revision = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
    if revision not in KNOWN_REVISIONS:
        raise NewerSchema(
            f"{club.shown}: the club database is of schema version {meta.get('schema', '?')} "
            f"(revision {revision}), newer than this program's {SCHEMA_VERSION}: update "
            "preferans-tui to use it; nothing was written")
    if revision != HEAD_REVISION:
        _migrate(conn)


def _migrate(conn: Connection) -> None:
    """Run the migrations up to :data:`HEAD_REVISION` on ``conn`` (in its transaction)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = conn
    command.upgrade(config, "head")


def known_revisions() -> tuple[str, ...]:
    """The revisions of Alembic's script directory, oldest first (for the test of
    :data:`KNOWN_REVISIONS`)."""
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    scripts = ScriptDirectory.from_config(config)
    return tuple(reversed([s.revision for s in scripts.walk_revisions()]))


def describe_error(exc: SQLAlchemyError, url: URL) -> str:
    """A SQLAlchemy error's words for a message (no password)."""
    if isinstance(exc, DBAPIError):
        return _said(url, exc)
    return scrubbed(str(exc).splitlines()[0], url)

