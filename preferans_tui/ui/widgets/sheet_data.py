"""What the pulka grid shows, read from the rules core: running totals per band.

A band on paper is a running total written left to right, a new total after each hand
that changed it: ``2.4.10``. :class:`SheetFold` folds :attr:`Pulka.results` into those
sequences (it computes no score: the totals come from the core) and notes which bands
the last hand wrote, so the grid can highlight them. The fold is incremental: showing
the pulka again after a hand was appended reads only the new hand, so redrawing costs
the same after 10 hands or 1,000 (issue 6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...rules import HandResult, Pulka, Totals


@dataclass
class Band:
    """One band of one player: the totals after each hand that changed it.

    ``last`` is true when the last hand of the pulka wrote into this band.
    """

    values: list[int] = field(default_factory=list)
    last: bool = False
    _tokens: list[str] = field(default_factory=list, repr=False)

    def note(self, value: int) -> None:
        """A hand changed this band to ``value``."""
        self.values.append(value)
        self._tokens.append(str(value))

    def tokens(self) -> list[str]:
        """The totals as written on paper, oldest first (``["2", "4", "10"]``)."""
        return self._tokens


@dataclass
class PlayerSheet:
    """One player's sector: gora, pulya and a whists band per opponent."""

    gora: Band
    pulya: Band
    whists: dict[str, Band]

    def bands(self) -> list[tuple[Band, str, str | None]]:
        """Every band with its column and, for whists, the opponent."""
        return [(self.gora, "gora", None), (self.pulya, "pulya", None),
                *((band, "whists", q) for q, band in self.whists.items())]


@dataclass
class SheetData:
    """Everything the grid draws: the sectors, the target, who dealt and who deals next."""

    players: tuple[str, ...]
    sectors: dict[str, PlayerSheet]
    target: int
    stake: str | None
    dealer: str | None
    next_dealer: str | None


def _value(totals: Totals, column: str, player: str, on: str | None) -> int:
    if column == "whists":
        assert on is not None
        return totals.whists[player][on]
    return totals.gora[player] if column == "gora" else totals.pulya[player]


class SheetFold:
    """The bands of a pulka, folded hand by hand and extended when hands are added."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        self.sectors = {
            p: PlayerSheet(Band(), Band(), {q: Band() for q in players if q != p})
            for p in players
        }
        self._seen: list[HandResult] = []

    def extends(self, results: Sequence[HandResult]) -> bool:
        """Whether ``results`` starts with every hand folded so far (same records)."""
        n = len(self._seen)
        return len(results) >= n and (n == 0 or results[n - 1] is self._seen[-1])

    def add(self, results: Sequence[HandResult]) -> None:
        """Fold the hands of ``results`` not yet folded (``extends`` must hold)."""
        before = self._seen[-1].totals if self._seen else Totals.empty(self.players)
        for result in results[len(self._seen):]:
            after = result.totals
            for p, sector in self.sectors.items():
                for band, column, on in sector.bands():
                    value = _value(after, column, p, on)
                    if value != _value(before, column, p, on):
                        band.note(value)
            before = after
            self._seen.append(result)

    def mark_last(self) -> None:
        """Flag the bands the last folded hand wrote into."""
        last = self._seen[-1].totals if self._seen else None
        prev = self._seen[-2].totals if len(self._seen) > 1 else Totals.empty(self.players)
        for p, sector in self.sectors.items():
            for band, column, on in sector.bands():
                band.last = last is not None and (
                    _value(last, column, p, on) != _value(prev, column, p, on))


def sheet_data(pulka: Pulka, fold: SheetFold | None = None) -> tuple[SheetData, SheetFold]:
    """Fold the pulka's results into the bands the grid draws (no arithmetic of its own).

    Pass the ``fold`` returned last time to read only the hands added since; a fold of
    another pulka, or of hands since undone, is rebuilt. Returns the data and the fold.
    """
    results = pulka.results
    if fold is None or fold.players != pulka.players or not fold.extends(results):
        fold = SheetFold(pulka.players)
    fold.add(results)
    fold.mark_last()
    dealer = results[-1].dealer if results else None
    stake = pulka.options.stake_per_whist
    data = SheetData(pulka.players, fold.sectors, pulka.options.pulya_target,
                     None if stake is None else str(stake), dealer, pulka.next_dealer)
    return data, fold
