"""SVG snapshots of every screen at 80×24, in English and Russian (issue 12.13): the
start screen, the sheet, each hand form, the settlement, the replay, the help, the undo
question and the list of every figure, with 3 and 4 players where they differ.

Every figure must show whole at this size (scrolling where it must). Each SVG was
rendered to PNG and looked at before it was accepted; update with ``--snapshot-update``
only after looking again.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui import texts
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.replay_app import ReplayApp
from tests.opened import until_opened
from tests.ui.conftest import PULKA1, PULKA2, SAVES, copy_pulka

SIZE = (80, 24)
LANGUAGES = ["en", "ru"]
PULKA4 = SAVES / "pulka4-rostov-four-players.json"
CORRECTION = {"kind": "adjustment", "rule": "4.2.7", "note": "wrote 10 too many",
              "entries": [{"column": "whists", "player": "Anna", "on": "Boris", "amount": -10},
                          {"column": "whists", "player": "Boris", "on": "Anna", "amount": 10}]}
"""After the whole of PULKA-1: a closed sheet, a help point (Boris 2(A)) and a struck
correction (Anna's whists on Boris 56 → 46)."""

SCREENS = {  # name: (pulka, hands kept, extra hands, keys)
    "start": (None, 0, [], []),
    "sheet-3": (PULKA1, None, [CORRECTION], []),
    "sheet-4": (PULKA2, 7, [], []),
    "game-3": (PULKA1, 3, [], ["n", "2", "7", "h", "p", "w", "6"]),
    "game-4-long-preview": (PULKA2, 9, [], ["n", "4", "9", "s", "w", "w", "8", "1"]),
    "misere-4": (PULKA2, 3, [], ["m", "2"]),
    "raspasy-3": (PULKA1, 3, [], ["r", "2"]),
    "raspasy-4-talon": (PULKA2, 1, [], ["r", "3"]),
    "adjustment-3": (PULKA1, 3, [], ["a", "w", "1", "2"]),
    "settlement-3": (PULKA1, None, [], ["s"]),
    "settlement-4-unfinished": (PULKA4, None, [], ["s"]),
    "help": (PULKA1, 4, [], ["f1"]),
    "undo-question": (PULKA1, 4, [], ["u"]),
    "every-figure": (PULKA1, None, [CORRECTION], ["l"]),
}


@pytest.fixture(autouse=True)
def _back_to_english():
    yield
    texts.set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(snap_compare, tmp_path, screen, lang):
    source, hands, extra, keys = SCREENS[screen]
    (tmp_path / "settings.json").write_text(json.dumps({"language": lang}), encoding="utf-8")
    path = None
    if source is not None:
        path = copy_pulka(source, tmp_path, hands, name="snap.json")
        if extra:
            doc = json.loads(path.read_text(encoding="utf-8"))
            doc["hands"] += extra
            path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    assert snap_compare(app, press=keys, terminal_size=SIZE, run_before=until_opened)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("source", "step"), [(PULKA1, 4), (PULKA2, 10)], ids=["3", "4"])
def test_replay(snap_compare, source, step, lang):
    texts.set_language(lang)
    _, pulka = load(source)
    app = ReplayApp(pulka, "Friday", step=step)
    assert snap_compare(app, terminal_size=SIZE)
