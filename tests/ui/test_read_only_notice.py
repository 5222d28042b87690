"""The notice of a read-only pulka leaves the sheet soon (issue 31.6: it covered the
bottom rows' figures for 30 s); the file line and the header keep saying read-only."""

from __future__ import annotations

from textual.app import App

from preferans_tui.storage.lock import acquire
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.session_app import READ_ONLY_NOTICE_SECONDS
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka


async def test_the_read_only_notice_is_short_and_the_file_line_stays(tmp_path, monkeypatch):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    timeouts: list[tuple[str, float | None]] = []
    real = App.notify

    def notify(self, message, *args, **kwargs):
        timeouts.append((str(message), kwargs.get("timeout")))
        return real(self, message, *args, **kwargs)

    monkeypatch.setattr(App, "notify", notify)
    other = acquire(path)  # another app holds the file
    try:
        app = PreferansApp(path, tmp_path / "data")
        async with opened(app, size=(80, 24)) as pilot:
            await pilot.pause()
            told = [t for m, t in timeouts if "open in another app" in m]
            assert told == [READ_ONLY_NOTICE_SECONDS]
            assert READ_ONLY_NOTICE_SECONDS <= 10
            line = str(app.screen.query_one("#file").render())
            assert line.startswith("read-only: p") and app.sub_title == "read-only"
    finally:
        other.release()
