"""The raspasy form says what the raspasy is played for before a count is typed (issue
31.7): its place in the series and the trick price of the table's progression (SPEC
§6.4), or, on whists, the whists a trick (SPEC §6.3) — the rules core's figures."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.raspasy import RaspasyTerms, raspasy_terms
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from tests.opened import opened
from tests.ui.conftest import PULKA1, SAVES, copy_pulka
from tests.ui.screens.test_fast_typing import settle

ROSTOV = SAVES / "pulka4-rostov-four-players.json"


@pytest.mark.parametrize(("options", "series", "terms"), [
    # Sochi 1, 2, 3: the first raspasy by 1, the third by 3, the fifth still by 3
    (RuleOptions.preset("sochi", 10), 0, RaspasyTerms(1, 1, (1, 2, 3), 0, 1)),
    (RuleOptions.preset("sochi", 10), 2, RaspasyTerms(3, 3, (1, 2, 3), 0, 3)),
    (RuleOptions.preset("sochi", 10), 4, RaspasyTerms(5, 3, (1, 2, 3), 0, 3)),
    # Leningrad 2, 4, 6; a zero is worth the progression step (SPEC §6.2.3)
    (RuleOptions.preset("leningrad", 20), 1, RaspasyTerms(2, 4, (2, 4, 6), 0, 2)),
    # Rostov: on whists, 5 a trick, no progression; a zero writes 1 (SPEC §6.3)
    (RuleOptions.preset("rostov", 10), 3, RaspasyTerms(4, 0, (), 5, 1)),
])
def test_the_terms_of_the_next_raspasy(options, series, terms):
    assert raspasy_terms(options, series) == terms


def test_the_terms_are_the_price_the_hand_is_scored_at():
    pulka = Pulka(["A", "B", "C"], RuleOptions.preset("sochi", 10))
    from preferans_tui.rules.draft import HandDraft

    for tricks in ({"B": 4, "C": 3, "A": 3}, {"C": 5, "A": 5, "B": 0}, {"A": 2, "B": 2, "C": 6}):
        terms = HandDraft.start(pulka, "raspasy").raspasy
        dealer = pulka.next_dealer or "A"
        result = pulka.append({"kind": "raspasy", "dealer": dealer, "tricks": tricks})
        assert terms is not None
        assert (terms.k, terms.price) == (result.raspasy_k, result.raspasy_price)


def title(app) -> str:
    form = app.screen
    assert isinstance(form, HandForm)
    return str(form.query_one("#form-title", Static).render())


@pytest.mark.parametrize(("source", "hands", "lang", "expected"), [
    # PULKA-1: hands 2 and 3 are raspasy, so deal 4 is the third in a row: trick 3
    (PULKA1, 3, "en", "deal 4 · raspasy 3 in a row · a trick costs 3 (progression 1, 2, 3)"),
    (PULKA1, 3, "ru", "сдача 4 · распасы, 3-е подряд · взятка стоит 3 (прогрессия 1, 2, 3)"),
    (PULKA1, 1, "en", "deal 2 · raspasy 1 in a row · a trick costs 1 (progression 1, 2, 3)"),
    (ROSTOV, 1, "en", "deal 2 · raspasy 1 in a row · whists a trick: 5"),
])
async def test_the_raspasy_form_shows_the_price_before_the_counts(tmp_path, source, hands,
                                                                   lang, expected):
    app = PreferansApp(copy_pulka(source, tmp_path, hands=hands), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*(["f2"] if lang == "ru" else []), "r")
        await settle(pilot)
        assert title(app) == expected
        assert not app.screen.typed
