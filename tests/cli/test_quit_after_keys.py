"""Ctrl+Q typed right behind the keys of a hand quits only after that hand is recorded and
saved (an adversary's finding: Enter and Ctrl+Q in one burst lost the hand and raised
``ScreenStackError``). The real app under a pty (``tests/terminal.py``); the keys go in
ONE write, as over SSH or from a paste.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tests.conftest import SAVES
from tests.terminal import TerminalApp, key_bytes, wait_for

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

EMPTY = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
         "rules": {"variant": "sochi", "pulya_target": 10}, "hands": []}
FIRST_HAND = ["n", "3", "1", "6", "s", "w", "w", "6", "2"]
"""The first hand: Vera deals (3), Anna (1) plays 6♠, both whist, Anna 6, Boris 2
(SPEC EX-01: Anna pulya +2, Boris→Anna 4, Vera→Anna 2)."""


def hands_in(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["hands"]


def _run(tmp_path: Path, doc: dict, keys: list[str], *, before_drawn: bool = False):
    path = tmp_path / "q.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    app = TerminalApp(path, tmp_path / "data", size=(100, 30))
    try:
        if before_drawn:
            app.wait_for_text("preferans-tui")  # the opening screen: the file still loads
        else:
            app.wait_for_text("quit")  # the sheet's footer
            app.settle()
        if before_drawn:  # everything at once, while the file still loads
            os.write(app.master, b"".join(key_bytes(k) for k in keys))
        else:
            app.burst([*keys[:-2]])
            app.settle()
            os.write(app.master, b"".join(key_bytes(k) for k in keys[-2:]))  # one write
        wait_for(lambda: app.proc.poll() is not None, "the app to quit",
                 lambda: app.screen_text()[-3000:])
        return path, app.proc.returncode, app.screen_text()
    finally:
        app.close()


def test_enter_and_ctrl_q_in_one_write_record_the_hand_then_quit(tmp_path):
    path, code, screen = _run(tmp_path, EMPTY, [*FIRST_HAND, "enter", "ctrl+q"])
    assert code == 0 and "ScreenStackError" not in screen
    (hand,) = hands_in(path)
    assert hand["declarer"] == "Anna" and hand["tricks"] == {"Anna": 6, "Boris": 2, "Vera": 2}


@pytest.mark.parametrize(("keys", "left"), [
    (["u", "y", "ctrl+q"], 7),          # an undo confirmed, then quit: 7 hands saved
    (["e", "enter", "ctrl+q"], 8),      # a correction confirmed as it was: still 8
])
def test_an_answer_and_ctrl_q_in_one_write(tmp_path, keys, left):
    doc = json.loads((SAVES / "pulka1-sochi-three-players.json").read_text(encoding="utf-8"))
    path, code, screen = _run(tmp_path, doc, keys)
    assert code == 0 and "ScreenStackError" not in screen
    assert len(hands_in(path)) == left


def test_keys_typed_while_the_file_loads_are_recorded_before_the_quit(tmp_path):
    path, code, screen = _run(tmp_path, EMPTY, [*FIRST_HAND, "enter", "ctrl+q"],
                              before_drawn=True)
    assert code == 0 and "ScreenStackError" not in screen
    assert len(hands_in(path)) == 1
