"""The rules options typed as text, in a form a player reads: tables, lists and numbers.

A price table or the whist norms read ``6:2 7:4 8:6 9:8 10:10 misère:10`` (``мизер:10``
in Russian), a list ``1 2 3``, a number ``10`` — never the file's JSON
(``{"6": 2, …}``), whose typos gave pydantic's English ``Input should be a valid
dictionary``. :func:`box_text` writes a value so, :func:`parse_box` reads it back
(JSON is still taken, for a value pasted from a file) and :func:`expects` says, in the
interface language, what a box takes: the one message shown for anything wrong in it.
"""

from __future__ import annotations

import json
import re
from typing import Any, get_origin

from ..rules import RuleOptions
from ..rules.options import MAX_PER_UNIT
from ..texts import every_language, tr
from ..untrusted import visible

_ITEM = re.compile(r"([^\s:=]+)\s*[:=]\s*(-?\d+)")
_SEPARATORS = re.compile(r"[\s,;]+")

EXPECTS = {"contract_price": "box_prices", "whist_obligation": "box_norms",
           "raspasy_progression": "box_steps", "raspasy_exit_levels": "box_exits"}
"""The text key of what each table or list box takes; a number box takes
``box_number``."""


class BoxProblem(ValueError):
    """A box's text that is no value of its kind (the message: :func:`expects`)."""


def is_box(name: str) -> bool:
    """An option of the rules editor typed as text: a table, a list or a number (not a
    choice or a flag; the target has its own box)."""
    if name not in RuleOptions.model_fields or name == "pulya_target":
        return False
    return is_table(name) or is_list(name) or RuleOptions.model_fields[name].annotation is int


def is_table(name: str) -> bool:
    """A table of numbers by level (prices, whist norms)."""
    return get_origin(RuleOptions.model_fields[name].annotation) is dict


def is_list(name: str) -> bool:
    """A list of numbers (the raspasy steps and exit levels)."""
    return get_origin(RuleOptions.model_fields[name].annotation) is tuple


def box_text(value: Any) -> str:
    """How a box shows ``value``: ``6:2 7:4 … misère:10``, ``1 2 3``, ``10``."""
    if isinstance(value, dict):
        return " ".join(f"{tr('misere') if key == 'misere' else key}:{n}"
                        for key, n in value.items())
    if isinstance(value, tuple | list):
        return " ".join(str(n) for n in value)
    if isinstance(value, bool) or not isinstance(value, int):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def parse_box(name: str, text: str) -> Any:
    """The value typed in option ``name``'s box: a dict, a tuple or an int as the rules
    hold them (whether the numbers are allowed is the rules' to say).

    Raises:
        BoxProblem: the text is no table, list or number (its message: :func:`expects`),
            or a table names one key twice (``6:2 … 6:20``: which one counts? — the file
            reader refuses a repeated key too).
    """
    text = text.strip()
    try:
        if text[:1] in ("{", "["):  # JSON, as a file writes it
            value = json.loads(text, object_pairs_hook=_once_each)
            return tuple(value) if isinstance(value, list) else value
        words = [w for w in _SEPARATORS.split(_tight(text)) if w]
        if is_table(name):
            table = _once_each([_item(word) for word in words])
            if table:
                return table
        else:
            numbers = tuple(int(word) for word in words)
            if numbers and is_list(name):
                return numbers
            if len(numbers) == 1:
                return numbers[0]
    except _Twice as twice:
        raise BoxProblem(tr("box_twice", name=_key_words(twice.key))) from None
    except ValueError:
        pass
    raise BoxProblem(expects(name))


class _Twice(Exception):
    """A table's key typed twice (not a ValueError: it has its own message)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _once_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``pairs`` as a dict; :class:`_Twice` if a key comes twice (the last must not
    silently win)."""
    table: dict[str, Any] = {}
    for key, value in pairs:
        if key in table:
            raise _Twice(key)
        table[key] = value
    return table


def _key_words(key: str) -> str:
    """A table's key as the box shows it (``misere`` in the interface language)."""
    return tr("misere") if key == "misere" else visible(key)


def _tight(text: str) -> str:
    """``6 : 2`` as ``6:2``, so that spaces only separate the entries."""
    return re.sub(r"\s*([:=])\s*", r"\1", text)


def _item(word: str) -> tuple[str, int]:
    found = _ITEM.fullmatch(word)
    if found is None:
        raise ValueError(word)
    key = found.group(1).lower()
    # the misère price's key as shown in either language (tr("misere")), or the file's
    misere = key == "misere" or key in every_language("misere")
    return ("misere" if misere else key), int(found.group(2))


def expects(name: str) -> str:
    """What option ``name``'s box takes, with an example, in the interface language."""
    key = EXPECTS.get(name, "box_number")
    return tr(key, misere=tr("misere"), high=MAX_PER_UNIT)
