"""Keys typed on the Russian layout (ЙЦУКЕН) act as the Latin keys under them.

PULKA-1 hand 2 (Anna deals): ``т 1 6 ы ц ц 6 2 Enter`` is ``n 1 6 s w w 6 2 Enter``
(т = n, ы = s, ц = w): Anna 6♠, Boris and Vera whist, Anna 6, Boris 2, Vera 2.
A note in an adjustment still takes Cyrillic as typed.
"""

from __future__ import annotations

from textual import events

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.layout import cyrillic_aliases, to_latin
from preferans_tui.ui.screens.hand_form import HandForm
from tests.opened import opened
from tests.ui.conftest import PULKA1, assert_made_six, copy_pulka


def test_the_keys_under_the_cyrillic_letters():
    assert [to_latin(c) for c in "тыцзрве"] == list("nswphdt")
    assert to_latin("7") == "7" and to_latin("Ы") == "S"
    assert cyrillic_aliases("n") == ["т"] and cyrillic_aliases("f1") == []


async def test_a_game_typed_on_the_russian_layout(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("т")
        assert isinstance(app.screen, HandForm)
        await pilot.press("1", "6", "ы", "ц", "ц", "6", "2", "enter")
        await pilot.pause()
        assert_made_six(app)


async def test_a_line_feed_confirms_a_form_like_enter(tmp_path):
    # Enter typed before the app took the terminal arrives as a line feed (ctrl+j)
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        for key in ["n", "1", "6", "s", "w", "w", "6", "2"]:
            app.post_message(events.Key(key, key))
        app.post_message(events.Key("ctrl+j", "\n"))
        for _ in range(6):
            await pilot.pause()
        assert_made_six(app)


async def test_an_adjustment_note_keeps_cyrillic(tmp_path):
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("a")
        form = app.screen
        assert isinstance(form, HandForm)
        note = form.query_one("#note")
        form.set_current(note)
        await pilot.press("ш", "т", "р")
        assert note.value == "штр"
