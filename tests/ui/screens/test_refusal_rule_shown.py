"""A refusal under a field keeps its rule number in sight at 80×24: the form's band is
short, and a two-line refusal was scrolled to before it was laid out at its new height,
so only its first line showed, "…(10 tricks in all, rule" (a new user's evening)."""

from __future__ import annotations

import pytest

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA2, copy_pulka, screen_text


@pytest.mark.parametrize(("lang", "rule"), [("en", "rule 3.5)"), ("ru", "правило 3.5)")])
async def test_a_refused_count_shows_its_rule_at_80_columns(tmp_path, lang, rule):
    path = copy_pulka(PULKA2, tmp_path, hands=2)  # four players, Boris deals the third
    app = PreferansApp(path, tmp_path / "data", lang=lang)
    async with opened(app, size=(80, 24)) as pilot:
        # Anna 6♠, Vera and Gleb whist; Anna 6, Vera 2: Gleb's 2 follows (10 - 6 - 2);
        # a 5 typed then is refused, naming rule 3.5
        await pilot.press("n", "1", "6", "s", "w", "w", "6", "2", "5")
        await pilot.pause()
        await pilot.pause()
        shown = screen_text(app)
        assert "⚠" in shown
        assert rule in " ".join(shown.split())
    texts.set_language("en")
