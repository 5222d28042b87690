"""Esc on a hand form never throws a typed hand away without asking (as Ctrl+Q and Ctrl+O
ask, ``ui/closing.py``); an empty form still closes at once.

A tester hit Esc by mistake on a half-typed hand and lost it: the table had to type it
again from memory.
"""

from __future__ import annotations

import json

from preferans_tui.ui import i18n
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened

from .conftest import PULKA1, copy_pulka
from .test_fast_typing import burst, settle
from .test_next_pulka import HALF_TYPED


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
            assert isinstance(app.screen, Confirm) and app.screen.id == "cancel-hand"
            assert app.screen.question == "The hand in the form is not recorded. Throw it away?"
            await pilot.press(answer)
            await settle(pilot)
            assert app.screen is form and form.draft.values == typed, answer
        await pilot.press("enter")  # the hand is still whole: Boris 10NT, made
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 2
        assert app.pulka.hands[-1].contract == "10NT"


async def test_escape_then_y_throws_the_hand_away_and_keys_after_reach_the_sheet(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        # Boris declares 6♠; Esc, y: thrown away; then Anna's game, typed in the same burst
        burst(app, ["2", "6", "s", "escape", "y", "1"])
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm) and form.typed  # a new form, declarer Anna
        assert "Anna" in form.draft.values.values()
        assert "Boris" not in form.draft.values.values()
        assert len(app.pulka) == 1
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
        assert i18n.language() == "ru"
        assert isinstance(app.screen, Confirm)
        assert app.screen.question == ("Исправление в форме не записано (в файле сдача "
                                       "останется как была). Выбросить его?")
        await pilot.press("д")  # да
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 3
