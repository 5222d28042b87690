"""Start-up draws first, then reads (issue 6): the opening screen, held keys, bad files.

The first frame is the opening screen, drawn by Textual alone; the settings and the
pulka file are read after it, so importing the app must not import pydantic, the rules
core or storage. Keys typed while the file is read reach the sheet, in order.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from textual import events
from textual.widgets import Static

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.help import HelpScreen
from preferans_tui.ui.screens.opening import OpeningScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.conftest import notices
from tests.opened import opened, until_opened
from tests.ui.conftest import PULKA1, assert_made_six, copy_pulka

ROOT = Path(__file__).resolve().parents[3]


def test_the_app_module_imports_no_pydantic_rules_or_storage():
    code = ("import sys, preferans_tui.ui.app\n"
            "print(sorted(m for m in sys.modules if m == 'pydantic' or "
            "m.startswith(('preferans_tui.rules', 'preferans_tui.storage'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "[]"


class WaitingApp(PreferansApp):
    """Opens the pulka only when the test says (``open_startup``), not after the frame."""

    def on_ready(self, event: events.Ready) -> None:
        event.prevent_default()  # Textual would call PreferansApp.on_ready too


async def test_first_screen_names_the_file_before_reading_it(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1, name="friday.json")
    app = WaitingApp(path, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, OpeningScreen)
        assert app.pulka is None and not app.opened
        assert "friday.json" in str(app.screen.query_one("#opening-name", Static).render())
        app.open_startup()
        await until_opened(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 1


async def test_keys_typed_while_opening_reach_the_sheet_in_order(tmp_path):
    # PULKA-1 hand 2 (Anna deals): Anna 6♠, Boris and Vera whist, Anna 6, Boris 2
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = WaitingApp(path, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "s", "w", "w", "6", "2", "enter")
        assert isinstance(app.screen, OpeningScreen) and app.pulka is None
        app.open_startup()
        await until_opened(pilot)
        for _ in range(10):
            await pilot.pause()
        assert_made_six(app)


async def test_help_asked_while_opening_shows_over_the_sheet(tmp_path):
    app = WaitingApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f1")
        assert isinstance(app.screen, OpeningScreen)  # not over the opening screen
        app.open_startup()
        await until_opened(pilot)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, SheetScreen)


async def test_ctrl_q_while_opening_quits(tmp_path):
    app = WaitingApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0 and app.pulka is None


async def test_a_bad_file_closes_the_app_with_its_problems(tmp_path):
    path = tmp_path / "bad.json"
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"][0]["tricks"]["Anna"] = 8  # 8 + 2 + 1 = 11 tricks (rule 3.5)
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)):
        pass
    assert app.return_code == 1 and app.pulka is None
    assert any("rule 3.5" in problem for problem in app.open_error.problems)
    assert path.read_text(encoding="utf-8") == text
    assert not list(tmp_path.glob(".*.lock"))


async def test_a_data_folder_that_is_a_file_closes_the_app_cleanly(tmp_path):
    folder = tmp_path / "notadir"
    folder.write_text("hi", encoding="utf-8")
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), folder)
    async with opened(app, size=(100, 30)):
        pass
    assert app.return_code == 1 and isinstance(app.open_error, OSError)


async def test_a_file_name_too_long_closes_the_app_cleanly(tmp_path):
    app = PreferansApp(tmp_path / ("a" * 300 + ".json"), tmp_path)
    async with opened(app, size=(100, 30)):
        pass
    assert app.return_code == 1 and isinstance(app.open_error, OSError)


async def test_a_new_pulka_named_inside_saves_goes_to_the_data_folder(tmp_path):
    from preferans_tui.session.examples import SAVES
    from preferans_tui.ui.screens.start import StartScreen

    path = SAVES / "not-there-yet.json"
    assert not path.exists()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)):
        assert isinstance(app.screen, StartScreen)
        assert app.pulka_path is None  # a new file of the data folder, once started
        assert any("never written" in n.message for n in notices(app))
    assert not path.exists()


async def test_the_thread_that_reads_the_file_ends_on_the_sheet(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=3), tmp_path)
    async with opened(app, size=(100, 30)):
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 3
        assert app.data_folder == tmp_path


async def test_keys_held_while_loading_go_before_keys_typed_after(tmp_path):
    # r 3 3 Enter typed while the file loads, n 1 6 s w w 6 2 Enter typed just as it
    # opens: the raspasy must be recorded first (hand 2: Anna 3, Boris 3, Vera 4), the
    # game second (hand 3: Anna 6♠, two whisters, Anna 6, Boris 2, Vera 2)
    app = WaitingApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("r", "3", "3", "enter")
        app.open_startup()
        for key in ["n", "1", "6", "s", "w", "w", "6", "2", "enter"]:
            app.post_message(events.Key(key, "\r" if key == "enter" else key))
        await until_opened(pilot)
        for _ in range(10):
            await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        raspasy, game = app.pulka.hands[1], app.pulka.hands[2]
    assert raspasy.kind == "raspasy" and raspasy.tricks == {"Anna": 3, "Boris": 3, "Vera": 4}
    assert (game.kind, game.declarer, game.contract) == ("game", "Anna", "6S")
    assert game.tricks["Anna"] == 6 and sorted(game.tricks.values()) == [2, 2, 6]


async def test_f2_and_keys_while_opening_wait_and_do_not_crash(tmp_path):
    app = WaitingApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("f2", "down", "h")
        app.open_startup()
        await until_opened(pilot)
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.return_code is None
        from preferans_tui import texts

        assert texts.language() == "ru"


async def test_a_settings_fifo_does_not_block_the_start(tmp_path):
    import os

    os.mkfifo(tmp_path / "settings.json")
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)):
        assert isinstance(app.screen, SheetScreen)


async def test_a_symlink_loop_as_the_file_closes_the_app_saying_why(tmp_path):
    """It opened the start screen, and the pulka made there could never be saved (an
    adversary's finding); ``check`` and ``settle`` already refused it."""
    import errno

    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    app = PreferansApp(loop, tmp_path)
    async with opened(app, size=(100, 30)):
        pass
    assert app.return_code == 1 and app.pulka is None
    assert isinstance(app.open_error, OSError) and app.open_error.errno == errno.ELOOP


async def test_a_dangling_symlink_as_the_file_opens_the_start_screen(tmp_path):
    from preferans_tui.ui.screens.start import StartScreen

    link = tmp_path / "friday.json"
    link.symlink_to(tmp_path / "not-yet.json")  # the pulka is made where it points
    app = PreferansApp(link, tmp_path)
    async with opened(app, size=(100, 30)):
        assert isinstance(app.screen, StartScreen)
