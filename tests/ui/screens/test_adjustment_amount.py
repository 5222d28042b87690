"""An adjustment amount beyond the file's limit (100,000 either way, FORMAT.md) is never
typed: the key that would pass it is refused with the limit named, the form stays open,
and the hand recorded is the amount shown (it used to close the app with a traceback)."""

from __future__ import annotations

from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.form_words import slot_of
from preferans_tui.ui.screens.hand_form import HandForm
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka


async def test_a_seventh_digit_is_refused_naming_the_limit_and_the_app_lives(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("a", "p", "2", *"999999")
        form = app.screen
        assert isinstance(form, HandForm)
        found = form.draft.field(FieldPath(Field.AMOUNT, index=0))
        amount = form.widgets[slot_of(form.draft, found)]
        assert found.value == "99999"  # the sixth 9 would make 999,999
        assert "100000" in amount.error
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and not isinstance(app.screen, HandForm)
        last = app.pulka.results[-1].hand
        assert [(e.column, e.player, e.amount) for e in last.entries] == [
            ("pulya", "Boris", 99999)]
        assert len(app.pulka) == 2
