"""Key sequences that ended the app with a traceback (issue 31.0), and seeded random
bursts of keys over every screen: no exception, and the pulka file still settles.

``PREFERANS_FUZZ_SEEDS=200`` runs 200 seeds per screen by hand; CI runs one fixed seed.
"""

from __future__ import annotations

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.confirm import Confirm
from preferans_tui.ui.screens.hand_form import HandForm
from tests.opened import opened

from .conftest import PULKA1, copy_pulka
from .questions import read_the_question
from .test_fast_typing import burst, settle


async def test_escape_a_key_escape_asks_again_without_a_duplicate_screen(tmp_path):
    """``r 4`` then ``Esc 4 Esc``: the 4 says "no" and the next Esc asks again while the
    first question is still being taken down. Both had the id ``cancel-hand``: Textual
    refused the second (``DuplicateIds``) and the app ended."""
    path = copy_pulka(PULKA1, tmp_path, hands=1)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("r", "4")
        await settle(pilot)
        await pilot.press("escape")
        await read_the_question(pilot)
        burst(app, ["4", "escape", "4", "escape"])
        await settle(pilot)
        assert app.return_code is None and app._exception is None
        question = app.screen
        assert isinstance(question, Confirm) and question.not_taken == ["4", "Esc"]
        form = app.screen_stack[-2]
        assert isinstance(form, HandForm) and form.draft.values  # Anna's 4 still typed
