"""Ratings, recomputed from a table's results in playing order: prefko's per-table
formula and a pairwise Elo. Pure: a rating is a number, a table a mapping of players to
their whists (positive: won).

**prefko** (the open preferans rating library, ``prefko/preferans-rating-js``,
``src/pref.rating.ts``): at a table of three with ratings ``R`` and scores ``S`` and the
pulya target ``bula``, for each pair ``i, j``

- ``D = round3((S_i − S_j) / bula)``,
- ``T = round3((R_j − R_i) × 2.8 / 100)``,
- ``N = ±bula / 100`` (+ when ``S_i > S_j``, − when smaller, 0 when equal),
- ``C_ij = D + T + N`` (and ``C_ji = −C_ij``);

player ``i``'s change is ``round((C_ij + C_ik) / 2)``. ``round3`` rounds to thousandths
and ``round`` to a whole number, halves away from zero (mathjs's ``round``). We compute
it exactly (Fractions) and pass each player's whists as his score; the change grows with
the score, so a winner gains. A table of four averages over the three opponents
(``round(ΣC_ij / 3)``): prefko defines three players only, that is our extension.

**Elo** (pairwise): each pair at the table is a game, won by the larger whists (equal:
a draw); ``E = 1 / (1 + 10^((R_j − R_i) / 400))`` and the change is
``K / (n − 1) × Σ_j (S_ij − E_ij)`` with ``K`` = :data:`ELO_K`; floats.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction

PREFKO_MAGIC = Fraction(28, 10)
PREFKO_START = 1000
"""prefko's base rating (its README: "uses 1000 instead of chess's 1200")."""
ELO_K = 32.0
ELO_START = 1500.0


def round_half_away(x: Fraction, places: int = 0) -> Fraction:
    """``x`` rounded to ``places`` decimals, halves away from zero (exact)."""
    scaled = abs(x) * 10 ** places
    whole = int(scaled)
    if scaled - whole >= Fraction(1, 2):
        whole += 1
    sign = -1 if x < 0 else 1
    return Fraction(sign * whole, 10 ** places)


def prefko_changes(ratings: Mapping[str, int | Fraction], scores: Mapping[str, Fraction],
                   bula: int) -> dict[str, int]:
    """prefko's rating change of each player at one table (see the module).

    Raises:
        ValueError: fewer than 3 or more than 4 players, a bula not above 0, or scores
            and ratings of different players.
    """
    players = list(scores)
    if not 3 <= len(players) <= 4 or set(ratings) != set(players):
        raise ValueError("prefko's rating takes a table of 3 (or 4) rated players")
    if bula <= 0:
        raise ValueError(f"the bula (pulya target) must be above 0, not {bula}")

    def c(i: str, j: str) -> Fraction:
        d = round_half_away((Fraction(scores[i]) - Fraction(scores[j])) / bula, 3)
        t = round_half_away((Fraction(ratings[j]) - Fraction(ratings[i])) * PREFKO_MAGIC
                            / 100, 3)
        sign = (scores[i] > scores[j]) - (scores[i] < scores[j])
        return d + t + Fraction(sign * bula, 100)

    out = {}
    for i in players:
        total = sum((c(i, j) for j in players if j != i), Fraction(0))
        out[i] = int(round_half_away(total / (len(players) - 1)))
    return out


def elo_changes(ratings: Mapping[str, float], scores: Mapping[str, Fraction],
                k: float = ELO_K) -> dict[str, float]:
    """The pairwise Elo change of each player at one table (see the module)."""
    players = list(scores)
    n = len(players)
    out = {}
    for i in players:
        total = 0.0
        for j in players:
            if j == i:
                continue
            expected = 1.0 / (1.0 + 10.0 ** ((ratings[j] - ratings[i]) / 400.0))
            got = 1.0 if scores[i] > scores[j] else 0.5 if scores[i] == scores[j] else 0.0
            total += got - expected
        out[i] = k / (n - 1) * total
    return out


def recompute(tables: Iterable[tuple[Mapping[str, Fraction], int]]
              ) -> tuple[dict[str, int], dict[str, float]]:
    """Both ratings after ``tables`` in playing order: each ``(whists by player, bula)``;
    everyone starts at :data:`PREFKO_START` and :data:`ELO_START`. A table of more
    than 4 or fewer than 3 is skipped by prefko (Elo takes any of 2 or more)."""
    prefko: dict[str, int] = {}
    elo: dict[str, float] = {}
    for whists, bula in tables:
        for p in whists:
            prefko.setdefault(p, PREFKO_START)
            elo.setdefault(p, ELO_START)
        if 3 <= len(whists) <= 4:
            for p, ch in prefko_changes({p: prefko[p] for p in whists}, whists, bula).items():
                prefko[p] += ch
        if len(whists) >= 2:
            for p, delta in elo_changes({p: elo[p] for p in whists}, whists).items():
                elo[p] += delta
    return prefko, elo
