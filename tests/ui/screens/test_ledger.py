"""The ledger screen (issue 15 part 3): opened from the start screen, the tables, the
filters, opening an evening, both languages; every figure the ledger's own."""

from __future__ import annotations

import json
import os
import shutil
from datetime import datetime

import pytest
from textual.widgets import DataTable, Input, Select, TabbedContent

from preferans_tui import texts
from preferans_tui.ledger import build_ledger
from preferans_tui.storage.archive import read_archive
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.ledger import LedgerChart, LedgerScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.views.figures import figure_text
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1, SAVES

SIZE = (80, 24)


def data_folder(tmp_path):
    """The four example pulkas and a damaged file, in a data folder.

    The Leningrad and Rostov examples say when they were created (2026-11-27 20:15 and
    2026-11-28 19:40, Moscow time); the Sochi ones do not, and are dated by their files:
    the 3-player one 2026-11-20, the 4-player one 2026-11-21.
    """
    folder = tmp_path / "data"
    folder.mkdir()
    for path in sorted(SAVES.glob("*.json")):
        shutil.copy(path, folder / path.name)
    for name, day in (("pulka1-sochi-three-players.json", 20),
                      ("pulka2-sochi-four-players.json", 21)):
        when = datetime(2026, 11, day, 21, 0).timestamp()
        os.utime(folder / name, (when, when))
    (folder / "cut.json").write_text('{"format": "preferans-pulka"', encoding="utf-8")
    return folder


async def open_ledger(pilot, key: str = "ctrl+l") -> LedgerScreen:
    if key == "button":
        await pilot.click("#ledger-button")
    else:
        await pilot.press(key)
    screen = pilot.app.screen
    assert isinstance(screen, LedgerScreen)
    for _ in range(200):
        if screen.ledger is not None:
            break
        await pilot.pause(0.05)
    await pilot.pause()
    return screen


def cells(table: DataTable, column: int = 0) -> list[str]:
    return [str(table.get_row_at(i)[column]) for i in range(table.row_count)]


@pytest.mark.parametrize("key", ["ctrl+l", "button"])
async def test_the_ledger_opens_from_the_start_screen(tmp_path, key):
    folder = data_folder(tmp_path)
    expected = build_ledger(read_archive([folder], None).evenings)
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot, key)
        players = screen.query_one("#lg-players", DataTable)
        assert cells(players) == list(expected.players)
        assert cells(players, 3) == [figure_text(t.result) for t in expected.players.values()]
        assert cells(screen.query_one("#lg-evenings", DataTable), 1) == [   # newest first
            "* Rostov, four players, to 10",  # still in progress: marked (issue 31.8)
            "Leningrad, three players, to 10",
            "Sochi, four players, to 10", "Sochi, three players, to 10"]
        assert cells(screen.query_one("#lg-skipped", DataTable)) == ["cut.json"]
        status = str(screen.query_one("#lg-status").render())
        assert "evenings: 4" in status and "skipped files: 1" in status
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen)


@pytest.mark.parametrize(("lang", "heading"), [("en", "The ledger"), ("ru", "Итоги")])
async def test_f1_on_the_ledger_opens_at_the_ledgers_keys(tmp_path, lang, heading):
    """A new user's finding: F1 on the ledger showed the sheet's keys first."""
    from preferans_tui.texts import set_language
    from preferans_tui.ui.screens.help import HelpScreen

    app = PreferansApp(None, data_folder(tmp_path))
    async with opened(app, size=SIZE) as pilot:
        set_language(lang)
        try:
            await open_ledger(pilot)
            await pilot.press("f1")
            await pilot.pause()
            help_screen = app.screen
            assert isinstance(help_screen, HelpScreen)
            sections = [line for line in help_screen.page.splitlines() if line.startswith("## ")]
            assert sections[0].startswith(f"## {heading}") and "F5" in help_screen.page
            await pilot.press("escape", "escape", "f1")  # on the start screen: as before
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            assert not app.screen.page.lstrip().startswith(f"## {heading}")
        finally:
            set_language("en")


async def test_brackets_step_through_the_tabs(tmp_path):
    """A new user needed five Shift+Tab to reach the evenings: ``]`` and ``[`` (``ъ``
    ``х`` on the Russian layout) go to the next and previous tab from the table."""
    from textual.widgets import TabbedContent

    app = PreferansApp(None, data_folder(tmp_path))
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        tabs = screen.query_one("#lg-tabs", TabbedContent)
        assert tabs.active == "tab-players"
        await pilot.press("right_square_bracket", "right_square_bracket",
                          "right_square_bracket")
        assert tabs.active == "tab-evenings"
        assert app.focused is screen.query_one("#lg-evenings", DataTable)
        await pilot.press("х")
        assert tabs.active == "tab-chart"
        await pilot.press("left_square_bracket", "left_square_bracket", "left_square_bracket")
        assert tabs.active == "tab-skipped"  # round from the first to the last


async def test_filters_narrow_every_tab(tmp_path):
    folder = data_folder(tmp_path)
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        evenings = screen.query_one("#lg-evenings", DataTable)
        screen.query_one("#lg-variant", Select).value = "rostov"
        await pilot.pause()
        assert evenings.row_count == 1 and screen.ledger.filtered_out == 3
        screen.query_one("#lg-variant", Select).clear()
        await pilot.pause()
        assert evenings.row_count == 4
        since = screen.query_one("#lg-since", Input)
        since.focus()
        await pilot.press(*"2026-11-21")
        await pilot.pause()
        kept = {r.evening.title for r in screen.ledger.evenings}
        assert kept == {"Sochi, four players, to 10", "Leningrad, three players, to 10",
                        "Rostov, four players, to 10"}
        await pilot.press("backspace")   # "2026-11-2": not a date yet, the filter stays
        await pilot.pause()
        assert since.has_class("-bad-date")
        assert {r.evening.title for r in screen.ledger.evenings} == kept
        await pilot.press("enter")
        await pilot.pause()
        assert any("a date such as" in n.message for n in notices(app))
        since.value = ""
        screen.query_one("#lg-player", Input).value = "gleb"
        await pilot.pause()
        assert {r.evening.title for r in screen.ledger.evenings} == {
            "Sochi, four players, to 10", "Rostov, four players, to 10"}
        assert screen.query_one(LedgerChart).points


async def test_enter_on_an_evening_opens_it_on_the_sheet(tmp_path):
    folder = data_folder(tmp_path)
    before = (folder / PULKA1.name).read_bytes()
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        screen.query_one(TabbedContent).active = "tab-evenings"
        await pilot.pause()
        table = screen.query_one("#lg-evenings", DataTable)
        table.focus()
        row = [str(k.value) for k in table.rows].index(str(folder / PULKA1.name))
        table.move_cursor(row=row)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka_path == folder / PULKA1.name
        assert len(app.pulka) == len(json.loads(before)["hands"])
        assert [type(s).__name__ for s in app.screen_stack] == ["Screen", "SheetScreen"]
    assert (folder / PULKA1.name).read_bytes() == before


async def test_both_languages_keep_the_filters(tmp_path):
    folder = data_folder(tmp_path)
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        screen.query_one("#lg-player", Input).value = "Vera"
        await pilot.pause()
        kept = len(screen.ledger.evenings)
        await pilot.press("f2")
        await pilot.pause()
        assert texts.language() == "ru"
        assert screen.query_one("#lg-player", Input).value == "Vera"
        assert len(screen.ledger.evenings) == kept
        tabs = [str(t.label) for t in screen.query("Tab")]
        assert tabs[:2] == ["Игроки", "Личные встречи"]
        assert "вечеров:" in str(screen.query_one("#lg-status").render())


async def test_names_and_titles_from_files_are_not_markup(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    text = json.dumps(doc).replace('"Anna"', '"[b]Anna[/]"')
    doc = json.loads(text)
    doc["title"] = "[red]Friday[/red]"
    (folder / "p.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "[bold]x.json").write_text("{", encoding="utf-8")
    (folder / "t\x1b[2J.json").write_text("{", encoding="utf-8")  # skipped, named escaped
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        assert "[b]Anna[/]" in cells(screen.query_one("#lg-players", DataTable))
        assert cells(screen.query_one("#lg-evenings", DataTable), 1) == ["[red]Friday[/red]"]
        assert sorted(cells(screen.query_one("#lg-skipped", DataTable))) == [
            "[bold]x.json", "t\\x1b[2J.json"]


async def test_a_title_with_control_characters_or_of_any_length_is_counted(tmp_path):
    """A title is free text (FORMAT.md): the files are counted, the titles escaped and
    cut to 39 characters and an ellipsis in the evenings table."""
    folder = tmp_path / "data"
    folder.mkdir()
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["title"] = "Friday \x1b[2J"
    (folder / "a.json").write_text(json.dumps(doc), encoding="utf-8")
    doc["title"] = "Saturday " * 100
    (folder / "b.json").write_text(json.dumps(doc), encoding="utf-8")
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        assert sorted(cells(screen.query_one("#lg-evenings", DataTable), 1)) == [
            "Friday \\x1b[2J", ("Saturday " * 5)[:39] + "…"]
        assert screen.query_one("#lg-skipped", DataTable).row_count == 0


async def test_an_empty_data_folder(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        assert screen.query_one("#lg-players", DataTable).row_count == 0
        assert "evenings: 0" in str(screen.query_one("#lg-status").render())


async def test_an_event_table_that_played_its_deals_is_not_in_progress(tmp_path):
    """Two event tables of 4 deals (raspasy only: no pulya closes, issue 28): ``done``
    played its 4, ``part`` 2. Only ``part`` is marked ``*`` and counted in progress."""
    from tests.ui.test_deals_limit_views import limited

    folder = tmp_path / "data"
    folder.mkdir()
    for name, played in (("done", 4), ("part", 2)):
        (tmp_path / name).mkdir()
        path = limited(tmp_path / name, 4, played)
        doc = json.loads(path.read_text("utf-8"))
        doc["title"] = f"Cup {name}"
        doc["created"] = f"2026-11-{20 + played}T20:00:00"  # done the newer: listed first
        (folder / f"{name}.json").write_text(json.dumps(doc), "utf-8")
    app = PreferansApp(None, folder)
    async with opened(app, size=(100, 24)) as pilot:
        screen = await open_ledger(pilot)
        assert cells(screen.query_one("#lg-evenings", DataTable), 1) == [
            "Cup done", "* Cup part"]
        status = str(screen.query_one("#lg-status").render())
        assert "* in progress: 1" in status
