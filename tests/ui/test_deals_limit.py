"""An event table that plays a number of deals (the file's ``deals_limit``, written by
``event seat --deals N``; issue 28): the line above the sheet counts them, and once they
are played the table is told and takes adjustments only; the last hand may still be
corrected."""

from __future__ import annotations

import json

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import pulka_file

THREE = ["Anna", "Boris", "Vera"]


def raspasy(dealer: str) -> dict:
    return {"kind": "raspasy", "dealer": dealer, "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}}


def limited(folder, limit: int, hands: list[dict]):
    path = pulka_file(folder, THREE, hands)
    doc = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({**doc, "deals_limit": limit}), "utf-8")
    return path


def status(app) -> str:
    return str(app.screen.query_one("#status").render())


async def test_the_status_line_counts_the_events_deals(tmp_path):
    app = PreferansApp(limited(tmp_path, 3, [raspasy("Anna")]), tmp_path / "data")
    async with opened(app, size=(100, 30)):
        assert "deal 2 of 3 · Boris deals" in status(app)  # one played


async def test_the_table_stops_at_the_limit(tmp_path):
    path = limited(tmp_path, 2, [raspasy("Anna"), raspasy("Boris")])
    app = PreferansApp(path, tmp_path / "data")
    async with opened(app, size=(100, 30)) as pilot:
        assert "All 2 deals of the event are played" in status(app)
        assert app.screen.query_one("#status").has_class("finished")
        await pilot.press("n")
        await pilot.pause()
        told = [note.message for note, _ in app._notices]
        assert any("The event's table plays 2 deals" in m for m in told)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 2  # no form
        await pilot.press("e")  # the last hand may still be corrected
        await pilot.pause()
        assert type(app.screen).__name__ == "HandForm"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("a", "g", "3", "1", "0", "enter")  # an adjustment still goes in
        await pilot.pause()
        assert len(app.pulka) == 3
    assert json.loads(path.read_text("utf-8"))["deals_limit"] == 2  # kept through the save
