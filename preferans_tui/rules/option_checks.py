"""What a rules object may not say: contradictory options, and the old option names.

SPEC §13.2: every option changes what some hand writes or what the validator accepts. Two
options whose values contradict each other (one of them could never take effect) are
refused with ONE message naming both (:data:`CONTRADICTIONS`). An option that another
option makes idle (:data:`IDLE`: help's whists without help, the Rostov whist price of
raspasy written into gora, …) must hold its neutral value or its preset's value, which
the writer stores for every option (SPEC §13.3); any other value is refused the same
way. Options of version 1 that changed nothing are gone; an old file holding them still
opens (:func:`legacy_problems`).
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Final

from pydantic import ValidationError
from pydantic_core import InitErrorDetails, PydanticCustomError

from ..untrusted import quoted
from .presets import PRESETS, V1_PRESETS
from .reasons import Reason


@dataclass(frozen=True)
class Contradiction:
    """``first`` = ``first_value`` together with ``second`` = ``second_value`` is refused.

    ``key`` names the pair for the interface's words; ``why`` says which of the two
    could never take effect (a :class:`~.reasons.Reason`, code ``contra_<key>``: English
    and Russian in the core's catalogues); ``rule`` is the rule behind it. ``holds``, when
    given, decides instead of the two values (a condition on a table of numbers); the
    error then shows the values the options hold.
    """

    key: str
    first: str
    first_value: Any
    second: str
    second_value: Any
    why: Reason
    rule: str
    holds: Callable[[Any], bool] | None = None
    made_now_only: bool = False
    """Refused in rules made now only, not in a file's (:data:`FROM_FILE`): yesterday's
    app wrote the pair (SPEC §13.3). A pair with ``holds`` is always so."""
    advice: Callable[[Any], Reason] | None = None
    """``why`` with what to give instead, worked out from the table (it replaces ``why``)."""


LEVELS: Final = (6, 7, 8, 9, 10)
"""The trick contract levels [K 2.2.2]."""


def _odd_remiz(options: Any) -> bool:
    """Half liability (or Classic's, half while the pulya is open) with an odd remiz per
    trick at some level (rule 3.8.12)."""
    return options.whister_liability != "full" and any(
        options.price(level) * options.remiz_per_trick_factor % 2 for level in LEVELS)


def _odd_obligation_halves(options: Any) -> bool:
    """An odd obligation of 3 or more, which two whisters split in halves (rule 3.8.6)."""
    return any(tricks % 2 and tricks > 1 for tricks in options.whist_obligation.values())


def _odd_half_whist(options: Any) -> bool:
    """Half-whist played on a six or a seven whose obligation is odd (rule 3.8.7)."""
    return options.half_whist and any(options.obligation(level) % 2 for level in (6, 7))


def _trimmed(steps: tuple[int, ...]) -> tuple[int, ...]:
    """``steps`` without the steps at the end equal to the last one before them."""
    end = len(steps)
    while end > 1 and steps[end - 2] == steps[end - 1]:
        end -= 1
    return steps[:end]


def _trailing_repeat(options: Any) -> bool:
    """A progression ending in a repeat of its last step, where only the prices count:
    r_k = progression[min(k, len) − 1] repeats the last step by itself (SPEC §6.4), so
    ``[2, 2, 2]`` prices every raspasy as ``[2]`` does. Step points count the steps
    (SPEC §6.2.3: ``[2, 2]`` gives 1 then 2 points), so there the length means something."""
    steps: tuple[int, ...] = options.raspasy_progression
    return options.raspasy_zero_bonus != "step_points" and _trimmed(steps) != steps


CONTRADICTIONS: Final = (
    Contradiction("help_sum_reached", "help", True, "end_rule", "sum_reached",
                  Reason("contra_help_sum_reached"), "4.2.3.3"),
    Contradiction("split_always_greedy", "gentleman_split", "always", "whist_style", "greedy",
                  Reason("contra_split_always_greedy"), "3.8.13"),
    Contradiction("first_half_whist_greedy", "half_whist_by_first_whister", True,
                  "whist_style", "greedy",
                  Reason("contra_first_half_whist_greedy"), "3.8.14",
                  made_now_only=True),
    Contradiction("talon_whist_raspasy", "raspasy_dealer_talon_tricks", True, "raspasy_mode",
                  "whists", Reason("contra_talon_whist_raspasy"), "3.7.6.2"),
    Contradiction("next_clockwise_no_help", "help_recipient", "next_clockwise", "help", False,
                  Reason("contra_next_clockwise_no_help"), "4.2.3"),
    Contradiction("classic_liability_no_help", "whister_liability", "classic", "help", False,
                  Reason("contra_classic_liability_no_help"), "3.8.11"),
    Contradiction("half_liability_odd_remiz", "whister_liability", "half", "contract_price",
                  None, Reason("contra_half_liability_odd_remiz"), "3.8.12", _odd_remiz),
    Contradiction("odd_obligation_halves", "whist_obligation", None, "two_whister_rule", None,
                  Reason("contra_odd_obligation_halves"), "3.8.6",
                  _odd_obligation_halves),
    Contradiction("half_whist_odd_obligation", "whist_obligation", None, "half_whist", None,
                  Reason("contra_half_whist_odd_obligation"), "3.8.7",
                  _odd_half_whist),
    Contradiction("progression_trailing_repeat", "raspasy_progression", None,
                  "raspasy_zero_bonus", None,
                  Reason("contra_progression_trailing_repeat"), "3.7.4", _trailing_repeat,
                  advice=lambda o: Reason("contra_progression_give",
                                          steps=shown(_trimmed(o.raspasy_progression)))),
)
"""The contradictory pairs (SPEC §13.2, §13.8.4, §9.2, rules 3.7.6.2, 3.8.6, 3.8.7,
3.8.12, 3.8.14). SPEC §9.2 rejects «a half-whist by O1 in greedy mode»: the option that
allows one is refused beside greedy whist, at Leningrad's preset value too (a Leningrad
table switched to greedy whist turns it off); a file holding the pair still opens.
The last three hold for tables of numbers: an odd remiz per trick at some level under
half liability; an odd obligation (3 or 5 tricks) that two whisters cannot halve (SPEC
§3.2, §4.5.3 define the halves as whole tricks: 2 on a six, 1 on a seven); an odd
obligation on a six or a seven where a half-whist is credited its half (SPEC §4.3: six
→ 2 tricks, seven → 1); a raspasy progression ending in repeats of its last step, which
repeats by itself (SPEC §6.4: ``[2, 2, 2]`` is ``[2]``), but where step points count the
steps. The exit levels are not so refused: SPEC §6.5 itself offers the house list
``[6, 7, 7]``."""


@dataclass(frozen=True)
class Idle:
    """Option ``option`` can change nothing while ``idle`` holds of the table (a
    condition named by option ``governing``), so it must hold ``neutral`` or the
    variant's preset value (:func:`idle_contradiction`).

    ``key``, ``why`` and ``rule`` as in :class:`Contradiction`, whose error it raises.
    """

    key: str
    option: str
    neutral: Any
    governing: str
    idle: Callable[[Any], bool]
    why: Reason
    rule: str
    in_files_too: bool = False
    """Refused in a file's rules too: an option no version before it wrote (SPEC §14)."""


def _steps_vary(options: Any) -> bool:
    return len(set(options.raspasy_progression)) > 1


def series_counts(options: Any) -> bool:
    """Whether the number of raspasy in a row changes anything at this table (SPEC §6.4):
    a trick price or a zero bonus that follows the progression, or an exit above a six
    (rule 3.7.8). If not, ``raspasy_series_reset`` can change nothing."""
    bonus = options.raspasy_zero_bonus
    return ((options.raspasy_mode == "gora" or bonus == "trick_price") and _steps_vary(options)
            or bonus == "step_points" and len(options.raspasy_progression) > 1
            or any(level > 6 for level in options.raspasy_exit_levels))


IDLE: Final = (
    Idle("help_whists_no_help", "help_whists_per_point", 10, "help",
         lambda o: not o.help,
         Reason("contra_help_whists_no_help"), "4.2.3"),
    Idle("help_excludes_no_help", "help_excludes", frozenset(), "help",
         lambda o: not o.help,
         Reason("contra_help_excludes_no_help"), "fn 75"),
    Idle("rostov_whist_gora_raspasy", "rostov_raspasy_whist", 5, "raspasy_mode",
         lambda o: o.raspasy_mode == "gora",
         Reason("contra_rostov_whist_gora_raspasy"), "3.7.2.2"),
    Idle("amnesty_whist_raspasy", "raspasy_amnesty", False, "raspasy_mode",
         lambda o: o.raspasy_mode == "whists",
         Reason("contra_amnesty_whist_raspasy"), "fn 46"),
    Idle("progression_whist_raspasy", "raspasy_progression", (1,), "raspasy_mode",
         lambda o: o.raspasy_mode == "whists" and o.raspasy_zero_bonus in ("one_point", "none"),
         Reason("contra_progression_whist_raspasy"), "3.7.2.2"),
    Idle("trick_price_of_one", "raspasy_zero_bonus", "one_point", "raspasy_progression",
         lambda o: o.raspasy_zero_bonus == "trick_price"
         and set(o.raspasy_progression) == {1},
         Reason("contra_trick_price_of_one"), "3.7.2.1"),
    Idle("step_points_one_step", "raspasy_zero_bonus", "one_point", "raspasy_progression",
         lambda o: o.raspasy_zero_bonus == "step_points"
         and len(o.raspasy_progression) == 1,
         Reason("contra_step_points_one_step"), "3.7.2.1"),
    Idle("series_reset_whist_raspasy", "raspasy_series_reset", "any_contract",
         "raspasy_mode", lambda o: o.raspasy_mode == "whists" and not series_counts(o),
         Reason("contra_series_reset_whist_raspasy"),
         "3.7.4"),
    Idle("series_reset_flat_progression", "raspasy_series_reset", "any_contract",
         "raspasy_progression", lambda o: o.raspasy_mode == "gora" and not series_counts(o),
         Reason("contra_series_reset_flat_progression"), "3.7.4"),
    Idle("zero_bonus_column_no_bonus", "raspasy_zero_bonus_column", "pulya",
         "raspasy_zero_bonus", lambda o: o.raspasy_zero_bonus == "none"
         and not (o.raspasy_dealer_zero_bonus and not o.raspasy_dealer_talon_tricks),
         Reason("contra_zero_bonus_column_no_bonus"),
         "3.7.2.1"),
    Idle("rounding_player_no_kodex", "rounding_player", "largest_gora", "settlement_rounding",
         lambda o: o.settlement_rounding != "kodex_4_2_12",
         Reason("contra_rounding_player_no_kodex"), "4.2.12"),
    Idle("first_half_whist_no_half", "half_whist_by_first_whister", False, "half_whist",
         lambda o: not o.half_whist,
         Reason("contra_first_half_whist_no_half"), "3.8.14"),
    Idle("leaver_consolation_no_half", "half_whist_leaver_consolation", True, "half_whist",
         lambda o: not o.half_whist,
         Reason("contra_leaver_consolation_no_half"),
         "3.8.8"),
    Idle("dealer_liable_never_whists", "dealer_whister_liable", True,
         "dealer_may_take_over_whist", lambda o: o.dealer_may_take_over_whist == "never",
         Reason("contra_dealer_liable_never_whists"), "3.8.8"),
    Idle("dealer_only_never_whists", "consolation_when_dealer_whists", "all",
         "dealer_may_take_over_whist", lambda o: o.dealer_may_take_over_whist == "never",
         Reason("contra_dealer_only_never_whists"), "3.8.8"),
    Idle("bomb_limit_no_dark_bids", "bomb_limit", 3, "dark_bids", lambda o: not o.dark_bids,
         Reason("contra_bomb_limit_no_dark_bids"), "3.3.19", in_files_too=True),
    Idle("opening_rounds_no_dark_bids", "opening_raspasy_rounds", 0, "dark_bids",
         lambda o: not o.dark_bids,
         Reason("contra_opening_rounds_no_dark_bids"), "3.7.9", in_files_too=True),
)
"""Options another option makes idle (SPEC §13.2), each read off the scoring code: help's
price and exclusions are read only by the help routine (:mod:`.pulya`, ``sheet``); the
raspasy mode picks the Rostov whist price or the gora price and amnesty (:mod:`.raspasy`);
on whists the progression is read only by a zero bonus that follows it; a trick price
of 1 everywhere is one point, one step is one point; the bonus's column only by a
bonus, or by the point of a 4-player dealer who does not play the talon (SPEC §13.8.3:
``none`` does not cancel it); the series count is read only by
the price, the zero bonus and the exit (rule 3.7.8); ``rounding_player`` only by the
Kodex rounding (:mod:`.settlement`); the first defender's half-whist and the leaver's
consolation only when half-whist is played (:mod:`.calls`, :mod:`.defence`); the
whisting dealer's liability and consolation only when he may whist; the bomb limit and
the compulsory rounds only with dark bids (SPEC §14.1), in a file too (no file before
them holds them)."""

FOUR_PLAYERS_ONLY: Final = (
    "dealer_writes_consolation", "dealer_may_take_over_whist", "dealer_whister_liable",
    "consolation_when_dealer_whists", "misere_shared_with_dealer",
    "raspasy_dealer_talon_tricks", "raspasy_dealer_zero_bonus",
)
"""The options about the 4-player dealer, who holds no cards [K 3.2.10]: his consolation
(SPEC §4.6.2), his taking the whist over, his liability and consolation as the whister
(§4.7, §13.7), the misère shared with him (§5, rule 3.6.9), his talon tricks and zero
bonus on raspasy (§6.1, §6.2.4). At 3 players the dealer plays like the others, and each
changes nothing (read only where ``len(players) == 4``, :mod:`.defence`, :mod:`.calls`,
:mod:`.validation`, :mod:`.raspasy`). ``help_excludes: dealer`` is not one: the dealer
of a 3-player hand can be helped too."""


def four_player_option_at_three(options: Any) -> str | None:
    """The first option of :data:`FOUR_PLAYERS_ONLY` that holds a value other than its
    variant's preset (version 1 or current) and other than the one the table's rules
    force (:func:`three_player_options`), or ``None``: at a 3-player table it would be
    stored as if it meant something (SPEC §13.2). The preset's value stays valid, as the
    writer stores every option (SPEC §13.3)."""
    forced = three_player_options(options.variant, {
        name: getattr(options, name) for name in PRESETS[options.variant]
        if name not in FOUR_PLAYERS_ONLY})
    for name in FOUR_PLAYERS_ONLY:
        value = getattr(options, name)
        if value not in preset_value(options.variant, name) and value != forced.get(name):
            return name
    return None


def three_player_options(variant: Any, chosen: dict[str, Any]) -> dict[str, Any]:
    """``chosen`` (options a 3-player table set, by name) with the options of
    :data:`FOUR_PLAYERS_ONLY` its preset's value would contradict: a 3-player table
    cannot set those (they change nothing there), so each keeps the preset's value
    unless that value and an option the table chose are a pair of
    :data:`CONTRADICTIONS` — then it takes the other yes/no value. Example: Sochi with
    ``raspasy_mode: "whists"`` gives ``raspasy_dealer_talon_tricks: false``; without it
    no 3-player Sochi table could play raspasy on whists (rule 3.7.6.2, SPEC §13.2).
    """
    fitted = dict(chosen)
    for c in CONTRADICTIONS:
        if c.first not in FOUR_PLAYERS_ONLY or c.holds is not None \
                or not isinstance(c.first_value, bool) or c.first in chosen:
            continue
        second = chosen.get(c.second, PRESETS[variant][c.second])
        if PRESETS[variant][c.first] == c.first_value and second == c.second_value:
            fitted[c.first] = not c.first_value
    return fitted


KEYS: Final = frozenset({c.key for c in CONTRADICTIONS} | {i.key for i in IDLE})
"""Every contradiction's key (the interface words each)."""


def shown(value: Any) -> str:
    """An option value as a file writes it: ``true``, ``"sum_reached"``, ``[6, 7]``."""
    if isinstance(value, tuple | frozenset):
        value = sorted(value) if isinstance(value, frozenset) else list(value)
    return json.dumps(value, ensure_ascii=False)


def contradiction_error(c: Contradiction) -> PydanticCustomError:
    """The one error for contradiction ``c``, naming both options and their values.

    Its context carries ``key``, ``first`` and ``second`` so that an interface can say
    the same in its own words, and ``reason``: the whole refusal as a
    :class:`~.reasons.Reason` (code ``contradicts``, citing ``rule``), so that a problem
    line can say it in Russian; pydantic's message is its English.
    """
    first_value, second_value = shown(c.first_value), shown(c.second_value)
    reason = Reason("contradicts", rule=c.rule, first=c.first, first_value=first_value,
                    second=c.second, second_value=second_value, why=c.why)
    return PydanticCustomError(
        "contradictory_options", "{reason}",
        {"key": c.key, "first": c.first, "first_value": first_value, "second": c.second,
         "second_value": second_value, "why": c.why, "rule": c.rule, "reason": reason},
    )


def preset_value(variant: Any, option: str) -> tuple[Any, ...]:
    """What the presets of ``variant`` store for ``option``: the version-1 value and the
    current one (the same today; SPEC §13.3)."""
    return tuple(table[variant][option] for table in (V1_PRESETS, PRESETS)
                 if option in table[variant])


def idle_contradiction(options: Any, idle: Idle) -> Contradiction | None:
    """The contradiction of an ``idle`` option holding a value that is neither its neutral
    one nor its preset's, or ``None`` (SPEC §13.2, §13.3)."""
    if not idle.idle(options):
        return None
    value = getattr(options, idle.option)
    if value == idle.neutral or value in preset_value(options.variant, idle.option):
        return None
    return Contradiction(idle.key, idle.option, value, idle.governing,
                         getattr(options, idle.governing), idle.why, idle.rule)


FROM_FILE: Final = {"rules_from_file": True}
"""The validation context of a pulka file's ``rules``: the file was written by some
version of the program, and it must open and settle the same under every later one
(SPEC §13.3). The refusals added on 2026-12-01 — an option another option makes idle,
a whist obligation two whisters cannot halve, the first defender's half-whist under
greedy whist — apply to rules made now (the start screen,
``RuleOptions(...)``); a file of yesterday's app that holds one still opens."""


def find_contradiction(options: Any, *, from_file: bool = False) -> Contradiction | None:
    """The first contradiction the (validated) ``options`` hold, or ``None``: a pair of
    :data:`CONTRADICTIONS`, then an option :data:`IDLE` names holding a value that can
    change nothing. ``from_file``: only the pairs refused since version 1 (see
    :data:`FROM_FILE`)."""
    for c in CONTRADICTIONS:
        if from_file and c.made_now_only:
            continue
        if c.holds is not None:
            if not from_file and c.holds(options):
                why = c.advice(options) if c.advice is not None else c.why
                return replace(c, first_value=getattr(options, c.first),
                               second_value=getattr(options, c.second), why=why)
        elif (getattr(options, c.first) == c.first_value
                and getattr(options, c.second) == c.second_value):
            return c
    for idle in IDLE:
        if from_file and not idle.in_files_too:
            continue
        found = idle_contradiction(options, idle)
        if found is not None:
            return found
    return None


RENAMED: Final = {"paid_prikup": "talon_bonus"}
"""Old option name → new name. SPEC §13.7: «платный прикуп» is now ``talon_bonus``."""

DROPPED: Final = {
    "settlement_amnesty": (None, "dropped_settlement_amnesty"),
    "multipliers": (False, "dropped_multipliers"),
}
"""Version-1 options that did nothing (SPEC §13.2): a file may still hold them with a
value they allowed (``None``: either boolean), which is dropped when it is read; another
value is refused with the reason (its code in :mod:`.reasons_en`)."""


def _error(name: str, value: Any, reason: Reason) -> InitErrorDetails:
    """An old option's error: pydantic's message is the reason's English; its context
    keeps the :class:`~.reasons.Reason` itself, so a problem line can say it in Russian."""
    return InitErrorDetails(type=PydanticCustomError("old_option", "{reason}",
                                                     {"reason": reason}),
                            loc=(name,), input=value)


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
            errors.append(_error(old, value, Reason("old_name_disagrees", old=old, new=new)))
        else:
            out.setdefault(new, value)
    for name, (allowed, why) in DROPPED.items():
        if name not in out:
            continue
        value = out.pop(name)
        if type(value) is not bool:
            errors.append(_error(name, value, Reason("true_or_false", value=quoted(value))))
        elif allowed is not None and value is not allowed:
            errors.append(_error(name, value, Reason(why)))
    return out, errors


def unknown_option(name: str, value: Any, known: tuple[str, ...]) -> InitErrorDetails:
    """The error for an option SPEC §11 and §13.7 do not have, located at its key."""
    close = difflib.get_close_matches(name, known, n=1)
    reason = (Reason("unknown_option_close", name=quoted(name), close=quoted(close[0]),
                     known=", ".join(known)) if close
              else Reason("unknown_option", name=quoted(name), known=", ".join(known)))
    return InitErrorDetails(
        type=PydanticCustomError("unknown_option", "{reason}", {"reason": reason}),
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
