"""The file changed under the app (issue 17): nothing is written, the hands stay in memory,
and the table chooses — reload, overwrite, or keep read-only. Also: quitting with keys
still queued never meets an empty screen stack.
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens import file_changed
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.file_changed import FileChanged
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.startup import read_startup
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

HANDS = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]


@pytest.fixture(autouse=True)
def _reads_at_once(monkeypatch):
    """The question's answers in these tests come as soon as it is up, as from a player
    who stopped typing and read it: no key is taken as typed ahead (the keys typed ahead
    are test_typed_ahead.py's, at the real moment)."""
    monkeypatch.setattr(file_changed, "TYPED_AHEAD_SECONDS", 0.0)


def hands_in(path) -> int:
    return len(json.loads(path.read_text(encoding="utf-8"))["hands"])


async def _changed_and_asked(tmp_path, pilot, app, path):
    other = copy_pulka(PULKA1, tmp_path, hands=5, name="other.json")
    os.replace(other, path)  # another program put another pulka in its place
    app.record_hand(HANDS[2])
    await pilot.pause()
    assert isinstance(app.screen, FileChanged)
    assert hands_in(path) == 5 and len(app.pulka) == 3  # nothing written, mine in memory
    text = str(app.screen.query_one("#file-changed-question").render())
    assert "another file was put in its place" in text


@asynccontextmanager
async def asked(tmp_path) -> AsyncIterator[tuple[Pilot, PreferansApp, Path]]:
    """The app on PULKA-1's first two hands, asking what to do: the save of hand 3 met
    another pulka put in the file's place."""
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await _changed_and_asked(tmp_path, pilot, app, path)
        yield pilot, app, path


async def test_reload_takes_the_file_as_it_now_is(tmp_path):
    async with asked(tmp_path) as (pilot, app, path):
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 5
        assert app.session.save_error is None and app.session.read_only is None
        app.record_hand(HANDS[5])  # saving goes on, into the file as reloaded
        assert hands_in(path) == 6


async def test_overwrite_keeps_mine(tmp_path):
    async with asked(tmp_path) as (pilot, app, path):
        await pilot.press("ctrl+w")
        await pilot.pause()
        assert hands_in(path) == 3 and app.session.save_error is None


async def test_keep_read_only_writes_nothing_and_quitting_asks(tmp_path):
    async with asked(tmp_path) as (pilot, app, path):
        await pilot.press("escape")
        await pilot.pause()
        assert app.session.read_only is not None and app.session.lock is None
        assert "read-only" in str(app.screen.query_one("#file").render())
        assert hands_in(path) == 5 and len(app.pulka) == 3
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)  # the hands typed here would be lost
    assert hands_in(path) == 5


async def test_the_sheet_shows_the_hand_whose_save_met_a_changed_file(tmp_path):
    """The hand just typed is on the sheet under the question, and after it: PULKA-1's
    third hand makes it «deal 4» next (an adversary's report: the sheet stayed at the
    hand before)."""
    async with asked(tmp_path) as (pilot, app, path):
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert "deal 4" in str(app.screen.query_one("#status").render())


async def test_overwrite_after_an_edit_in_place(tmp_path):
    """Another program rewrote the file in place (same inode): overwrite writes mine
    (an adversary's report: the app took its own lock for another app's)."""
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        other = json.loads(path.read_text(encoding="utf-8"))
        other["title"] = "edited elsewhere"
        with open(path, "w", encoding="utf-8") as file:  # in place: the inode stays
            json.dump(other, file)
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert isinstance(app.screen, FileChanged)
        await pilot.press("ctrl+w")
        await pilot.pause()
        assert app.session.read_only is None and app.session.save_error is None
        assert hands_in(path) == 3


async def test_quit_while_the_pulka_loads_with_keys_queued(tmp_path):
    """Start-up work and keys that arrive after ctrl+q find no screen: they are dropped.
    (The half-typed hand makes ctrl+q ask; the ``y`` typed behind it says yes.)"""
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "ctrl+q", "y")
        app.show_startup(read_startup(path, tmp_path))  # the reading thread, late
        app.post_message(events.Key("n", "n"))
        app.pass_on_key(events.Key("r", "r"))
        await pilot.pause()
    assert app.return_code == 0 and hands_in(path) == 2


async def test_f2_words_the_question_and_the_reason_in_russian(tmp_path):
    """The question follows F2 like every screen, and the reason is worded in the
    interface language (not the storage layer's English), also in the NOT SAVED line."""
    async with asked(tmp_path) as (pilot, app, path):
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, FileChanged)
        text = str(app.screen.query_one("#file-changed-question").render())
        assert "на его место положили другой файл" in text
        assert str(app.screen.query_one("#file-changed-keys").render()).startswith(
            "Ctrl+R  перечитать файл")
        sheet = app.screen_stack[-2]
        line = str(sheet.query_one("#file").render())
        assert line.startswith(f"НЕ СОХРАНЕНО: {path.name}: на его место положили другой файл")
        await pilot.press("escape")
        await pilot.pause()
        line = str(app.screen.query_one("#file").render())
        assert line == (f"только просмотр: {path.name}: файл изменился, сохранение "
                        "остановлено (ваш выбор); введённые здесь сдачи только в памяти; "
                        "ничего не сохраняется")


async def test_reload_of_a_deleted_file_asks_again_and_overwrite_still_saves(tmp_path):
    """An adversary deleted the file, typed a hand and chose ``r``: an empty file was
    made, the app went read-only and ``w`` was gone — the hand in memory only. Now there
    is nothing to reload, the table is told so and asked again; nothing is made."""
    from tests.conftest import notices

    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        path.unlink()  # another program deleted it
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert isinstance(app.screen, FileChanged)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert not path.exists()  # no empty file made
        assert isinstance(app.screen, FileChanged) and app.session.read_only is None
        assert "was deleted" in str(app.screen.query_one("#file-changed-question").render())
        assert any(f"no pulka in {path.name} to reload" in n.message for n in notices(app))
        await pilot.press("ctrl+w")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    assert hands_in(path) == 3  # the hands typed here, saved


async def test_reload_of_a_file_that_is_now_empty_asks_again(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        empty = tmp_path / "empty.json"
        empty.write_bytes(b"")
        os.replace(empty, path)  # another program left an empty file in its place
        app.record_hand(HANDS[2])
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, FileChanged) and len(app.pulka) == 3
        await pilot.press("ctrl+w")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    assert hands_in(path) == 3


async def test_f1_opens_the_help_and_the_question_waits(tmp_path):
    """F1 did nothing here (the question takes every key): the help opens over it, and
    its Esc closes the help, not the question."""
    from preferans_tui.ui.screens.help import HelpScreen

    async with asked(tmp_path) as (pilot, app, path):
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, FileChanged) and hands_in(path) == 5
        await pilot.press("ctrl+w")
        await pilot.pause()
        assert hands_in(path) == 3
