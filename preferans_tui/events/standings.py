"""The event's standings from its tables' results. Pure.

A player's **points** add up the event's formula (:mod:`.formulas`) over the tables he
sat at, and the event's bye score for each round he sat out. Ties are broken, in this
order: 1. the larger points, 2. the larger whists in all (the tables' raw settlements
added), 3. more table wins (first place alone at a table, on whists), 4. the name
(case-folded, only to give a fixed order: players equal on 1–3 share the place, shown
``4=``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from .formulas import Formula


@dataclass(frozen=True)
class TableResult:
    """One table of one round: ``round`` (from 1), ``table`` (its number), the
    ``whists`` of each player (the settlement, exact) and whether it is ``finished``
    (an unfinished table counts as it stands: the standings are live)."""

    round: int
    table: int
    whists: Mapping[str, Fraction]
    finished: bool = True


@dataclass
class Standing:
    """One player's line: ``place`` (shared places equal), ``points``, ``whists``,
    ``wins``, ``by_round`` (points of each round, ``None`` where he neither played nor
    had a bye) and ``byes``."""

    name: str
    points: Fraction = Fraction(0)
    whists: Fraction = Fraction(0)
    wins: int = 0
    byes: int = 0
    by_round: dict[int, Fraction] = field(default_factory=dict)
    place: int = 0
    shared: bool = False

    @property
    def key(self) -> tuple[Fraction, Fraction, int]:
        """What ranks him (tie-breaks 1–3, larger first)."""
        return (self.points, self.whists, self.wins)


def standings(players: Iterable[str], tables: Iterable[TableResult], formula: Formula,
              byes: Iterable[tuple[int, str]] = (), bye_score: Fraction = Fraction(0)
              ) -> list[Standing]:
    """Every player's line, best first (see the module). ``byes``: ``(round, player)``.

    Raises:
        ValueError: a table whose player is not in ``players``.
    """
    lines = {p: Standing(p) for p in players}
    for t in tables:
        points = formula(t.whists)
        best = max(t.whists.values(), default=Fraction(0))
        top = [p for p, w in t.whists.items() if w == best]
        for p, w in t.whists.items():
            if p not in lines:
                raise ValueError(f"round {t.round}, table {t.table}: {p} is not a player of "
                                 "the event")
            line = lines[p]
            line.points += points[p]
            line.whists += Fraction(w)
            line.by_round[t.round] = line.by_round.get(t.round, Fraction(0)) + points[p]
            line.wins += len(top) == 1 and top[0] == p
    for rnd, p in byes:
        line = lines[p]
        line.points += bye_score
        line.byes += 1
        line.by_round[rnd] = line.by_round.get(rnd, Fraction(0)) + bye_score
    ranked = sorted(lines.values(), key=lambda s: (-s.points, -s.whists, -s.wins,
                                                   s.name.casefold(), s.name))
    for i, line in enumerate(ranked):
        if i and ranked[i - 1].key == line.key:
            line.place = ranked[i - 1].place
            line.shared = ranked[i - 1].shared = True
        else:
            line.place = i + 1
    return ranked


def order_of(lines: Sequence[Standing]) -> list[str]:
    """The names in the standings' order (a Swiss round seats by it)."""
    return [s.name for s in lines]

