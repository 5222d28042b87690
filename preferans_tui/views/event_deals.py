"""An event table's length in deals (the file's ``deals_limit``, written by ``event
seat``; README, "The pulka file"; issue 28) in words, one wording for every view of the
file: the sheet's status line, ``watch`` (and so ``serve``'s browser view), the exported
picture, page and chat message, the settlement's text.

The deal is worded ``deal 5 of 6`` (``сдача 5 из 6``): the next deal to play, as the
sheet counts it (adjustments are not deals); once ``limit`` deals are played the table
has stopped (the sheet takes adjustments only) and a view that has no settlement key
says :func:`limit_played_text`.
"""

from __future__ import annotations

from ..ledger.complete import game_complete, limit_reached
from ..rules import Pulka
from ..texts import tr

__all__ = ["deal_text", "event_deals_text", "game_complete", "limit_played_text",
           "limit_reached"]


def deal_text(number: int, limit: int | None = None) -> str:
    """``deal 5`` or, at an event's table of ``limit`` deals, ``deal 5 of 6``
    (``number`` 1-based)."""
    if limit is None:
        return tr("deal_no", number=number)
    return tr("deal_of", number=number, limit=limit)


def limit_played_text(limit: int) -> str:
    """``All 6 deals of the event are played.``: the stopped table, where no key is
    offered (the sheet's banner names its settlement key instead)."""
    return tr("limit_played", limit=limit)


def event_deals_text(pulka: Pulka, limit: int | None) -> str | None:
    """The line a view of a file with ``limit`` shows above its status: ``Deal 6 of 6``
    (the next deal); ``None`` without a limit, for a pulka finished by its own rules, and
    once the limit is played (the status says so then: the game is complete,
    :func:`game_complete`, and settled as at an agreed stop)."""
    if limit is None or game_complete(pulka, limit):
        return None
    text = deal_text(pulka.deals + 1, limit)
    return text[:1].upper() + text[1:]
