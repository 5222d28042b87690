"""Which rule a malformed field breaks, and how a pydantic error reads (SPEC §9.1, §9.4).

A hand record pydantic refuses (a count of 11, a call ``"vist"``, no declarer, a
penalty rule that does not exist) is reported like every other refusal: hand number,
field and rule — ``hand 4, tricks.Anna: Input should be less than or equal to 10, not
11 (rule 3.5)``. :data:`HAND_FIELD_RULES` is the one table of which rule each field
belongs to; :func:`hand_error` and :func:`file_problem` are the one reading of a
pydantic error. The app (:func:`.sheet.parse_hand`) and the file check
(``storage.check``) both use them, so a malformed hand reads the same everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from pydantic_core import ErrorDetails

from ..untrusted import quoted, shown_key
from .errors import InvalidHandError, Problem, PulkaError
from .fields import Field, FieldPath, path_of_location
from .reasons import Reason, pydantic_reason

KINDS: Final = ("game", "misere", "raspasy", "adjustment")
"""The hand kinds: the tag of the hand union [FORMAT.md "Hands"]."""

PENALTY_RULES: Final = ("3.4.4", "3.4.6", "3.4.9")
"""The penalties a game hand may carry: the tag of the penalty union (SPEC §9.4)."""

HAND_FIELD_RULES: Final[Mapping[str, str]] = {
    "kind": "§9.1", "dealer": "§9.1", "declarer": "§9.1",
    "contract": "2.2.2", "calls": "3.8.1", "returned_by": "3.8.8", "tricks": "3.5",
    "open": "3.8.4", "shared_with_dealer": "3.6.9",
    "talon_tricks": "3.4.11", "conceded": "fn 40",
    "dark": "3.3.19", "dark_passes": "3.3.19",
    "penalty": "§9.4", "penalty.bid_level": "3.4.4", "penalty.proven_undertricks": "3.4.6",
    "entries": "§9.4", "rule": "§9.4", "note": "§9.4",
}
"""The rule a malformed field of a hand breaks; the longest dotted prefix of a field
counts (``tricks.Anna`` → ``tricks``); any other field (an unknown key) is §9.1."""

FILE_FIELD_RULES: Final[Mapping[str, str]] = {"players": "1.2", "rules": "§11"}
"""The rule behind a malformed top-level field of a pulka file."""

_CITED = re.compile(r"\s*\(rule ([^)]+)\)$")
_SHOW_INPUT = ("literal_error", "enum", "greater_than", "greater_than_equal", "less_than",
               "less_than_equal", "int_from_float", "finite_number", "multiple_of")


def rule_for(field: str, table: Mapping[str, str] = HAND_FIELD_RULES,
             default: str | None = "§9.1") -> str | None:
    """The rule of ``field`` (``"penalty.bid_level"`` → 3.4.4) by its longest known prefix."""
    parts = field.split(".")
    for k in range(len(parts), 0, -1):
        rule = table.get(".".join(parts[:k]))
        if rule is not None:
            return rule
    return default


def field_name(loc: Sequence[Any]) -> str:
    """A location as messages write it: ``tricks.Anna``; a key with characters that
    should not reach a terminal (control, zero-width), an empty or a long one is quoted
    and cut (:func:`~preferans_tui.untrusted.shown_key`)."""
    return ".".join(shown_key(part) for part in loc)


def reason(err: ErrorDetails) -> tuple[Reason, str | None]:
    """The reason of one pydantic error (:class:`~.reasons.Reason`: its English is the
    text every message shows), and the rule it cites itself (or ``None``).

    Tag errors of the hand and penalty unions say what is unknown and list what is
    known; a validator's refusal keeps its code (the ``Reason`` it raised); pydantic's
    own errors are coded by their type (``pydantic:missing``) and read as pydantic
    writes them in English; a refused plain value is quoted (``, not 'vist'``).
    """
    kind, ctx = err["type"], err.get("ctx") or {}
    if kind == "extra_forbidden":
        return Reason("unknown_key"), None
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        penalty = "rule" in str(ctx.get("discriminator", ""))
        known = ", ".join(PENALTY_RULES if penalty else KINDS)
        if kind == "union_tag_invalid":
            code = "unknown_penalty_rule" if penalty else "unknown_kind"
            return Reason(code, tag=quoted(ctx["tag"]), known=known), None
        return Reason("no_penalty_rule" if penalty else "no_kind", known=known), None
    if isinstance(ctx.get("reason"), Reason):  # the core's own custom errors (rules options)
        return ctx["reason"].uncited(), ctx["reason"].rule
    raised = ctx.get("error")
    if isinstance(raised, PulkaError) and raised.hand is None and not raised.field:
        return raised.reason, raised.rule
    if isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], Reason):
        return raised.args[0].uncited(), raised.args[0].rule
    text = err["msg"].removeprefix("Value error, ")
    cited = _CITED.search(text)
    if cited:
        return Reason.plain(text[: cited.start()]), cited.group(1)
    value = err.get("input")
    scalar = value is None or isinstance(value, bool | int | float | str)
    if scalar and (kind in _SHOW_INPUT or kind.endswith(("_type", "_parsing"))):
        text += f", not {quoted(value)}"
        return pydantic_reason(kind, text, ctx, value=quoted(value)), None
    return pydantic_reason(kind, text, ctx), None


def hand_error(err: ErrorDetails, number: int | None,
               loc: Sequence[Any] | None = None) -> InvalidHandError:
    """The :class:`InvalidHandError` for one pydantic error of hand ``number``.

    ``loc`` is the error's location inside the hand (default: ``err["loc"]``); the
    union tags pydantic adds (the hand's kind, the penalty's rule) are left out of
    the field name, so a player called "game" still reads ``tricks.game``.
    """
    parts = list(err["loc"] if loc is None else loc)
    if parts and parts[0] in KINDS:
        parts = parts[1:]
    if len(parts) >= 2 and parts[0] == "penalty" and parts[1] in PENALTY_RULES:
        del parts[1]
    field = field_name(parts) or "kind"
    text, cited = reason(err)
    return InvalidHandError(text, hand=number, field=field, rule=cited or rule_for(field),
                            path=path_of_location(parts) if parts else FieldPath(Field.KIND))


def causes(errors: Sequence[ErrorDetails]) -> list[ErrorDetails]:
    """``errors`` without the length errors that only follow from an item's: pydantic
    counts a list's items after dropping the invalid ones, so ``[11]`` for a list of
    levels 6–10 also reads "should have at least 1 item after validation, not 0". A
    length error is kept where no error lies inside its list (``[]`` is still too short).
    """
    inside = [tuple(e["loc"]) for e in errors]
    return [e for e in errors
            if e["type"] not in ("too_short", "too_long")
            or not any(len(loc) > len(e["loc"]) and loc[: len(e["loc"])] == tuple(e["loc"])
                       for loc in inside)]


def file_problem(err: ErrorDetails) -> Problem:
    """One pydantic error of a pulka file outside its hands: ``rules.help: … (rule §11)``
    (a :class:`~.errors.Problem`: that English line, which also reads in Russian).

    Errors inside ``hands[i]`` read as :func:`hand_error` writes them.
    """
    loc = err["loc"]
    if len(loc) >= 2 and loc[0] == "hands" and isinstance(loc[1], int):
        return Problem(hand_error(err, loc[1] + 1, loc[2:]))
    text, cited = reason(err)
    field = field_name(loc) or "file"
    rule = cited or (rule_for(str(loc[0]), FILE_FIELD_RULES, None) if loc else None)
    return Problem(PulkaError(text, field=field, rule=rule))
