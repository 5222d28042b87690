"""The app saves the complete rules (SPEC §13.3): a file that spells out options equal to
its preset still has them after the app records a hand."""

from __future__ import annotations

import json

from preferans_tui.rules import RuleOptions
from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import MADE_SIX, PULKA1, assert_made_six


async def test_the_app_keeps_preset_equal_options_and_writes_all_the_rest(tmp_path):
    path = tmp_path / "p.json"
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"] = data["hands"][:1]
    spelled = {"whist_style": "greedy", "help": True, "raspasy_progression": [1, 2, 3],
               "consolation": "whist_value"}
    data["rules"] = {**data["rules"], **spelled}
    path.write_text(json.dumps(data), encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*MADE_SIX)
        await pilot.pause()
        assert_made_six(app)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert len(saved["hands"]) == 2
    assert {k: saved["rules"][k] for k in spelled} == spelled
    assert set(saved["rules"]) >= set(RuleOptions.model_fields) - {"stake_per_whist"}
