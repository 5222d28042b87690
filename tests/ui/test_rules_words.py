"""Rules version 2 in the interface (issues 10, 11): the fspr preset in the variant list,
a contradictory pair refused at Start with one message naming both, the status line's
preset and changed options, and the history naming the §13.7 conventions of each hand —
in English and in Russian. The words come from the rules core's answers, never a rule
re-derived by the interface.
"""

from __future__ import annotations

import pytest
from textual.widgets import Select, Switch

from preferans_tui import texts
from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.conventions import Convention
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from preferans_tui.ui.status_text import status_text
from preferans_tui.views.history import convention_text, hand_text
from tests.opened import opened
from tests.rules.helpers import game, misere, raspasy
from tests.texts.catalogues import EN, RU
from tests.ui.conftest import open_rules, word_for


async def test_fspr_is_a_variant_and_fills_its_options(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        variant = app.screen.query_one("#variant", Select)
        assert word_for(variant, "fspr") == "FSPR Leningrad"  # offered, in words
        await pilot.pause()
        await open_rules(pilot)
        assert app.screen.query_one("#opt-gentleman_split", Select).value == "always"
        assert app.screen.query_one("#opt-talon_bonus", Switch).value is True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.options == RuleOptions.preset("fspr", 20)
        status = str(app.screen.query_one("#status").render())
        assert status.startswith("FSPR Leningrad · deal 1")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "⚠ help: yes contradicts «end of the pulka»: the sum of pulyas (Leningrad) — "
           "when the pulka ends at the sum of the pulyas"),
    ("ru", "⚠ помощь: да противоречит «конец пульки»: сумма пуль (Ленинградка) — когда "
           "пулька кончается по сумме пуль"),
])
async def test_a_contradictory_pair_is_refused_at_start_naming_both(tmp_path, lang, words):
    """SPEC §13.2: Leningrad ends at the sum of the pulyas; turning help on is refused
    with one message naming both options, and the help switch is marked."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        if lang == "ru":
            await pilot.press("f2")
            await pilot.pause()
        app.screen.query_one("#variant", Select).value = "leningrad"
        await pilot.pause()
        await open_rules(pilot)
        switch = app.screen.query_one("#opt-help", Switch)
        switch.value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.pulka is None
        shown = str(app.screen.query_one("#start-error").render())
        assert shown.startswith(words) and shown.endswith("4.2.3.3)")
        assert switch.has_class("-invalid") and app.focused is switch
    assert not list(tmp_path.glob("pulka-*.json"))


IDLE_AT_START = [
    ("en", "rostov", "raspasy_amnesty", True,
     "⚠ raspasy amnesty: yes contradicts «raspasy written»: as whists (Rostov) — raspasy "
     "on whists strike nothing off: the player with the fewest tricks pays the others for "
     "theirs (rule fn 46)"),
    ("ru", "rostov", "raspasy_amnesty", True,
     "⚠ амнистия на распасах: да противоречит «распасы пишутся»: вистами (Ростовка) — на "
     "распасах на вистах ничего не списывают: взявший меньше всех платит остальным за их "
     "взятки (правило fn 46)"),
    ("en", "sochi", "whist_obligation", "6:3 7:2 8:1 9:1 10:1",
     "⚠ whist obligation: 6:3 7:2 8:1 9:1 10:1 contradicts «two whisters short»: each for "
     "his half (Kodex) — two whisters each answer for half the obligation, and half of an "
     "odd number of tricks is no whole trick: give every level an even obligation, or 1 "
     "(the second whister's alone) (rule 3.8.6)"),
    ("ru", "sochi", "whist_obligation", "6:4 7:1 8:1 9:1 10:1",
     "⚠ норма виста: 6:4 7:1 8:1 9:1 10:1 противоречит «полвиста»: да — за полвиста без "
     "розыгрыша засчитывается половина обязательных взяток, а половина нечётного числа — "
     "не целая взятка: дайте шестерной и семерной чётное число или играйте без полвиста "
     "(правило 3.8.7)"),
]


@pytest.mark.parametrize(("lang", "variant", "name", "value", "words"), IDLE_AT_START,
                         ids=[f"{c[0]}-{c[2]}" for c in IDLE_AT_START])
async def test_a_value_that_can_change_nothing_is_refused_beside_its_box(
        tmp_path, lang, variant, name, value, words):
    """SPEC §13.2: Rostov's raspasy on whists strike nothing off, so amnesty on is
    refused at its switch; an odd whist obligation cannot be halved (rules 3.8.6,
    3.8.7) and is refused at its box — each naming the option that makes it so."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        if lang == "ru":
            await pilot.press("f2")
            await pilot.pause()
        app.screen.query_one("#variant", Select).value = variant
        await pilot.pause()
        await open_rules(pilot)
        box = app.screen.query_one(f"#opt-{name}")
        box.value = value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen) and app.pulka is None
        assert str(app.screen.query_one("#start-error").render()) == words
        assert box.has_class("-invalid") and app.focused is box
    assert not list(tmp_path.glob("pulka-*.json"))


@pytest.mark.parametrize(("lang", "want"), [
    ("en", "Leningrad · 2 options changed · deal 1"),
    ("ru", "Ленинградка · изменено правил: 2 · сдача 1"),
])
def test_the_status_line_says_the_preset_and_how_many_options_differ(lang, want):
    texts.set_language(lang)
    options = RuleOptions.preset("leningrad", 20, talon_bonus=True, stalingrad=True)
    assert status_text(Pulka(["A", "B", "C"], options)).startswith(want)
    one = RuleOptions.preset("sochi", 20, talon_bonus=True)
    assert tr_one(lang) in status_text(Pulka(["A", "B", "C"], one))
    plain = status_text(Pulka(["A", "B", "C"], RuleOptions.preset("rostov", 20)))
    assert plain.startswith(("Rostov · deal 1", "Ростовка · сдача 1"))


def tr_one(lang: str) -> str:
    return "1 option changed" if lang == "en" else "изменено правил: 1"


def test_every_convention_has_words_in_both_languages():
    words = {c: (EN[f"conv_{c.value}"], RU[f"conv_{c.value}"]) for c in Convention
             if c is not Convention.TALON_BONUS}
    assert all(en and ru and "_" not in en + ru for en, ru in words.values())


HISTORY = [
    ("leningrad", {"gentleman_split": "always"}, 3,
     [game("C", "A", "7S", {"B": "whist", "C": "pass"}, {"A": 7})],
     "Vera dealt · Anna 7♠ · Boris whist, Vera pass · Anna 7 · gentleman split (always)",
     "джентльменский вист: делим и на сыгранной"),
    ("sochi", {"raspasy_series_reset": "whisted_made_game"}, 3,
     [raspasy("A", A=4, B=3, C=3), misere("B", "A", 0)],
     "series goes on: misère does not end raspasy",
     "серия продолжается: мизер не прерывает распасы"),
    ("leningrad", {"talon_bonus": True}, 4,
     [game("D", "A", "7S", {"B": "whist", "C": "whist"}, {"A": 7, "B": 2, "C": 1},
           talon_tricks=2)],
     "talon: 2 tricks", "прикуп: 2 взятки"),
    ("sochi", {"concede_down_three": True}, 3,
     [game("C", "A", "7H", {"B": "whist", "C": "pass"}, conceded=True)],
     "Anna 7♥ · Boris whist, Vera pass · conceded: down three", "сдался: без трёх"),
    ("sochi", {"ten_game_checked": True}, 3,
     [{"kind": "game", "dealer": "C", "declarer": "A", "contract": "10NT",
       "tricks": {"A": 9}}],
     "Vera dealt · Anna 10NT · Anna 9 · checked ten", "десятерная на проверку"),
    ("rostov", {"made_game_pays_gora_first": True}, 3,
     [{"kind": "adjustment", "entries": [{"column": "gora", "player": "A", "amount": 5}]},
      game("C", "A", "8S", {"B": "pass", "C": "pass"})],
     "gora paid first", "сначала погашена гора"),
]
NAMES = {"A": "Anna", "B": "Boris", "C": "Vera", "D": "Gleb"}


def _named(hand: dict) -> dict:
    """The helpers' A, B, C, D as the app's players."""
    out = dict(hand)
    for key in ("dealer", "declarer", "returned_by"):
        if key in out:
            out[key] = NAMES[out[key]]
    for key in ("calls", "tricks"):
        if key in out:
            out[key] = {NAMES[p]: v for p, v in out[key].items()}
    if "entries" in out:
        out["entries"] = [{**e, "player": NAMES[e["player"]]} for e in out["entries"]]
    return out


@pytest.mark.parametrize(("variant", "options", "n", "hands", "english", "russian"), HISTORY,
                         ids=[h[4][-20:] for h in HISTORY])
def test_history_names_the_conventions_of_a_hand(variant, options, n, hands, english,
                                                 russian):
    players = list(NAMES.values())[:n]
    pulka = Pulka(players, RuleOptions.preset(variant, 50, **options),
                  [_named(h) for h in hands])
    assert english in hand_text(pulka.results[-1])
    texts.set_language("ru")
    assert russian in hand_text(pulka.results[-1])


def test_a_one_trick_talon_reads_singular():
    pulka = Pulka(["A", "B", "C"], RuleOptions.preset("sochi", 50, talon_bonus=True),
                  [game("C", "A", "6S", {"B": "pass", "C": "pass"}, talon_tricks=1)])
    assert convention_text(Convention.TALON_BONUS, pulka.hands[0]) == "talon: 1 trick"
    texts.set_language("ru")
    assert convention_text(Convention.TALON_BONUS, pulka.hands[0]) == "прикуп: 1 взятка"
