"""``preferans-tui serve`` in a real browser: headless Chromium (Debian's ``chromium``
and ``chromium-driver``, driven by Selenium) opens the printed link, the players' names
appear, a hand appended to the file through the rules core shows within 2 s; a phone's
width gets the compact list.

The page draws the terminal on a canvas (xterm.js), so the test reads xterm's own
screen buffer: a script installed before the page's scripts catches the Textual
terminal object as it is built (:data:`HOOK`), and :data:`SCREEN` reads its rows.
Without a browser the tests are skipped, saying why; ``.ci/run`` installs one.
"""

from __future__ import annotations

import contextlib
import shutil
import time
from collections.abc import Callable, Iterator

import pytest

from preferans_tui.storage import atomic_write_text, dump, load
from tests.ui.conftest import PULKA1, copy_pulka

from .serving import serving

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or CHROMEDRIVER is None,
    reason="browser tests need Debian's chromium and chromium-driver (chromium and "
           "chromedriver on PATH); .ci/run installs them (apt-get install chromium "
           "chromium-driver)")

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]

HOOK = """
Object.defineProperty(Object.prototype, 'fitAddon', {
  configurable: true,
  set(value) {
    window.__textual = this;
    Object.defineProperty(this, 'fitAddon',
                          {value, writable: true, configurable: true, enumerable: true});
  },
});
"""
"""Catches textual-serve's terminal object: its constructor sets ``this.fitAddon``."""

SCREEN = """
const t = window.__textual && window.__textual.terminal;
if (!t) return '';
const b = t.buffer.active, rows = [];
for (let y = 0; y < t.rows; y++) {
  const line = b.getLine(b.viewportY + y);
  rows.push(line ? line.translateToString(true) : '');
}
return rows.join('\\n');
"""
"""The rows xterm.js shows, as text."""

LOAD_SECONDS = 90
"""A bound on the first frame (the browser, then the watch process, start)."""


@pytest.fixture
def browser() -> Iterator[Callable[[int, int], object]]:
    """Open headless Chromium at a window size; every one opened is quit afterwards."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opened = []

    def open_browser(width: int, height: int):
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in CHROMIUM_ARGS + [f"--window-size={width},{height}"]:
            options.add_argument(arg)
        driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        opened.append(driver)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
        return driver

    yield open_browser
    for driver in opened:
        with contextlib.suppress(Exception):  # quit already by the test
            driver.quit()


def wait_for(driver, texts: list[str], seconds: float) -> str:
    """The screen once it shows every one of ``texts``; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    screen = ""
    while time.monotonic() < deadline:
        screen = driver.execute_script(SCREEN) or ""
        if all(text in screen for text in texts):
            return screen
        time.sleep(0.05)
    raise AssertionError(f"the page never showed {texts} in {seconds} s; it shows:\n{screen}")


def append_hand_2(path) -> None:
    """PULKA-1's hand 2 (raspasy, Anna deals) appended through the rules core and saved
    as the app saves: ``Pulka.append``, ``storage.dump``, ``atomic_write_text``."""
    model, pulka = load(path)
    _, whole = load(PULKA1)
    pulka.append(whole.hands[1])
    atomic_write_text(path, dump(pulka, title=model.title, created=model.created,
                                 notes=model.notes))


def test_the_page_follows_the_file(tmp_path, browser):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        driver = browser(1200, 800)
        driver.get(served.link)
        # SPEC §10 PULKA-1 after H1, stopped now: A +14, B +4, C −18 (tests/ui/test_watch)
        screen = wait_for(driver, ["Anna", "Boris", "Vera", "Anna +14 · Boris +4"],
                          LOAD_SECONDS)
        assert "Deal 1: Vera dealt" in screen
        append_hand_2(path)
        # after H2 (raspasy: B gora +3, C gora +1): A +27⅓, B −12⅔, C −14⅔
        screen = wait_for(driver, ["Anna +27⅓ · Boris \u221212⅔ · Vera \u221214⅔",
                                   "Deal 2: Anna dealt"], 2.0)
        assert "following p.json" in screen
        driver.quit()
    assert served.process.returncode == 0


def test_a_phone_gets_the_compact_list(tmp_path, browser):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        driver = browser(400, 800)
        driver.get(served.link)
        screen = wait_for(driver, ["If stopped now, in whists:", "Boris  +4",
                                   "whists on Anna 4 · Vera 0"], LOAD_SECONDS)
        assert "╲" not in screen  # no sheet drawing at a phone's width
        driver.quit()


def test_the_page_counts_an_events_deals(tmp_path, browser):
    """An event's table of 6 deals (the file's ``deals_limit``, issue 28), four raspasy
    played: the browser's view says the sheet's ``deal 5 of 6``."""
    from tests.ui.test_deals_limit_views import limited

    path = limited(tmp_path, 6, 4)
    with serving(path, tmp_path / "data") as served:
        driver = browser(1200, 800)
        driver.get(served.link)
        screen = wait_for(driver, ["deal 5 of 6 · Boris deals", "Deal 4 of 6: Anna dealt"],
                          LOAD_SECONDS)
        assert "following p.json" in screen
        driver.quit()
    assert served.process.returncode == 0
