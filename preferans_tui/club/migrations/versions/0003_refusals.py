"""Schema version 3: the last refusal of each pulka (issue 28 item 5) — a table's file
the club refused (a hand or the rules disagreeing, a damaged file), for the director's
screen; cleared when the pulka next stores cleanly.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "pulka_refusals",
        sa.Column("pulka_id", sa.String(64), sa.ForeignKey("pulkas.id"), primary_key=True),
        sa.Column("hand", sa.Integer),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("refused_at", sa.Text, nullable=False),
    )
    op.execute(sa.text("UPDATE club_meta SET value = '3' WHERE key = 'schema'"))
