"""What a new user tripped over at the table: the seat digit on the first hand, and a
level the raspasy exit refuses.

A digit ``1``–``4`` on the sheet opens the game form with that declarer (README). On
the first hand (the dealer not known yet) it used to become the dealer, so
``1 6 s w w 6 2`` quietly made Boris (the final ``2``) the declarer. Now the digit is
always the declarer, and the form asks who dealt. With ``raspasy_exit_levels`` [6, 7, 7]
a ``6`` after two raspasy said only "level: type 7 8 9 0"; now it says why (rule 3.7.8)
and the key hint shows the levels allowed.
"""

from __future__ import annotations

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.fields import ChoiceField
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, pulka_file

FOUR = ["Anna", "Boris", "Vera", "Gleb"]


def hint(form: HandForm) -> str:
    return str(form.query_one("#form-hint").render())


async def test_the_first_hand_digit_declares_and_the_dealer_is_asked_next(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=0), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("2")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        assert form.draft.declarer == "Boris"
        dealer = form.query_one("#dealer", ChoiceField)
        assert dealer.has_class("-current") and dealer.value is None
        assert dealer.label == "who dealt? (Boris declares)"
        await pilot.press("1")  # Anna dealt; typing goes on to the level
        await pilot.pause()
        assert form.query_one("#level", ChoiceField).has_class("-current")
        # Boris 7♥; Vera (on his left) passes, Anna whists; Boris takes 7
        await pilot.press("7", "h", "p", "w", "7", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    hand = app.pulka.hands[0]
    assert (hand.dealer, hand.declarer, hand.contract) == ("Anna", "Boris", "7H")
    assert hand.calls == {"Vera": "pass", "Anna": "whist"}


async def test_four_players_the_declarer_is_no_dealer_and_the_form_says_why(tmp_path):
    app = PreferansApp(pulka_file(tmp_path, FOUR, []), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("1", "1")  # Anna declares; Anna dealt? She would sit out
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        dealer = form.query_one("#dealer", ChoiceField)
        assert dealer.value is None
        assert "rule 3.2.10" in (dealer.error or "") and "2 3 4" in (dealer.error or "")
        # Boris dealt and sits out: Vera, Gleb, Anna play; Anna's defenders are Vera
        # (on her left, past the dealer) and Gleb; both whist; Anna 6, Vera 2, Gleb 2
        await pilot.press("2", "6", "s", "w", "w", "6", "2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    hand = app.pulka.hands[0]
    assert (hand.dealer, hand.declarer) == ("Boris", "Anna")
    assert hand.tricks == {"Anna": 6, "Vera": 2, "Gleb": 2}


TWO_RASPASY = [
    {"kind": "raspasy", "dealer": "Vera", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
    {"kind": "raspasy", "dealer": "Anna", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
]
"""Two raspasy in a row: Boris deals hand 3, and with [6, 7, 7] the exit is a seven."""


async def test_a_level_below_the_raspasy_exit_says_why(tmp_path):
    path = pulka_file(tmp_path, ["Anna", "Boris", "Vera"], TWO_RASPASY,
                      raspasy_exit_levels=[6, 7, 7])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("3", "6")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        level = form.query_one("#level", ChoiceField)
        error = level.error or ""
        assert "2 in a row" in error and "7 or higher" in error and "rule 3.7.8" in error
        assert error.endswith("type 7 8 9 0")
        assert "7–0 level" in hint(form) and "6–0" not in hint(form)
        await pilot.press("s", "p")  # still refused at the level: the reason stays
        assert level.error == error and level.value is None
        await pilot.press("7", "s", "p", "p", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    assert app.pulka.hands[-1].contract == "7S"


async def test_the_exit_reason_and_hint_in_russian(tmp_path):
    path = pulka_file(tmp_path, ["Anna", "Boris", "Vera"], TWO_RASPASY,
                      raspasy_exit_levels=[6, 7, 7])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.press("f2", "3", "6")
        await pilot.pause()
        form = app.screen
        error = form.query_one("#level", ChoiceField).error or ""
        assert "заказ не ниже 7" in error and "правило 3.7.8" in error
        assert "7–0 уровень" in hint(form)


async def test_later_hands_keep_all_levels_in_the_hint(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert "6–0 level" in hint(app.screen)
