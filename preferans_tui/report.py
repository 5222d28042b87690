"""The settlement as data: the ``settle --json`` object (FORMAT.md), and how its figures
read (:func:`signed_text`: ``+147⅓``, ``−52⅔``; money with two decimals), the same in
the command line, the app and the ledger: exact, and still summing to 0.

A figure with decimals takes the decimal mark of the language it is shown in — ``25.60``
in English, ``25,60`` in Russian — given by the caller, which knows the language
(``mark``; this module knows no language). The JSON object keeps the point (FORMAT.md).

The settlement in words and tables, in the interface language, is rendered once, by
:mod:`preferans_tui.ui.settlement_view` (``settle``, the settlement screen, the export).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .untrusted import visible

if TYPE_CHECKING:
    from rich.text import Text

    from .rules import Pulka

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
    return sign + _with_mark(str(_hundredths(frac)), mark)


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
    dec = _hundredths(value)
    text = _with_mark(str(abs(dec)), mark)
    if not signed:
        return text
    return ("+" if dec > 0 else MINUS if dec < 0 else "") + text


def two_decimals_text(value: Fraction | Decimal, *, mark: str = POINT) -> str:
    """A non-negative figure that is no result (a mean count of tricks) with two
    decimals: ``2.33`` (``mark=","``: ``2,33``)."""
    return _with_mark(str(_hundredths(value)), mark)


def decimal_text(value: Decimal, *, mark: str = POINT) -> str:
    """A decimal as it was given, every digit kept and never an exponent: the stake
    ``0.50`` (``mark=","``: ``0,50``), ``1000``, ``0.125``."""
    return _with_mark(format(value, "f"), mark)


def _hundredths(value: Fraction | Decimal) -> Decimal:
    """``value`` rounded to two decimals (half to even, :class:`decimal.Decimal`'s own)."""
    frac = Fraction(value)
    return (Decimal(frac.numerator) / frac.denominator).quantize(Decimal("0.01"))


def fraction_text(value: Any) -> str:
    """An exact result as FORMAT.md writes it: ``"150"`` or ``"-260/3"``."""
    return str(value)


def plain(text: str) -> Text:
    """``text`` as literal rich text: no markup, and control or invisible characters
    (an ANSI escape, a newline) shown as escapes (``\\x1b``) instead of acting on the
    terminal (:func:`preferans_tui.untrusted.visible`). Names cannot hold them (rule
    1.2), a title may (free text, FORMAT.md); whatever a file holds, this is what prints.
    (rich is imported here: ``settle --json`` prints no rich text and does without it, issue 16.)"""
    from rich.text import Text

    return Text(visible(text))


def settle_json(pulka: Pulka) -> dict[str, Any]:
    """The object ``preferans-tui settle FILE --json`` prints (FORMAT.md)."""
    s = pulka.settle()
    t = pulka.totals
    out: dict[str, Any] = {
        "players": list(pulka.players),
        "variant": pulka.options.variant.value,
        "pulya_target": pulka.options.pulya_target,
        "hands": len(pulka),
        "finished": pulka.finished,
        "pulya": dict(t.pulya),
        "gora": dict(t.gora),
        "whists": {p: dict(row) for p, row in t.whists.items()},
        "balance": {p: float(v) for p, v in s.balance.items()},
        "balance_exact": {p: fraction_text(v) for p, v in s.exact.items()},
    }
    if s.money is not None:
        out["money"] = {p: str(v) for p, v in s.money.items()}
    return out
