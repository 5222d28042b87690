"""How the club knows a pulka, and what "the same hand" means.

A pulka's id is the file's ``id`` (a UUID, FORMAT.md "Top level") when it has one.
A file without one (an older or hand-made file) is never rewritten to get one: the club
knows it by :func:`derived_id`, ``sha256:`` and the first 40 hex digits of the SHA-256 of
the canonical JSON (keys sorted, no spaces, UTF-8) of ``[players, rules resolved,
created, first hand]`` — the first hand only when the file has no ``created`` (the app
always writes ``created``, to the second; without it a digest of names and rules alone
would make two evenings of the same four friends one pulka). So the same file grown by
more hands is still the same pulka, and a copy of it too.

A hand is compared by :func:`hand_digest`: the SHA-256 of the canonical JSON of the hand
as the file model reads it, defaults left out (:func:`~preferans_tui.storage.encode.
hand_record`): ``"open": false`` written out or left out, or the keys in another order,
is the same hand.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..rules import Hand
from ..storage.encode import hand_record

DERIVED_PREFIX = "sha256:"


def canonical(value: Any) -> str:
    """``value`` as canonical JSON: keys sorted, no spaces, every character as itself."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def hand_digest(hand: Hand) -> str:
    """The hex SHA-256 of the hand's canonical record."""
    return hashlib.sha256(canonical(hand_record(hand)).encode("utf-8")).hexdigest()


def derived_id(players: list[str], rules: dict[str, Any], created: str | None,
               first_hand: Hand | None) -> str:
    """The id of a pulka file without ``id`` (see the module): ``sha256:`` + 40 hex."""
    parts: list[Any] = [list(players), rules, created]
    if created is None:
        parts.append(None if first_hand is None else hand_record(first_hand))
    digest = hashlib.sha256(canonical(parts).encode("utf-8")).hexdigest()
    return DERIVED_PREFIX + digest[:40]
