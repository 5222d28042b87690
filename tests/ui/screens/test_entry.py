"""Typing whole pulkas through the forms (issue 4 parts 3, 5; issue 2 "Done when").

PULKA-1 and PULKA-2 are SPEC §10's complete pulkas, whose settlements are worked by
hand there: PULKA-1 A +150, B −146, C −4; PULKA-2 A −40, B +80, C +16, D −56.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from textual.widgets import Input

from preferans_tui import texts
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.keys import keys_for

SAVES = Path(__file__).resolve().parents[3] / "saves"
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def hands_of(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["hands"]


async def new_pulka(pilot, *, four: bool, target: str, stake: str = "") -> None:
    """Fill the start screen: 3 or 4 players with the default names, Sochi, the target."""
    app = pilot.app
    screen = app.screen
    if four:
        await pilot.click("#four")
    screen.query_one("#target", Input).value = target
    screen.query_one("#stake", Input).value = stake
    await pilot.press("ctrl+s")
    await pilot.pause()
    assert isinstance(app.screen, SheetScreen)


async def type_hands(pilot, hands: list[dict]) -> None:
    app = pilot.app
    for number, hand in enumerate(hands, 1):
        await pilot.press(*keys_for(app.pulka, hand))
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen), f"hand {number} was not accepted"
        assert len(app.pulka) == number


async def test_pulka1_typed_through_the_forms(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await new_pulka(pilot, four=False, target="10", stake="0.50")
        assert app.pulka.players == ("Anna", "Boris", "Vera")
        await type_hands(pilot, hands_of(PULKA1))
        assert app.pulka.finished
        assert "finished" in str(app.screen.query_one("#status").render())
        s = app.pulka.settle()
        # SPEC §10 PULKA-1: results A +150, B −146, C −4
        assert s.exact == {"Anna": 150, "Boris": -146, "Vera": -4}
        await pilot.press("s")
        await pilot.pause()
        from preferans_tui.ui.screens.settlement import SettlementScreen

        assert isinstance(app.screen, SettlementScreen)
        from tests.ui.screens.test_settlement import player_rows, shown_text

        rows = player_rows(shown_text(app.screen))
        assert rows["Anna"][:4] == ["Anna", "10", "0", "+150"]
        assert rows["Boris"][:4] == ["Boris", "10", "19", "\u2212146"]
        assert rows["Vera"][:4] == ["Vera", "10", "11", "\u22124"]
        path = app.pulka_path
    assert path.parent == tmp_path
    _, saved = load(path)
    assert len(saved) == 8
    assert saved.settle().exact == {"Anna": 150, "Boris": -146, "Vera": -4}


async def test_pulka2_four_players_by_keyboard(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await new_pulka(pilot, four=True, target="10")
        assert app.pulka.players == ("Anna", "Boris", "Vera", "Gleb")
        await type_hands(pilot, hands_of(PULKA2))
        assert app.pulka.finished
        path = app.pulka_path
    # SPEC §10 PULKA-2: A −40, B +80, C +16, D −56 (S = 28, mean 7, no fractions)
    expected = {"Anna": -40, "Boris": 80, "Vera": 16, "Gleb": -56}
    _, saved = load(path)
    assert saved.settle().exact == {p: Fraction(v) for p, v in expected.items()}
    # gora A 8, B 3, C 3, D 14 as SPEC §10 lists
    assert saved.totals.gora == {"Anna": 8, "Boris": 3, "Vera": 3, "Gleb": 14}


async def test_made_six_two_whisters_takes_nine_keys(tmp_path):
    """A made six with two whisters from the sheet: n 1 6 s w w 6 2 enter (≤ 10 keys)."""
    path = tmp_path / "p.json"
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"] = data["hands"][:1]  # one hand played: the app knows Anna deals next
    path.write_text(json.dumps(data), encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    keys = ["n", "1", "6", "s", "w", "w", "6", "2", "enter"]
    assert len(keys) <= 10
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        hand = app.pulka.hands[-1]
    # Anna plays 6♠ (dealer Anna, 3 players), Boris and Vera whist; Anna 6, Boris 2,
    # so Vera's count follows: 10 − 6 − 2 = 2.
    assert hand.contract == "6S" and hand.declarer == "Anna"
    assert hand.calls == {"Boris": "whist", "Vera": "whist"}
    assert hand.tricks == {"Anna": 6, "Boris": 2, "Vera": 2}
    # saved after the hand
    assert len(load(path)[1]) == 2
