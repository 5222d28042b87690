"""The start screen warns of a name typed that looks like a saved player's in other
letters (issue 32 item 5): Latin ``Anna`` saved, Cyrillic-А ``Аnna`` typed would be two
rows of the ledger that read the same."""

from __future__ import annotations

from preferans_tui.ui.app import PreferansApp
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import emptied_box
from tests.ui.widgets.test_name_complete import saved

CYRILLIC_ANNA = "\u0410nna"


def folder_with_anna(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    saved(folder, "new.json", ["Anna", "Gleb", "Ольга"], 1_800_000_000)
    return folder


def alike(app) -> list[str]:
    return [n.message for n in notices(app) if "looks like" in n.message
            or "выглядят одинаково" in n.message]


async def test_a_look_alike_of_a_saved_name_is_warned_of_once(tmp_path):
    app = PreferansApp(None, folder_with_anna(tmp_path))
    async with opened(app, size=(100, 30)) as pilot:
        box = emptied_box(app, "name0")
        box.value = CYRILLIC_ANNA
        await pilot.pause()
        assert alike(app) == [f"'{CYRILLIC_ANNA}' (Cyrillic + Latin) looks like 'Anna' "
                              "(Latin) of a saved pulka, in other letters: the ledger will "
                              "count two players"]
        box.value = CYRILLIC_ANNA + "x"
        box.value = CYRILLIC_ANNA
        await pilot.pause()
        assert len(alike(app)) == 1                     # said once


async def test_the_same_name_or_another_case_is_not_a_look_alike(tmp_path):
    app = PreferansApp(None, folder_with_anna(tmp_path))
    async with opened(app, size=(100, 30)) as pilot:
        box = emptied_box(app, "name0")
        for typed in ("Anna", "anna", "Ольга", "Gleb"):
            box.value = typed
            await pilot.pause()
        assert alike(app) == []


async def test_completion_marks_both_look_alike_spellings(tmp_path):
    from preferans_tui.ui.widgets.name_complete import NameComplete
    from tests.ui.widgets.test_name_complete import shown

    folder = folder_with_anna(tmp_path)
    saved(folder, "old.json", [CYRILLIC_ANNA, "Boris", "Vera"], 1_700_000_000)
    app = PreferansApp(None, folder)
    async with opened(app, size=(100, 30)) as pilot:
        complete = app.screen.query(NameComplete).first()
        emptied_box(app, "name0")
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        assert complete.display
        assert shown(complete) == ["⚠ Anna", "Gleb", "Ольга", f"⚠ {CYRILLIC_ANNA}"]
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.query_one("#name0").value == "Anna"   # the name, not the mark
