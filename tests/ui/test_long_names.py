"""A long name is cut with an ellipsis where the sheet has no room for it, never dropped
(issue 32.10: a 24-character name dropped the «on NAME» whists labels of the 3-player
sheet, leaving a bare figure nobody could place).

PULKA-1's first four hands (SPEC §10) with Boris renamed to a 24-letter name: in hand 4
he plays 7♥ and is one down (6 tricks); Vera passes and writes her consolation, 4, on
him (rule 3.8.1.2). Vera's whists band, the right half of the top row, holds «on
Александра…» with that 4.
"""

from __future__ import annotations

import json
import re

import pytest

from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA1, screen_text

LONG = "Александра Константинова"


def long_name_pulka(folder, hands: int = 4):
    text = PULKA1.read_text(encoding="utf-8").replace('"Boris"', json.dumps(LONG))
    data = json.loads(text)
    data["hands"] = data["hands"][:hands]
    path = folder / "p.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_the_name_is_24_characters():
    assert len(LONG) == 24


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
@pytest.mark.parametrize(("lang", "label"), [("en", "on Александра"), ("ru", "Александра")])
async def test_a_long_name_is_cut_in_the_whists_label_not_dropped(tmp_path, size, lang,
                                                                   label):
    (tmp_path / "settings.json").write_text(json.dumps({"language": lang}), encoding="utf-8")
    path = long_name_pulka(tmp_path)
    async with opened(PreferansApp(path, tmp_path), size=size) as pilot:
        await pilot.pause()
        lines = screen_text(pilot.app).splitlines()
        top = next(line for line in lines if line.startswith("│ ") and "Anna 4" in line)
        cells = [cell.strip() for cell in top.strip("│").split("│")]
        # Boris's sector (left): on Anna, on Vera; Vera's (right): on Boris, on Anna
        assert len(cells) == 4
        assert re.fullmatch(re.escape(label) + r"[^…]*… 4", cells[2]), cells[2]
        assert cells[3] == ("on Anna 2" if lang == "en" else "Anna 2")
        # where there is room (Anna's band at the bottom), the name is whole
        assert any(LONG in line and "20" in line for line in lines)
