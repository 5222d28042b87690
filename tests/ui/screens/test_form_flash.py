"""What a field expects after a refused key stays until a key changes that field (or it
fades after a few seconds), not until the next key typed anywhere (issue 31.6: typed
fast, the refusal vanished in under half a second, the next key being for another
field)."""

from __future__ import annotations

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.form_typing import FLASH_SECONDS
from preferans_tui.ui.screens.hand_form import HandForm
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka


async def test_a_refusal_stays_while_another_field_is_typed(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        await pilot.press("n", "1", "x")  # Anna declares; x is no level
        form = app.screen
        assert isinstance(form, HandForm)
        level = form.query_one("#level")
        assert level.error == "level: type 6 7 8 9 0"
        await pilot.press("tab", "s")  # on to the suit, and spades typed there
        assert form.query_one("#strain").value == "S"
        assert level.error == "level: type 6 7 8 9 0"  # still said beside the level
        await pilot.press("shift+tab", "6")  # a key that changes the level clears it
        assert level.value == 6 and level.error is None


def test_a_refusal_is_shown_for_a_few_seconds():
    assert 2 <= FLASH_SECONDS <= 10
