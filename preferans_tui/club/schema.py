"""The club database's tables (SQLAlchemy Core), schema version 3: one schema for
SQLite and PostgreSQL. The migrations (``migrations/versions``) create and upgrade them;
this module is what the program reads and writes.

- ``club_meta``: ``application`` (always :data:`APPLICATION`: a database without it is
  not ours) and ``schema`` (:data:`SCHEMA_VERSION`, the number the messages give).
- ``players``: a stable id (a UUID) and the display name; ``player_names`` every
  spelling met in a file and every alias (``name_key``: the name as rule 1.2 compares
  names, NFKC and case-folded) → the player.
- ``pulkas``: the stable id (the file's ``id``, else :func:`~.identity.pulka_id`'s
  digest; ``id_source`` says which), title, the players in seat order and the rules as
  in the file (JSON text), the rules resolved (SPEC §13.3) to compare, ``created``,
  ``status`` (``playing`` or ``finished``), the file it was last read from and that
  file's modification time (ns; it dates a pulka without ``created``), how many hands
  are held and ``revision`` (bumped by every change of its hands); ``event``,
  ``round`` and ``table_no`` stay null until the tournaments issue seats pulkas.
- ``pulka_seats``: seat (1-based, clockwise) → the player id and the name as spelt.
- ``hands``: every hand as the file writes it (``record``, JSON text), numbered from 1;
  ``digest`` the SHA-256 of its canonical form (what "the same hand" means).
- ``hand_changes``: corrections and undos as their own records: the number, ``change``
  (``corrected`` / ``undone``), the record before and (corrected) after.
- ``results``: derived, never typed: the ledger's evening of each pulka (JSON of
  :class:`~preferans_tui.ledger.Evening`) at a ``revision`` and a ``code`` version;
  recomputed when either differs.
- ``ledger_answers``: ``stats --club`` answers kept by a key of everything they depend
  on (the pulkas' revisions, the filters, the aliases, the code).
- ``events`` (schema 2, tournaments): the event's ``name`` and its settings (``spec``,
  JSON: :class:`preferans_tui.events.spec.EventSpec`); ``event_players`` its players
  (the id, the name as entered, the round they joined from); ``event_tables`` each
  round's tables → the pulka seated there (``pulkas.event``, ``round`` and ``table_no``
  say the same from the pulka's side); ``event_byes`` who sat a round out;
  ``event_absences`` who is away for a round.
- ``pulka_refusals`` (schema 3): the last refusal of a pulka's file (``hand``: the
  hand that disagreed, null when the rules did or the file is damaged; ``reason``: the
  refusal's own message, never a password; ``refused_at``), deleted when the pulka
  next stores cleanly.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

APPLICATION = "preferans-tui club"
SCHEMA_VERSION = 3
"""The schema's number: migration ``0001`` makes version 1, ``0002`` (the events of
issue 28) version 2, ``0003`` (the refusals kept) version 3."""

metadata = MetaData()

club_meta = Table(
    "club_meta", metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

players = Table(
    "players", metadata,
    Column("id", String(36), primary_key=True),
    Column("display_name", Text, nullable=False),
    Column("created_at", Text, nullable=False),
)

player_names = Table(
    "player_names", metadata,
    Column("name_key", Text, primary_key=True),
    Column("name", Text, nullable=False),
    Column("player_id", String(36), ForeignKey("players.id"), nullable=False, index=True),
)

pulkas = Table(
    "pulkas", metadata,
    Column("id", String(64), primary_key=True),
    Column("id_source", String(8), nullable=False),
    Column("title", Text),
    Column("players", Text, nullable=False),
    Column("rules", Text, nullable=False),
    Column("rules_resolved", Text, nullable=False),
    Column("created", Text),
    Column("status", String(12), nullable=False),
    Column("source", Text, nullable=False),
    Column("file_mtime_ns", BigInteger, nullable=False),
    Column("hands", Integer, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("event", Text),
    Column("round", Integer),
    Column("table_no", Integer),
    Column("first_stored", Text, nullable=False),
    Column("last_stored", Text, nullable=False),
)

pulka_seats = Table(
    "pulka_seats", metadata,
    Column("pulka_id", String(64), ForeignKey("pulkas.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", String(36), ForeignKey("players.id"), nullable=False, index=True),
    Column("name", Text, nullable=False),
)

hands = Table(
    "hands", metadata,
    Column("pulka_id", String(64), ForeignKey("pulkas.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("record", Text, nullable=False),
    Column("digest", String(64), nullable=False),
    Column("stored_at", Text, nullable=False),
)

hand_changes = Table(
    "hand_changes", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("pulka_id", String(64), ForeignKey("pulkas.id"), nullable=False, index=True),
    Column("number", Integer, nullable=False),
    Column("change", String(10), nullable=False),
    Column("old_record", Text, nullable=False),
    Column("new_record", Text),
    Column("stored_at", Text, nullable=False),
)

results = Table(
    "results", metadata,
    Column("pulka_id", String(64), ForeignKey("pulkas.id"), primary_key=True),
    Column("revision", Integer, nullable=False),
    Column("code", Text, nullable=False),
    Column("evening", Text, nullable=False),
    Column("computed_at", Text, nullable=False),
)

ledger_answers = Table(
    "ledger_answers", metadata,
    Column("key", String(64), primary_key=True),
    Column("document", Text, nullable=False),
    Column("computed_at", Text, nullable=False),
)

events = Table(
    "events", metadata,
    Column("name", String(200), primary_key=True),
    Column("spec", Text, nullable=False),
    Column("created_at", Text, nullable=False),
)

event_players = Table(
    "event_players", metadata,
    Column("event", String(200), ForeignKey("events.name"), primary_key=True),
    Column("player_id", String(36), ForeignKey("players.id"), primary_key=True),
    Column("name", Text, nullable=False),
    Column("entry", Integer, nullable=False),
    Column("from_round", Integer, nullable=False),
)

event_tables = Table(
    "event_tables", metadata,
    Column("event", String(200), ForeignKey("events.name"), primary_key=True),
    Column("round", Integer, primary_key=True),
    Column("table_no", Integer, primary_key=True),
    Column("pulka_id", String(64), ForeignKey("pulkas.id"), nullable=False, unique=True),
    Column("seated_at", Text, nullable=False),
)

event_byes = Table(
    "event_byes", metadata,
    Column("event", String(200), ForeignKey("events.name"), primary_key=True),
    Column("round", Integer, primary_key=True),
    Column("player_id", String(36), ForeignKey("players.id"), primary_key=True),
)

event_absences = Table(
    "event_absences", metadata,
    Column("event", String(200), ForeignKey("events.name"), primary_key=True),
    Column("round", Integer, primary_key=True),
    Column("player_id", String(36), ForeignKey("players.id"), primary_key=True),
)

pulka_refusals = Table(
    "pulka_refusals", metadata,
    Column("pulka_id", String(64), ForeignKey("pulkas.id"), primary_key=True),
    Column("hand", Integer),
    Column("reason", Text, nullable=False),
    Column("refused_at", Text, nullable=False),
)

OUR_TABLES = frozenset(metadata.tables) | {"alembic_version"}
"""Every table of a club database (Alembic keeps its revision in ``alembic_version``)."""
