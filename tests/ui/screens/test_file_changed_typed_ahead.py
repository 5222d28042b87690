"""The question about a changed file opens by itself, in the middle of the table's
typing: no key typed for a hand answers it, and the keys it did not take are listed
(a tester's finding: the ``w`` of a whist typed ahead answered «overwrite», and another
program's edit and the next hand were lost). Also: a file touched, or rewritten with the
same bytes, is no change at all.

These tests keep the question's real :data:`TYPED_AHEAD_SECONDS`; a player answering
first waits past it, as a player reading the question does.
"""

from __future__ import annotations

import json
import os

from textual.widgets import Static

from preferans_tui.storage import atomic
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.file_changed import TYPED_AHEAD_SECONDS, FileChanged
from preferans_tui.ui.screens.hand_form import HandForm
from preferans_tui.ui.screens.sheet import SheetScreen
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka
from tests.ui.screens.test_fast_typing import burst, settle

FIRST = [*"27hpw7", "enter"]
"""Boris 7♥, Vera passes, Anna whists; Boris takes 7 (the 4th hand on PULKA-1's 3)."""
SECOND = [*"36sww62", "enter"]
"""Vera 6♠, both whist; Vera 6, Anna 2 (the 5th)."""


def document(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def edit_elsewhere(path) -> None:
    """Another program changes the title, in place (the repro's one-liner)."""
    data = document(path)
    data["title"] = "Edited elsewhere"
    with open(path, "w", encoding="utf-8") as file:
        json.dump(data, file)


def not_taken(app) -> str:
    return str(app.screen.query_one("#file-changed-ahead", Static).render())


async def read_the_question(pilot) -> None:
    """The player stops typing and reads: longer than a key typed ahead comes."""
    await pilot.pause(TYPED_AHEAD_SECONDS + 0.3)


async def test_a_whist_typed_ahead_does_not_overwrite_and_is_shown_not_taken(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        edit_elsewhere(path)
        # as the terminal delivers them; even the answers' keys, in the burst, are no
        # answer: the question was not read yet
        burst(app, [*FIRST, *SECOND, "escape", "ctrl+w"])
        await settle(pilot)
        assert isinstance(app.screen, FileChanged)
        # the 3 came to the sheet before the question opened: the form of Vera's game
        # is open under it, and the rest of the hand is listed as not taken
        form = app.screen_stack[-2]
        assert isinstance(form, HandForm) and form.draft.declarer == "Vera"
        assert app.screen.not_taken == [*"6sww62", "Enter", "Esc", "Ctrl+W"]
        assert not_taken(app).startswith(
            "Typed here and not taken: 6sww62 Enter Esc Ctrl+W\n")
        edited = document(path)
        assert edited["title"] == "Edited elsewhere" and len(edited["hands"]) == 3
        assert len(app.pulka) == 4 and app.session.read_only is None  # the first hand, in memory
        sheet = next(s for s in app.screen_stack if isinstance(s, SheetScreen))
        assert "deal 5" in str(sheet.query_one("#status").render())  # it shows, under both
        await read_the_question(pilot)
        await pilot.press("w")  # a plain w answers nothing, even read
        await pilot.pause()
        assert isinstance(app.screen, FileChanged) and document(path) == edited
        await read_the_question(pilot)
        await pilot.press("ctrl+w")  # the answer, read and chosen
        await pilot.pause()
        assert app.screen is form and len(document(path)["hands"]) == 4
        await pilot.press(*SECOND[1:])  # typed again, as the question asked
        await pilot.pause()
    saved = document(path)
    assert len(saved["hands"]) == 5 and saved["title"] != "Edited elsewhere"
    assert (saved["hands"][4]["declarer"], saved["hands"][4]["contract"]) == ("Vera", "6S")


async def test_keys_typed_into_a_form_when_the_retry_finds_another_pulka(tmp_path,
                                                                         monkeypatch):
    """A save failed (NOT SAVED, retried every few seconds); meanwhile another pulka was
    put at the file's path. The retry finds it while a hand is being typed: the keys
    typed as the question opens answer nothing, the other pulka is untouched, the
    hand not saved stays in memory, and the form half typed is there after the answer."""
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        real = atomic.atomic_replace
        monkeypatch.setattr(atomic, "atomic_replace",
                            lambda *a: (_ for _ in ()).throw(OSError(28, "No space left")))
        await pilot.press(*FIRST)
        await pilot.pause()
        assert app.session.save_error is not None and len(app.pulka) == 4
        monkeypatch.setattr(atomic, "atomic_replace", real)
        other = copy_pulka(PULKA1, tmp_path, hands=6, name="other.json")
        os.replace(other, path)  # another program's pulka now at that path
        theirs = path.read_bytes()
        await pilot.press("3", "6")  # a hand, slowly: the retry comes mid-hand
        await pilot.pause()
        app.action_save_now()  # the retry timer
        await pilot.press("r", "s", "w")
        await pilot.pause()
        assert isinstance(app.screen, FileChanged)
        assert app.screen.not_taken == ["r", "s", "w"]
        assert path.read_bytes() == theirs and len(app.pulka) == 4
        await read_the_question(pilot)
        await pilot.press("escape")  # keep mine, read-only
        await pilot.pause()
        assert isinstance(app.screen, HandForm)  # the form as it was left, 3 6 typed
        assert app.session.read_only is not None and len(app.pulka) == 4
    assert path.read_bytes() == theirs


async def test_reload_is_an_answer_only_once_read(tmp_path):
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        edit_elsewhere(path)
        await pilot.press(*FIRST, "ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, FileChanged) and len(app.pulka) == 4
        await read_the_question(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert len(app.pulka) == 3 and app.session.meta["title"] == "Edited elsewhere"


async def test_a_touched_file_is_no_change(tmp_path):
    """A ``touch`` (content unchanged), and a rewrite with the very bytes the app wrote:
    no question, the hands are saved."""
    path = copy_pulka(PULKA1, tmp_path, hands=3)
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        os.utime(path, ns=(10**18, 10**18))  # touch, as a sync tool does
        await pilot.press(*FIRST)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.session.save_error is None
        assert len(document(path)["hands"]) == 4
        same = path.read_bytes()
        copy = tmp_path / "backup.json"
        copy.write_bytes(same)
        os.replace(copy, path)  # a byte-identical copy put back in its place
        await pilot.press(*SECOND)
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen) and app.session.save_error is None
    assert len(document(path)["hands"]) == 5
