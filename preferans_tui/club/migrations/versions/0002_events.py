"""Schema version 2: tournaments (issue 28) — events, their players, each round's tables
and byes, absences.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("name", sa.String(200), primary_key=True),
        sa.Column("spec", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
    )
    op.create_table(
        "event_players",
        sa.Column("event", sa.String(200), sa.ForeignKey("events.name"), primary_key=True),
        sa.Column("player_id", sa.String(36), sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("entry", sa.Integer, nullable=False),
        sa.Column("from_round", sa.Integer, nullable=False),
    )
    op.create_table(
        "event_tables",
        sa.Column("event", sa.String(200), sa.ForeignKey("events.name"), primary_key=True),
        sa.Column("round", sa.Integer, primary_key=True),
        sa.Column("table_no", sa.Integer, primary_key=True),
        sa.Column("pulka_id", sa.String(64), sa.ForeignKey("pulkas.id"), nullable=False,
                  unique=True),
        sa.Column("seated_at", sa.Text, nullable=False),
    )
    for name in ("event_byes", "event_absences"):
        op.create_table(
            name,
            sa.Column("event", sa.String(200), sa.ForeignKey("events.name"),
                      primary_key=True),
            sa.Column("round", sa.Integer, primary_key=True),
            sa.Column("player_id", sa.String(36), sa.ForeignKey("players.id"),
                      primary_key=True),
        )
    op.execute(sa.text("UPDATE club_meta SET value = '2' WHERE key = 'schema'"))
    op.create_index("ix_pulkas_event", "pulkas", ["event", "round"])
