"""Correction (``e``) keeps everything a hand had, or refuses (rule 4.2.9).

The forms used to drop what they could not show: a 4-player take-over written as the
dealer's "whist" among the calls became "returned by: nobody" (a made game), a misère
shared with the dealer (3.6.9) lost its sharing, an adjustment kept only its first
line, a game lost its penalty (3.4.4 / 3.4.6 / 3.4.9) and its open defence. Each case
here corrects such a hand without changing anything and checks the hand and what it
wrote are the same; then the forms are used to type these hands anew.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from preferans_tui.rules.draft import canonical
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.conftest import notices
from tests.opened import opened

FOUR = ["Anna", "Boris", "Vera", "Gleb"]
THREE = ["Anna", "Boris", "Vera"]


def pulka_file(folder: Path, players: list[str], hands: list[dict], **rules) -> Path:
    path = folder / "p.json"
    path.write_text(json.dumps({
        "format": "preferans-pulka", "version": 1, "players": players,
        "rules": {"variant": "sochi", "pulya_target": 10, **rules}, "hands": hands,
    }), encoding="utf-8")
    return path


def game(dealer, declarer, contract, calls, tricks=None, **extra) -> dict:
    hand = {"kind": "game", "dealer": dealer, "declarer": declarer, "contract": contract,
            "calls": calls, **extra}
    if tricks is not None:
        hand["tricks"] = tricks
    return hand


# Gleb deals (4 players): Anna declares, Boris is O1, Vera O2.
CASES = {
    "take-over on 6 as dealer's whist": game(
        "Gleb", "Anna", "6H", {"Boris": "pass", "Vera": "half", "Gleb": "whist"},
        {"Anna": 5, "Boris": 3, "Vera": 2}),
    "take-over on 6 as returned_by": game(
        "Gleb", "Anna", "6H", {"Boris": "pass", "Vera": "half"}, {"Anna": 5},
        returned_by="Gleb"),
    "take-over on 8 as dealer's whist": game(
        "Gleb", "Anna", "8S", {"Boris": "pass", "Vera": "pass", "Gleb": "whist"},
        {"Anna": 7, "Boris": 2, "Vera": 1}),
    "take-over on 8 as returned_by": game(
        "Gleb", "Anna", "8S", {"Boris": "pass", "Vera": "pass"}, {"Anna": 8},
        returned_by="Gleb"),
    "return by the passer": game(
        "Gleb", "Anna", "7C", {"Boris": "pass", "Vera": "half"}, {"Anna": 6},
        returned_by="Boris"),
    "shared misère": {"kind": "misere", "dealer": "Gleb", "declarer": "Anna",
                      "tricks": {"Anna": 1}, "shared_with_dealer": True},
    "three-line adjustment": {
        "kind": "adjustment", "rule": "4.2.7", "note": "two slips",
        "entries": [{"column": "whists", "player": "Anna", "on": "Boris", "amount": -10},
                    {"column": "whists", "player": "Boris", "on": "Anna", "amount": 10},
                    {"column": "gora", "player": "Anna", "amount": 2}]},
    "peek 3.4.9, open": game(  # the lone whister's choice [K 3.8.5]
        "Gleb", "Anna", "6S", {"Boris": "whist", "Vera": "pass"},
        {"Anna": 5, "Boris": 3, "Vera": 2}, penalty={"rule": "3.4.9"}, open=True),
    "wrong cards 3.4.6, proven 5": game(
        "Gleb", "Anna", "6S", {"Boris": "whist", "Vera": "whist"},
        {"Anna": 4, "Boris": 3, "Vera": 3}, penalty={"rule": "3.4.6", "proven_undertricks": 5}),
    "wrong cards 3.4.6, none proven": game(
        "Gleb", "Anna", "6H", {"Boris": "whist", "Vera": "pass"}, {"Anna": 6},
        penalty={"rule": "3.4.6"}),
    "below the bid 3.4.4": game(
        "Gleb", "Anna", "6S", {"Boris": "pass", "Vera": "pass"},
        penalty={"rule": "3.4.4", "bid_level": 7}),
    "below the bid 3.4.4, whisted, no tricks": game(
        "Gleb", "Anna", "6S", {"Boris": "whist", "Vera": "pass"},
        penalty={"rule": "3.4.4", "bid_level": 8}),
}


@pytest.mark.parametrize("hand", CASES.values(), ids=CASES.keys())
async def test_correction_unchanged_keeps_the_hand(tmp_path, hand):
    path = pulka_file(tmp_path, FOUR, [hand])
    _, before = load(path)
    written = before.results[-1].entries
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm), "the correction was refused"
        assert canonical(form.hand) == canonical(hand)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    _, after = load(path)
    assert canonical(after.hands[-1].model_dump(mode="json")) == canonical(hand)
    assert after.results[-1].entries == written


async def test_take_over_prefilled_as_returned_by_the_dealer(tmp_path):
    """6♥, Boris passes, Vera half-whists, Gleb (dealer) takes the whist: not «nobody»."""
    path = pulka_file(tmp_path, FOUR, [CASES["take-over on 6 as dealer's whist"]])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert app.screen.query_one("#returned").value == "Gleb"
        assert app.screen.draft.whisters == ("Gleb",)


async def test_a_hand_the_form_cannot_show_is_refused_and_kept(tmp_path):
    """3.4.4 with tricks though nobody whisted: the form has no tricks to show there."""
    hand = game("Vera", "Anna", "6S", {"Boris": "pass", "Vera": "pass"},
                {"Anna": 3, "Boris": 3, "Vera": 4}, penalty={"rule": "3.4.4", "bid_level": 7})
    path = pulka_file(tmp_path, THREE, [hand])
    text = path.read_text(encoding="utf-8")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 1
        assert canonical(app.pulka.hands[0].model_dump(mode="json")) == canonical(hand)
        shown = [n.message for n in notices(app)]
        assert any("hand 1 cannot be corrected" in m and "tricks" in m for m in shown)
    _, after = load(path)
    assert canonical(after.hands[0].model_dump(mode="json")) == canonical(hand)
    assert json.loads(path.read_text(encoding="utf-8"))["hands"] == json.loads(text)["hands"]


# -- the new fields, typed -------------------------------------------------------------------
async def typed(tmp_path, players, keys, hands=None, **rules):
    path = pulka_file(tmp_path, players, hands or [], **rules)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen), "the hand was not accepted"
        return app.pulka


FIRST_HAND = [{"kind": "raspasy", "dealer": "Vera", "tricks": {"Anna": 3, "Boris": 3,
                                                               "Vera": 4}}]
"""Hand 1 of a 3-player pulka: after it Anna deals (seat order Anna, Boris, Vera)."""


async def test_typing_a_peek_penalty(tmp_path):
    """EX-18 (a): 6♠, the declarer peeks and takes 5 — down two, gora +4.

    Anna deals hand 2; Boris (2) declares, Vera (O1) and Anna (O2) whist; Boris 5,
    Vera 3 (Anna 2). Tab reaches the penalty, ``9`` picks rule 3.4.9.
    """
    pulka = await typed(tmp_path, THREE, ["n", "2", "6", "s", "w", "w", "5", "3", "tab", "9",
                                          "enter"], FIRST_HAND)
    hand = pulka.hands[-1]
    assert hand.penalty is not None and hand.penalty.rule == "3.4.9"
    gora = [e for e in pulka.results[-1].entries if e.column == "gora"]
    assert [(e.player, e.amount, e.rule) for e in gora] == [("Boris", 4, "3.4.9")]


async def test_typing_below_the_bid(tmp_path):
    """EX-18 (e): bid reached 7, 6♠ ordered, both pass: down seven on a seven, gora +28.

    Tab to the penalty, ``4`` (3.4.4) moves on to the bid level, ``7``. Nobody whisted,
    so nobody defended: the form asks no open or closed defence (rule 3.8.4).
    """
    pulka = await typed(tmp_path, THREE, ["n", "2", "6", "s", "p", "p", "tab", "4", "7",
                                          "enter"], FIRST_HAND)
    hand = pulka.hands[-1]
    assert hand.penalty is not None and hand.penalty.model_dump() == {"rule": "3.4.4",
                                                                      "bid_level": 7}
    assert hand.open is False
    gora = [e for e in pulka.results[-1].entries if e.column == "gora"]
    assert [(e.player, e.amount) for e in gora] == [("Boris", 28)]


async def test_typing_open_defence(tmp_path):
    """Boris 6♠; Vera whists, Anna passes; Boris takes 6. Tab to the penalty, Tab to the
    defence, ``o``: Vera defended in the open [K 3.8.5], which writes nothing more —
    Vera writes the defence's 4 tricks × 2 on Boris (rule 3.8.13)."""
    pulka = await typed(tmp_path, THREE, ["n", "2", "6", "s", "w", "p", "6", "tab", "tab",
                                          "o", "enter"], FIRST_HAND)
    hand = pulka.hands[-1]
    assert (hand.open, hand.tricks, hand.penalty) == (True, {"Boris": 6}, None)
    whists = [(e.player, e.on, e.amount) for e in pulka.results[-1].entries
              if e.column == "whists"]
    assert whists == [("Vera", "Boris", 8)]


async def test_typing_a_shared_misere(tmp_path):
    """4 players, Gleb deals: Anna's misère made and shared — 5 pulya each (rule 3.6.9)."""
    first = [{"kind": "raspasy", "dealer": "Vera",
              "tricks": {"Gleb": 3, "Anna": 3, "Boris": 4}}]
    pulka = await typed(tmp_path, FOUR, ["m", "1", "0", "y", "enter"], first)
    hand = pulka.hands[-1]
    assert hand.shared_with_dealer is True
    pulya = [(e.player, e.amount) for e in pulka.results[-1].entries if e.column == "pulya"]
    assert sorted(pulya) == [("Anna", 5), ("Gleb", 5)]


SHARED_MISERE_FIRST = [{"kind": "raspasy", "dealer": "Vera",
                        "tricks": {"Gleb": 3, "Anna": 3, "Boris": 4}}]


@pytest.mark.parametrize(("answer", "shared"), [("д", True), ("y", True), ("н", False),
                                                ("т", False), ("n", False)])
async def test_the_russian_interface_answers_yes_with_d_and_no_with_n(
        tmp_path, answer, shared):
    """A new player's report: in Russian the undo question took «н» as нет while this
    field took it as the ``y`` key under it, so «н» shared a misère (rule 3.6.9) the
    table meant not to share. Both now read д as да and н as нет; the Latin ``y`` and
    ``n`` still answer, and ``т`` (the ``n`` key) is still no."""
    (tmp_path / "settings.json").write_text(json.dumps({"language": "ru"}), encoding="utf-8")
    path = pulka_file(tmp_path, FOUR, SHARED_MISERE_FIRST)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ь", "1", "0")
        form = app.screen
        assert isinstance(form, HandForm)
        field = str(form.query_one("#shared").render())
        assert " н нет" in field and " д да" in field
        await pilot.press(answer, "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
    assert app.pulka.hands[-1].shared_with_dealer is shared


async def test_no_sharing_offered_at_three_players(tmp_path):
    path = pulka_file(tmp_path, THREE, FIRST_HAND)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        assert not app.screen.query("#shared")  # the draft asks no such field


async def test_typing_two_adjustment_lines_and_removing_one(tmp_path):
    """EX-18 (d): A wrote 10 whists too many on B — A −10 on B, B +10 on A; A gora +2."""
    keys = ["a", "w", "1", "2", "-", "1", "0", "ctrl+n", "g", "3", "5",
            "ctrl+n", "w", "2", "1", "1", "0",
            "ctrl+n", "g", "1", "2"]
    path = pulka_file(tmp_path, THREE, FIRST_HAND)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press(*keys)
        form = app.screen
        assert form.lines == 4
        form.set_current(form.part("amount", 1))  # the gora 5 for Vera was a slip
        await pilot.press("ctrl+d", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        hand = app.pulka.hands[-1]
    assert [(e.column, e.player, e.on, e.amount) for e in hand.entries] == [
        ("whists", "Anna", "Boris", -10), ("whists", "Boris", "Anna", 10),
        ("gora", "Anna", None, 2)]


async def test_correction_starts_at_the_first_trick_count(tmp_path):
    """``e`` opens the form on its first count: the counts are typed again, and a digit
    never changes the declarer.

    PULKA-1 hand 1: Vera deals, Anna 6♠, Boris and Vera whist, tricks 7/2/1. Typing
    7 3 makes Vera's count follow: 10 − 7 − 3 = 0.
    """
    path = pulka_file(tmp_path, THREE, [game("Vera", "Anna", "6S",
                                             {"Boris": "whist", "Vera": "whist"},
                                             {"Anna": 7, "Boris": 2, "Vera": 1})])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        assert app.screen.current_widget.id == "t-declarer"
        assert "correction" in str(app.screen.query_one("#form-title").render())
        await pilot.press("7", "3", "enter")
        await pilot.pause()
        hand = app.pulka.hands[-1]
    assert hand.declarer == "Anna"
    assert hand.tricks == {"Anna": 7, "Boris": 3, "Vera": 0}


async def test_raspasy_correction_retypes_the_counts_in_seat_order(tmp_path):
    # raspasy dealt by Vera, 2/2/6 entered; corrected to 3/3/4 by typing 3 3
    path = pulka_file(tmp_path, THREE, [{"kind": "raspasy", "dealer": "Vera",
                                         "tricks": {"Anna": 2, "Boris": 2, "Vera": 6}}])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("3", "3", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.hands[-1].tricks == {"Anna": 3, "Boris": 3, "Vera": 4}


async def test_closing_the_app_mid_correction_keeps_the_hand_in_the_file(tmp_path):
    path = pulka_file(tmp_path, THREE, [{"kind": "raspasy", "dealer": "Vera",
                                         "tricks": {"Anna": 2, "Boris": 2, "Vera": 6}}])
    before = path.read_bytes()
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        assert path.read_bytes() == before  # nothing written yet
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert path.read_bytes() == before
    assert len(load(path)[1]) == 1


async def test_correcting_an_adjustment_starts_on_its_first_field(tmp_path):
    path = pulka_file(tmp_path, THREE, [{"kind": "adjustment", "entries": [
        {"column": "gora", "player": "Anna", "amount": 2}], "rule": "3.4.4", "note": "x"}])
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        assert app.screen.current_widget.id == "column0"  # not the note: a digit is not text
