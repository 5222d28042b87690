"""Schema version 1: players, pulkas, hands, corrections and undos, derived results.

Revision ID: 0001
Revises: (none)
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    meta = op.create_table(
        "club_meta",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )
    op.bulk_insert(meta, [{"key": "application", "value": "preferans-tui club"},
                          {"key": "schema", "value": "1"}])
    op.create_table(
        "players",
        sa.Column("id", sa.String(36), primary_key=True),
        sa.Column("display_name", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
    )
    op.create_table(
        "player_names",
        sa.Column("name_key", sa.Text, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("player_id", sa.String(36), sa.ForeignKey("players.id"), nullable=False),
    )
    op.create_index("ix_player_names_player_id", "player_names", ["player_id"])
    op.create_table(
        "pulkas",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("id_source", sa.String(8), nullable=False),
        sa.Column("title", sa.Text),
        sa.Column("players", sa.Text, nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("rules_resolved", sa.Text, nullable=False),
        sa.Column("created", sa.Text),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("file_mtime_ns", sa.BigInteger, nullable=False),
        sa.Column("hands", sa.Integer, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("event", sa.Text),
        sa.Column("round", sa.Integer),
        sa.Column("table_no", sa.Integer),
        sa.Column("first_stored", sa.Text, nullable=False),
        sa.Column("last_stored", sa.Text, nullable=False),
    )
    op.create_table(
        "pulka_seats",
        sa.Column("pulka_id", sa.String(64), sa.ForeignKey("pulkas.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.String(36), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("name", sa.Text, nullable=False),
    )
    op.create_index("ix_pulka_seats_player_id", "pulka_seats", ["player_id"])
    op.create_table(
        "hands",
        sa.Column("pulka_id", sa.String(64), sa.ForeignKey("pulkas.id"), primary_key=True),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("record", sa.Text, nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("stored_at", sa.Text, nullable=False),
    )
    op.create_table(
        "hand_changes",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("pulka_id", sa.String(64), sa.ForeignKey("pulkas.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("change", sa.String(10), nullable=False),
        sa.Column("old_record", sa.Text, nullable=False),
        sa.Column("new_record", sa.Text),
        sa.Column("stored_at", sa.Text, nullable=False),
    )
    op.create_index("ix_hand_changes_pulka_id", "hand_changes", ["pulka_id"])
    op.create_table(
        "results",
        sa.Column("pulka_id", sa.String(64), sa.ForeignKey("pulkas.id"), primary_key=True),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("code", sa.Text, nullable=False),
        sa.Column("evening", sa.Text, nullable=False),
        sa.Column("computed_at", sa.Text, nullable=False),
    )
    op.create_table(
        "ledger_answers",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("document", sa.Text, nullable=False),
        sa.Column("computed_at", sa.Text, nullable=False),
    )
