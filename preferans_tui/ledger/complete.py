"""Whether a pulka is a complete game, the one decision every view of it follows: the
settlement's heading, the text and picture exports, the ledger's evenings (its ``*``
and "in progress" count, ``stats --json``/``--csv``), the club's status and the
tournament's tables (issue 28).

A pulka is complete when it is finished by its own rules (the pulya closed, SPEC §7.4)
or, at an event's table played to a number of deals (the file's ``deals_limit``,
README "The pulka file"), once that many deals are played: the event's game is over
and settles as at an agreed stop (SPEC §7 "Early stop"; issue 28: "raw whists: the
settlement at the last deal"). A table stopped before its limit is not complete.

The limit is the file's metadata, not a rule: the rules core knows nothing of it, and
this module (below the views, the storage and the club, which all ask it) only reads
the pulka's count of deals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import Pulka


def limit_reached(pulka: Pulka, limit: int | None) -> bool:
    """The event's table has played its ``limit`` deals (adjustments are not deals;
    never with no limit): it stops."""
    return limit is not None and pulka.deals >= limit


def game_complete(pulka: Pulka, limit: int | None = None) -> bool:
    """The pulka is finished by its rules, or its event's ``limit`` deals are played
    (see the module)."""
    return pulka.finished or limit_reached(pulka, limit)
