"""Typed paths of the fields of a hand record (FORMAT.md "Hands") and of a hand draft.

An error of the rules core names the field it is about with a :class:`FieldPath`, never a
string to parse: ``FieldPath(Field.CALLS, player="Boris")`` for Boris's call,
``FieldPath(Field.PLAYER, index=1)`` for the player of an adjustment's second line. Its
``str`` is the one spelling messages and files use (``calls.Boris``,
``entries.1.player``); a name or key that should not reach a terminal is quoted there
(:func:`~preferans_tui.untrusted.shown_key`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..untrusted import shown_key


class Field(StrEnum):
    """A field of a hand record, or of the draft of one (level and strain are typed apart,
    and make the record's ``contract``)."""

    KIND = "kind"
    DEALER = "dealer"
    DECLARER = "declarer"
    CONTRACT = "contract"
    LEVEL = "level"
    STRAIN = "strain"
    CALLS = "calls"
    """A defender's call (``player``); the 4-player dealer's whist after two passes is his
    call too [K 3.8.8.1]. Without a player: the calls together (Stalingrad, fn 61)."""
    RETURNED_BY = "returned_by"
    TRICKS = "tricks"
    """One player's tricks (``player``); without a player: the counts together (their sum)."""
    TALON_TRICKS = "talon_tricks"
    CONCEDED = "conceded"
    OPEN = "open"
    PENALTY = "penalty"
    """The penalty's rule (none, 3.4.4, 3.4.6, 3.4.9)."""
    BID_LEVEL = "penalty.bid_level"
    PROVEN_UNDERTRICKS = "penalty.proven_undertricks"
    SHARED = "shared_with_dealer"
    DARK = "dark"
    """A game or misère bid in the dark [K 3.3.19 b–c] (SPEC §14.2)."""
    DARK_PASSES = "dark_passes"
    """Who passed in the dark (``player``: one player's dark pass) [K 3.3.19 a]."""
    ENTRIES = "entries"
    """An adjustment's lines (``index``: one line)."""
    COLUMN = "column"
    PLAYER = "player"
    ON = "on"
    AMOUNT = "amount"
    RULE = "rule"
    NOTE = "note"
    PLAYERS = "players"
    """The pulka's players (a name the table cannot use, rule 1.2)."""


ENTRY_PARTS = frozenset({Field.COLUMN, Field.PLAYER, Field.ON, Field.AMOUNT})
"""The fields of one adjustment line (``index`` says which line)."""


@dataclass(frozen=True, slots=True)
class FieldPath:
    """Where in a hand a value or an error is: a :class:`Field`, and the player or the
    adjustment line (0-based ``index``) it concerns."""

    field: Field
    player: str | None = None
    index: int | None = None

    def __str__(self) -> str:
        """``calls.Boris``, ``tricks``, ``entries.1.player``, ``penalty.bid_level``."""
        if self.field in ENTRY_PARTS:
            return f"entries.{self.index}.{self.field.value}"
        parts = [self.field.value]
        if self.index is not None:
            parts.append(str(self.index))
        if self.player is not None:
            parts.append(shown_key(self.player))
        return ".".join(parts)

    @classmethod
    def of(cls, field: Field | str, player: str | None = None) -> FieldPath:
        """A path from a field (or its name) and an optional player."""
        return cls(Field(field), player)


def path_of_location(loc: Sequence[Any]) -> FieldPath | None:
    """The path of a pydantic error's location inside a hand (``("tricks", "Anna")``,
    ``("entries", 0, "player")``, ``("penalty", "bid_level")``); ``None`` when it names
    no field of a hand record (an unknown key)."""
    parts = list(loc)
    if not parts:
        return None
    head = str(parts[0])
    if head == "entries" and len(parts) >= 2 and isinstance(parts[1], int):
        if len(parts) >= 3 and str(parts[2]) in {f.value for f in ENTRY_PARTS}:
            return FieldPath(Field(str(parts[2])), index=parts[1])
        return FieldPath(Field.ENTRIES, index=parts[1])
    if head == "penalty" and len(parts) >= 2:
        name = f"penalty.{parts[1]}"
        return FieldPath(Field(name)) if name in {f.value for f in Field} else \
            FieldPath(Field.PENALTY)
    try:
        field = Field(head)
    except ValueError:
        return None
    if field in (Field.CALLS, Field.TRICKS) and len(parts) >= 2:
        return FieldPath(field, player=str(parts[1]))
    return FieldPath(field)
