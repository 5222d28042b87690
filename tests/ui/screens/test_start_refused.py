"""The start screen's recent list marks a file the app refuses (``✗``, ``won't open``)
and says why in a few words, in both languages; Enter on it tells its problems.

Each file is PULKA-1 (SPEC §10: Anna, Boris, Vera; Sochi to 10) with one fault put in by
hand, so the reason is known before the app says it:

- hand 4 (Boris 7♥, Vera passes, Anna whists) given tricks 6 + 2 + 3 = 11: the tricks of
  a hand sum to 10 (rule 3.5);
- hand 4 dealt by Anna: after Boris's deal (hand 3) Vera deals (rule 3.2.2);
- ``help: true`` with ``end_rule: "sum_reached"``: the rules contradict each other;
- Anna twice among the players (rule 1.2);
- ``version: 2``: newer than this program's format (1);
- ``{"a": 1}``: no ``format`` key, not a pulka file; ``{not json``: damaged.
"""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.screens.start_recent import refusal_reason
from tests.conftest import notices
from tests.opened import opened
from tests.ui.conftest import PULKA1
from tests.ui.screens.test_start import recent_lines

WHEN = datetime(2024, 11, 29, 21, 5)
"""Every file's modification time (each a minute later than the one before)."""


def _pulka1(**changes) -> dict:
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    return data | changes


def _with_hand4(**changes) -> dict:
    data = _pulka1()
    data["hands"][3] = data["hands"][3] | changes
    return data


def _write(folder: Path, files: dict[str, str]) -> None:
    """The files, the first in ``files`` the newest (listed first)."""
    for minutes, (name, text) in enumerate(reversed(files.items())):
        path = folder / name
        path.write_text(text, encoding="utf-8")
        when = WHEN.timestamp() + 60 * minutes
        os.utime(path, (when, when))


FILES = {
    "tricks.json": json.dumps(_with_hand4(tricks={"Boris": 6, "Vera": 2, "Anna": 3})),
    "dealer.json": json.dumps(_with_hand4(dealer="Anna")),
    "rules.json": json.dumps(_pulka1(rules={"variant": "sochi", "pulya_target": 10,
                                            "help": True, "end_rule": "sum_reached"})),
    "players.json": json.dumps(_pulka1(players=["Anna", "Anna", "Vera"])),
    "newer.json": json.dumps(_pulka1(version=2)),
    "other.json": json.dumps({"a": 1}),
    "broken.json": "{not json",
    "good.json": json.dumps(_pulka1(title="Friday")),
}


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_a_file_the_app_refuses_is_marked_with_why(tmp_path, lang, size):
    _write(tmp_path, FILES)
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=size) as pilot:
        if lang == "ru":
            await pilot.press("f2")
            await pilot.pause()
        lines = recent_lines(app)
    wont = {"en": "won't open", "ru": "не откроется"}[lang]
    when = [f"{wont} · 29.11 21:{12 - i:02d}" for i in range(7)]
    title = "Sochi, three players, to 10"  # PULKA-1's own title
    assert lines == [
        [f"✗ {title}", when[0], {"en": "hand 4: rule 3.5", "ru": "сдача 4: правило 3.5"}[lang]],
        [f"✗ {title}", when[1],
         {"en": "hand 4: rule 3.2.2", "ru": "сдача 4: правило 3.2.2"}[lang]],
        ["✗ rules.json", when[2], {"en": "its rules are refused",
                                   "ru": "ошибка в правилах"}[lang]],
        [f"✗ {title}", when[3], {"en": "bad list of players",
                                 "ru": "ошибка в списке игроков"}[lang]],
        ["✗ newer.json", when[4], {"en": "from a newer version",
                                   "ru": "из более новой версии"}[lang]],
        ["✗ other.json", when[5], {"en": "not a pulka file", "ru": "это не файл пульки"}[lang]],
        ["✗ broken.json", when[6], {"en": "damaged file", "ru": "файл повреждён"}[lang]],
        ["Friday", "29.11 21:05 · " + {"en": "Sochi", "ru": "Сочинка"}[lang],
         {"en": "8 deals, finished", "ru": "8 сдач, закончена"}[lang]
         + " · Anna, Boris, Vera"],
    ]


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_enter_on_a_refused_file_tells_its_problems(tmp_path, lang):
    """Enter on a refused file keeps the start screen and tells why, the reason first,
    then the problems as ``check`` words them (rule 3.5: tricks sum to 10)."""
    _write(tmp_path, {"tricks.json": FILES["tricks.json"]})
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        if lang == "ru":
            await pilot.press("f2")
        await pilot.press("ctrl+o", "enter")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.is_running
        told = notices(app)[-1]
    assert told.severity == "error"
    assert told.title == {"en": "tricks.json: won't open",
                          "ru": "tricks.json: не откроется"}[lang]
    assert told.message.splitlines() == [
        {"en": "hand 4: rule 3.5", "ru": "сдача 4: правило 3.5"}[lang],
        {"en": "hand 4, the tricks: sum to 11, must be 10 (rule 3.5)",
         "ru": "сдача 4, взятки: в сумме 11, а должно быть 10 (правило 3.5)"}[lang]]


async def test_a_refused_files_text_never_reaches_the_list_raw(tmp_path):
    """A player's name with an escape sequence in a hand: the list says which hand and
    which rule (§9.1: no such player), and shows none of the file's text but its name."""
    data = _pulka1()
    data["hands"][2]["tricks"] = {"Anna\x1b]0;owned\x07": 1}
    data["title"] = "Friday"
    _write(tmp_path, {"evil.json": json.dumps(data)})
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)):
        lines = recent_lines(app)
    assert lines == [["✗ Friday", "won't open · 29.11 21:05", "hand 3: rule §9.1"]]


def test_the_reason_takes_only_the_hand_and_rule_numbers():
    """Only digits pass from a problem's text: a quoted value that looks like a hand or
    a rule is not taken for one."""
    assert refusal_reason(["hand 12, tricks: sum to 9, must be 10 (rule 3.5)"]) == (
        "hand 12: rule 3.5")
    assert refusal_reason(["hand 2, dealer: 'x (rule 9)' is not a player"]) == (
        "hand 2 is refused")
    assert refusal_reason(["title: 'hand 9, (rule 1)' has a control character"]) == (
        "damaged file")
    assert refusal_reason(["hand 3, tricks: 'a (rule 1.2\\x1b)'"]) == "hand 3 is refused"
    assert refusal_reason([]) == "damaged file"
