"""Undo asks first (``u``, then ``y``, or ``д`` on the Russian layout; Enter and any other
key keep the hand), naming the hand it removes; a finished pulka says why ``n`` / ``m`` /
``r`` do nothing."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1, assert_made_six, copy_pulka


@pytest.mark.parametrize("answer", ["y", "д"])
async def test_undo_confirmed(tmp_path, answer):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        question = str(app.screen.query_one("#question", Static).render())
        # hand 3 of PULKA-1: raspasy, Boris dealt, Anna 0, Boris 6, Vera 4
        assert "deal 3" in question and "Boris dealt" in question and "Boris 6" in question
        await pilot.press(answer)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 2
    assert len(load(path)[1]) == 2


@pytest.mark.parametrize("answer", ["n", "enter", "н", "escape"])
async def test_undo_any_other_key_keeps_the_hand(tmp_path, answer):
    # a habitual Enter is no (issue 12.2); so is н, «нет» on the Russian layout (the y key)
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("u", answer)  # "n" answers no; it does not open a game form
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 3
    assert path.read_bytes() == before


@pytest.mark.parametrize("key", ["n", "m", "r"])
async def test_finished_pulka_says_only_adjustments(tmp_path, key):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path), tmp_path)  # all 8 hands: finished
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.pulka.finished
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert any("only adjustments" in n.message for n in notices(app))
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)


async def test_keys_in_one_burst_after_the_answer_reach_the_sheet(tmp_path):
    # u y, then PULKA-1 hand 2 typed again in the same burst (Anna deals): Anna 6♠,
    # Boris and Vera whist, Anna 6, Boris 2 → Vera 2
    from textual import events

    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        for key in ["u", "y", "n", "1", "6", "s", "w", "w", "6", "2", "enter"]:
            app.post_message(events.Key(key, "\r" if key == "enter" else key))
        for _ in range(10):
            await pilot.pause()
        assert_made_six(app)
