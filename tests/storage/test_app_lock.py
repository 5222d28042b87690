"""The app and the lock file: a pulka open in another app is offered read-only (issue 5.2)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from preferans_tui import texts
from preferans_tui.storage.lock import acquire, note_path_for
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.conftest import SAVES, notices
from tests.opened import opened

ROSTOV = SAVES / "pulka4-rostov-four-players.json"  # stopped: more hands may be entered


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


@pytest.fixture
def pulka(tmp_path):
    path = tmp_path / "friday.json"
    shutil.copy(ROSTOV, path)
    return path


async def test_the_app_holds_the_lock_while_it_runs(pulka, tmp_path):
    app = PreferansApp(pulka, tmp_path / "data")
    async with opened(app, size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.session.read_only is None
        held = json.loads(note_path_for(pulka).read_text(encoding="utf-8"))
        assert held["pid"] == app.session.lock.holder.pid
    assert not note_path_for(pulka).exists()  # released on exit


async def test_a_pulka_open_elsewhere_is_read_only(pulka, tmp_path):
    before = pulka.read_bytes(), pulka.stat().st_mtime_ns
    other = acquire(pulka)  # "another app" (a live process: this one) holds the file
    try:
        app = PreferansApp(pulka, tmp_path / "data")
        async with opened(app, size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, SheetScreen)
            assert app.session.read_only is not None and app.sub_title == "read-only"
            shown = [n.message for n in notices(app)]
            assert any(f"{pulka} is open in another app (process {other.holder.pid}" in m
                       and "read-only" in m for m in shown)
            await pilot.press("n", "r", "u", "e")  # hand entry, undo, correct: refused
            await pilot.pause()
            assert isinstance(app.screen, SheetScreen)
            assert len(app.pulka) == 10
            assert app.save() is False
            await pilot.press("s")  # reading is fine: the settlement opens
            await pilot.pause()
            assert not isinstance(app.screen, SheetScreen)
        assert (pulka.read_bytes(), pulka.stat().st_mtime_ns) == before
        assert note_path_for(pulka).exists()  # the other app's lock is left alone
    finally:
        other.release()


async def test_a_stale_lock_of_a_killed_app_is_taken_over(pulka, tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    note_path_for(pulka).write_text(json.dumps(
        {"pid": int(dead.stdout), "host": __import__("socket").gethostname(),
         "since": "2026-11-29T21:30:00+03:00"}), encoding="utf-8")
    app = PreferansApp(pulka, tmp_path / "data")
    async with opened(app, size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.session.read_only is None
        assert app.session.lock is not None and app.session.lock.holder.pid != int(dead.stdout)


async def test_the_holders_time_and_host_from_the_note_are_escaped_and_cut(pulka, tmp_path):
    """The note is a file any program may write: a ``since`` of 500 characters filled
    the "open in another app" notice. It keeps 31 and an ellipsis (32), the host shows
    its ESC as an escape."""
    other = acquire(pulka)
    note = note_path_for(pulka)
    held = json.loads(note.read_text(encoding="utf-8"))
    note.write_text(json.dumps(held | {"since": "2026-" + "9" * 495,
                                       "host": "pc\x1b]0;x\x07"}), encoding="utf-8")
    try:
        app = PreferansApp(pulka, tmp_path / "data")
        async with opened(app, size=(120, 40)) as pilot:
            await pilot.pause()
            assert app.session.read_only is not None
            shown = [n.message for n in notices(app) if "another app" in n.message]
            assert len(shown) == 1
            assert (f"(process {other.holder.pid} on pc\\x1b]0;x\\x07 since 2026-"
                    + "9" * 26 + "…)") in shown[0]
    finally:
        other.release()
