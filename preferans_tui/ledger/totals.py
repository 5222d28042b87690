"""The ledger: every player's figures over many evenings, and who is up against whom.

:func:`build_ledger` adds up :class:`~.evening.Evening` summaries — each evening's
result is its settlement (SPEC §8), so a player's total is exactly the sum of his
``balance_exact`` over the same files, and the head-to-head table, the sum of the
pairwise debts (SPEC §8 step 7), is antisymmetric and adds up, row by row, to the totals.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from fractions import Fraction

from ..untrusted import quoted
from .evening import Evening, GameTally
from .filters import LedgerFilter
from .models import EveningRef, Ledger, LedgerEvening, PlayerTotals, Skipped, SkipReason
from .names import Aliases, People, look_alike_pairs

COUNTS = ("misere_made", "misere_failed", "raspasy_hands", "raspasy_tricks", "raspasy_zero",
          "whists_written", "whists_received", "help_given", "help_received")
"""The per-player counts of :class:`~.evening.PlayerEvening` that simply add up."""


def _clash(evening: Evening, people: People, club: bool = False) -> SkipReason | None:
    """Why ``evening`` cannot count: two of its players are one person by the aliases
    (``club``: the club's, ``club alias``, not the aliases file's)."""
    seen: dict[str, str] = {}
    for p in evening.players:
        key = people.key(p)
        if key in seen:
            first, second = quoted(seen[key]), quoted(p)
            if club:
                return SkipReason.of(f"players {first} and {second} are one player by the "
                                     "club's aliases (club players lists them); undo that "
                                     "alias with club alias --remove to count this evening",
                                     "club_alias_clash", first=first, second=second)
            return SkipReason.of(f"players {first} and {second} are one player by the "
                                 f"aliases file; remove that alias to count this evening",
                                 "alias_clash", first=first, second=second)
        seen[key] = p
    return None


def _ref(result: Fraction, ev: Evening) -> EveningRef:
    return EveningRef(source=ev.source, title=ev.title, date=ev.date, result=result)


class _Sums:
    """One person's running sums while the evenings are read."""

    def __init__(self) -> None:
        self.result = Fraction(0)
        self.money: Decimal | None = None
        self.money_evenings = 0
        self.deals = 0
        self.games: dict[int, list[int]] = {}   # level → [declared, made, remiz]
        self.counts = dict.fromkeys(COUNTS, 0)
        self.evenings = 0
        self.unfinished = 0
        self.best: tuple[Fraction, Evening] | None = None
        self.worst: tuple[Fraction, Evening] | None = None
        self.spellings: list[str] = []

    def add(self, ev: Evening, spelling: str) -> None:
        fig = ev.figures[spelling]
        self.result += fig.result
        self.deals += ev.deals
        if fig.money is not None:
            self.money = (self.money or Decimal(0)) + fig.money
            self.money_evenings += 1
        for level, tally in fig.games.items():
            sums = self.games.setdefault(level, [0, 0, 0])
            sums[0] += tally.declared
            sums[1] += tally.made
            sums[2] += tally.remiz
        for c in COUNTS:
            self.counts[c] += getattr(fig, c)
        self.evenings += 1
        self.unfinished += not ev.finished
        if self.best is None or fig.result > self.best[0]:   # ties: the earlier evening
            self.best = (fig.result, ev)
        if self.worst is None or fig.result < self.worst[0]:
            self.worst = (fig.result, ev)
        if spelling not in self.spellings:
            self.spellings.append(spelling)

    def totals(self, name: str) -> PlayerTotals:
        assert self.best is not None and self.worst is not None
        n = self.evenings
        held = self.counts["raspasy_hands"]
        return PlayerTotals(
            name=name, spellings=tuple(self.spellings), evenings=n,
            unfinished=self.unfinished, deals=self.deals,
            result=self.result, mean=self.result / n, money=self.money,
            money_evenings=self.money_evenings,
            best=_ref(*self.best), worst=_ref(*self.worst),
            games={level: GameTally(declared=d, made=m, remiz=r)
                   for level, (d, m, r) in sorted(self.games.items())},
            raspasy_mean=Fraction(self.counts["raspasy_tricks"], held) if held else None,
            **self.counts)


def build_ledger(evenings: Iterable[Evening], *, aliases: Aliases | None = None,
                 keep: LedgerFilter | None = None,
                 skipped: Iterable[Skipped] = (), club_aliases: bool = False) -> Ledger:
    """The ledger of ``evenings`` that ``keep`` keeps, names matched by ``aliases``.

    ``skipped`` (files that could not be read) is passed through, but for a file whose
    date the date filters leave out anyway (it would not count even if it could be
    read); an evening two of whose players are one person by the aliases is added to
    it instead of counted (when its date is kept; else it is filtered out).
    A player is shown by his latest spelling (an alias's name where one applies).
    ``club_aliases``: ``aliases`` are the club's (a clash names them, not the file).
    """
    people = People(aliases or Aliases())
    keep = keep or LedgerFilter()
    left_out = [s for s in skipped if s.date is None or keep.keeps_day(s.date.date())]
    counted: list[Evening] = []
    filtered_out = 0
    sums: dict[str, _Sums] = {}
    shown: dict[str, str] = {}
    for ev in sorted(evenings, key=lambda e: (e.date, e.source)):
        clash = _clash(ev, people, club_aliases)
        if clash is not None and keep.keeps_day(ev.date.date()):
            left_out.append(Skipped.because(ev.source, clash, ev.date))
            continue
        if not keep.keeps(ev, people):
            filtered_out += 1
            continue
        counted.append(ev)
        for p in ev.players:
            key = people.key(p)
            sums.setdefault(key, _Sums()).add(ev, p)
            shown[key] = people.shown(p)
    rows = tuple(LedgerEvening(evening=ev, names={p: shown[people.key(p)] for p in ev.players})
                 for ev in counted)
    totals = sorted((s.totals(shown[key]) for key, s in sums.items()),
                    key=lambda t: (-t.result, t.name.casefold(), t.name))
    h2h, shared = _head_to_head(rows, [t.name for t in totals])
    return Ledger(players={t.name: t for t in totals}, head_to_head=h2h, shared=shared,
                  evenings=rows, skipped=tuple(left_out), filtered_out=filtered_out,
                  look_alikes=tuple(look_alike_pairs(t.name for t in totals)))


def _head_to_head(rows: Sequence[LedgerEvening], names: Sequence[str]
                  ) -> tuple[dict[str, dict[str, Fraction]], dict[str, dict[str, int]]]:
    """Each ordered pair's net over the evenings both played (SPEC §8 step 7), and how
    many evenings those were."""
    h2h = {a: {b: Fraction(0) for b in names if b != a} for a in names}
    shared = {a: {b: 0 for b in names if b != a} for a in names}
    for row in rows:
        for p, fig in row.evening.figures.items():
            a = row.names[p]
            for q, amount in fig.versus.items():
                b = row.names[q]
                h2h[a][b] += amount
                shared[a][b] += 1
    return h2h, shared


def running_results(ledger: Ledger) -> list[dict[str, Fraction]]:
    """Each player's result after each counted evening, cumulative (whists, exact):
    element k is the sum over the first k+1 evenings; a player not yet met is at 0."""
    now = dict.fromkeys(ledger.players, Fraction(0))
    out = []
    for row in ledger.evenings:
        for p, fig in row.evening.figures.items():
            now[row.names[p]] += fig.result
        out.append(dict(now))
    return out
