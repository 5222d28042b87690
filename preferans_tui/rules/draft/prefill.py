"""A hand record read back into a draft's fields (a correction, rule 4.2.9), and what a
draft would lose of it.

:func:`typed_values` gives the values a player would type to enter ``hand`` again; the
draft then rebuilds the record. :func:`lost_fields` compares the two: whatever differs
would silently vanish when the corrected hand is confirmed, so a correction is refused
instead. Two spellings that mean the same are the same here: the 4-player dealer's
take-over written as his ``"whist"`` among the calls or as ``returned_by`` him [K 3.8.8].
"""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter, ValidationError

from ..fields import Field, FieldPath
from ..hands import AdjustmentHand, GameHand, Hand, MisereHand, RaspasyHand
from ..table import active_players, defenders
from ..validation import TableState
from .answers import Value

_HAND: TypeAdapter[Hand] = TypeAdapter(Hand)


def typed_values(state: TableState, hand: Hand) -> dict[FieldPath, Value]:
    """The draft values that enter ``hand`` as the next hand of the table ``state``."""
    values: dict[FieldPath, Value] = {}
    if isinstance(hand, AdjustmentHand):
        for i, e in enumerate(hand.entries):
            values[FieldPath(Field.COLUMN, index=i)] = e.column
            values[FieldPath(Field.PLAYER, index=i)] = e.player
            if e.on is not None:
                values[FieldPath(Field.ON, index=i)] = e.on
            values[FieldPath(Field.AMOUNT, index=i)] = str(e.amount)
        for field, text in ((Field.RULE, hand.rule), (Field.NOTE, hand.note)):
            if text:
                values[FieldPath(field)] = text
        return values
    if hand.note:
        values[FieldPath(Field.NOTE)] = hand.note
    if state.expected_dealer is None:
        values[FieldPath(Field.DEALER)] = hand.dealer
    for p in hand.dark_passes:
        values[FieldPath(Field.DARK_PASSES, p)] = True
    if isinstance(hand, RaspasyHand):
        for p, taken in hand.tricks.items():
            values[FieldPath(Field.TRICKS, p)] = taken
        return values
    values[FieldPath(Field.DECLARER)] = hand.declarer
    if hand.dark:
        values[FieldPath(Field.DARK)] = True
    if isinstance(hand, MisereHand):
        values[FieldPath(Field.TRICKS, hand.declarer)] = hand.tricks.get(hand.declarer, 0)
        if hand.shared_with_dealer:
            values[FieldPath(Field.SHARED)] = True
        return values
    _game_values(values, state, hand)
    return values


def _game_values(values: dict[FieldPath, Value], state: TableState, hand: GameHand) -> None:
    values[FieldPath(Field.LEVEL)] = hand.level
    values[FieldPath(Field.STRAIN)] = hand.strain.value
    if hand.declarer not in active_players(state.players, hand.dealer):
        return
    o1, o2 = defenders(state.players, hand.dealer, hand.declarer)
    calls = hand.calls
    for o in (o1, o2):
        if o in calls:
            values[FieldPath(Field.CALLS, o)] = calls[o]
    dealer = hand.dealer
    if calls.get(dealer) == "whist" or hand.returned_by == dealer:
        if "half" in calls.values():
            values[FieldPath(Field.RETURNED_BY)] = dealer
        else:
            values[FieldPath(Field.CALLS, dealer)] = "whist"
    elif hand.returned_by is not None:
        values[FieldPath(Field.RETURNED_BY)] = hand.returned_by
    tricks = hand.tricks or {}
    if hand.declarer in tricks:
        values[FieldPath(Field.TRICKS, hand.declarer)] = tricks[hand.declarer]
    whisters = [o for o in (o1, o2) if calls.get(o) == "whist"]
    if len(whisters) == 2 and not hand.returned_by and whisters[0] in tricks:
        values[FieldPath(Field.TRICKS, whisters[0])] = tricks[whisters[0]]
    if hand.talon_tricks is not None:
        values[FieldPath(Field.TALON_TRICKS)] = hand.talon_tricks
    if hand.conceded:
        values[FieldPath(Field.CONCEDED)] = True
    if hand.penalty is not None:
        values[FieldPath(Field.PENALTY)] = hand.penalty.rule
        bid = getattr(hand.penalty, "bid_level", None)
        proven = getattr(hand.penalty, "proven_undertricks", None)
        if bid is not None:
            values[FieldPath(Field.BID_LEVEL)] = bid
        if proven is not None:
            values[FieldPath(Field.PROVEN_UNDERTRICKS)] = proven
    if hand.open:
        values[FieldPath(Field.OPEN)] = True


def canonical(record: Hand | dict[str, Any]) -> dict[str, Any]:
    """``record`` with every default filled in and the take-over as ``returned_by``.

    Raises:
        pydantic.ValidationError: not a hand record (FORMAT.md).
    """
    hand = record if not isinstance(record, dict) else _HAND.validate_python(record)
    data: dict[str, Any] = hand.model_dump(mode="json")
    if "dark_passes" in data:  # who passed in the dark, in any order (FORMAT.md)
        data["dark_passes"] = sorted(data["dark_passes"])
    if data["kind"] == "game":
        calls = dict(data["calls"])
        dealer = data["dealer"]
        if calls.get(dealer) == "whist":
            del calls[dealer]
            data["returned_by"] = dealer
        data["calls"] = calls
    return data


def lost_fields(given: Hand | dict[str, Any], built: dict[str, Any] | None) -> list[str]:
    """The keys of ``given`` the draft's record ``built`` lacks or changed ([] if none).

    ``built`` None: the draft could not even make a hand of it.
    """
    want = canonical(given)
    if built is None:
        return sorted(k for k, v in want.items() if v not in (None, False))
    try:
        got = canonical(built)
    except ValidationError:
        return sorted(want)
    return sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
