"""Ctrl+O: from the sheet back to the start screen, for the next pulka or another one; Ctrl+Q
and Ctrl+O never throw away a hand half typed, or hands NOT SAVED, without asking.

A club player found no way from a finished pulka to the next one but to quit and start
the app again, and lost a half-typed hand to Ctrl+Q (``ui/closing.py``). The pulka left
is the file as its last hand was saved, its lock let go: this app, or another, opens it
again, not read-only.
"""

from __future__ import annotations

import json
from decimal import Decimal

from textual.widgets import Input, Select, Switch

from preferans_tui.storage import atomic
from preferans_tui.storage.lock import acquire
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.help_text import help_page
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, PULKA2, copy_pulka, pulka_file
from tests.ui.screens.test_fast_typing import burst, settle
from tests.ui.test_save_failure import refuse

HALF_TYPED = ["2", "0", "n", "w", "p", "t"]
"""The keys the player typed before Ctrl+Q: Boris (seat 2) declares ten no trump, Vera
whists, Anna passes, ten tricks (after hand 1 of PULKA-1, Anna deals; Enter not typed)."""


def still_locked_elsewhere(path) -> bool:
    """Whether another holder has ``path``'s lock (taking it here fails)."""
    try:
        acquire(path).release()
    except OSError:
        return True
    return False


def start_values(screen: StartScreen) -> dict[str, object]:
    """What the start screen's new-pulka form holds: names shown, variant, target, stake."""
    four = screen.query_one("#four", Switch).value
    names = [screen.query_one(f"#name{i}", Input).value for i in range(4 if four else 3)]
    return {"names": names, "variant": screen.query_one("#variant", Select).value,
            "target": screen.query_one("#target", Input).value,
            "stake": screen.query_one("#stake", Input).value,
            "title": screen.query_one("#title", Input).value}


async def test_a_finished_pulka_is_left_from_its_settlement_and_opened_again(tmp_path):
    path = copy_pulka(PULKA1, tmp_path)  # all 8 hands: finished
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        assert app.pulka is not None and app.pulka.finished
        await pilot.press("s")  # "press s for the settlement", then the next pulka
        await pilot.pause()
        assert isinstance(app.screen, SettlementScreen)
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert [type(s).__name__ for s in app.screen_stack] == ["Screen", "StartScreen"]
        # PULKA-1's table: Anna, Boris, Vera; Sochi to 10, 0.50 a whist; no title copied
        assert start_values(app.screen) == {"names": ["Anna", "Boris", "Vera"],
                                            "variant": "sochi", "target": "10",
                                            "stake": "0.50", "title": ""}
        assert app.pulka is None and app.session.lock is None and app.pulka_path is None
        assert path.read_bytes() == before
        assert not still_locked_elsewhere(path)  # released: another app may take it
        await pilot.press("ctrl+o", "enter")  # the recent pulkas: it is the only one
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka_path == path and app.session.read_only is None  # not read-only: ours again
        assert app.session.lock is not None and still_locked_elsewhere(path)
        assert len(app.pulka) == 8
    assert path.read_bytes() == before


async def test_a_pulka_left_mid_way_gives_a_new_one_with_its_table(tmp_path):
    rules = {"variant": "rostov", "pulya_target": 15, "stake_per_whist": "0.25",
             "talon_bonus": True, "half_whist": False}
    hands = json.loads(PULKA2.read_text(encoding="utf-8"))["hands"][:3]
    path = pulka_file(tmp_path, ["Anna", "Boris", "Vera", "Gleb"], hands, **rules)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        assert app.pulka is not None and not app.pulka.finished
        old_options = app.pulka.options
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert start_values(app.screen) == {"names": ["Anna", "Boris", "Vera", "Gleb"],
                                            "variant": "rostov", "target": "15",
                                            "stake": "0.25", "title": ""}
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        new = app.pulka_path
        assert new is not None and new != path and new.parent == tmp_path
        assert app.pulka is not None and len(app.pulka) == 0
        assert app.pulka.players == ("Anna", "Boris", "Vera", "Gleb")
        assert app.pulka.options == old_options  # the same rules, option by option
        assert json.loads(new.read_text(encoding="utf-8"))["hands"] == []
    assert path.read_bytes() == before
    assert not still_locked_elsewhere(path) and not still_locked_elsewhere(new)


async def test_a_read_only_pulka_is_left_too(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    with acquire(path):  # another app holds it: this one shows it read-only
        app = PreferansApp(path, tmp_path)
        async with opened(app, size=(100, 30)) as pilot:
            assert app.session.read_only is not None
            await pilot.press("ctrl+o")
            await settle(pilot)
            assert isinstance(app.screen, StartScreen)
            assert app.session.read_only is None and app.sub_title == ""
            assert still_locked_elsewhere(path)  # the other app's lock is not ours to drop


async def test_leaving_with_hands_not_saved_asks_first(tmp_path, monkeypatch):
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        monkeypatch.setattr(atomic, "atomic_replace", refuse)
        app.record_hand(json.loads(PULKA1.read_text(encoding="utf-8"))["hands"][2])
        await pilot.pause()
        assert app.session.save_error is not None
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, Confirm) and app.screen.name == "close-unsaved"
        assert "NOT saved" in app.screen.question and "Close the pulka" in app.screen.question
        await pilot.press("enter")  # a habitual Enter says no
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 3
        await pilot.press("ctrl+o", "y")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert app.session.save_error is None and app.pulka is None
    assert path.read_bytes() == before
    assert not still_locked_elsewhere(path)


async def test_ctrl_q_over_a_half_typed_hand_asks_and_another_key_keeps_it(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*HALF_TYPED)
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm)
        typed = dict(form.draft.values)
        assert len(typed) >= 5  # declarer, level, suit, the two calls at least
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert isinstance(app.screen, Confirm) and app.screen.name == "drop-hand"
        assert app.return_code is None
        await pilot.press("x")  # any key but y: back to the form, as it was
        await settle(pilot)
        assert app.screen is form and form.draft.values == typed
        await pilot.press("ctrl+o", "n")  # Ctrl+O asks the same; n (нет) says no
        await settle(pilot)
        assert app.screen is form and form.draft.values == typed
        await pilot.press("ctrl+q", "y")
        await settle(pilot)
    assert app.return_code == 0
    assert path.read_bytes() == before  # the hand was never recorded


async def test_keys_typed_right_after_ctrl_q_go_to_its_question(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        burst(app, ["1", "6", "s", "ctrl+q", "x", "w", "w"])  # x answers no; w w: the calls
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm) and app.return_code is None
        calls = [v for v in form.draft.values.values() if v == "whist"]
        assert len(calls) == 2  # the keys after the answer reached the form, in order
        burst(app, ["ctrl+q", "y", "6"])
        await settle(pilot)
    assert app.return_code == 0


async def test_an_empty_form_or_an_unchanged_correction_quits_at_once(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    before = path.read_bytes()
    for keys in (["n"], ["a"], ["e"]):  # a new game, an adjustment, the last hand reopened
        app = PreferansApp(path, tmp_path)
        async with opened(app, size=(100, 30)) as pilot:
            await pilot.press(*keys)
            await settle(pilot)
            assert isinstance(app.screen, HandForm)
            await pilot.press("ctrl+q")
            await settle(pilot)
        assert app.return_code == 0, keys
        assert path.read_bytes() == before  # a correction not made: the file keeps the hand


async def test_a_changed_correction_asks_and_leaving_keeps_the_old_hand(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("e", "backspace")  # the first trick count cleared
        await settle(pilot)
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, Confirm)
        assert "correction" in app.screen.question
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
    assert path.read_bytes() == before


async def test_the_help_names_ctrl_o_in_both_languages():
    for page, words in ((help_page("en"), "start screen"), (help_page("ru"), "начальный экран")):
        line = next(line for line in page.splitlines() if line.startswith("* Ctrl+O"))
        assert words in line


async def test_in_russian_the_stake_carried_over_has_the_decimal_comma(tmp_path):
    """Russian writes 0,50 (as the settlement and the sheet do); the box reads it back
    as 0.50 a whist, PULKA-1's stake (the new pulka keeps the table's rules)."""
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=3), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2", "ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, StartScreen)
        assert start_values(app.screen)["stake"] == "0,50"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.options.stake_per_whist == Decimal("0.50")
