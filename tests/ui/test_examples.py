"""The examples in ``saves/`` are never written: opening one opens a copy (issue: a new
user's ``preferans-tui saves/pulka4-….json`` wrote into the repository's example).

Read-only files say so on the status line instead of "saved to".
"""

from __future__ import annotations

from textual.widgets import Static

from preferans_tui.session.examples import is_example
from preferans_tui.storage import load
from preferans_tui.storage.lock import acquire, note_path_for
from preferans_tui.ui.app import PreferansApp
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1, SAVES, copy_pulka


def test_is_example_resolves_the_path(tmp_path):
    assert is_example(PULKA1)
    assert is_example(SAVES / ".." / "saves" / PULKA1.name)  # ``..`` resolved
    assert not is_example(tmp_path / PULKA1.name)


async def test_a_saves_file_on_the_command_line_opens_a_copy(tmp_path):
    before = PULKA1.read_bytes()
    app = PreferansApp(PULKA1, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        # in the data folder's examples subfolder: not an evening for the ledger
        assert app.pulka_path is not None and app.pulka_path.parent == tmp_path / "examples"
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


async def test_a_copy_of_an_example_is_listed_as_recent_but_not_counted_by_stats(tmp_path, capsys):
    """A reviewer opened the examples to look at them and found Anna's ledger up 150
    whists: a copy is not an evening played (README "What counts")."""
    import json

    from preferans_tui.__main__ import main
    from preferans_tui.storage.paths import recent_pulkas

    played = copy_pulka(PULKA1, tmp_path, hands=8)
    app = PreferansApp(PULKA1, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        copy = app.pulka_path
    assert copy is not None and set(recent_pulkas(tmp_path)) == {played, copy}
    assert main(["stats", "--json", "--data-dir", str(tmp_path)]) == 0
    ledger = json.loads(capsys.readouterr().out)
    assert [f["file"] for f in ledger["files"]] == [str(played)]
    assert ledger["players"]["Anna"]["evenings"] == 1


async def test_an_example_opened_from_the_start_screen_is_copied_into_examples(tmp_path, capsys):
    """A new player clicked an example on the start screen and `stats` counted it as an
    evening: the copy went to the data folder itself. It goes to ``examples/`` as the
    command line's copy does (README: "never count as an evening played"), even when
    the app was started with a file name that does not exist yet."""
    import json

    from textual.widgets import OptionList

    from preferans_tui.__main__ import main
    from preferans_tui.ui.screens.sheet import SheetScreen

    before = PULKA1.read_bytes()
    named = tmp_path / "friday.json"  # named on the command line, absent: the start screen
    app = PreferansApp(named, tmp_path)
    async with opened(app, size=(120, 40)) as pilot:
        examples = app.screen.query_one("#examples", OptionList)
        examples.focus()
        examples.highlighted = next(i for i in range(examples.option_count)
                                    if examples.get_option_at_index(i).id == str(PULKA1))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 8
        copy = app.pulka_path
    assert copy is not None and copy.parent == tmp_path / "examples"
    assert len(load(copy)[1]) == 8 and not named.exists()
    assert PULKA1.read_bytes() == before
    assert main(["stats", "--json", "--data-dir", str(tmp_path)]) == 0
    ledger = json.loads(capsys.readouterr().out)
    assert ledger["files"] == []
