"""A digit after the last count never rewrites it silently (a new user's evening).

The help says a digit is final at once. Once every count the form asks is given, the
cursor stays on the last one; a further digit used to replace it: ``2 7 h p w 6 1``
recorded Boris's 7♥ with 1 trick (down six) instead of 6. Now a digit equal to the
count that follows (rule 3.5: the tricks sum to 10) is taken as a confirmation, any
other is refused with a notice, and a count changes only on purpose (Backspace, or
↑ / Shift+Tab to it and retype).

PULKA-1's table (SPEC §10): Anna, Boris, Vera; after its first hand Anna deals hand 2,
so a game declared by Boris has Vera (on his left) as the first defender, then Anna.
"""

from __future__ import annotations

import pytest

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.number_field import NumberField
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

ONE_WHISTER = ["2", "7", "h", "p", "w", "6"]
"""Boris 7♥, Vera passes, Anna whists; Boris takes 6 (Anna's side 10 − 6 = 4)."""
TWO_WHISTERS = ["1", "6", "s", "w", "w", "6", "2"]
"""Anna 6♠, Boris and Vera whist; Anna 6, Boris 2 (Vera 10 − 6 − 2 = 2)."""


def table(tmp_path) -> PreferansApp:
    return PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)


def count(form: HandForm, slot: str) -> NumberField:
    return form.query_one(f"#{slot}", NumberField)


async def test_a_digit_after_the_one_whisters_hand_is_refused_not_written(tmp_path):
    app = table(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*ONE_WHISTER, "1")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        declarer = count(form, "t-declarer")
        assert declarer.value == 6  # not 1: nothing typed is moved silently
        assert "tricks of Anna: 4" in (declarer.error or "")  # 10 − 6, what follows
        assert "rule 3.5" in (declarer.error or "")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    assert app.pulka.hands[-1].tricks == {"Boris": 6}  # 7♥ down one, not down six


async def test_the_count_that_follows_typed_as_well_is_a_confirmation(tmp_path):
    app = table(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*ONE_WHISTER, "4")  # Anna's side: 10 − 6 = 4
        await pilot.pause()
        assert count(app.screen, "t-declarer").error is None
        await pilot.press("enter")
        await pilot.pause()
    assert app.pulka.hands[-1].tricks == {"Boris": 6}


async def test_two_whisters_a_third_digit_is_refused_the_right_one_confirms(tmp_path):
    app = table(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*TWO_WHISTERS, "3")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        whister = count(form, "t-whister")
        assert (whister.value, count(form, "t-other").value) == (2, 2)  # not 3 and 1
        assert "tricks of Vera: 2" in (whister.error or "")
        await pilot.press("2")  # Vera's 2: agrees, the notice goes
        await pilot.pause()
        assert whister.error is None
        await pilot.press("enter")
        await pilot.pause()
    assert app.pulka.hands[-1].tricks == {"Anna": 6, "Boris": 2, "Vera": 2}


@pytest.mark.parametrize(("edit", "tricks"), [
    # Backspace clears Boris's 2, then 3 on purpose: Vera 10 − 6 − 3 = 1
    (["backspace", "3"], {"Anna": 6, "Boris": 3, "Vera": 1}),
    # Shift+Tab back to Anna's count, 7 on purpose; Boris keeps 2: Vera 10 − 7 − 2 = 1
    (["shift+tab", "7"], {"Anna": 7, "Boris": 2, "Vera": 1}),
])
async def test_a_count_changes_on_purpose(tmp_path, edit, tricks):
    app = table(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*TWO_WHISTERS, *edit, "enter")
        await pilot.pause()
    assert app.pulka.hands[-1].tricks == tricks


async def test_raspasy_a_digit_after_the_counts_is_refused_unless_it_agrees(tmp_path):
    app = table(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "1", "0", "5")  # Anna 1, Boris 0: Vera 9, not 5
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        assert [count(form, s).value for s in ("t0", "t1", "t-last")] == [1, 0, 9]
        assert "Vera: 9" in (count(form, "t1").error or "")
        await pilot.press("9", "enter")  # Vera's 9 agrees
        await pilot.pause()
    assert app.pulka.hands[-1].tricks == {"Anna": 1, "Boris": 0, "Vera": 9}


async def test_a_misere_count_given_is_not_replaced(tmp_path):
    app = table(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("m", "2", "0", "3")  # Boris's misère, clean; then a stray 3
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        field = count(form, "t-declarer")
        assert field.value == 0
        assert "Backspace" in (field.error or "")
        await pilot.press("enter")
        await pilot.pause()
    assert app.pulka.hands[-1].tricks == {"Boris": 0}


async def test_the_notice_speaks_russian(tmp_path):
    app = table(tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.press("f2", *ONE_WHISTER, "1")
        await pilot.pause()
        error = count(app.screen, "t-declarer").error or ""
    assert "следует из остальных" in error and "правило 3.5" in error
