"""The balance chart: running results per hand and how they are drawn (issue 4 part 8)."""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from textual.app import App, ComposeResult

from preferans_tui import texts
from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.table import left_of
from preferans_tui.storage import load
from preferans_tui.ui.widgets.balance_chart import BalanceChart

SAVES = Path(__file__).resolve().parents[3] / "saves"
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
MINUS = "\u2212"


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def long_pulka(hands: int = 100) -> Pulka:
    """Unwhisted sixes round the table (each +2 pulya, SPEC §4.3), target 500."""
    players = ("Anna", "Boris", "Vera")
    pulka = Pulka(players, RuleOptions.preset("sochi", 500))
    dealer = "Vera"
    for _ in range(hands):
        declarer = left_of(players, dealer)
        others = [p for p in players if p != declarer]
        pulka.append({"kind": "game", "dealer": dealer, "declarer": declarer, "contract": "6S",
                      "calls": {p: "pass" for p in others}})
        dealer = left_of(players, dealer)
    return pulka


class Host(App[None]):
    def __init__(self, pulka: Pulka, height: int, cursor: int | None = None) -> None:
        super().__init__()
        self.chart = BalanceChart(pulka, cursor=cursor)
        self.chart.styles.height = height

    def compose(self) -> ComposeResult:
        yield self.chart


def chart_lines(chart: BalanceChart) -> list[str]:
    return [chart.render_line(y).text.rstrip() for y in range(chart.size.height)]


def running_balances(pulka: Pulka) -> tuple[dict[str, Fraction], ...]:
    """The result in whists after each hand, as the chart draws it (the rules core's
    :meth:`Pulka.running_results`)."""
    series = pulka.running_results()
    return tuple(series.after(k) for k in range(1, len(series) + 1))


def test_running_balances_are_prefix_settlements():
    _, pulka = load(PULKA1)
    balances = running_balances(pulka)
    assert len(balances) == 8
    for k in range(1, 9):
        assert balances[k - 1] == pulka.prefix(k).settle().result
    # After H1, stopped: gora at stop A 8, B 10, C 12 (mean 10) → +20, 0, −20; whists
    # B writes 4 on A, C 2 on A → −6, +4, +2. Results +14, +4, −18.
    assert balances[0] == {"Anna": Decimal(14), "Boris": Decimal(4), "Vera": Decimal(-18)}
    # SPEC §10 PULKA-1 final: +150, −146, −4.
    assert balances[-1] == {"Anna": Decimal(150), "Boris": Decimal(-146), "Vera": Decimal(-4)}


def test_running_balances_use_the_kept_totals(monkeypatch):
    pulka = long_pulka(100)

    def no_replay(*args, **kwargs):
        raise AssertionError("the chart must not replay the hands")

    monkeypatch.setattr(Pulka, "prefix", no_replay)
    monkeypatch.setattr(Pulka, "append", no_replay)
    balances = running_balances(pulka)
    assert len(balances) == 100
    # Every hand one player +2 pulya in turn (Anna, Boris, Vera, …); after 99 hands (33
    # rounds) all have 66 and the results are 0; hand 100 is Anna's: 68 against 66, 66, so
    # her gora at the stop is 2 lower: she gains, the other two lose the same.
    assert balances[98] == dict.fromkeys(pulka.players, Decimal(0))
    last = balances[99]
    assert last["Anna"] > 0 and last["Boris"] == last["Vera"] < 0
    assert sum(last.values()) == 0


async def test_one_hand_drawn_by_hand():
    _, pulka = load(PULKA1)
    app = Host(pulka.prefix(1), height=10)
    async with app.run_test(size=(40, 10)):
        lines = chart_lines(app.chart)
    # 8 plot rows for +14 … −18 (span 32): row(v) = round((14 − v) × 7 / 32):
    # Anna +14 → 0, Boris +4 → round(2.19) = 2, zero → round(3.06) = 3, Vera −18 → 7.
    # One hand fills the plot; the seats' markers sit side by side (● ■ ▲), each starting
    # from the zero line.
    assert lines[0].startswith("+14┤●──")
    assert lines[1].startswith("   ││")
    assert lines[2].startswith("   ││■──")
    assert lines[3].startswith("  0┤──┈┈")
    assert lines[4].startswith("   │  │")  # only Vera's line goes down to row 7
    assert lines[7].startswith(f"{MINUS}18┤  ▲──")
    assert lines[8].strip() == "1"
    assert lines[9] == f"● Anna +14   ■ Boris +4   ▲ Vera {MINUS}18"


async def test_cursor_sets_the_legend():
    _, pulka = load(PULKA1)
    app = Host(pulka, height=12, cursor=1)
    async with app.run_test(size=(70, 12)) as pilot:
        assert chart_lines(app.chart)[-1] == f"● Anna +14   ■ Boris +4   ▲ Vera {MINUS}18"
        app.chart.cursor = None
        await pilot.pause()
        assert chart_lines(app.chart)[-1] == f"● Anna +150   ■ Boris {MINUS}146   ▲ Vera {MINUS}4"
        app.chart.cursor = 0
        await pilot.pause()
        assert chart_lines(app.chart)[-1] == "● Anna 0   ■ Boris 0   ▲ Vera 0"


async def test_no_hands():
    pulka = Pulka(("Anna", "Boris", "Vera"), RuleOptions.preset("sochi", 10))
    app = Host(pulka, height=6)
    async with app.run_test(size=(40, 6)):
        assert chart_lines(app.chart)[0] == "No hands yet."


async def test_a_hundred_hands_in_forty_columns():
    pulka = long_pulka(100)
    app = Host(pulka, height=10)
    async with app.run_test(size=(40, 10)):
        lines = chart_lines(app.chart)
    ticks = [(m.start(), int(m.group())) for m in re.finditer(r"\d+", lines[-2])]
    assert ticks[0][1] == 1
    assert [n for _, n in ticks] == sorted(n for _, n in ticks)
    assert all(n <= 100 for _, n in ticks)
    # exact thirds in the legend fit one line of 40
    assert lines[-1].startswith("● Anna +") and f"■ Boris {MINUS}" in lines[-1]
    assert f"▲ Vera {MINUS}" in lines[-1]


async def test_a_legend_too_wide_takes_two_lines():
    app = Host(long_pulka(100), height=10)
    async with app.run_test(size=(30, 10)):
        lines = chart_lines(app.chart)
    assert lines[-2].startswith("● Anna +") and f"■ Boris {MINUS}" in lines[-2]
    assert lines[-1].startswith(f"▲ Vera {MINUS}")


async def test_set_pulka_redraws():
    _, pulka = load(PULKA1)
    app = Host(pulka.prefix(1), height=10)
    async with app.run_test(size=(60, 10)) as pilot:
        app.chart.set_pulka(pulka)
        await pilot.pause()
        lines = chart_lines(app.chart)
    # SPEC §10 PULKA-1: A +150, B −146, C −4 after its 8 hands, one tick a hand
    assert lines[-1] == f"● Anna +150   ■ Boris {MINUS}146   ▲ Vera {MINUS}4"
    assert [int(n) for n in lines[-2].split()] == list(range(1, 9))


async def test_a_new_theme_redraws_the_chart_in_its_colours():
    """The chart keeps its styles between frames (issue 16) and takes the new ones when
    the styles change: the cursor's background follows the theme."""
    app = Host(long_pulka(10), height=12, cursor=3)
    async with app.run_test(size=(60, 12)) as pilot:
        chart = app.chart
        before = {seg.style for y in range(chart.size.height) for seg in chart.render_line(y)}
        app.theme = "textual-light"
        await pilot.pause()
        after = {seg.style for y in range(chart.size.height) for seg in chart.render_line(y)}
        assert before != after
