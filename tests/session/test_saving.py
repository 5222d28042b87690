"""Saving through the session: every hand written as it is recorded, a failed save kept
in memory and tried again, undo, and the rescue of hands no save could keep (issues 3,
5, 32.1)."""

from __future__ import annotations

import errno
import json

import pytest

from preferans_tui.rules import PulkaError
from preferans_tui.session import PulkaSession, Saved
from preferans_tui.storage import atomic, load
from preferans_tui.storage.lock import note_path_for

from .conftest import HANDS, PULKA1, hands_in, pulka_copy


def test_an_opened_file_is_locked_and_not_yet_saved(session, tmp_path):
    path = tmp_path / "friday.json"
    assert session.path == path and session.lock is not None and session.read_only is None
    assert len(session.pulka) == 2 and session.meta["title"] == "Sochi, three players, to 10"
    assert not session.saved  # read, not written (issue 16)
    held = json.loads(note_path_for(path).read_text(encoding="utf-8"))
    assert held["pid"] == session.lock.holder.pid


def test_each_hand_recorded_is_saved(session, tmp_path):
    result, saved = session.record(HANDS[2])
    assert saved is Saved.SAVED and session.saved and session.save_error is None
    assert result.number == 3 and hands_in(tmp_path / "friday.json") == 3
    assert load(tmp_path / "friday.json")[0].title == "Sochi, three players, to 10"


def test_undo_saves_and_a_correction_keeps_the_file(session, tmp_path):
    path = tmp_path / "friday.json"
    session.record(HANDS[2])
    hand, saved = session.undo()
    assert hand is not None and saved is Saved.SAVED and hands_in(path) == 2
    hand, saved = session.undo(save=False)  # a correction: only in memory
    assert hand is not None and saved is None
    assert len(session.pulka) == 1 and hands_in(path) == 2


def test_undo_with_no_hand_does_nothing(tmp_path, data):
    session = PulkaSession()
    model, pulka = load(pulka_copy(tmp_path, 0))
    session.open(pulka, tmp_path / "friday.json", {}, data)
    try:
        assert session.undo() == (None, None)
    finally:
        session.close()


def test_a_new_pulka_goes_to_a_new_file_of_the_data_folder(data):
    model, pulka = load(PULKA1)
    pulka.undo()  # seven hands
    session = PulkaSession()
    try:
        opening = session.open(pulka, None, {"title": "Friday"}, data)
        assert opening.opened and opening.saved is Saved.SAVED and not opening.existing
        assert session.path is not None and session.path.parent == data
        assert hands_in(session.path) == 7
        assert session.meta["title"] == "Friday" and session.meta["created"]
    finally:
        session.close()


def test_a_new_pulka_named_on_the_command_line_meets_a_file_made_meanwhile(tmp_path, data):
    """The file was absent at launch; another program wrote one there since: it is
    opened, not overwritten."""
    path = tmp_path / "friday.json"
    session = PulkaSession(path)
    pulka_copy(tmp_path, 3)  # made meanwhile
    _, pulka = load(PULKA1)
    try:
        opening = session.open(pulka, None, {}, data)
        assert opening.opened and opening.existing and opening.saved is None
        assert len(session.pulka) == 3 and hands_in(path) == 3
    finally:
        session.close()


def _refuse(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "atomic_replace", refuse)


def test_a_failed_save_keeps_the_hand_and_the_next_save_says_again(session, tmp_path,
                                                                       monkeypatch):
    path = tmp_path / "friday.json"
    real = atomic.atomic_replace
    _refuse(monkeypatch)
    _, saved = session.record(HANDS[2])
    assert saved is Saved.FAILED and session.save_error.code == "os_enospc"
    assert len(session.pulka) == 3 and hands_in(path) == 2  # in memory only
    assert session.save() is Saved.FAILED  # the retry, still refused
    monkeypatch.setattr(atomic, "atomic_replace", real)
    assert session.save() is Saved.SAVED_AGAIN and session.save_error is None
    assert hands_in(path) == 3
    assert session.save() is Saved.SAVED  # no failure before this one


def test_the_hands_of_a_failed_save_are_rescued(session, data, monkeypatch):
    _refuse(monkeypatch)
    session.record(HANDS[2])
    rescue = session.keep_unsaved_hands(data)
    assert rescue is not None and rescue.reason == "No space left on device"
    assert rescue.path is not None and rescue.path.parent == data / "rescued"
    assert len(load(rescue.path)[1]) == 3 and rescue.error is None


def test_nothing_to_rescue_after_a_save_that_worked(session, data):
    session.record(HANDS[2])
    assert session.keep_unsaved_hands(data) is None
    assert not (data / "rescued").exists()


def test_a_last_save_that_works_rescues_nothing(session, data, tmp_path, monkeypatch):
    real = atomic.atomic_replace
    _refuse(monkeypatch)
    session.record(HANDS[2])
    monkeypatch.setattr(atomic, "atomic_replace", real)
    assert session.keep_unsaved_hands(data) is None
    assert hands_in(tmp_path / "friday.json") == 3


def test_close_lets_the_file_go(session, tmp_path):
    path = tmp_path / "friday.json"
    session.close()
    assert session.pulka is None and session.path is None and session.lock is None
    assert not note_path_for(path).exists()
    assert session.save() is Saved.NOTHING
    again = PulkaSession(path)
    again.lock_file(path)  # free to be opened again
    assert again.lock is not None and again.read_only is None
    again.close()


def test_a_hand_the_rules_refuse_changes_nothing(session, tmp_path):
    bad = dict(HANDS[2], dealer="Nobody")
    with pytest.raises(PulkaError):
        session.record(bad)
    assert len(session.pulka) == 2 and hands_in(tmp_path / "friday.json") == 2
