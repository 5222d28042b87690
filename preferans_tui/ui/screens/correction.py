"""Correction (``e``) without loss: what a form would drop of the hand it was given.

A correction undoes the last hand and reopens its form prefilled. Whatever the form
cannot show would silently vanish when the corrected hand is confirmed, so the form
compares the hand it builds from the prefill with the hand it was given; if they
differ, the correction is refused and the hand stays as it was (rule 4.2.9 allows a
correction, not a loss).

Two spellings that mean the same are the same here: the 4-player dealer's take-over
written as his ``"whist"`` among the calls or as ``returned_by`` him [K 3.8.8].
"""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter, ValidationError

from ...rules import Hand

_HAND: TypeAdapter[Any] = TypeAdapter(Hand)


def canonical(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` with every default filled in and the take-over as ``returned_by``.

    Raises:
        pydantic.ValidationError: not a hand record (FORMAT.md).
    """
    data: dict[str, Any] = _HAND.validate_python(record).model_dump(mode="json")
    if data["kind"] == "game":
        calls = dict(data["calls"])
        dealer = data["dealer"]
        if calls.get(dealer) == "whist":
            del calls[dealer]
            data["returned_by"] = dealer
        data["calls"] = calls
    return data


def lost_fields(given: dict[str, Any], built: dict[str, Any] | None) -> list[str]:
    """The keys of ``given`` the form's hand ``built`` lacks or changed ([] if none).

    ``built`` None: the form could not even build a hand from the prefill.
    """
    want = canonical(given)
    if built is None:
        return sorted(k for k, v in want.items() if v not in (None, False))
    try:
        got = canonical(built)
    except ValidationError:
        return sorted(want)
    return sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
