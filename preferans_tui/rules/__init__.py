"""The rules core: pure Python and pydantic, no Textual, rich, platformdirs or I/O.

Hand records go in (:mod:`.hands`), the :class:`Pulka` folds them into totals
(:mod:`.sheet`), and :func:`settle` turns totals into whists (:mod:`.settlement`).

The settlement's names are loaded when first used (PEP 562): opening a pulka and
drawing its sheet settle nothing, and the app's start need not import it (issue 16).
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .cards import PRICE, WHIST_OBLIGATION, Strain, parse_contract
from .entries import Entry, Totals
from .errors import IllegalHandError, InvalidHandError, PulkaError, StaleResultError
from .hands import AdjustmentEntry, AdjustmentHand, GameHand, Hand, MisereHand, RaspasyHand
from .options import PRESETS, RuleOptions, Variant
from .pulya import EndProgress
from .sheet import HandResult, Pulka, parse_hand

if TYPE_CHECKING:
    from .settlement import Payment, Settlement, settle

__all__ = [
    "PRESETS", "PRICE", "WHIST_OBLIGATION", "AdjustmentEntry", "AdjustmentHand", "EndProgress",
    "Entry",
    "GameHand", "Hand", "HandResult", "IllegalHandError", "InvalidHandError",
    "MisereHand", "Payment", "Pulka", "PulkaError", "RaspasyHand", "StaleResultError",
    "RuleOptions", "Settlement", "Strain", "Totals", "Variant", "parse_contract", "parse_hand",
    "settle",
]


def __getattr__(name: str) -> Any:
    """``Payment``, ``Settlement`` and ``settle``, from :mod:`.settlement`."""
    if name not in ("Payment", "Settlement", "settle"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(".settlement", __name__), name)
    globals()[name] = value
    return value
