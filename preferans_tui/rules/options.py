"""The table's rules: one frozen :class:`RuleOptions` (SPEC §3.3, §11, §13).

Every option has SPEC §11's or §13.7's name. A pulka file's ``rules`` object names the
``variant`` and the ``pulya_target`` and may give any other option by name; an option it
leaves out is taken from the variant's version-1 preset (:data:`.presets.V1_PRESETS`,
SPEC §13.3). The writer stores every option (:meth:`RuleOptions.to_file`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cached_property
from typing import Annotated, Any, Final, Literal, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ModelWrapValidatorHandler,
    ValidationError,
    ValidationInfo,
    field_serializer,
    field_validator,
    model_validator,
)

from ..untrusted import quoted
from .amounts import LevelAmounts
from .cards import LEVELS, MISERE_PRICE, PRICE, WHIST_OBLIGATION
from .option_checks import (
    contradiction_error,
    find_contradiction,
    known_errors,
    legacy_problems,
    unknown_option,
)
from .presets import PRESETS, Variant, v1_preset
from .reasons import Reason
from .strict import Count, ExactInt, Flag, PlainDecimal

__all__ = ["PRESETS", "MAX_PER_UNIT", "RuleOptions", "Variant"]


def _ladder_order(key: str) -> tuple[int, str]:
    return (11, key) if not key.isdigit() else (int(key), "")


MAX_PER_UNIT: Final = 10_000
"""The largest per-trick or per-point amount an option may hold (whists or gora points).

The presets use 5 to 20; a table's house rule may go higher, but a figure beyond this is
a typo, and an unbounded one would make every later sum huge."""

_CONSOLATION = re.compile(r"^(whist_value|price|fixed:([1-9][0-9]{0,4}))$")


def _consolation_value(value: str) -> str:
    """``whist_value``, ``price`` or ``fixed:N`` with 1 ≤ N ≤ :data:`MAX_PER_UNIT`.

    The digits are counted by the pattern before ``int`` reads them, so a value of
    thousands of digits is refused here, not by Python's digit limit later.
    """
    match = _CONSOLATION.match(value)
    if not match or (match.group(2) and int(match.group(2)) > MAX_PER_UNIT):
        raise ValueError(Reason("bad_consolation", rule="3.8.1.2, fn 36, 54",
                                value=quoted(value), most=MAX_PER_UNIT))
    return value


Consolation = Annotated[str, AfterValidator(_consolation_value)]
"""Consolation per undertrick: ``whist_value``, ``price`` or ``fixed:N`` (SPEC §11)."""


Stake = Annotated[PlainDecimal, Field(ge=0, max_digits=12, decimal_places=4)]
"""Money per whist: at most 8 digits before the point and 4 after (SPEC §8.8)."""


FIXED: Final = ("variant", "pulya_target", "stake_per_whist")
"""The fields every table names itself; the rest are the options a preset sets."""


class RuleOptions(BaseModel):
    """Every scoring option of SPEC §11 and §13.7, frozen. Build a new one with :meth:`preset`.

    Validating a mapping (a file's ``rules``) fills each option not given from the
    variant's *version-1* preset (SPEC §13.3), so ``{"variant": "rostov",
    "pulya_target": 20}`` is a complete rule set that settles the same in every later
    version. Old names are read as today's (``paid_prikup`` → ``talon_bonus``).

    Raises (on validation):
        pydantic.ValidationError: an unknown option, a value outside its allowed set, or
        two options that contradict each other (SPEC §13.2, one error naming both).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    variant: Variant
    """Which preset the table started from (SPEC §3.3, §13.7)."""
    pulya_target: Annotated[Count, Field(gt=0, le=1_000_000)]
    """Points each player must write into pulya [K 4.2.2]."""
    stake_per_whist: Stake | None = None
    """Money per whist, 0 to 99,999,999.9999; ``None`` when the table plays for whists only
    [K 4.2.13]. FORMAT.md writes it as a decimal string (``"0.50"``); a JSON number
    (``0.5``) is also read, as it means the same amount and the bounds still apply.
    Exponents, spaces, non-ASCII digits and booleans are refused (:func:`decimal_text`)."""

    # -- trick games ---------------------------------------------------------------------
    whist_per_trick_factor: Annotated[Literal[1, 2], ExactInt] = 1
    """W = price × this: whists per defence trick [K fn 53; LV-Len]."""
    remiz_per_trick_factor: Annotated[Literal[1, 2], ExactInt] = 1
    """R = price × this: gora points per undertrick [K 4.2.1; LV-Len]."""
    consolation: Consolation = "whist_value"
    """Per undertrick: ``whist_value`` (= W), ``price`` (= P) or ``fixed:N`` [K fn 36, 54]."""
    dealer_writes_consolation: Flag = True
    """The 4-player dealer writes consolation on a set declarer [K 3.8.1.2]."""
    whister_liability: Literal["full", "half", "classic"] = "full"
    """Wr = R (full, ответственный) or R/2 (half, полуответственный) [K 3.8.11–12];
    ``classic``: R/2 while the whister's own pulya is open before the hand, R once it is
    closed (SPEC §14.1)."""
    two_whister_rule: Literal["per_half", "capped"] = "per_half"
    """Two whisters short on 6–7: each below his half pays the gap, or capped [K 3.8.6]."""
    high_level_liability: Literal["second", "both"] = "second"
    """Two whisters short on 8–10: only the second whister pays, or both [K 3.8.6, fn 59]."""
    whist_style: Literal["greedy", "gentleman"] = "greedy"
    """One whister on a set declarer: takes all trick whists, or splits them [K 3.8.13–14]."""
    gentleman_split: Literal["set_only", "always"] = "set_only"
    """Gentleman whist: split the lone whister's trick whists only when the declarer is
    set [K 3.8.14], or also when he makes his contract (ФСПР, SPEC §13.7)."""
    half_whist: Flag = True
    """Half-whist allowed on 6 and 7 [K 3.8.7]."""
    half_whist_by_first_whister: Flag = False
    """The first defender may go for half-whist after whist + pass (gentleman) [K 3.8.14]."""
    half_whist_leaver_consolation: Flag = True
    """A half-whister whose whist was returned still writes consolation on a set declarer
    (SPEC §12.8, §13.5; ФСПР: false)."""
    dealer_may_take_over_whist: Literal["never", "kodex", "kodex_plus_pass_pass"] = "kodex"
    """When the 4-player dealer may whist for the table [K 3.8.8–3.8.8.1]."""
    dealer_whister_liable: Flag = True
    """A 4-player dealer who took the whist over answers for the defence's shortfall
    [K 3.8.8]; ФСПР: he does not (SPEC §13.7)."""
    consolation_when_dealer_whists: Literal["all", "dealer_only"] = "all"
    """When the 4-player dealer is the whister and the declarer is set: every non-declarer
    writes consolation [K 3.8.1.2], or the dealer alone (ФСПР, SPEC §13.7)."""
    contract_price: dict[str, Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)]] = Field(
        default_factory=lambda: {str(k): v for k, v in PRICE.items()} | {"misere": MISERE_PRICE})
    """Pulya points of a made contract by level ``"6"``…``"10"`` and ``"misere"``
    [K 2.2.2] (SPEC §3.1); the same in every variant, overridable like any option."""
    whist_obligation: dict[str, Annotated[Count, Field(ge=0, le=10)]] = Field(
        default_factory=lambda: {str(k): v for k, v in WHIST_OBLIGATION.items()})
    """Tricks the defenders together must take, by level ``"6"``…``"10"`` [K 3.8.2]
    (SPEC §3.2)."""
    talon_bonus: Flag = False
    """«Платный прикуп» [K 3.4.11]: a game hand records ``talon_tricks`` and the talon's
    tricks × W are written on the declarer (SPEC §13.7). Formerly ``paid_prikup``."""
    ten_game_checked: Flag = False
    """A ten is never whisted, only checked: the hand gives the declarer's tricks and no
    calls [K fn 39] (SPEC §13.7)."""
    concede_down_three: Flag = False
    """After a whist the declarer may concede without play: gora 3 × R and nothing else
    («без трёх без вистов», K fn 40, rejected by K 3.5.4; SPEC §13.7)."""
    made_game_pays_gora_first: Flag = False
    """A made contract's points first wipe the declarer's own gora, f gora points per
    point; the rest goes to pulya (house rule, rejected by K fn 76; SPEC §13.7, §13.8.1)."""
    stalingrad: Flag = False
    """6♠ must be whisted by both defenders [K fn 61]."""
    penalty_down_all_consolation: Flag = False
    """On a 3.4.4 «без всех» the defenders also write consolation (UNSPECIFIED)."""

    # -- misère --------------------------------------------------------------------------
    misere_remiz_per_trick: Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)] = 10
    """Gora points per trick the misère declarer takes [K 4.2.1; LV-Len]."""
    misere_shared_with_dealer: Flag = True
    """A 4-player misère may be shared with the dealer [K 3.6.9] (``shared_with_dealer``)."""

    # -- raspasy -------------------------------------------------------------------------
    raspasy_mode: Literal["gora", "whists"] = "gora"
    """Raspasy written into gora (Sochi, Leningrad) or as whists (Rostov) [K 3.7.2]."""
    raspasy_progression: tuple[Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)], ...] = Field(
        default=(1, 2, 3), min_length=1
    )
    """Trick price of the k-th raspasy in a row; the last one repeats [K 3.7.4]."""
    raspasy_zero_bonus: Literal["trick_price", "one_point", "step_points", "none"] = (
        "trick_price")
    """Pulya points for taking no trick on raspasy [K 3.7.2.1–2]; ``none``: nothing
    (SPEC §13.7)."""
    raspasy_zero_bonus_column: Literal["pulya", "gora"] = "pulya"
    """Where a raspasy bonus of b points goes: +b into pulya (help applies), or −f × b
    into the player's own gora, never helping anyone (ФСПР, SPEC §13.7, §13.8.3)."""
    raspasy_amnesty: Flag = True
    """Subtract the smallest count from every count before writing [K 3.7.3]."""
    rostov_raspasy_whist: Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)] = 5
    """Whists per trick on Rostov raspasy [K 3.7.2.2]."""
    raspasy_dealer_talon_tricks: Flag = True
    """4 players: the dealer plays the talon and may win 0–2 tricks [K 3.7.6.1–2]."""
    raspasy_dealer_zero_bonus: Flag = False
    """4 players: a dealer with no talon trick writes the zero bonus; a dealer who does
    not play the talon writes his point on every raspasy [K 3.7.6.2] (SPEC §13.8.3)."""
    raspasy_series_reset: Literal["any_contract", "made_contract", "whisted_made_game"] = (
        "any_contract")
    """What ends a raspasy series: any contract, a made one, or only a made game somebody
    whisted (SPEC §6.4, §13.7, §13.8.8)."""
    raspasy_exit_levels: tuple[Annotated[Count, Field(ge=6, le=10)], ...] = Field(
        default=(6,), min_length=1
    )
    """Lowest contract after the k-th raspasy in a row; the last one repeats [K 3.7.8]."""
    dealer_repeats_after_raspasy: Flag = False
    """After raspasy the same player deals again (Classic) [K 3.7.7]."""

    # -- Classic: dark bids and bombs (SPEC §14) ----------------------------------------
    dark_bids: Flag = False
    """Hands may record dark bids and dark passes, and bombs exist [K 3.3.19, 3.7.10]
    (SPEC §14.2–§14.4)."""
    bomb_limit: Annotated[Count, Field(ge=1, le=4)] = 3
    """The highest dark level k of a raspasy (its bomb ×2^k): 3 is the «triple bomb», ×8
    [K 3.3.19 a] (SPEC §14.1, §14.3). Idle without ``dark_bids``."""
    opening_raspasy_rounds: Annotated[Count, Field(ge=0, le=10)] = 0
    """Compulsory raspasy rounds before free play: the first rounds × n deals are dark
    raspasy [K 3.7.9] (SPEC §14.5). Idle without ``dark_bids``."""

    # -- pulya and the end ---------------------------------------------------------------
    help: Flag = True
    """Overflow pulya points help the open opponents [K 4.2.3, 4.2.3.3]."""
    help_whists_per_point: Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)] = 10
    """Whists the helper writes per helped point, times f (SPEC §13.1) [K 4.2.3]."""
    help_excludes: frozenset[Literal["dealer", "remized_whister"]] = frozenset()
    """House rules: who may not be helped [K fn 75]."""
    help_recipient: Literal["largest_pulya", "next_clockwise"] = "largest_pulya"
    """Who is helped first: the largest open pulya (ties: the one on the left) [K 4.2.3],
    or the next open player clockwise («Дом», SPEC §13.7)."""
    end_rule: Literal["each_closed", "sum_reached"] = "each_closed"
    """The pulka ends when every pulya is closed, or when their sum reaches n × target."""

    # -- settlement ----------------------------------------------------------------------
    settlement_pulya_factor: Annotated[Literal[1, 2], ExactInt] = 1
    """f: gora points per pulya point — at settlement, for help and write-offs
    [K 4.2.3.3] (SPEC §13.1)."""
    settlement_rounding: Literal["exact", "kodex_4_2_12", "largest_remainder"] = "exact"
    """How results are made whole (SPEC §8.8) [K 4.2.12]."""
    rounding_player: Literal["largest_gora", "seat0"] = "largest_gora"
    """Who absorbs the 4.2.12 adjustment (UNSPECIFIED)."""

    @model_validator(mode="wrap")
    @classmethod
    def _refuse_unknown_options(cls, data: Any, handler: ModelWrapValidatorHandler[RuleOptions]
                                ) -> RuleOptions:
        """Old names are read as today's; an unknown option is an error at its own key,
        naming the known options: a typo must never silently change a score (FORMAT.md)."""
        if isinstance(data, dict):
            data, errors = legacy_problems(data)
            known = tuple(cls.model_fields)
            errors += [unknown_option(str(name), data[name], known)
                       for name in data if name not in known]
            if errors:
                raise ValidationError.from_exception_data(
                    cls.__name__, errors + known_errors(handler, data, known))
        return handler(data)

    @model_validator(mode="before")
    @classmethod
    def _fill_from_preset(cls, data: Any) -> Any:
        """Options a file leaves out come from the variant's version-1 preset (SPEC §13.3)."""
        if isinstance(data, dict) and "variant" in data:
            try:
                variant = Variant(data["variant"])
            except ValueError:
                return data  # the field validator reports the allowed values
            return {**v1_preset(variant), **data}
        return data

    @model_validator(mode="after")
    def _no_contradiction(self, info: ValidationInfo) -> RuleOptions:
        """Two options that contradict each other are refused, naming both (SPEC §13.2);
        a file's rules (validated with the context :data:`~.option_checks.FROM_FILE`)
        only as version 1 refused them (SPEC §13.3)."""
        from_file = bool(info.context and info.context.get("rules_from_file"))
        found = find_contradiction(self, from_file=from_file)
        if found is not None:
            raise contradiction_error(found)
        return self

    @field_serializer("help_excludes")
    def _sorted_excludes(self, value: frozenset[str]) -> list[str]:
        """A set is saved as a sorted list, so the same rules always save the same text."""
        return sorted(value)

    @field_validator("help_excludes", mode="before")
    @classmethod
    def _each_exclusion_once(cls, value: Any) -> Any:
        """A list naming a house rule twice is refused: the repeat would be dropped
        silently, and a file says what it means once (rule fn 75, SPEC §13.2)."""
        if isinstance(value, list | tuple):
            seen: set[str] = set()
            for item in value:
                if not isinstance(item, str):
                    continue  # not a house rule: the field's own check names it
                if item in seen:
                    raise ValueError(Reason("house_rule_twice", rule="fn 75",
                                            item=quoted(item)))
                seen.add(item)
        return value

    @field_validator("raspasy_progression", "raspasy_exit_levels", mode="before")
    @classmethod
    def _list_to_tuple(cls, value: Any) -> Any:
        return tuple(value) if isinstance(value, list) else value

    @field_validator("contract_price")
    @classmethod
    def _price_table(cls, value: dict[str, int]) -> dict[str, int]:
        want = {str(k) for k in PRICE} | {"misere"}
        if set(value) != want:
            raise ValueError(Reason("exact_keys", rule="2.2.2",
                                    keys=str(sorted(want, key=_ladder_order))))
        return value

    @field_validator("whist_obligation")
    @classmethod
    def _obligation_table(cls, value: dict[str, int]) -> dict[str, int]:
        want = {str(k) for k in WHIST_OBLIGATION}
        if set(value) != want:
            raise ValueError(Reason("exact_keys", rule="3.8.2",
                                    keys=str(sorted(want, key=_ladder_order))))
        for key, tricks in value.items():
            if tricks > 11 - int(key):
                raise ValueError(Reason("obligation_too_high", rule="3.8.2, SPEC §4.5.4",
                                        tricks=tricks, level=key, most=11 - int(key)))
        return value

    # -- building and saving -------------------------------------------------------------
    @classmethod
    def preset_options(cls, variant: Variant | str) -> dict[str, Any]:
        """Every option of a NEW pulka of ``variant`` (the current :data:`PRESETS` over the
        field defaults), without the target and the stake."""
        base = {name: field.get_default(call_default_factory=True)
                for name, field in cls.model_fields.items() if name not in FIXED}
        return base | PRESETS[Variant(str(variant))]

    @classmethod
    def preset(cls, variant: Variant | str, pulya_target: int, **overrides: Any) -> RuleOptions:
        """A new pulka's rules: the current preset of ``variant``, ``pulya_target`` and
        any §11 / §13.7 overrides.

        Raises:
            pydantic.ValidationError: an unknown option, an out-of-set value or a
                contradiction (SPEC §13.2).
        """
        try:
            base = cls.preset_options(variant)
        except ValueError:
            base = {}  # not a variant: the model names the allowed values
        return cls.model_validate(
            {**base, "variant": str(variant), "pulya_target": pulya_target, **overrides})

    def to_file(self) -> dict[str, Any]:
        """The ``rules`` object of a pulka file: EVERY option, resolved (SPEC §13.3), so
        the file settles the same whatever later versions make of the presets; the stake
        only when there is one, as a plain decimal string."""
        out: dict[str, Any] = self.model_dump(mode="json", exclude={"stake_per_whist"})
        if self.stake_per_whist is not None:
            out["stake_per_whist"] = format(self.stake_per_whist, "f")  # never "1E+3"
        return out

    def changed_options(self) -> tuple[str, ...]:
        """The options that differ from the current preset of this table's variant, in
        field order (the target and the stake are the table's own, not options)."""
        base = RuleOptions.preset_options(self.variant)
        return tuple(name for name, value in base.items()
                     if getattr(self, name) != _plain(value))

    # -- amounts -------------------------------------------------------------------------
    def price(self, level: int | None) -> int:
        """Price P in pulya points of a contract of ``level``, or of a misère for ``None``
        (``contract_price``, rule 2.2.2)."""
        return self.contract_price["misere" if level is None else str(level)]

    def obligation(self, level: int) -> int:
        """Tricks the defenders must take against ``level`` (``whist_obligation``, 3.8.2)."""
        return self.whist_obligation[str(level)]

    def half_whist_tricks(self, level: int) -> int:
        """Tricks credited to a half-whister without play: half the obligation.

        Six → 2 tricks, seven → 1 trick [K 3.8.7] (SPEC §4.3).
        """
        return self.obligation(level) // 2

    def consolation_per_undertrick(self, price: int) -> int:
        """C: whists per undertrick each non-declarer writes, for a contract of ``price``.

        ``whist_value`` gives W (= price × factor), ``price`` gives P, ``fixed:N`` gives N
        [K 3.8.1.2, fn 36, 54] (SPEC §3.3).
        """
        if self.consolation.startswith("fixed:"):
            return int(self.consolation.removeprefix("fixed:"))
        if self.consolation == "price":
            return price
        return price * self.whist_per_trick_factor

    @cached_property
    def by_level(self) -> dict[int, LevelAmounts]:
        """The figures of a trick contract of each level 6–10 at this table (P, W, R, C,
        Wr, the obligation; SPEC §3.3), worked out from the methods above on first read
        and kept: the options are frozen, and every hand of a replay reads them (issue 16).
        :meth:`model_copy` starts the copy without them."""
        wr_half = self.whister_liability != "full"  # classic: half until closed
        out = {}
        for level in LEVELS:
            price = self.price(level)
            remiz = price * self.remiz_per_trick_factor
            out[level] = LevelAmounts(
                price=price, whist=price * self.whist_per_trick_factor, remiz=remiz,
                consolation=self.consolation_per_undertrick(price),
                whister_remiz=remiz // 2 if wr_half else remiz,
                obligation=self.obligation(level),
                half_whist_tricks=self.half_whist_tricks(level))
        return out

    def model_copy(self, *, update: Mapping[str, Any] | None = None,
                   deep: bool = False) -> Self:
        """A copy (pydantic's), without the figures :attr:`by_level` kept: an updated
        copy must work its own out."""
        copied = super().model_copy(update=update, deep=deep)
        copied.__dict__.pop("by_level", None)
        return copied

    def raspasy_trick_price(self, k: int) -> int:
        """Trick price r_k of the k-th raspasy in a row (k ≥ 1) [K 3.7.4] (SPEC §6.4)."""
        steps = self.raspasy_progression
        return steps[k - 1] if k <= len(steps) else steps[-1]  # not min(): issue 16

    def dark_level(self, run: int) -> int:
        """The dark level k of a dark raspasy after ``run`` dark raspasy in a row:
        min(``bomb_limit``, 1 + run) [K 3.3.19 a] (SPEC §14.3)."""
        return min(self.bomb_limit, 1 + run)

    def raspasy_exit_level(self, k: int) -> int:
        """Lowest contract level allowed after k raspasy in a row (k ≥ 1) [K 3.7.8]."""
        levels = self.raspasy_exit_levels
        return levels[k - 1] if k <= len(levels) else levels[-1]


def _plain(value: Any) -> Any:
    """A preset value as the model holds it (a list of steps is a tuple there)."""
    return tuple(value) if isinstance(value, list) else value
