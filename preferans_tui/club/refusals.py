"""The club remembers the last refusal of each pulka it knows (issue 28 item 5): a
table's file that disagreed with the club (:class:`~.errors.HandDisagrees`,
:class:`~.errors.RulesDisagree`) or that could not be read, so the director's screen
can mark that table. One row per pulka (``pulka_refusals``): the hand (1-based, or
``None``), the refusal's own message (it names the file, never the database's
password) and when (UTC, ISO 8601). :func:`clear_refusal` deletes it when the pulka
next stores cleanly (:mod:`.writing`).

A refused file is the pulka its ``id`` names; a damaged file that names none (its id
lost, or no JSON left to read it from) is still tied to the event's table it is the file
of (:func:`table_of_file`): by the path the club last read that table's file from (the
path ``event seat`` wrote it to, until a sync from elsewhere), else by the title ``event
seat`` gave it (``Cup · round 2 · table 1``, ``Кубок · тур 2 · стол 1``: in the
language of the seating, compared as it was written), when exactly one table matches.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, delete, insert, select

from ..storage.check import MAX_BYTES
from ..storage.json_file import JsonFileError, read_json
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


def _file_object(path: Path) -> dict[str, Any]:
    """The JSON object of a (damaged) file, or ``{}`` when it holds none; read as a pulka
    file is (:func:`~preferans_tui.storage.json_file.read_json`): a FIFO is not waited
    on, a file nested 100,000 deep is no ``RecursionError``."""
    try:
        doc = read_json(path, MAX_BYTES)
    except JsonFileError:
        return {}
    return doc if isinstance(doc, dict) else {}


def file_pulka_id(path: Path) -> str | None:
    """The ``id`` a damaged pulka file still names (lower case), or ``None`` when the
    file is not even a JSON object with a string ``id`` (then no pulka is known)."""
    pulka_id = _file_object(path).get("id")
    return pulka_id.lower() if isinstance(pulka_id, str) and pulka_id else None


def _place(path: str | Path) -> str:
    """``path`` absolute, its links followed where they can be (a comparison key)."""
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError, ValueError):  # a link loop, a NUL in a stored path
        return os.path.abspath(path)


def table_of_file(conn: Connection, path: Path) -> str | None:
    """The pulka of the event table whose file ``path`` is, for a file that names no
    pulka the club knows: the one table whose file the club last read at ``path``
    (:attr:`pulkas.c.source`, compared as absolute paths), else the one whose title
    the file still has (a string ``title``; the title ``event seat`` writes names the
    event, round and table). ``None`` when no table, or more than one, matches. The
    file's strings are only compared, never shown."""
    rows = conn.execute(select(pulkas.c.id, pulkas.c.source, pulkas.c.title)
                        .where(pulkas.c.event.is_not(None))).all()
    where = _place(path)
    by_path = [str(r.id) for r in rows if _place(str(r.source)) == where]
    if len(by_path) == 1:
        return by_path[0]
    title = _file_object(path).get("title")
    by_title = [str(r.id) for r in rows if isinstance(title, str) and title and r.title == title]
    return by_title[0] if len(by_title) == 1 else None


def refused_file_pulka(club: Club, path: Path) -> str | None:
    """The pulka a refused file at ``path`` is of: the one its ``id`` names, if the club
    knows it; else the event table it is the file of (:func:`table_of_file`); else
    ``None``.

    Raises:
        ClubError: the database failed.
    """
    named = file_pulka_id(path)
    with club.reading() as conn:
        if named is not None and conn.execute(
                select(pulkas.c.id).where(pulkas.c.id == named)).first() is not None:
            return named
        return table_of_file(conn, path)


def remember_file_error(club: Club, path: Path, error: Exception) -> bool:
    """:func:`remember_error` of a refused file: kept for the pulka
    :func:`refused_file_pulka` finds (a damaged event table's file that lost its id
    included). False, and nothing kept, when it finds none.

    Raises:
        ClubError: the database failed.
    """
    return remember_error(club, refused_file_pulka(club, path), error)
