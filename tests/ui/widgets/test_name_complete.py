"""Saved players on the start screen (issue 15 part 4): the names used before, most
recent first, completed as they are typed (textual-autocomplete)."""

from __future__ import annotations

import json
import os

from textual.widgets import Input

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.widgets.name_complete import NameComplete
from tests.opened import opened
from tests.ui.conftest import emptied_box


def saved(folder, name: str, players: list[str], mtime: int) -> None:
    doc = {"format": "preferans-pulka", "version": 1, "players": players,
           "rules": {"variant": "sochi", "pulya_target": 10}, "hands": []}
    (folder / name).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    os.utime(folder / name, (mtime, mtime))


def data_folder(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    saved(folder, "old.json", ["Oleg", "anna", "Boris"], 1_700_000_000)
    saved(folder, "new.json", ["Anna", "Gleb", "Ольга"], 1_800_000_000)
    return folder


def shown(box: NameComplete) -> list[str]:
    options = box.option_list
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_names_used_before_are_suggested_most_recent_first(tmp_path):
    app = PreferansApp(None, data_folder(tmp_path))
    async with opened(app, size=(100, 30)) as pilot:
        complete = app.screen.query(NameComplete).first()
        emptied_box(app, "name0")
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        # Boris and Vera are typed in boxes 2 and 3; "anna" is Anna (rule 1.2)
        assert complete.display and shown(complete) == ["Anna", "Gleb", "Ольга", "Oleg"]
        await pilot.press("escape")
        await pilot.press("o")
        await pilot.pause()
        assert shown(complete) == ["Oleg"]        # a Latin o; Ольга starts with a Cyrillic О


async def test_the_list_opens_under_the_box_with_every_name(tmp_path):
    """It was drawn over the box's lower border (``▁▁▁▁Misha▁▁▁``) and, inside the
    name's row, cut to its first three names."""
    app = PreferansApp(None, data_folder(tmp_path))
    async with opened(app, size=(100, 30)) as pilot:
        complete = app.screen.query(NameComplete).first()
        name0 = emptied_box(app, "name0")
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        box, drop = name0.region, complete.region
        assert drop.y == box.bottom                     # the row under the box's border
        assert box.x < drop.x < box.right
        # the four names, in a frame of one line above and below
        assert complete.option_list.region.height == 4 and drop.height == 6


async def test_enter_takes_the_name_and_stays(tmp_path):
    app = PreferansApp(None, data_folder(tmp_path))
    async with opened(app, size=(100, 30)) as pilot:
        name0 = emptied_box(app, "name0")
        await pilot.press("g")
        await pilot.pause()
        assert shown(app.screen.query(NameComplete).first()) == ["Gleb"]
        await pilot.press("enter")
        await pilot.pause()
        assert name0.value == "Gleb"
        assert app.focused is name0          # Enter took the name; it did not move on


async def test_names_typed_with_tab_between_land_in_the_name_boxes(tmp_path):
    """The club player's report: Tab took a suggestion and stayed, or moved on when
    none showed, so ``Kolya Tab Tab`` skipped a box and the next name went into the
    pulya target. Tab now moves on either way, taking the name a list shows."""
    folder = tmp_path / "data"
    folder.mkdir()
    saved(folder, "old.json", ["Kolya", "Petya", "Vasya"], 1_700_000_000)
    saved(folder, "new.json", ["Kolyan", "Misha", "Dima"], 1_800_000_000)
    app = PreferansApp(None, folder)
    async with opened(app, size=(100, 30)) as pilot:
        complete = app.screen.query(NameComplete).first()
        emptied_box(app, "name0")
        await pilot.press(*"Kolya")
        await pilot.pause()
        # both start with "Kolya"; the one typed in full comes first, then the newer
        assert complete.display and shown(complete) == ["Kolya", "Kolyan"]
        await pilot.press("tab", *"Саша", "tab", *"Mi", "tab")   # no list for Саша
        await pilot.pause()
        names = [app.screen.query_one(f"#name{i}", Input).value for i in range(3)]
        assert names == ["Kolya", "Саша", "Misha"]           # Mi + Tab: Misha, saved
        assert app.focused is app.screen.query_one("#variant")  # the box after player 3
        assert app.screen.query_one("#target", Input).value == "20"  # untouched


async def test_no_saved_pulka_no_list(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        name0 = emptied_box(app, "name0")
        await pilot.press("x")
        await pilot.pause()
        complete = app.screen.query(NameComplete).first()
        assert not complete.display and complete.option_list.option_count == 0
        assert name0.value == "x"
