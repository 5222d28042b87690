"""The status line above the sheet is one row that never wraps (issue 31.6): during a
raspasy series at 80 columns, and in 4-player Leningrad at 100, its second row went
under the next form's border. The deal, its dealer and the series' price stay; longer
words give way first (the count of changed options, the preset, the long wording of
the series).

Figures: PULKA-1's first three hands (SPEC §10) end on two raspasy in a row, Vera
deals hand 4, the next raspasy trick is worth 3 and the exit is from 6 (Sochi,
rule 3.7.3). The Leningrad table below plays two raspasy; Vera deals hand 3.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.fitted_line import FittedLine
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, pulka_file

LENINGRAD_RASPASY = [
    {"kind": "raspasy", "dealer": "Anna",
     "tricks": {"Boris": 3, "Vera": 3, "Gleb": 4, "Anna": 0}},
    {"kind": "raspasy", "dealer": "Boris",
     "tricks": {"Vera": 3, "Gleb": 3, "Anna": 4, "Boris": 0}},
]


def status(app) -> str:
    """The sheet's status line (under a form too), checked to be one row."""
    sheet = next(s for s in app.screen_stack if isinstance(s, SheetScreen))
    line = sheet.query_one("#status", FittedLine)
    assert line.size.height == 1
    return str(line.render())


@pytest.mark.parametrize(("lang", "deal", "dealer", "price"), [
    ("en", "deal 4", "Vera deals", "trick 3"),
    ("ru", "сдача 4", "сдаёт Vera", "взятка по 3"),
])
async def test_a_raspasy_series_fits_80_columns(tmp_path, lang, deal, dealer, price):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    (tmp_path / "settings.json").write_text(json.dumps({"language": lang}), encoding="utf-8")
    async with opened(PreferansApp(path, tmp_path), size=(80, 24)) as pilot:
        await pilot.pause()
        line = status(pilot.app)
        assert len(line) <= 78  # the line's padding takes a column each side
        for words in (deal, dealer, price):
            assert words in line
        await pilot.press("r")  # the raspasy form docked under it leaves it whole
        await pilot.pause()
        assert status(pilot.app) == line


async def test_leningrad_four_players_fits_100_columns(tmp_path):
    path = pulka_file(tmp_path, ["Anna", "Boris", "Vera", "Gleb"], LENINGRAD_RASPASY,
                      variant="leningrad", pulya_target=20)
    async with opened(PreferansApp(path, tmp_path), size=(100, 30)) as pilot:
        await pilot.pause()
        line = status(pilot.app)
        assert len(line) <= 98
        for words in ("deal 3", "Vera deals", "raspasy 2 in a row", "to the end"):
            assert words in line
        await pilot.resize_terminal(160, 30)  # wide enough: every word in full
        await pilot.pause()
        assert "next trick price" in status(pilot.app)
        assert "(sum of the pulyas)" in status(pilot.app)
