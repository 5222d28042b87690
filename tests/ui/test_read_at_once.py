"""A short pulka file is read as the app mounts, so the first frame is its sheet (issue
16: the opening screen, its thread and the change of screens cost ~25 ms of a start).

``preferans-tui FILE`` asks for it when :func:`reads_at_once` says the file is a regular
file of at most :data:`QUICK_READ_BYTES`; anything else still opens behind the opening
screen (``test_opening.py``). Either way keys typed meanwhile reach the sheet in order,
and a file that cannot be used closes the app untouched.
"""

from __future__ import annotations

import json
import os
import sys

import pytest

from preferans_tui.ui import app as app_module
from preferans_tui.ui.app import QUICK_READ_BYTES, PreferansApp, reads_at_once
from preferans_tui.ui.screens.opening import OpeningScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened

from .conftest import PULKA1, assert_made_six, copy_pulka


def test_a_short_regular_file_is_read_at_once(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    assert path.stat().st_size < QUICK_READ_BYTES
    assert reads_at_once(path)


def test_a_file_of_exactly_the_limit_is_read_at_once_one_byte_more_is_not(tmp_path):
    path = tmp_path / "long.json"
    path.write_bytes(b" " * QUICK_READ_BYTES)
    assert reads_at_once(path)
    path.write_bytes(b" " * (QUICK_READ_BYTES + 1))
    assert not reads_at_once(path)


def test_no_file_a_missing_one_or_a_folder_opens_behind_the_opening_screen(tmp_path):
    assert not reads_at_once(None)
    assert not reads_at_once(tmp_path / "absent.json")
    assert not reads_at_once(tmp_path)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a FIFO")
def test_a_fifo_opens_behind_the_opening_screen(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    assert not reads_at_once(fifo)  # reading it at once could block the first frame


def test_run_app_reads_a_short_file_at_once_and_a_long_one_behind_the_opening(
        tmp_path, monkeypatch):
    asked: list[bool] = []
    monkeypatch.setattr(PreferansApp, "run", lambda self: asked.append(self.read_at_once))
    short = copy_pulka(PULKA1, tmp_path, hands=1)
    long = tmp_path / "long.json"
    long.write_bytes(b" " * (QUICK_READ_BYTES + 1))
    assert app_module.run_app(short, tmp_path) == 0
    assert app_module.run_app(long, tmp_path) == 0
    assert app_module.run_app(None, tmp_path) == 0
    assert asked == [True, False, False]


async def test_the_first_screen_is_the_sheet_never_the_opening_screen(tmp_path, monkeypatch):
    shown: list[str] = []
    push = PreferansApp.push_screen

    def noting(self, screen, *args, **kwargs):
        shown.append(type(screen).__name__)
        return push(self, screen, *args, **kwargs)

    monkeypatch.setattr(PreferansApp, "push_screen", noting)
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path, read_at_once=True)
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.opened and len(app.pulka) == 1  # read before the first frame
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.screen_stack) == 2  # Textual's default screen under the sheet
    assert shown == ["SheetScreen"]
    assert OpeningScreen.__name__ not in shown


async def test_keys_typed_at_once_reach_the_sheet_in_order(tmp_path):
    # PULKA-1 hand 2 (Anna deals): Anna 6♠, Boris and Vera whist, Anna 6, Boris 2
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path, read_at_once=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n", "1", "6", "s", "w", "w", "6", "2", "enter")
        for _ in range(10):
            await pilot.pause()
        assert_made_six(app)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert len(saved["hands"]) == 2  # saved after the hand, as behind the opening screen


async def test_a_bad_short_file_closes_the_app_untouched(tmp_path):
    path = tmp_path / "bad.json"
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"][0]["tricks"]["Anna"] = 8  # 8 + 2 + 1 = 11 tricks (rule 3.5)
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    assert reads_at_once(path)
    app = PreferansApp(path, tmp_path, read_at_once=True)
    async with opened(app, size=(100, 30)):
        pass
    assert app.return_code == 1 and app.pulka is None
    assert any("rule 3.5" in problem for problem in app.open_error.problems)
    assert path.read_text(encoding="utf-8") == text
    assert not list(tmp_path.glob(".*.lock"))
