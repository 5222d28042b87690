"""F2 in an open hand form: every label in the new language, nothing typed is lost.

PULKA-1 after hand 1 (Boris deals hand 2... see SPEC §10): the game form of hand 2
types Anna 6♠, Boris whists; the misère form types Anna; the adjustment form types a
column, a player and an amount, and a free-text rule.
"""

from __future__ import annotations

import pytest

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.fields import KeyField
from tests.opened import opened
from tests.ui.conftest import PULKA1, assert_made_six, copy_pulka
from tests.ui.questions import drop_typed_hand


def typed(form: HandForm) -> dict[str, object]:
    return {w.id: w.value for w in form.query(KeyField) if w.value is not None}


def title(form: HandForm) -> str:
    return str(form.query_one("#form-title").render())


@pytest.mark.parametrize(("key", "keys", "english", "russian"), [
    ("n", ["1", "6", "s", "w"], "game", "игра"),
    ("m", ["1"], "misère", "мизер"),
    ("a", ["w", "1", "2"], "adjustment", "поправка"),
])
async def test_f2_relabels_an_open_form_and_keeps_what_was_typed(
        tmp_path, key, keys, english, russian):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(key, *keys)
        form = app.screen
        assert isinstance(form, HandForm) and english in title(form)
        before = typed(form)
        assert before  # the keys were taken
        await pilot.press("f2")
        await pilot.pause()
        assert texts.language() == "ru"
        assert app.screen is form and russian in title(form)
        assert typed(form) == before
        await pilot.press("f2")
        await pilot.pause()
        assert english in title(form) and typed(form) == before
        await drop_typed_hand(pilot)  # the typed hand is thrown away once asked (and read)
        assert isinstance(app.screen, SheetScreen)


async def test_game_typed_across_a_language_switch_is_recorded(tmp_path):
    # PULKA-1 hand 2 (Anna deals): Anna 6♠, Boris and Vera whist, Anna 6, Boris 2, Vera 2
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "s", "w", "f2", "w", "6", "2")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert_made_six(app)
