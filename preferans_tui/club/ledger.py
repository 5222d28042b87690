"""``stats --club``: the ledger's object from the club database, the same object
``stats --json`` gives over the same pulka files.

Each pulka's evening is derived once, when its hands are stored (``results``), and
computed again (replayed from the stored hands) only when its revision, the ledger's
code or the time zone changed (:func:`results_code`). The whole answer is kept too
(``ledger_answers``), keyed by the code, the filters, the club's aliases, the time zone
and every pulka's revision (their count and sum: a revision only grows); any hand
stored clears the kept answers. A warm answer is
then three small queries, and neither pydantic nor the rules core is loaded (only
SQLAlchemy): their imports were half a second of a warm answer.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, delete, func, insert, select

from ..storage.ledger_paths import code_version
from .database import Club
from .errors import ClubError
from .players import alias_pairs, now
from .schema import ledger_answers, pulkas, results

if TYPE_CHECKING:
    from ..ledger import Evening

Filters = dict[str, "date | str | bool | None"]
"""``since``, ``until`` (dates), ``variant``, ``player`` and ``finished_only``, as
:class:`~preferans_tui.ledger.LedgerFilter` takes them."""


def results_code() -> str:
    """What a kept evening depends on besides the pulka's hands: the ledger's code, and
    the time zone (a ``created`` time with an offset is dated in local time)."""
    return f"{code_version()}/{time.timezone}/{time.altzone}/{os.environ.get('TZ', '')}"


def _key(conn: Connection, filters: Filters, aliases: list[tuple[str, str]]) -> str:
    count, total = conn.execute(select(func.count(), func.coalesce(func.sum(
        pulkas.c.revision), 0))).one()
    given = {k: str(v) for k, v in filters.items() if v not in (None, False)}
    parts = [code_version(), given, aliases,
             [time.timezone, time.altzone, os.environ.get("TZ")], int(count), int(total)]
    text = json.dumps(parts, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def club_evenings(club: Club) -> list[Evening]:
    """Every stored pulka's evening (pulkas with no hand have none), those not derived
    at the current revision and code computed again and kept."""
    from ..ledger import Evening
    from .replay import replayed

    code = results_code()
    with club.reading() as conn:
        rows = conn.execute(
            select(pulkas.c.id, pulkas.c.revision, pulkas.c.hands, results.c.revision,
                   results.c.code, results.c.evening)
            .select_from(pulkas.outerjoin(results, results.c.pulka_id == pulkas.c.id))
            .order_by(pulkas.c.id)).all()
    evenings: list[Evening] = []
    stale: list[str] = []
    for pulka_id, revision, count, at, made_by, evening in rows:
        if evening is not None and at == revision and made_by == code:
            evenings.append(Evening.model_validate_json(evening))
        elif count:
            stale.append(pulka_id)
    for pulka_id in stale:
        with club.writing() as conn:
            record = replayed(conn, pulka_id)
            revision = conn.execute(select(pulkas.c.revision)
                                    .where(pulkas.c.id == pulka_id)).scalar_one()
            conn.execute(delete(results).where(results.c.pulka_id == pulka_id))
            assert record.evening is not None
            conn.execute(insert(results).values(
                pulka_id=pulka_id, revision=revision, code=code,
                evening=record.evening.model_dump_json(), computed_at=now()))
            evenings.append(record.evening)
    return evenings


def club_ledger(club: Club, filters: Filters | None = None) -> dict[str, Any]:
    """The ``stats --json`` object of the club's pulkas (see the module).

    Raises:
        ClubError: an unknown variant in ``filters``.
    """
    filters = filters or {}
    with club.reading() as conn:
        aliases = alias_pairs(conn)
        key = _key(conn, filters, aliases)
        kept = conn.execute(select(ledger_answers.c.document)
                            .where(ledger_answers.c.key == key)).scalar()
    if kept is not None:
        answer: dict[str, Any] = json.loads(kept)
        return answer
    from ..ledger import Aliases, LedgerFilter, build_ledger, ledger_document
    from ..rules import Variant

    variant = filters.get("variant")
    if variant is not None and variant not in {v.value for v in Variant}:
        raise ClubError(f"variant {variant!r}: choose one of "
                        f"{', '.join(v.value for v in Variant)}")
    keep = LedgerFilter.model_validate({k: v for k, v in filters.items() if v is not None})
    known = Aliases(aliases=dict(aliases))
    ledger = build_ledger(club_evenings(club), aliases=known, keep=keep, club_aliases=True)
    text = json.dumps(ledger_document(ledger, keep))
    with club.writing() as conn:
        if _key(conn, filters, aliases) == key:  # nothing stored meanwhile
            conn.execute(delete(ledger_answers).where(ledger_answers.c.key == key))
            conn.execute(insert(ledger_answers).values(key=key, document=text,
                                                       computed_at=now()))
    answer = json.loads(text)
    return answer
