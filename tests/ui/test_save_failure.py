"""A save that fails is never passed off as saved (issue 3: nothing is lost silently).

The sheet's file line turns red and says the hands are only in memory; quitting asks
first; the save is tried again by a timer and on ``ctrl+s`` (issue 17), and one that
succeeds says so and clears the line. The save is made to fail by replacing
``storage.atomic.atomic_replace`` (as root, file permissions cannot make it fail).
"""

from __future__ import annotations

import json

from textual.widgets import Static

from preferans_tui.storage import atomic
from preferans_tui.ui import session_app
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

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
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
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
        real = atomic.atomic_replace
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert file_line(app).has_class("unsaved")
        monkeypatch.setattr(atomic, "atomic_replace", real)
        app.record_hand(HANDS[3])
        await pilot.pause()
        line = file_line(app)
        assert not line.has_class("unsaved") and "saved to" in str(line.render())
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0
    assert len(json.loads(path.read_text(encoding="utf-8"))["hands"]) == 4


def saved_hands(path) -> int:
    return len(json.loads(path.read_text(encoding="utf-8"))["hands"])


async def test_after_the_fault_clears_ctrl_s_saves_and_says_so(tmp_path, monkeypatch):
    """Issue 17: nothing was written until another hand was typed."""
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        real = atomic.atomic_replace
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        assert app._retry is not None  # a timer, not a loop
        await pilot.press("ctrl+s")  # still failing: still unsaved, no new notice
        await pilot.pause()
        assert file_line(app).has_class("unsaved") and saved_hands(path) == 2
        monkeypatch.setattr(atomic, "atomic_replace", real)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert saved_hands(path) == 3
        assert not file_line(app).has_class("unsaved") and app._retry is None
        assert any("Saved:" in n.message for n in notices(app))


async def test_after_the_fault_clears_the_timer_saves_by_itself(tmp_path, monkeypatch):
    monkeypatch.setattr(session_app, "RETRY_SECONDS", 0.05)
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        real = atomic.atomic_replace
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        monkeypatch.setattr(atomic, "atomic_replace", real)
        for _ in range(400):  # wait for the timer (no key is pressed)
            if app.session.save_error is None:
                break
            await pilot.pause(0.02)
        assert app.session.save_error is None and saved_hands(path) == 3
        await pilot.pause()
        assert "saved to" in str(file_line(app).render())


def rescued(folder) -> list:
    """The rescue files in ``folder``'s ``rescued/`` (none: an empty list)."""
    place = folder / "rescued"
    return sorted(place.iterdir()) if place.is_dir() else []


async def unsaved_app(tmp_path, monkeypatch, pilot_size=(100, 30)):
    """A 2-hand pulka, its saves failing, hand 3 typed (only in memory)."""
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path)
    return path, app


async def test_ctrl_q_on_the_unsaved_question_says_no(tmp_path, monkeypatch):
    """A tester's finding: a second Ctrl+Q quit at once, dropped the hand and wrote no
    rescue file, though the question says any key but y is no."""
    path, app = await unsaved_app(tmp_path, monkeypatch)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.return_code is None
        assert not app._exit and rescued(tmp_path) == []
        await pilot.press("ctrl+q")  # asked again, as the first time
        await pilot.pause()
        assert isinstance(app.screen, Confirm)


async def test_yes_to_quit_over_unsaved_hands_writes_the_rescue_file(tmp_path, monkeypatch):
    path, app = await unsaved_app(tmp_path, monkeypatch)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        await pilot.press("ctrl+q", "y")
        await pilot.pause()
    assert app.return_code == 0
    files = rescued(tmp_path)
    assert len(files) == 1 and files[0].name.startswith(path.stem + ".rescued-")
    assert saved_hands(files[0]) == 3  # hands 1-2 and the one never saved
    assert saved_hands(path) == 2  # the pulka's own file: its last good save
    words = app.signal_exit_words() or ""
    assert files[0].name in words and "Read-only file system" in words


async def test_yes_to_leave_over_unsaved_hands_writes_the_rescue_file(tmp_path, monkeypatch):
    path, app = await unsaved_app(tmp_path, monkeypatch)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        await pilot.press("ctrl+o", "y")
        await pilot.pause()
        files = rescued(tmp_path)
        assert len(files) == 1 and saved_hands(files[0]) == 3
        assert any(files[0].name in n.message for n in notices(app))
        assert app.pulka is None  # on the start screen
    assert len(rescued(tmp_path)) == 1  # quitting after it rescues nothing more


async def test_any_other_exit_over_unsaved_hands_writes_the_rescue_file(tmp_path, monkeypatch):
    """An exit that asks nothing (a program's own ``exit``, as an error's is)."""
    path, app = await unsaved_app(tmp_path, monkeypatch)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(HANDS[2])
        await pilot.pause()
        app.exit(None, 1)
        await pilot.pause()
    files = rescued(tmp_path)
    assert len(files) == 1 and saved_hands(files[0]) == 3


async def test_an_error_over_unsaved_hands_writes_the_rescue_file(tmp_path, monkeypatch):
    path, app = await unsaved_app(tmp_path, monkeypatch)
    try:
        async with opened(app, size=(100, 30)) as pilot:
            monkeypatch.setattr(atomic, "atomic_replace", refuse)
            app.record_hand(HANDS[2])
            await pilot.pause()

            def broken() -> None:
                raise RuntimeError("a bug")

            app.call_later(broken)
            await pilot.pause()
            await pilot.pause()
    except RuntimeError:
        pass
    files = rescued(tmp_path)
    assert len(files) == 1 and saved_hands(files[0]) == 3
