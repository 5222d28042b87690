"""A save that fails is never passed off as saved (issue 3: nothing is lost silently).

The sheet's file line turns red and says the hands are only in memory; quitting asks
first; a later save that succeeds clears it. The save is made to fail by replacing
``storage.atomic_write_text`` (as root, file permissions cannot make it fail).
"""

from __future__ import annotations

import json

from textual.widgets import Static

import preferans_tui.storage as storage
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened

from .conftest import PULKA1, copy_pulka

HANDS = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]


def refuse(path, text):
    raise OSError(30, "Read-only file system")


def file_line(app) -> Static:
    return app.screen.query_one("#file", Static)


async def test_failed_save_is_shown_and_quitting_asks(tmp_path, monkeypatch):
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(storage, "atomic_write_text", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        line = file_line(app)
        assert "NOT SAVED" in str(line.render()) and "Read-only file system" in str(
            line.render())
        assert line.has_class("unsaved")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)  # asked, not quit
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.return_code is None
        await pilot.press("ctrl+q", "enter")  # a habitual Enter never says yes
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.return_code is None
        await pilot.press("ctrl+q", "y")
        await pilot.pause()
    assert app.return_code == 0
    assert path.read_bytes() == before  # the file was never half-written


async def test_a_later_save_that_works_clears_the_warning(tmp_path, monkeypatch):
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        real = storage.atomic_write_text
        monkeypatch.setattr(storage, "atomic_write_text", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert file_line(app).has_class("unsaved")
        monkeypatch.setattr(storage, "atomic_write_text", real)
        app.record_hand(HANDS[3])
        await pilot.pause()
        line = file_line(app)
        assert not line.has_class("unsaved") and "saved to" in str(line.render())
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0
    assert len(json.loads(path.read_text(encoding="utf-8"))["hands"]) == 4
