"""What a rules object may not say: contradictory options, and the old option names.

SPEC §13.2: every option changes what some hand writes or what the validator accepts. Two
options whose values contradict each other (one of them could never take effect) are
refused with ONE message naming both (:data:`CONTRADICTIONS`). Options of version 1 that
changed nothing are gone; an old file holding them still opens (:func:`legacy_problems`).
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, replace
from typing import Any, Final

from pydantic import ValidationError
from pydantic_core import InitErrorDetails, PydanticCustomError

from ..untrusted import quoted


@dataclass(frozen=True)
class Contradiction:
    """``first`` = ``first_value`` together with ``second`` = ``second_value`` is refused.

    ``key`` names the pair for the interface's words; ``why`` says, in English, which of
    the two could never take effect; ``rule`` is the rule behind it.
    """

    key: str
    first: str
    first_value: Any
    second: str
    second_value: Any
    why: str
    rule: str


CONTRADICTIONS: Final = (
    Contradiction("help_sum_reached", "help", True, "end_rule", "sum_reached",
                  "when the pulka ends at the sum of the pulyas, every point stays in its "
                  "own pulya and nobody is ever helped", "4.2.3.3"),
    Contradiction("split_always_greedy", "gentleman_split", "always", "whist_style", "greedy",
                  "greedy whist never splits the trick whists with the passer", "3.8.13"),
    Contradiction("talon_whist_raspasy", "raspasy_dealer_talon_tricks", True, "raspasy_mode",
                  "whists", "raspasy on whists is played without the talon", "3.7.6.2"),
    Contradiction("next_clockwise_no_help", "help_recipient", "next_clockwise", "help", False,
                  "without help nobody is helped, first or last", "4.2.3"),
    Contradiction("half_liability_odd_remiz", "whister_liability", "half", "contract_price",
                  None, "half of an odd remiz per trick is no whole gora point: give every "
                  "level an even price, or full liability", "3.8.12"),
)
"""The contradictory pairs (SPEC §13.2, §13.8.4, rule 3.7.6.2). The last one holds for
any price table with an odd remiz at some level (:func:`find_contradiction`)."""


def shown(value: Any) -> str:
    """An option value as a file writes it: ``true``, ``"sum_reached"``, ``[6, 7]``."""
    if isinstance(value, tuple | frozenset):
        value = sorted(value) if isinstance(value, frozenset) else list(value)
    return json.dumps(value, ensure_ascii=False)


def contradiction_error(c: Contradiction) -> PydanticCustomError:
    """The one error for contradiction ``c``, naming both options and their values.

    Its context carries ``key``, ``first`` and ``second`` so that an interface can say
    the same in its own words.
    """
    return PydanticCustomError(
        "contradictory_options",
        "{first}: {first_value} contradicts {second}: {second_value}: {why} (rule {rule})",
        {"key": c.key, "first": c.first, "first_value": shown(c.first_value),
         "second": c.second, "second_value": shown(c.second_value), "why": c.why,
         "rule": c.rule},
    )


def find_contradiction(options: Any) -> Contradiction | None:
    """The first contradiction the (validated) ``options`` hold, or ``None``.

    Half liability (rule 3.8.12) with a table's own price whose remiz per trick (price ×
    ``remiz_per_trick_factor``) is odd at some level is one: Wr = R / 2 would not be a
    whole gora point (an adversary's finding: the half was rounded down, losing value).
    """
    for c in CONTRADICTIONS:
        if c.second_value is None:
            odd = any(options.price(level) * options.remiz_per_trick_factor % 2
                      for level in (6, 7, 8, 9, 10))
            if getattr(options, c.first) == c.first_value and odd:
                return replace(c, second_value=options.contract_price)
        elif (getattr(options, c.first) == c.first_value
                and getattr(options, c.second) == c.second_value):
            return c
    return None


RENAMED: Final = {"paid_prikup": "talon_bonus"}
"""Old option name → new name. SPEC §13.7: «платный прикуп» is now ``talon_bonus``."""

DROPPED: Final = {
    "settlement_amnesty": (
        None, "the settlement amnesty [K 4.2.14] subtracts the same number from every gora "
              "and never changed a result or a figure (SPEC B.3), so it is no longer an "
              "option (SPEC §13.2)"),
    "multipliers": (
        False, "bombs and dark bids (Classic, rule 4.1.2) are not supported: only false "
               "was ever accepted"),
}
"""Version-1 options that did nothing (SPEC §13.2): a file may still hold them with a
value they allowed (``None``: either boolean), which is dropped when it is read; another
value is refused with the reason."""


def _error(name: str, value: Any, text: str) -> InitErrorDetails:
    return InitErrorDetails(type=PydanticCustomError("old_option", text), loc=(name,),
                            input=value)


def legacy_problems(data: dict[str, Any]) -> tuple[dict[str, Any], list[InitErrorDetails]]:
    """``data`` with the version-1 names read as today's, and the errors of old options
    given a value they never allowed.

    ``paid_prikup`` is read as ``talon_bonus`` (both given and different: refused);
    ``settlement_amnesty`` (a boolean) and ``multipliers: false`` are dropped.
    """
    out = dict(data)
    errors: list[InitErrorDetails] = []
    for old, new in RENAMED.items():
        if old not in out:
            continue
        value = out.pop(old)
        if new in out and out[new] != value:
            errors.append(_error(old, value, f"{old} is the old name of {new}, and the two "
                                             f"disagree: give {new} only (SPEC §13.7)"))
        else:
            out.setdefault(new, value)
    for name, (allowed, why) in DROPPED.items():
        if name not in out:
            continue
        value = out.pop(name)
        if type(value) is not bool:
            errors.append(_error(name, value, f"must be true or false (a JSON boolean), not "
                                              f"{quoted(value)}"))
        elif allowed is not None and value is not allowed:
            errors.append(_error(name, value, why))
    return out, errors


def unknown_option(name: str, value: Any, known: tuple[str, ...]) -> InitErrorDetails:
    """The error for an option SPEC §11 and §13.7 do not have, located at its key."""
    close = difflib.get_close_matches(name, known, n=1)
    hint = f"did you mean {quoted(close[0])}? " if close else ""
    return InitErrorDetails(
        type=PydanticCustomError(
            "unknown_option", "unknown key: no option {name}; {hint}the options are: {known}",
            {"name": quoted(name), "hint": hint, "known": ", ".join(known)},
        ),
        loc=(name,),
        input=value,
    )


def known_errors(handler: Any, data: dict[str, Any], known: tuple[str, ...]
                 ) -> list[InitErrorDetails]:
    """The errors of the known options beside an unknown one, so that a file with a typo
    lists every problem at once (``[]`` if pydantic cannot re-raise them as they are)."""
    try:
        handler({k: v for k, v in data.items() if k in known})
    except ValidationError as exc:
        details = [InitErrorDetails(type=e["type"], loc=e["loc"], input=e["input"],
                                    ctx=e.get("ctx", {}))
                   for e in exc.errors()]
        try:
            ValidationError.from_exception_data("check", details)
        except (KeyError, TypeError, ValueError):
            return []
        return details
    return []
