"""Back on the start screen after Ctrl+O: F2 typed right after it reaches the start
screen; the notice that the pulka closed, and a warning shown, follow the language; the
players of the pulka keep their names; rules that differ from the preset are said and
shown (``ui/closing.py``, ``ui/screens/start.py``).
"""

from __future__ import annotations

import json

from textual.widgets import Collapsible, Input, Static

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.start import StartScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka, emptied_box, pulka_file
from tests.ui.screens.test_fast_typing import burst, settle


def toasts(app) -> list[str]:
    """The notices shown on the screen, as their text is drawn now (the app run with
    ``notifications=True``: ``run_test`` shows none by default)."""
    return [str(toast.render()) for toast in app.screen.query("Toast")]


def names(screen: StartScreen, count: int) -> list[str]:
    return [screen.query_one(f"#name{i}", Input).value for i in range(count)]


async def test_f2_typed_right_after_ctrl_o_switches_the_start_screen(tmp_path):
    """In tmux ``send-keys C-o F2`` the F2 seemed lost: it waits, held, until the start
    screen is built (a second or more on a busy machine), then switches it."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        burst(app, ["ctrl+o", "f2"])
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert texts.language() == "ru"
        title = app.screen.query_one("#new-pulka-title", Static)
        assert str(title.render()) == "Новая пулька"
        assert json.loads((tmp_path / "settings.json").read_text())["language"] == "ru"


async def test_the_closed_notice_follows_f2(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1, name="p1.json"), tmp_path)
    app.NOTIFICATION_TIMEOUT = 60  # not gone before F2 on a slow machine (5 s by default)
    async with opened(app, size=(100, 30), notifications=True) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert toasts(app) == ["p1.json closed: every hand is saved in it"]
        await pilot.press("f2")
        await settle(pilot)
        assert toasts(app) == ["Пулька p1.json закрыта, все сдачи в ней сохранены"]
        await pilot.press("f2")
        await settle(pilot)
        assert toasts(app) == ["p1.json closed: every hand is saved in it"]


async def test_a_start_warning_shown_follows_f2(tmp_path):
    """A target of ``x``: the line under the form and its notice say what the box takes,
    in the language of the moment."""
    app = PreferansApp(tmp_path / "new.json", tmp_path)
    app.NOTIFICATION_TIMEOUT = 60  # not gone before F2 on a slow machine (5 s by default)
    async with opened(app, size=(100, 30), notifications=True) as pilot:
        emptied_box(app, "target")
        await pilot.press("x", "ctrl+s")
        await settle(pilot)
        english = "pulya target: must be a whole number, such as 20"
        line = app.screen.query_one("#start-error", Static)
        assert str(line.render()) == f"⚠ {english}" and toasts(app) == [english]
        await pilot.press("f2")
        await settle(pilot)
        russian = "пуля до: нужно целое число, например 20"
        assert str(line.render()) == f"⚠ {russian}" and toasts(app) == [russian]


async def test_the_players_of_the_pulka_left_keep_their_names_across_f2(tmp_path):
    """PULKA-1's players are Anna, Boris and Vera: the names the form suggests in
    English, but here the players' own. Only the fourth box, a suggestion, follows."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert names(app.screen, 4) == ["Anna", "Boris", "Vera", "Gleb"]
        await pilot.press("f2")
        await settle(pilot)
        assert names(app.screen, 4) == ["Anna", "Boris", "Vera", "Глеб"]
        await pilot.press("f2")
        await settle(pilot)
        assert names(app.screen, 4) == ["Anna", "Boris", "Vera", "Gleb"]


async def test_a_new_start_screen_still_suggests_names_in_the_language(tmp_path):
    app = PreferansApp(tmp_path / "new.json", tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2")
        await settle(pilot)
        assert names(app.screen, 4) == ["Аня", "Боря", "Вера", "Глеб"]


async def test_rules_that_differ_from_the_preset_are_said_and_shown(tmp_path):
    """Rostov with the talon bonus on and no half-whist: two options differ from the
    Rostov preset (talon_bonus off, half_whist on). The rules editor says so and is open;
    its title follows the boxes and F2."""
    hands = json.loads(PULKA2.read_text(encoding="utf-8"))["hands"][:1]
    path = pulka_file(tmp_path, ["Anna", "Boris", "Vera", "Gleb"], hands, variant="rostov",
                      talon_bonus=True, half_whist=False)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot)
        box = app.screen.query_one("#options-box", Collapsible)
        assert not box.collapsed
        assert app.screen.query_one("#new-pulka").scroll_y == 0  # the names in sight
        assert box.title == "rules (editable) · 2 options changed"
        await pilot.press("f2")
        await settle(pilot)
        assert box.title == "правила (можно менять) · изменено: 2"
        app.screen.query_one("#opt-half_whist").value = True  # back to the preset's
        await settle(pilot)
        assert box.title == "правила (можно менять) · изменено: 1"


async def test_the_presets_own_rules_stay_folded(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot)
        box = app.screen.query_one("#options-box", Collapsible)
        assert box.collapsed and box.title == "rules of the preset (editable)"


async def test_the_undone_notice_follows_f2(tmp_path):
    """A new user's find: «deal 2 undone» stayed English over the Russian sheet after
    F2. The sheet's notices (undone, kept, nothing to undo, correction cancelled) are said
    again in the new language while shown."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2, name="p1.json"), tmp_path)
    app.NOTIFICATION_TIMEOUT = 60  # not gone before F2 on a slow machine (5 s by default)
    async with opened(app, size=(100, 30), notifications=True) as pilot:
        await pilot.press("u", "y")
        await settle(pilot)
        assert toasts(app) == ["deal 2 undone"]
        await pilot.press("f2")
        await settle(pilot)
        assert toasts(app) == ["сдача 2 отменена"]
