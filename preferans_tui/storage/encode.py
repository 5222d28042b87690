"""The text of a pulka file (FORMAT.md), encoded one hand at a time.

A file is indented JSON, and Python's ``json`` encodes indented JSON in Python, not C:
a 10,000-hand file took 120 ms to encode for every hand saved. Hands are only ever added
at the end or undone, so :class:`PulkaText` keeps each hand's encoded lines and a save
encodes the header and the hands added since the last one (pydantic's serializer
encodes a hand); the text is byte for byte what ``json.dumps(…, indent=1)`` writes for
the whole file (issue 16).
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Sequence
from typing import Any

from ..rules import Hand, HandResult, Pulka
from .file_model import FORMAT_NAME, FORMAT_VERSION

HEAD_KEYS = ("id", "title", "created", "notes", "deals_limit")
"""The free top-level keys of a pulka file, in the order written (FORMAT.md; ``deals_limit``:
README, "The pulka file")."""


def file_head(pulka: Pulka, **meta: str | int | None) -> dict[str, Any]:
    """The JSON object of a pulka file for ``pulka`` without its hands (FORMAT.md).

    ``meta``: the free fields of :data:`HEAD_KEYS`, each written when not ``None`` —
    ``id`` the pulka's stable identity, ``title``, ``created``, ``notes`` texts,
    ``deals_limit`` an event table's length in deals (an int). Raises ``TypeError`` for
    another key."""
    unknown = set(meta) - set(HEAD_KEYS)
    if unknown:
        raise TypeError(f"not a key of a pulka file's head: {sorted(unknown)}")
    out: dict[str, Any] = {"format": FORMAT_NAME, "version": FORMAT_VERSION}
    for key in HEAD_KEYS:
        if meta.get(key) is not None:
            out[key] = meta[key]
    out["players"] = list(pulka.players)
    out["rules"] = pulka.options.to_file()
    return out


def hand_record(hand: Hand) -> dict[str, Any]:
    """A hand as the file writes it: its fields, defaults left out."""
    return hand.model_dump(mode="json", exclude_defaults=True)


def _encoded(hand: Hand) -> bytes:
    """One hand as an element of the file's ``hands`` list, indented two levels. pydantic's
    serializer writes what ``json.dumps(hand_record(hand), ensure_ascii=False, indent=1)``
    writes, six times as fast (``tests/storage/test_encode.py`` compares)."""
    text = hand.model_dump_json(indent=1, exclude_defaults=True)
    return ("  " + text.replace("\n", "\n  ")).encode("utf-8")


class PulkaText:
    """Encodes the file of a pulka again and again, each hand once.

    ``encode(pulka, **meta)`` returns the UTF-8 text of the file (what
    :func:`~.pulka_file.dump` returns, encoded); the hands encoded before are reused as
    long as they are the same records, in the same places. They are kept as one buffer
    (each hand's end noted), so a save copies the file's bytes once.
    """

    def __init__(self) -> None:
        self._results: list[HandResult] = []
        self._body = bytearray()
        """The encoded hands, joined by ``,\\n`` (the inside of the ``hands`` list)."""
        self._ends = array("q")
        """Where each hand's text ends in :attr:`_body` (machine integers: 8 bytes a
        hand, not an int object's 36; issue 16)."""

    def encode(self, pulka: Pulka, **meta: str | int | None) -> bytes:
        """The file's text (UTF-8, one trailing newline)."""
        self.update(pulka)
        head = json.dumps({**file_head(pulka, **meta), "hands": []}, ensure_ascii=False,
                          indent=1).encode("utf-8")
        if not self._ends:
            return head + b"\n"
        assert head.endswith(b"[]\n}")
        return b"".join((head[:-4], b"[\n", self._body, b"\n ]\n}\n"))

    def update(self, pulka: Pulka) -> None:
        """Encode the hands of ``pulka`` not encoded yet (and forget those undone), without
        the file's text: a pulka just read is encoded for its next save, and its text,
        as long as its file, is not needed now (issue 16: peak memory)."""
        results = pulka.results
        kept = self._kept(results)
        del self._results[kept:], self._ends[kept:]
        del self._body[self._ends[-1] if self._ends else 0:]
        for result in results[kept:]:
            if self._body:
                self._body += b",\n"
            self._body += _encoded(result.hand)
            self._results.append(result)
            self._ends.append(len(self._body))

    def _kept(self, results: Sequence[HandResult]) -> int:
        """How many hands at the start are the records encoded before (or equal ones)."""
        known = self._results
        n = min(len(results), len(known))
        if list(results[:n]) == known[:n]:  # at C speed: the same objects compare first
            return n
        return next(i for i in range(n) if results[i] != known[i])
