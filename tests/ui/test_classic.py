"""Classic at the table (issue 26 item 2, SPEC §14): the variant on the start screen, the
two SPEC §14.6 pulkas typed through the forms, the keys of a dark pass and a dark bid (two
each; a hand with neither costs exactly its Sochi keys), the compulsory rounds offering
only raspasy, the preview's multiplier, the bombs beside the names, the history and the
status line — in English and in Russian."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from textual.widgets import Input, Select, Static

from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.storage import load
from preferans_tui.texts import set_language
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.status_text import status_text
from preferans_tui.ui.widgets.sheet_draw import name_label
from preferans_tui.views.history import hand_text
from preferans_tui.views.sheet import sheet_data
from tests.opened import opened

from .conftest import word_for
from .keys import keys_for

CASES = Path(__file__).parent.parent / "data" / "cases"
BOMBS = CASES / "classic-opening-round-and-bombs.json"
SERIES = CASES / "classic-dark-pass-series.json"


def case(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def pulka_file(folder: Path, source: Path, hands: int | None = None) -> Path:
    """The case's pulka with its first ``hands`` hands, as a file in ``folder``."""
    doc = case(source)["pulka"]
    if hands is not None:
        doc["hands"] = doc["hands"][:hands]
    path = folder / "classic.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("source", [BOMBS, SERIES], ids=["bombs", "dark-pass-series"])
async def test_the_worked_pulkas_typed_through_the_forms(tmp_path, source):
    """SPEC §14.6's two pulkas, every hand typed by its keys (dark passes and bids with
    ``*`` and a seat): the settlement worked by hand there."""
    path = pulka_file(tmp_path, source, hands=0)
    hands = case(source)["pulka"]["hands"]
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        for number, hand in enumerate(hands, 1):
            await pilot.press(*keys_for(app.pulka, hand))
            await pilot.pause()
            assert isinstance(app.screen, SheetScreen), f"hand {number} was not accepted"
            assert len(app.pulka) == number
    _, saved = load(path)
    want = case(source)["expected"]["balance_exact"]
    assert saved.settle().exact == {p: Fraction(v) for p, v in want.items()}
    # the dark fields as the case has them (a lone whister's hand keeps the declarer's
    # count alone, as the form types it)
    assert [(list(h.dark_passes), getattr(h, "dark", False)) for h in saved.hands] == [
        (h.get("dark_passes", []), h.get("dark", False)) for h in hands]


def test_a_hand_in_the_light_costs_its_sochi_keys_and_a_dark_pass_or_bid_two_more():
    """The dark fields are optional and «no» by default: the keys of a hand without
    them are the keys at a Sochi table; a dark pass and a dark bid are ``*`` and a seat
    digit each (SPEC §14.2)."""
    players = ("Anna", "Boris", "Vera")
    sochi = Pulka(players, RuleOptions.preset("sochi", 10),
                  [{"kind": "raspasy", "dealer": "Vera", "tricks": {"Anna": 4, "Boris": 3,
                                                                     "Vera": 3}}])
    classic = Pulka(players, RuleOptions.preset("classic", 10, opening_raspasy_rounds=0),
                    sochi.hands)
    six = {"kind": "game", "dealer": "Vera", "declarer": "Anna", "contract": "8S",
           "calls": {"Boris": "whist", "Vera": "whist"},
           "tricks": {"Anna": 8, "Boris": 1, "Vera": 1}}
    raspasy = {"kind": "raspasy", "dealer": "Vera",
               "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}
    for hand in (six, raspasy):
        assert keys_for(classic, hand) == keys_for(sochi, hand)
    dark = {**six, "dark": True, "dark_passes": ["Boris"]}
    assert len(keys_for(classic, dark)) == len(keys_for(sochi, six)) + 4
    assert keys_for(classic, dark)[2:6] == ["asterisk", "2", "asterisk", "1"]


async def test_a_hand_in_the_light_is_typed_at_a_classic_table_with_the_sochi_keys(tmp_path):
    path = pulka_file(tmp_path, SERIES, hands=3)  # Boris ✱2 ✱4; Boris deals next
    app = PreferansApp(path, tmp_path)
    hand = case(SERIES)["pulka"]["hands"][3]  # B 6♣, Vera passes, Anna whists: B 4
    keys = ["n", "2", "6", "c", "p", "w", "4", "enter"]  # as at any table
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*keys[:2])  # the declarer known: his bomb, before the rest
        await pilot.pause()
        preview = str(app.screen.query_one("#form-preview", Static).render())
        assert preview.endswith("\n  Boris's ✱2: everything ×2")
        await pilot.press(*keys[2:-1])
        await pilot.pause()
        preview = str(app.screen.query_one("#form-preview", Static).render())
        assert "Boris's ✱2: everything ×2" in preview  # and what it writes, ×2
        assert "Boris gora +8 (rule 4.2.1)" in preview
        await pilot.press("enter")
        await pilot.pause()
        typed = app.pulka.hands[-1].model_dump(mode="json", exclude_defaults=True)
        assert typed == {**hand, "tricks": {"Boris": 4}}  # a lone whister: B's count


async def test_star_and_a_seat_turn_a_dark_pass_on_and_off(tmp_path):
    path = pulka_file(tmp_path, SERIES, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "asterisk", "2")   # Boris passed in the dark
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        assert form.draft.record() is None and form.draft.values
        await pilot.press("asterisk", "2")        # and again: not any more
        await pilot.pause()
        assert not any(form.draft.values.values())


async def test_the_compulsory_rounds_open_a_raspasy_for_any_hand_key(tmp_path):
    """One compulsory round at three: the first 3 deals are raspasy (rule 3.7.9); ``n``
    or a seat digit open the raspasy form and say why; the footer offers raspasy only."""
    path = pulka_file(tmp_path, BOMBS, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        shown = app.screen.active_bindings
        assert "r" in shown and "n" not in shown and "m" not in shown
        status = str(app.screen.query_one("#status").render())
        assert "opening raspasy 2 of 3" in status
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, HandForm) and app.screen.draft.kind == "raspasy"
        title = str(app.screen.query_one("#form-title", Static).render())
        assert title.startswith("deal 2 · opening raspasy 2 of 3")


def test_the_bombs_stand_beside_the_names_in_order_and_the_history_names_them():
    _, pulka = load_case(BOMBS, 5)
    data, _ = sheet_data(pulka)
    assert name_label(data, "Anna")[0] == "Anna ✱2 ✱4 ✱8"
    assert name_label(data, "Vera")[0] == "Vera ✱4 ✱8 · deals"
    assert name_label(data, "Boris", 20)[0] == "Bo… ✱2 ✱4 ✱8 · dealt"  # the name cut first
    texts = [hand_text(r) for r in pulka.results]
    assert texts[0].endswith("compulsory · dark raspasy, level 1 (×2) · ✱2 to Anna, "
                             "Boris, Vera")
    assert texts[3].endswith("Boris's ✱2 kept: everything ×2")
    assert texts[4].endswith("Vera's ✱2 burned: everything ×2")
    set_language("ru")
    assert hand_text(pulka.results[4]).endswith("Vera: бомба ✱2 сгорела — всё ×2")
    assert name_label(sheet_data(pulka)[0], "Anna")[0] == "Anna ✱2 ✱4 ✱8"


def test_the_raspasy_line_shows_the_dark_level_and_the_next_exit():
    """After two dark raspasy (SPEC §14.6, second pulka): level 2, the exit at 8
    (rule 3.7.7) — the series' own exit (6) is the lower one."""
    _, pulka = load_case(SERIES, 2)
    assert status_text(pulka) == ("Classic · 1 option changed · deal 3 · Anna deals · "
                                  "raspasy: 2 in a row, next trick price 1, exit from 8, "
                                  "dark level 2")
    set_language("ru")
    assert status_text(pulka).endswith("выход с 8, тёмный уровень 2")


@pytest.mark.parametrize(("hands", "en", "ru"), [
    (1, "Classic · deal 2 · Boris deals · opening raspasy 2 of 3",
     "Классика · сдача 2 · сдаёт Boris · обязательный распас 2 из 3"),
    (2, "Classic · deal 3 · Vera deals · opening raspasy 3 of 3",
     "Классика · сдача 3 · сдаёт Vera · обязательный распас 3 из 3"),
])
def test_the_status_line_counts_the_opening_raspasy_not_a_series(hands, en, ru):
    """One compulsory round at three (SPEC §14.6's first pulka): deals 1–3 are compulsory
    raspasy, whose dark level grows 1, 2, 3 while they start no series (SPEC §14.5) —
    the line says which of the three comes next, never ``1 in a row``."""
    _, pulka = load_case(BOMBS, hands)
    assert pulka.dark_state is not None and pulka.raspasy_series == 0
    assert status_text(pulka) == en
    set_language("ru")
    assert status_text(pulka) == ru


def test_two_opening_rounds_at_three_are_six_deals():
    doc = case(BOMBS)["pulka"]
    doc["rules"]["opening_raspasy_rounds"] = 2
    doc["hands"] = doc["hands"][:2]
    from preferans_tui import storage

    _, pulka = storage.loads(json.dumps(doc))
    assert status_text(pulka).endswith("Vera deals · opening raspasy 3 of 6")
    assert [hand_text(r).split(" · ")[1] for r in pulka.results] == [
        "opening raspasy 1 of 6", "opening raspasy 2 of 6"]


def test_the_history_names_each_opening_raspasy_by_its_place():
    _, pulka = load_case(BOMBS, 4)
    assert [hand_text(r).split(" · ")[:3] for r in pulka.results[:3]] == [
        ["Anna dealt", "opening raspasy 1 of 3", "a trick costs 2"],   # 1 × 2^1
        ["Boris dealt", "opening raspasy 2 of 3", "a trick costs 4"],  # 1 × 2^2
        ["Vera dealt", "opening raspasy 3 of 3", "a trick costs 8"]]   # 1 × 2^3
    assert "in a row" not in " ".join(hand_text(r) for r in pulka.results)
    set_language("ru")
    assert hand_text(pulka.results[1]).split(" · ")[1] == "обязательный распас 2 из 3"


async def test_the_form_of_an_opening_raspasy_says_which_it_is(tmp_path):
    path = pulka_file(tmp_path, BOMBS, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        title = str(app.screen.query_one("#form-title", Static).render())
        assert title == "deal 2 · opening raspasy 2 of 3 · a trick costs 4"  # 1 × 2^2


def load_case(source: Path, hands: int):
    doc = case(source)["pulka"]
    doc["hands"] = doc["hands"][:hands]
    from preferans_tui import storage

    return storage.loads(json.dumps(doc))


async def test_classic_on_the_start_screen_with_its_options(tmp_path):
    """Classic is offered (3 or 4 players) and fills its options: dark bids, a bomb
    limit of 3, one compulsory round (SPEC §14.1)."""
    from .conftest import open_rules

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        variant = app.screen.query_one("#variant", Select)
        assert word_for(variant, "classic") == "Classic"
        variant.value = "classic"
        await pilot.click("#four")
        app.screen.query_one("#target", Input).value = "10"
        await pilot.pause()
        await open_rules(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.options == RuleOptions.preset("classic", 10)
        assert len(app.pulka.players) == 4
