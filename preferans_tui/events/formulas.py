"""The event's formulas: a table's settled results (each player's whists, exact, as
``Settlement.exact`` gives them at the table's last deal, SPEC §8) → the points the
event counts for that table. Every function is pure and exact (:class:`Fraction`).

A formula is a callable ``(whists: Mapping[str, Fraction]) -> dict[str, Fraction]``;
:data:`FORMULAS` names them (``raw``, ``cutoffs``, ``damping``, ``places``) and
:func:`custom` makes one from a place-points table and a whist divisor. The names are
what ``event new --formula`` takes; any other name is :class:`UnknownFormula`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

Whists = Mapping[str, Fraction]
Formula = Callable[[Whists], dict[str, Fraction]]


class UnknownFormula(ValueError):
    """A formula the event does not know (the message lists those it does)."""


def _sign(x: Fraction) -> int:
    return (x > 0) - (x < 0)


def _banded(amount: Fraction, bands: Sequence[tuple[Fraction | None, Fraction]]) -> Fraction:
    """``amount`` (≥ 0) counted band by band: ``bands`` are ``(upper bound, weight)``
    from 0 up, the last bound ``None`` (no end)."""
    counted, lower = Fraction(0), Fraction(0)
    for upper, weight in bands:
        top = amount if upper is None else min(amount, upper)
        if top > lower:
            counted += (top - lower) * weight
        if upper is None or amount <= upper:
            break
        lower = upper
    return counted


def raw_whists(whists: Whists) -> dict[str, Fraction]:
    """Raw whists: each player's settlement at the table's last deal, as it stands
    (the federation's reading of a round: the table's own result in whists, SPEC §8)."""
    return {p: Fraction(w) for p, w in whists.items()}


CUTOFF_BANDS = ((Fraction(200), Fraction(1)), (Fraction(650), Fraction(1, 10)),
                (None, Fraction(0)))
DAMPING_BANDS = ((Fraction(50), Fraction(1)), (Fraction(100), Fraction(1, 2)),
                 (None, Fraction(1, 10)))


def cutoffs(whists: Whists) -> dict[str, Fraction]:
    """Cut-offs: a round's whists counted 1:1 up to 200, 1:10 from 200 to 650 and not
    at all above 650, on the size of a win or a loss alike (the sign kept), so that one
    table's disaster does not decide a tournament. Source: the cut-off scale of club
    tournament regulations as issue 28 states it (200 / 650, 1:10); the most a round can
    count is ``200 + 450 / 10 = 245``."""
    return {p: _sign(Fraction(w)) * _banded(abs(Fraction(w)), CUTOFF_BANDS)
            for p, w in whists.items()}


def damping(whists: Whists) -> dict[str, Fraction]:
    """Damping: whists counted 1:1 up to 50, at 0.5 from 50 to 100 and at 0.1 above
    100, the sign kept. Source: the damping scale issue 28 states (50 / 100; 1, 0.5,
    0.1)."""
    return {p: _sign(Fraction(w)) * _banded(abs(Fraction(w)), DAMPING_BANDS)
            for p, w in whists.items()}


PLACE_POINTS: dict[int, tuple[Fraction, ...]] = {
    3: (Fraction(3), Fraction(2), Fraction(0)),
    4: (Fraction(3), Fraction(2), Fraction(1), Fraction(0)),
}
"""Points by place at a table of 3 and of 4 (see :func:`place_points`)."""
SOLE_WINNER = Fraction(4)
"""A sole player with positive whists at his table takes this instead of first place's."""
SECOND_NOT_POSITIVE = Fraction(1)
"""At a table of 3 second place takes 2 with positive whists, else 1."""


def _places(whists: Whists, table: Sequence[Fraction]) -> dict[str, Fraction]:
    """Each player's points by place: ranked by whists, larger first; players tied on
    whists share the points of the places they occupy equally (exact)."""
    order = sorted(whists, key=lambda p: -Fraction(whists[p]))
    points: dict[str, Fraction] = {}
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and whists[order[j + 1]] == whists[order[i]]:
            j += 1
        share = sum(table[i:j + 1], Fraction(0)) / (j - i + 1)
        for p in order[i:j + 1]:
            points[p] = share
        i = j + 1
    return points


def place_points(whists: Whists) -> dict[str, Fraction]:
    """Place points: at a table of 3, first place 3, second 2 if his whists are positive
    else 1, third 0; at a table of 4, 3 / 2 / 1 / 0. The only player with positive whists
    at his table, if first alone, takes 4. Tied players share the points of their places
    (two tied first at 3: ``(3 + 2) / 2`` each). The standings then rank equal points by
    the larger whists (:mod:`.standings`). Source: the place-points scoring of club
    tournaments as issue 28 states it ("3 / 2 or 1 / 0, 4 to a sole positive winner").

    Raises:
        ValueError: a table of another size than 3 or 4.
    """
    size = len(whists)
    if size not in PLACE_POINTS:
        raise ValueError(f"place points are for tables of 3 or 4, not {size}")
    table = list(PLACE_POINTS[size])
    order = sorted(whists, key=lambda p: -Fraction(whists[p]))
    if size == 3 and not Fraction(whists[order[1]]) > 0:
        table[1] = SECOND_NOT_POSITIVE
    points = _places(whists, table)
    positive = [p for p in whists if Fraction(whists[p]) > 0]
    if len(positive) == 1:
        points[positive[0]] = SOLE_WINNER
    return points


def custom(places: Mapping[int, Sequence[Fraction | int | str]], divisor: Fraction | int
           ) -> Formula:
    """A custom formula: the points of ``places[table size]`` by place (tied places
    shared as in :func:`place_points`) plus the player's whists divided by ``divisor``
    (0: no whists counted). Source: the organiser's own scale (issue 28).

    Raises:
        ValueError: a divisor below 0, or a place table whose length is not its size.
    """
    div = Fraction(divisor)
    if div < 0:
        raise ValueError(f"the whist divisor must be 0 or more, not {divisor}")
    tables = {int(k): tuple(Fraction(v) for v in vals) for k, vals in places.items()}
    for size, vals in tables.items():
        if len(vals) != size:
            raise ValueError(f"the place points for a table of {size} give {len(vals)} "
                             "places")

    def formula(whists: Whists) -> dict[str, Fraction]:
        size = len(whists)
        if size not in tables:
            raise ValueError(f"the custom formula has no place points for a table of {size}")
        points = _places(whists, tables[size])
        if div:
            points = {p: v + Fraction(whists[p]) / div for p, v in points.items()}
        return points

    return formula


FORMULAS: dict[str, Formula] = {
    "raw": raw_whists, "cutoffs": cutoffs, "damping": damping, "places": place_points,
}


def formula_of(name: str, params: Mapping[str, object] | None = None) -> Formula:
    """The formula named ``name``; ``custom`` takes ``params``: ``places`` ({size: [points
    by place]}) and ``divisor``.

    Raises:
        UnknownFormula: the name is none of :data:`FORMULAS` nor ``custom``.
        ValueError: ``custom`` with bad parameters.
    """
    if name == "custom":
        given: dict[str, Any] = dict(params or {})
        places: dict[Any, Any] = given.get("places") or {3: [3, 2, 0], 4: [3, 2, 1, 0]}
        return custom({int(k): v for k, v in places.items()},
                      Fraction(str(given.get("divisor", 0))))
    try:
        return FORMULAS[name]
    except KeyError:
        raise UnknownFormula(f"the formula {name!r} is not one the event knows: "
                             f"{', '.join([*FORMULAS, 'custom'])}") from None
