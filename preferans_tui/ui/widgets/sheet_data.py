"""What the pulka grid shows, read from the rules core: running totals per band.

A band on paper is a running total written left to right, a new total after each hand
that changed it: ``2.4.10``. :func:`sheet_data` folds :attr:`Pulka.results` into those
sequences (it computes no score: the totals come from the core) and notes which bands
the last hand wrote, so the grid can highlight them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...rules import Pulka, Totals


@dataclass
class Band:
    """One band of one player: the totals after each hand that changed it.

    ``last`` is true when the last hand of the pulka wrote into this band.
    """

    values: list[int] = field(default_factory=list)
    last: bool = False

    def tokens(self) -> list[str]:
        """The totals as written on paper, oldest first (``["2", "4", "10"]``)."""
        return [str(v) for v in self.values]


@dataclass
class PlayerSheet:
    """One player's sector: gora, pulya and a whists band per opponent."""

    gora: Band
    pulya: Band
    whists: dict[str, Band]


@dataclass
class SheetData:
    """Everything the grid draws: the sectors, the target, who dealt and who deals next."""

    players: tuple[str, ...]
    sectors: dict[str, PlayerSheet]
    target: int
    stake: str | None
    dealer: str | None
    next_dealer: str | None


def _note(band: Band, before: int, after: int, is_last: bool) -> None:
    if after != before:
        band.values.append(after)
        band.last = band.last or is_last


def sheet_data(pulka: Pulka) -> SheetData:
    """Fold the pulka's results into the bands the grid draws (no arithmetic of its own)."""
    players = pulka.players
    sectors = {
        p: PlayerSheet(Band(), Band(), {q: Band() for q in players if q != p}) for p in players
    }
    before = Totals.empty(players)
    results = pulka.results
    for i, result in enumerate(results):
        is_last = i == len(results) - 1
        after = result.totals
        for p in players:
            s = sectors[p]
            _note(s.gora, before.gora[p], after.gora[p], is_last)
            _note(s.pulya, before.pulya[p], after.pulya[p], is_last)
            for q, band in s.whists.items():
                _note(band, before.whists[p][q], after.whists[p][q], is_last)
        before = after
    dealer = results[-1].dealer if results else None
    stake = pulka.options.stake_per_whist
    return SheetData(players, sectors, pulka.options.pulya_target,
                     None if stake is None else str(stake), dealer, pulka.next_dealer)
