"""What a hand writes on the sheet, and the sheet's running totals (SPEC §2).

Every number on the pulka is a sum of :class:`Entry` lines, each carrying the rule
that wrote it, so any figure can be explained.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

Column = Literal["pulya", "gora", "whists"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Entry:
    """One line on the sheet (a slotted dataclass: many are made; see :class:`Totals`).

    ``amount`` is in pulya or gora points, or in whists; for whists ``player`` writes
    ``amount`` on ``on`` (a claim of ``player`` against ``on``). ``rule`` is the rule
    that wrote it, e.g. ``"3.8.1.2"`` for consolation. ``by`` is who wrote it when not
    ``player`` himself: the helper of help points written into ``player``'s pulya
    (rule 4.2.3; on paper the helper writes them there).
    """

    column: Column
    player: str
    amount: int
    on: str | None = None
    rule: str
    by: str | None = None


@dataclass(frozen=True, slots=True)
class Totals:
    """The sheet after some hands: running totals per player (SPEC §2).

    ``pulya`` and ``gora`` in points, ``whists[writer][debtor]`` in whists, every
    ordered pair present. Treat the dicts as read-only.

    Plain slotted dataclasses, not pydantic models: one is built per hand, and a
    10,000-hand pulka must replay fast (issue 6).
    """

    pulya: dict[str, int]
    gora: dict[str, int]
    whists: dict[str, dict[str, int]]

    @classmethod
    def empty(cls, players: Sequence[str]) -> Totals:
        """All zeros for ``players``."""
        return cls(
            pulya={p: 0 for p in players},
            gora={p: 0 for p in players},
            whists={p: {q: 0 for q in players if q != p} for p in players},
        )

    def plus(self, entries: Iterable[Entry]) -> Totals:
        """These totals with ``entries`` written on top (a new object)."""
        pulya = dict(self.pulya)
        gora = dict(self.gora)
        whists = {p: dict(row) for p, row in self.whists.items()}
        for e in entries:
            if e.column == "pulya":
                pulya[e.player] += e.amount
            elif e.column == "gora":
                gora[e.player] += e.amount
            else:
                assert e.on is not None
                whists[e.player][e.on] += e.amount
        return Totals(pulya, gora, whists)
