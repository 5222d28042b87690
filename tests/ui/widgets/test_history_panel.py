"""The history panel: hidden on a narrow terminal, written only once shown (issue 6).

PULKA-1 after 4 hands, 100 columns: the panel starts hidden and empty; ``h`` shows it
with hands 1–4; hand 5, entered while it is hidden, is there when it is shown again.
"""

from __future__ import annotations

import json

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.widgets.history import HistoryList
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

HAND5 = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"][4]
"""PULKA-1 hand 5: Anna deals, Vera's misère, made (0 tricks)."""


def numbers(history: HistoryList) -> list[int]:
    """The hand numbers the panel shows (its lines ``1. Vera dealt · …``)."""
    heads = [strip.text.split(".")[0] for strip in history.lines]
    return [int(head) for head in heads if head.isdigit()]


async def test_hidden_history_is_written_when_shown(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=4), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        history = app.screen.query_one(HistoryList)
        assert not history.display and not history.lines
        await pilot.press("h")
        await pilot.pause()
        assert history.display and numbers(history) == [1, 2, 3, 4]
        await pilot.press("h")
        app.record_hand(HAND5)
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert numbers(history) == [1, 2, 3, 4, 5]
