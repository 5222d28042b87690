"""A pulka file as the club stores it: read, checked by the rules core, its id, each
hand's record (as in the file) and digest, and its evening for the ledger.

Nothing here touches the database: :mod:`.writing` stores what :func:`read_pulka_file`
gives, and :mod:`.checking` builds the same from what the database holds.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ledger import Evening, summarize
from ..ledger.complete import game_complete
from ..rules import Pulka
from ..storage.archive import evening_date
from ..storage.pulka_file import PulkaFile, loads, read_bytes
from .identity import canonical, derived_id, hand_digest


@dataclass(frozen=True)
class StoredHand:
    """One hand: its 1-based ``number``, ``record`` (the hand's JSON object as the file
    writes it, compact, its keys in the file's order) and ``digest``
    (:func:`~.identity.hand_digest`)."""

    number: int
    record: str
    digest: str


@dataclass(frozen=True)
class PulkaRecord:
    """A pulka ready to store: ``id`` and ``id_source`` (``"file"`` or ``"derived"``),
    the head as in the file, the rules as given and resolved (canonical JSON), the hands,
    where it was read from (``source`` as given, ``mtime_ns``), whether it is finished,
    its ``evening`` (``None``: no hand yet, nothing for the ledger) and its
    ``deals_limit`` (an event table's length in deals; ``None``: the file has none)."""

    id: str
    id_source: str
    title: str | None
    created: str | None
    players: tuple[str, ...]
    rules: str
    rules_resolved: str
    hands: tuple[StoredHand, ...]
    source: str
    mtime_ns: int
    finished: bool
    evening: Evening | None
    deals_limit: int | None = None

    @property
    def status(self) -> str:
        """``"finished"`` (a complete game: its pulya closed, or its event's deals all
        played, :func:`~preferans_tui.ledger.complete.game_complete`) or ``"playing"``."""
        return "finished" if self.finished else "playing"


def read_pulka_file(path: Path) -> PulkaRecord:
    """Read and check the pulka file at ``path`` (every hand replayed by the rules core).

    Raises:
        PulkaFileError: the file cannot be read or is not a valid pulka (every problem,
            as ``preferans-tui check`` lists them).
    """
    data = read_bytes(path)
    try:
        mtime_ns = os.stat(path).st_mtime_ns
    except OSError:
        mtime_ns = 0
    model, pulka = loads(data, str(path))
    doc = json.loads(data.decode("utf-8-sig"))
    return pulka_record(model, pulka, doc, source=str(path), mtime_ns=mtime_ns)


def pulka_record(model: PulkaFile, pulka: Pulka, doc: dict[str, Any], *, source: str,
                 mtime_ns: int) -> PulkaRecord:
    """The :class:`PulkaRecord` of a file read (``doc``: its JSON object as parsed)."""
    resolved = pulka.options.to_file()
    hands = tuple(
        StoredHand(number=i, record=json.dumps(raw, ensure_ascii=False, separators=(",", ":")),
                   digest=hand_digest(hand))
        for i, (raw, hand) in enumerate(zip(doc["hands"], pulka.hands, strict=True), 1))
    if model.id is not None:
        pulka_id, id_source = model.id.lower(), "file"
    else:
        first = pulka.hands[0] if len(pulka) else None
        pulka_id = derived_id(list(pulka.players), resolved, model.created, first)
        id_source = "derived"
    evening = None
    if len(pulka):
        date, dated_by = evening_date(model.created, mtime_ns)
        evening = summarize(pulka, source=source, date=date, dated_by=dated_by,
                            title=model.title, deals_limit=model.deals_limit)
    return PulkaRecord(
        id=pulka_id, id_source=id_source, title=model.title, created=model.created,
        players=tuple(pulka.players),
        rules=json.dumps(doc["rules"], ensure_ascii=False, separators=(",", ":")),
        rules_resolved=canonical(resolved), hands=hands, source=source, mtime_ns=mtime_ns,
        finished=game_complete(pulka, model.deals_limit), evening=evening,
        deals_limit=model.deals_limit)
