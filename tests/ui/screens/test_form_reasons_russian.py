"""What the rules refuse reads in Russian on a Russian screen: the core's reasons come
from its Russian catalogue (preferans_tui.rules.reasons_ru), with the field and the rule.
"""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from preferans_tui.rules import PulkaError
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.widgets.fields import KeyField
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, pulka_file

TWO_RASPASY = [
    {"kind": "raspasy", "dealer": "Vera", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
    {"kind": "raspasy", "dealer": "Anna", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
]
"""Two raspasy in a row: with exit levels [6, 9] the third hand is a nine or higher."""


async def test_a_kind_the_rules_refuse_is_told_in_russian(tmp_path):
    # rule 3.7.8: after two raspasy the exit is a nine, and a misère ranks below a nine
    path = pulka_file(tmp_path, ["Anna", "Boris", "Vera"], TWO_RASPASY,
                      raspasy_exit_levels=[6, 9])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2", "m")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    said = [n.message for n in notices(app)]
    assert ("вид сдачи: распасов было 2 подряд: выход — игра не ниже 9, а мизер младше "
            "девятерной (правило 3.7.8)") in said


async def test_the_start_screen_refuses_names_in_russian(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2")
        await pilot.pause()
        app.screen.query_one("#name0", Input).value = "Anna"
        app.screen.query_one("#name1", Input).value = "Anna"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        error = str(app.screen.query_one("#start-error").render())
        assert error.endswith("у двух игроков одно и то же имя: 'Anna' (правило 1.2)")
        app.screen.query_one("#name1", Input).value = "Boris"
        app.screen.query_one("#title", Input).value = "x" * 201
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(app.screen.query_one("#start-error").render())
        assert error.endswith("слишком длинное: символов 201, а можно не больше 200")


async def test_the_hand_form_shows_the_cores_refusal_in_russian(tmp_path):
    """The form offers only what the rules allow (a complete draft is never refused,
    tests/rules/draft/test_draft_properties.py), so the refusal is the core's own for a record
    typed elsewhere: PULKA-1 hand 2 (Anna deals), Boris 8♠, Vera passes and Anna goes
    for half-whist — on an eight, which rule 3.8.7 refuses."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2", "n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        with pytest.raises(PulkaError) as refused:
            app.pulka.preview({"kind": "game", "dealer": "Anna", "declarer": "Boris",
                               "contract": "8S", "calls": {"Vera": "pass", "Anna": "half"},
                               "tricks": {"Boris": 8}})
        form.show_error(refused.value)
        await pilot.pause()
        shown = " ".join([str(form.query_one("#form-error", Static).render()),
                          *(w.error or "" for w in form.query(KeyField))])
        assert ("полвиста только на шестерной или семерной, а не на 8S (правило 3.8.7)"
                in shown)
        assert "half-whist" not in shown
