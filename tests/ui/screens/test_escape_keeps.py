"""Esc on a hand form never throws a typed hand away without asking (as Ctrl+Q and Ctrl+O
ask, ``ui/closing.py``); an empty form still closes at once. The question takes no key
typed before it could be read (issue 31.3).

A tester hit Esc by mistake on a half-typed hand and lost it: the table had to type it
again from memory.
"""

from __future__ import annotations

import json

import pytest
from textual.widgets import Static

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka
from tests.ui.questions import read_the_question
from tests.ui.screens.test_fast_typing import burst, settle
from tests.ui.screens.test_next_pulka import HALF_TYPED


async def test_escape_on_a_typed_hand_asks_and_any_key_but_y_keeps_it(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*HALF_TYPED)
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm)
        typed = dict(form.draft.values)
        for answer in ("escape", "enter", "n"):  # Esc twice, a habitual Enter, n (нет)
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, Confirm) and app.screen.name == "cancel-hand"
            assert app.screen.question == "The hand in the form is not recorded. Throw it away?"
            await read_the_question(pilot)
            await pilot.press(answer)
            await settle(pilot)
            assert app.screen is form and form.draft.values == typed, answer
        await pilot.press("enter")  # the hand is still whole: Boris 10NT, made
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 2
        assert app.pulka.hands[-1].contract == "10NT"


@pytest.mark.parametrize("yes", ["y", "д"])
async def test_escape_then_y_typed_at_once_throws_nothing_away(tmp_path, yes):
    """Issue 31.3: a ``y`` right after Esc was typed before the question could be read
    (an Esc hit by mistake in a burst): it answers nothing; it and the keys after it are
    listed as not taken, reaching neither the question nor the form."""
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        # Boris declares 6♠; Esc, y and Anna's seat in the same burst
        burst(app, ["2", "6", "s", "escape", yes, "1"])
        await settle(pilot)
        question = app.screen
        assert isinstance(question, Confirm) and question.not_taken == [yes, "1"]
        assert str(question.query_one("#confirm-ahead", Static).render()) == (
            f"Typed before the question could be read, not taken: {yes}1\n"
            "Type them again once you have answered.")
        form = app.screen_stack[-2]
        assert isinstance(form, HandForm) and form.draft.declarer == "Boris"
        await read_the_question(pilot)
        await pilot.press(yes, "1")  # read, and chosen: thrown away; then Anna's game
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm) and form.draft.declarer == "Anna"
        assert len(app.pulka) == 1
    assert path.read_bytes() == before


@pytest.mark.parametrize("ahead", [["ctrl+o"], ["space"], ["tab"]], ids=str)
async def test_a_key_typed_ahead_is_no_no_and_the_keys_after_it_reach_no_form(tmp_path,
                                                                               ahead):
    """Issue 31.3: Esc on a typed raspasy (Anna 4), then a key meant for the sheet and
    more counts: once the key said "no", ``5 Enter`` recorded the hand the player meant
    to drop. Now the keys typed ahead are not taken and the hand is still the form's.
    (Ctrl+O asks its own question, drop the hand and leave; the key after it answers
    that one, not Esc's.)"""
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "4")
        await settle(pilot)
        burst(app, ["escape", *ahead, "space", "5", "enter"])
        await settle(pilot)
        question = app.screen
        assert isinstance(question, Confirm) and question.name == "cancel-hand"
        assert question.not_taken[-2:] == ["5", "Enter"]
        assert len(app.pulka) == 1
        await read_the_question(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 1
    assert path.read_bytes() == before


async def test_escape_on_an_empty_form_or_an_unchanged_correction_closes_at_once(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    before = json.loads(path.read_text(encoding="utf-8"))["hands"]
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        for keys in (["n"], ["a"], ["e"]):  # a new game, an adjustment, the last hand reopened
            await pilot.press(*keys)
            await settle(pilot)
            assert isinstance(app.screen, HandForm)
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, SheetScreen), keys
            assert len(app.pulka) == 3  # the correction put back as it was
    assert json.loads(path.read_text(encoding="utf-8"))["hands"] == before


async def test_escape_on_a_changed_correction_asks_in_russian(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2", "e", "backspace", "escape")  # the first count cleared
        await settle(pilot)
        await read_the_question(pilot)
        assert texts.language() == "ru"
        assert isinstance(app.screen, Confirm)
        assert app.screen.question == ("Исправление в форме не записано (в файле сдача "
                                       "останется как была). Выбросить его?")
        await pilot.press("д")  # да
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 3
