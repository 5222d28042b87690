"""How figures read (:func:`signed_text`: ``+147⅓``, ``−52⅔``; money with two decimals),
the same in the command line, the app and the ledger: exact, and still summing to 0; and
the one rounding of a figure for display (:func:`hundredths`).

A figure with decimals takes the decimal mark of the language it is shown in — ``25.60``
in English, ``25,60`` in Russian — given by the caller, which knows the language
(``mark``; this module knows no language). The JSON object keeps the point (FORMAT.md).

The settlement's figures are written once, by :mod:`.settlement` (``settle`` and its JSON,
the settlement screen, the export).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

MINUS = "\u2212"
"""The minus sign used for figures (U+2212), as on a printed scoresheet."""

_VULGAR = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
           Fraction(1, 4): "¼", Fraction(3, 4): "¾"}


POINT = "."
"""The decimal mark of the file format, the JSON and English; Russian writes a comma."""


def _with_mark(text: str, mark: str) -> str:
    """``text`` (digits with a decimal point) with ``mark`` in place of the point."""
    return text if mark == POINT else text.replace(POINT, mark)


def amount_text(value: Fraction | Decimal | int, *, mark: str = POINT) -> str:
    """A non-negative-looking amount: ``146``, ``115⅓``, ``44½``, else two decimals
    (``33.33``; ``mark=","``: ``33,33``).

    Thirds and halves are how the gora shares come out (SPEC §8.3); a negative value keeps
    its sign (``−3``).
    """
    frac = Fraction(value)
    sign = MINUS if frac < 0 else ""
    frac = abs(frac)
    whole, rest = divmod(frac, 1)
    if rest == 0:
        return f"{sign}{whole}"
    if rest in _VULGAR:
        return f"{sign}{whole or ''}{_VULGAR[rest]}"
    return sign + _with_mark(str(hundredths(frac)), mark)


def signed_text(value: Fraction | Decimal | int, *, mark: str = POINT) -> str:
    """A result with its sign: ``+150``, ``−146``, ``0``, ``+33.33`` (whists; ``mark=","``:
    ``+33,33``)."""
    if value == 0:
        return "0"
    return ("+" if value > 0 else "") + amount_text(value, mark=mark)


def whole_text(value: int) -> str:
    """A whole figure as the sheet writes it: ``4``, ``0``, ``−4`` (the minus sign)."""
    return str(value) if value >= 0 else MINUS + str(-value)


def change_text(value: int) -> str:
    """A whole change with its sign, zero included: ``+4``, ``+0``, ``−4``."""
    return "+" + str(value) if value >= 0 else MINUS + str(-value)


def money_text(value: Fraction | Decimal, signed: bool = True, *, mark: str = POINT) -> str:
    """Money with two decimals: ``+75.00``, ``−73.00`` (``signed=False``: ``73.00``;
    ``mark=","``: ``−14,40``)."""
    dec = hundredths(value)
    text = _with_mark(str(abs(dec)), mark)
    if not signed:
        return text
    return ("+" if dec > 0 else MINUS if dec < 0 else "") + text


def two_decimals_text(value: Fraction | Decimal, *, mark: str = POINT) -> str:
    """A non-negative figure that is no result (a mean count of tricks) with two
    decimals: ``2.33`` (``mark=","``: ``2,33``)."""
    return _with_mark(str(hundredths(value)), mark)


def figure_text(value: Fraction | Decimal, *, mark: str = POINT) -> str:
    """A figure of the ledger in whists, signed, always with two decimals (rounded by
    :func:`hundredths`): ``+31.83``, ``+10.33``, ``−3.63``, ``0.00`` (``mark=","``:
    ``+31,83``). Sums of evenings of three and of four players come in sixths and
    twelfths, which no fraction sign writes: so the ledger writes every figure one way."""
    dec = hundredths(value)
    text = _with_mark(str(abs(dec)), mark)
    return ("+" if dec > 0 else MINUS if dec < 0 else "") + text


def points_text(value: Fraction | Decimal | int, *, mark: str = POINT) -> str:
    """A figure of a tournament's standings or protocol page (points, whists): whole,
    else two decimals rounded by :func:`hundredths`, with the minus sign: ``12``, ``−8``,
    ``50.67``, ``−3.50`` (``mark=","``: ``50,67``)."""
    frac = Fraction(value)
    if frac.denominator == 1:
        return whole_text(int(frac))
    dec = hundredths(frac)
    return (MINUS if dec < 0 else "") + _with_mark(str(abs(dec)), mark)


def file_points_text(value: Fraction | Decimal | int) -> str:
    """:func:`points_text` for a file a program reads (the protocol's CSV): the point and
    the ASCII hyphen-minus in every language, as FORMAT.md writes figures: ``12``,
    ``-8``, ``50.67``."""
    frac = Fraction(value)
    return str(frac.numerator) if frac.denominator == 1 else str(hundredths(frac))


def printed_whists(results: Mapping[str, Fraction],
                   rounded: Mapping[str, Fraction | Decimal]) -> Callable[[Fraction], Decimal]:
    """How a figure of a player in whists prints (result, mean, best, worst evening),
    given the players' exact ``results`` and the same ``rounded`` fairly to hundredths
    (summing to 0, :func:`~preferans_tui.rules.settlement.round_to_sum_zero`, SPEC §13.6).

    A figure equal to a player's exact result prints as that result does (a player of one
    evening shows one figure as result, mean, best and worst, as §13.6 asks of equal exact
    values); every other figure is rounded by :func:`hundredths`: means, bests and worsts
    add up to nothing, so no cent is moved among them. Returns hundredths (a Decimal)."""
    printed = {Fraction(results[p]): hundredths(rounded[p]) for p in results}

    def whists(value: Fraction) -> Decimal:
        exact = Fraction(value)
        return printed[exact] if exact in printed else hundredths(exact)  # 0.00 is printed

    return whists


def stake_text(stake: Decimal, *, mark: str = POINT) -> str:
    """The stake per whist as money is written, the same on every screen: two decimals at
    least, more only when the stake has them (``0.50``, ``1000.00``, ``0.125``;
    ``mark=","``: ``0,50``). The file may hold ``"0.5"`` or ``"0.50"``: one amount, one
    way to print it."""
    text = format(stake, "f")
    whole, _, decimals = text.partition(POINT)
    decimals = decimals.rstrip("0").ljust(2, "0")
    return _with_mark(f"{whole}{POINT}{decimals}", mark)


def decimal_text(value: Decimal, *, mark: str = POINT) -> str:
    """A decimal as it was given, every digit kept and never an exponent: the stake
    ``0.50`` (``mark=","``: ``0,50``), ``1000``, ``0.125``."""
    return _with_mark(format(value, "f"), mark)


def hundredths(value: Fraction | Decimal | int | float | str) -> Decimal:
    """``value`` (a number, or an exact figure as FORMAT.md writes it: ``"-260/3"``)
    rounded to two decimals for display, half away from zero, as the settlement rounds
    each figure before it shares out the cents (SPEC §13.6): ``1/8`` → ``0.13``,
    ``-1/8`` → ``-0.13``, ``-260/3`` → ``-86.67``. This is the one rounding of a single
    figure for display: every screen, the table, the CSV and the JSON print through it;
    the settlement's fair rounding (:func:`~preferans_tui.rules.settlement.
    round_to_sum_zero`) rounds each figure by the same rule before it moves a cent (a test
    holds the two together; the rules core is not imported here, for ``stats``' last run).
    A float is taken at its exact binary value (``2.675`` is 2.67499…: ``2.67``).

    Exact at any size (a Decimal built from the digits, no context precision).
    """
    cents = Fraction(value) * 100
    whole = (abs(cents) + Fraction(1, 2)).__floor__()
    return Decimal(f"{whole if cents >= 0 else -whole}E-2")


def fraction_text(value: Any) -> str:
    """An exact result as FORMAT.md writes it: ``"150"`` or ``"-260/3"``."""
    return str(value)
