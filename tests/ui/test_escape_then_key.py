"""Esc and the key typed right after it, in one terminal read, are two keys
(``ui/escape_keys.py``): Textual's parser read ESC ``g`` as Alt+G, ESC ``1`` as ``¡``,
and dropped the ESC before Enter or ``?``.

The bytes go through the parser the app's driver uses, and its keys to the app, as the
driver posts them.
"""

from __future__ import annotations

import sys
import time

import pytest
from textual._xterm_parser import XTermParser

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.escape_keys import EscapeFirstDriver, EscapeFirstParser
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka
from tests.ui.questions import drop_typed_hand
from tests.ui.screens.test_fast_typing import settle


def keys_read(parser: XTermParser, data: str) -> list[str]:
    """The keys ``parser`` reads from ``data`` in one read, once the Esc delay is over."""
    tokens = list(parser.feed(data))
    time.sleep(0.15)  # Textual's ESCAPE_DELAY is 0.1 s
    tokens += list(parser.tick())
    return [token.key for token in tokens]


@pytest.mark.parametrize(("data", "keys"), [
    ("\x1bg", ["escape", "g"]),
    ("\x1b1", ["escape", "1"]),
    ("\x1bn5", ["escape", "n", "5"]),
    ("\x1b\r", ["escape", "enter"]),
    ("\x1b?", ["escape", "question_mark"]),
    ("\x1bт", ["escape", "т"]),
    ("\x1bf", ["escape", "f"]),
    ("\x1bN", ["escape", "N"]),
    ("\x1b\x1b", ["escape", "escape"]),
])
def test_escape_and_the_next_key_in_one_read_are_two_keys(data, keys):
    assert keys_read(EscapeFirstParser(), data) == keys


@pytest.mark.parametrize(("data", "key"), [
    ("\x1b", "escape"), ("\x1b[A", "up"), ("\x1bOP", "f1"), ("\x1b[1;5C", "ctrl+right"),
    ("\x1b[Z", "shift+tab"), ("\x1b\t", "shift+tab"), ("\x1b\x7f", "ctrl+w"),
])
def test_real_sequences_are_read_as_textual_reads_them(data, key):
    assert keys_read(EscapeFirstParser(), data) == keys_read(XTermParser(), data) == [key]


def test_the_app_reads_the_terminal_with_that_parser():
    if sys.platform == "win32":
        pytest.skip("the Windows driver reads keys otherwise")
    driver = PreferansApp().get_driver_class()  # signals.EndingDriver reads with it too
    assert issubclass(driver, EscapeFirstDriver)


async def test_escape_then_a_seat_digit_closes_the_form_and_opens_that_players_game(tmp_path):
    """Textual alone read ESC ``2`` as ``¡``: the empty form stayed open and the key was
    lost. Now Esc closes it, and ``2`` on the sheet opens Boris's game."""
    assert keys_read(XTermParser(), "\x1b2") == ["trade_mark_sign"]
    app = PreferansApp(copy_pulka(PULKA1, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, HandForm) and not app.screen.typed
        parser = EscapeFirstParser()
        for event in [*parser.feed("\x1b2"), *parser.tick()]:
            app.post_message(event)
        await settle(pilot)
        form = app.screen
        assert isinstance(form, HandForm) and form.draft.kind == "game"
        assert list(form.draft.values.values()) == ["Boris"]
        await drop_typed_hand(pilot)
        await settle(pilot)
        assert isinstance(app.screen, SheetScreen) and len(app.pulka) == 1
