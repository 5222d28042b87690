"""Replay: stepping through a saved pulka (issue 4 part 6) and ``preferans-tui replay``.

Expected totals are SPEC §10 PULKA-1's hand-by-hand table.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console
from rich.segment import Segment
from textual.widgets import Static

from preferans_tui import texts
from preferans_tui.__main__ import main
from preferans_tui.storage import load
from preferans_tui.ui.replay_app import ReplayApp, run_replay
from preferans_tui.ui.screens.replay import ReplayScreen
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.widgets.balance_chart import BalanceChart
from preferans_tui.ui.widgets.grid import PulkaGrid

SAVES = Path(__file__).parent.parent.parent / "saves"
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"
SIZE = (100, 30)
ROW = re.compile(r"^(\S+) +(-?\d+) +(-?\d+) +(\S+)$")


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def replay_app(path: Path) -> ReplayApp:
    model, pulka = load(path)
    return ReplayApp(pulka, model.title)


def panel_text(screen: ReplayScreen) -> str:
    """The hand panel (hand k, its entries, the results table) as plain text."""
    out = io.StringIO()
    console = Console(file=out, width=34, color_system=None)
    for part in ("#replay-hand", "#replay-results"):
        console.print(screen.query_one(part, Static).content)
    return out.getvalue()


def shown_rows(screen: ReplayScreen) -> dict[str, tuple[int, int, str]]:
    """The results table at this step: player → (pulya, gora, result)."""
    rows = {}
    for line in panel_text(screen).splitlines():
        match = ROW.match(line)
        if match and match[1] in screen.pulka.players:
            rows[match[1]] = (int(match[2]), int(match[3]), match[4])
    return rows


async def test_arrows_home_end_move_the_step():
    app = replay_app(PULKA1)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.step == 0
        await pilot.press("left")  # nothing before the start
        assert screen.step == 0
        await pilot.press("right", "right", "right")
        assert screen.step == 3
        await pilot.press("left")
        assert screen.step == 2
        await pilot.press("end")
        assert screen.step == 8
        await pilot.press("right")  # nothing after the last hand
        assert screen.step == 8
        await pilot.press("home")
        assert screen.step == 0


async def test_totals_follow_spec_pulka1_hand_by_hand():
    app = replay_app(PULKA1)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        grid = screen.query_one(PulkaGrid)
        assert shown_rows(screen) == {p: (0, 0, "0") for p in ("Anna", "Boris", "Vera")}
        await pilot.press("right")
        # H1: A pulya +2; B→A 4; C→A 2; C gora +2 (EX-02). If stopped here: gora at stop
        # A 8, B 10, C 12 → gora part +20, 0, −20; whists A −6, B +4, C +2 → +14, +4, −18.
        assert shown_rows(screen) == {"Anna": (2, 0, "+14"), "Boris": (0, 0, "+4"),
                                      "Vera": (0, 2, "\u221218")}
        assert len(grid.pulka) == 1
        text = panel_text(screen)
        assert "Deal 1" in text
        assert "Vera gora +2 (rule 3.8.6)" in text  # EX-02: the pair short, Kodex 3.8.6
        await pilot.press("right")
        # H2 raspasy, amnesty 2: B gora +3, C gora +1 → B 3, C 3.
        assert "raspasy 1 in a row · a trick costs 1 · 2 off each (the fewest taken)" in " ".join(
            panel_text(screen).split())
        rows = shown_rows(screen)
        assert (rows["Anna"][:2], rows["Boris"][:2], rows["Vera"][:2]) == ((2, 0), (0, 3), (0, 3))
        await pilot.press("right")
        # H3 raspasy k=2: B gora +12 → 15, C +8 → 11, A pulya +2 (zero bonus) → 4.
        rows = shown_rows(screen)
        assert (rows["Anna"][:2], rows["Boris"][:2], rows["Vera"][:2]) == ((4, 0), (0, 15),
                                                                           (0, 11))
        assert len(grid.pulka) == 3
        await pilot.press("end")
        # All pulyas 10; gora A 0, B 19, C 11; results A +150, B −146, C −4.
        assert shown_rows(screen) == {"Anna": (10, 0, "+150"), "Boris": (10, 19, "\u2212146"),
                                      "Vera": (10, 11, "\u22124")}
        assert "The pulka ends with this hand." in panel_text(screen)


async def test_results_at_each_step_are_the_prefix_settlement():
    _, pulka = load(PULKA2)
    app = ReplayApp(pulka, "PULKA-2")
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        chart = screen.query_one(BalanceChart)
        for k in range(1, len(pulka) + 1):
            await pilot.press("right")
            expected = pulka.prefix(k).settle().balance
            assert screen.series.after(k) == expected
            assert chart.cursor == k
        # SPEC §10 PULKA-2: A −40, B +80, C +16, D −56.
        assert {p: r[2] for p, r in shown_rows(screen).items()} == {
            "Anna": "\u221240", "Boris": "+80", "Vera": "+16", "Gleb": "\u221256"}


async def test_results_are_drawn_again_for_a_new_width():
    """A step draws the results table once, as lines at the panel's width; a resize
    draws them again, so no line is cut and the figures stay (SPEC §10 PULKA-2)."""
    _, pulka = load(PULKA2)
    app = ReplayApp(pulka, "PULKA-2")
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        await pilot.press("end")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        results = screen.query_one("#replay-results", Static)
        width = results.content_region.width
        drawn = app.console.render_lines(results.content, app.console.options, pad=False)
        assert drawn and all(Segment.get_line_length(line) <= width for line in drawn)
        assert {p: r[2] for p, r in shown_rows(screen).items()} == {
            "Anna": "\u221240", "Boris": "+80", "Vera": "+16", "Gleb": "\u221256"}


SHOWN = ("#replay-heading", "#replay-grid", "#replay-results", "#replay-chart")
"""What a step redraws in part (the hand panel is drawn whole: a replay opened at 80×24
decides on the panel's scroll bar before the step's text is in it, and wraps it a
column narrower)."""


def drawn(app: ReplayApp) -> list[list[Segment]]:
    """The lines the heading, sheet, results and chart show (cached lines included)."""
    lines = []
    for selector in SHOWN:
        widget = app.screen.query_one(selector)
        lines += [list(strip) for strip in widget.render_lines(widget.size.region)]
    return lines


def screenshot(app: ReplayApp) -> str:
    """The screen as an SVG, without the export's own id (it differs from app to app)."""
    return re.sub(r"terminal-\d+", "terminal", app.export_screenshot())


async def drawn_fresh(pulka, step: int, size: tuple[int, int]) -> tuple[str, list]:
    """The screen of a replay opened at ``step`` (everything drawn once)."""
    app = ReplayApp(pulka, "PULKA-2", step=step)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        return screenshot(app), drawn(app)


async def test_a_step_draws_what_a_fresh_screen_draws():
    """A step redraws only the cells it changed (the sheet's changed cells, the chart's
    old and new cursor columns and its legend: issue 16); what is on the screen then is
    exactly what a replay opened at that step draws — also after a resize."""
    _, pulka = load(PULKA2)
    n = len(pulka)
    app = ReplayApp(pulka, "PULKA-2")
    async with app.run_test(size=SIZE) as pilot:
        for keys, step, size in ((["right"] * 5, 5, SIZE), (["left"], 4, SIZE),
                                 (["end"], n, SIZE), (["left", "left"], n - 2, SIZE),
                                 (["home"], 0, SIZE), (["right"] * 3, 3, (80, 24)),
                                 (["right"], 4, (80, 24)), (["end"], n, (80, 24))):
            if size != app.size:
                await pilot.resize_terminal(*size)
                await pilot.pause()
            await pilot.press(*keys)
            await pilot.pause()
            await pilot.pause()
            assert app.screen.step == step
            svg, lines = await drawn_fresh(pulka, step, size)
            assert drawn(app) == lines, (keys, step, size)
            if size == SIZE:
                assert screenshot(app) == svg, (keys, step, size)


async def test_a_step_after_f2_draws_the_hand_that_overflows_its_box():
    """In Russian, hand 10 of PULKA-2 overflows its box: the step after F2 (which
    composes the screen again) gives it its height and a scroll bar, as a replay opened
    there does."""
    _, pulka = load(PULKA2)
    app = ReplayApp(pulka, "PULKA-2")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end", "left")
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("left")
        await pilot.pause()
        await pilot.pause()
        assert app.screen.step == len(pulka) - 2
        svg, _ = await drawn_fresh(pulka, len(pulka) - 2, SIZE)
        assert screenshot(app) == svg


async def test_s_settles_at_the_step_and_escape_returns():
    app = replay_app(PULKA1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "right", "right", "s")
        assert isinstance(app.screen, SettlementScreen)
        assert len(app.screen.pulka) == 3
        await pilot.press("escape")
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.step == 3


async def test_q_quits_the_replay():
    app = replay_app(PULKA1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_f2_switches_to_russian():
    app = replay_app(PULKA1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "f2")
        await pilot.pause()
        heading = str(app.screen.query_one("#replay-heading", Static).content)
        assert heading.startswith("Просмотр: ")
        assert "После сдачи 1 из 8" in heading
        assert "пуля" in panel_text(app.screen)
        assert app.screen.step == 1


def test_run_replay_bad_file_exits_1_with_problems(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "preferans-pulka", "version": 1, "players": ["A", "B"]}',
                   encoding="utf-8")
    assert run_replay(bad) == 1
    err = capsys.readouterr().err
    assert "bad.json" in err and "problem" in err and "Traceback" not in err
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    assert "missing.json" in capsys.readouterr().err


def test_run_replay_opens_the_file(monkeypatch):
    seen = {}

    def fake_run(self):
        seen["app"] = self

    monkeypatch.setattr(ReplayApp, "run", fake_run)
    assert run_replay(PULKA2) == 0
    app = seen["app"]
    assert app.pulka_title == "Sochi, four players, to 10"
    assert app.pulka.players == ("Anna", "Boris", "Vera", "Gleb") and len(app.pulka) == 12


async def test_a_pulka_without_hands_replays_its_blank_sheet():
    _, pulka = load(PULKA2)
    app = ReplayApp(pulka.prefix(0), "empty")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "end")
        screen = app.screen
        assert screen.step == 0
        assert shown_rows(screen) == {p: (0, 0, "0") for p in pulka.players}
        chart = screen.query_one(BalanceChart)
        assert chart.render_line(0).text.strip() == "No hands yet."
