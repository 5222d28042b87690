"""The adjustment form in words a table cannot misread.

- Issue 31.2: in Russian the columns are picked by the words' first letters — ``п`` пуля,
  ``г`` гора, ``в`` висты — as the hint reads; ``п`` (the key ``g``) used to pick the
  gora. The Latin ``p g w`` keep working in both languages.
- Issue 31.4: a penalty that names no rule is labelled with none, in the preview and the
  history (it read «rule 4.2.7», a wrong record's rule).
"""

from __future__ import annotations

import pytest
from textual.widgets import Static

from preferans_tui import texts
from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.form_words import options_for
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.history import HistoryList
from preferans_tui.views.history import entry_text
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka
from tests.ui.screens.test_fast_typing import settle


def written(app) -> list[tuple[str, str, int]]:
    return [(e.column, e.player, e.amount) for e in app.pulka.results[-1].hand.entries]


@pytest.mark.parametrize(("keys", "column"), [
    (["п"], "pulya"), (["г"], "gora"), (["в", "1"], "whists"),  # the words' first letters
    (["p"], "pulya"), (["g"], "gora"), (["w", "1"], "whists"),  # the Latin keys still
])
async def test_russian_columns_are_the_words_first_letters(tmp_path, keys, column):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2", "ф")  # Russian; ф is a (an adjustment) on the same key
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm) and texts.language() == "ru"
        hint = str(form.query_one("#form-hint", Static).render())
        assert hint.startswith("п г в графа · ")
        found = form.draft.field(FieldPath(Field.COLUMN, index=0))
        assert [(o.shown, o.text) for o in options_for(form.draft, found)] == [
            ("п", "пуля"), ("г", "гора"), ("в", "висты")]
        # pulya / gora: Boris (seat 2) 5; whists: Anna (seat 1) writes 5 on Boris
        await pilot.press(*keys, "2", "5", "enter")
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen)
        lines = [(e.column, e.player, e.amount, e.on)
                 for e in app.pulka.results[-1].hand.entries]
        assert lines == ([("whists", "Anna", 5, "Boris")] if column == "whists"
                         else [(column, "Boris", 5, None)])


async def test_english_columns_keep_their_keys(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("a", "g", "2", "5", "enter")
        await settle(pilot)
        assert written(app) == [("gora", "Boris", 5)]
        hint_keys = texts.tr_in("en", "adjustment_hint")
        assert hint_keys.startswith("p g w column")


def test_a_penalty_with_no_rule_names_no_rule():
    """Boris looked at the talon before it was bought: 5 into his gora (SPEC §9.4, rule
    3.2.21), entered with no rule: the line names none; with the rule, that rule."""
    pulka = Pulka(["Anna", "Boris", "Vera"], RuleOptions.preset("sochi", 10))
    bare = pulka.append({"kind": "adjustment", "entries": [
        {"column": "gora", "player": "Boris", "amount": 5}]})
    assert entry_text(bare.entries[0]) == "Boris gora +5"
    named = pulka.append({"kind": "adjustment", "rule": "3.2.21", "entries": [
        {"column": "gora", "player": "Boris", "amount": 5}]})
    assert entry_text(named.entries[0]) == "Boris gora +5 (rule 3.2.21)"
    texts.set_language("ru")
    assert entry_text(bare.entries[0]) == "Boris: гора +5"  # the catalogue's «имя: графа»


async def test_no_rule_in_the_preview_or_the_history(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(120, 40)) as pilot:
        await pilot.press("a", "g", "2", "5")
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm)
        preview = str(form.query_one("#form-preview", Static).render())
        assert "Boris gora +5" in preview and "rule" not in preview
        await pilot.press("enter")
        await settle(pilot)
        history = app.screen.query_one(HistoryList)
        if not history.display:
            await pilot.press("h")
            await settle(pilot)
        text = " ".join(" ".join(s.text.split()) for s in history.lines)
        assert "Boris gora +5" in text and "4.2.7" not in text
