"""SVG snapshots of the sheet (empty and played, 3 and 4 players), each form, the start.

Fixed terminal size 100×30: the size a 4-player sheet must fit. Update with
``pytest tests/ui/test_snapshots.py --snapshot-update`` after looking at the SVGs.
"""

from __future__ import annotations

import pytest

from preferans_tui.ui.app import PreferansApp
from tests.opened import until_opened
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka

SIZE = (100, 30)
OPENED = {"run_before": until_opened}
"""The app reads its pulka after the first frame: snapshot once it is open."""


@pytest.mark.parametrize(("source", "hands", "name"), [
    (PULKA1, 0, "empty3.json"), (PULKA1, None, "pulka1.json"),
    (PULKA2, 0, "empty4.json"), (PULKA2, None, "pulka2.json"),
])
def test_sheet(snap_compare, tmp_path, source, hands, name):
    path = copy_pulka(source, tmp_path, hands, name)
    assert snap_compare(PreferansApp(path, tmp_path), terminal_size=SIZE, **OPENED)


def test_sheet_mid_pulka4_with_raspasy_series(snap_compare, tmp_path):
    # after PULKA-2 H2 (a raspasy): the status line shows the series
    path = copy_pulka(PULKA2, tmp_path, 2, "mid4.json")
    assert snap_compare(PreferansApp(path, tmp_path), terminal_size=SIZE, **OPENED)


def test_sheet_with_history(snap_compare, tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 4, "hist.json")
    assert snap_compare(PreferansApp(path, tmp_path), terminal_size=(140, 30), **OPENED)


@pytest.mark.parametrize(("name", "keys"), [
    ("game_two_whisters", ["n", "2", "7", "h", "p", "w", "6"]),
    ("game_half_whist", ["n", "2", "6", "c", "p", "h"]),
    ("misere", ["m", "3", "0"]),
    ("raspasy", ["r", "2"]),
    ("adjustment", ["a", "w", "1", "2"]),
])
def test_forms(snap_compare, tmp_path, name, keys):
    path = copy_pulka(PULKA1, tmp_path, 3, "forms.json")
    assert snap_compare(PreferansApp(path, tmp_path), press=keys, terminal_size=SIZE, **OPENED)


def test_raspasy_form_four_players_talon(snap_compare, tmp_path):
    path = copy_pulka(PULKA2, tmp_path, 1, "talon.json")
    app = PreferansApp(path, tmp_path)
    assert snap_compare(app, press=["r", "3"], terminal_size=SIZE, **OPENED)


def test_first_hand_asks_the_dealer(snap_compare, tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 0, "first.json")
    assert snap_compare(PreferansApp(path, tmp_path), press=["n"], terminal_size=SIZE, **OPENED)


def test_start_screen(snap_compare, tmp_path):
    assert snap_compare(PreferansApp(None, tmp_path), terminal_size=SIZE, **OPENED)


def test_help_over_the_sheet(snap_compare, tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 4, "help.json")
    assert snap_compare(PreferansApp(path, tmp_path), press=["f1"], terminal_size=SIZE, **OPENED)


def test_undo_asks_first(snap_compare, tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 4, "undo.json")
    assert snap_compare(PreferansApp(path, tmp_path), press=["u"], terminal_size=SIZE, **OPENED)


async def open_rules_editor(pilot) -> None:
    """The start screen with its rules editor expanded."""
    from textual.widgets import Collapsible

    await until_opened(pilot)
    pilot.app.screen.query_one("#options-box", Collapsible).collapsed = False
    await pilot.pause()


def test_start_screen_rules_editor(snap_compare, tmp_path):
    app = PreferansApp(None, tmp_path)
    assert snap_compare(app, terminal_size=(100, 40), run_before=open_rules_editor)
