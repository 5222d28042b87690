"""The help screen: ``?`` and F1 open it from the sheet and from a form, in both languages;
it names the keys, the sheet's bands and what a rule number means."""

from __future__ import annotations

import pytest

from preferans_tui.ui import i18n
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.help_text import HELP
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.help import HelpScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened

from .conftest import PULKA1, copy_pulka

RULES = ("4.2.1", "3.8.1.1", "3.8.1.2", "3.8.1.3", "3.8.6", "3.8.7", "3.8.13", "3.8.14",
         "3.7.2.1", "3.7.2.2", "4.2.3", "4.1.1", "4.2.7", "3.5.3", "2.2.2")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_help_text_names_keys_bands_and_rules(lang):
    text = HELP[lang]
    keys = {"en": ("* n m r", "* u —", "* e —", "* s —", "* l —", ", t —"),
            # the keys as printed on a Russian keyboard, the Latin ones beside (issue 12.14)
            "ru": ("* т ь к (n m r)", "* г (u) —", "* у (e) —", "* ы (s) —", "* д (l) —",
                   ", е (t) —")}
    for key in (*keys[lang], "F2", "F1", "Ctrl+Q"):
        assert key in text
    bands = ("gora", "pulya", "whists") if lang == "en" else ("гора", "пуля", "висты")
    assert all(b in text for b in bands)
    assert "2.4.10" in text and ("Lesnoy" in text or "Лесн" in text)
    assert all(f"* {r}" in text or f", {r}" in text for r in RULES)
    assert "SPEC" not in text


@pytest.mark.parametrize("key", ["question_mark", "f1"])
async def test_help_opens_from_sheet_and_form(tmp_path, key):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2), tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("n", key)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)


async def test_help_follows_the_language(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("f2", "f1")
        await pilot.pause()
        assert i18n.language() == "ru"
        assert "Клавиши на листе" in app.screen.page


async def test_f2_with_the_help_open_translates_the_page(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert HELP["en"] == app.screen.page
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert HELP["ru"] == app.screen.page
