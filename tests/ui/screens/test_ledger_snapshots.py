"""SVG snapshots of the ledger screen at 80×24 (issue 15): the players and the chart.

Update with ``pytest tests/ui/screens/test_ledger_snapshots.py --snapshot-update`` after
looking at the SVGs.
"""

from __future__ import annotations

import os
import time

import pytest
from textual.widgets import TabbedContent

from preferans_tui.ui.app import PreferansApp
from tests.opened import until_opened
from tests.ui.screens.test_ledger import data_folder, open_ledger


@pytest.fixture(autouse=True)
def _utc():
    """The examples' created times (+03:00) are shown in local time: UTC here."""
    old = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    yield
    if old is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = old
    time.tzset()


def shown_on(tab: str):
    async def run_before(pilot) -> None:
        await until_opened(pilot)
        screen = await open_ledger(pilot)
        screen.query_one(TabbedContent).active = tab
        focus = {"tab-players": "#lg-players", "tab-evenings": "#lg-evenings"}
        screen.query_one(focus.get(tab, "Tabs")).focus()   # not a box with a blinking cursor
        await pilot.pause()
    return run_before


@pytest.mark.parametrize("tab", ["tab-players", "tab-chart", "tab-evenings"])
def test_ledger(snap_compare, tmp_path, tab):
    app = PreferansApp(None, data_folder(tmp_path))
    assert snap_compare(app, terminal_size=(80, 24), run_before=shown_on(tab))
