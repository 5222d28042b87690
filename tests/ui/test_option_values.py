"""The rules editor reads in words (EN and RU), storing the raw values (SPEC §11, §13.7).

Every option has a label and an explanation citing its rule or its origin in both
languages, and every value an editor box can show has words: each ``Literal`` value, the
consolations (``whist_value``, ``price``, ``fixed:N``) and who is never helped — so no
dropdown shows ``kodex_plus_pass_pass`` or ``fixed:10``.
"""

from __future__ import annotations

import re
from typing import Literal, get_args, get_origin

import pytest
from textual.widgets import Select

from preferans_tui import texts
from preferans_tui.rules import RuleOptions
from preferans_tui.rules.option_checks import KEYS
from preferans_tui.rules.reasons_ru import REASONS_RU
from preferans_tui.texts.options import contradiction_reason
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.option_values import _key, value_words
from preferans_tui.ui.screens.start_options import EXCLUDES, FIXED, choices
from tests.opened import opened
from tests.texts.catalogues import EN, RU
from tests.ui.conftest import open_rules, word_for

TEXTS = {key[4:]: (EN[key], EN[f"{key}_about"], RU[key], RU[f"{key}_about"])
         for key in EN if key.startswith("opt_") and not key.endswith("_about")}
"""Each option's label and explanation in English and Russian, as the catalogues hold them."""
CONTRADICTION_WORDS = {key.removeprefix("form_contra_"): (EN[key], RU[key])
                       for key in EN if key.startswith("form_contra_")}
"""Each contradiction's words in the form, English and Russian."""
OPTIONS = [n for n in RuleOptions.model_fields if n not in FIXED]


def literal_values() -> list[tuple[str, object]]:
    pairs = []
    for name in OPTIONS:
        annotation = RuleOptions.model_fields[name].annotation
        if get_origin(annotation) is Literal:
            pairs += [(name, v) for v in get_args(annotation)]
    return pairs


@pytest.mark.parametrize(("name", "value"), literal_values())
def test_every_fixed_value_has_words_in_both_languages(name, value):
    english, russian = EN[_key(name, value)], RU[_key(name, value)]
    assert english and russian and "_" not in english + russian


@pytest.mark.parametrize("name", OPTIONS)
def test_every_option_has_a_label_and_an_explanation_citing_its_rule(name):
    """A rule in brackets ([3.8.14], [fn 39], [сноска 39]) or where it comes from
    (ФСПР, a house rule, «Дом»), in both languages."""
    en_label, en_help, ru_label, ru_help = TEXTS[name]
    assert all((en_label, en_help, ru_label, ru_help))
    assert "_" not in en_label + ru_label
    for text in (en_help, ru_help):
        assert re.search(r"\[(fn |сноска )?\d|ФСПР|house rule|домашн|Kodex|Кодекс", text), text
    assert re.search("[а-яё]", ru_label + ru_help) and not re.search("[a-z]{3}", ru_help)


def test_no_text_for_an_option_that_is_gone():
    assert set(TEXTS) == set(OPTIONS)


@pytest.mark.parametrize("name", OPTIONS)
def test_every_value_an_editor_box_offers_reads_in_words(name):
    values = choices(name, RuleOptions.preset("rostov", 10).consolation)
    for lang in ("en", "ru"):
        texts.set_language(lang)
        for value in values or ():
            words = value_words(name, value)
            worded = _key(name, value) in EN or words != str(value)  # "half" reads "half"
            assert words and "_" not in words and worded, (name, value)


def test_consolation_and_who_is_never_helped_read_in_words():
    assert value_words("consolation", "whist_value") == "the whist value W"
    assert value_words("consolation", "fixed:10") == "fixed: 10 whists"
    assert value_words("consolation", "fixed:7") == "fixed: 7 whists"  # any N
    assert value_words("consolation", "fixed:1") == "fixed: 1 whist"
    assert value_words("help_excludes", frozenset({"dealer"})) == "the dealer"
    assert set(EXCLUDES) == {frozenset(), frozenset({"dealer"}), frozenset({"remized_whister"}),
                             frozenset({"dealer", "remized_whister"})}
    texts.set_language("ru")
    assert value_words("consolation", "fixed:10") == "твёрдая: 10 вистов"
    assert value_words("consolation", "fixed:21") == "твёрдая: 21 вист"
    assert value_words("consolation", "fixed:3") == "твёрдая: 3 виста"
    assert value_words("consolation", "price") == "цена игры P"


def test_every_contradiction_has_words_in_both_languages():
    assert set(CONTRADICTION_WORDS) == KEYS
    assert all(en and ru for en, ru in CONTRADICTION_WORDS.values())


def test_the_russian_of_a_contradiction_is_the_cores_own():
    """One Russian wording per pair: the form's is the core's catalogue text, the one a
    file's problem line shows (rule 3.8.13 for the greedy split)."""
    assert all(ru == REASONS_RU[f"contra_{key}"] for key, (_, ru) in CONTRADICTION_WORDS.items())
    texts.set_language("ru")
    assert contradiction_reason("split_always_greedy") == (
        "при жлобском висте висты за взятки с пасующим не делятся")
    texts.set_language("en")
    assert contradiction_reason("split_always_greedy") == (
        "greedy whist never splits the trick whists with the passer")


def test_value_words_follow_the_language():
    texts.set_language("ru")
    assert value_words("whist_style", "greedy") == "жлобский (Сочинка)"
    assert value_words("talon_bonus", True) == "да"
    texts.set_language("en")
    assert value_words("whist_style", "greedy") == "greedy (Sochi)"
    assert value_words("whist_per_trick_factor", 2) == "×2 (Leningrad)"
    assert value_words("raspasy_progression", (1, 2, 3)) == "1 2 3"  # as its box shows it
    assert value_words("contract_price", {"6": 3, "misere": 10}) == "6:3 misère:10"
    texts.set_language("ru")
    assert value_words("contract_price", {"6": 3, "misere": 10}) == "6:3 мизер:10"


async def test_dropdown_shows_words_and_keeps_the_raw_value(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await open_rules(pilot)
        select = app.screen.query_one("#opt-dealer_may_take_over_whist", Select)
        assert select.value == "kodex"  # Sochi preset (SPEC §11)
        assert word_for(select, "kodex_plus_pass_pass") == "3.8.8, and on 6–7 after two passes"
        select.value = "kodex"
        consolation = app.screen.query_one("#opt-consolation", Select)
        assert consolation.value == "whist_value"
        assert word_for(consolation, "fixed:15") == "fixed: 15 whists"
        consolation.value = "whist_value"
        await pilot.press("f2")
        await pilot.pause()
        select = app.screen.query_one("#opt-dealer_may_take_over_whist", Select)
        assert word_for(select, "never") == "никогда"
