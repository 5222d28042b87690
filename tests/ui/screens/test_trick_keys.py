"""Trick counts typed without traps: a digit is final at once, ``t`` is ten; the hint of
a count shows what the rules still allow; ← → ↑ ↓ move between fields; each form's hint
line lists only its own keys.

A new user typed raspasy ``1 0 9`` and got 10, 9, −9: ``1`` used to wait for a ``0``.
"""

from __future__ import annotations

from textual.widgets import Static

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.widgets.number_field import NumberField
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka


def app_after_one_hand(tmp_path) -> PreferansApp:
    """PULKA-1 after its first hand: 3 players, Anna deals hand 2 (SPEC §10)."""
    return PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)


def counts(form: HandForm) -> list[int | None]:
    return [form.query_one(f"#{i}", NumberField).value for i in ("t0", "t1", "t-last")]


async def test_raspasy_one_then_zero_is_one_and_zero(tmp_path):
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r", "1", "0")
        await pilot.pause()
        # 3 players, all play raspasy: Anna 1, Boris 0, Vera 10 − 1 − 0 = 9
        assert counts(app.screen) == [1, 0, 9]


async def test_raspasy_ten_is_t(tmp_path):
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r", "t", "0")
        await pilot.pause()
        # Anna 10, Boris 0, Vera 10 − 10 − 0 = 0
        assert counts(app.screen) == [10, 0, 0]
        await pilot.press("enter")
        await pilot.pause()
        assert app.pulka.hands[-1].tricks == {"Anna": 10, "Boris": 0, "Vera": 0}


async def test_next_count_shows_what_is_left(tmp_path):
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        boris = app.screen.query_one("#t1", NumberField)
        assert "t = 10" in str(boris.render())  # nothing typed yet: ten is possible
        await pilot.press("3")
        await pilot.pause()
        # Anna took 3: Boris can take 10 − 3 = 7 at most
        assert boris.high == 7 and "0–7" in str(boris.render())
        assert "t = 10" not in str(boris.render())


async def test_whister_count_shows_what_is_left(tmp_path):
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n", "1", "6", "s", "w", "w", "7")
        await pilot.pause()
        # Anna took 7: Boris, the first whister, can take 10 − 7 = 3 at most
        whister = app.screen.query_one("#t-whister", NumberField)
        assert whister.high == 3 and "0–3" in str(whister.render())


async def test_arrows_move_between_count_fields(tmp_path):
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        form = app.screen
        assert form.current_widget.id == "t0"
        for key, expected in (("down", "t1"), ("up", "t0"), ("right", "t1"), ("left", "t0")):
            await pilot.press(key)
            assert form.current_widget.id == expected, key


async def test_each_form_hints_only_its_own_keys(tmp_path):
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        hints = {}
        for key in "nmra":
            await pilot.press(key)
            await pilot.pause()
            hints[key] = str(app.screen.query_one("#form-hint", Static).render())
            await pilot.press("escape")
            await pilot.pause()
    assert "level" in hints["n"] and "suit" in hints["n"] and "t = 10" in hints["n"]
    assert "level" not in hints["m"] and "suit" not in hints["m"]
    assert "level" not in hints["r"] and "call" not in hints["r"] and "player" not in hints["r"]
    assert "level" not in hints["a"] and "suit" not in hints["a"] and "column" in hints["a"]


async def test_a_count_above_what_is_left_is_refused_with_the_reason(tmp_path):
    # PULKA-1 hand 2 (Anna deals): Anna 6♠ with two whisters, Anna took 7: a whister's
    # count is at most 10 − 7 = 3 (rule 3.5); 9 is refused, 2 is taken
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "s", "w", "w", "7", "9")
        field = app.screen.query_one("#t-whister", NumberField)
        assert field.value is None and "at most 3" in (field.error or "")
        await pilot.press("2")
        assert field.value == 2 and field.error is None


async def test_a_declarer_count_typed_again_clears_a_whister_count_that_no_longer_fits(
        tmp_path):
    # Anna 6♠, two whisters: Anna 6, Boris 4 (Vera 0); back to Anna's count, 8: Boris's 4
    # no longer fits (8 + 4 > 10) and is cleared, never a negative count for Vera
    app = app_after_one_hand(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "s", "w", "w", "6", "4", "up", "8")
        form = app.screen
        assert form.query_one("#t-declarer", NumberField).value == 8
        assert form.query_one("#t-whister", NumberField).value is None
        assert form.query_one("#t-other", NumberField).value is None


async def test_a_count_that_leaves_nothing_is_filled_and_another_digit_refused(tmp_path):
    # PULKA-2 after hand 1 (four players, Anna deals, Boris, Vera, Gleb play from her
    # left, her talon counts on raspasy): Boris 5, Vera 5 leave nothing, so Gleb's 0 is
    # filled (one possible value) and the talon's 0 follows; a 2 for Gleb is refused (at
    # most 0, rule 3.5), never −2 for the talon
    from tests.ui.conftest import PULKA2

    app = PreferansApp(copy_pulka(PULKA2, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "5", "5", "2")
        form = app.screen
        gleb = form.query_one("#t3", NumberField)
        assert gleb.value == 0 and "at most 0" in (gleb.error or "")
        assert form.query_one("#t-talon", NumberField).value == 0
