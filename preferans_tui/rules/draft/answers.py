"""What a field of a hand draft allows, and the walk that lists the fields in typing order.

A :class:`DraftField` answers for one field: the values it allows (a choice, a count's
range, or text), the value it holds and where that value came from (:class:`Source`).
The walks of :mod:`.game`, :mod:`.played` and :mod:`.adjustment` build the fields in the
order they are typed with a :class:`Walk`, which resolves each field's value at once: a
value typed earlier counts only while the field still allows it (so typing an earlier
field again never leaves a later one impossible), a field with one possible value is
filled, and a field with a default holds it until something is typed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from ..cards import TRICKS_PER_HAND
from ..fields import Field, FieldPath
from ..players import TEXT_LIMIT, text_problem

Value = str | int | bool
"""A field's value: a player, a call, a strain, a penalty rule, a flag, a count, a text."""

NOBODY: Final = ""
"""``returned_by``'s value when nobody returned the whist (no name is empty)."""

AMOUNT_LIMIT: Final = 100_000
"""The largest amount of an adjustment line, either way (FORMAT.md, SPEC §9.4)."""

_AMOUNT_TEXT = re.compile(r"-?[0-9]{0,6}")
_ZERO = re.compile(r"-?0+")


class Source(StrEnum):
    """Where a field's value came from."""

    EMPTY = "empty"
    """Nothing yet."""
    TYPED = "typed"
    """Typed (or prefilled from the hand being corrected)."""
    DEFAULT = "default"
    """The field's default (nobody returned, no penalty, no talon trick): typing changes it."""
    FILLED = "filled"
    """The only value the rules allow here: the draft filled it."""
    COMPUTED = "computed"
    """Follows from the other counts (the last count: 10 minus the others, rule 3.5)."""


@dataclass(frozen=True, slots=True)
class DraftField:
    """One field of a hand draft: what it allows and what it holds.

    A *choice* has ``choices`` (in the order a form offers them); a *count* allows
    ``low``–``high`` tricks; a *text* (an amount, a rule, a note) is typed character by
    character. ``optional``: a form does not move into it by itself (a penalty, open
    defence). ``required``: the hand is complete only with a value here. ``rule``: the
    rule that left values out (of a choice), or that raised a count's ``low`` above 0.
    """

    path: FieldPath
    choices: tuple[Value, ...] | None = None
    low: int = 0
    high: int = 0
    text: bool = False
    value: Value | None = None
    source: Source = Source.EMPTY
    optional: bool = False
    required: bool = True
    rule: str | None = None

    @property
    def is_count(self) -> bool:
        """A trick count (or talon tricks, or proven undertricks)."""
        return self.choices is None and not self.text

    @property
    def takes_keys(self) -> bool:
        """Whether anything can be typed here (not a filled or computed field)."""
        return self.source not in (Source.FILLED, Source.COMPUTED)

    @property
    def done(self) -> bool:
        """Whether it holds what the hand needs (a value, or none needed)."""
        return self.value is not None or not self.required

    def allows(self, value: Any) -> bool:
        """Whether ``value`` may be put here (exact types: ``True`` is no count)."""
        if self.choices is not None:
            return any(type(c) is type(value) and c == value for c in self.choices)
        if self.text:
            return isinstance(value, str) and text_allowed(self.path, value)
        return type(value) is int and self.low <= value <= self.high


def text_allowed(path: FieldPath, text: str) -> bool:
    """What a text field takes: an amount is a minus and digits, never 0 (a line of 0
    writes nothing, SPEC §9.4: ``0``, ``-0``, ``00`` are refused as typed) and at most
    :data:`AMOUNT_LIMIT` either way (the file's limit: a 7th digit is never typed, so no
    amount the file would refuse reaches the draft); a rule or a note any text the file
    format allows (:func:`~..players.text_problem`)."""
    if path.field is Field.AMOUNT:
        if _AMOUNT_TEXT.fullmatch(text) is None or _ZERO.fullmatch(text):
            return False
        return text in ("", "-") or amount_of(text) is not None
    return text_problem(text, TEXT_LIMIT) is None


def amount_of(text: str) -> int | None:
    """An adjustment amount typed as text, or ``None`` while it is no whole number."""
    try:
        amount = int(text)
    except ValueError:
        return None
    return amount if -AMOUNT_LIMIT <= amount <= AMOUNT_LIMIT else None


@dataclass
class Walk:
    """Builds a draft's fields in typing order from what was typed (``values``)."""

    values: Mapping[FieldPath, Value]
    fields: list[DraftField] = field(default_factory=list)

    def _typed(self, path: FieldPath, probe: DraftField) -> Value | None:
        value = self.values.get(path)
        return value if value is not None and probe.allows(value) else None

    def _add(self, probe: DraftField, filled: Value | None, default: Value | None,
             add: bool = True) -> Value | None:
        typed = self._typed(probe.path, probe)
        if typed is not None:
            value, source = typed, Source.TYPED
        elif filled is not None:
            value, source = filled, Source.FILLED
        elif default is not None and probe.allows(default):
            value, source = default, Source.DEFAULT
        else:
            value, source = None, Source.EMPTY
        if add:
            self.fields.append(DraftField(
                probe.path, probe.choices, probe.low, probe.high, probe.text, value, source,
                probe.optional, probe.required, probe.rule))
        return value

    def choice(self, path: FieldPath, choices: tuple[Value, ...], *,
               default: Value | None = None, optional: bool = False, add: bool = True,
               rule: str | None = None) -> Value | None:
        """A choice among ``choices``; one possible value is filled. ``add=False`` only
        resolves it (a later field decides what an earlier one needs); ``rule``: the rule
        that left values out of ``choices``."""
        probe = DraftField(path, choices, optional=optional, rule=rule)
        return self._add(probe, choices[0] if len(choices) == 1 else None, default, add)

    def count(self, path: FieldPath, low: int, high: int, *, default: int | None = None,
              optional: bool = False, required: bool = True, fill: bool = True,
              rule: str | None = None) -> int | None:
        """A count ``low``–``high``; a range of one value is filled, unless ``fill`` is
        false (a count that may stay empty: the one value is offered, not given).
        ``rule``: the rule that raised ``low`` above 0 (the talon takes at most two,
        rule 3.7.6.1)."""
        high = max(low, high)
        probe = DraftField(path, low=low, high=high, optional=optional, required=required,
                           rule=rule)
        value = self._add(probe, low if low == high and fill else None, default)
        return value if isinstance(value, int) else None

    def text(self, path: FieldPath, *, required: bool, optional: bool = False) -> str | None:
        """Free text, or an adjustment amount; ``optional``: the form does not move into
        it by itself (a hand's note, issue 30.5)."""
        value = self._add(DraftField(path, text=True, optional=optional, required=required),
                          None, None)
        return value if isinstance(value, str) else None

    def computed(self, path: FieldPath, value: int | None) -> None:
        """A count that follows from the others (``None`` until they are typed)."""
        self.fields.append(DraftField(path, low=0, high=TRICKS_PER_HAND, value=value,
                                      source=Source.COMPUTED, required=False))


@dataclass(frozen=True)
class Walked:
    """A draft's fields, in typing order, and what they make.

    ``record`` is the hand record (FORMAT.md) once every required field holds a value,
    else ``None``. The rest names who is who, as far as it is known: ``dealer``,
    ``declarer``, the ``defenders`` (O1, O2), the ``whisters`` (in the order they play)
    and, on a 4-player raspasy, the dealer whose ``talon`` tricks count.
    """

    fields: tuple[DraftField, ...]
    record: dict[str, Any] | None
    dealer: str | None = None
    declarer: str | None = None
    defenders: tuple[str, str] | None = None
    whisters: tuple[str, ...] = ()
    talon: str | None = None

    def complete_if(self, ready: bool) -> Walked:
        """This walk, its record dropped unless ``ready`` and every field is done."""
        if ready and all(f.done for f in self.fields):
            return self
        return Walked(self.fields, None, self.dealer, self.declarer, self.defenders,
                      self.whisters, self.talon)


def allowed_text(found: DraftField) -> str:
    """What a field allows, in a message: ``0–7``, ``whist, pass``."""
    if found.choices is not None:
        return ", ".join(str(c) for c in found.choices)
    if found.text:
        return "text"
    return f"{found.low}–{found.high}"
