"""Every screen fed the hostile corpus (issue 17): nothing from a file reaches the screen raw.

A name and every key of a hand with a control character is refused, so what reaches a
screen from them is the file's NAME — on the opening screen, the sheet's file line,
notices, the recent list, the settlement, the replay — and the refusal messages, which
quote what the file holds. A title and notes are free text (FORMAT.md) and can carry a
payload: the header, the settlement, its export, the replay and the recent list show
them escaped. Each screen's picture
(``export_screenshot``, the SVG of every cell drawn) and every notice are checked with
:func:`tests.hostile.assert_clean`.
"""

from __future__ import annotations

import html
import json

import pytest

from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.replay_app import ReplayApp
from preferans_tui.ui.screens.replay import ReplayScreen
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.untrusted import visible, visible_path
from preferans_tui.views.printing import tell_problems
from tests.conftest import notices
from tests.hostile import (
    GOOD_TEXT,
    PAYLOADS,
    assert_clean,
    file_name_for,
    hostile_doc,
    hostile_text,
)
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


@pytest.mark.parametrize("payload", SAMPLE)
async def test_a_title_and_notes_with_a_payload_open_and_show_escaped(tmp_path, payload):
    """The file is good (FORMAT.md: free text); every place the title is shown is clean:
    the header, the settlement, its text (copied and exported), the replay's heading."""
    doc = hostile_doc("notes", PAYLOADS[payload]) | {"title": "Friday " + PAYLOADS[payload]}
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    shown = "Friday " + visible(PAYLOADS[payload])
    app = PreferansApp(path, tmp_path / "data")
    async with opened(app, size=(100, 30)) as pilot:
        assert isinstance(app.screen, SheetScreen)
        assert app.screen.title == shown
        assert_screen_clean(app, "sheet")
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettlementScreen)
        assert_screen_clean(app, "settlement")
        assert app.screen.text().splitlines()[0] == f"Settlement: {shown}"
    model, pulka = load(path)
    replay = ReplayApp(pulka, model.title)
    async with replay.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(replay.screen, ReplayScreen)
        assert_screen_clean(replay, "replay")
        assert replay.screen._heading().startswith(f"Replay: {shown[:39]}")


async def test_a_long_title_is_cut_where_it_is_shown(tmp_path):
    """A title of 5,000 characters (FORMAT.md sets no limit): the header and the
    settlement keep 199 and an ellipsis; the replay's one-line heading keeps 39 and
    still says where it stands."""
    doc = json.loads(GOOD_TEXT) | {"title": "t" * 5000, "notes": "n" * 5000}
    path = tmp_path / "p.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    app = PreferansApp(path, tmp_path / "data")
    async with opened(app, size=(80, 24)) as pilot:
        assert app.screen.title == "t" * 199 + "…"
        await pilot.press("s")
        await pilot.pause()
        heading = app.screen.text().split("\nNot finished")[0]  # wrapped at 80
        assert heading.replace("\n", "") == "Settlement:" + "t" * 199 + "…"
    model, pulka = load(path)
    replay = ReplayApp(pulka, model.title)
    async with replay.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert replay.screen._heading().startswith(
            "Replay: " + "t" * 39 + "… · Before the first deal")
