"""Properties of Classic's bombs (SPEC §14.4, appendix B.5): a bomb of factor k scales a
hand's every figure by k, and the bomb queues are derived from the hands alone.

The random pulkas of :mod:`tests.strategies` include Classic tables (dark passes, dark
games and misères, compulsory rounds, bombs), so the properties of
``test_properties.py`` — zero sum, totals as the sum of the hands, replay — run over
them too; these are the ones only Classic has.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import assume, given
from hypothesis import strategies as st

from preferans_tui.rules import Pulka
from tests.strategies import NAMES, _game, pulkas, rule_options

FIXED = {"opening_raspasy_rounds": 0, "dark_bids": True, "help_whists_per_point": 10,
         "settlement_rounding": "exact", "made_game_pays_gora_first": False}
"""A Classic table whose overflow costs nothing (help 10 × f whists a point, B.2) and
whose gora a made game does not read, so that two tables with different gora but the same
pulyas write the same hand alike."""


def _raspasy(pulka: Pulka, passes: list[str], dealer: str) -> dict[str, Any]:
    """A raspasy nobody takes no trick in (no pulya written): 4, 3, 3."""
    hand: dict[str, Any] = {"kind": "raspasy", "dealer": pulka.next_dealer or dealer,
                            "tricks": dict(zip(pulka.players, (4, 3, 3), strict=True))}
    if passes:
        hand["dark_passes"] = passes
    return hand


def _value(pulka: Pulka, result) -> dict[str, Fraction]:
    """What ``result`` (the next hand of ``pulka``) is worth to each player: the change of
    the settlement it makes (SPEC §8, B.2)."""
    before = pulka.settle().exact
    pulka.append_result(result)
    after = pulka.settle().exact
    return {p: after[p] - before[p] for p in pulka.players}


@given(st.data())
def test_a_bomb_of_factor_k_scales_every_figure_of_a_hand_by_k(data):
    """Two tables play the same hands but for the dark passes: on one, ``level`` dark
    raspasy in a row give the declarer-to-be X a first bomb of 2^level (the others are
    another player's, so X's bomb is the last, highest one); a light raspasy ends the run
    on both. X's next game or misère is then worth 2^level times as much on the bombed
    table, and writes 2^level times every line where no point overflows the target."""
    options = data.draw(rule_options("classic", FIXED))
    players = list(NAMES[:3])
    x, y = data.draw(st.permutations(players))[:2]
    level = data.draw(st.integers(1, options.bomb_limit))
    dealer = data.draw(st.sampled_from(players))
    plain, bombed = Pulka(players, options), Pulka(players, options)
    for i in range(level + 1):
        passes = [] if i == level else [x] if i == level - 1 else [y]
        plain.append(_raspasy(plain, [], dealer))
        bombed.append(_raspasy(bombed, passes, dealer))
    k = 2 ** level
    assert bombed.dark_state.queues[x] == (k,)
    if data.draw(st.booleans()):
        hand = _game(data.draw, plain, plain.next_dealer)
    else:
        hand = {"kind": "misere", "dealer": plain.next_dealer, "declarer": x,
                "tricks": {x: data.draw(st.sampled_from([0, 0, 1, 3]))}}
    assume(hand["declarer"] == x)
    one, many = plain.preview(hand), bombed.preview(hand)
    assert many.dark.multiplier == k * one.dark.multiplier
    assert many.dark.bomb == k and one.dark.bomb == 0
    overflow = {"4.2.3", "4.1.1"}
    if not {e.rule for e in one.entries + many.entries} & overflow:
        assert [(e.column, e.player, e.on, e.rule, k * e.amount) for e in one.entries] == [
            (e.column, e.player, e.on, e.rule, e.amount) for e in many.entries]
    worth_one, worth_many = _value(plain, one), _value(bombed, many)
    assert worth_many == {p: k * v for p, v in worth_one.items()}


@given(pulkas(variant="classic", fixed={"dark_bids": True}), st.data())
def test_the_bombs_after_hand_k_are_the_first_k_hands_replayed(pulka, data):
    """Bombs are never stored (SPEC §14.2): replaying a prefix gives its bombs; a bomb is
    only ever earned by a dark raspasy (at the end of the queue) and spent by its
    holder's made game (the first of his queue, fn 30)."""
    k = data.draw(st.integers(0, len(pulka)))
    fresh = Pulka(pulka.players, pulka.options, pulka.hands[:k])
    if k:
        assert fresh.dark_state == pulka.results[k - 1].dark.after
        assert pulka.prefix(k).dark_state == fresh.dark_state
    queues = {p: () for p in pulka.players}
    for r in pulka.results:
        after = r.dark.after.queues
        factor = 2 ** r.dark.level
        for p in pulka.players:
            if p in r.dark.earned:
                assert after[p] == (*queues[p], factor)
            elif r.dark.burned and p == r.hand.declarer:
                assert queues[p][0] == r.dark.bomb and after[p] == queues[p][1:]
            else:
                assert after[p] == queues[p]
        queues = dict(after)
