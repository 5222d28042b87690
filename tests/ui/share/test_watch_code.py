"""``w`` on the sheet (issue 30.2): ``serve`` started for the pulka's file, its link and
QR code shown over the sheet, stopped when asked (the app stops it as it quits). The
server here listens on loopback only."""

from __future__ import annotations

import os
import sys
import time

import pytest
from rich.style import Style
from textual.widgets import Static

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.watch_code import WatchCode
from preferans_tui.ui.share import watch_start, watching
from preferans_tui.web.server import NO_NETWORK_HINT, PHONES_HINT, QR_HEADING, qr_block, qr_lines
from tests.conftest import notices
from tests.ui.conftest import PULKA1, copy_pulka


def test_serve_on_this_computer_prints_its_link_and_the_hint_no_code(tmp_path, monkeypatch):
    """On loopback (the tests' host) no phone could open the link: serve prints how to let
    the phones join instead of a code, and the reading ends on that line."""
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "data"))
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    sharing = watching.start_sharing(path, "ru", host="127.0.0.1")
    try:
        links = [line.strip() for line in sharing.printed if "token=" in line]
        assert links and links[0].startswith("http://127.0.0.1:")
        assert links[0].endswith("&lang=ru")
        assert sharing.printed[-1] == PHONES_HINT
        assert not any(line.startswith("Or point") or "▀" in line for line in sharing.printed)
        assert not any(line.startswith("Ctrl+C") for line in sharing.printed)
        assert sharing.alive
    finally:
        sharing.stop()
    assert not sharing.alive


def pretend_serve(monkeypatch, lines: list[str], then: str = "time.sleep(60)",
                  stderr: str = "", first: str = "") -> list[list[str]]:
    """``w``'s serve replaced by a Python that runs ``first``, prints ``lines`` (and
    ``stderr`` there), then runs ``then``: serve on an address phones reach, or one that
    is slow, hangs or ends. Returns the commands run, one per serve started."""
    script = (f"import sys, time\n{first}\nprint(*{lines!r}, sep='\\n', flush=True)\n"
              f"print({stderr!r}, file=sys.stderr, flush=True)\n{then}\n")
    commands: list[list[str]] = []

    def command(path, lang=None, host=None) -> list[str]:
        commands.append([sys.executable, "-c", script])
        return commands[-1]

    monkeypatch.setattr(watching, "serve_command", command)
    return commands


def reachable_serve(token: str = "T") -> list[str]:
    """What serve on the table's network prints: its links, the warning, the code."""
    return ["preferans-tui serve: p.json, read-only (every visitor sees this one file; "
            "nothing is written)", "Open on a phone or laptop on the same network:",
            f"  http://192.168.1.10:8001/?token={token}", "Ctrl+C stops sharing.",
            *qr_block("192.168.1.10", 8001, token)]


def test_serve_on_the_tables_network_is_read_to_its_codes_last_row(tmp_path, monkeypatch):
    pretend_serve(monkeypatch, [*reachable_serve(), "never read"])
    sharing = watching.start_sharing(tmp_path / "p.json")
    try:
        code = qr_lines("http://192.168.1.10:8001/?token=T")
        assert sharing.printed[-len(code):] == code
        assert sharing.printed[-len(code) - 1] == QR_HEADING
        assert "Ctrl+C stops sharing." not in sharing.printed
        assert sharing.alive
    finally:
        sharing.stop()


def test_the_reader_ends_on_every_line_serve_may_end_with():
    assert watching.announced(reachable_serve())
    assert not watching.announced(reachable_serve()[:-1])  # the code's last row not yet
    assert watching.announced(["Open on this computer:", "  http://127.0.0.1:1/?token=T",
                               PHONES_HINT])
    assert watching.announced(["  http://127.0.0.1:1/?token=T", NO_NETWORK_HINT])
    assert not watching.announced(["Open on this computer:", "▀▀▀▀"])  # no heading before
    assert not watching.announced([])


def test_a_silent_serve_is_stopped_with_a_message_in_bounded_time(tmp_path, monkeypatch):
    """A serve that prints nothing whole (a hang) never keeps the app waiting."""
    monkeypatch.setattr(watching, "START_SECONDS", 1.0)
    pretend_serve(monkeypatch, ["Open on this computer:"])
    began = time.monotonic()
    with pytest.raises(watching.NotSharing) as raised:
        watching.start_sharing(tmp_path / "p.json")
    assert time.monotonic() - began < 8  # 1 s, then SIGINT; a few s on a slow machine
    assert str(raised.value) == ("serve printed no link within 1 seconds, so it is "
                                 "stopped; press w to try again")
    assert not any(sharing.alive for sharing in watching.STARTED)


def test_a_serve_that_ends_says_why_or_that_it_ended(tmp_path, monkeypatch):
    pretend_serve(monkeypatch, ["Open on this computer:"], "sys.exit(1)",
                  stderr="preferans-tui: cannot listen on 127.0.0.1:1: Permission denied")
    with pytest.raises(watching.NotSharing, match="^preferans-tui: cannot listen on "
                       "127.0.0.1:1: Permission denied$"):
        watching.start_sharing(tmp_path / "p.json")
    pretend_serve(monkeypatch, [], "sys.exit(1)")
    with pytest.raises(watching.NotSharing, match="^serve ended without saying why$"):
        watching.start_sharing(tmp_path / "p.json")


async def _sheet(pilot) -> None:
    for _ in range(100):
        if isinstance(pilot.app.screen, SheetScreen):
            return
        await pilot.pause(0.05)
    raise AssertionError(f"no sheet: {pilot.app.screen}")


async def _press_w_yes(pilot) -> None:
    """``w``, ``y``, and serve started (or given up) in its worker."""
    await pilot.press("w")
    await pilot.pause(1.3)  # keys typed ahead of the question answer nothing (guarded)
    await pilot.press("y")
    for _ in range(200):
        if not isinstance(pilot.app.screen, Confirm):
            break
        await pilot.pause(0.05)
    await _started(pilot)


async def _started(pilot, seconds: float = 30) -> None:
    """Wait until the sheet's serve is announced or given up (its worker done)."""
    await pilot.pause()
    for _ in range(round(seconds / 0.05)):
        if not any(w.group == watch_start.GROUP and not w.is_finished for w in pilot.app.workers):
            break
        await pilot.pause(0.05)
    await pilot.pause()


def _shown(app: PreferansApp) -> str:
    return str(app.screen.query_one(Static).render())


async def test_w_on_this_computer_shows_the_hint(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        await _press_w_yes(pilot)
        assert isinstance(app.screen, WatchCode)
        shown = _shown(app)
        assert "http://127.0.0.1:" in shown and PHONES_HINT in shown and "▀" not in shown


async def test_w_on_the_tables_network_shows_the_code_in_fixed_colours(tmp_path, monkeypatch):
    pretend_serve(monkeypatch, reachable_serve())
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        await _press_w_yes(pilot)
        assert isinstance(app.screen, WatchCode)
        text = app.screen.query_one(Static).render()
        code = qr_lines("http://192.168.1.10:8001/?token=T")
        assert str(text).split("\n")[-len(code):] == code
        styled = {Style.parse(str(span.style)) for span in text.spans}
        assert {(s.color.triplet, s.bgcolor.triplet) for s in styled} == {
            ((255, 255, 255), (0, 0, 0))}  # white blocks (light modules) on black
        assert sum(span.end - span.start for span in text.spans) == sum(map(len, code))


async def test_w_with_a_silent_serve_says_so_on_the_sheet(tmp_path, monkeypatch):
    monkeypatch.setattr(watching, "START_SECONDS", 1.0)
    pretend_serve(monkeypatch, [])
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data")
    said: list[str] = []
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        app.notify = lambda message, **kw: said.append(str(message))  # type: ignore[method-assign]
        await _press_w_yes(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert said == ["Could not start sharing: serve printed no link within 1 seconds, "
                        "so it is stopped; press w to try again"]


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

    def fake_start(file, lang=None, host=None, cancelled=None):
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
        await _started(pilot)
        assert isinstance(app.screen, WatchCode)
        await pilot.press("space")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("w")  # the same server again, not asked
        await pilot.pause()
        assert isinstance(app.screen, WatchCode)
    assert started == ["en"]


SLOW = "time.sleep(2)"
"""A serve that takes 2 s to say anything (a slow or busy computer)."""


async def _answer_yes(pilot) -> None:
    """``w`` and ``y``: the question gone, serve starting in its worker."""
    await pilot.press("w")
    await pilot.pause(1.3)  # keys typed ahead of the question answer nothing (guarded)
    await pilot.press("y")
    await pilot.pause()
    assert isinstance(pilot.app.screen, SheetScreen)


def _starting(app: PreferansApp) -> bool:
    return any(w.group == watch_start.GROUP and not w.is_finished for w in app.workers)


async def test_the_sheet_takes_keys_while_serve_starts(tmp_path, monkeypatch):
    """A serve slow to speak (2 s) leaves the sheet live: ``n`` opens the game's form
    meanwhile; the code, once ready, waits for ``w`` instead of covering the form."""
    pretend_serve(monkeypatch, reachable_serve(), first=SLOW)
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        await _answer_yes(pilot)
        assert _starting(app)
        assert notices(app)[-1].message.startswith("Starting serve for the phones")
        await pilot.press("n")
        for _ in range(20):
            if isinstance(app.screen, HandForm):
                break
            await pilot.pause(0.05)
        assert isinstance(app.screen, HandForm)
        assert _starting(app)  # before serve spoke
        await _started(pilot)
        assert isinstance(app.screen, HandForm)  # a key typed for it must not close a code
        assert app.sharing.alive
        assert notices(app)[-1].message == ("The phones can watch now: w on the sheet shows "
                                            "the link and its code")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        await pilot.press("w")  # the same server, not asked again
        await pilot.pause()
        assert isinstance(app.screen, WatchCode)


async def test_w_while_serve_starts_starts_no_second_one(tmp_path, monkeypatch):
    commands = pretend_serve(monkeypatch, reachable_serve(), first=SLOW)
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        await _answer_yes(pilot)
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)  # not asked again, no code yet
        assert notices(app)[-1].message == ("serve is still starting; the link and its code "
                                            "open when it is ready")
        await _started(pilot)
        assert isinstance(app.screen, WatchCode)
        assert len(commands) == 1 and len(watching.STARTED) == 1


async def test_quitting_while_serve_starts_stops_it(tmp_path, monkeypatch):
    """Ctrl+Q while serve is starting: the app ends, and so does serve (no process left
    behind on the phones' port)."""
    pretend_serve(monkeypatch, reachable_serve(), first=SLOW)
    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data")
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        await _answer_yes(pilot)
        for _ in range(40):
            if watching.STARTED:
                break
            await pilot.pause(0.05)
        [sharing] = watching.STARTED
        assert sharing.alive and _starting(app)
        await pilot.press("ctrl+q")
        await pilot.pause(0.5)
    # stopped by the app, not here (it would print at 2 s, then sleep 60 s)
    assert sharing.process.wait(timeout=10) is not None
    with pytest.raises(ProcessLookupError):
        os.kill(sharing.process.pid, 0)
    assert not hasattr(app, "sharing")


@pytest.mark.parametrize(("lang", "keys"), [("en", "y: yes"), ("ru", "д или y — да")])
async def test_the_question_of_w_says_its_keys_once(tmp_path, lang, keys):
    """The question of ``w`` named the keys that answer it, and the question screen named
    them again under it: the line read twice. Now only the screen's line says them."""
    from preferans_tui import texts

    path = copy_pulka(PULKA1, tmp_path, 3, "p.json")
    app = PreferansApp(path, data_dir=tmp_path / "data", lang=lang)
    async with app.run_test(size=(100, 50)) as pilot:
        await _sheet(pilot)
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        words = " ".join(str(box.render()) for box in app.screen.query(Static))
        assert words.count(keys) == 1
        await pilot.press("n")
    texts.set_language("en")


def _real_serve() -> list[str]:
    """What serve prints on the table's network with a real token (22 characters), a
    Russian link and two addresses: a 41-module code, 21 rows."""
    token = "Zq3xV9kLm2Pa8RtYw4Nc7A"
    link = f"http://192.168.1.10:8001/?token={token}&lang=ru"
    return ["preferans-tui serve: p.json, read-only (every visitor sees this one file; "
            "nothing is written)", "Open on a phone or laptop on the same network:",
            f"  {link}", f"  http://10.0.0.5:8001/?token={token}&lang=ru",
            "Ctrl+C stops sharing.", QR_HEADING, *qr_lines(link)]


async def _code_screen(printed: list[str], size: tuple[int, int]):
    from textual.app import App

    class One(App[None]):
        def on_mount(self) -> None:
            self.push_screen(WatchCode(printed))

    app = One()
    return app, app.run_test(size=size)


def _inner(code: list[str]) -> list[str]:
    """The code's rows but its quiet zone's (rows of full blocks, or of upper halves)."""
    return [r for r in code if not set(r) <= {"█"} and not set(r) <= {"▀"}]


@pytest.mark.parametrize("size", [(80, 24), (80, 22), (100, 50)])
async def test_the_code_and_its_closing_line_fit_the_window(size):
    """A tester's finding: at 80×24 the bottom of the code and the "any key closes" line
    were cut off, and the code could not be scanned."""
    printed = _real_serve()
    code = [line for line in printed if "█" in line or "▀" in line]
    app, running = await _code_screen(printed, size)
    async with running as pilot:
        await pilot.pause()
        shown = app.screen.query_one("#watch-code", Static)
        close = app.screen.query_one("#watch-close", Static)
        rows = str(shown.render()).split("\n")
        assert _inner(code) == _inner([r for r in rows if r in code])  # every row, in order
        assert shown.region.height == len(rows) and shown.region.y >= 0
        assert close.region.bottom <= size[1] and close.region.y >= shown.region.bottom
        if size[1] >= 50:
            assert rows == printed  # room for everything: nothing left out


async def test_a_window_too_short_for_the_code_says_how_tall_it_must_be():
    printed = _real_serve()
    app, running = await _code_screen(printed, (80, 15))
    async with running as pilot:
        await pilot.pause()
        text = str(app.screen.query_one("#watch-code", Static).render())
        assert "█" not in text
        assert "Make the window taller to scan the code: it needs 20 rows, the window " \
               "has 15." in text.replace("\n", " ")
        assert "http://192.168.1.10:8001/?token=" in text
