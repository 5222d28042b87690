"""Presets and options (SPEC §3.3, §11, §13): every option a named field a file can
override; an unknown option or a value outside its set is refused naming the option and
the allowed values — through ``RuleOptions.model_validate`` and through ``storage.loads``;
two contradictory options are refused with one message naming both (SPEC §13.2).
"""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from preferans_tui import storage
from preferans_tui.rules import RuleOptions
from tests.rules.helpers import one

SOCHI = {
    "whist_per_trick_factor": 1, "remiz_per_trick_factor": 1, "consolation": "whist_value",
    "dealer_writes_consolation": True, "whister_liability": "full",
    "two_whister_rule": "per_half", "high_level_liability": "second", "whist_style": "greedy",
    "half_whist": True, "half_whist_by_first_whister": False,
    "dealer_may_take_over_whist": "kodex", "misere_remiz_per_trick": 10,
    "misere_shared_with_dealer": True, "raspasy_mode": "gora",
    "raspasy_progression": (1, 2, 3), "raspasy_zero_bonus": "trick_price",
    "raspasy_amnesty": True, "rostov_raspasy_whist": 5, "raspasy_dealer_talon_tricks": True,
    "raspasy_dealer_zero_bonus": False, "raspasy_series_reset": "any_contract",
    "raspasy_exit_levels": (6,), "dealer_repeats_after_raspasy": False, "help": True,
    "help_whists_per_point": 10, "help_excludes": frozenset(), "end_rule": "each_closed",
    "settlement_pulya_factor": 1, "settlement_rounding": "exact",
    "rounding_player": "largest_gora", "stalingrad": False,
    "ten_game_checked": False, "concede_down_three": False, "talon_bonus": False,
    "penalty_down_all_consolation": False,
    # SPEC §13.7, the first value of each is the default
    "raspasy_zero_bonus_column": "pulya", "help_recipient": "largest_pulya",
    "gentleman_split": "set_only", "dealer_whister_liable": True,
    "consolation_when_dealer_whists": "all", "half_whist_leaver_consolation": True,
    "made_game_pays_gora_first": False,
    # SPEC §14.1: off outside Classic, the two that follow dark bids at their neutral values
    "dark_bids": False, "bomb_limit": 3, "opening_raspasy_rounds": 0,
}
"""The Sochi column of SPEC §11 and the defaults of §13.7 (``settlement_amnesty`` and
``multipliers`` did nothing and are no longer options; ``paid_prikup`` is ``talon_bonus``)."""

LENINGRAD = {**SOCHI, "whist_per_trick_factor": 2, "remiz_per_trick_factor": 2,
             "whister_liability": "half", "whist_style": "gentleman",
             "half_whist_by_first_whister": True, "misere_remiz_per_trick": 20,
             "raspasy_progression": (2, 4, 6), "raspasy_zero_bonus": "step_points",
             "help": False, "end_rule": "sum_reached", "settlement_pulya_factor": 2}

PRESETS = {
    "sochi": SOCHI,
    "classic": {**SOCHI, "whister_liability": "classic", "raspasy_progression": (1,),
                "raspasy_exit_levels": (6,), "dealer_repeats_after_raspasy": True,
                "dark_bids": True, "bomb_limit": 3, "opening_raspasy_rounds": 1},
    "leningrad": LENINGRAD,
    "fspr": {**LENINGRAD, "high_level_liability": "both", "raspasy_amnesty": False,
             "raspasy_exit_levels": (7,), "raspasy_series_reset": "whisted_made_game",
             "dealer_may_take_over_whist": "kodex_plus_pass_pass", "gentleman_split": "always",
             "raspasy_zero_bonus": "trick_price", "raspasy_zero_bonus_column": "gora",
             "raspasy_dealer_zero_bonus": False, "dealer_whister_liable": False,
             "consolation_when_dealer_whists": "dealer_only",
             "half_whist_leaver_consolation": False, "talon_bonus": True},
    "rostov": {**SOCHI, "consolation": "fixed:10", "whister_liability": "half",
               "raspasy_mode": "whists", "raspasy_progression": (1,),
               "raspasy_zero_bonus": "one_point", "raspasy_amnesty": False,
               "raspasy_dealer_talon_tricks": False, "raspasy_dealer_zero_bonus": True},
}
"""SPEC §11 per variant (Rostov's "no progression" is the one-step list [1]) and the
preset ``fspr`` of SPEC §13.7."""


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_presets_match_spec_section_11(variant):
    """A new pulka (the current presets) and a file naming only the variant (completed
    from the frozen version-1 presets, SPEC §13.3) both get SPEC's values, all of them."""
    opt = RuleOptions.preset(variant, 20)
    assert opt.pulya_target == 20 and opt.stake_per_whist is None
    assert {name: getattr(opt, name) for name in PRESETS[variant]} == PRESETS[variant]
    from_file = RuleOptions.model_validate({"variant": variant, "pulya_target": 20})
    assert from_file == opt
    assert opt.changed_options() == ()


def test_every_option_of_section_11_is_a_field():
    """`players` is the file's own key; every other §11 and §13.7 option is a field."""
    assert set(SOCHI) | {"variant", "pulya_target", "stake_per_whist", "contract_price",
                         "whist_obligation"} == set(RuleOptions.model_fields)


def test_price_and_obligation_tables_default_to_sections_3_1_and_3_2():
    """SPEC §3.1: 6→2, 7→4, 8→6, 9→8, 10→10, misère 10; §3.2: 4/2/1/1/1 — all variants."""
    for variant in ("sochi", "leningrad", "rostov"):
        opt = RuleOptions.preset(variant, 10)
        assert [opt.price(level) for level in (6, 7, 8, 9, 10)] == [2, 4, 6, 8, 10]
        assert opt.price(None) == 10
        assert [opt.obligation(level) for level in (6, 7, 8, 9, 10)] == [4, 2, 1, 1, 1]
        assert opt.half_whist_tricks(6) == 2 and opt.half_whist_tricks(7) == 1
        assert opt.to_file()["contract_price"] == {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10,
                                                   "misere": 10}


def test_an_overridden_price_table_scores_with_it():
    """A house table where a six is worth 3: an unwhisted 6 writes 3 into pulya, and a
    six down one with one whister (greedy) writes R = 3 into gora, consolation C = W = 3
    from each defender and 5 defence tricks × 3 = 15 from the whister (SPEC §4.6)."""
    from preferans_tui.rules import Pulka

    table = {"6": 3, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10}
    opt = RuleOptions.model_validate({"variant": "sochi", "pulya_target": 10,
                                      "contract_price": table})
    assert RuleOptions.model_validate(opt.to_file()) == opt
    pulka = Pulka(["Anna", "Boris", "Vera"], opt)
    pulka.append({"kind": "game", "dealer": "Vera", "declarer": "Anna", "contract": "6S",
                  "calls": {"Boris": "pass", "Vera": "pass"}})
    assert pulka.totals.pulya["Anna"] == 3
    pulka.append({"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "6S",
                  "calls": {"Vera": "whist", "Anna": "pass"},
                  "tricks": {"Boris": 5, "Vera": 3, "Anna": 2}})
    assert pulka.totals.gora["Boris"] == 3
    assert pulka.totals.whists["Vera"]["Boris"] == 3 + 15
    assert pulka.totals.whists["Anna"]["Boris"] == 3


def test_the_figures_by_level_follow_the_options():
    """SPEC §3.3 worked by hand. Leningrad's six: P = 2, W = 2 × 2 = 4, R = 2 × 2 = 4,
    C = W = 4, half-liable Wr = R / 2 = 2, obligation 4, a half-whist credits 2 tricks;
    its ten: P = 10, W = R = C = 20, Wr = 10, obligation 1. Rostov's eight: P = W = R = 6,
    C = fixed 10, half-liable Wr = 3, obligation 1, no half-whist trick."""
    from preferans_tui.rules.amounts import LevelAmounts

    leningrad = RuleOptions.preset("leningrad", 10).by_level
    assert leningrad[6] == LevelAmounts(price=2, whist=4, remiz=4, consolation=4,
                                        whister_remiz=2, obligation=4, half_whist_tricks=2)
    assert leningrad[10] == LevelAmounts(price=10, whist=20, remiz=20, consolation=20,
                                         whister_remiz=10, obligation=1, half_whist_tricks=0)
    rostov = RuleOptions.preset("rostov", 10).by_level
    assert rostov[8] == LevelAmounts(price=6, whist=6, remiz=6, consolation=10,
                                     whister_remiz=3, obligation=1, half_whist_tricks=0)


def test_a_copy_with_other_options_works_out_its_own_figures():
    """The figures are kept with the options they came from: an updated copy does not
    carry them over (a sochi six's Wr is R = 2 with full liability, 1 with half)."""
    opt = RuleOptions.preset("sochi", 10)
    assert opt.by_level[6].whister_remiz == 2
    half = opt.model_copy(update={"whister_liability": "half"})
    assert half.by_level[6].whister_remiz == 1
    assert opt.by_level[6].whister_remiz == 2


@pytest.mark.parametrize(("field", "table", "words"), [
    ("contract_price", {"6": 2, "7": 4}, "give exactly the keys"),
    ("contract_price", {"6": 0, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10}, "greater"),
    ("whist_obligation", {"6": 4, "7": 2, "8": 1, "9": 1}, "give exactly the keys"),
    ("whist_obligation", {"6": 4, "7": 2, "8": 1, "9": 3, "10": 1}, "cannot owe 3 tricks"),
])
def test_bad_tables_are_refused(field, table, words):
    with pytest.raises(ValidationError) as info:
        RuleOptions.model_validate({"variant": "sochi", "pulya_target": 10, field: table})
    assert field in str(info.value) and words in str(info.value)


def test_a_file_overrides_any_option_and_round_trips():
    data = {"variant": "rostov", "pulya_target": 20, "stake_per_whist": "0.50",
            "whist_style": "gentleman", "raspasy_exit_levels": [6, 7, 7],
            "help_excludes": ["dealer"], "consolation": "fixed:15"}
    opt = RuleOptions.model_validate(data)
    assert opt.whist_style == "gentleman" and opt.raspasy_exit_levels == (6, 7, 7)
    assert opt.consolation_per_undertrick(8) == 15
    assert RuleOptions.model_validate(opt.to_file()) == opt
    saved = opt.to_file()
    assert {k: saved[k] for k in data} == {**data, "raspasy_exit_levels": [6, 7, 7]}
    assert set(saved) == set(RuleOptions.model_fields)  # every option (SPEC §13.3)


def test_options_are_frozen():
    opt = RuleOptions.preset("sochi", 10)
    with pytest.raises(ValidationError):
        opt.help = False


BAD = [
    # (rules, the option named, words of the allowed values)
    ({"whist_stile": "greedy"}, "whist_stile", ["did you mean 'whist_style'", "pulya_target"]),
    ({"whist_style": "mean"}, "whist_style", ["'greedy' or 'gentleman'"]),
    ({"variant": "kiev"}, "variant", ["'sochi', 'leningrad', 'rostov', 'fspr' or 'classic'"]),
    ({"pulya_target": 0}, "pulya_target", ["greater than 0"]),
    ({"consolation": "fixed:x"}, "consolation", ["'whist_value', 'price' or 'fixed:N'"]),
    ({"whister_liability": "responsible"}, "whister_liability",
     ["'full', 'half' or 'classic'"]),
    ({"raspasy_exit_levels": [5]}, "raspasy_exit_levels", ["greater than or equal to 6"]),
    ({"raspasy_progression": []}, "raspasy_progression", ["at least 1 item"]),
    ({"help_excludes": ["declarer"]}, "help_excludes", ["'dealer' or 'remized_whister'"]),
    ({"help_excludes": ["dealer", "dealer"]}, "help_excludes",
     ["'dealer' is given twice: name each house rule once (rule fn 75)"]),
    ({"settlement_rounding": "bankers"}, "settlement_rounding",
     ["'exact', 'kodex_4_2_12' or 'largest_remainder'"]),
    ({"multipliers": True}, "multipliers", ["not supported", "only false"]),
    ({"settlement_amnesty": "yes"}, "settlement_amnesty", ["true or false"]),
    ({"paid_prikup": True, "talon_bonus": False}, "paid_prikup",
     ["old name of talon_bonus", "give talon_bonus only"]),
    ({"raspasy_zero_bonus": "nothing"}, "raspasy_zero_bonus",
     ["'trick_price', 'one_point', 'step_points' or 'none'"]),
    ({"help_recipient": "left"}, "help_recipient", ["'largest_pulya' or 'next_clockwise'"]),
    # Amounts are bounded (at most 10,000 per trick or point): a typo of 40 digits would
    # otherwise be scored, and overflowed the settlement's Decimal context.
    ({"misere_remiz_per_trick": 10**26}, "misere_remiz_per_trick",
     ["less than or equal to 10000"]),
    ({"help_whists_per_point": 10**40}, "help_whists_per_point",
     ["less than or equal to 10000"]),
    ({"rostov_raspasy_whist": 10_001}, "rostov_raspasy_whist", ["less than or equal to 10000"]),
    ({"raspasy_progression": [1, 10**40]}, "raspasy_progression",
     ["less than or equal to 10000"]),
    ({"pulya_target": 1_000_001}, "pulya_target", ["less than or equal to 1000000"]),
    ({"consolation": "fixed:10001"}, "consolation", ["'fixed:N' with N a whole number from 1 "
                                                     "to 10000"]),
    ({"consolation": "fixed:" + "9" * 40}, "consolation", ["from 1 to 10000"]),
    # 5,000 digits: more than int() reads (4,300); refused by the pattern before any int()
    ({"consolation": "fixed:" + "9" * 5000}, "consolation", ["from 1 to 10000"]),
    ({"stake_per_whist": "999999999"}, "stake_per_whist", ["no more than 8 digits before"]),
]


@pytest.mark.parametrize(("rules", "name", "allowed"), BAD, ids=[b[1] for b in BAD])
def test_bad_option_refused_by_model_validate(rules, name, allowed):
    with pytest.raises(ValidationError) as info:
        RuleOptions.model_validate({"variant": "sochi", "pulya_target": 10, **rules})
    err = info.value.errors()[0]
    assert err["loc"] == (name,) or err["loc"][0] == name
    for words in allowed:
        assert words in err["msg"]


@pytest.mark.parametrize(("rules", "name", "allowed"), BAD, ids=[b[1] for b in BAD])
def test_bad_option_refused_by_storage(rules, name, allowed):
    text = json.dumps({"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
                       "rules": {"variant": "sochi", "pulya_target": 10, **rules},
                       "hands": []})
    with pytest.raises(storage.PulkaFileError) as info:
        storage.loads(text)
    problem = " ".join(info.value.problems)
    assert f"rules.{name}" in problem
    for words in allowed:
        assert words in problem


def test_the_largest_amounts_are_allowed():
    """The bounds are inclusive: 10,000 per trick or point, fixed:10000, target 1,000,000."""
    opt = RuleOptions.preset("sochi", 1_000_000, misere_remiz_per_trick=10_000,
                             help_whists_per_point=10_000,
                             raspasy_progression=[10_000], consolation="fixed:10000",
                             stake_per_whist="99999999.9999")
    assert opt.consolation_per_undertrick(6) == 10_000
    assert opt.raspasy_trick_price(5) == 10_000
    rostov = RuleOptions.preset("rostov", 1_000_000, rostov_raspasy_whist=10_000)
    assert rostov.rostov_raspasy_whist == 10_000


def test_talon_tricks_are_refused_on_raspasy_on_whists():
    """Rostov plays raspasy without the talon [K 3.7.6.2]: both options are named."""
    with pytest.raises(ValidationError, match="raspasy_dealer_talon_tricks: true contradicts "
                                              'raspasy_mode: "whists"'):
        RuleOptions.preset("rostov", 10, raspasy_dealer_talon_tricks=True)


def test_half_liability_with_an_odd_remiz_is_refused_naming_both():
    """Rule 3.8.12: Wr = R / 2. A table's price of 3 for a six under half liability
    (Rostov) would make it 1½ gora points: refused as a contradiction of
    whister_liability and contract_price (SPEC §13.2), not rounded down."""
    prices = {"6": 3, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10}
    with pytest.raises(ValidationError) as caught:
        RuleOptions.preset("rostov", 10, contract_price=prices)
    err = caught.value.errors()[0]
    assert err["type"] == "contradictory_options"
    assert (err["ctx"]["first"], err["ctx"]["second"]) == ("whister_liability",
                                                           "contract_price")
    RuleOptions.preset("rostov", 10, contract_price=prices, whister_liability="full")
    RuleOptions.preset("rostov", 10, contract_price=prices, remiz_per_trick_factor=2)


def test_an_odd_shared_misere_gives_the_declarer_the_larger_half():
    """A shared misère [K 3.6.9] with a table's misère price of 15: declarer A 8, dealer
    D 7 (no point lost); failed with one trick at 15 per trick: gora A 8, D 7. SPEC is
    silent on an odd shared amount (§5 gives the even default figures, §13.5's ⌈⌉/⌊⌋ is
    the gentleman split's): this is the project's reading by analogy, kept until SPEC
    decides (see score_misere)."""
    prices = {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 15}
    made = one("sochi", {"kind": "misere", "dealer": "D", "declarer": "A",
                         "tricks": {"A": 0}, "shared_with_dealer": True}, n=4, target=50,
               contract_price=prices)
    assert made == {"A pulya": 8, "D pulya": 7}
    failed = one("sochi", {"kind": "misere", "dealer": "D", "declarer": "A",
                           "tricks": {"A": 1}, "shared_with_dealer": True}, n=4,
                 misere_remiz_per_trick=15)
    assert failed == {"A gora": 8, "D gora": 7}


def test_a_copied_game_hand_reads_its_own_contract():
    """A game's level and strain come from its contract (rule 2.2.2), in a copy with
    another contract too: 6♠ copied as 8♥ is a level 8 in hearts."""
    from preferans_tui.rules.hands import GameHand
    from preferans_tui.rules.sheet import parse_hand

    six = parse_hand({"kind": "game", "dealer": "A", "declarer": "B", "contract": "6S",
                      "calls": {"C": "pass"}})
    assert isinstance(six, GameHand) and (six.level, six.strain.value) == (6, "S")
    eight = six.model_copy(update={"contract": "8H"})
    assert (eight.level, eight.strain.value) == (8, "H")
    assert (six.level, six.strain.value) == (6, "S")


def test_each_kind_names_the_model_the_file_s_discriminator_picks():
    """``HAND_MODELS`` (the quick read's dispatch) and the ``Hand`` union agree: the same
    four models, each under its own ``kind`` (FORMAT.md "Hands")."""
    from typing import Literal, get_args

    from preferans_tui.rules.hands import HAND_MODELS, Hand

    union = get_args(Hand)[0]
    assert set(HAND_MODELS.values()) == set(get_args(union))
    for kind, model in HAND_MODELS.items():
        assert model.model_fields["kind"].annotation == Literal[kind]
