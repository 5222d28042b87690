"""The app at the table with a club (``preferans-tui FILE --club URL``, issue 27 §2):
each hand is saved to the file first, then sent to the club off the UI's path; the line
under the sheet says when the club is not reached, and the hands go once it is back."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from textual.widgets import Static

from preferans_tui.club.database import open_club
from preferans_tui.club.table_writer import ClubWriter
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.messages import PulkaChanged
from tests.opened import opened

from .helpers import SOCHI, sochi, write
from .test_faults import Outage, stored_numbers


def file_line(app) -> str:
    return str(app.screen.query_one("#file", Static).render())


async def until(pilot, check, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, "not in time"
        await pilot.pause(0.05)


async def test_table_sends_each_hand(engine: str, club_url: str, tmp_path: Path,
                                     request: pytest.FixtureRequest) -> None:
    open_club(club_url).close()
    path = write(tmp_path / "p1.json", sochi(2))
    app = PreferansApp(path, tmp_path)

    def redraw() -> None:  # as run_app does
        app.call_from_thread(lambda: app.screen.post_message(PulkaChanged("file")))

    app.club_writer = ClubWriter(club_url, retry_seconds=0.2, on_change=redraw)
    outage = Outage(engine, club_url, request)
    try:
        async with opened(app, size=(100, 30)) as pilot:
            app.record_hand(SOCHI["hands"][2])
            await until(pilot, lambda: app.club_writer.flush(0))
            assert stored_numbers(club_url) == [1, 2, 3]
            assert file_line(app) == "saved to p1.json"
            outage.down()
            try:
                app.record_hand(SOCHI["hands"][3])
                await until(pilot, lambda: app.club_writer.trouble is not None)
                await pilot.pause(0.2)
                assert file_line(app) == ("saved to p1.json · club database NOT reached: "
                                          "the hands wait in the file")
                app.record_hand(SOCHI["hands"][4])
            finally:
                outage.up()
            await until(pilot, lambda: app.club_writer.trouble is None
                        and app.club_writer.flush(0))
            await pilot.pause(0.2)
            assert file_line(app) == "saved to p1.json"
            assert stored_numbers(club_url) == [1, 2, 3, 4, 5]
    finally:
        app.club_writer.close()


async def test_new_pulkas_get_their_own_id(tmp_path: Path) -> None:
    """A pulka the app starts gets a UUID of its own (FORMAT.md ``id``), kept through
    every save; the next pulka (the same players and rules) gets another."""
    import json
    import uuid

    from preferans_tui.rules import Pulka, RuleOptions

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        rules = RuleOptions.preset("sochi", 10)
        assert app.open_pulka(Pulka(("Anna", "Boris", "Vera"), rules), None, {})
        await pilot.pause()
        first = app.pulka_path
        app.record_hand(SOCHI["hands"][0])
        await pilot.pause()
        app.close_pulka()
        assert app.open_pulka(Pulka(("Anna", "Boris", "Vera"), rules), None, {})
        await pilot.pause()
        second = app.pulka_path
    assert first is not None and second is not None and first != second
    ids = [json.loads(p.read_text("utf-8"))["id"] for p in (first, second)]
    assert len(json.loads(first.read_text("utf-8"))["hands"]) == 1
    assert ids[0] != ids[1] and all(str(uuid.UUID(i)) == i for i in ids)


async def test_ledger_screen_opens_the_club(club_url: str, tmp_path: Path, capsys) -> None:
    """With a club (``--club``), Ctrl+L on the start screen shows the club's pulkas: the
    pulka stored there, though the data folder holds none."""
    from preferans_tui.ui.screens.ledger import LedgerScreen

    from .helpers import run

    stick = write(tmp_path / "friday.json", sochi(8, title="Friday"))
    assert run(capsys, "club", "import", str(stick), "--club", club_url)[0] == 0
    stick.unlink()  # only the club has it now
    folder = tmp_path / "empty"
    folder.mkdir()
    app = PreferansApp(None, folder)
    app.club_writer = ClubWriter(club_url)
    try:
        async with opened(app, size=(100, 30)) as pilot:
            await pilot.press("ctrl+l")
            screen = app.screen
            assert isinstance(screen, LedgerScreen)
            for _ in range(200):
                if screen.ledger is not None:
                    break
                await pilot.pause(0.05)
            assert screen.ledger is not None and screen.title == "Ledger: every pulka of the club"
            assert sorted(screen.ledger.players) == ["Anna", "Boris", "Vera"]
            assert [r.evening.title for r in screen.ledger.evenings] == ["Friday"]
            assert [r.evening.hands for r in screen.ledger.evenings] == [8]
    finally:
        app.club_writer.close()
