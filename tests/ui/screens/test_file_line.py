"""The line under the sheet never says "saved" before a save has happened (issue 16).

A file opened is only read: the line names it and says the hands will be saved there;
once a hand (or an undo) is written it says "saved to". A new pulka and an example's
copy are written at once, so "saved" is true there from the start. A failed save keeps
its red NOT SAVED line; a file reloaded after another program changed it was read, not
written. Both languages.
"""

from __future__ import annotations

import json
import os

from textual.widgets import Static

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.file_changed import TYPED_AHEAD_SECONDS
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

HANDS = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]


def file_line(app) -> str:
    return str(app.screen.query_one("#file", Static).render())


async def test_a_file_opened_is_not_called_saved_until_a_hand_is_written(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=2, name="p1.json")
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        assert file_line(app) == "p1.json · every hand is saved here"
        assert path.read_bytes() == before  # indeed nothing was written
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert file_line(app) == "saved to p1.json"
        assert len(json.loads(path.read_text(encoding="utf-8"))["hands"]) == 3


async def test_in_russian_too(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=2, name="p1.json")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.press("f2")
        await pilot.pause()
        assert file_line(app) == "p1.json · каждая сдача сохраняется в этот файл"
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert file_line(app) == "сохранено в p1.json"


async def test_an_undo_that_was_written_says_saved(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3, name="p1.json")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.press("u", "y")
        await pilot.pause()
        assert len(json.loads(path.read_text(encoding="utf-8"))["hands"]) == 2
        assert file_line(app) == "saved to p1.json"


async def test_an_undo_answered_no_writes_nothing_and_says_nothing_saved(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3, name="p1.json")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.press("u", "n")
        await pilot.pause()
        assert file_line(app) == "p1.json · every hand is saved here"


async def test_a_new_pulka_from_the_start_screen_is_written_at_once(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("ctrl+s")  # the start screen's defaults: a new pulka
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka_path is not None and app.pulka_path.stat().st_size > 0
        assert file_line(app) == f"saved to {app.pulka_path.name}"


async def test_an_example_is_written_as_a_copy_at_once(tmp_path):
    app = PreferansApp(PULKA1, tmp_path)
    async with opened(app, size=(100, 30)):
        copy = app.pulka_path
        assert copy is not None and copy.parent == tmp_path / "examples" and copy.exists()
        assert file_line(app) == f"saved to {copy.name}"


async def test_a_reloaded_file_was_read_not_saved(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=2, name="p1.json")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert file_line(app) == "saved to p1.json"
        os.replace(copy_pulka(PULKA1, tmp_path, hands=5, name="other.json"), path)
        app.record_hand(HANDS[3])  # meets the other file: asks
        await pilot.pause(TYPED_AHEAD_SECONDS + 0.3)  # the question is read first
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 5
        assert file_line(app) == "p1.json · every hand is saved here"
