"""``preferans-tui watch``: follows the file through good, half-written, absent and good
again; keeps the last good pulka; opens a locked file; no key writes anything.

Figures are SPEC §10 PULKA-1 (Anna, Boris, Vera; Sochi to 10), worked by hand:

- after H1 (A 6♠ made, B→A 4, C→A 2, A pulya 2, C gora 2), stopped now: the missing
  pulya goes into the gora (rule 4.2.3) → gora A 8, B 10, C 12, mean 10 → gora part
  A +20, B 0, C −20; whists A −6, B +4, C +2 → **A +14, B +4, C −18**;
- after H2 (raspasy: B gora +3, C gora +1): gora A 8, B 13, C 13, mean 11⅓ → gora part
  A +33⅓, B −16⅔, C −16⅔; whists as before → **A +27⅓, B −12⅔, C −14⅔**;
- all eight hands: **A +150, B −146, C −4** (SPEC's result).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from textual.widgets import Static

from preferans_tui.storage import atomic_write_text
from preferans_tui.storage.lock import acquire
from preferans_tui.ui.screens.watch import WatchScreen
from preferans_tui.ui.watch_app import WatchApp
from preferans_tui.ui.widgets.grid import PulkaGrid
from tests.ui.conftest import PULKA1, copy_pulka

POLL = 0.05
"""Seconds between two looks at the file, in these tests."""


async def until(pilot, condition, what: str) -> None:
    """Pause until ``condition()`` holds (bounded; no clock is asserted)."""
    for _ in range(1000):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"the watcher never showed {what}")


def text(app: WatchApp, selector: str) -> str:
    """The plain text of a Static on the watch screen."""
    return str(app.screen.query_one(selector, Static).render())


def pulka_text(hands: int) -> str:
    """The text of PULKA-1's file with its first ``hands`` hands."""
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"] = data["hands"][:hands]
    return json.dumps(data, ensure_ascii=False, indent=1)


async def test_good_half_written_absent_good_again(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        assert isinstance(app.screen, WatchScreen)
        assert text(app, "#standings") == ("If stopped now, whists: Anna +14 · Boris +4 · "
                                           "Vera \u221218")
        assert text(app, "#last-hand").startswith("Deal 1: Vera dealt · Anna 6♠")
        assert text(app, "#status") == "Sochi · deal 2 · Anna deals"
        assert text(app, "#watch-state") == ("following p.json: redrawn at every save · "
                                             "read-only")
        assert len(app.screen.query_one(PulkaGrid).pulka) == 1

        # half-written: the last good pulka stays, and the watcher says it waits
        whole = pulka_text(2)
        path.write_text(whole[: len(whole) // 2], encoding="utf-8")
        await until(pilot, lambda: app.reads >= 2, "the half-written file read")
        state = text(app, "#watch-state")
        assert state.startswith("waiting for the file p.json (showing the last good state): ")
        assert app.screen.query_one("#watch-state").has_class("waiting")
        assert "Anna +14" in text(app, "#standings")
        assert len(app.screen.query_one(PulkaGrid).pulka) == 1

        path.unlink()
        await until(pilot, lambda: app.reads >= 3, "the absent file")
        assert "cannot read the file" in text(app, "#watch-state")
        assert "Anna +14" in text(app, "#standings")

        atomic_write_text(path, whole)
        await until(pilot, lambda: app.reads >= 4, "the file written again")
        assert text(app, "#standings") == ("If stopped now, whists: Anna +27⅓ · "
                                           "Boris \u221212⅔ · Vera \u221214⅔")
        assert text(app, "#last-hand").startswith(
            "Deal 2: Anna dealt · raspasy 1 in a row · a trick costs 1 · 2 off each (the "
            "fewest taken)")
        assert not app.screen.query_one("#watch-state").has_class("waiting")
        assert len(app.screen.query_one(PulkaGrid).pulka) == 2


async def test_every_save_of_a_growing_pulka_is_shown(tmp_path):
    """Saves as the app makes them (atomic replace, a new inode each time)."""
    path = tmp_path / "p.json"
    atomic_write_text(path, pulka_text(0))
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        for hands in range(1, 9):
            reads = app.reads
            atomic_write_text(path, pulka_text(hands))
            await until(pilot, lambda n=hands, r=reads: app.reads > r and len(app.pulka) == n,
                        f"hand {hands}")
        assert text(app, "#status") == "The pulka is finished."
        assert text(app, "#standings") == ("Result, whists: Anna +150 · Boris \u2212146 · "
                                           "Vera \u22124")


async def test_absent_at_start_then_written(tmp_path):
    path = tmp_path / "later.json"
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        assert text(app, "#watch-state").startswith("waiting for the file later.json: "
                                                    "cannot read the file")
        assert text(app, "#empty") == "No pulka to show yet."
        assert not app.screen.query(PulkaGrid)
        atomic_write_text(path, pulka_text(1))
        await until(pilot, lambda: app.reads >= 2, "the pulka")
        assert "Anna +14" in text(app, "#standings")
        assert not app.screen.query("#empty")


async def test_a_locked_file_opens_and_its_lock_is_left_alone(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    with acquire(path) as lock:
        before = lock.path.read_bytes()
        app = WatchApp(path, poll=POLL)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: app.reads >= 1, "the first read")
            assert app.pulka is not None and len(app.pulka) == 1
        assert lock.path.read_bytes() == before


def _tree(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


async def test_no_key_writes_anything(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(data))
    path = copy_pulka(PULKA1, tmp_path, 4, "p.json")
    before = _tree(tmp_path)
    keys = (list("abcdefghijklmnopqrstuvwxyz0123456789?") + ["ц", "т", "ы"]
            + [f"f{i}" for i in range(1, 13)]
            + ["enter", "escape", "tab", "shift+tab", "space", "backspace", "delete",
               "up", "down", "left", "right", "home", "end", "pageup", "pagedown",
               "ctrl+s", "ctrl+p", "ctrl+c", "ctrl+e", "ctrl+z", "ctrl+u", "ctrl+d"])
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        await pilot.press(*keys)
        await pilot.click("#grid")
        await pilot.pause()
        assert isinstance(app.screen, WatchScreen)
        assert len(app.pulka) == 4
        await pilot.press("ctrl+q")
    assert app.return_code == 0
    assert _tree(tmp_path) == before
    assert not data.exists()
    assert sorted(os.listdir(tmp_path)) == ["p.json"]


async def test_narrow_shows_the_compact_list(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(45, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        await pilot.pause()
        screen = app.screen
        assert screen.has_class("-narrow")
        assert not screen.query_one(PulkaGrid).display
        assert not screen.query_one("#standings").display
        assert text(app, "#compact").splitlines() == [
            "If stopped now, in whists:",
            "",
            "Anna  +14",
            "  pulya 2 (to 10) · gora 0",
            "  whists on Boris 0 · Vera 0",
            "",
            "Boris  +4",
            "  pulya 0 (to 10) · gora 0",
            "  whists on Anna 4 · Vera 0",
            "",
            "Vera  \u221218",
            "  pulya 0 (to 10) · gora 2",
            "  whists on Anna 2 · Boris 0",
        ]
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert screen.has_class("-wide")
        assert screen.query_one(PulkaGrid).display
        assert not screen.query_one("#compact-list").display


async def test_f2_switches_to_russian_and_back(tmp_path, monkeypatch):
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "data"))
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        await pilot.press("f2")
        await until(pilot, lambda: text(app, "#watch-state").startswith("слежу"), "Russian")
        assert text(app, "#standings") == ("Если закончить сейчас, висты: Anna +14 · "
                                           "Boris +4 · Vera \u221218")
        assert text(app, "#status") == "Сочинка · сдача 2 · сдаёт Anna"
        assert app.sub_title == "только просмотр"
        await pilot.press("f2")
        await until(pilot, lambda: text(app, "#watch-state").startswith("following"),
                    "English")
    assert not (tmp_path / "data").exists()


async def test_title_and_file_name_are_shown_as_text(tmp_path):
    """Markup in a title is shown as written; a file name's bidi override as its escape."""
    data = json.loads(pulka_text(1))
    data["title"] = "[b]Friday[/b]"
    path = tmp_path / "a\u202eb.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        assert app.title == "[b]Friday[/b]"
        assert text(app, "#watch-state").startswith("following a\\u202eb.json:")


async def test_a_title_with_control_characters_is_shown_escaped(tmp_path):
    """A title is free text (FORMAT.md): the file is followed, its title escaped in the
    header."""
    data = json.loads(pulka_text(1))
    data["title"] = "\x1b[2JFriday\tclub"
    path = tmp_path / "pulka.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        assert text(app, "#watch-state").startswith("following pulka.json")
        assert app.title == "\\x1b[2JFriday\\x09club"


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_f1_opens_the_help_at_the_live_views_section(tmp_path, monkeypatch, lang):
    """F1 showed a one-line notice here while every other screen opened the help at its
    own section: now the help page opens at the live view's (what it shows, its keys),
    ``?`` too, in the language shown; Esc goes back to the view."""
    from preferans_tui.ui.screens.help import HelpScreen

    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "data"))
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        if lang == "ru":
            await pilot.press("f2")
        for key in ("f1", "question_mark"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            page = app.screen.page
            first = next(line[3:] for line in page.splitlines() if line.startswith("## "))
            assert first == {"en": "The live view (preferans-tui watch FILE)",
                             "ru": "Наблюдение (preferans-tui watch ФАЙЛ)"}[lang]
            section = page.partition("## " + first)[2].partition("\n## ")[0]
            keys = {"en": ("* F2 — English / Russian", "* ? F1 — this help",
                           "* Ctrl+Q — quit"),
                    "ru": ("* F2 — English / Русский", "* ? F1 — эта помощь",
                           "* Ctrl+Q — выход")}[lang]
            assert all(k in section for k in keys), section
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, WatchScreen)
    assert not (tmp_path / "data").exists()


async def test_a_save_while_the_help_is_open_is_shown_under_it(tmp_path):
    """The view keeps following the file under the help page: closing it shows the
    pulka as last saved (SPEC §10 PULKA-1 after H2: Anna +27⅓, Boris −12⅔, Vera −14⅔)."""
    path = copy_pulka(PULKA1, tmp_path, 1, "p.json")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        await pilot.press("f1")
        await pilot.pause()
        atomic_write_text(path, pulka_text(2))
        await until(pilot, lambda: app.reads >= 2, "the save under the help")
        await pilot.press("escape")
        await pilot.pause()
        assert text(app, "#standings") == ("If stopped now, whists: Anna +27⅓ · "
                                           "Boris \u221212⅔ · Vera \u221214⅔")


async def test_a_pipe_is_not_read_and_the_reason_is_in_the_language_shown(tmp_path):
    """A FIFO is never read (it would block); the reason was English in Russian too."""
    path = tmp_path / "p.json"
    os.mkfifo(path)
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        assert text(app, "#watch-state") == ("waiting for the file p.json: cannot read the "
                                             "file: not a regular file (a pipe or a device)")
        await pilot.press("f2")  # the same reason, worded again: the file is not re-read
        await until(pilot, lambda: text(app, "#watch-state").startswith("жду"), "Russian")
        assert text(app, "#watch-state") == ("жду файл p.json: не удаётся прочитать файл: "
                                             "это не обычный файл (канал или устройство)")


async def test_a_pulka_swapped_for_a_symlink_to_a_fifo_is_waited_for_not_read(tmp_path):
    """Issues 31.11, 32.9: a pulka path swapped for a symlink to a FIFO froze the
    watcher, its status still "following"; the swap is now a read that fails at once
    (nothing is opened blocking) and the last good pulka stays, waiting."""
    path = copy_pulka(PULKA1, tmp_path, 2, "p.json")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.reads >= 1, "the first read")
        assert text(app, "#watch-state").startswith("following p.json")
        fifo = tmp_path / "pipe"
        os.mkfifo(fifo)
        swap = tmp_path / "swap"
        swap.symlink_to(fifo)
        os.replace(swap, path)
        await until(pilot, lambda: app.reads >= 2, "the read of the swapped file")
        assert text(app, "#watch-state") == (
            "waiting for the file p.json (showing the last good state): cannot read the "
            "file: not a regular file (a pipe or a device)")
        assert app.pulka is not None and len(app.pulka) == 2
