"""The variants and their presets (SPEC §3.3, §11, §13.3, §13.7).

Two tables, on purpose:

- :data:`V1_PRESETS` — every option of every variant as it stood in rules version 1
  (SPEC §11; ``fspr`` as §13.7 defines it), written out in full and never changed. A
  pulka file whose ``rules`` object gives only some options (a version-1 writer, a
  hand-made file) is completed from it, so that file settles the same under every later
  version of the program (SPEC §13.3).
- :data:`PRESETS` — what a *new* pulka starts from. Today they are copies of
  :data:`V1_PRESETS`; a later version may change them without touching a single saved
  pulka, because the writer stores the complete option set.
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType
from typing import Any, Final


class Variant(StrEnum):
    """The presets a table picks from (SPEC §3.3, §13.7)."""

    SOCHI = "sochi"
    LENINGRAD = "leningrad"
    ROSTOV = "rostov"
    FSPR = "fspr"
    """The sports federation's Leningrad (ФСПР), SPEC §13.7."""
    CLASSIC = "classic"
    """Classic («Классика»): dark bids, bombs and the compulsory rounds, SPEC §14."""


# -- frozen: rules version 1 -----------------------------------------------------------
# Never edit these: a saved pulka that names only some options is completed from them.

_V1_SOCHI: Final = MappingProxyType({
    "whist_per_trick_factor": 1,
    "remiz_per_trick_factor": 1,
    "consolation": "whist_value",
    "dealer_writes_consolation": True,
    "whister_liability": "full",
    "two_whister_rule": "per_half",
    "high_level_liability": "second",
    "whist_style": "greedy",
    "gentleman_split": "set_only",
    "half_whist": True,
    "half_whist_by_first_whister": False,
    "half_whist_leaver_consolation": True,
    "dealer_may_take_over_whist": "kodex",
    "dealer_whister_liable": True,
    "consolation_when_dealer_whists": "all",
    "contract_price": MappingProxyType({"6": 2, "7": 4, "8": 6, "9": 8, "10": 10,
                                        "misere": 10}),
    "whist_obligation": MappingProxyType({"6": 4, "7": 2, "8": 1, "9": 1, "10": 1}),
    "misere_remiz_per_trick": 10,
    "misere_shared_with_dealer": True,
    "made_game_pays_gora_first": False,
    "ten_game_checked": False,
    "concede_down_three": False,
    "talon_bonus": False,
    "raspasy_mode": "gora",
    "raspasy_progression": (1, 2, 3),
    "raspasy_zero_bonus": "trick_price",
    "raspasy_zero_bonus_column": "pulya",
    "raspasy_amnesty": True,
    "rostov_raspasy_whist": 5,
    "raspasy_dealer_talon_tricks": True,
    "raspasy_dealer_zero_bonus": False,
    "raspasy_series_reset": "any_contract",
    "raspasy_exit_levels": (6,),
    "dealer_repeats_after_raspasy": False,
    "help": True,
    "help_whists_per_point": 10,
    "help_excludes": frozenset(),
    "help_recipient": "largest_pulya",
    "end_rule": "each_closed",
    "settlement_pulya_factor": 1,
    "settlement_rounding": "exact",
    "rounding_player": "largest_gora",
    "stalingrad": False,
    "penalty_down_all_consolation": False,
})

_V1_LENINGRAD: Final = MappingProxyType({
    **_V1_SOCHI,
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
})

V1_PRESETS: Final = MappingProxyType({
    Variant.SOCHI: _V1_SOCHI,
    Variant.LENINGRAD: _V1_LENINGRAD,
    Variant.ROSTOV: MappingProxyType({
        **_V1_SOCHI,
        "consolation": "fixed:10",
        "whister_liability": "half",
        "raspasy_mode": "whists",
        "raspasy_progression": (1,),
        "raspasy_zero_bonus": "one_point",
        "raspasy_amnesty": False,
        "raspasy_dealer_talon_tricks": False,
        "raspasy_dealer_zero_bonus": True,
    }),
    Variant.FSPR: MappingProxyType({   # SPEC §13.7: Leningrad plus
        **_V1_LENINGRAD,
        "high_level_liability": "both",
        "raspasy_amnesty": False,
        "raspasy_exit_levels": (7,),
        "raspasy_series_reset": "whisted_made_game",
        "dealer_may_take_over_whist": "kodex_plus_pass_pass",
        "gentleman_split": "always",
        "raspasy_zero_bonus": "trick_price",
        "raspasy_zero_bonus_column": "gora",
        "raspasy_dealer_zero_bonus": False,
        "dealer_whister_liable": False,
        "consolation_when_dealer_whists": "dealer_only",
        "half_whist_leaver_consolation": False,
        "talon_bonus": True,
    }),
    # rules version 3 (SPEC §14.1): Classic entered then, frozen as it stood; the options
    # it brought (dark_bids, bomb_limit, opening_raspasy_rounds) are idle at their field
    # defaults in the other variants' tables above
    Variant.CLASSIC: MappingProxyType({
        **_V1_SOCHI,
        "whister_liability": "classic",
        "raspasy_progression": (1,),
        "raspasy_exit_levels": (6,),
        "dealer_repeats_after_raspasy": True,
        "dark_bids": True,
        "bomb_limit": 3,
        "opening_raspasy_rounds": 1,
    }),
})
"""Every option of every variant as it stood when the variant entered the rules (version 1,
SPEC §11, §13.7; Classic version 3, SPEC §14.1), complete and read-only. A partial
``rules`` object in a file is completed from here (SPEC §13.3)."""


def v1_preset(variant: Variant) -> dict[str, Any]:
    """A fresh, mutable copy of ``variant``'s version-1 options (tables as plain dicts)."""
    return {name: dict(value) if isinstance(value, MappingProxyType) else value
            for name, value in V1_PRESETS[variant].items()}


CLASSIC_IDLE: Final = MappingProxyType({
    "dark_bids": False,
    "bomb_limit": 3,
    "opening_raspasy_rounds": 0,
})
"""The options Classic brought (SPEC §14.1) as every other variant holds them: off, and
the two that follow dark bids at their neutral values (idle, SPEC §13.2). A file of those
variants that leaves them out reads them so (the fields' defaults)."""

PRESETS: Final[dict[Variant, dict[str, Any]]] = {
    v: {**CLASSIC_IDLE, **v1_preset(v)} for v in Variant}
"""What a NEW pulka of each variant starts from: every option. Today these are the
version-1 presets (Classic's of version 3) with :data:`CLASSIC_IDLE`; a later version
changes a preset here (``{**v1_preset(v), ...}``), never in :data:`V1_PRESETS`, and no
saved pulka changes with it (SPEC §13.3)."""
