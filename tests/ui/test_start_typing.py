"""Every key typed on the start screen lands, in order, whatever the speed (issue 12.1).

The real app under a pty (``tests/terminal.py``) shows the start screen; the keys of a
new pulka are typed with no pause between them (and 40 ms apart), also before the form
is drawn, and ``Ctrl+S`` starts the pulka. The file the app writes at once must hold
exactly what was typed.
"""

from __future__ import annotations

import json
import sys

import pytest

from tests.terminal import TerminalApp, wait_for

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

NEW_PULKA = [
    "tab", *"Sveta", "tab", *"Tima", "tab", *"Ula",  # the three names, replacing the defaults
    "tab", "enter", "down", "enter",  # the variant dropdown: Sochi → Leningrad
    "tab", *"10", "tab", *"5", "tab", *"Friday", "ctrl+s",
]
"""From the first field (the four-players box): names, variant, target, stake, title."""


def saved_pulka(data) -> dict | None:
    """The new pulka's file in the data folder, once it holds a whole document."""
    for path in data.glob("*.json"):
        if path.name == "settings.json":
            continue
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            return None
    return None


@pytest.mark.parametrize(("when", "gap", "keys"), [
    ("on-the-form", 0.0, NEW_PULKA), ("on-the-form", 0.04, NEW_PULKA),
    ("before-the-form", 0.0, NEW_PULKA),
    # F2 (Russian) in the middle of a name: the form is drawn again, the name goes on
    ("on-the-form", 0.0, [*NEW_PULKA[:3], "f2", *NEW_PULKA[3:]]),
], ids=["0ms", "40ms", "before-the-form", "f2-in-a-name"])
def test_keys_typed_fast_all_land(tmp_path, when, gap, keys):
    data = tmp_path / "data"
    app = TerminalApp(None, data, size=(100, 30))
    try:
        app.wait_for_text("preferans-tui")  # the first frame: the opening screen
        if when == "on-the-form":
            app.wait_for_text("New pulka")
        app.burst(keys, gap)
        doc = wait_for(lambda: saved_pulka(data), "the new pulka's file",
                       lambda: app.screen_text()[-3000:])
    finally:
        app.close()
    assert doc["players"] == ["Sveta", "Tima", "Ula"]
    assert doc["rules"]["variant"] == "leningrad"
    assert doc["rules"]["pulya_target"] == 10
    assert doc["rules"]["stake_per_whist"] in ("5", 5)
    assert doc["title"] == "Friday"
