"""Every screen fed the hostile corpus (issue 17): nothing from a file reaches the screen raw.

Its contents can no longer carry a payload (names, titles and notes with a control
character are refused), so what reaches a screen is the file's NAME — on the opening
screen, the sheet's file line, notices, the recent list, the settlement, the replay —
and the refusal messages, which quote what the file holds. Each screen's picture
(``export_screenshot``, the SVG of every cell drawn) and every notice are checked with
:func:`tests.hostile.assert_clean`.
"""

from __future__ import annotations

import html
import json

import pytest

from preferans_tui.__main__ import tell_problems
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.replay_app import ReplayApp
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.untrusted import visible_path
from tests.conftest import notices
from tests.hostile import GOOD_TEXT, PAYLOADS, assert_clean, file_name_for, hostile_text
from tests.opened import opened

SAMPLE = ["osc52-clipboard", "osc0-title", "c1-csi", "rtl-override", "cr-tab-newline",
          "bidi-isolates", "del-bell-backspace"]


def assert_screen_clean(app, where: str) -> None:
    picture = html.unescape(app.export_screenshot())
    assert_clean(picture, f"{where}: screen")
    for note in notices(app):
        assert_clean(note.message + note.title, f"{where}: notice")
    assert_clean(f"{app.title}{app.sub_title}", f"{where}: header")


@pytest.mark.parametrize("payload", SAMPLE)
async def test_a_pulka_named_with_a_payload(tmp_path, payload):
    path = tmp_path / file_name_for(PAYLOADS[payload])
    path.write_text(GOOD_TEXT, encoding="utf-8")
    app = PreferansApp(path, tmp_path / "data")
    async with opened(app, size=(100, 30)) as pilot:
        assert isinstance(app.screen, SheetScreen)
        assert_screen_clean(app, "sheet")
        assert visible_path(path.name) in str(app.screen.query_one("#file").render())
        app.record_hand({"kind": "raspasy", "dealer": "Anna",
                         "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}})
        await pilot.press("h")  # the history panel
        await pilot.pause()
        assert_screen_clean(app, "sheet after a hand")
        await pilot.press("u")  # the undo question quotes the hand
        await pilot.pause()
        assert_screen_clean(app, "undo question")
        await pilot.press("n", "s")  # not undone; the settlement
        await pilot.pause()
        assert isinstance(app.screen, SettlementScreen)
        assert_screen_clean(app, "settlement")
        assert_clean(app.screen.text(), "settlement text")


@pytest.mark.parametrize("payload", SAMPLE)
async def test_the_start_screen_lists_hostile_files_safely(tmp_path, payload):
    data = tmp_path / "data"
    data.mkdir()
    (data / file_name_for(PAYLOADS[payload])).write_text(GOOD_TEXT, encoding="utf-8")
    (data / ("bad" + file_name_for(PAYLOADS[payload]))).write_text(
        hostile_text("title", PAYLOADS[payload]), encoding="utf-8")
    app = PreferansApp(None, data)
    async with opened(app, size=(120, 40)) as pilot:
        assert isinstance(app.screen, StartScreen)
        assert_screen_clean(app, "start screen")
        recent = app.screen.query_one("#recent")
        recent.focus()
        for _ in range(2):  # open each: the good one, the refused one (a notice)
            await pilot.press("down", "enter")
            await pilot.pause()
            assert_screen_clean(app, "opened from the recent list")
            if isinstance(app.screen, SheetScreen):
                break


@pytest.mark.parametrize("payload", SAMPLE)
async def test_a_refused_file_and_its_message(tmp_path, capsys, payload):
    path = tmp_path / file_name_for(PAYLOADS[payload])
    path.write_text(hostile_text("calls-key", PAYLOADS[payload]), encoding="utf-8")
    app = PreferansApp(path, tmp_path / "data")
    async with opened(app, size=(100, 30)):
        pass
    assert app.return_code == 1
    error = app.open_error
    tell_problems(error.source, error.problems)  # what run_app prints on exit
    out = capsys.readouterr().out
    assert_clean(out, "exit message")
    assert "is not a player of this pulka (Anna, Boris, Vera) (rule §9.1)" in out


@pytest.mark.parametrize("payload", SAMPLE)
async def test_the_replay_of_a_pulka_named_with_a_payload(tmp_path, payload):
    path = tmp_path / file_name_for(PAYLOADS[payload])
    doc = json.loads(GOOD_TEXT)
    del doc["title"]  # the replay's heading is then the file's name
    path.write_text(json.dumps(doc), encoding="utf-8")
    model, pulka = load(path)
    app = ReplayApp(pulka, visible_path(path.name))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("right")
        await pilot.pause()
        assert_screen_clean(app, "replay")
        await pilot.press("s")
        await pilot.pause()
        assert_screen_clean(app, "replay settlement")
