"""The start screen offers the last table after a restart: the players in their seats
and the rules of the pulka opened or started last, remembered in ``settings.json`` (a
new user found Anna, Boris, Vera again after quitting; Ctrl+O from a sheet did refill
them). A damaged settings file is reported and never written over."""

from __future__ import annotations

import json

from textual.widgets import Input, Switch

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.settings import Settings, load_settings, read_settings, settings_path
from tests.opened import opened
from tests.ui.conftest import pulka_file
from tests.ui.screens.test_fast_typing import settle


async def test_the_last_table_fills_the_form_after_a_restart(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    path = pulka_file(tmp_path, ["Zoya", "Egor", "Fima", "Lev"], [],
                      variant="leningrad", pulya_target=24)
    async with opened(PreferansApp(path, data), size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(pilot.app.screen, SheetScreen)
    table = load_settings(data).table
    assert table is not None and table.players == ("Zoya", "Egor", "Fima", "Lev")
    assert table.rules["variant"] == "leningrad" and table.rules["pulya_target"] == 24
    app = PreferansApp(None, data)  # started again, no file named
    async with opened(app, size=(100, 30)) as pilot:
        await settle(pilot)
        start = app.screen
        assert isinstance(start, StartScreen)
        assert start.query_one("#four", Switch).value
        assert [start.query_one(f"#name{i}", Input).value for i in range(4)] == [
            "Zoya", "Egor", "Fima", "Lev"]
        assert start.query_one("#target", Input).value == "24"
        assert start.build_pulka().options.variant.value == "leningrad"


async def test_a_damaged_settings_file_is_said_and_kept(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    settings_path(data).write_text('{"language": "ru", "recent": [', encoding="utf-8")
    before = settings_path(data).read_bytes()
    assert read_settings(data)[1] is not None
    path = pulka_file(tmp_path, ["Zoya", "Egor", "Fima"], [])
    app = PreferansApp(path, data)
    async with opened(app, size=(100, 30)) as pilot:
        await settle(pilot)
        assert any("settings.json" in str(n.message) and "damaged" in str(n.message)
                   for n in app._notifications)
        await pilot.press("f2")  # would save the language
        await settle(pilot)
    assert settings_path(data).read_bytes() == before  # never written over


def test_a_table_edited_by_hand_is_dropped_and_the_rest_kept(tmp_path):
    settings = Settings.model_validate_json(json.dumps(
        {"language": "ru", "table": {"players": ["A"], "rules": {}}}))
    assert settings.table is None and settings.language == "ru"
    odd = Settings().with_table(("Anna", "Boris", "Vera"), {"variant": "kazan"})
    assert odd.last_table() is None  # rules this version refuses: the defaults
