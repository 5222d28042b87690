"""Words for the values of the rules options (SPEC §11, §13.7), in the interface language.

The rules editor's dropdowns show these instead of the raw values the file stores
(``per_half``, ``kodex_plus_pass_pass``, ``fixed:10``); numbers of a list or a table
read as themselves.
"""

from __future__ import annotations

import re
from typing import Any

from ..texts import tr, tr_count
from .option_boxes import box_text

_FIXED = re.compile(r"^fixed:(\d+)$")

FIXED_CONSOLATIONS = (5, 10, 15, 20)
"""The fixed consolations the editor offers (Rostov plays 10, some tables 15) [K fn 36]."""


def _key(name: str, value: Any) -> str:
    """The catalogue's id of option ``name``'s ``value``: ``val_whist_style_greedy``,
    ``val_yes``; a set of ``help_excludes`` by its members sorted (``val_help_excludes_
    dealer_remized_whister``, ``val_help_excludes_nobody``)."""
    if isinstance(value, bool):
        return "val_yes" if value else "val_no"
    if isinstance(value, (set, list, frozenset)):
        return f"val_{name}_" + ("_".join(sorted(value)) or "nobody")
    return f"val_{name}_{value}"


def value_words(name: str, value: Any) -> str:
    """How option ``name``'s value ``value`` reads in the interface language.

    ``value_words("whist_style", "greedy")`` is ``"greedy (Sochi)"`` in English and
    ``"жлобский (Сочинка)"`` in Russian; ``("consolation", "fixed:10")`` reads
    ``"fixed: 10 whists"``; a yes/no option reads yes or no; a list or a table of
    numbers reads as its box shows it (``1 2 3``, ``6:2 … мизер:10``).
    """
    fixed = _FIXED.match(value) if isinstance(value, str) else None
    if name == "consolation" and fixed:
        return tr_count("val_consolation_fixed", int(fixed.group(1)))
    if isinstance(value, dict | list | tuple) and not (
            name == "help_excludes" and isinstance(value, list)):
        return box_text(value)
    try:
        return tr(_key(name, value))
    except (KeyError, TypeError):  # a value without words (TypeError: unsortable members)
        return str(value)
