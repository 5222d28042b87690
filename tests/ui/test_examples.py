"""The examples in ``saves/`` are never written: opening one opens a copy (issue: a new
user's ``preferans-tui saves/pulka4-….json`` wrote into the repository's example).

Read-only files say so on the status line instead of "saved to".
"""

from __future__ import annotations

from textual.widgets import Static

from preferans_tui.storage import load
from preferans_tui.storage.lock import acquire, note_path_for
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.examples import is_example
from tests.conftest import notices
from tests.opened import opened

from .conftest import PULKA1, SAVES, copy_pulka


def test_is_example_resolves_the_path(tmp_path):
    assert is_example(PULKA1)
    assert is_example(SAVES / ".." / "saves" / PULKA1.name)  # ``..`` resolved
    assert not is_example(tmp_path / PULKA1.name)


async def test_a_saves_file_on_the_command_line_opens_a_copy(tmp_path):
    before = PULKA1.read_bytes()
    app = PreferansApp(PULKA1, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        assert app.pulka_path is not None and app.pulka_path.parent == tmp_path
        await pilot.pause()
        assert not note_path_for(PULKA1).exists()  # no .lock beside the example
        messages = [n.message for n in notices(app)]
        assert any(app.pulka_path.name in m and PULKA1.name in m for m in messages)
        line = str(app.screen.query_one("#file", Static).render())
        assert app.pulka_path.name in line
        # PULKA-1 has 8 hands; undo one: the copy changes, the example does not
        await pilot.press("u", "y")
        await pilot.pause()
        assert len(load(app.pulka_path)[1]) == 7
    assert PULKA1.read_bytes() == before
    assert len(load(app.pulka_path)[1]) == 7


async def test_read_only_status_line_says_read_only(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    with acquire(path):  # another app holds the file
        app = PreferansApp(path, tmp_path)
        async with opened(app, size=(100, 30)) as pilot:
            await pilot.pause()
            line = str(app.screen.query_one("#file", Static).render())
            assert "read-only" in line and "saved to" not in line
