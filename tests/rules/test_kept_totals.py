"""The sheet after every hand, kept for some hands only (issue 16: memory).

A pulka keeps the totals of its last hand and of hands 1, 65, 129, …; every other hand
works them out from the nearest kept ones and the entries since (SPEC §2: the sheet is
the fold of the entries). Whatever is kept, every figure is the same fold.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from preferans_tui.rules import Pulka, RuleOptions, Totals
from preferans_tui.rules.sheet import TOTALS_KEPT_EVERY
from tests.strategies import pulkas


def _folded(pulka: Pulka) -> list[Totals]:
    """The sheet after each hand, folded from the entries (SPEC §2)."""
    out, totals = [], Totals.empty(pulka.players)
    for result in pulka.results:
        totals = totals.plus(result.entries)
        out.append(totals)
    return out


def _kept(pulka: Pulka) -> list[int]:
    return [r.number for r in pulka.results if r.kept is not None]


@settings(max_examples=30)
@given(pulkas(max_hands=150))
def test_every_hand_s_totals_are_the_fold_of_the_entries_up_to_it(pulka):
    """Kept or worked out, each result's totals are the fold of the entries so far."""
    assert [r.totals for r in pulka.results] == _folded(pulka)


@settings(max_examples=30)
@given(pulkas(max_hands=150), st.data())
def test_a_pass_in_order_gives_the_same_totals_one_step_a_hand(pulka, data):
    """``totals_after`` (the sheet fold's pass) agrees with ``totals``."""
    before, seen = Totals.empty(pulka.players), []
    for result in pulka.results:
        before = result.totals_after(before)
        seen.append(before)
    assert seen == _folded(pulka)


def test_only_the_last_hand_and_every_sixty_fourth_keep_their_totals():
    """150 hands keep the totals of hands 1, 65, 129 and 150 (the last)."""
    assert TOTALS_KEPT_EVERY == 64
    pulka = Pulka(["Anna", "Boris", "Vera"], _sochi_to(1000), _sixes(150))
    assert _kept(pulka) == [1, 65, 129, 150]
    want = _folded(pulka)
    pulka.undo()
    assert _kept(pulka) == [1, 65, 129, 149]
    assert pulka.totals == want[148]
    assert _kept(pulka.prefix(100)) == [1, 65, 100]
    assert pulka.prefix(100).totals == want[99]


def test_a_six_made_whisted_by_both_writes_the_same_figures_on_hand_150():
    """Worked by hand: Anna declares a six and takes 6, Boris and Vera whist and take 2
    each, every hand (Sochi, rule 3.8.1: 2 pulya points for a six; each whister writes
    4 whists on the declarer, 2 a trick). Anna deals hand 1, then the deal goes round;
    after 150 hands Anna has 300 in pulya, and Boris and Vera 600 whists each on her."""
    pulka = Pulka(["Anna", "Boris", "Vera"], _sochi_to(1000), _sixes(150))
    for result in (pulka.results[99], pulka.results[-1]):   # worked out, then kept
        hands = result.number
        assert result.totals.pulya == {"Anna": 2 * hands, "Boris": 0, "Vera": 0}
        assert result.totals.whists["Boris"]["Anna"] == 4 * hands
        assert result.totals.whists["Vera"]["Anna"] == 4 * hands
        assert result.totals.gora == {"Anna": 0, "Boris": 0, "Vera": 0}


def _sochi_to(pulya: int) -> RuleOptions:
    return RuleOptions.preset("sochi", pulya)


def _sixes(n: int) -> list[dict[str, object]]:
    players = ["Anna", "Boris", "Vera"]
    return [{"kind": "game", "dealer": players[i % 3], "declarer": "Anna",
             "contract": "6S", "calls": {"Boris": "whist", "Vera": "whist"},
             "tricks": {"Anna": 6, "Boris": 2, "Vera": 2}} for i in range(n)]
