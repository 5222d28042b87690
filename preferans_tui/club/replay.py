"""A stored pulka as a pulka file again, replayed through the rules core: what ``club
check`` and the ledger's recomputation read (nothing here writes)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Connection, select

from ..storage.pulka_file import FORMAT_NAME, FORMAT_VERSION, loads
from .reading import PulkaRecord, pulka_record
from .schema import events, hands, pulkas


def stored_file(conn: Connection, pulka_id: str) -> tuple[dict[str, Any], Any]:
    """The pulka file (its JSON object) of the stored pulka ``pulka_id``, and its row."""
    row = conn.execute(select(pulkas).where(pulkas.c.id == pulka_id)).one()
    records = conn.execute(select(hands.c.record).where(hands.c.pulka_id == pulka_id)
                           .order_by(hands.c.number)).scalars().all()
    doc: dict[str, Any] = {"format": FORMAT_NAME, "version": FORMAT_VERSION}
    if row.id_source == "file":
        doc["id"] = row.id
    for key in ("title", "created"):
        if getattr(row, key) is not None:
            doc[key] = getattr(row, key)
    if row.event is not None:  # an event's table: its length in deals, as its file has it
        limit = json.loads(conn.execute(select(events.c.spec).where(
            events.c.name == row.event)).scalar_one()).get("deals")
        if limit is not None:
            doc["deals_limit"] = limit
    doc["players"] = json.loads(row.players)
    doc["rules"] = json.loads(row.rules)
    doc["hands"] = [json.loads(r) for r in records]
    return doc, row


def replayed(conn: Connection, pulka_id: str) -> PulkaRecord:
    """The stored pulka replayed by the rules core, as :func:`~.reading.read_pulka_file`
    reads a file.

    Raises:
        PulkaFileError: the stored hands do not settle (every problem).
    """
    doc, row = stored_file(conn, pulka_id)
    model, pulka = loads(json.dumps(doc, ensure_ascii=False), f"club pulka {pulka_id}")
    return pulka_record(model, pulka, doc, source=row.source, mtime_ns=row.file_mtime_ns)
