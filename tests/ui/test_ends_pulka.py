"""The preview's ``★`` line: only for the entry that really ends the pulka (SPEC §7.4).

A club player's report: after the pulka had ended, ``a g 3 10`` previewed ``★ this hand
ends the pulka`` — it had ended already, and an adjustment is no hand. The line now
shows only when the pulka was open before the entry and is over after it
(:attr:`HandDraft.ends_pulka`, tests/rules/draft/test_draft.py), and names an adjustment as
such.

Sochi to 10 (every pulya at 10 ends it). The open table: after a raspasy dealt by Vera
(Anna deals next) an adjustment wrote pulya Anna 10, Boris 10, Vera 8; Vera's unwhisted
6♠ (2 points) or an adjustment of Vera's pulya +2 ends the pulka.
"""

from __future__ import annotations

import pytest

from preferans_tui import texts
from preferans_tui.ui.app import PreferansApp
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, pulka_file

THREE = ["Anna", "Boris", "Vera"]
NEARLY_OVER = [
    {"kind": "raspasy", "dealer": "Vera", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
    {"kind": "adjustment", "entries": [{"column": "pulya", "player": p, "amount": n}
                                       for p, n in (("Anna", 10), ("Boris", 10),
                                                    ("Vera", 8))]},
]


def preview(app) -> str:
    return str(app.screen.query_one("#form-preview").render())


async def test_an_adjustment_after_the_end_does_not_claim_to_end_it(tmp_path):
    # the reporter's keys: gora, Vera (seat 3), 10
    app = PreferansApp(copy_pulka(PULKA1, tmp_path), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("a", "g", "3", "1", "0")
        text = preview(app)
        assert "Vera gora +10" in text and "★" not in text


@pytest.mark.parametrize(("keys", "english", "russian"), [
    (["a", "p", "3", "2"], "★ this adjustment ends the pulka",
     "★ этой поправкой пулька заканчивается"),
    (["n", "3", "6", "s", "p", "p"], "★ this hand ends the pulka",
     "★ этой сдачей пулька заканчивается"),
], ids=["adjustment", "game"])
async def test_the_entry_that_ends_the_pulka_says_so(tmp_path, keys, english, russian):
    app = PreferansApp(pulka_file(tmp_path, THREE, NEARLY_OVER), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press(*keys)
        assert "Vera pulya +2" in preview(app) and english in preview(app)
        await pilot.press("f2")
        await pilot.pause()
        assert texts.language() == "ru" and russian in preview(app)
