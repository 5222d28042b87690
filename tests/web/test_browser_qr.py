"""The QR code's link in a real browser (issue 30.2): ``serve`` prints its first link as a
QR code; that link, with ``lang=ru``, opens a phone's page straight on the pulka in
Russian — no tap on a Start button — and the page's EN button switches it to English
(a phone has no F2). Headless Chromium as in :mod:`tests.web.test_browser` (skipped
without it)."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from tests.ui.conftest import PULKA1, copy_pulka

from .serving import serving
from .test_browser import LOAD_SECONDS, browser, pytestmark, wait_for

__all__ = ["browser", "pytestmark"]


def test_the_qr_link_opens_on_the_pulka_in_russian_and_switches(tmp_path, browser):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with serving(path, tmp_path / "data") as served:
        driver = browser(400, 800)  # a phone
        driver.get(served.link + "&lang=ru")
        # SPEC §10 PULKA-1 after H1, stopped now: A +14, B +4, C −18
        screen = wait_for(driver, ["Boris  +4", "только просмотр"], LOAD_SECONDS)
        assert "read-only" not in screen
        assert not driver.find_element(By.ID, "start").is_displayed()  # no tap needed
        driver.find_element(By.CSS_SELECTOR, '#preferans-lang button[data-lang="en"]').click()
        screen = wait_for(driver, ["If stopped now, in whists:", "Boris  +4"], LOAD_SECONDS)
        assert "lang=en" in driver.current_url and "token=" in driver.current_url
        driver.quit()
    assert served.process.returncode == 0
