"""``w`` on the sheet (issue 30.2): ``serve`` started for the pulka's file, its link and
QR code shown over the sheet, stopped when asked (the app stops it as it quits). The
server here listens on loopback only."""

from __future__ import annotations

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.watch_code import WatchCode
from preferans_tui.ui.share import watching
from preferans_tui.web.server import qr_lines
from tests.ui.conftest import PULKA1, copy_pulka


def test_serve_started_prints_its_link_and_code(tmp_path, monkeypatch):
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "data"))
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    sharing = watching.start_sharing(path, "ru", host="127.0.0.1")
    try:
        links = [line.strip() for line in sharing.printed if "token=" in line]
        assert links and links[0].startswith("http://127.0.0.1:")
        assert links[0].endswith("&lang=ru")
        code = qr_lines(links[0])
        assert sharing.printed[-len(code):] == code
        assert not any(line.startswith("Ctrl+C") for line in sharing.printed)
        assert sharing.alive
    finally:
        sharing.stop()
    assert not sharing.alive


async def test_w_shows_the_code_over_the_sheet(tmp_path, monkeypatch):
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    started: list[str | None] = []

    class Fake:
        alive = True

        def __init__(self) -> None:
            self.path = path
            self.printed = ["  http://127.0.0.1:1/?token=T", *qr_lines("http://127.0.0.1:1/?token=T")]

        def stop(self) -> None:
            self.alive = False

    def fake_start(file, lang=None, host=None):
        started.append(lang)
        return Fake()

    monkeypatch.setattr(watching, "start_sharing", fake_start)
    app = PreferansApp(path, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 50)) as pilot:
        for _ in range(100):
            if isinstance(app.screen, SheetScreen):
                break
            await pilot.pause(0.05)
        await pilot.press("w")  # asked first: a server on every network
        await pilot.pause(1.3)  # keys typed ahead of reading answer nothing (guarded)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and started == []
        await pilot.press("w")
        await pilot.pause(1.3)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, WatchCode)
        await pilot.press("space")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("w")  # the same server again, not asked
        await pilot.pause()
        assert isinstance(app.screen, WatchCode)
    assert started == ["en"]
