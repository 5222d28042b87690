"""No option that does nothing (SPEC §13.2), for options another option makes idle, and
for whist obligations that cannot be halved (rules 3.8.6, 3.8.7).

An idle option may hold its neutral value or its preset's (the writer stores every
option, SPEC §13.3); any other value is refused with one message naming both options.
The property at the end checks the claim behind each refusal: on random pulkas, giving
an idle option another value changes no line and no figure.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from preferans_tui import storage
from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.option_checks import IDLE, Idle
from preferans_tui.rules.presets import PRESETS, V1_PRESETS, Variant
from preferans_tui.storage.check import check_bytes
from tests.rules.helpers import delta, game, table
from tests.strategies import pulkas

P, W, H = "pass", "whist", "half"
ROOT = Path(__file__).resolve().parents[2]

NORMS_63 = {"6": 3, "7": 2, "8": 1, "9": 1, "10": 1}
NORMS_71 = {"6": 4, "7": 1, "8": 1, "9": 1, "10": 1}

REFUSED: list[tuple[str, dict[str, Any], str]] = [
    # rule 3.8.6: two whisters each answer for half; half of 3 tricks is no trick
    ("sochi", {"whist_obligation": NORMS_63},
     'whist_obligation: {"6": 3, "7": 2, "8": 1, "9": 1, "10": 1} contradicts '
     'two_whister_rule: "per_half": two whisters each answer for half the obligation, and '
     "half of an odd number of tricks is no whole trick: give every level an even "
     "obligation, or 1 (the second whister's alone) (rule 3.8.6)"),
    ("rostov", {"whist_obligation": {"6": 4, "7": 3, "8": 1, "9": 1, "10": 1},
                "two_whister_rule": "capped", "half_whist": False},
     'whist_obligation: {"6": 4, "7": 3, "8": 1, "9": 1, "10": 1} contradicts '
     'two_whister_rule: "capped": two whisters each answer for half the obligation, and '
     "half of an odd number of tricks is no whole trick: give every level an even "
     "obligation, or 1 (the second whister's alone) (rule 3.8.6)"),
    # rule 3.8.7: a half-whister is credited half the obligation; half of 1 is no trick
    ("sochi", {"whist_obligation": NORMS_71},
     'whist_obligation: {"6": 4, "7": 1, "8": 1, "9": 1, "10": 1} contradicts half_whist: '
     "true: a half-whister is credited half the obligation without play, and half of an "
     "odd number of tricks is no whole trick: give the six and the seven an even "
     "obligation, or play no half-whist (rule 3.8.7)"),
    ("sochi", {"rostov_raspasy_whist": 7},
     'rostov_raspasy_whist: 7 contradicts raspasy_mode: "gora": raspasy written into gora '
     "write no whists (rule 3.7.2.2)"),
    ("rostov", {"raspasy_progression": [1, 2, 4]},
     'raspasy_progression: [1, 2, 4] contradicts raspasy_mode: "whists": raspasy on whists '
     "have no trick price, and a zero bonus of one point or none does not follow the "
     "progression (rule 3.7.2.2)"),
    ("rostov", {"raspasy_amnesty": True},
     'raspasy_amnesty: true contradicts raspasy_mode: "whists": raspasy on whists strike '
     "nothing off: the player with the fewest tricks pays the others for theirs "
     "(rule fn 46)"),
    ("rostov", {"raspasy_series_reset": "made_contract"},
     'raspasy_series_reset: "made_contract" contradicts raspasy_mode: "whists": raspasy on '
     "whists have no trick price to grow; with a zero bonus that does not follow the "
     "progression and the exit at any six, the count of raspasy in a row changes nothing "
     "(rule 3.7.4)"),
    ("sochi", {"raspasy_progression": [2], "raspasy_zero_bonus": "one_point",
               "raspasy_series_reset": "made_contract"},
     'raspasy_series_reset: "made_contract" contradicts raspasy_progression: [2]: with one '
     "trick price, a zero bonus that does not grow and the exit at any six, the count of "
     "raspasy in a row changes nothing (rule 3.7.4)"),
    ("rostov", {"raspasy_zero_bonus": "trick_price"},
     'raspasy_zero_bonus: "trick_price" contradicts raspasy_progression: [1]: every '
     "raspasy trick is priced 1, so the trick price is one point: say one_point "
     "(rule 3.7.2.1)"),
    ("sochi", {"raspasy_progression": [3], "raspasy_zero_bonus": "step_points"},
     'raspasy_zero_bonus: "step_points" contradicts raspasy_progression: [3]: with one '
     "step the progression step is always 1 point: say one_point (rule 3.7.2.1)"),
    ("leningrad", {"help_whists_per_point": 20},
     "help_whists_per_point: 20 contradicts help: false: without help nobody is helped, "
     "so nobody writes whists for it (rule 4.2.3)"),
    ("sochi", {"help": False, "help_excludes": ["dealer"]},
     'help_excludes: ["dealer"] contradicts help: false: without help nobody is helped, so '
     "nobody can be left out of it (rule fn 75)"),
    ("sochi", {"rounding_player": "seat0"},
     'rounding_player: "seat0" contradicts settlement_rounding: "exact": only the Kodex '
     "rounding gives the remainder to one player (rule 4.2.12)"),
    ("sochi", {"rounding_player": "seat0", "settlement_rounding": "largest_remainder"},
     'rounding_player: "seat0" contradicts settlement_rounding: "largest_remainder": only '
     "the Kodex rounding gives the remainder to one player (rule 4.2.12)"),
    ("sochi", {"whist_style": "gentleman", "half_whist": False,
               "half_whist_by_first_whister": True},
     "half_whist_by_first_whister: true contradicts half_whist: false: without half-whist "
     "nobody goes for it, first or second (rule 3.8.14)"),
    # SPEC §9.2: «a half-whist by O1 in greedy mode» is to be rejected, so the option
    # that allows it contradicts greedy whist — at the preset's value too (Leningrad's)
    ("sochi", {"half_whist_by_first_whister": True},
     'half_whist_by_first_whister: true contradicts whist_style: "greedy": only gentleman '
     "whist lets the first defender go for half-whist after a whist and a pass; under "
     "greedy whist he never does (rule 3.8.14)"),
    ("leningrad", {"whist_style": "greedy"},
     'half_whist_by_first_whister: true contradicts whist_style: "greedy": only gentleman '
     "whist lets the first defender go for half-whist after a whist and a pass; under "
     "greedy whist he never does (rule 3.8.14)"),
    ("sochi", {"half_whist": False, "half_whist_leaver_consolation": False},
     "half_whist_leaver_consolation: false contradicts half_whist: false: without "
     "half-whist nobody leaves one, so nobody's consolation depends on it (rule 3.8.8)"),
    # SPEC §13.7: the column says where a raspasy bonus goes; with none there is none to
    # place (the 4-player Rostov dealer's point aside, SPEC §13.8.3)
    ("sochi", {"raspasy_zero_bonus": "none", "raspasy_zero_bonus_column": "gora"},
     'raspasy_zero_bonus_column: "gora" contradicts raspasy_zero_bonus: "none": with no '
     "zero bonus no raspasy point is written, so none needs a column (rule 3.7.2.1)"),
    ("rostov", {"raspasy_zero_bonus": "none", "raspasy_dealer_zero_bonus": False,
                "raspasy_zero_bonus_column": "gora"},
     'raspasy_zero_bonus_column: "gora" contradicts raspasy_zero_bonus: "none": with no '
     "zero bonus no raspasy point is written, so none needs a column (rule 3.7.2.1)"),
    # SPEC §6.4: r_k = progression[min(k, len) − 1], the last step repeats by itself
    ("sochi", {"raspasy_progression": [2, 2, 2]},
     'raspasy_progression: [2, 2, 2] contradicts raspasy_zero_bonus: "trick_price": the '
     "last step repeats by itself, so steps equal to it at the end change nothing: give "
     "[2] (rule 3.7.4)"),
    ("sochi", {"raspasy_progression": [1, 2, 3, 3]},
     'raspasy_progression: [1, 2, 3, 3] contradicts raspasy_zero_bonus: "trick_price": the '
     "last step repeats by itself, so steps equal to it at the end change nothing: give "
     "[1, 2, 3] (rule 3.7.4)"),
    ("sochi", {"dealer_may_take_over_whist": "never", "dealer_whister_liable": False},
     'dealer_whister_liable: false contradicts dealer_may_take_over_whist: "never": a '
     "dealer who never takes the whist over is never liable for it (rule 3.8.8)"),
    ("sochi", {"dealer_may_take_over_whist": "never",
               "consolation_when_dealer_whists": "dealer_only"},
     'consolation_when_dealer_whists: "dealer_only" contradicts dealer_may_take_over_whist: '
     '"never": the dealer never whists, so no consolation is written because he does '
     "(rule 3.8.8)"),
]


@pytest.mark.parametrize(("variant", "overrides", "message"), REFUSED,
                         ids=[f"{v}-{'-'.join(o)}" for v, o, _ in REFUSED])
def test_an_option_that_can_change_nothing_is_refused_naming_both(variant, overrides,
                                                                   message):
    with pytest.raises(ValidationError) as caught:
        RuleOptions.preset(variant, 10, **overrides)
    (err,) = caught.value.errors()
    assert err["type"] == "contradictory_options"
    assert err["msg"] == message


@pytest.mark.parametrize(("variant", "overrides", "message"), REFUSED,
                         ids=[f"{v}-{'-'.join(o)}" for v, o, _ in REFUSED])
def test_a_file_of_yesterdays_app_with_such_rules_still_opens(variant, overrides, message):
    """The rules editor and the model took these until 2026-12-01, so a pulka the app
    wrote may hold one: it must open and settle the same under every later version
    (SPEC §13.3) — only rules made now are refused (the test above). An idle option
    changes nothing, so the file reads as its preset would."""
    rules = {"variant": variant, "pulya_target": 10, **overrides}
    text = json.dumps({"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
                       "rules": rules, "hands": []})
    model, pulka = storage.loads(text)
    written = json.loads(json.dumps(model.rules.to_file()))  # as the app saves it again
    assert {k: written[k] for k in overrides} == overrides
    assert check_bytes(text).problems == []


ACCEPTED: list[tuple[str, dict[str, Any]]] = [
    # an idle option at its preset's value (SPEC §13.3) …
    ("leningrad", {"half_whist": False}),                  # first-whister half-whist: true
    ("fspr", {"half_whist": False}),                       # leaver's consolation: false
    ("leningrad", {"help_whists_per_point": 10, "help_excludes": []}),
    ("sochi", {"raspasy_mode": "whists", "raspasy_dealer_talon_tricks": False}),  # amnesty
    ("sochi", {"raspasy_progression": [1]}),               # its zero bonus: trick_price
    ("leningrad", {"raspasy_progression": [2]}),           # its zero bonus: step_points
    # … or at its neutral value
    ("leningrad", {"half_whist": False, "half_whist_by_first_whister": False}),
    ("rostov", {"raspasy_zero_bonus": "none"}),
    ("fspr", {"raspasy_zero_bonus": "none"}),              # its column: gora
    # not idle: the 4-player Rostov dealer's point still goes there (SPEC §13.8.3)
    ("rostov", {"raspasy_zero_bonus": "none", "raspasy_zero_bonus_column": "gora"}),
    ("sochi", {"help": False, "help_whists_per_point": 10}),
    # not idle: the value changes something
    # step points count the steps (SPEC §6.2.3): [2, 2] gives 1 then 2 points, [2] 1
    ("leningrad", {"raspasy_progression": [2, 2]}),
    ("sochi", {"raspasy_progression": [1, 2, 2, 3]}),      # a repeat inside is a step
    ("rostov", {"raspasy_zero_bonus": "trick_price", "raspasy_progression": [1, 2, 4]}),
    ("rostov", {"raspasy_zero_bonus": "step_points", "raspasy_progression": [1, 2]}),
    ("rostov", {"raspasy_exit_levels": [7], "raspasy_series_reset": "made_contract"}),
    ("sochi", {"settlement_rounding": "kodex_4_2_12", "rounding_player": "seat0"}),
    ("sochi", {"raspasy_mode": "whists", "raspasy_dealer_talon_tricks": False,
               "rostov_raspasy_whist": 7}),
    # even obligations halve; 1 on 8-10 is the second whister's; 1 on a seven without
    # half-whist too
    ("sochi", {"whist_obligation": {"6": 2, "7": 2, "8": 2, "9": 2, "10": 1}}),
    ("sochi", {"whist_obligation": NORMS_71, "half_whist": False}),
    ("sochi", {"whist_obligation": {"6": 0, "7": 0, "8": 0, "9": 0, "10": 0}}),
]


@pytest.mark.parametrize(("variant", "overrides"), ACCEPTED,
                         ids=[f"{v}-{'-'.join(o)}" for v, o in ACCEPTED])
def test_an_idle_option_at_its_preset_or_neutral_value_is_accepted(variant, overrides):
    options = RuleOptions.preset(variant, 10, **overrides)
    assert RuleOptions.model_validate(options.to_file()) == options


@pytest.mark.parametrize("variant", list(Variant))
def test_every_preset_loads_complete_and_from_its_version_1_options(variant):
    """SPEC §13.3: a preset stores its idle options too, and loads."""
    new = RuleOptions.preset(variant, 20)
    assert RuleOptions.model_validate(new.to_file()) == new
    old = RuleOptions.model_validate({**V1_PRESETS[variant], "variant": variant,
                                      "pulya_target": 20})
    assert old == new


OTHER_PRESET_VALUES = [
    (variant, name, other)
    for variant in Variant for other in Variant if other != variant
    for name in PRESETS[variant] if PRESETS[other][name] != PRESETS[variant][name]]


@pytest.mark.parametrize(("variant", "name", "other"), OTHER_PRESET_VALUES,
                         ids=[f"{v}-{n}-from-{o}" for v, n, o in OTHER_PRESET_VALUES])
def test_one_option_from_another_preset_loads_or_is_refused_naming_it(variant, name, other):
    """A preset with one option taken from another preset either loads or is refused
    by ONE contradiction naming that option (SPEC §13.2) — never by anything else."""
    try:
        RuleOptions.preset(variant, 20, **{name: PRESETS[other][name]})
    except ValidationError as exc:
        (err,) = exc.errors()
        assert err["type"] == "contradictory_options"
        assert name in (err["ctx"]["first"], err["ctx"]["second"])


@pytest.mark.parametrize("path", sorted([*ROOT.glob("saves/*.json"),
                                          *ROOT.glob("tests/data/*/*.json")]),
                         ids=lambda p: p.name)
def test_every_saved_rules_object_still_loads(path):
    """The example pulkas and every golden case's rules load (but a case expected to be
    refused)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("expected", {}).get("refused"):
        pytest.skip("a case of refused rules")
    RuleOptions.model_validate(data.get("rules") or data["pulka"]["rules"])


# -- scoring with the obligations that stay: even halves, worked by hand ---------------

def test_an_even_custom_obligation_is_halved_as_the_kodex_halves_four():
    """Obligation 2 on a six (Sochi, W = Wr = 2): each of two whisters answers for 1
    (rule 3.8.6); A takes 9, B 1, C 0 → T = 1 < 2, C is short of his half by 1 → C gora
    1 × 2 = 2; B→A 1 × 2 = 2. A half-whist is credited 1 trick: C→A 1 × 2 = 2
    (rule 3.8.7)."""
    norms = {"6": 2, "7": 2, "8": 1, "9": 1, "10": 1}
    pulka = table("sochi", whist_obligation=norms)
    short = pulka.append(game("C", "A", "6S", {"B": W, "C": W}, {"A": 9, "B": 1, "C": 0}))
    assert delta(short) == {"A pulya": 2, "B→A": 2, "C gora": 2}
    half = pulka.append(game("A", "B", "6S", {"C": P, "A": H}))
    assert delta(half) == {"B pulya": 2, "A→B": 2}


def test_the_default_obligation_halves_as_before():
    """EX-02 (Sochi): 6♦ by A, A 7, B 2, C 1 → C gora +2; EX-07 (a) and (b): a half-whist
    writes 2 tricks × 2 on a six and 1 trick × 4 on a seven."""
    pulka = table("sochi")
    ex02 = pulka.append(game("C", "A", "6D", {"B": W, "C": W}, {"A": 7, "B": 2, "C": 1}))
    assert delta(ex02) == {"A pulya": 2, "B→A": 4, "C→A": 2, "C gora": 2}
    six = pulka.append(game("A", "B", "6C", {"C": P, "A": H}))
    assert delta(six) == {"B pulya": 2, "A→B": 4}
    seven = pulka.append(game("B", "C", "7C", {"A": P, "B": H}))
    assert delta(seven) == {"C pulya": 4, "B→C": 4}


# -- the claim behind every refusal: an idle option changes nothing --------------------

PROBES: dict[str, Any] = {
    "help_whists_no_help": 20,
    "help_excludes_no_help": frozenset({"dealer", "remized_whister"}),
    "rostov_whist_gora_raspasy": 7,
    "amnesty_whist_raspasy": True,
    "progression_whist_raspasy": (1, 2, 4),
    "trick_price_of_one": "one_point",
    "step_points_one_step": "one_point",
    "series_reset_whist_raspasy": "made_contract",
    "series_reset_flat_progression": "whisted_made_game",
    "rounding_player_no_kodex": "seat0",
    "first_half_whist_no_half": True,
    "leaver_consolation_no_half": False,
    "dealer_liable_never_whists": False,
    "dealer_only_never_whists": "dealer_only",
    "zero_bonus_column_no_bonus": "gora",
    "bomb_limit_no_dark_bids": 1,
    "opening_rounds_no_dark_bids": 2,
}
"""Another value for each idle option (for the two zero-bonus rules: the value it is
equal to, one point)."""


def test_every_idle_rule_has_a_probe():
    assert set(PROBES) == {i.key for i in IDLE}


def _outcome(pulka: Pulka) -> tuple[Any, ...]:
    s = pulka.settle()
    return (tuple(r.entries for r in pulka.results), s.exact, s.result, s.balance, s.money,
            pulka.finished)


def _probed(options: RuleOptions, idle: Idle) -> RuleOptions:
    """``options`` with the idle option at its probe value, as no check would allow."""
    return options.model_copy(update={idle.option: PROBES[idle.key]})


@given(pulkas())
def test_an_idle_option_changes_no_line_and_no_figure(pulka):
    """For every rule of :data:`IDLE` that holds of a random pulka's options, the same
    hands under the option's probe value write the same lines and settle the same."""
    want = _outcome(pulka)
    for idle in IDLE:
        if idle.idle(pulka.options):
            event(idle.key)
            probed = Pulka(pulka.players, _probed(pulka.options, idle), pulka.hands)
            assert _outcome(probed) == want, idle.key


IDLE_TABLES: dict[str, tuple[str, int | None, dict[str, Any]]] = {
    "help_whists_no_help": ("leningrad", None, {}),
    "help_excludes_no_help": ("sochi", None, {"help": False}),
    "rostov_whist_gora_raspasy": ("sochi", None, {}),
    "amnesty_whist_raspasy": ("rostov", None, {}),
    "progression_whist_raspasy": ("rostov", None, {"raspasy_zero_bonus": "one_point"}),
    "trick_price_of_one": ("sochi", None, {"raspasy_progression": [1],
                                           "raspasy_zero_bonus": "trick_price"}),
    "step_points_one_step": ("leningrad", None, {"raspasy_progression": [2],
                                                 "raspasy_zero_bonus": "step_points"}),
    "series_reset_whist_raspasy": ("rostov", None, {"raspasy_zero_bonus": "one_point",
                                                    "raspasy_exit_levels": [6]}),
    "series_reset_flat_progression": ("sochi", None, {"raspasy_progression": [2],
                                                      "raspasy_zero_bonus": "one_point",
                                                      "raspasy_exit_levels": [6]}),
    "rounding_player_no_kodex": ("sochi", None, {"settlement_rounding": "exact"}),
    "first_half_whist_no_half": ("leningrad", None, {"half_whist": False}),
    "leaver_consolation_no_half": ("fspr", None, {"half_whist": False}),
    "dealer_liable_never_whists": ("fspr", 4, {"dealer_may_take_over_whist": "never"}),
    "dealer_only_never_whists": ("fspr", 4, {"dealer_may_take_over_whist": "never"}),
    "zero_bonus_column_no_bonus": ("sochi", None, {"raspasy_zero_bonus": "none"}),
    "bomb_limit_no_dark_bids": ("classic", None, {"dark_bids": False}),
    "opening_rounds_no_dark_bids": ("classic", None, {"dark_bids": False}),
}
"""A table where each idle rule holds (mostly: drawn overrides may undo it)."""


def test_every_idle_rule_has_a_table():
    assert set(IDLE_TABLES) == {i.key for i in IDLE}


@pytest.mark.parametrize("idle", IDLE, ids=lambda i: i.key)
@settings(max_examples=60)
@given(data=st.data())
def test_each_idle_option_changes_no_line_and_no_figure(idle, data):
    """As above, at a table where the rule holds, for every rule of :data:`IDLE`."""
    variant, n, fixed = IDLE_TABLES[idle.key]
    pulka = data.draw(pulkas(variant=variant, n_players=n, fixed=fixed))
    if idle.idle(pulka.options):
        probed = Pulka(pulka.players, _probed(pulka.options, idle), pulka.hands)
        assert _outcome(probed) == _outcome(pulka)
