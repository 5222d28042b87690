"""What a hand writes on the sheet, and the sheet's running totals (SPEC §2).

Every number on the pulka is a sum of :class:`Entry` lines, each carrying the rule
that wrote it, so any figure can be explained.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from .conventions import Convention

Column = Literal["pulya", "gora", "whists"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Entry:
    """One line on the sheet (a slotted dataclass: many are made; see :class:`Totals`).

    ``amount`` is in pulya or gora points, or in whists; for whists ``player`` writes
    ``amount`` on ``on`` (a claim of ``player`` against ``on``). ``rule`` is the rule
    that wrote it, e.g. ``"3.8.1.2"`` for consolation (``""`` for an adjustment that names
    none: the table wrote it by hand, SPEC §9.4). ``by`` is who wrote it when not
    ``player`` himself: the helper of help points written into ``player``'s pulya
    (rule 4.2.3; on paper the helper writes them there).
    """

    column: Column
    player: str
    amount: int
    on: str | None = None
    rule: str
    by: str | None = None


@lru_cache(maxsize=65_536)
def line(column: Column, player: str, amount: int, rule: str, on: str | None = None,
         by: str | None = None) -> Entry:
    """The :class:`Entry` with these fields. An entry is a value that never changes and
    a pulka writes the same few lines again and again («Boris on Anna +4, rule 3.8.1.1»):
    one object serves them all, made once (issue 16: a replay of 100,000 hands made half
    a million of them); :func:`functools.lru_cache` keeps the last 65,536."""
    return Entry(column=column, player=player, amount=amount, on=on, rule=rule, by=by)


@dataclass(slots=True)
class Totals:
    """The sheet after some hands: running totals per player (SPEC §2).

    ``pulya`` and ``gora`` in points, ``whists[writer][debtor]`` in whists, every
    ordered pair present. Treat the dicts as read-only.

    Plain slotted dataclasses, not pydantic models, and not frozen either (building a
    frozen one costs three times as much): one is built per hand, and a 10,000-hand
    pulka must replay fast (issues 6, 16). Nothing writes to one once it is built.
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
        """These totals with ``entries`` written on top (a new object).

        What the entries leave unchanged is shared with these totals, not copied: a
        hand writes into two or three of the seven dicts, and 100,000 hands replayed
        keep 100,000 totals (issue 16).
        """
        pulya: dict[str, int] | None = None
        gora: dict[str, int] | None = None
        whists: dict[str, dict[str, int]] | None = None
        for e in entries:
            if e.column == "pulya":
                if pulya is None:
                    pulya = dict(self.pulya)
                pulya[e.player] += e.amount
            elif e.column == "gora":
                if gora is None:
                    gora = dict(self.gora)
                gora[e.player] += e.amount
            else:
                assert e.on is not None
                if whists is None:
                    whists = dict(self.whists)
                row = whists[e.player]
                if row is self.whists[e.player]:
                    row = whists[e.player] = dict(row)
                row[e.on] += e.amount
        return Totals(self.pulya if pulya is None else pulya,
                      self.gora if gora is None else gora,
                      self.whists if whists is None else whists)


@dataclass(slots=True)
class Written:
    """What one hand writes, while it is being scored: its lines and the conventions of
    SPEC §13.7 that shaped them (:class:`.conventions.Convention`).

    Pulya lines are requests until the sheet passes them through help (rule 4.2.3).
    """

    entries: list[Entry] = field(default_factory=list)
    conventions: list[Convention] = field(default_factory=list)
    pulya_asked: int = 0
    """The pulya points the lines request in all (:meth:`pulya`; each request is > 0).
    With none, or with fewer than any pulya lacks to the target, the sheet writes the
    lines as they are; otherwise it passes them through help (rule 4.2.3)."""

    def whists(self, writer: str, debtor: str, amount: int, rule: str) -> None:
        """``writer`` writes ``amount`` whists on ``debtor`` (nothing when 0)."""
        if amount:
            self.entries.append(line("whists", writer, amount, rule, debtor))

    def gora(self, player: str, amount: int, rule: str) -> None:
        """``amount`` gora points for ``player`` (nothing when 0)."""
        if amount:
            self.entries.append(line("gora", player, amount, rule))

    def pulya(self, player: str, amount: int, rule: str) -> None:
        """A request to write ``amount`` pulya points (> 0) for ``player`` (nothing when
        0)."""
        if amount:
            self.entries.append(line("pulya", player, amount, rule))
            self.pulya_asked += amount

    def note(self, convention: Convention) -> None:
        """Convention ``convention`` applied to this hand (listed once)."""
        if convention not in self.conventions:
            self.conventions.append(convention)
