"""``preferans-tui --lang en|ru [FILE]``: the app's language for one run, before the one
saved (F2), which it leaves as it was (a new user got "unrecognized arguments")."""

from __future__ import annotations

from preferans_tui import texts
from preferans_tui.cli.parser import app_parser
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.settings import Settings, load_settings, save_settings
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, screen_text
from tests.ui.screens.test_fast_typing import settle


def test_the_app_takes_lang_with_or_without_a_file():
    args = app_parser().parse_args(["--lang", "ru", "p.json"])
    assert (args.lang, str(args.file)) == ("ru", "p.json")
    assert app_parser().parse_args([]).lang is None


async def test_lang_is_used_for_the_run_and_the_saved_language_stays(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    save_settings(data, Settings(language="en"))
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, data, lang="ru")
    async with opened(app, size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert texts.language() == "ru"
        assert "пуля" in screen_text(app).lower()
    assert load_settings(data).language == "en"  # the sheet saved the recent list only


async def test_without_lang_the_saved_language(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    save_settings(data, Settings(language="ru"))
    app = PreferansApp(None, data, lang="en")
    async with opened(app, size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert texts.language() == "en"
    app = PreferansApp(None, data)
    async with opened(app, size=(100, 30)) as pilot:
        await settle(pilot)
        assert texts.language() == "ru"
    assert load_settings(data).language == "ru"
