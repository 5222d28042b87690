"""A save whose folder could not be synced is told, not ignored (issue 32.10).

The file is in place (renamed over the old one), but without the folder's fsync a power
cut may undo the rename: the sheet's file line says so, in both languages, until a save
is durable again."""

from __future__ import annotations

import json
import os

from textual.widgets import Static

from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

HANDS = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]


def folder_fsync_fails(monkeypatch):
    real = os.fsync

    def fsync(fd):
        if os.path.isdir(f"/proc/self/fd/{fd}"):
            raise OSError(5, "Input/output error")
        return real(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return real


async def test_an_unsynced_folder_is_said_on_the_file_line(tmp_path, monkeypatch):
    path = copy_pulka(PULKA1, tmp_path, hands=2, name="friday.json")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        real = folder_fsync_fails(monkeypatch)
        app.record_hand(HANDS[2])
        await pilot.pause()
        line = str(app.screen.query_one("#file", Static).render())
        assert line == ("saved to friday.json, but its folder could not be synced "
                        "(Input/output error): a power cut may undo the save")
        await pilot.press("f2")
        await pilot.pause()
        line = str(app.screen.query_one("#file", Static).render())
        assert line.startswith("сохранено в friday.json, но папку не удалось")
        await pilot.press("f2")
        monkeypatch.setattr(os, "fsync", real)
        app.record_hand(HANDS[3])
        await pilot.pause()
        assert str(app.screen.query_one("#file", Static).render()) == "saved to friday.json"
    assert len(load(path)[1]) == 4
