"""Whether a pulka is a complete game (:mod:`preferans_tui.ledger.complete`, issue 28):
finished by its rules, or its event's deals (the file's ``deals_limit``) all played.

Hands: raspasy only, three players dealing in turn (Sochi to 10), so no pulya grows and
the pulka never finishes by its own rules; an adjustment is no deal.
"""

from __future__ import annotations

import pytest

from preferans_tui.ledger.complete import game_complete, limit_reached
from preferans_tui.rules import Pulka
from preferans_tui.rules.options import RuleOptions

THREE = ["Anna", "Boris", "Vera"]


def raspasy(deals: int, adjustment: bool = False) -> Pulka:
    pulka = Pulka(THREE, RuleOptions.preset("sochi", 10))
    for n in range(deals):
        pulka.append({"kind": "raspasy", "dealer": THREE[n % 3],
                      "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}})
    if adjustment:
        pulka.append({"kind": "adjustment",
                      "entries": [{"column": "gora", "player": "Anna", "amount": 2}]})
    return pulka


@pytest.mark.parametrize(("deals", "limit", "complete"), [
    (4, 4, True),      # the event's 4 deals played
    (5, 4, True),      # past it (a file written by hand): still complete
    (3, 4, False),     # stopped before its limit: not finished
    (4, None, False),  # no limit: only the pulya ends it
    (0, 1, False),
])
def test_the_limit_ends_the_game(deals, limit, complete):
    pulka = raspasy(deals)
    assert not pulka.finished
    assert limit_reached(pulka, limit) is complete
    assert game_complete(pulka, limit) is complete


def test_an_adjustment_is_no_deal():
    pulka = raspasy(3, adjustment=True)
    assert len(pulka) == 4 and pulka.deals == 3
    assert not game_complete(pulka, 4)
