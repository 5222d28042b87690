"""SVG snapshots of ``preferans-tui watch``: the sheet at 100×30 and 80×24, the compact
list of a phone at 45×30 (3 and 4 players), and the wait for an absent file.

Update with ``pytest tests/ui/test_watch_snapshots.py --snapshot-update`` after looking
at the SVGs.
"""

from __future__ import annotations

import pytest

from preferans_tui.ui.watch_app import WatchApp
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka


async def _read(pilot) -> None:
    """Snapshot once the first read is on screen."""
    for _ in range(500):
        if pilot.app.reads:
            break
        await pilot.pause(0.01)
    await pilot.pause()


@pytest.mark.parametrize(("source", "hands", "size"), [
    (PULKA1, 4, (100, 30)), (PULKA1, 4, (80, 24)), (PULKA1, 4, (45, 30)),
    (PULKA2, 3, (45, 30)),
])
def test_watch(snap_compare, tmp_path, source, hands, size):
    path = copy_pulka(source, tmp_path, hands, "pulka.json")
    assert snap_compare(WatchApp(path), terminal_size=size, run_before=_read)


def test_watch_waiting(snap_compare, tmp_path):
    assert snap_compare(WatchApp(tmp_path / "pulka.json"), terminal_size=(80, 24),
                        run_before=_read)
