"""Names, titles, notes, rules and file names are shown as typed, never read as markup.

A player called ``Oleg [/b]`` crashed the status line (``MarkupError``), ``Vasya [VIP]``
lost his tag (``[VIP]`` read as a style), ``Kolya [@click=app.quit]`` became a link
that quits. Every place a name reaches the screen — the sheet, every form, the history,
the settlement, the replay, the start screen's lists and the notifications — must show
the text as it is.
"""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import OptionList

from preferans_tui.rules import IllegalHandError
from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.replay_app import ReplayApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.replay import ReplayScreen
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.history import HistoryList
from tests.opened import opened
from tests.ui.conftest import PULKA1, screen_text
from tests.ui.questions import drop_typed_hand

OLEG, VASYA, KOLYA = "Oleg [/b]", "Vasya [VIP]", "Kolya [@click=app.quit]"
NAMES = {"Anna": OLEG, "Boris": VASYA, "Vera": KOLYA}
TITLE = "Friday [bold]club[/]"
NOTE = "fixed [red]by hand[/red]"


def renamed(value):
    """PULKA-1's records with Anna, Boris, Vera renamed (keys and values)."""
    if isinstance(value, dict):
        return {NAMES.get(k, k): renamed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed(v) for v in value]
    return NAMES.get(value, value) if isinstance(value, str) else value


def markup_pulka(folder: Path, hands: int | None = None, name: str = "[b]club.json") -> Path:
    data = renamed(json.loads(PULKA1.read_text(encoding="utf-8")))
    data["hands"] = data["hands"][:hands]
    data["hands"].append({"kind": "adjustment", "rule": "4.2.7 [x]", "note": NOTE,
                          "entries": [{"column": "gora", "player": OLEG, "amount": 1}]})
    data["title"] = TITLE
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def assert_literal(text: str, *names: str) -> None:
    for name in names:
        assert name in text, f"{name!r} not shown as typed in:\n{text}"


async def test_sheet_forms_history_and_settlement_show_names_as_typed(tmp_path):
    path = markup_pulka(tmp_path, hands=4)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(160, 40)) as pilot:
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, SheetScreen)
        status = str(sheet.query_one("#status").render())
        # PULKA-1 H1–H4 dealt by Vera, Anna, Boris, Vera; hand 5 is the adjustment
        # (nobody deals it), so Anna — here Oleg — deals hand 6
        assert f"{OLEG} deals" in status
        assert_literal(screen_text(app), OLEG, VASYA, KOLYA, "[b]club.json")
        history = sheet.query_one(HistoryList)
        assert history.display
        # the history wraps at its width: read its lines joined by spaces
        assert_literal(" ".join(" ".join(s.text.split()) for s in history.lines),
                       NOTE, "4.2.7 [x]", OLEG, VASYA, KOLYA)
        # every form, with its preview of what the hand writes
        for keys in (["n", "1", "6", "s", "w", "w", "6", "2"], ["m", "1", "0"],
                     ["r", "2", "3"], ["a", "g", "1"]):
            await pilot.press(*keys)
            await pilot.pause()
            assert isinstance(app.screen, HandForm)
            preview = str(app.screen.query_one("#form-preview").render())
            assert_literal(screen_text(app) + preview, OLEG)
            await drop_typed_hand(pilot)  # the typed hand is thrown away once asked (and read)
            await pilot.pause()
        # a hand entered: history and grid still fine; a game by Kolya (seat 3, active:
        # Oleg deals, but at three players the dealer plays)
        await pilot.press("n", "3", "6", "s", "p", "p", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.hands[-1].declarer == KOLYA
        assert_literal(screen_text(app), KOLYA)
        # the correction form prefilled with these names
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        assert_literal(screen_text(app), KOLYA)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettlementScreen)
        assert_literal(screen_text(app), OLEG, VASYA, KOLYA, TITLE)
        assert_literal(app.screen.text(), OLEG, VASYA, KOLYA, TITLE)
        await pilot.press("e")  # export: the notification names the file
        await pilot.pause()
        assert app.is_running  # no [@click=app.quit] anywhere took effect


async def test_refused_hand_message_with_names(tmp_path):
    """The core's reasons quote names; beside a field and under the form they show as is."""
    path = markup_pulka(tmp_path, hands=4)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n", "3", "6", "s", "w", "p")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        reason = f"{OLEG} holds no cards"
        form.show_error(IllegalHandError(reason, field=FieldPath(Field.TRICKS, OLEG),
                                         rule="3.2.10"))
        form.show_error(IllegalHandError(reason, field=f"x.{VASYA}", rule="3.2.10"))
        await pilot.pause()
        shown = screen_text(app)
        assert_literal(shown, f"⚠ {reason} (rule 3.2.10)", f"x.{VASYA}: {reason}")
        assert app.is_running


async def test_replay_shows_names_as_typed(tmp_path):
    path = markup_pulka(tmp_path)
    model, pulka = load(path)
    app = ReplayApp(pulka, model.title)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert_literal(screen_text(app), TITLE)
        for _ in range(len(pulka)):
            await pilot.press("right")
            await pilot.pause()
            assert_literal(screen_text(app), OLEG, VASYA, KOLYA)
        assert_literal(screen_text(app), NOTE)
        await pilot.press("s")
        await pilot.pause()
        assert_literal(screen_text(app), OLEG, VASYA, KOLYA)


async def test_start_screen_lists_and_damaged_file_notice(tmp_path):
    markup_pulka(tmp_path, hands=2, name="a[x]b [red].json")
    bad = tmp_path / "bad [b]x[i].json"
    bad.write_text('{"format": "preferans-pulka", "players": ["[/b]"]}', encoding="utf-8")
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(120, 40)) as pilot:
        await pilot.pause()
        # the recent list reads the title of a pulka, the name of a file that is not one
        assert_literal(screen_text(app), TITLE, "bad [b]x[i].json")
        recent = app.screen.query_one("#recent", OptionList)
        recent.focus()
        index = next(i for i in range(recent.option_count)
                     if recent.get_option_at_index(i).id == str(bad))
        recent.highlighted = index
        await pilot.press("enter")  # a damaged file: its problems in a notification
        await pilot.pause()
        assert app.is_running
        recent.highlighted = next(i for i in range(recent.option_count)
                                  if "a[x]b" in str(recent.get_option_at_index(i).id))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert_literal(screen_text(app), "a[x]b [red].json", OLEG)
