"""The sheet screen: undo, correction, a refused hand, the language switch, a bad file.

A refused hand must show the core's rule beside the field and leave the sheet, the
pulka and the file exactly as they were (rule 3.5: ten tricks in a hand).
"""

from __future__ import annotations

import json

from preferans_tui import texts
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp, run_app
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.grid import PulkaGrid
from preferans_tui.ui.widgets.number_field import NumberField
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka
from tests.ui.questions import drop_typed_hand


def grid_text(app) -> str:
    return app.screen.query_one(PulkaGrid).canvas().text()


def grid_cells(app) -> set[str]:
    """Every cell of the drawn sheet, as its text alone: a band (``pulya · 10 to go``), a
    whists cell (``on Boris 20.40.44``), a name."""
    return {cell.strip(" ╱╲┄") for line in grid_text(app).splitlines()
            for cell in line.split("│")} - {""}


async def test_undo_removes_the_last_hand_and_saves(tmp_path):
    path = copy_pulka(PULKA1, tmp_path)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.pulka.finished
        await pilot.press("u", "y")
        await pilot.pause()
        assert len(app.pulka) == 7
        assert not app.pulka.finished
        # after H7 (SPEC §10 PULKA-1): B pulya 2 + 2 = 4, A's whists on B 20 + 20 + 4 = 44,
        # written as running totals on paper: 20.40.44
        assert app.pulka.totals.pulya["Boris"] == 4
        assert "on Boris 20.40.44" in grid_cells(app)
        assert "deal 8" in str(app.screen.query_one("#status").render())
    assert len(load(path)[1]) == 7


async def test_correction_reopens_the_last_hand_prefilled(tmp_path):
    path = copy_pulka(PULKA1, tmp_path)
    before = load(path)[1].hands[-1]
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        assert len(app.pulka) == 7
        assert app.screen.hand is not None  # prefilled: complete and accepted by the core
        await pilot.press("escape")  # cancelled: the hand goes back
        await pilot.pause()
        assert len(app.pulka) == 8
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 8
    after = load(path)[1].hands[-1]
    assert (after.declarer, after.contract, after.calls, after.tricks) == (
        before.declarer, before.contract, before.calls, before.tricks)


async def test_refused_hand_shows_the_rule_and_changes_nothing(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    text_before = path.read_text(encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        sheet_before = grid_text(app)
        # raspasy dealt by Anna: Anna 6, Boris 5 would be eleven tricks before Vera's
        # count: Boris's 5 is refused (at most 10 − 6 = 4, rule 3.5), Enter asks for it
        await pilot.press("r", "6", "5")
        form = app.screen
        assert isinstance(form, HandForm)
        boris = form.query_one("#t1", NumberField)
        assert boris.value is None
        assert "at most 4" in boris.error and "rule 3.5" in boris.error
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandForm) and boris.error == "required"
        await drop_typed_hand(pilot)  # the typed hand is thrown away once asked (and read)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 1
        assert grid_text(app) == sheet_before
    assert path.read_text(encoding="utf-8") == text_before


async def test_game_after_the_end_is_refused_with_its_rule(tmp_path):
    path = copy_pulka(PULKA2, tmp_path)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        # the pulka has ended (rule 4.2.3): no game form opens, a message says why
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert any("rule 4.2.3" in n.message for n in notices(app))
        assert len(app.pulka) == 12


async def test_language_switch_and_setting(tmp_path):
    path = copy_pulka(PULKA2, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        assert "deal 2" in str(app.screen.query_one("#status").render())
        # after PULKA-2's first hand (SPEC §10): Anna's 7♠ down two, gora 2 × 4 = 8;
        # Vera's consolation on her 2 × 4 = 8; no pulya point of the 10 yet
        assert {"pulya · 10 to go", "gora 8", "on Anna 8"} <= grid_cells(app)
        await pilot.press("f2")
        await pilot.pause()
        assert texts.language() == "ru"
        assert "сдача 2" in str(app.screen.query_one("#status").render())
        assert {"пуля · ещё 10", "гора 8", "висты на:", "Anna 8"} <= grid_cells(app)
        await pilot.press("n")
        await pilot.pause()
        assert "игра" in str(app.screen.query_one("#form-title").render())
        await pilot.press("escape")
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "ru"
    texts.set_language("en")
    async with opened(PreferansApp(path, tmp_path), size=(100, 30)) as pilot:
        assert texts.language() == "ru"  # the next start follows the setting
        assert "сдача 2" in str(pilot.app.screen.query_one("#status").render())


def test_bad_file_exits_1_untouched(tmp_path, capsys):
    path = tmp_path / "bad.json"
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"][0]["tricks"]["Anna"] = 8  # 8 + 2 + 1 = 11 tricks
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    assert run_app(path, tmp_path) == 1
    err = capsys.readouterr().err
    assert "hand 1" in err and "rule 3.5" in err
    assert "Traceback" not in err
    assert path.read_text(encoding="utf-8") == text


async def test_the_header_names_the_pulka_by_its_title(tmp_path):
    """A new user's finding: the title ("Friday") showed on the settlement, the watch and
    the replay but not on the sheet. From the file, so shown escaped (issue 17)."""
    from textual.widgets import Header

    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["title"] = "Friday"
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.screen.title == "Friday"
        header = app.screen.query_one(Header)
        assert "Friday" in header.screen_title
