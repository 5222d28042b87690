"""SVG snapshots of a Classic sheet with bombs (issue 26 item 2): each player's bombs
beside his name in order (``✱2 ✱4 ✱8``), at 80×24 and 100×30, in English and Russian;
and a game form whose preview names the bomb and the multiplier.

The pulka is SPEC §14.6's first (tests/data/cases/classic-opening-round-and-bombs.json)
after its fifth hand: Anna and Boris ✱2 ✱4 ✱8, Vera ✱4 ✱8 (her ✱2 burned). Each SVG was
rendered to PNG and looked at before it was accepted; update with ``--snapshot-update``
only after looking again.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from tests.opened import until_opened

CASE = Path(__file__).parent.parent / "data" / "cases" / "classic-opening-round-and-bombs.json"
SIZES = [(80, 24), (100, 30)]
LANGUAGES = ["en", "ru"]


@pytest.fixture(autouse=True)
def _back_to_english():
    yield
    texts.set_language("en")


def _pulka(folder: Path, hands: int) -> Path:
    doc = json.loads(CASE.read_text(encoding="utf-8"))["pulka"]
    doc["hands"] = doc["hands"][:hands]
    path = folder / "classic.json"
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def _app(folder: Path, lang: str) -> PreferansApp:
    (folder / "settings.json").write_text(json.dumps({"language": lang}), encoding="utf-8")
    return PreferansApp(_pulka(folder, 5), folder)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_sheet_with_bombs(snap_compare, tmp_path, size, lang):
    assert snap_compare(_app(tmp_path, lang), terminal_size=size, run_before=until_opened)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_form_with_a_dark_bid_on_a_bomb(snap_compare, tmp_path, lang):
    """Anna 8♣ in the dark on her ✱2 (hand 6 of the case): everything ×4."""
    keys = ["1", "asterisk", "1", "8", "c", "p", "p"]
    assert snap_compare(_app(tmp_path, lang), press=keys, terminal_size=(100, 30),
                        run_before=until_opened)


async def _read(pilot) -> None:
    """Snapshot once the watch view's first read is on screen."""
    for _ in range(500):
        if pilot.app.reads:
            break
        await pilot.pause(0.01)
    await pilot.pause()


@pytest.mark.parametrize("size", [(100, 30), (45, 30)], ids=["100x30", "45x30"])
def test_watch_shows_the_bombs(snap_compare, tmp_path, size):
    """``watch`` (and ``serve``, which runs it): the bombs beside the names, on the paper
    sheet and on a phone's compact list."""
    from preferans_tui.ui.watch_app import WatchApp

    assert snap_compare(WatchApp(_pulka(tmp_path, 5)), terminal_size=size, run_before=_read)


def test_replay_shows_the_bombs_and_the_history(snap_compare):
    """The replay at hand 5: the bombs after it, and the history naming the bomb each
    hand used, burned or kept."""
    from preferans_tui import storage
    from preferans_tui.ui.replay_app import ReplayApp

    _, pulka = storage.loads(json.dumps(json.loads(CASE.read_text(encoding="utf-8"))["pulka"]))
    assert snap_compare(ReplayApp(pulka, "Classic", step=5), terminal_size=(100, 30))
