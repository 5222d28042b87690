"""SVG snapshots of the replay screen, 3 and 4 players, at 100×30.

Looked at: the paper sheet after hand k on the left, hand k with its rules and the
results on the right, the balance chart with a cursor on hand k below.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from preferans_tui import texts
from preferans_tui.storage import load
from preferans_tui.ui.replay_app import ReplayApp

SAVES = Path(__file__).parent.parent.parent / "saves"
SIZE = (100, 30)


def replay(name: str) -> ReplayApp:
    model, pulka = load(SAVES / name)
    return ReplayApp(pulka, model.title)


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def test_replay_three_players_after_hand_4(snap_compare):
    app = replay("pulka1-sochi-three-players.json")
    assert snap_compare(app, press=["right"] * 4, terminal_size=SIZE)


def test_replay_four_players_after_hand_10(snap_compare):
    app = replay("pulka2-sochi-four-players.json")
    assert snap_compare(app, press=["end", "left", "left"], terminal_size=SIZE)


def test_replay_three_players_start(snap_compare):
    app = replay("pulka1-sochi-three-players.json")
    assert snap_compare(app, terminal_size=SIZE)
