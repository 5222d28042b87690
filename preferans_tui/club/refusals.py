"""The club remembers the last refusal of each pulka it knows (issue 28 item 5): a
table's file that disagreed with the club (:class:`~.errors.HandDisagrees`,
:class:`~.errors.RulesDisagree`) or that could not be read, so the director's screen
can mark that table. One row per pulka (``pulka_refusals``): the hand (1-based, or
``None``), the refusal's own message (it names the file, never the database's
password) and when (UTC, ISO 8601). :func:`clear_refusal` deletes it when the pulka
next stores cleanly (:mod:`.writing`).
"""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import Connection, delete, insert, select

from .database import Club
from .errors import HandDisagrees
from .players import now
from .schema import pulka_refusals, pulkas


def remember_refusal(club: Club, pulka_id: str, hand: int | None, reason: str) -> bool:
    """Keep ``reason`` as the last refusal of pulka ``pulka_id`` (its own transaction:
    the refused store wrote nothing). True if kept; False when the club does not know
    that pulka (a refused file of an unknown pulka marks no table).

    Raises:
        ClubError: the database failed.
    """
    with club.writing() as conn:
        club.lock_pulka(conn, pulka_id)
        if conn.execute(select(pulkas.c.id).where(pulkas.c.id == pulka_id)).first() is None:
            return False
        clear_refusal(conn, pulka_id)
        conn.execute(insert(pulka_refusals).values(
            pulka_id=pulka_id, hand=hand, reason=reason, refused_at=now()))
    return True


def remember_error(club: Club, pulka_id: str | None, error: Exception) -> bool:
    """:func:`remember_refusal` of ``error`` (its message; the hand of a
    :class:`~.errors.HandDisagrees`); False, and nothing kept, without a ``pulka_id``."""
    if pulka_id is None:
        return False
    hand = error.number if isinstance(error, HandDisagrees) else None
    return remember_refusal(club, pulka_id, hand, str(error))


def clear_refusal(conn: Connection, pulka_id: str) -> None:
    """Forget pulka ``pulka_id``'s refusal (inside the caller's write transaction)."""
    conn.execute(delete(pulka_refusals).where(pulka_refusals.c.pulka_id == pulka_id))


def file_pulka_id(path: Path) -> str | None:
    """The ``id`` a damaged pulka file still names (lower case), or ``None`` when the
    file is not even a JSON object with a string ``id`` (then no pulka is known)."""
    try:
        doc = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError):
        return None
    pulka_id = doc.get("id") if isinstance(doc, dict) else None
    return pulka_id.lower() if isinstance(pulka_id, str) and pulka_id else None
