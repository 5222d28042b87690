"""The start screen's parts of issue 30: Ctrl+R saves the form's rules under a name,
listed after the presets in the variant dropdown and taken back from it (30.3); Ctrl+P
settles totals typed from a paper sheet on the same settlement screen (30.4).

Figures: SPEC §10 PULKA-1's totals (Anna +150, Boris −146, Vera −4) and PULKA-2's, four
players (A −40, B +80, C +16, D −56)."""

from __future__ import annotations

import json

from textual.widgets import Input, Select

from preferans_tui.rules import RuleOptions
from preferans_tui.storage.rule_sets import save_set, saved_sets
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.paper import PaperScreen
from preferans_tui.ui.screens.rules_name import RulesName
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.screens.start import StartScreen
from tests.ui.conftest import screen_text


async def _start(pilot) -> StartScreen:
    for _ in range(100):
        if isinstance(pilot.app.screen, StartScreen):
            await pilot.pause(0.2)  # its widgets mounted
            return pilot.app.screen
        await pilot.pause(0.05)
    raise AssertionError(f"no start screen: {pilot.app.screen}")


async def test_ctrl_r_saves_the_rules_under_a_name(tmp_path):
    app = PreferansApp(data_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        start = await _start(pilot)
        start.query_one("#target", Input).value = "30"
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, RulesName)
        await pilot.press(*"sochi", "enter")  # a preset's name: refused, the box stays
        await pilot.pause()
        assert isinstance(app.screen, RulesName)
        app.screen.query_one("#rules-name", Input).value = "Наш клуб"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        values = [v for _, v in start.query_one("#variant", Select)._options]
        assert values[-1] == "saved:Наш клуб"
    assert saved_sets(tmp_path)["Наш клуб"].pulya_target == 30


async def test_a_saved_set_chosen_fills_the_form(tmp_path):
    save_set("Friday", RuleOptions.preset("leningrad", 24, stake_per_whist="0.5"), tmp_path)
    app = PreferansApp(data_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        start = await _start(pilot)
        start.query_one("#variant", Select).value = "saved:Friday"
        await pilot.pause()
        assert start.query_one("#target", Input).value == "24"
        assert start.query_one("#stake", Input).value == "0.50"
        options = start.build_pulka().options
    assert options.variant.value == "leningrad" and options.pulya_target == 24
    assert options == RuleOptions.preset("leningrad", 24, stake_per_whist="0.5")


async def test_ctrl_p_settles_paper_totals(tmp_path):
    app = PreferansApp(data_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await _start(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        paper = app.screen
        assert isinstance(paper, PaperScreen)
        typed = {"p-name0": "Anna", "p-name1": "Boris", "p-name2": "Vera",
                 "p-stake": "0,5",
                 "p-pulya0": "10", "p-pulya1": "10", "p-pulya2": "-10",
                 "p-gora1": "19", "p-gora2": "11",
                 "p-w0-1": "56", "p-w1-0": "4", "p-w2-0": "2", "p-w2-1": "4"}
        for box, text in typed.items():
            paper.query_one(f"#{box}", Input).value = text
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PaperScreen)  # Vera's pulya below zero: refused
        assert app.screen.focused is paper.query_one("#p-pulya2", Input)
        paper.query_one("#p-pulya2", Input).value = "10"
        await pilot.press("ctrl+s")
        await pilot.pause()
        settlement = app.screen
        assert isinstance(settlement, SettlementScreen)
        assert {p: str(v) for p, v in settlement.pulka.settle().exact.items()} == {
            "Anna": "150", "Boris": "-146", "Vera": "-4"}
        assert not list(tmp_path.glob("*.json"))  # nothing written


async def test_ctrl_p_settles_four_players_in_russian(tmp_path):
    """SPEC §10 PULKA-2 (Sochi, 4 players, target 10), typed from its end totals: every
    pulya 10; gora A 8, B 3, C 3, D 14; the whists as the SPEC lists them. Results
    A −40, B +80, C +16, D −56; the screen speaks Russian."""
    (tmp_path / "settings.json").write_text(json.dumps({"language": "ru"}), encoding="utf-8")
    app = PreferansApp(data_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await _start(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        paper = app.screen
        assert isinstance(paper, PaperScreen)
        heading = str(paper.query("Static").first().render())
        assert heading.startswith("Расчёт пульки, записанной на бумаге")
        typed = {"p-name0": "Аня", "p-name1": "Боря", "p-name2": "Вера", "p-name3": "Глеб",
                 "p-gora0": "8", "p-gora1": "3", "p-gora2": "3", "p-gora3": "14",
                 "p-w0-2": "16", "p-w0-3": "14",
                 "p-w1-0": "32", "p-w1-2": "20", "p-w1-3": "4",
                 "p-w2-0": "16",
                 "p-w3-0": "12", "p-w3-1": "16", "p-w3-2": "4"}
        typed |= {f"p-pulya{i}": "10" for i in range(4)}
        for box, text in typed.items():
            paper.query_one(f"#{box}", Input).value = text
        await pilot.pause()
        assert paper.query_one("#p-w1-3", Input).placeholder == "на Глеб"
        await pilot.press("ctrl+s")
        await pilot.pause()
        settlement = app.screen
        assert isinstance(settlement, SettlementScreen)
        assert {p: str(v) for p, v in settlement.pulka.settle().exact.items()} == {
            "Аня": "-40", "Боря": "80", "Вера": "16", "Глеб": "-56"}
        shown = " ".join(screen_text(app).split())
        assert "рассчитано по итогам с бумаги" in shown  # not "0 сдач, 1 поправка"
        assert "0 сдач" not in shown and "поправк" not in shown
        assert list(tmp_path.glob("*.json")) == [tmp_path / "settings.json"]  # nothing written
