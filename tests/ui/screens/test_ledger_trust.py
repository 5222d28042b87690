"""The ledger screen tells one story (issues 31 and 32): skipped files said in the
interface language, an empty «Пропущено» tab that says so, unfinished evenings marked
and filtered, look-alike names warned of."""

from __future__ import annotations

import json

from textual.widgets import DataTable

from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA1
from tests.ui.screens.test_ledger import SIZE, cells, open_ledger


def refused_name_folder(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "good.json").write_bytes(PULKA1.read_bytes())
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["players"][0] = "Anna "
    (folder / "name.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


async def test_the_skipped_tab_says_why_in_the_interface_language(tmp_path):
    app = PreferansApp(None, refused_name_folder(tmp_path))
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        table = screen.query_one("#lg-skipped", DataTable)
        assert cells(table, 1) == ["the players: player 1's name 'Anna ' starts or ends with a "
                                   "space (rule 1.2)"]
        await pilot.press("f2")
        await pilot.pause()
        table = screen.query_one("#lg-skipped", DataTable)
        assert cells(table, 1) == ["игроки: имя 1-го игрока: 'Anna ' начинается или "
                                   "кончается пробелом (правило 1.2)"]
        assert not screen.query_one("#lg-skipped-none").display


async def test_an_empty_skipped_tab_says_nothing_was_skipped(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "good.json").write_bytes(PULKA1.read_bytes())
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        note = screen.query_one("#lg-skipped-none")
        assert note.display and "Nothing was skipped" in str(note.render())
        await pilot.press("f2")
        await pilot.pause()
        note = screen.query_one("#lg-skipped-none")
        assert note.display and "Ничего не пропущено" in str(note.render())


async def test_a_cache_that_fails_its_check_is_rebuilt_and_said(tmp_path):
    from preferans_tui.storage.archive import read_archive
    from preferans_tui.storage.ledger_paths import CACHE_FILE, ledger_folder
    from tests.conftest import notices

    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "good.json").write_bytes(PULKA1.read_bytes())
    truth = read_archive([folder], folder).evenings
    cache = ledger_folder(folder) / CACHE_FILE
    doc = json.loads(cache.read_text(encoding="utf-8"))
    doc["files"][str(folder / "good.json")]["evening"]["figures"]["Anna"]["result"] = "1000"
    cache.write_text(json.dumps(doc), encoding="utf-8")
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        assert screen.evenings == truth
        (notice,) = [n for n in notices(app) if "failed its check" in n.message]
        assert "does not match its digest" in notice.message


async def test_unfinished_evenings_are_marked_and_f6_leaves_them_out(tmp_path):
    """pulka4 (Rostov, Anna Boris Gleb Vera) is still in progress; pulka1 is finished."""
    from tests.ui.conftest import SAVES

    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "friday.json").write_bytes(PULKA1.read_bytes())
    (folder / "tonight.json").write_bytes((SAVES / "pulka4-rostov-four-players.json")
                                          .read_bytes())
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        players = screen.query_one("#lg-players", DataTable)
        assert dict(zip(cells(players), cells(players, 1), strict=True)) == {
            "Anna": "2*", "Boris": "2*", "Vera": "2*", "Gleb": "1*"}
        evenings = screen.query_one("#lg-evenings", DataTable)
        assert sorted(cells(evenings, 1)) == ["* Rostov, four players, to 10",
                                              "Sochi, three players, to 10"]
        assert "* in progress: 1" in str(screen.query_one("#lg-status").render())
        await pilot.press("f6")
        await pilot.pause()
        assert cells(screen.query_one("#lg-players", DataTable), 1) == ["1", "1", "1"]
        assert cells(screen.query_one("#lg-evenings", DataTable), 1) == [
            "Sochi, three players, to 10"]
        status = str(screen.query_one("#lg-status").render())
        assert "finished pulkas only" in status and "left out by the filters: 1" in status
        screen.query_one("#lg-player").value = "Anna"   # another filter keeps F6's
        await pilot.pause()
        assert screen.keep.finished_only and len(screen.ledger.evenings) == 1
        await pilot.press("f2")
        await pilot.pause()
        assert len(screen.ledger.evenings) == 1
        assert "только доигранные" in str(screen.query_one("#lg-status").render())
        await pilot.press("f6")
        await pilot.pause()
        assert len(cells(screen.query_one("#lg-evenings", DataTable), 1)) == 2
        assert "* не доиграно: 1" in str(screen.query_one("#lg-status").render())


async def test_the_players_tab_warns_of_look_alike_names(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "a.json").write_bytes(PULKA1.read_bytes())
    cyrillic = "\u0410nna"
    text = PULKA1.read_text(encoding="utf-8").replace('"Anna"', f'"{cyrillic}"')
    (folder / "b.json").write_text(text, encoding="utf-8")
    app = PreferansApp(None, folder)
    async with opened(app, size=(120, 30)) as pilot:
        screen = await open_ledger(pilot)
        line = screen.query_one("#lg-look-alike")
        assert line.display
        assert str(line.render()).startswith(
            f"⚠ 'Anna' (Latin) and '{cyrillic}' (Cyrillic + Latin) look the same")
        await pilot.press("f2")
        await pilot.pause()
        assert "(кириллица + латиница) выглядят одинаково" in str(
            screen.query_one("#lg-look-alike").render())


async def test_no_look_alike_no_line(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "a.json").write_bytes(PULKA1.read_bytes())
    app = PreferansApp(None, folder)
    async with opened(app, size=SIZE) as pilot:
        screen = await open_ledger(pilot)
        assert not screen.query_one("#lg-look-alike").display
