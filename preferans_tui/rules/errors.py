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
string form (``field``) is what messages and files print. Every refusal has a stable
``code`` and ``params`` (:class:`~.reasons.Reason`): ``str(error)`` is the English line,
:meth:`PulkaError.text` the line in another language, :class:`Problem` one such line kept
in a list of a file's problems.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..untrusted import visible
from .fields import FieldPath
from .reasons import CATALOGUES, Reason, as_reason, reason_data, reason_from_data


class PulkaError(ValueError):
    """Base class of every error the rules core raises.

    Attributes:
        hand: 1-based number of the hand the error is about, or ``None``.
        path: the offending field of a hand, typed (:class:`~.fields.FieldPath`), or ``None``.
        field: the field as messages print it (``"tricks"``, ``"calls.Boris"``,
            ``"players"``, a file's ``"rules.help"``), or ``None``.
        rule: the rule number it breaks (``"3.8.7"``, SPEC section numbers for ``§`` rules).
        reason: the bare explanation in English, without hand, field or rule — a
            :class:`~.reasons.Reason` (a ``str``): ``reason.text("ru")`` in Russian.
        code: the refusal's stable code (``"half_whist_level"``), or ``None`` for a raise
            that gave only an English text (it then reads in English in every language).
        params: the values the reason's text fills in.

    An error is raised with a :class:`~.reasons.Reason` (``IllegalHandError(Reason(
    "half_whist_level", contract="8S"), field=…, rule="3.8.7")``), or with ``code`` and
    ``params`` (``IllegalHandError(code="half_whist_level", params={…}, …)``); a plain
    English ``reason`` still works. ``reason`` and ``field`` are kept as
    :func:`~preferans_tui.untrusted.visible` shows them: an unknown key of a file
    (``calls`` naming no player) can be printed safely.
    """

    def __init__(
        self,
        reason: str | None = None,
        *,
        hand: int | None = None,
        field: FieldPath | str | None = None,
        rule: str | None = None,
        path: FieldPath | None = None,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        # a name or key from a file may reach a message: whatever a check quoted or
        # not, no error of the core carries a character that acts on a terminal
        if code is not None:
            reason = Reason(code, **dict(params or {}))
        self.reason: Reason = as_reason(reason or "")
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

    @property
    def code(self) -> str | None:
        """The refusal's stable code (``"half_whist_level"``), or ``None``."""
        return self.reason.code

    @property
    def params(self) -> dict[str, Any]:
        """The values the reason's text fills in."""
        return self.reason.params

    def reason_text(self, language: str = "en") -> str:
        """The bare reason in ``language`` (English where it has no text)."""
        return self.reason.text(language)

    def text(self, language: str = "en") -> str:
        """The whole line in ``language``: ``сдача 3, вист или пас (Boris): полвиста только
        на шестерной или семерной игре (правило 3.8.7)``: the field named in the player's
        words (:func:`field_words`), in English as well (``hand 3, the call of Boris: …``).
        ``str(self)`` keeps the file's key (``hand 3, calls.Boris: …``) as scripts and
        logs read it."""
        if language not in CATALOGUES:
            language = "en"
        words = CATALOGUES[language]
        where = []
        if self.hand is not None:
            where.append(words["where_hand"].format(hand=self.hand))
        if self.field:
            where.append(field_words(self.field, language))
        text = (", ".join(where) + ": " if where else "") + self.reason_text(language)
        if self.rule:
            text += " (" + words["cites_rule"].format(rule=self.rule) + ")"
        return text

    def at_hand(self, number: int) -> PulkaError:
        """Return a copy of this error that names hand ``number``."""
        return type(self)(self.reason, hand=number, field=self.field, rule=self.rule,
                          path=self.path)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled with its attributes, whatever a subclass's ``__init__`` asks for
        (:class:`~.players.PlayerNameError` wants a ``seat``): an exception is otherwise
        unpickled by calling its class with ``args``, which a process pool's answer
        then fails on."""
        return (_rebuilt_error, (type(self), self.args, dict(self.__dict__)))


def _rebuilt_error(cls: type[PulkaError], args: tuple[Any, ...],
                   state: dict[str, Any]) -> PulkaError:
    error = cls.__new__(cls)
    Exception.__init__(error, *args)
    error.__dict__.update(state)
    return error


def field_words(field: str, language: str = "en") -> str:
    """A field of a hand (its key as :class:`~.fields.FieldPath` spells it) in a
    player's words: ``tricks.Anna`` → ``the tricks of Anna`` / ``взятки (Anna)``,
    ``calls.Boris`` → ``the call of Boris``, ``entries.0.amount`` → ``the amount of line
    1``. A key no catalogue names (an unknown key of the file) stays as it is."""
    words = CATALOGUES.get(language, CATALOGUES["en"])
    parts = field.split(".")
    if len(parts) == 3 and parts[0] == "entries" and parts[1].isdigit():
        template = words.get(f"field_entry_{parts[2]}")
        return field if template is None else template.format(line=int(parts[1]) + 1)
    if len(parts) == 2 and parts[0] in ("calls", "tricks", "dark_passes"):
        return words[f"field_{parts[0]}_of"].format(player=parts[1])
    return words.get("field_" + field.replace(".", "_"), field)


class Problem(str):
    """One problem of a file, as a line: the English line itself (a ``str``, so a list of
    problems reads as it always did), which :meth:`text` shows in another language. Made
    of an error of the rules, or of a bare :class:`~.reasons.Reason` (a file that cannot
    be read at all: not UTF-8, not JSON, no ``format``)."""

    error: PulkaError | Reason

    def __new__(cls, error: PulkaError | Reason) -> Problem:
        self = super().__new__(cls, visible(str(error)))
        self.error = error
        return self

    def text(self, language: str = "en") -> str:
        """The line in ``language``."""
        return visible(self.error.text(language))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Problem, (self.error,))


def problem_data(problem: PulkaError | Reason) -> dict[str, Any]:
    """A problem of a file as plain JSON data: its reason (:func:`~.reasons.reason_data`)
    and, for an error, the hand, the field as printed and the rule. What the ledger's
    cache keeps of a file it left out, to say why in either language
    (:func:`problem_from_data`)."""
    if isinstance(problem, PulkaError):
        return {"reason": reason_data(problem.reason), "hand": problem.hand,
                "field": problem.field, "rule": problem.rule}
    return {"reason": reason_data(problem), "hand": None, "field": None, "rule": None}


def problem_from_data(data: Any) -> PulkaError | Reason:
    """The problem :func:`problem_data` wrote: a :class:`PulkaError` when it names a
    hand, a field or a rule, else the bare :class:`~.reasons.Reason`; ``.text(language)``
    words either.

    Raises:
        KeyError, TypeError, ValueError, AttributeError: ``data`` is not what
            :func:`problem_data` writes.
    """
    reason = reason_from_data(data["reason"])
    hand, field, rule = data.get("hand"), data.get("field"), data.get("rule")
    if hand is None and field is None and rule is None:
        return reason
    if hand is not None and not isinstance(hand, int) or any(
            v is not None and not isinstance(v, str) for v in (field, rule)):
        raise TypeError("a problem's hand is a number, its field and rule texts")
    return PulkaError(reason, hand=hand, field=field, rule=rule)


class InvalidHandError(PulkaError):
    """The hand record is malformed: unknown player, bad counts, missing field."""


class IllegalHandError(PulkaError):
    """The hand is well formed but not allowed by the rules at this point of the pulka."""


class StaleResultError(PulkaError):
    """A hand scored against one state of a pulka, offered to another (or the same pulka
    after a hand was added or undone): it would write figures the sheet does not match."""
