"""The hand forms on the rules core's draft (issue 13 item 2; issue 12 items 3–5): a seat
digit opens a game, a key that fits no field says what the field expects, a field with
one possible value is filled, a hand is scored once per preview and never again on
Enter, and the fields of SPEC §13.7 are typed and corrected.

PULKA-1's table (SPEC §10): Anna, Boris, Vera; after its first hand Anna deals.
"""

from __future__ import annotations

import pytest

from preferans_tui.rules import Pulka
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import MADE_SIX, PULKA1, assert_made_six, copy_pulka, pulka_file

THREE = ["Anna", "Boris", "Vera"]
FOUR = ["Anna", "Boris", "Vera", "Gleb"]


async def test_a_seat_digit_on_the_sheet_opens_the_game_with_that_declarer(tmp_path):
    """``1 6 s w w 6 2 Enter``: eight keys for the made six (issue 12.5)."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*MADE_SIX[1:])
        await pilot.pause()
        assert_made_six(app)
    assert len(MADE_SIX[1:]) == 8


async def test_on_the_first_hand_the_digit_is_still_the_declarer(tmp_path):
    """``1 3 6 s w w 6 2``: Anna's six (the seat digit is always the declarer), then the
    first hand asks who dealt: Vera; Boris and Vera whist; Anna 6, Boris 2, so Vera
    10 − 6 − 2 = 2. (It used to make Anna the dealer and Boris, the last 2, the
    declarer.) More in test_form_reasons.py."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=0), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("1", "3", "6", "s", "w", "w", "6", "2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        hand = app.pulka.hands[0]
    assert (hand.dealer, hand.declarer, hand.contract) == ("Vera", "Anna", "6S")
    assert hand.tricks == {"Anna": 6, "Boris": 2, "Vera": 2}


async def test_a_key_the_field_cannot_take_says_what_it_expects(tmp_path):
    """``n 1 s``: the level is asked, and ``s`` is no level (issue 12.3)."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n", "1", "s")
        form = app.screen
        assert isinstance(form, HandForm)
        level = form.query_one("#level")
        assert level.value is None
        assert level.error == "level: type 6 7 8 9 0"
        await pilot.press("6")  # the key that fits is taken, and the notice goes
        assert level.value == 6 and level.error is None


async def test_a_field_with_one_possible_value_is_filled_and_a_habit_key_is_taken(tmp_path):
    """Anna 6♠, both whist, Anna takes all ten: Boris's count can only be 0 (rule 3.5),
    filled; Enter records at once. A ``0`` typed for it out of habit changes nothing."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("1", "6", "s", "w", "w", "t", "0", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.hands[-1].tricks == {"Anna": 10, "Boris": 0, "Vera": 0}


async def test_a_hand_is_scored_once_for_its_preview_and_not_again_on_enter(tmp_path,
                                                                          scorings):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        scorings.clear()  # reading the file scored its hand
        await pilot.press(*MADE_SIX[1:-1])
        await pilot.pause()
        assert "Will write" in str(app.screen.query_one("#form-preview").render())
        assert scorings == [2]  # the preview: hand 2, scored once
        await pilot.press("enter")
        await pilot.pause()
        assert_made_six(app)
        assert scorings == [2]  # appended as previewed, not scored again


# -- the fields of SPEC §13.7 -----------------------------------------------------------------
FIRST = {"kind": "raspasy", "dealer": "Vera", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}}
"""Hand 1 of a 3-player pulka: Anna deals next."""
FIRST4 = {"kind": "game", "dealer": "Gleb", "declarer": "Anna", "contract": "6S",
          "calls": {"Boris": "pass", "Vera": "pass"}}
"""Hand 1 of a 4-player pulka (Gleb dealt and sat out; a game, so no raspasy series): Anna
deals next and sits out."""


async def typed(tmp_path, players, hands, keys, **rules) -> Pulka:
    app = PreferansApp(pulka_file(tmp_path, players, hands, **rules), tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.press(*keys)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen), "the hand was not accepted"
        return app.pulka


async def test_the_paid_talon_is_asked_after_the_counts(tmp_path):
    """fspr at 4: Boris 7♥, Vera whists, Gleb passes, Boris takes 7; the talon gave two
    tricks: W = 4 × 2 = 8 a trick (the federation's Leningrad), so the dealer Anna writes
    2 × 8 = 16 on Boris (K 3.4.11)."""
    pulka = await typed(tmp_path, FOUR, [FIRST4], ["2", "7", "h", "w", "p", "7", "2", "enter"],
                        variant="fspr", pulya_target=20)
    hand = pulka.hands[-1]
    assert hand.talon_tricks == 2 and hand.tricks == {"Boris": 7}
    talon = [(e.player, e.on, e.amount) for e in pulka.results[-1].entries if e.rule == "3.4.11"]
    assert talon == [("Anna", "Boris", 16)]


async def test_a_concession_after_a_whist(tmp_path):
    """Boris 7♥, Vera whists, Anna passes; ↑ from Boris's count, ``y``: down three, gora
    3 × R = 3 × 4 = 12 and nothing else (K fn 40)."""
    pulka = await typed(tmp_path, THREE, [FIRST], ["2", "7", "h", "w", "p", "up", "y", "enter"],
                        concede_down_three=True)
    hand = pulka.hands[-1]
    assert hand.conceded and hand.tricks is None
    assert [(e.column, e.player, e.amount) for e in pulka.results[-1].entries] == [
        ("gora", "Boris", 12)]


async def test_a_checked_ten_asks_the_declarers_count_only(tmp_path):
    """Boris's ten checked (K fn 39): no calls; he took 9, down one: gora 1 × 10."""
    pulka = await typed(tmp_path, THREE, [FIRST], ["2", "0", "n", "9", "enter"],
                        ten_game_checked=True)
    hand = pulka.hands[-1]
    assert hand.calls == {} and hand.tricks == {"Boris": 9}
    assert [(e.player, e.amount) for e in pulka.results[-1].entries
            if e.column == "gora"] == [("Boris", 10)]


async def test_the_dealer_takes_the_whist_over_after_two_passes_on_a_six(tmp_path):
    """fspr (kodex_plus_pass_pass): Boris 6♠, Vera and Gleb pass, Anna (the dealer)
    whists; Boris takes 6: the whists of the defence go to Anna alone."""
    pulka = await typed(tmp_path, FOUR, [FIRST4],
                        ["2", "6", "s", "p", "p", "w", "6", "enter"],
                        variant="fspr", pulya_target=20)
    hand = pulka.hands[-1]
    assert hand.calls == {"Vera": "pass", "Gleb": "pass", "Anna": "whist"}
    writers = {e.player for e in pulka.results[-1].entries if e.column == "whists"}
    assert writers == {"Anna"}


@pytest.mark.parametrize(("players", "hand", "rules"), [
    (FOUR, {"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "7H",
            "calls": {"Vera": "whist", "Gleb": "pass"}, "tricks": {"Boris": 7},
            "talon_tricks": 2}, {"variant": "fspr", "pulya_target": 20}),
    (THREE, {"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "7H",
             "calls": {"Vera": "whist", "Anna": "pass"}, "conceded": True},
     {"concede_down_three": True}),
    (THREE, {"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "10NT",
             "tricks": {"Boris": 9}}, {"ten_game_checked": True}),
    (FOUR, {"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "6S",
            "calls": {"Vera": "pass", "Gleb": "pass", "Anna": "whist"},
            "tricks": {"Boris": 6, "Vera": 2, "Gleb": 2}},
     {"variant": "fspr", "pulya_target": 20}),
], ids=["talon", "conceded", "checked-ten", "take-over-after-passes"])
async def test_hands_of_the_new_fields_are_corrected_without_loss(tmp_path, players, hand,
                                                                  rules):
    first = FIRST4 if players is FOUR else FIRST
    path = pulka_file(tmp_path, players, [first, hand], **rules)
    written = load(path)[1].results[-1].entries
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandForm), "the correction was refused"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    assert load(path)[1].results[-1].entries == written


async def test_f2_in_a_form_keeps_the_draft_and_speaks_russian(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("1", "6", "f2")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        assert form.query_one("#level").label == "уровень"
        assert (form.draft.declarer, form.query_one("#level").value) == ("Anna", 6)
        await pilot.press("f2")


@pytest.mark.parametrize(("keys", "shown"), [
    (["p", "p"], False),  # passed: nobody plays against Anna
    (["p", "h"], False),  # half-whist: no play either
    (["w", "p"], True),   # Boris whists alone: he plays open or closed [K 3.8.5]
    (["p", "h", "2"], True),  # Boris returns the whist and plays it out [K 3.8.8]
], ids=["pass-pass", "half-whist", "one whister", "whist returned"])
async def test_the_defence_field_shows_only_where_a_whister_plays(tmp_path, keys, shown):
    """A club player's report: ``defence: c closed o open`` on half-whist and pass-pass
    hands, where nobody plays. Anna 6♠ (Anna deals hand 2; Boris speaks first)."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "s", *keys)
        form = app.screen
        assert isinstance(form, HandForm)
        assert any(w.display for w in form.query("#open")) is shown
        if not shown:  # not reached by Tab / ↓ either
            await pilot.press("tab", "tab", "tab", "o")
            assert not any(w.display for w in form.query("#open"))
