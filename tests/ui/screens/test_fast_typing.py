"""Keys typed fast — or pasted — give the same hand as keys typed slowly.

The terminal may deliver a whole burst of keys before the app has handled the first.
Focus moves between fields asynchronously, so a form that let the focused field take
each key put a fast ``1 6 s w w 6 2`` all into the declarer field. The form now routes
every key by its own state, in order; these tests post each burst in one go, with no
pause between the keys.
"""

from __future__ import annotations

import pytest
from textual import events

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import MADE_SIX, PULKA1, assert_made_six, copy_pulka

CHARS = {"enter": "\r", "escape": "\x1b", "backspace": "\x7f", "tab": "\t"}


def burst(app, keys: list[str]) -> None:
    """Post every key to the app at once, as a terminal delivers a fast burst or a paste."""
    for key in keys:
        app.post_message(events.Key(key, CHARS.get(key, key if len(key) == 1 else None)))


async def settle(pilot) -> None:
    for _ in range(4):
        await pilot.pause()


@pytest.mark.parametrize("split", [0, 1], ids=["all-at-once", "n-then-burst"])
async def test_burst_from_the_sheet(tmp_path, split):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        if split:
            burst(app, MADE_SIX[:split])
            await settle(pilot)
            assert isinstance(app.screen, HandForm)
        burst(app, MADE_SIX[split:])
        await settle(pilot)
        assert_made_six(app)


async def test_press_in_one_call(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press(*MADE_SIX)
        await settle(pilot)
        assert_made_six(app)


@pytest.mark.parametrize("together", [False, True], ids=["two-bursts", "one-burst"])
async def test_burst_of_two_hands_and_a_ten(tmp_path, together):
    """A raspasy with a ten (typed ``t``) and then a game, typed at full speed.

    Hand 2 (Anna deals): Anna 10, Boris 0, so Vera 10 − 10 − 0 = 0. Hand 3 (Boris
    deals): Boris 7♥, Vera whists, Anna passes, Boris takes 7. In one burst the keys
    after the first Enter belong to the sheet and the next form.
    """
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    first, second = ["r", "t", "0", "enter"], ["n", "2", "7", "h", "w", "p", "7", "enter"]
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        if together:
            burst(app, first + second)
        else:
            burst(app, first)
            await settle(pilot)
            burst(app, second)
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 3
        assert dict(app.pulka.hands[1].tricks) == {"Anna": 10, "Boris": 0, "Vera": 0}
        game = app.pulka.hands[2]
        assert (game.declarer, game.contract) == ("Boris", "7H")
        assert game.calls == {"Vera": "whist", "Anna": "pass"} and game.tricks == {"Boris": 7}


async def test_paste_into_a_form(tmp_path):
    """A paste of ``16sww62`` after ``n`` types the made six."""
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        burst(app, ["n"])
        app.post_message(events.Paste("16sww62"))
        burst(app, ["enter"])
        await settle(pilot)
        assert_made_six(app)


async def test_click_picks_an_option_and_moves_on(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await settle(pilot)
        form = app.screen
        declarer = form.query_one("#declarer")
        # "declarer:  1 Anna   2 Boris": the label, then " 2 " and "Boris " start at
        # column 1 (padding) + len("declarer: ") + len(" 1 Anna  ") + 1
        await pilot.click(declarer, offset=(1 + len("declarer: ") + len(" 1 Anna  ") + 2, 0))
        await settle(pilot)
        assert declarer.value == "Boris"
        assert form.current_widget is form.query_one("#level")


async def test_burst_into_the_adjustment_form(tmp_path):
    """Column, player, amount with a minus, rule and note typed in one burst."""
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        burst(app, ["a", "g", "2", "-", "4", "tab", "4", ".", "2", ".", "7", "tab",
                    "o", "k", "enter"])
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        hand = app.pulka.hands[-1]
        assert hand.kind == "adjustment" and hand.rule == "4.2.7" and hand.note == "ok"
        assert [(e.column, e.player, e.amount) for e in hand.entries] == [
            ("gora", "Boris", -4)]
