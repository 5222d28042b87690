"""UI test fixtures: English by default, a pulka file copied from saves/ into tmp_path."""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest
from textual.widgets import Input, OptionList, Select, Static

from preferans_tui import texts

SAVES = Path(__file__).parent.parent.parent / "saves"
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch):
    """The app follows the system locale: make it English for every UI test."""
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    texts.set_language("en")
    yield
    texts.set_language("en")


def copy_pulka(source: Path, folder: Path, hands: int | None = None,
               name: str | None = None) -> Path:
    """A copy of ``source`` in ``folder`` holding its first ``hands`` hands (all if None)."""
    data = json.loads(source.read_text(encoding="utf-8"))
    if hands is not None:
        data["hands"] = data["hands"][:hands]
    path = folder / (name or source.name)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def pulka_file(folder: Path, players: list[str], hands: list[dict], **rules) -> Path:
    """A pulka file ``p.json`` in ``folder``: ``players``, Sochi to 10 (``rules`` on top)
    and ``hands`` (FORMAT.md)."""
    path = folder / "p.json"
    rules = {"variant": "sochi", "pulya_target": 10} | rules
    path.write_text(json.dumps({"format": "preferans-pulka", "version": 1,
                                "players": players, "rules": rules, "hands": hands}),
                    encoding="utf-8")
    return path


MADE_SIX = ["n", "1", "6", "s", "w", "w", "6", "2", "enter"]
"""Hand 2 of PULKA-1's table (Anna deals): Anna 6♠, Boris and Vera whist, Anna 6, Boris 2."""


def assert_made_six(app) -> None:
    """The sheet is back, with hand 2 recorded as :data:`MADE_SIX` types it."""
    from preferans_tui.ui.screens.sheet import SheetScreen

    assert isinstance(app.screen, SheetScreen)
    assert len(app.pulka) == 2
    hand = app.pulka.hands[-1]
    assert (hand.declarer, hand.contract) == ("Anna", "6S")
    assert hand.calls == {"Boris": "whist", "Vera": "whist"}
    # Vera's count follows: 10 − 6 − 2 = 2
    assert hand.tricks == {"Anna": 6, "Boris": 2, "Vera": 2}


_SVG_TEXT = re.compile(r'<text [^>]*?x="([\d.]+)"[^>]*?line-(\d+)\)"[^>]*>([^<]*)</text>')
CELL_WIDTH = 12.2
"""The width of one terminal cell in Textual's SVG screenshots."""


def emptied_box(app, box_id: str) -> Input:
    """The start screen's text box ``#box_id``, focused and emptied, to type into."""
    box = app.screen.query_one(f"#{box_id}", Input)
    box.focus()
    box.value = ""
    return box


def screen_text(app) -> str:
    """What the terminal shows now, as plain text, read from the app's public SVG
    screenshot (:meth:`App.export_screenshot`)."""
    rows: dict[int, dict[int, str]] = defaultdict(dict)
    for x, row, text in _SVG_TEXT.findall(app.export_screenshot()):
        rows[int(row)][round(float(x) / CELL_WIDTH)] = html.unescape(text).replace("\xa0", " ")
    lines = []
    for row in sorted(rows):
        line = ""
        for column, text in sorted(rows[row].items()):
            line = line.ljust(column) + text
        lines.append(line.rstrip())
    return "\n".join(lines)


def word_for(select: Select, value) -> str:
    """The words a Select shows once ``value`` is chosen (a value it does not offer
    raises ``InvalidSelectValueError``)."""
    select.value = value
    return str(select.query_one("#label", Static).content)


def offered(select: Select) -> list[str]:
    """The words of every option in a Select's list."""
    return [str(option.prompt) for option in select.query_one(OptionList).options]


async def open_rules(pilot) -> None:
    """Open the start screen's rules editor, as a player does to change an option, and
    pause until its rows are built (the first opening builds them, issue 31.5)."""
    from preferans_tui.ui.screens.start_options import rules_editor

    editor = rules_editor(pilot.app.screen)
    editor.collapsed = False
    await pilot.pause()
    await editor.build()
    await pilot.pause()


@pytest.fixture(autouse=True)
def _sharing_on_loopback(monkeypatch):
    """``w`` on the sheet starts ``serve``: in the tests on loopback only, and stopped
    after each test (issue 30.2)."""
    from preferans_tui.ui.share import watching

    monkeypatch.setattr(watching, "HOST", "127.0.0.1")
    yield
    watching.stop_all()
