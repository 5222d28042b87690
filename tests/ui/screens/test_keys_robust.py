"""Keys that must not break a form: digits that only look like digits (issue: ``²``).

``str.isdigit`` is true for ``²`` (AZERTY keyboards have it on a key of its own) and
``str.isdecimal`` for ``٣``; neither is a trick count. Only ASCII ``0``–``9`` are.
"""

from __future__ import annotations

import pytest

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.widgets.number_field import NumberField
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka


@pytest.mark.parametrize("char", ["²", "٣", "½", "Ⅻ"])
async def test_non_ascii_digit_in_a_trick_field_is_ignored(tmp_path, char):
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        # raspasy, hand 2, dealt by Anna (after Vera): Anna's count is the first field
        await pilot.press("r", char)
        await pilot.pause()
        form = app.screen
        assert isinstance(form, HandForm)
        assert form.query_one("#t0", NumberField).value is None
        # the field still takes real digits: Anna 4, Boris 3 → Vera 10 − 4 − 3 = 3
        await pilot.press("4", "3", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, HandForm)
        assert dict(app.pulka.hands[-1].tricks) == {"Anna": 4, "Boris": 3, "Vera": 3}
