"""The rules editor's dropdowns read in words (EN and RU), storing the raw values.

Every fixed string value of every ``RuleOptions`` field (SPEC §11) has words in both
languages, so no dropdown shows ``kodex_plus_pass_pass``.
"""

from __future__ import annotations

from typing import Literal, get_args, get_origin

import pytest
from textual.widgets import Select

from preferans_tui.rules import RuleOptions
from preferans_tui.ui import i18n
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.option_values import WORDS, value_words
from tests.opened import opened


def literal_values() -> list[tuple[str, object]]:
    pairs = []
    for name, field in RuleOptions.model_fields.items():
        if get_origin(field.annotation) is Literal:
            pairs += [(name, v) for v in get_args(field.annotation) if not isinstance(v, int)
                      or isinstance(v, bool)]
    return pairs


@pytest.mark.parametrize(("name", "value"), literal_values())
def test_every_fixed_value_has_words_in_both_languages(name, value):
    if name == "variant":
        pytest.skip("the variant is asked for by its own field, not in the editor")
    english, russian = WORDS[(name, value)]
    assert english and russian and "_" not in english + russian


def test_value_words_follow_the_language():
    i18n.set_language("ru")
    assert value_words("whist_style", "greedy") == "жлобский (сочинка)"
    i18n.set_language("en")
    assert value_words("whist_style", "greedy") == "greedy (Sochi)"
    assert value_words("whist_per_trick_factor", 2) == "2"  # numbers read as themselves


async def test_dropdown_shows_words_and_keeps_the_raw_value(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        select = app.screen.query_one("#opt-dealer_may_take_over_whist", Select)
        shown = {str(prompt): value for prompt, value in select._options}
        assert shown["3.8.8, and on 6–7 after two passes"] == "kodex_plus_pass_pass"
        assert select.value == "kodex"  # Sochi preset (SPEC §11)
        await pilot.press("f2")
        await pilot.pause()
        select = app.screen.query_one("#opt-dealer_may_take_over_whist", Select)
        shown = {str(prompt): value for prompt, value in select._options}
        assert shown["никогда"] == "never"
