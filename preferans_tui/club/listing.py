"""The club's pulkas in a list (``club show`` without a pulka id): what an organiser needs
to find the id of the pulka to pass — its title, when it was created, its players, how
many hands the club holds and when the last of them reached the club."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from .schema import hands, pulkas


@dataclass(frozen=True)
class PulkaLine:
    """One stored pulka. ``title``, ``created`` and ``players`` are as its file wrote
    them (untrusted text: shown through :func:`~preferans_tui.untrusted.visible`);
    ``last_hand``: when its last hand was stored, a local :class:`datetime`
    (``None`` while it holds none)."""

    id: str
    title: str | None
    created: str | None
    players: tuple[str, ...]
    hands: int
    last_hand: datetime | None


def pulka_lines(club: Any) -> list[PulkaLine]:
    """Every pulka of ``club`` (a :class:`~.database.Club`), the one whose last hand came
    last at the end (those without a hand first), then by id.

    Raises:
        ClubError: the database cannot be read.
    """
    last = (select(hands.c.pulka_id, func.max(hands.c.stored_at).label("last_hand"))
            .group_by(hands.c.pulka_id).subquery())
    query = (select(pulkas.c.id, pulkas.c.title, pulkas.c.created, pulkas.c.players,
                    pulkas.c.hands, last.c.last_hand)
             .select_from(pulkas.outerjoin(last, last.c.pulka_id == pulkas.c.id)))
    with club.reading() as conn:
        rows = conn.execute(query).all()
    lines = [PulkaLine(row.id, row.title, row.created, tuple(json.loads(row.players)),
                       row.hands, _local(row.last_hand)) for row in rows]
    return sorted(lines, key=lambda line: (
        line.last_hand is not None, line.last_hand.timestamp() if line.last_hand else 0.0,
        line.id))


def _local(stamp: str | None) -> datetime | None:
    """A stored UTC time (:func:`~.players.now`'s ISO 8601) in the computer's time zone."""
    return datetime.fromisoformat(stamp).astimezone() if stamp else None
