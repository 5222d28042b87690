"""The lock file: one app per pulka; a live holder is named, a stale lock is taken over."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from preferans_tui.storage import lock as lockmod
from preferans_tui.storage.lock import Holder, PulkaLockedError, acquire, lock_path_for

HOLD = """
import sys
from preferans_tui.storage.lock import acquire, PulkaLockedError
try:
    lock = acquire(sys.argv[1])
except PulkaLockedError:
    print("locked", flush=True)
else:
    print("won", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def pulka(tmp_path):
    path = tmp_path / "friday.json"
    path.write_text("{}\n", encoding="utf-8")
    return path


def _dead_pid() -> int:
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    return int(proc.stdout)


def _write_lock(pulka, **fields):
    data = {"pid": os.getpid(), "host": socket.gethostname(), "since": "2026-11-29T21:30:00"}
    data.update(fields)
    lock_path_for(pulka).write_text(json.dumps(data), encoding="utf-8")


def test_the_lock_file_sits_beside_the_pulka_and_names_its_holder(pulka):
    with acquire(pulka) as lock:
        path = pulka.parent / ".friday.json.lock"
        assert lock.lock_path == path
        held = json.loads(path.read_text(encoding="utf-8"))
        assert held["pid"] == os.getpid()
        assert held["host"] == socket.gethostname()
        assert held["since"]
    assert not path.exists()


def test_a_second_open_is_refused_naming_file_and_holder(pulka):
    lock = acquire(pulka)
    try:
        with pytest.raises(PulkaLockedError) as info:
            acquire(pulka)
        err = info.value
        assert err.path == pulka
        assert err.holder == lock.holder
        message = str(err)
        assert str(pulka) in message
        assert f"process {os.getpid()} on {socket.gethostname()} since " in message
        assert "read-only" in message
    finally:
        lock.release()
    acquire(pulka).release()  # free again after release


def test_a_lock_of_a_dead_process_on_this_host_is_taken_over(pulka):
    _write_lock(pulka, pid=_dead_pid())
    with acquire(pulka) as lock:
        assert Holder.parse(lock.lock_path.read_text(encoding="utf-8")).pid == os.getpid()


def test_a_lock_from_another_host_is_respected_unless_forced(pulka):
    _write_lock(pulka, pid=1, host="someone-elses-laptop")
    with pytest.raises(PulkaLockedError, match="someone-elses-laptop"):
        acquire(pulka)
    with acquire(pulka, force=True) as lock:
        assert lock.holder.host == socket.gethostname()


def test_a_lock_being_written_right_now_is_respected(pulka):
    lock_path_for(pulka).write_text("", encoding="utf-8")  # created, holder not yet written
    with pytest.raises(PulkaLockedError, match="another program") as info:
        acquire(pulka)
    assert info.value.holder is None


def test_an_old_unreadable_lock_is_debris_and_taken_over(pulka):
    path = lock_path_for(pulka)
    path.write_bytes(b"\x00\x00garbage")
    old = os.stat(path).st_mtime - 2 * lockmod.UNREADABLE_GRACE_SECONDS
    os.utime(path, (old, old))
    with acquire(pulka) as lock:
        assert lock.holder.pid == os.getpid()


def test_release_leaves_a_lock_that_is_no_longer_ours(pulka):
    lock = acquire(pulka)
    taken = acquire(pulka, force=True)  # e.g. the user forced it from another app
    lock.release()
    assert lock_path_for(pulka).exists()
    taken.release()
    taken.release()  # twice is harmless
    assert not lock_path_for(pulka).exists()


def test_a_folder_without_write_permission_is_an_oserror(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(lockmod.os, "open", refuse)
    with pytest.raises(PermissionError):
        acquire(tmp_path / "x.json")


def _start_holders(pulka, n):
    return [subprocess.Popen([sys.executable, "-c", HOLD, str(pulka)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True) for _ in range(n)]


def test_another_live_process_holds_the_lock(pulka):
    (holder,) = _start_holders(pulka, 1)
    try:
        assert holder.stdout.readline().strip() == "won"
        with pytest.raises(PulkaLockedError) as info:
            acquire(pulka)
        assert info.value.holder.pid == holder.pid
    finally:
        holder.communicate("\n")
    acquire(pulka).release()  # the holder exited normally... or left a stale lock


def test_of_many_processes_opening_at_once_exactly_one_wins(pulka):
    procs = _start_holders(pulka, 8)
    try:
        answers = sorted(p.stdout.readline().strip() for p in procs)
    finally:
        for p in procs:
            p.communicate("\n")
    assert answers == ["locked"] * 7 + ["won"]


def test_one_file_opened_by_two_names_has_one_lock(tmp_path):
    target = tmp_path / "friday.json"
    target.write_text("{}", encoding="utf-8")
    (tmp_path / "other").mkdir()
    link = tmp_path / "other" / "link.json"
    link.symlink_to(target)
    with acquire(target), pytest.raises(PulkaLockedError):
        acquire(link)
