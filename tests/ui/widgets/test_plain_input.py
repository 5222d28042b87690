"""The start screen's and the ledger's text boxes keep no character that acts on the
terminal: a paste with C1's CSI (U+009B), a direction override (U+202E) or a zero-width
space reached the terminal raw from a player's name box (an adversary's finding)."""

from __future__ import annotations

from textual import events

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.widgets.plain_input import PlainInput
from tests.opened import opened
from tests.ui.conftest import emptied_box

HOSTILE = "Bo\x9b2J\u202eris\u200b\x1b]0;x\x07"
"""A paste: CSI, a direction override, a zero-width space and an OSC title sequence."""


async def test_a_paste_into_a_name_box_drops_what_would_act_on_the_terminal(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(120, 40)) as pilot:
        box = emptied_box(app, "name1")
        assert isinstance(box, PlainInput)
        box.post_message(events.Paste(HOSTILE))
        await pilot.pause()
        assert box.value == "Bo2Jris]0;x"  # the printable rest, as pasted
        await pilot.press("end", "x")
        assert box.value == "Bo2Jris]0;xx"


async def test_a_value_given_is_kept_plain_too(tmp_path):
    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(120, 40)) as pilot:
        await app.screen.mount(PlainInput("An\u202ena\x9b", id="given"),
                               PlainInput("Вера", id="plain"))
        await pilot.pause()
        assert app.screen.query_one("#given", PlainInput).value == "Anna"
        assert app.screen.query_one("#plain", PlainInput).value == "Вера"
