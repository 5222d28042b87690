"""The rules core: pure Python and pydantic, no Textual, rich, platformdirs or I/O.

Hand records go in (:mod:`.hands`), the :class:`Pulka` folds them into totals
(:mod:`.sheet`), and :func:`settle` turns totals into whists (:mod:`.settlement`).
"""

from .cards import PRICE, WHIST_OBLIGATION, Strain, parse_contract
from .entries import Entry, Totals
from .errors import IllegalHandError, InvalidHandError, PulkaError, StaleResultError
from .hands import AdjustmentEntry, AdjustmentHand, GameHand, Hand, MisereHand, RaspasyHand
from .options import PRESETS, RuleOptions, Variant
from .pulya import EndProgress
from .settlement import Payment, Settlement, settle
from .sheet import HandResult, Pulka, parse_hand

__all__ = [
    "PRESETS", "PRICE", "WHIST_OBLIGATION", "AdjustmentEntry", "AdjustmentHand", "EndProgress",
    "Entry",
    "GameHand", "Hand", "HandResult", "IllegalHandError", "InvalidHandError",
    "MisereHand", "Payment", "Pulka", "PulkaError", "RaspasyHand", "StaleResultError",
    "RuleOptions", "Settlement", "Strain", "Totals", "Variant", "parse_contract", "parse_hand",
    "settle",
]
