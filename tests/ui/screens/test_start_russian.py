"""The start screen in Russian, as a new user met it (and back in English after F2).

The variant kept the language it was built in (``вариант ▊ Sochi`` after F2, and
``variant ▊ Сочинка`` back in English): Select redraws its words only when its value
changes, and the words were swapped with the value kept. The same left ``the whist
value W``, ``into pulya``… in the Russian rules panel — every preset value that is its
list's first choice. The price and norm tables were raw JSON with pydantic's English
error; they read ``6:2 7:4 … мизер:10`` now. The four-players box is a Switch: its
off state reads as off (a Checkbox draws its X when off too, only dimmer).
"""

from __future__ import annotations

import re

import pytest
from textual.widgets import Input, Select, Static, Switch

from preferans_tui import texts
from preferans_tui.rules import Variant
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.option_values import value_words
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.screens.start import StartScreen
from tests.opened import opened
from tests.ui.conftest import open_rules

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
"""An English word (``W`` and ``P``, the whist value and the price, are letters)."""


def shown(select: Select) -> str:
    """The words the Select shows now (not setting its value)."""
    return str(select.query_one("#label", Static).content)


def error_text(app) -> str:
    return str(app.screen.query_one("#start-error").render())


async def test_the_variant_follows_f2_both_ways(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        variant = app.screen.query_one("#variant", Select)
        assert shown(variant) == "Sochi"
        await pilot.press("f2")
        await pilot.pause()
        assert shown(variant) == "Сочинка" and variant.value == "sochi"
        await pilot.press("f2")
        await pilot.pause()
        assert shown(variant) == "Sochi"


@pytest.mark.parametrize("variant", [v.value for v in Variant])
async def test_every_option_value_of_every_preset_reads_russian(tmp_path, variant):
    """After F2 to Russian, each box of the rules panel shows its value in Russian words:
    the same as :func:`value_words` gives in Russian, and no English word in it."""
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        app.screen.query_one("#variant", Select).value = variant
        await pilot.pause()
        await open_rules(pilot)  # built in English, then F2
        await pilot.press("f2")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        checked = 0
        for select in screen.query(".option").results(Select):
            name = (select.id or "").removeprefix("opt-")
            words = shown(select)
            assert words == value_words(name, select.value), name
            assert not LATIN_WORD.search(words), (name, words)
            checked += 1
        for box in screen.query(".option").results(Input):
            assert not LATIN_WORD.search(box.value), (box.id, box.value)
            checked += 1
        assert checked > 20
        assert shown(screen.query_one("#variant", Select)) == value_of_variant(variant)


def value_of_variant(variant: str) -> str:
    return texts.tr_in("ru", f"st_variant_{variant}")


async def test_the_price_table_reads_and_is_typed_as_a_player_writes_it(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await open_rules(pilot)
        prices = app.screen.query_one("#opt-contract_price", Input)
        norms = app.screen.query_one("#opt-whist_obligation", Input)
        # the Kodex price ladder and whist norms (rules 2.2.2, 3.8.2; SPEC §3)
        assert prices.value == "6:2 7:4 8:6 9:8 10:10 misère:10"
        assert norms.value == "6:4 7:2 8:1 9:1 10:1"
        await pilot.press("f2")
        await pilot.pause()
        assert prices.value == "6:2 7:4 8:6 9:8 10:10 мизер:10"
        prices.value = "6:4, 7:6 8:8 9:10 10:12 мизер:14"  # commas are fine too
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.pulka.options.contract_price == {
            "6": 4, "7": 6, "8": 8, "9": 10, "10": 12, "misere": 14}


async def test_a_typo_in_a_table_is_told_in_russian_naming_the_field(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2")
        await pilot.pause()
        await open_rules(pilot)  # built in Russian
        prices = app.screen.query_one("#opt-contract_price", Input)
        prices.value = "6:2 7:4 8:6 9:8 10:10 мизер 10"  # the last colon left out
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        text = error_text(app)
        assert text.startswith("⚠ цена игр: цена каждой игры и мизера")
        assert "6:2 7:4 8:6 9:8 10:10 мизер:10" in text and "правило 2.2.2" in text
        assert not LATIN_WORD.search(text)
        assert app.focused is prices and prices.value.endswith("мизер 10")  # kept


async def test_four_players_is_a_switch_off_until_turned_on(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        four = app.screen.query_one("#four", Switch)
        assert four.value is False and app.focused is four
        assert not app.screen.query_one("#row-name3").display
        await pilot.press("space")
        await pilot.pause()
        assert four.value is True and app.screen.query_one("#row-name3").display
        await pilot.press("f2")
        await pilot.pause()
        label = app.screen.query_one("#four-label")
        assert str(label.render()) == "четыре игрока" and four.value is True
