"""``watch`` draws the same sheet in English and in Russian at one size (issue 31.6: at
80×24 it showed the paper sheet in English and the compact list in Russian, a longer
Russian line under the sheet having taken one of its rows).

PULKA-1's first three hands with long names: «Если закончить сейчас, висты: …» takes
two rows at 80 columns where «If stopped now, whists: …» takes one.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui import texts
from preferans_tui.ui.watch_app import WatchApp
from preferans_tui.ui.widgets.grid import PulkaGrid
from preferans_tui.ui.widgets.sheet_layout import fits_paper
from tests.ui.conftest import PULKA1

NAMES = {"Anna": "Александра", "Boris": "Константин", "Vera": "Валентина"}


def long_named(folder, hands: int):
    text = PULKA1.read_text(encoding="utf-8")
    for old, new in NAMES.items():
        text = text.replace(json.dumps(old), json.dumps(new))
    data = json.loads(text)
    data["hands"] = data["hands"][:hands]
    path = folder / "p.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


async def grid_rows(path, lang: str, size: tuple[int, int]) -> int:
    texts.set_language(lang)
    app = WatchApp(path, poll=0.05)
    async with app.run_test(size=size) as pilot:
        for _ in range(500):
            if app.reads:
                break
            await pilot.pause(0.01)
        await pilot.pause()
        return app.screen.query_one(PulkaGrid).size.height


@pytest.mark.parametrize("hands", [3, 4, 8])
async def test_both_languages_draw_the_paper_sheet_at_80x24(tmp_path, hands):
    path = long_named(tmp_path, hands)
    english = await grid_rows(path, "en", (80, 24))
    russian = await grid_rows(path, "ru", (80, 24))
    assert english == russian
    assert fits_paper(3, 80, russian)
