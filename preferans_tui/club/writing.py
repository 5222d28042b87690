"""Storing a pulka in the club: idempotent, keyed by the pulka's id and each hand's
number, in one transaction per pulka (all of it, or nothing).

Two ways, one rule — a hand stored is never silently changed:

- ``import`` (``club import``): the file must agree with every hand the club holds; a
  file that grew adds its new hands, the same file again changes nothing, and a file
  whose hand differs (or that lost hands) is refused naming the hand and both versions
  (:class:`~.errors.HandDisagrees`).
- ``sync`` (the table as it plays, ``club sync``): the file is the table's truth; from
  the first hand that differs, each stored hand the file changed is recorded as
  ``corrected`` and each it no longer has as ``undone`` (``hand_changes``, the old
  record and the new one), then the file's hands are stored.

Either way a pulka whose players or rules differ from the stored ones is refused
(:class:`~.errors.RulesDisagree`), and its derived results (``results``) are computed
again in the same transaction whenever its hands change. A pulka stored cleanly loses
its last refusal (:mod:`.refusals`) in the same transaction.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from sqlalchemy import Connection, delete, insert, select, update

from ..ledger import Aliases
from ..untrusted import visible
from .database import Club
from .errors import HandDisagrees, RulesDisagree
from .ledger import results_code
from .players import now, player_of
from .reading import PulkaRecord
from .refusals import clear_refusal
from .schema import hand_changes, hands, ledger_answers, pulka_seats, pulkas, results

Mode = Literal["import", "sync"]


@dataclass(frozen=True)
class Stored:
    """What storing one pulka did: ``added`` hands new to the club, ``corrected`` and
    ``undone`` hands recorded as changed (sync only); ``new_pulka`` when the club did
    not know it; nothing at all when the club already held every hand."""

    pulka_id: str
    hands: int
    added: int = 0
    corrected: int = 0
    undone: int = 0
    new_pulka: bool = False

    @property
    def unchanged(self) -> bool:
        return not (self.added or self.corrected or self.undone or self.new_pulka)


def _shown_record(record: str | None) -> str:
    """A hand's record for a message (absent: ``(none)``), hidden characters escaped."""
    return "(none)" if record is None else visible(record)


def store_pulka(club: Club, record: PulkaRecord, *, mode: Mode = "import",
                aliases: Aliases | None = None,
                before_commit: Callable[[], None] | None = None) -> Stored:
    """Store ``record`` (see the module). ``before_commit``: called inside the
    transaction once everything is written (the fault tests kill the process there).

    Raises:
        RulesDisagree, HandDisagrees: nothing is written.
        ClubUnreachable, ClubError: the database failed; nothing is written.
    """
    with club.writing() as conn:
        club.lock_pulka(conn, record.id)
        done = _store(conn, record, mode, aliases or Aliases())
        clear_refusal(conn, record.id)
        if before_commit is not None:
            before_commit()
    return done


def _store(conn: Connection, record: PulkaRecord, mode: Mode, aliases: Aliases) -> Stored:
    row = conn.execute(select(pulkas.c.players, pulkas.c.rules_resolved, pulkas.c.revision)
                       .where(pulkas.c.id == record.id)).first()
    stamp = now()
    if row is None:
        _new_pulka(conn, record, aliases, stamp)
        _add_hands(conn, record, 0, stamp)
        _write_results(conn, record, 1)
        return Stored(record.id, len(record.hands), added=len(record.hands), new_pulka=True)
    if tuple(json.loads(row.players)) != record.players:
        raise RulesDisagree(
            f"{visible(record.source)}: pulka {record.id}: its players "
            f"{', '.join(map(visible, record.players))} differ from the club's "
            f"{', '.join(map(visible, json.loads(row.players)))}; nothing was written")
    if row.rules_resolved != record.rules_resolved:
        raise RulesDisagree(
            f"{visible(record.source)}: pulka {record.id}: its rules {record.rules_resolved} "
            f"differ from the club's {row.rules_resolved}; nothing was written")
    stored = conn.execute(select(hands.c.number, hands.c.digest)
                          .where(hands.c.pulka_id == record.id)
                          .order_by(hands.c.number)).all()
    given = record.hands
    same = 0
    while same < min(len(stored), len(given)) and stored[same][1] == given[same].digest:
        same += 1
    if same == len(stored) == len(given):
        return Stored(record.id, len(given))
    old_records = dict(conn.execute(  # only those that changed: a long pulka's are many
        select(hands.c.number, hands.c.record)
        .where(hands.c.pulka_id == record.id, hands.c.number > same)).all())
    changed = [(number, str(old_records[number])) for number, _ in stored[same:]]
    if mode == "import" and same < len(stored):
        number = same + 1
        old = changed[0][1]
        new = given[same].record if same < len(given) else None
        raise HandDisagrees(
            f"{visible(record.source)}: hand {number} differs from the one the club holds "
            f"for this pulka (club: {_shown_record(old)}; file: {_shown_record(new)}); "
            "nothing was written (preferans-tui club sync records the file's version as a "
            "correction)", number, old, new)
    corrected = undone = 0
    for number, old in changed:
        new = given[number - 1].record if number <= len(given) else None
        conn.execute(insert(hand_changes).values(
            pulka_id=record.id, number=number, change="undone" if new is None else "corrected",
            old_record=old, new_record=new, stored_at=stamp))
        corrected += new is not None
        undone += new is None
    conn.execute(delete(hands).where(hands.c.pulka_id == record.id, hands.c.number > same))
    _add_hands(conn, record, same, stamp)
    revision = row.revision + 1
    conn.execute(update(pulkas).where(pulkas.c.id == record.id).values(
        title=record.title, status=record.status, source=record.source,
        file_mtime_ns=record.mtime_ns, hands=len(given), revision=revision,
        last_stored=stamp))
    _write_results(conn, record, revision)
    return Stored(record.id, len(given), added=len(given) - same - corrected,
                  corrected=corrected, undone=undone)


def _new_pulka(conn: Connection, record: PulkaRecord, aliases: Aliases, stamp: str) -> None:
    conn.execute(insert(pulkas).values(
        id=record.id, id_source=record.id_source, title=record.title,
        players=json.dumps(list(record.players), ensure_ascii=False), rules=record.rules,
        rules_resolved=record.rules_resolved, created=record.created, status=record.status,
        source=record.source, file_mtime_ns=record.mtime_ns, hands=len(record.hands),
        revision=1, first_stored=stamp, last_stored=stamp))
    for seat, name in enumerate(record.players, 1):
        conn.execute(insert(pulka_seats).values(pulka_id=record.id, seat=seat, name=name,
                                                player_id=player_of(conn, name, aliases)))


def _add_hands(conn: Connection, record: PulkaRecord, start: int, stamp: str) -> None:
    rows = [{"pulka_id": record.id, "number": h.number, "record": h.record,
             "digest": h.digest, "stored_at": stamp} for h in record.hands[start:]]
    if rows:
        conn.execute(insert(hands), rows)


def _write_results(conn: Connection, record: PulkaRecord, revision: int) -> None:
    """The pulka's derived evening at ``revision`` (none while it has no hand)."""
    conn.execute(delete(results).where(results.c.pulka_id == record.id))
    conn.execute(delete(ledger_answers))  # every kept answer may count this pulka
    if record.evening is not None:
        conn.execute(insert(results).values(
            pulka_id=record.id, revision=revision, code=results_code(),
            evening=record.evening.model_dump_json(), computed_at=now()))


def store_pulka_in(conn: Connection, record: PulkaRecord, *, mode: Mode = "import",
                   aliases: Aliases | None = None) -> Stored:
    """:func:`store_pulka` inside the caller's write transaction ``conn`` (the events
    seat a round's tables, or take their results, in one transaction)."""
    done = _store(conn, record, mode, aliases or Aliases())
    clear_refusal(conn, record.id)
    return done
