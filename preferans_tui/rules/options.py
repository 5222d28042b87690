"""The table's rules: one frozen :class:`RuleOptions` and the three presets (SPEC §3.3, §11).

Every option has SPEC §11's name. A pulka file's ``rules`` object names the ``variant``
and the ``pulya_target`` and may override any other option by name; the preset of the
variant fills in the rest.
"""

from __future__ import annotations

import difflib
import re
from enum import StrEnum
from typing import Annotated, Any, Final, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ModelWrapValidatorHandler,
    ValidationError,
    field_serializer,
    field_validator,
    model_validator,
)
from pydantic_core import InitErrorDetails, PydanticCustomError

from ..untrusted import quoted
from .cards import MISERE_PRICE, PRICE, WHIST_OBLIGATION
from .strict import Count, ExactBool, ExactInt, Flag, PlainDecimal


class Variant(StrEnum):
    """The variants the core scores (SPEC §3.3)."""

    SOCHI = "sochi"
    LENINGRAD = "leningrad"
    ROSTOV = "rostov"


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
        raise ValueError(
            f"{quoted(value)} is not a consolation: the allowed values are 'whist_value', 'price' "
            f"or 'fixed:N' with N a whole number from 1 to {MAX_PER_UNIT} "
            "(rule 3.8.1.2, fn 36, 54)"
        )
    return value


Consolation = Annotated[str, AfterValidator(_consolation_value)]
"""Consolation per undertrick: ``whist_value``, ``price`` or ``fixed:N`` (SPEC §11)."""


def _known_errors(handler: Any, data: dict[str, Any], known: tuple[str, ...]
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


def _unknown_option(name: str, value: Any, known: tuple[str, ...]) -> InitErrorDetails:
    """The error for an option SPEC §11 does not have, located at its key."""
    close = difflib.get_close_matches(name, known, n=1)
    hint = f"did you mean {close[0]!r}? " if close else ""
    return InitErrorDetails(
        type=PydanticCustomError(
            "unknown_option", "unknown key: no option {name}; {hint}the options are: {known}",
            {"name": quoted(name), "hint": hint, "known": ", ".join(known)},
        ),
        loc=(name,),
        input=value,
    )

PRESETS: Final[dict[Variant, dict[str, Any]]] = {
    Variant.SOCHI: {},
    Variant.LENINGRAD: {
        "whist_per_trick_factor": 2,
        "remiz_per_trick_factor": 2,
        "whister_liability": "half",
        "whist_style": "gentleman",
        "half_whist_by_first_whister": True,
        "misere_remiz_per_trick": 20,
        "raspasy_progression": (2, 4, 6),
        "raspasy_zero_bonus": "step_points",
        "help": False,
        "end_rule": "sum_reached",
        "settlement_pulya_factor": 2,
    },
    Variant.ROSTOV: {
        "consolation": "fixed:10",
        "whister_liability": "half",
        "raspasy_mode": "whists",
        "raspasy_progression": (1,),
        "raspasy_zero_bonus": "one_point",
        "raspasy_amnesty": False,
        "raspasy_dealer_talon_tricks": False,
        "raspasy_dealer_zero_bonus": True,
    },
}
"""Per-variant differences from the Sochi defaults below (SPEC §11 table)."""


Stake = Annotated[PlainDecimal, Field(ge=0, max_digits=12, decimal_places=4)]
"""Money per whist: at most 8 digits before the point and 4 after (SPEC §8.8)."""


class RuleOptions(BaseModel):
    """Every scoring option of SPEC §11, frozen. Build it with :meth:`preset`.

    Validating a mapping fills each option not given from the variant's preset, so the
    file's ``{"variant": "rostov", "pulya_target": 20}`` is a complete rule set.

    Raises (on validation):
        pydantic.ValidationError: an unknown option, or a value outside its allowed set;
        the message names the option and the allowed values.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    variant: Variant
    """Which preset the table plays (SPEC §3.3)."""
    pulya_target: Annotated[Count, Field(gt=0, le=1_000_000)]
    """Points each player must write into pulya [K 4.2.2]."""
    stake_per_whist: Stake | None = None
    """Money per whist, 0 to 99,999,999.9999; ``None`` when the table plays for whists only
    [K 4.2.13]. FORMAT.md writes it as a decimal string (``"0.50"``); a JSON number
    (``0.5``) is also read, as it means the same amount and the bounds still apply.
    Exponents, spaces, non-ASCII digits and booleans are refused (:func:`decimal_text`)."""

    whist_per_trick_factor: Annotated[Literal[1, 2], ExactInt] = 1
    """W = price × this: whists per defence trick [K fn 53; LV-Len]."""
    remiz_per_trick_factor: Annotated[Literal[1, 2], ExactInt] = 1
    """R = price × this: gora points per undertrick [K 4.2.1; LV-Len]."""
    consolation: Consolation = "whist_value"
    """Per undertrick: ``whist_value`` (= W), ``price`` (= P) or ``fixed:N`` [K fn 36, 54]."""
    dealer_writes_consolation: Flag = True
    """The 4-player dealer writes consolation on a set declarer [K 3.8.1.2]."""
    whister_liability: Literal["full", "half"] = "full"
    """Wr = R (full, ответственный) or R/2 (half, полуответственный) [K 3.8.11–12]."""
    two_whister_rule: Literal["per_half", "capped"] = "per_half"
    """Two whisters short on 6–7: each below his half pays the gap, or capped [K 3.8.6]."""
    high_level_liability: Literal["second", "both"] = "second"
    """Two whisters short on 8–10: only the second whister pays, or both [K 3.8.6, fn 59]."""
    whist_style: Literal["greedy", "gentleman"] = "greedy"
    """One whister on a set declarer: takes all trick whists, or splits them [K 3.8.13–14]."""
    half_whist: Flag = True
    """Half-whist allowed on 6 and 7 [K 3.8.7]."""
    half_whist_by_first_whister: Flag = False
    """The first defender may go for half-whist after whist + pass (gentleman) [K 3.8.14]."""
    dealer_may_take_over_whist: Literal["never", "kodex", "kodex_plus_pass_pass"] = "kodex"
    """When the 4-player dealer may whist for the table [K 3.8.8–3.8.8.1]."""
    contract_price: dict[str, Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)]] = Field(
        default_factory=lambda: {str(k): v for k, v in PRICE.items()} | {"misere": MISERE_PRICE})
    """Pulya points of a made contract by level ``"6"``…``"10"`` and ``"misere"``
    [K 2.2.2] (SPEC §3.1); the same in every variant, overridable like any option."""
    whist_obligation: dict[str, Annotated[Count, Field(ge=0, le=10)]] = Field(
        default_factory=lambda: {str(k): v for k, v in WHIST_OBLIGATION.items()})
    """Tricks the defenders together must take, by level ``"6"``…``"10"`` [K 3.8.2]
    (SPEC §3.2)."""
    misere_remiz_per_trick: Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)] = 10
    """Gora points per trick the misère declarer takes [K 4.2.1; LV-Len]."""
    misere_shared_with_dealer: Flag = True
    """A 4-player misère may be shared with the dealer [K 3.6.9] (``shared_with_dealer``)."""
    raspasy_mode: Literal["gora", "whists"] = "gora"
    """Raspasy written into gora (Sochi, Leningrad) or as whists (Rostov) [K 3.7.2]."""
    raspasy_progression: tuple[Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)], ...] = Field(
        default=(1, 2, 3), min_length=1
    )
    """Trick price of the k-th raspasy in a row; the last one repeats [K 3.7.4]."""
    raspasy_zero_bonus: Literal["trick_price", "one_point", "step_points"] = "trick_price"
    """Pulya points for taking no trick on raspasy [K 3.7.2.1–2]."""
    raspasy_amnesty: Flag = True
    """Subtract the smallest count from every count before writing [K 3.7.3]."""
    rostov_raspasy_whist: Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)] = 5
    """Whists per trick on Rostov raspasy [K 3.7.2.2]."""
    raspasy_dealer_talon_tricks: Flag = True
    """4 players: the dealer plays the talon and may win 0–2 tricks [K 3.7.6.1–2]."""
    raspasy_dealer_zero_bonus: Flag = False
    """4 players: a dealer with no talon trick writes the zero bonus [K 3.7.6.2]."""
    raspasy_series_reset: Literal["any_contract", "made_contract"] = "any_contract"
    """What ends a raspasy series (SPEC §6.4, UNSPECIFIED)."""
    raspasy_exit_levels: tuple[Annotated[Count, Field(ge=6, le=10)], ...] = Field(
        default=(6,), min_length=1
    )
    """Lowest contract after the k-th raspasy in a row; the last one repeats [K 3.7.8]."""
    dealer_repeats_after_raspasy: Flag = False
    """After raspasy the same player deals again (Classic) [K 3.7.7]."""
    help: Flag = True
    """Overflow pulya points help the open opponents [K 4.2.3, 4.2.3.3]."""
    help_whists_per_point: Annotated[Count, Field(gt=0, le=MAX_PER_UNIT)] = 10
    """Whists the helper writes per helped point [K 4.2.3]."""
    help_excludes: frozenset[Literal["dealer", "remized_whister"]] = frozenset()
    """House rules: who may not be helped [K fn 75]."""
    end_rule: Literal["each_closed", "sum_reached"] = "each_closed"
    """The pulka ends when every pulya is closed, or when their sum reaches n × target."""
    settlement_pulya_factor: Annotated[Literal[1, 2], ExactInt] = 1
    """Gora points per missing or surplus pulya point at settlement [K 4.2.3.3]."""
    settlement_amnesty: Flag = True
    """Subtract the smallest gora before converting (cosmetic) [K 4.2.14]."""
    settlement_rounding: Literal["exact", "kodex_4_2_12", "largest_remainder"] = "exact"
    """How results are made whole (SPEC §8.8) [K 4.2.12]."""
    rounding_player: Literal["largest_gora", "seat0"] = "largest_gora"
    """Who absorbs the 4.2.12 adjustment (UNSPECIFIED)."""
    multipliers: Annotated[Literal[False], ExactBool] = False
    """Bombs and dark bids (Classic only; not supported)."""
    stalingrad: Flag = False
    """6♠ must be whisted by both defenders [K fn 61]."""
    ten_game_checked: Flag = False
    """Archaic: a ten is only checked, not whisted [K fn 39] (information only)."""
    concede_down_three: Flag = False
    """Archaic «без трёх без вистов» [K fn 40] (information only)."""
    paid_prikup: Flag = False
    """Paid talon [K 3.4.11] (enter its whists as adjustments)."""
    penalty_down_all_consolation: Flag = False
    """On a 3.4.4 «без всех» the defenders also write consolation (UNSPECIFIED)."""

    @model_validator(mode="wrap")
    @classmethod
    def _refuse_unknown_options(cls, data: Any, handler: ModelWrapValidatorHandler[RuleOptions]
                                ) -> RuleOptions:
        """An unknown option is an error at its own key, naming the known options: a typo
        must never silently change a score (FORMAT.md, SPEC §11)."""
        if isinstance(data, dict):
            known = tuple(cls.model_fields)
            errors = [_unknown_option(str(name), data[name], known)
                      for name in data if name not in known]
            if errors:
                raise ValidationError.from_exception_data(
                    cls.__name__, errors + _known_errors(handler, data, known))
        return handler(data)

    @model_validator(mode="before")
    @classmethod
    def _fill_from_preset(cls, data: Any) -> Any:
        if isinstance(data, dict) and "variant" in data:
            try:
                variant = Variant(data["variant"])
            except ValueError:
                return data  # the field validator reports the allowed values
            return {**PRESETS[variant], **data}
        return data

    @model_validator(mode="after")
    def _talon_only_on_gora_raspasy(self) -> RuleOptions:
        """Raspasy on whists (Rostov) is played without the talon [K 3.7.6.2]: the
        dealer's talon tricks have no place in rule 3.7.2.2's "fewest tricks" count."""
        if self.raspasy_mode == "whists" and self.raspasy_dealer_talon_tricks:
            raise ValueError(
                "raspasy_dealer_talon_tricks must be false when raspasy_mode is 'whists': "
                "raspasy on whists is played without the talon (rule 3.7.6.2)"
            )
        return self

    @field_serializer("help_excludes")
    def _sorted_excludes(self, value: frozenset[str]) -> list[str]:
        """A set is saved as a sorted list, so the same rules always save the same text."""
        return sorted(value)

    @field_validator("raspasy_progression", "raspasy_exit_levels", mode="before")
    @classmethod
    def _list_to_tuple(cls, value: Any) -> Any:
        return tuple(value) if isinstance(value, list) else value

    @classmethod
    def preset(cls, variant: Variant | str, pulya_target: int, **overrides: Any) -> RuleOptions:
        """The preset of ``variant`` with ``pulya_target`` and any §11 overrides.

        Raises:
            pydantic.ValidationError: an unknown option or an out-of-set value.
        """
        return cls.model_validate(
            {"variant": str(variant), "pulya_target": pulya_target, **overrides}
        )

    def to_file(self) -> dict[str, Any]:
        """The ``rules`` object of a pulka file: variant, target, stake and overrides only."""
        base = RuleOptions.preset(self.variant, self.pulya_target)
        out: dict[str, Any] = {"variant": self.variant.value, "pulya_target": self.pulya_target}
        if self.stake_per_whist is not None:
            out["stake_per_whist"] = format(self.stake_per_whist, "f")  # never "1E+3"
        mine = self.model_dump(mode="json")
        theirs = base.model_dump(mode="json")
        for name, value in mine.items():
            if name not in out and name != "stake_per_whist" and value != theirs[name]:
                out[name] = value
        return out

    @field_validator("contract_price")
    @classmethod
    def _price_table(cls, value: dict[str, int]) -> dict[str, int]:
        want = {str(k) for k in PRICE} | {"misere"}
        if set(value) != want:
            raise ValueError(f"give exactly the keys {sorted(want, key=_ladder_order)} "
                             "(rule 2.2.2)")
        return value

    @field_validator("whist_obligation")
    @classmethod
    def _obligation_table(cls, value: dict[str, int]) -> dict[str, int]:
        want = {str(k) for k in WHIST_OBLIGATION}
        if set(value) != want:
            raise ValueError(f"give exactly the keys {sorted(want, key=_ladder_order)} "
                             "(rule 3.8.2)")
        for key, tricks in value.items():
            if tricks > 11 - int(key):
                raise ValueError(
                    f"the defenders cannot owe {tricks} tricks against a {key}: a set "
                    f"declarer leaves them only {11 - int(key)} (rule 3.8.2, SPEC §4.5.4)")
        return value

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

    def raspasy_trick_price(self, k: int) -> int:
        """Trick price r_k of the k-th raspasy in a row (k ≥ 1) [K 3.7.4] (SPEC §6.4)."""
        steps = self.raspasy_progression
        return steps[min(k, len(steps)) - 1]

    def raspasy_exit_level(self, k: int) -> int:
        """Lowest contract level allowed after k raspasy in a row (k ≥ 1) [K 3.7.8]."""
        levels = self.raspasy_exit_levels
        return levels[min(k, len(levels)) - 1]
