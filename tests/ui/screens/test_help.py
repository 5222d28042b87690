"""The help screen: ``?`` and F1 open it from the sheet and from a form, in both languages;
it names the keys, the sheet's bands and what a rule number means."""

from __future__ import annotations

import pytest

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.help_text import KEY_WIDTH, help_page, page_renderable
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.help import HelpScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

RULES = ("4.2.1", "3.8.1.1", "3.8.1.2", "3.8.1.3", "3.8.6", "3.8.7", "3.8.13", "3.8.14",
         "3.7.2.1", "3.7.2.2", "4.2.3", "4.1.1", "4.2.7", "3.5.3", "2.2.2")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_help_text_names_keys_bands_and_rules(lang):
    text = help_page(lang)
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
        assert texts.language() == "ru"
        assert "Клавиши на листе" in app.screen.page


async def test_f2_with_the_help_open_translates_the_page(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert help_page("en") == app.screen.page
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert help_page("ru") == app.screen.page


def first_section(app) -> str:
    """The heading of the first section of the help page on top."""
    assert isinstance(app.screen, HelpScreen)
    return next(line[3:] for line in app.screen.page.splitlines() if line.startswith("## "))


SECTIONS = {  # the screen's own section, as the help page names it in each language
    "sheet": ("Keys on the sheet", "Клавиши на листе"),
    "form": ("Keys in a hand form", "Клавиши в форме сдачи"),
    "adjustment": ("Keys in the adjustment form", "Клавиши в форме поправки"),
    "settlement": ("The settlement", "Расчёт"),
    "start": ("The start screen", "Начальный экран"),
    "replay": ("The replay", "Просмотр"),
    "figures": ("What the sheet shows", "Что на листе"),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("keys", "section"), [
    ([], "sheet"), (["n"], "form"), (["m"], "form"), (["r"], "form"), (["2"], "form"),
    (["a"], "adjustment"), (["s"], "settlement"), (["l"], "figures"),
    (["u"], "sheet"),  # the undo question: the sheet's `u` row tells what it asks
], ids=["sheet", "game", "misere", "raspasy", "game-by-seat", "adjustment", "settlement",
        "figures", "undo-question"])
async def test_f1_opens_the_help_at_the_screens_own_section(tmp_path, keys, section, lang):
    """F1 on a screen shows that screen's keys first; Esc goes back to it, as it was."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        if lang == "ru":
            await pilot.press("f2")
        await pilot.press(*keys)
        await pilot.pause()
        below = app.screen
        await pilot.press("f1")
        await pilot.pause()
        assert first_section(app) == SECTIONS[section][lang == "ru"]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is below and len(app.pulka) == 2  # the undo question waits


async def test_f1_on_the_undo_question_keeps_the_question(tmp_path):
    """F1 used to answer «no»: now it opens the help; the question waits for its y."""
    from preferans_tui.ui.screens.confirm import Confirm

    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=2), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("u", "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("f1")  # closes the help
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 1


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_f1_on_the_start_screen_opens_at_its_keys(tmp_path, lang):
    """A new user's finding: the start screen's keys (Ctrl+S, Ctrl+O, Ctrl+L) were
    nowhere in the help, which opened at the sheet's."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        if lang == "ru":
            await pilot.press("f2")
        await pilot.press("question_mark")  # on the four-players switch: the help
        await pilot.pause()
        assert first_section(app) == SECTIONS["start"][lang == "ru"]
        assert all(key in app.screen.page for key in ("Ctrl+S", "Ctrl+O", "Ctrl+L"))
        await pilot.press("escape", "tab", "question_mark")  # in a name box: typed
        await pilot.pause()
        assert app.screen.query_one("#name0").value.endswith("?")
        await pilot.press("f1")  # F1 still opens it there
        await pilot.pause()
        assert first_section(app) == SECTIONS["start"][lang == "ru"]


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_f1_in_the_replay_opens_at_its_keys(lang):
    """F1 did nothing in ``preferans-tui replay``: the replay app had no help."""
    from preferans_tui.storage import load
    from preferans_tui.ui.replay_app import ReplayApp
    from preferans_tui.ui.screens.replay import ReplayScreen
    from preferans_tui.ui.screens.settlement import SettlementScreen

    model, pulka = load(PULKA1)
    app = ReplayApp(pulka, model.title)
    async with app.run_test(size=(100, 30)) as pilot:
        if lang == "ru":
            await pilot.press("f2")
        await pilot.press("right", "f1")
        await pilot.pause()
        assert first_section(app).startswith(SECTIONS["replay"][lang == "ru"])
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.step == 1
        await pilot.press("s", "question_mark")  # the settlement at this hand: its keys
        await pilot.pause()
        assert first_section(app) == SECTIONS["settlement"][lang == "ru"]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SettlementScreen)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("width", [70, 90])  # the page's width at 80x24 and at 100x30
def test_no_key_cell_breaks_over_two_lines(lang, width):
    """``Tab ↓ → / Shift+Tab ↑ ←`` broke over two lines of the key column: each key cell
    (one row per direction) starts a line of the page, whole."""
    from rich.console import Console

    console = Console(width=width, record=True, color_system=None)
    console.print(page_renderable(help_page(lang)))
    lines = console.export_text().splitlines()
    keys = [line[2:].partition(" — ")[0] for line in help_page(lang).splitlines()
            if line.startswith("* ") and " — " in line]
    assert "Shift+Tab ↑ ←" in keys and "Tab ↓ →" in keys
    for key in keys:
        assert len(key) <= KEY_WIDTH, key
        assert any(line.startswith(key + " ") for line in lines), key


@pytest.mark.parametrize("kind", ["replay", "watch"])
async def test_f2_and_ctrl_q_act_over_the_help_in_replay_and_watch(tmp_path, monkeypatch,
                                                                    kind):
    """On the help page of ``replay`` and ``watch`` F2 did nothing and Ctrl+Q did not quit
    (a modal page passes on only the app's priority keys, as the main app's are): F2
    translates the page, still at the screen's own section, and Ctrl+Q quits."""
    from preferans_tui.storage import load
    from preferans_tui.ui.replay_app import ReplayApp
    from preferans_tui.ui.watch_app import WatchApp

    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "data"))
    if kind == "replay":
        model, pulka = load(PULKA1)
        app = ReplayApp(pulka, model.title)
        section = SECTIONS["replay"]
    else:
        app = WatchApp(copy_pulka(PULKA1, tmp_path, hands=2), poll=0.05)
        section = ("The live view", "Наблюдение")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        await pilot.press("f1")
        await pilot.pause()
        assert first_section(app).startswith(section[0])
        await pilot.press("f2")
        await pilot.pause()
        assert texts.language() == "ru"
        assert isinstance(app.screen, HelpScreen)
        assert first_section(app).startswith(section[1])
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running
