"""The game form's penalty field (rules 3.4.x): its choices on one row at 100 and 80
columns in both languages, and F1 in the form saying what each is. A new user saw
"penalty (3.4.*): 0 none 9 peek 6 9/11 cards 4 under bid" wrap at 100 columns, with no
word anywhere of what it meant."""

from __future__ import annotations

import pytest

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.help_text import help_page, topic_first
from preferans_tui.ui.screens.hand_form import HandForm
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, screen_text

ROW = {"en": "penalty:  0 none   9 peek   6 cards   4 low bid",
       "ru": "штраф:  0 нет   9 снос   6 карты   4 занижен"}
"""The row, every choice shown once the declarer's tricks are asked (after two whists
a game may end in any of the four)."""


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_the_penalty_choices_fit_one_row(tmp_path, lang, size):
    path = copy_pulka(PULKA1, tmp_path, hands=2)
    app = PreferansApp(path, tmp_path / "data", lang=lang)
    async with opened(app, size=size) as pilot:
        await pilot.press("n", "1", "6", "s", "w", "p")  # Anna 6♠, Boris whists, Vera passes
        await pilot.pause()
        assert isinstance(app.screen, HandForm)
        lines = [line.strip() for line in screen_text(app).splitlines()]
        row = [line for line in lines if line.startswith(ROW[lang].split(":")[0] + ":")]
        assert len(row) == 1 and row[0].startswith(ROW[lang])
    texts.set_language("en")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("9 peek —", "discard after the first lead (3.4.9)", "6 cards —",
            "9 or 11 cards (3.4.6)", "4 low bid —", "(3.4.4)", "0 none —")),
    ("ru", ("9 снос —", "снос после первого хода (3.4.9)", "6 карты —",
            "9 или 11 картами (3.4.6)", "4 занижен —", "(3.4.4)", "0 нет —"))])
def test_f1_in_the_form_says_what_each_penalty_is(lang, words):
    texts.set_language(lang)
    page = topic_first(help_page(lang), "help_topic_form")  # as F1 in the form opens it
    texts.set_language("en")
    form = page[page.index("## "):].split("\n## ")[0]  # past the Russian word on the layout
    assert form.startswith("## " + texts.tr_in(lang, "help_topic_form"))
    for word in words:
        assert word in " ".join(form.split())
