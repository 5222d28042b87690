"""Which evenings the ledger counts (issue 15): dates, variant, a player."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict

from .evening import Evening
from .names import People


class LedgerFilter(BaseModel):
    """Which evenings count: dates (inclusive, by the evening's date), the variant, a
    player who took part (matched as names are: aliases, then rule 1.2), and whether a
    pulka still in progress counts (``finished_only``: only finished pulkas, rule 4.2.14;
    by default an unfinished one counts as it stands, and every view marks it)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    since: date | None = None
    until: date | None = None
    variant: str | None = None
    player: str | None = None
    finished_only: bool = False

    def keeps_day(self, day: date) -> bool:
        """Whether ``day`` is within ``since`` … ``until`` (both included)."""
        return not ((self.since is not None and day < self.since)
                    or (self.until is not None and day > self.until))

    def keeps(self, evening: Evening, people: People) -> bool:
        """Whether ``evening`` passes every filter given."""
        if not self.keeps_day(evening.date.date()):
            return False
        if self.variant is not None and evening.variant != self.variant:
            return False
        if self.finished_only and not evening.finished:
            return False
        if self.player is not None:
            who = people.key(self.player)
            return any(people.key(p) == who for p in evening.players)
        return True
