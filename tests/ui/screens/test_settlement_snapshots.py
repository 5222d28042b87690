"""SVG snapshots of the settlement screen, 3 and 4 players, at 100×30.

Looked at: results, payments and pairwise debts side by side, the chart below
(PULKA-1: +150 / −146 / −4 with money; PULKA-2: −40 / +80 / +16 / −56).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App

from preferans_tui import texts
from preferans_tui.storage import load
from preferans_tui.ui.screens.settlement import SettlementScreen

SAVES = Path(__file__).resolve().parents[3] / "saves"
SIZE = (100, 30)


class Host(App[None]):
    """Shows the settlement of one saved pulka (or of its first ``hands`` hands)."""

    def __init__(self, name: str, hands: int | None = None) -> None:
        super().__init__()
        model, pulka = load(SAVES / name)
        self.screen_to_show = SettlementScreen(
            pulka if hands is None else pulka.prefix(hands), model.title)

    def on_mount(self) -> None:
        self.push_screen(self.screen_to_show)


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def test_settlement_three_players(snap_compare):
    assert snap_compare(Host("pulka1-sochi-three-players.json"), terminal_size=SIZE)


def test_settlement_four_players(snap_compare):
    assert snap_compare(Host("pulka2-sochi-four-players.json"), terminal_size=SIZE)


def test_settlement_unfinished_russian(snap_compare):
    texts.set_language("ru")
    assert snap_compare(Host("pulka1-sochi-three-players.json", hands=4), terminal_size=SIZE)
