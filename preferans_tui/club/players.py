"""The club's players: a stable id (a UUID) per person, every spelling met and every
alias pointing at it (rule 1.2: names equal ignoring case, NFKC, are one name).

A name is looked up by its key; an unknown one becomes a new player whose display name
is the name the ledger's aliases give it (``"Аня"`` with the alias ``Аня=Anna`` is
Anna's). Two tables meeting a new name at once make one player: the name's row is
inserted with ``ON CONFLICT DO NOTHING`` and the loser takes the winner's player.
"""

from __future__ import annotations

import unicodedata
import uuid
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Table, delete, insert, select

from ..untrusted import visible
from .errors import NameTaken, NotAnAlias, UnknownPlayer
from .schema import player_names, players

if TYPE_CHECKING:
    from ..ledger import Aliases


def name_key(name: str) -> str:
    """How rule 1.2 compares names: NFKC, case-folded."""
    return unicodedata.normalize("NFKC", name).casefold()


def now() -> str:
    """The time now, UTC, ISO 8601 to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def _insert_ignoring(conn: Connection, table: Table, **values: object) -> int:
    """Insert a row unless its primary key is taken; 1 if inserted, else 0 (both
    engines' ``ON CONFLICT DO NOTHING``)."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        statement = pg_insert(table).values(**values).on_conflict_do_nothing()
        done = conn.execute(statement.returning(*table.primary_key.columns)).first()
    else:
        from sqlalchemy.dialects.sqlite import insert as lite_insert

        lite = lite_insert(table).values(**values).on_conflict_do_nothing()
        done = conn.execute(lite.returning(*table.primary_key.columns)).first()
    return 0 if done is None else 1  # (rowcount is -1 under psycopg here)


def player_of(conn: Connection, name: str, aliases: Aliases) -> str:
    """The id of the player ``name`` is (made if new); ``name`` is kept as a spelling."""
    key = name_key(name)
    found = conn.execute(select(player_names.c.player_id)
                         .where(player_names.c.name_key == key)).scalar()
    if found is not None:
        return str(found)
    target = aliases.person(name)
    if name_key(target) != key:
        found = conn.execute(select(player_names.c.player_id)
                             .where(player_names.c.name_key == name_key(target))).scalar()
        if found is not None:
            _insert_ignoring(conn, player_names, name_key=key, name=name, player_id=found)
            return str(found)
    new = str(uuid.uuid4())
    conn.execute(insert(players).values(id=new, display_name=target, created_at=now()))
    keys = [(name_key(target), target)] if name_key(target) != key else []
    won = _insert_ignoring(conn, player_names, name_key=key, name=name, player_id=new)
    if not won:  # another table made this player first
        conn.execute(delete(players).where(players.c.id == new))
        return player_of(conn, name, aliases)
    for other_key, other in keys:
        _insert_ignoring(conn, player_names, name_key=other_key, name=other, player_id=new)
    return new


def alias_pairs(conn: Connection) -> list[tuple[str, str]]:
    """The aliases the club's players make: each spelling that is not its player's
    display name (rule 1.2), and that display name (plain pairs: no pydantic loaded)."""
    rows = conn.execute(select(player_names.c.name, players.c.display_name)
                        .join(players, players.c.id == player_names.c.player_id)
                        .order_by(player_names.c.name_key)).all()
    return [(name, shown) for name, shown in rows if name_key(name) != name_key(shown)]


def _display_name(conn: Connection, player_id: str) -> str:
    """The display name of the player ``player_id``.

    Raises:
        UnknownPlayer: no player has that id.
    """
    shown = conn.execute(select(players.c.display_name)
                         .where(players.c.id == player_id)).scalar()
    if shown is None:
        raise UnknownPlayer(f"no player of the club has the id {visible(player_id)!r}: "
                            "preferans-tui club players lists them")
    return str(shown)


def _owner(conn: Connection, key: str) -> str | None:
    """The id of the player whose name has ``key`` (:func:`name_key`), or None."""
    found = conn.execute(select(player_names.c.player_id)
                         .where(player_names.c.name_key == key)).scalar()
    return None if found is None else str(found)


def add_alias(conn: Connection, player_id: str, alias: str) -> str:
    """Make ``alias`` another name of the player ``player_id``; his display name. A name
    already his is spelt as given now.

    Raises:
        UnknownPlayer: no player has that id.
        NameTaken: ``alias`` is a name of another player (rule 1.2): taking it from him
            made the two one player by the club's aliases, and every evening they sat
            at together left the ledger (a tester's finding). Nothing is changed.
    """
    shown = _display_name(conn, player_id)
    key = name_key(alias)
    owner = _owner(conn, key)
    if owner is not None and owner != player_id:
        raise NameTaken(visible(alias), visible(_display_name(conn, owner)), owner,
                        visible(shown), player_id)
    conn.execute(delete(player_names).where(player_names.c.name_key == key))
    conn.execute(insert(player_names).values(name_key=key, name=alias, player_id=player_id))
    return shown


def remove_alias(conn: Connection, player_id: str, alias: str) -> str:
    """Undo :func:`add_alias`: ``alias`` is no longer a name of the player ``player_id``
    (a name met again in a file becomes a player of its own); his display name.

    Raises:
        UnknownPlayer: no player has that id.
        NotAnAlias: ``alias`` is not his, or is his display name. Nothing is changed.
    """
    shown = _display_name(conn, player_id)
    key = name_key(alias)
    if key == name_key(shown) or _owner(conn, key) != player_id:
        raise NotAnAlias(visible(alias), visible(shown), own=key == name_key(shown))
    conn.execute(delete(player_names).where(player_names.c.name_key == key))
    return shown
