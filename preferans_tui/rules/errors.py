"""Errors raised by the rules core.

Modelled on python-chess: every error is a ``ValueError``, split by kind, and its
message quotes where the problem is (hand number, field) and the rule it breaks.

- :class:`InvalidHandError`: the hand record is malformed (a bad contract, a trick
  count out of range, an unknown player) — it could never be right.
- :class:`IllegalHandError`: the hand is well formed but the rules do not allow it at
  this point of the pulka (a half-whist on an eight, tricks that do not sum to 10,
  the wrong dealer, a game after the pulka ended).
- :class:`StaleResultError`: a scored hand offered to a pulka whose state is not the
  one it was scored against.

Every error says where it is with a typed :class:`~.fields.FieldPath` (``path``); its
string form (``field``) is what messages and files print.
"""

from __future__ import annotations

from ..untrusted import visible
from .fields import FieldPath


class PulkaError(ValueError):
    """Base class of every error the rules core raises.

    Attributes:
        hand: 1-based number of the hand the error is about, or ``None``.
        path: the offending field of a hand, typed (:class:`~.fields.FieldPath`), or ``None``.
        field: the field as messages print it (``"tricks"``, ``"calls.Boris"``,
            ``"players"``, a file's ``"rules.help"``), or ``None``.
        rule: the rule number it breaks (``"3.8.7"``, SPEC section numbers for ``§`` rules).
        reason: the bare explanation, without hand, field or rule.

    ``reason`` and ``field`` are kept as :func:`~preferans_tui.untrusted.visible` shows
    them: an unknown key of a file (``calls`` naming no player) can be printed safely.
    """

    def __init__(
        self,
        reason: str,
        *,
        hand: int | None = None,
        field: FieldPath | str | None = None,
        rule: str | None = None,
        path: FieldPath | None = None,
    ) -> None:
        # a name or key from a file may reach a message: whatever a check quoted or
        # not, no error of the core carries a character that acts on a terminal
        self.reason = visible(reason)
        self.hand = hand
        self.path = field if isinstance(field, FieldPath) else path
        self.field = None if field is None else visible(str(field))
        self.rule = rule
        super().__init__(self._format())

    def _format(self) -> str:
        where = []
        if self.hand is not None:
            where.append(f"hand {self.hand}")
        if self.field:
            where.append(self.field)
        text = (", ".join(where) + ": " if where else "") + self.reason
        if self.rule:
            text += f" (rule {self.rule})"
        return text

    def at_hand(self, number: int) -> PulkaError:
        """Return a copy of this error that names hand ``number``."""
        return type(self)(self.reason, hand=number, field=self.field, rule=self.rule,
                          path=self.path)


class InvalidHandError(PulkaError):
    """The hand record is malformed: unknown player, bad counts, missing field."""


class IllegalHandError(PulkaError):
    """The hand is well formed but not allowed by the rules at this point of the pulka."""


class StaleResultError(PulkaError):
    """A hand scored against one state of a pulka, offered to another (or the same pulka
    after a hand was added or undone): it would write figures the sheet does not match."""
