"""Strict types for the numbers and flags of a pulka file: a typo must never silently
change a score (FORMAT.md).

pydantic's default (lax) mode reads ``true`` as 1, ``"10"`` and ``10.0`` as 10, and
``"yes"`` as True. FORMAT.md's counts, amounts and targets are JSON integers and its
flags JSON booleans, so those fields accept exactly that and nothing else — in JSON and
from Python alike. Enumerated strings (``variant``, ``whist_style`` …) stay as they are:
a ``str`` and a :class:`~enum.StrEnum` member are the same text.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated, Any

from pydantic import BeforeValidator, Field

from ..untrusted import quoted
from .reasons import Reason

Count = Annotated[int, Field(strict=True)]
"""A JSON integer: no bool, no float, no numeric string. Add bounds with ``Field``."""

Flag = Annotated[bool, Field(strict=True)]
"""A JSON boolean: ``true`` or ``false``, not ``1``, ``"yes"`` or ``"true"``."""


def exact_int(value: Any) -> Any:
    """Let only a true ``int`` through to a ``Literal[1, 2]``-style field.

    pydantic's literal validator takes ``True`` for 1 and ``2.0`` for 2 even in strict
    mode, so the type is checked before it.

    Raises:
        ValueError: ``value`` is a bool, a float, a string or anything else not an int.
    """
    if type(value) is not int:
        raise ValueError(Reason("whole_number", value=quoted(value)))
    return value


def exact_bool(value: Any) -> Any:
    """Let only a true ``bool`` through to a ``Literal[False]``-style field.

    Raises:
        ValueError: ``value`` is not ``True`` or ``False`` (``0`` is not ``false``).
    """
    if type(value) is not bool:
        raise ValueError(Reason("true_or_false", value=quoted(value)))
    return value


ExactInt = BeforeValidator(exact_int)
"""Put in ``Annotated[Literal[...], ExactInt]``."""

ExactBool = BeforeValidator(exact_bool)
"""Put in ``Annotated[Literal[False], ExactBool]``."""

_DECIMAL_TEXT = re.compile(r"[-+]?(?=\.?[0-9])[0-9]*(\.[0-9]*)?")


def decimal_text(value: Any) -> Any:
    """A money amount: a decimal string in plain ASCII notation (``"0.50"``), a JSON
    number, or (from Python) a :class:`~decimal.Decimal`.

    Strings are matched against the plain pattern before ``Decimal`` reads them, so
    ``" 1"``, ``"1e3"``, ``"٣"`` (an Arabic-Indic three), ``"NaN"`` and ``"Infinity"`` —
    which ``Decimal`` would all take — are refused. Booleans are refused; other numbers
    are left to pydantic's Decimal validation and its bounds.

    Raises:
        ValueError: a string that is not plain decimal notation, or a bool.
    """
    if isinstance(value, bool):
        raise ValueError(Reason("decimal_string", value=quoted(value)))
    if isinstance(value, str) and not _DECIMAL_TEXT.fullmatch(value):
        raise ValueError(Reason("decimal_digits", value=quoted(value)))
    return value


PlainDecimal = Annotated[Decimal, BeforeValidator(decimal_text)]
"""A :class:`~decimal.Decimal` read by :func:`decimal_text`'s rules."""
