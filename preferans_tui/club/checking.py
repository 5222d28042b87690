"""``club check``: every stored pulka still settles, and what was derived from it is
what a fresh replay derives.

For each pulka: its stored hands are replayed by the rules core (as a file,
:func:`~.replay.replayed`); each hand's stored digest must be the replayed hand's, the
pulka's hand count and status (finished or playing) those of the replay, and its kept
evening (``results``, when derived at the current revision) equal to the replay's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sqlalchemy import select

from ..ledger import Evening
from ..storage.pulka_file import PulkaFileError
from .database import Club
from .replay import replayed
from .schema import hands, pulkas, results


@dataclass
class CheckOutcome:
    """How many pulkas and hands were checked, and each problem found (one line each,
    naming the pulka)."""

    pulkas: int = 0
    hands: int = 0
    problems: list[str] = field(default_factory=list)


def check_club(club: Club) -> CheckOutcome:
    """Check every pulka of the club (see the module); nothing is written."""
    out = CheckOutcome()
    with club.reading() as conn:
        ids = conn.execute(select(pulkas.c.id).order_by(pulkas.c.id)).scalars().all()
    for pulka_id in ids:
        out.pulkas += 1
        with club.reading() as conn:
            try:
                record = replayed(conn, pulka_id)
            except PulkaFileError as exc:
                out.problems.append(f"pulka {pulka_id}: does not settle: "
                                    f"{'; '.join(map(str, exc.problems[:3]))}")
                continue
            row = conn.execute(select(pulkas.c.hands, pulkas.c.status, pulkas.c.revision)
                               .where(pulkas.c.id == pulka_id)).one()
            digests = conn.execute(select(hands.c.number, hands.c.digest)
                                   .where(hands.c.pulka_id == pulka_id)
                                   .order_by(hands.c.number)).all()
            kept = conn.execute(select(results.c.revision, results.c.evening)
                                .where(results.c.pulka_id == pulka_id)).first()
        out.hands += len(record.hands)
        where = f"pulka {pulka_id}"
        if row.hands != len(record.hands) or len(digests) != len(record.hands):
            out.problems.append(f"{where}: {row.hands} hands counted, {len(digests)} stored, "
                                f"{len(record.hands)} replayed")
        for (number, digest), hand in zip(digests, record.hands, strict=False):
            if number != hand.number or digest != hand.digest:
                out.problems.append(f"{where}, hand {number}: its digest is not the "
                                    "replayed hand's")
        if row.status != record.status:
            out.problems.append(f"{where}: stored as {row.status}, the replay is "
                                f"{record.status}")
        if kept is not None and kept.revision == row.revision and record.evening is not None:
            if Evening.model_validate_json(kept.evening) != record.evening:
                out.problems.append(f"{where}: its kept results differ from a fresh replay's")
        elif kept is not None and record.evening is None:
            out.problems.append(f"{where}: results are kept for a pulka with no hand")
    return out
