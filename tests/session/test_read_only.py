"""A session that writes nothing: the file held by another process, a folder it cannot
write, a file changed on opening; following such a file as the other app saves it; an
example of ``saves/`` opened as a copy (issues 5, 14, 17)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_tui.rules import PulkaError
from preferans_tui.session import FollowedFile, PulkaSession, ReadOnlyWhy, Saved
from preferans_tui.storage import PulkaFileError, load
from preferans_tui.storage import lock as lock_module
from preferans_tui.storage.lock import Stamp, acquire

from .conftest import HANDS, PULKA1, hands_in, opened_session, pulka_copy

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from preferans_tui.storage.lock import acquire
lock = acquire(sys.argv[1])
print(lock.holder.pid, flush=True)
sys.stdin.readline()  # held until the test says
if len(sys.argv) > 2:  # then save a pulka of that many hands, as the other app does
    lock.save(open(sys.argv[2], encoding="utf-8").read())
    print("saved", flush=True)
    sys.stdin.readline()
lock.release()
"""


@pytest.fixture
def held_elsewhere(tmp_path):
    """Runs another process holding the lock of a file (``hold(path[, then])``); it saves
    the file ``then`` over it once told to (``proc.stdin``)."""
    procs: list[subprocess.Popen[str]] = []

    def hold(path: Path, then: Path | None = None) -> tuple[subprocess.Popen[str], int]:
        args = [sys.executable, "-c", HOLDER, str(path), *([str(then)] if then else [])]
        proc = subprocess.Popen(args, cwd=ROOT, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, text=True)
        procs.append(proc)
        assert proc.stdout is not None
        return proc, int(proc.stdout.readline())

    yield hold
    for proc in procs:
        proc.kill()
        proc.wait()


def test_a_file_another_process_holds_is_read_only(tmp_path, data, held_elsewhere):
    path = pulka_copy(tmp_path, 2)
    before = path.read_bytes(), path.stat().st_mtime_ns
    _, pid = held_elsewhere(path)
    session = opened_session(path, data)
    read_only = session.read_only
    assert read_only is not None and read_only.why is ReadOnlyWhy.LOCKED
    assert read_only.holder is not None and read_only.holder.pid == pid
    assert read_only.path == path and session.lock is None and len(session.pulka) == 2
    assert session.save() is Saved.NOTHING
    with pytest.raises(PulkaError):
        session.record(HANDS[2])
    assert session.undo() == (None, None)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    session.close()


def test_a_read_only_file_is_followed_as_the_other_app_saves_it(tmp_path, data,
                                                                   held_elsewhere):
    path = pulka_copy(tmp_path, 2)
    five = pulka_copy(tmp_path, 5, name="five.json")
    proc, _ = held_elsewhere(path, then=five)
    session = opened_session(path, data)
    assert session.follow() and session.following
    assert not session.follow()  # once
    followed = FollowedFile(path)
    followed.seen_now()  # the file as it is now was just read
    assert not followed.moved()
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("\n")
    proc.stdin.flush()
    assert proc.stdout.readline().strip() == "saved"
    assert followed.moved() and not followed.moved()
    assert session.take_followed(followed.read())
    assert len(session.pulka) == 5 and session.read_only is not None
    session.close()


def test_a_followed_file_half_written_keeps_the_pulka(tmp_path, data):
    path = pulka_copy(tmp_path, 2)
    session = opened_session(path, data)
    path.write_text('{"format": "preferans-pulka", "vers', encoding="utf-8")
    outcome = FollowedFile(path).read()
    assert isinstance(outcome, PulkaFileError)
    assert not session.take_followed(outcome) and len(session.pulka) == 2
    session.close()


def test_a_followed_file_gone_has_no_stamp(tmp_path):
    path = pulka_copy(tmp_path, 2)
    followed = FollowedFile(path)
    assert followed.moved()  # the first look
    path.unlink()
    assert followed.moved() and Stamp.look(path) is None
    assert not followed.moved()
    assert isinstance(followed.read(), PulkaFileError)


def test_a_folder_it_cannot_write_is_read_only_with_the_reason(tmp_path, data,
                                                                 monkeypatch):
    path = pulka_copy(tmp_path, 2)
    monkeypatch.setattr(lock_module.os, "access", lambda p, mode: False)
    session = opened_session(path, data)
    read_only = session.read_only
    assert read_only is not None and read_only.why is ReadOnlyWhy.CANNOT_WRITE
    assert read_only.reason is not None and read_only.reason.code == "lock_folder_read_only"
    assert read_only.reason.params["folder"] == str(tmp_path)
    assert session.follow()  # it may be written by another app: followed
    session.close()


def test_opening_from_the_list_a_file_held_elsewhere(tmp_path, data, held_elsewhere):
    """From the start screen: the file as locked is what counts, and it stays unwritten."""
    path = pulka_copy(tmp_path, 3)
    _, pid = held_elsewhere(path)
    _, listed = load(pulka_copy(tmp_path, 1, name="listed.json"))
    session = PulkaSession()
    opening = session.open(listed, path, {}, data)
    assert opening.opened and opening.saved is None and opening.refusal is None
    assert session.read_only is not None and session.read_only.holder.pid == pid
    assert session.path == path and hands_in(path) == 3
    session.close()


def test_a_file_changed_into_no_pulka_before_its_lock_is_read_only(tmp_path, data):
    path = pulka_copy(tmp_path, 2)
    stamp = Stamp.at(path)
    model, pulka = load(path)
    path.write_text("not a pulka\n", encoding="utf-8")  # between the read and the lock
    session = PulkaSession(path)
    problems = session.take_loaded(model, pulka, data, stamp=stamp)
    assert isinstance(problems, PulkaFileError)
    assert session.read_only is not None
    assert session.read_only.why is ReadOnlyWhy.CHANGED_ON_OPEN and session.lock is None
    assert len(session.pulka) == 2 and path.read_text() == "not a pulka\n"
    session.close()


def test_a_file_saved_again_before_its_lock_is_read_through_it(tmp_path, data):
    path = pulka_copy(tmp_path, 2)
    stamp = Stamp.at(path)
    model, pulka = load(path)
    os.replace(pulka_copy(tmp_path, 4, name="four.json"), path)
    session = PulkaSession(path)
    assert session.take_loaded(model, pulka, data, stamp=stamp) is None
    assert session.read_only is None and len(session.pulka) == 4
    session.close()


def test_an_example_opens_as_a_copy_in_the_data_folder(data):
    before = PULKA1.read_bytes()
    session = PulkaSession(PULKA1)
    model, pulka = load(PULKA1)
    assert session.take_loaded(model, pulka, data) is None
    assert session.copied_from == PULKA1 and session.path is not None
    assert session.path.parent == data / "examples" and session.read_only is None
    assert session.save() is Saved.SAVED and hands_in(session.path) == 8
    assert PULKA1.read_bytes() == before
    session.close()


def test_a_stamp_is_one_for_every_look(tmp_path):
    """The one file stamp: device, inode, size and both times, the same from ``stat``
    and from a held lock."""
    path = pulka_copy(tmp_path, 2)
    with acquire(path) as held:
        assert Stamp.at(path) == Stamp.look(path) == held.stamp
        st = os.stat(path)
        assert held.stamp == Stamp(st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns,
                                   st.st_ctime_ns)
