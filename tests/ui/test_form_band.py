"""A hand form is a band under the sheet, and the sheet stays in sight (issue 31.1): at
80×24 the form covered most of the sheet, at 100×30 the labels around it (the dealer's
label cut to «[Миша · dea]»). On paper everyone sees the pulka while a hand is written.

At 80×24 the sheet keeps a table (a row per player: pulya, gora, whists on each other
player), at 100×30 the whole paper sheet; the form takes the rows under it.

Figures, worked by hand from SPEC §10:

- PULKA-1 after H1–H3 (Anna, Boris, Vera): H1 Anna's 6♠ made, pulya 2, Boris whists on
  Anna 4, Vera 2, Vera's gora 2; H2 raspasy (trick 1): Boris gora +3, Vera +1; H3 raspasy
  (trick 2): Anna 0 tricks, pulya +2 (rule 3.7), Boris 6 × 2 = 12, Vera 4 × 2 = 8 into
  the gora. So: Anna pulya 2.4; Boris gora 3.15, on Anna 4; Vera gora 2.3.11, on Anna 2.
  Vera deals hand 4.
- PULKA-2 after H1 (Anna, Boris, Vera, Gleb): Anna's 7♠ down two, gora 2 × 4 = 8; Vera's
  consolation on her 2 × 4 = 8. Gleb dealt it; Anna deals hand 2.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.grid import PulkaGrid
from tests.opened import opened, until_opened
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka, screen_text

PLAYERS3 = ("Anna", "Boris", "Vera")
PLAYERS4 = ("Anna", "Boris", "Vera", "Gleb")


def with_language(tmp_path, lang: str) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"language": lang}), encoding="utf-8")


def sheet_of(app) -> SheetScreen:
    return next(s for s in app.screen_stack if isinstance(s, SheetScreen))


def assert_sheet_uncovered(app) -> None:
    """The form is open, and the sheet and its status line lie wholly above its band."""
    assert isinstance(app.screen, HandForm)
    band = app.screen.query_one("#hand-form").region
    sheet = sheet_of(app)
    grid = sheet.query_one(PulkaGrid).region
    status = sheet.query_one("#status").region
    assert grid.height >= len(app.pulka.players) + 2  # a heading, a rule, a row each
    assert grid.bottom <= band.y and status.bottom <= band.y
    assert band.bottom == app.size.height  # the band is docked at the bottom


def table_rows(app) -> dict[str, list[str]]:
    """The table's rows on screen, by the player's name: its cells (``│``-split)."""
    rows = {}
    for line in screen_text(app).splitlines():
        cells = [cell.strip() for cell in line.split("│")]
        name = cells[0].split(" ·")[0]
        if name in app.pulka.players and len(cells) == 3 + len(app.pulka.players):
            rows[name] = cells[1:]
    return rows


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("keys", [["n", "2"], ["r"], ["m"], ["a"]],
                         ids=["game", "raspasy", "misere", "adjustment"])
async def test_three_players_80x24_every_total_stays_in_sight(tmp_path, lang, keys):
    with_language(tmp_path, lang)
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    async with opened(PreferansApp(path, tmp_path), size=(80, 24)) as pilot:
        await pilot.press(*keys)
        await pilot.pause()
        app = pilot.app
        assert_sheet_uncovered(app)
        rows = table_rows(app)
        assert set(rows) == set(PLAYERS3)  # every player's label, the dealer's marked
        # cells: pulya, gora, whists on Anna, on Boris, on Vera
        assert rows["Anna"][0].startswith("2.4")
        assert rows["Boris"][1] == "3.15" and rows["Boris"][2] == "4"
        assert rows["Vera"][1] == "2.3.11" and rows["Vera"][2] == "2"
        deals = "сдаёт" if lang == "ru" else "deals"
        assert f"Vera · {deals}" in screen_text(app)


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_four_players_80x24_every_total_stays_in_sight(tmp_path, lang):
    with_language(tmp_path, lang)
    path = copy_pulka(PULKA2, tmp_path, hands=1)
    async with opened(PreferansApp(path, tmp_path), size=(80, 24)) as pilot:
        await pilot.press("n", "3", "7", "s")
        await pilot.pause()
        app = pilot.app
        assert_sheet_uncovered(app)
        rows = table_rows(app)
        assert set(rows) == set(PLAYERS4)
        assert rows["Anna"][1] == "8"  # gora
        assert rows["Vera"][2] == "8"  # whists on Anna
        assert app.screen.query_one("#form-preview").region.bottom <= app.size.height


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("source", "hands", "dealer"), [(PULKA1, 3, "Vera"),
                                                        (PULKA2, 1, "Anna")],
                         ids=["3", "4"])
async def test_100x30_keeps_the_paper_sheet_and_its_labels(tmp_path, lang, source,
                                                           hands, dealer):
    with_language(tmp_path, lang)
    path = copy_pulka(source, tmp_path, hands=hands)
    async with opened(PreferansApp(path, tmp_path), size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app = pilot.app
        assert_sheet_uncovered(app)
        assert sheet_of(app).query_one(PulkaGrid).region.height >= 17  # the paper layout
        text = screen_text(app)
        deals = "сдаёт" if lang == "ru" else "deals"
        assert f" {dealer} · {deals} " in text  # whole, not «[Миша · dea]»
        for name in app.pulka.players:
            assert name in text
        # the preview is beside the fields, in the band's rows
        preview = app.screen.query_one("#form-preview").region
        fields = app.screen.query_one("#form-fields").region
        assert preview.x >= fields.right and preview.bottom <= app.size.height


async def test_the_sheet_takes_its_rows_back_when_the_form_closes(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    async with opened(PreferansApp(path, tmp_path), size=(80, 24)) as pilot:
        app = pilot.app
        full = sheet_of(app).query_one(PulkaGrid).region.height
        await pilot.press("n")
        await pilot.pause()
        assert sheet_of(app).query_one(PulkaGrid).region.height < full
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.screen.query_one(PulkaGrid).region.height == full


async def test_f2_and_a_resize_with_the_form_open_keep_the_sheet_in_sight(tmp_path):
    path = copy_pulka(PULKA2, tmp_path, hands=1)
    async with opened(PreferansApp(path, tmp_path), size=(100, 30)) as pilot:
        await pilot.press("f2", "n")  # the sheet is drawn again in Russian under the form
        await pilot.pause()
        assert_sheet_uncovered(pilot.app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert_sheet_uncovered(pilot.app)
        assert set(table_rows(pilot.app)) == set(PLAYERS4)


SNAPSHOTS = {  # name: (pulka, hands kept, keys)
    "game-3": (PULKA1, 3, ["n", "2", "7", "h", "p", "w", "6"]),
    "game-4": (PULKA2, 1, ["n", "3", "7", "s", "w", "w", "7", "2"]),
}


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", SNAPSHOTS)
def test_snapshot(snap_compare, tmp_path, name, lang, size):
    source, hands, keys = SNAPSHOTS[name]
    with_language(tmp_path, lang)
    path = copy_pulka(source, tmp_path, hands, name="snap.json")
    assert snap_compare(PreferansApp(path, tmp_path), press=keys, terminal_size=size,
                        run_before=until_opened)
