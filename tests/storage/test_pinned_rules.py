"""Rules are pinned in the file (SPEC §13.3): the writer stores every option, resolved, and
keeps every option a file had; a partial ``rules`` object is completed from the version-1
presets frozen as data, never from whatever the current presets are.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui import storage
from preferans_tui.rules import RuleOptions, presets
from tests.rules.helpers import game

HEADER = {"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"]}
HANDS = [game("C", "A", "7H", {"B": "whist", "C": "pass"}, {"A": 6, "B": 3, "C": 1}),
         {"kind": "raspasy", "dealer": "A", "tricks": {"A": 0, "B": 4, "C": 6}}]


def _text(rules: dict, hands: list | None = None) -> str:
    return json.dumps({**HEADER, "rules": rules, "hands": HANDS if hands is None else hands})


def test_the_writer_stores_every_option():
    _, pulka = storage.loads(_text({"variant": "leningrad", "pulya_target": 20}))
    saved = json.loads(storage.dump(pulka))["rules"]
    assert set(saved) == set(RuleOptions.model_fields) - {"stake_per_whist"}
    assert saved["whist_style"] == "gentleman" and saved["raspasy_progression"] == [2, 4, 6]
    assert saved["gentleman_split"] == "set_only" and saved["talon_bonus"] is False


def test_options_equal_to_the_preset_are_kept_after_a_hand():
    """A file spelling out options equal to its preset, saved after one more hand, still
    has them (version 1 dropped them)."""
    rules = {"variant": "sochi", "pulya_target": 20, "whist_style": "greedy", "help": True,
             "raspasy_progression": [1, 2, 3]}
    _, pulka = storage.loads(_text(rules, HANDS[:1]))
    pulka.append(HANDS[1])
    saved = json.loads(storage.dump(pulka))["rules"]
    assert {k: saved[k] for k in rules} == rules


def _changed_presets(monkeypatch) -> None:
    """Every built-in preset, current and version 1, plays something else."""
    other = {"whist_style": "gentleman", "raspasy_progression": (2, 4, 6),
             "raspasy_zero_bonus": "one_point", "consolation": "fixed:15"}
    for variant in presets.Variant:
        monkeypatch.setitem(presets.PRESETS, variant, {**presets.PRESETS[variant], **other})
    frozen = {v: {**presets.V1_PRESETS[v], **other} for v in presets.Variant}
    monkeypatch.setattr(presets, "V1_PRESETS", frozen)


@pytest.mark.parametrize("variant", [v.value for v in presets.Variant])
def test_a_file_with_every_option_settles_the_same_whatever_the_presets(variant, monkeypatch):
    # Classic's compulsory opening raspasy would refuse the game (rule 3.7.9)
    rules = {"variant": variant, "pulya_target": 20,
             **({"opening_raspasy_rounds": 0} if variant == "classic" else {})}
    _, pulka = storage.loads(_text(rules))
    full = storage.dump(pulka)
    want = pulka.settle().exact, pulka.totals
    _changed_presets(monkeypatch)
    _, again = storage.loads(full)
    assert (again.settle().exact, again.totals) == want
    # the partial file itself would now read differently: the presets did change
    _, partial = storage.loads(_text(rules))
    assert partial.options != pulka.options


def test_a_partial_file_is_completed_from_the_version_1_presets(monkeypatch):
    """Changing today's presets (what a new pulka starts from) changes no saved file."""
    _, before = storage.loads(_text({"variant": "sochi", "pulya_target": 20}))
    monkeypatch.setitem(presets.PRESETS, presets.Variant.SOCHI, {"whist_style": "gentleman"})
    assert RuleOptions.preset("sochi", 20).whist_style == "gentleman"
    _, after = storage.loads(_text({"variant": "sochi", "pulya_target": 20}))
    assert after.options == before.options and after.totals == before.totals


def test_the_current_presets_are_the_version_1_presets_today():
    """They may part in a later version; a deliberate change edits PRESETS only."""
    for variant in presets.Variant:
        assert RuleOptions.preset(variant, 10) == RuleOptions.model_validate(
            {"variant": variant.value, "pulya_target": 10})


def test_an_old_file_with_paid_prikup_opens_and_is_saved_as_talon_bonus():
    rules = {"variant": "sochi", "pulya_target": 20, "paid_prikup": True}
    hand = game("C", "A", "6S", {"B": "pass", "C": "pass"}, talon_tricks=1)
    _, pulka = storage.loads(_text(rules, [hand]))
    assert pulka.options.talon_bonus
    assert pulka.totals.whists["B"]["A"] == 1 and pulka.totals.whists["C"]["A"] == 1
    saved = json.loads(storage.dump(pulka))["rules"]
    assert saved["talon_bonus"] is True and "paid_prikup" not in saved


def test_an_old_file_with_options_that_did_nothing_still_opens():
    rules = {"variant": "sochi", "pulya_target": 20, "settlement_amnesty": False,
             "multipliers": False}
    _, pulka = storage.loads(_text(rules))
    assert pulka.options == RuleOptions.preset("sochi", 20)


def test_new_hand_fields_round_trip():
    rules = {"variant": "fspr", "pulya_target": 50, "ten_game_checked": True,
             "concede_down_three": True}
    hands = [game("C", "A", "7S", {"B": "whist", "C": "pass"}, {"A": 7}, talon_tricks=2),
             game("A", "B", "8S", {"C": "whist", "A": "pass"}, conceded=True),
             {"kind": "game", "dealer": "B", "declarer": "C", "contract": "10NT",
              "tricks": {"C": 10}}]
    _, pulka = storage.loads(_text(rules, hands))
    text = storage.dump(pulka)
    saved = json.loads(text)["hands"]
    assert saved[0]["talon_tricks"] == 2 and saved[1]["conceded"] is True
    assert "calls" not in saved[2]
    _, again = storage.loads(text)
    assert again.hands == pulka.hands and again.totals == pulka.totals
