"""The file changed under the session (issue 17): nothing is written, the hands stay in
memory, the question is open until the table answers — reload, overwrite, or keep
read-only — and every outcome is an enum, never words to parse back."""

from __future__ import annotations

import json
import os

from preferans_tui.session import Answer, Answered, ReadOnlyWhy, Saved
from preferans_tui.storage import PulkaFileError
from preferans_tui.storage.lock import Change

from .conftest import HANDS, hands_in, pulka_copy


def _replaced(session, tmp_path):
    """Another program put a five-hand pulka in the file's place; the save of hand 3
    meets it."""
    other = pulka_copy(tmp_path, 5, name="other.json", title="Edited elsewhere")
    os.replace(other, tmp_path / "friday.json")
    _, saved = session.record(HANDS[2])
    assert saved is Saved.CHANGED


def test_a_replaced_file_is_not_written_and_the_question_is_open(session, tmp_path):
    _replaced(session, tmp_path)
    assert session.asking and session.question is Change.REPLACED
    assert session.save_error is Change.REPLACED
    assert hands_in(tmp_path / "friday.json") == 5 and len(session.pulka) == 3
    assert session.save() is Saved.NOTHING  # nothing is saved while it is asked


def test_reload_takes_the_file_as_it_now_is(session, tmp_path):
    _replaced(session, tmp_path)
    outcome = session.answer(Answer.RELOAD)
    assert outcome.answered is Answered.RELOADED and not session.asking
    assert len(session.pulka) == 5 and session.meta["title"] == "Edited elsewhere"
    assert session.save_error is None and not session.saved  # read again, not written
    _, saved = session.record(HANDS[5])  # saving goes on, into the file as reloaded
    assert saved is Saved.SAVED and hands_in(tmp_path / "friday.json") == 6


def test_overwrite_keeps_mine(session, tmp_path):
    _replaced(session, tmp_path)
    outcome = session.answer(Answer.OVERWRITE)
    # the save after the question ends a failure: "saved again", as after a disk full
    assert outcome.answered is Answered.OVERWRITTEN and outcome.saved is Saved.SAVED_AGAIN
    assert hands_in(tmp_path / "friday.json") == 3 and session.save_error is None


def test_keep_read_only_writes_nothing_any_more(session, tmp_path):
    _replaced(session, tmp_path)
    outcome = session.answer(Answer.READ_ONLY)
    assert outcome.answered is Answered.KEPT_READ_ONLY
    assert session.read_only is not None and session.read_only.why is ReadOnlyWhy.KEPT
    assert session.lock is None and len(session.pulka) == 3
    assert session.save_error is Change.REPLACED  # the hands typed here: in memory only
    assert session.save() is Saved.NOTHING and hands_in(tmp_path / "friday.json") == 5
    assert not session.follow()  # its own hands stay: the file is not followed


def test_an_edit_in_place_is_a_change_and_overwrite_writes_mine(session, tmp_path):
    path = tmp_path / "friday.json"
    other = json.loads(path.read_text(encoding="utf-8"))
    other["title"] = "edited elsewhere"
    with open(path, "w", encoding="utf-8") as file:  # in place: the inode stays
        json.dump(other, file)
    _, saved = session.record(HANDS[2])
    assert saved is Saved.CHANGED and session.question is Change.EDITED
    outcome = session.answer(Answer.OVERWRITE)
    assert outcome.saved is Saved.SAVED_AGAIN and hands_in(path) == 3
    assert session.read_only is None and session.save_error is None


def test_a_touch_is_no_change(session, tmp_path):
    """The same bytes with a new stamp (a touch, a sync tool writing them back)."""
    path = tmp_path / "friday.json"
    os.utime(path, ns=(1, 1))
    _, saved = session.record(HANDS[2])
    assert saved is Saved.SAVED and hands_in(path) == 3


def test_a_deleted_file_has_nothing_to_reload_and_is_asked_again(session, tmp_path):
    path = tmp_path / "friday.json"
    path.unlink()
    _, saved = session.record(HANDS[2])
    assert saved is Saved.CHANGED and session.question is Change.DELETED
    outcome = session.answer(Answer.RELOAD)
    assert outcome.answered is Answered.NOTHING_TO_RELOAD and outcome.problems is None
    assert session.asking and session.question is Change.DELETED and not path.exists()
    outcome = session.answer(Answer.OVERWRITE)  # the hands can still be written
    assert outcome.saved is Saved.SAVED_AGAIN and hands_in(path) == 3


def test_a_file_that_is_no_pulka_now_has_nothing_to_reload(session, tmp_path):
    path = tmp_path / "friday.json"
    other = tmp_path / "other.json"
    other.write_text('{"format": "something else"}', encoding="utf-8")
    os.replace(other, path)
    session.record(HANDS[2])
    outcome = session.answer(Answer.RELOAD)
    assert outcome.answered is Answered.NOTHING_TO_RELOAD
    assert isinstance(outcome.problems, PulkaFileError) and outcome.problems.problems
    assert session.question is Change.EDITED and len(session.pulka) == 3
    assert session.answer(Answer.OVERWRITE).saved is Saved.SAVED_AGAIN and hands_in(path) == 3


def test_an_emptied_file_has_nothing_to_reload(session, tmp_path):
    path = tmp_path / "friday.json"
    other = tmp_path / "other.json"
    other.write_bytes(b"")
    os.replace(other, path)
    session.record(HANDS[2])
    outcome = session.answer(Answer.RELOAD)
    assert outcome.answered is Answered.NOTHING_TO_RELOAD and outcome.problems is None
    assert session.question is Change.EDITED


def test_a_file_another_app_holds_now_cannot_be_taken(session, tmp_path):
    from preferans_tui.storage.lock import acquire

    other = pulka_copy(tmp_path, 5, name="other.json")
    os.replace(other, tmp_path / "friday.json")
    held = acquire(tmp_path / "friday.json")  # "another app" locks the new file first
    try:
        session.record(HANDS[2])
        outcome = session.answer(Answer.OVERWRITE)
        assert outcome.answered is Answered.REFUSED
        assert session.read_only is not None and session.read_only.why is ReadOnlyWhy.LOCKED
        assert session.read_only.holder == held.holder and session.lock is None
        assert hands_in(tmp_path / "friday.json") == 5
    finally:
        held.release()
