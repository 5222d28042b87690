"""A 4-player raspasy typed as the table plays (SPEC §6.1, rule 3.7.6.1).

A club player's report: on a raspasy dealt by Kolya the form asked Misha, Dima, *the
talon*, Саша; ``r 2 4 3`` (Misha 2, Dima 4, Саша 3) put the 3 on the talon and was
refused, and ``r 2 4`` silently gave Саша 4 and the talon 0. The form now asks the three
players from the dealer's left, then the talon's tricks, which follow from them.

The table: Саша, Kolya, Misha, Dima clockwise (the list does not start at the dealer);
deal 1 Саша dealt and Kolya's 6♠ was passed, so Kolya deals deal 2 and sits out.
"""

from __future__ import annotations

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.fields import KeyField
from preferans_tui.ui.widgets.number_field import NumberField
from tests.opened import opened
from tests.ui.conftest import pulka_file

PLAYERS = ["Саша", "Kolya", "Misha", "Dima"]
DEAL_1 = {"kind": "game", "dealer": "Саша", "declarer": "Kolya", "contract": "6S",
          "calls": {"Misha": "pass", "Dima": "pass"}}


def kolya_deals(tmp_path) -> PreferansApp:
    return PreferansApp(pulka_file(tmp_path, PLAYERS, [DEAL_1]), tmp_path)


def labels(form: HandForm) -> list[str]:
    """The labels of the fields shown, top to bottom."""
    return [w.label for w in form.query_one("#form-fields").children
            if isinstance(w, KeyField) and w.display]


async def test_the_counts_are_asked_from_the_dealers_left_and_the_talon_last(tmp_path):
    app = kolya_deals(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r")
        assert labels(app.screen) == ["Misha", "Dima", "Саша",
                                      "talon tricks of Kolya (dealer)", "note"]
        texts.set_language("ru")
        await app.screen.retranslate()
        assert labels(app.screen)[3] == "взятки прикупа: Kolya (сдающий)"


async def test_the_reporters_keys_record_misha_2_dima_4_sasha_3_and_the_talon_1(tmp_path):
    # EX-10 (a): 2 + 4 + 3 leave the talon 1 (10 tricks, rule 3.5) → amnesty 1 → gora
    # Misha +1, Dima +3, Саша +2
    app = kolya_deals(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "2", "4", "3")
        assert app.screen.query_one("#t-talon", NumberField).value == 1
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        hand = app.pulka.hands[-1]
        assert (hand.dealer, hand.tricks) == ("Kolya",
                                              {"Misha": 2, "Dima": 4, "Саша": 3, "Kolya": 1})
        gora = {e.player: e.amount for e in app.pulka.results[-1].entries
                if e.column == "gora"}
        assert gora == {"Misha": 1, "Dima": 3, "Саша": 2}


async def test_the_talon_typed_as_well_is_taken_as_agreeing(tmp_path):
    # r 2 4 3 1: the 1 is the talon's count that follows, typed out of habit: no change
    app = kolya_deals(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "2", "4", "3", "1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.hands[-1].tricks == {"Misha": 2, "Dima": 4, "Саша": 3, "Kolya": 1}


async def test_two_counts_decide_neither_sasha_nor_the_talon(tmp_path):
    # Misha 2, Dima 4: Саша took 2, 3 or 4 (the talon the rest, 0–2): Enter asks for him
    app = kolya_deals(tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "2", "4", "enter")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm) and len(app.pulka) == 1
        sasha = form.query_one("#t0", NumberField)
        assert sasha.value is None and (sasha.low, sasha.high) == (2, 4)
        assert sasha.error == "required"
        assert form.query_one("#t-talon", NumberField).value is None
        # a 1 would leave the talon 3 tricks: refused with the talon's rule
        await pilot.press("1")
        assert sasha.value is None
        assert sasha.error == "at least 2: the talon wins at most 2 tricks (rule 3.7.6.1)"
        await pilot.press("4", "enter")  # Саша 4, the talon 0
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.hands[-1].tricks == {"Misha": 2, "Dima": 4, "Саша": 4}
