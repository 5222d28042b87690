"""Options only a 4-player table reads (SPEC §13.2 «no option that does nothing»).

With 4 players the dealer holds no cards [K 3.2.10], and only then do the options about
him mean anything: his consolation (SPEC §4.6.2), his taking the whist over and what it
costs (§4.7, §13.7), the shared misère (§5, rule 3.6.9), his talon tricks and zero bonus
on raspasy (§6.1, §6.2.4). At 3 players the dealer is one of the three who play, so each
changes nothing. A pulka made now at 3 players keeps each at its preset's value (the
writer stores every option, SPEC §13.3, so the preset's value must stay valid); a file
of yesterday's app still opens whatever it holds.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from preferans_tui import storage
from preferans_tui.rules import Pulka, PulkaError, RuleOptions
from preferans_tui.rules.option_checks import FOUR_PLAYERS_ONLY
from preferans_tui.rules.presets import PRESETS, Variant
from tests.strategies import pulkas

THREE, FOUR = ("A", "B", "C"), ("A", "B", "C", "D")

OTHER = {
    "dealer_writes_consolation": False,
    "dealer_may_take_over_whist": "never",
    "dealer_whister_liable": False,
    "consolation_when_dealer_whists": "dealer_only",
    "misere_shared_with_dealer": False,
    "raspasy_dealer_talon_tricks": False,
    "raspasy_dealer_zero_bonus": True,
}
"""A value other than Sochi's preset for each 4-player option."""


def test_the_four_player_options_are_those_of_the_dealer_who_sits_out():
    assert set(FOUR_PLAYERS_ONLY) == set(OTHER)


@pytest.mark.parametrize("name", OTHER)
def test_a_new_three_player_pulka_refuses_a_four_player_option_off_its_preset(name):
    options = RuleOptions.preset("sochi", 10, **{name: OTHER[name]})
    with pytest.raises(PulkaError) as caught:
        Pulka.new(THREE, options)
    assert caught.value.field == f"rules.{name}"
    assert caught.value.rule == "3.2.10"
    assert "only at a 4-player table" in caught.value.reason
    Pulka.new(FOUR, options)  # at 4 players it means something


@pytest.mark.parametrize("variant", list(Variant))
def test_every_preset_makes_a_three_player_pulka(variant):
    Pulka.new(THREE, RuleOptions.preset(variant, 10))


def test_a_file_of_yesterdays_app_at_three_players_still_opens():
    rules = {"variant": "sochi", "pulya_target": 10, **OTHER,
             "raspasy_dealer_zero_bonus": False}
    text = json.dumps({"format": "preferans-pulka", "version": 1, "players": list(THREE),
                       "rules": rules, "hands": []})
    model, pulka = storage.loads(text)
    assert pulka.options.misere_shared_with_dealer is False


def _outcome(pulka: Pulka):
    s = pulka.settle()
    return (tuple(r.entries for r in pulka.results), s.exact, s.balance, pulka.finished)


@settings(max_examples=60)
@given(data=st.data())
def test_at_three_players_the_four_player_options_change_nothing(data):
    """The claim behind the refusal: on random 3-player pulkas, every 4-player option
    flipped to another allowed value writes the same lines and settles the same."""
    pulka = data.draw(pulkas(n_players=3))
    want = _outcome(pulka)
    for name, other in OTHER.items():
        value = getattr(pulka.options, name)
        if value == other:
            other = PRESETS[Variant.SOCHI][name]
        if name == "raspasy_dealer_talon_tricks" and pulka.options.raspasy_mode == "whists":
            continue  # talon tricks with raspasy on whists: refused on its own (3.7.6.2)
        changed = pulka.options.model_copy(update={name: other})
        assert _outcome(Pulka(pulka.players, changed, pulka.hands)) == want, name


@pytest.mark.parametrize("variant", ["sochi", "leningrad", "fspr"])
def test_raspasy_on_whists_at_three_players_take_no_talon_tricks(variant):
    """A 3-player table cannot set the dealer's talon tricks (hidden, idle at 3), yet its
    preset's yes contradicts raspasy on whists (rule 3.7.6.2: played without the talon):
    the only value that fits, no, is the one the pulka gets, and Pulka.new accepts it;
    without it no 3-player Sochi table could play raspasy on whists (SPEC §13.2)."""
    from preferans_tui.rules.option_checks import three_player_options

    chosen = {"raspasy_mode": "whists"}
    fitted = three_player_options(variant, chosen)
    assert fitted == {"raspasy_mode": "whists", "raspasy_dealer_talon_tricks": False}
    assert chosen == {"raspasy_mode": "whists"}  # not changed in place
    pulka = Pulka.new(THREE, RuleOptions.preset(variant, 10, **fitted))
    assert pulka.options.raspasy_dealer_talon_tricks is False
    # the fit is only where the preset's value contradicts: on gora the preset's yes stays
    assert three_player_options(variant, {}) == {}
    with pytest.raises(PulkaError) as refused:
        Pulka.new(THREE, RuleOptions.preset(variant, 10, raspasy_dealer_talon_tricks=False))
    assert refused.value.field == "rules.raspasy_dealer_talon_tricks"
