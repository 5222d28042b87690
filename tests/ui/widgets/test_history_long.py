"""The history panel of a long pulka (issue 16): laid out lazily, the same lines as ever.

The panel wraps a hand only when it comes into view; whatever it shows must be what the
RichLog it replaced showed — every hand written and wrapped at the panel's width — and
an undo takes off the undone hand's lines alone.
"""

from __future__ import annotations

import json
import random

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import RichLog

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.widgets.history import HistoryList, result_text
from preferans_tui.ui.widgets.line_index import LineIndex
from tests.opened import opened

NAMES = ["Anna", "Boris", "Vera"]


def long_pulka(folder, hands: int):
    """A Sochi pulka of ``hands`` hands (target 1000: it never ends): a raspasy, then a
    six of the next dealer's left-hand neighbour whisted by both, in turn."""
    out = []
    for i in range(hands):
        dealer = NAMES[i % 3]
        if i % 2 == 0:
            tricks = dict(zip(NAMES, (3, 3, 4), strict=True))
            out.append({"kind": "raspasy", "dealer": dealer, "tricks": tricks})
        else:
            declarer, o1, o2 = (NAMES[(i + k) % 3] for k in (1, 2, 3))
            out.append({"kind": "game", "dealer": dealer, "declarer": declarer,
                        "contract": "7H", "calls": {o1: "whist", o2: "whist"},
                        "tricks": {declarer: 7, o1: 2, o2: 1}})
    path = folder / "long.json"
    path.write_text(json.dumps({"format": "preferans-pulka", "version": 1,
                                "players": NAMES,
                                "rules": {"variant": "sochi", "pulya_target": 1000},
                                "hands": out}), encoding="utf-8")
    return path


def test_line_index_agrees_with_counting_lines():
    rng = random.Random(16)
    heights = [rng.randint(1, 6) for _ in range(300)]
    index = LineIndex(heights)
    for _ in range(400):
        op = rng.random()
        if op < 0.3:
            heights.append(rng.randint(1, 6))
            index.append(heights[-1])
        elif op < 0.4 and heights:
            heights.pop()
            index.pop()
        elif heights:
            item = rng.randrange(len(heights))
            heights[item] = rng.randint(1, 9)
            index.set_height(item, heights[item])
        assert index.total == sum(heights)
        item = rng.randrange(len(heights))
        assert index.start(item) == sum(heights[:item])
        line = rng.randrange(sum(heights))
        found = index.find(line)
        assert sum(heights[:found]) <= line < sum(heights[:found + 1])


class RichLogApp(App[None]):
    """The panel as it was: every hand written into a RichLog as wide as the panel."""

    def __init__(self, texts: list[Text], width: int) -> None:
        super().__init__()
        self.texts, self.width = texts, width

    def compose(self) -> ComposeResult:
        log = RichLog(wrap=True, markup=False, highlight=False, min_width=20)
        log.styles.width = self.width
        yield log

    def on_mount(self) -> None:
        for text in self.texts:
            self.query_one(RichLog).write(text)


async def test_every_line_is_what_the_richlog_wrote_and_undo_drops_one_hand(tmp_path):
    app = PreferansApp(long_pulka(tmp_path, 120), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        history = app.screen.query_one(HistoryList)
        shown = [strip.text for strip in history.lines]
        width = history.scrollable_content_region.width
        assert history.is_vertical_scroll_end
        texts = []
        for result in app.pulka.results:
            text = result_text(result)
            text.rstrip()
            texts.append(text)
        # the view: the newest hand's lines at the bottom
        bottom = [history.render_line(y).text for y in range(history.size.height)]
        assert bottom[-len(shown[-3:]):] == [line.ljust(width) for line in shown[-3:]]
        last_lines = len(shown)
        app.undo_hand(save=False)
        await pilot.pause()
        after = [strip.text for strip in history.lines]
        assert after and after == shown[:len(after)] and len(after) < last_lines
        assert after[-1] != shown[-1]
    reference = RichLogApp(texts, width + 2)  # the RichLog's scrollbar is 2 wide
    async with reference.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert [s.text for s in reference.query_one(RichLog).lines] == shown


async def test_scrolling_up_keeps_what_was_seen_in_place(tmp_path):
    app = PreferansApp(long_pulka(tmp_path, 300), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        history = app.screen.query_one(HistoryList)
        for _ in range(40):  # line by line up into hands never wrapped before
            seen = [history.render_line(y).text for y in range(history.size.height)]
            history.scroll_relative(y=-1, animate=False, immediate=True)
            await pilot.pause()
            now = [history.render_line(y).text for y in range(history.size.height)]
            assert now[1:] == seen[:-1]
        history.scroll_home(animate=False, immediate=True)
        await pilot.pause()
        assert history.render_line(0).text.startswith("1. Anna dealt")
