"""What the pulka grid shows, read from the rules core: running totals per band.

A band on paper is a running total written left to right, a new total after each hand
that changed it: ``2.4.10``. :class:`SheetFold` folds :attr:`Pulka.results` into those
sequences (it computes no score: the totals come from the core) and notes which bands
the last hand wrote, so the grid can highlight them. As on paper:

- a total reached with help points is marked with the helper, who writes them into the
  helped player's pulya (rule 4.2.3; the entry names him, :attr:`Entry.by`): ``4.10(A)``;
- a total an adjustment lowers (a correction, rule 4.2.7) is crossed out and the new
  total follows it, instead of a running total that goes down: ``8.~~14~~.12``.

The fold is incremental both ways: showing the pulka again after a hand was appended
reads only the new hand, and after an undo takes only the undone hand off, so redrawing
costs the same after 10 hands or 10,000 (issues 6 and 16).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from ..rules import AdjustmentHand, HandResult, Pulka, Totals
from .figures import POINT, stake_text, whole_text


@dataclass(frozen=True, slots=True)
class Token:
    """One total as written: its text and how it is drawn (``"value"``, ``"help"`` for a
    total reached with help, ``"struck"`` for a total a correction crossed out)."""

    text: str
    style: str = "value"


@lru_cache(maxsize=4096)
def token(text: str, style: str = "value") -> Token:
    """The :class:`Token` for ``text`` drawn as ``style``: one object for each, as the
    same totals come back on every band (``10``, ``20``), hand after hand (issue 16: a
    token and its text per band a hand were 0.4 KB of every hand kept)."""
    return Token(text, style)


@dataclass(eq=False)
class Band:
    """One band of one player: the totals after each hand that changed it.

    ``last`` is true when the last hand of the pulka wrote into this band. A band is
    itself (compared and hashed by identity), for the fold's sets of bands.
    """

    last: bool = False
    _tokens: list[Token] = field(default_factory=list, repr=False)

    def note(self, value: int, helper: str | None = None, corrected: bool = False
             ) -> Token | None:
        """A hand changed this band to ``value``: with help points written by ``helper``
        (his short name), or by a correction that lowered it (the old total is struck).
        Returns the total it struck, as it was (for :meth:`unnote`)."""
        struck = None
        if corrected and self._tokens:
            struck = self._tokens[-1]
            self._tokens[-1] = token(struck.text, "struck")
        self._tokens.append(token(f"{whole_text(value)}({helper})", "help") if helper
                            else token(whole_text(value)))
        return struck

    def unnote(self, struck: Token | None) -> None:
        """Take the last total off (its hand was undone); ``struck``: the total it had
        struck, written back as it was."""
        self._tokens.pop()
        if struck is not None:
            self._tokens[-1] = struck

    def tokens(self) -> list[Token]:
        """The totals as written on paper, oldest first (``2``, ``4``, ``10``)."""
        return self._tokens


@dataclass
class PlayerSheet:
    """One player's sector: gora, pulya and a whists band per opponent; ``to_close`` is
    what the pulya still lacks to the target (None where pulyas are not closed one by
    one: Leningrad, SPEC §7.4)."""

    gora: Band
    pulya: Band
    whists: dict[str, Band]
    to_close: int | None = None

    def bands(self) -> list[tuple[Band, str, str | None]]:
        """Every band with its column and, for whists, the opponent."""
        return [(self.gora, "gora", None), (self.pulya, "pulya", None),
                *((band, "whists", q) for q, band in self.whists.items())]


@dataclass
class SheetData:
    """Everything the grid draws: the sectors, the target, who dealt and who deals next;
    ``sum_left``: what all the pulyas still lack to end a Leningrad pulka (else None)."""

    players: tuple[str, ...]
    sectors: dict[str, PlayerSheet]
    target: int
    stake: str | None
    dealer: str | None
    next_dealer: str | None
    sum_left: int | None = None
    bombs: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    """Classic: each player's bombs in order (SPEC §14.4), drawn beside his name."""


def _value(totals: Totals, column: str, player: str, on: str | None) -> int:
    if column == "whists":
        assert on is not None
        return totals.whists[player][on]
    return totals.gora[player] if column == "gora" else totals.pulya[player]


def short_names(players: Sequence[str]) -> dict[str, str]:
    """Each name's shortest beginning no other name shares: ``A`` for Anna beside Boris,
    ``Ann`` and ``And`` for Anna beside Andrey (a whole name if it begins another)."""
    out = {}
    for p in players:
        n = 1
        while n < len(p) and any(q != p and q.startswith(p[:n]) for q in players):
            n += 1
        out[p] = p[:n]
    return out


class SheetFold:
    """The bands of a pulka, folded hand by hand and extended when hands are added."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        self.sectors = {
            p: PlayerSheet(Band(), Band(), {q: Band() for q in players if q != p})
            for p in players
        }
        self.short = short_names(players)
        self._seen: list[HandResult] = []
        self._notes: list[tuple[Band, ...]] = []
        """For each hand folded, the bands it wrote: one tuple for each set of bands
        (hand after hand writes the same few: issue 16), from :attr:`_band_sets`."""
        self._band_sets: dict[tuple[Band, ...], tuple[Band, ...]] = {}
        self._struck: dict[int, tuple[Token | None, ...]] = {}
        """For a correction that struck totals (by its index in ``_seen``): the total each
        of its bands struck, in the order of its bands."""

    def extends(self, results: Sequence[HandResult]) -> bool:
        """Whether ``results`` starts with every hand folded so far (same records)."""
        n = len(self._seen)
        return len(results) >= n and (n == 0 or results[n - 1] is self._seen[-1])

    def is_prefix(self, results: Sequence[HandResult]) -> bool:
        """Whether ``results`` are the first hands folded so far (an undo, a replay step
        back): :meth:`drop` the rest instead of folding again."""
        n = len(results)
        return n < len(self._seen) and (n == 0 or results[-1] is self._seen[n - 1])

    def drop(self, keep: int) -> None:
        """Unfold every hand after the first ``keep``: their totals come off the bands,
        what they struck is written back (the cost is the hands dropped, not the pulka)."""
        while len(self._seen) > keep:
            self._seen.pop()
            bands = self._notes.pop()
            struck = self._struck.pop(len(self._seen), (None,) * len(bands))
            for band, old in zip(reversed(bands), reversed(struck), strict=True):
                band.unnote(old)

    def add(self, results: Sequence[HandResult]) -> None:
        """Fold the hands of ``results`` not yet folded (``extends`` must hold)."""
        before = self._seen[-1].totals if self._seen else Totals.empty(self.players)
        for result in results[len(self._seen):]:
            after = result.totals_after(before)  # one step a hand, kept totals or not
            helpers = {e.player: e.by for e in result.entries if e.by is not None}
            correction = isinstance(result.hand, AdjustmentHand)
            bands, struck = [], []
            for p, sector in self.sectors.items():
                for band, column, on in sector.bands():
                    value, old = _value(after, column, p, on), _value(before, column, p, on)
                    if value != old:
                        helper = helpers.get(p) if column == "pulya" else None
                        bands.append(band)
                        struck.append(band.note(value, self.short[helper] if helper
                                                else None,
                                                corrected=correction and value < old))
            before = after
            if any(t is not None for t in struck):
                self._struck[len(self._seen)] = tuple(struck)
            self._seen.append(result)
            written = tuple(bands)
            self._notes.append(self._band_sets.setdefault(written, written))

    def mark_last(self) -> None:
        """Flag the bands the last folded hand wrote into."""
        last = self._seen[-1].totals if self._seen else None
        prev = self._seen[-2].totals if len(self._seen) > 1 else Totals.empty(self.players)
        for p, sector in self.sectors.items():
            for band, column, on in sector.bands():
                band.last = last is not None and (
                    _value(last, column, p, on) != _value(prev, column, p, on))


def sheet_data(pulka: Pulka, fold: SheetFold | None = None,
               mark: str = POINT) -> tuple[SheetData, SheetFold]:
    """Fold the pulka's results into the bands the grid draws (no arithmetic of its own).

    Pass the ``fold`` returned last time to read only the hands added since, or to take
    off the hands undone since (an undo, a replay step back); a fold of another pulka is
    rebuilt. ``mark``: the decimal mark of the stake (``"0.50"``, ``","``: ``"0,50"``).
    Returns the data and the fold.
    """
    results = pulka.results
    if fold is not None and fold.players == pulka.players and fold.is_prefix(results):
        fold.drop(len(results))
    elif fold is None or fold.players != pulka.players or not fold.extends(results):
        fold = SheetFold(pulka.players)
    fold.add(results)
    fold.mark_last()
    progress = pulka.end_progress()
    for p, sector in fold.sectors.items():
        sector.to_close = progress.to_close.get(p)
    # who dealt the last deal (an adjustment after it is no deal)
    dealer = next((r.dealer for r in reversed(results) if r.dealer is not None), None)
    stake = pulka.options.stake_per_whist
    next_dealer = None if pulka.finished else pulka.next_dealer  # an ended pulka: no deal
    dark = pulka.dark_state
    data = SheetData(pulka.players, fold.sectors, pulka.options.pulya_target,
                     None if stake is None else stake_text(stake, mark=mark),
                     dealer, next_dealer,
                     progress.sum_left, {} if dark is None else dict(dark.queues))
    return data, fold
