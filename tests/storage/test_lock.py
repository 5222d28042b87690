"""The pulka's lock (issue 17): one writer, whatever path reaches the file, in every
scenario the adversarial run broke — each with two real processes.

A holder process (:data:`HOLDER`) takes the lock of a path and then obeys lines on its
standard input (``save TEXT``, ``changed``, ``exit``), answering on standard output; the
test process (or a second holder) tries the same pulka by another path. Scenarios that
need a bind mount or a read-only folder run in a private mount namespace
(``unshare -m``), so nothing is mounted outside the test.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_tui.storage import atomic
from preferans_tui.storage.lock import (
    PulkaChangedError,
    PulkaLockedError,
    PulkaReadOnlyError,
    acquire,
    note_path_for,
)

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from preferans_tui.storage.lock import acquire, PulkaReadOnlyError
try:
    lock = acquire(sys.argv[1], create=len(sys.argv) > 2)
except PulkaReadOnlyError as exc:
    print("refused", type(exc).__name__, exc.reason, flush=True)
    sys.exit(0)
print("won", flush=True)
for line in sys.stdin:
    command, _, arg = line.rstrip("\\n").partition(" ")
    if command == "save":
        try:
            lock.save(arg + "\\n")
            print("saved", flush=True)
        except OSError as exc:
            print("failed", type(exc).__name__, getattr(exc, "reason", exc), flush=True)
    elif command == "exit":
        break
"""


class Holder:
    """A process holding (or refused) the lock of ``path``."""

    def __init__(self, path: Path, *, create: bool = False, prefix: list[str] | None = None):
        args = [sys.executable, "-c", HOLDER, str(path)] + (["create"] if create else [])
        self.proc = subprocess.Popen([*(prefix or []), *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, cwd=ROOT)
        self.answer = self.proc.stdout.readline().strip()

    @property
    def won(self) -> bool:
        return self.answer == "won"

    def say(self, line: str) -> str:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline().strip()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.communicate("exit\n", timeout=60)


@pytest.fixture
def pulka(tmp_path):
    path = tmp_path / "friday.json"
    path.write_text("{}\n", encoding="utf-8")
    return path


@pytest.fixture
def holders():
    started: list[Holder] = []

    def start(*args, **kwargs) -> Holder:
        started.append(Holder(*args, **kwargs))
        return started[-1]

    yield start
    for holder in started:
        if holder.proc.poll() is None:
            holder.proc.kill()
            holder.proc.wait()


def test_a_second_process_is_refused_naming_the_holder(pulka, holders):
    first = holders(pulka)
    assert first.won
    with pytest.raises(PulkaLockedError) as info:
        acquire(pulka)
    assert info.value.holder.pid == first.proc.pid
    assert "read-only" in str(info.value)


def test_the_lock_dies_with_its_process_no_stale_lock(pulka, holders):
    """SIGKILL: the operating system drops the flock; the next app wins at once."""
    first = holders(pulka)
    assert first.won
    first.proc.send_signal(signal.SIGKILL)
    first.proc.wait()
    with acquire(pulka) as lock:
        assert lock.holder.pid == os.getpid()


def test_the_lock_moves_with_every_save(pulka, holders):
    """Each save replaces the file (a new inode); the new one is locked before the rename."""
    first = holders(pulka)
    for n in range(5):
        before = pulka.stat().st_ino
        assert first.say(f"save {n}") == "saved"
        assert pulka.stat().st_ino != before and pulka.read_text() == f"{n}\n"
        with pytest.raises(PulkaLockedError):
            acquire(pulka)


def test_deleting_the_lock_note_or_putting_a_folder_there_changes_nothing(pulka, holders):
    first = holders(pulka)
    note = note_path_for(pulka)
    assert note.exists()
    note.unlink()
    assert not holders(pulka).won
    note.mkdir()
    assert not holders(pulka).won
    assert first.say("save x") == "saved"
    with pytest.raises(PulkaLockedError):
        acquire(pulka)


def test_a_symlink_and_a_hard_link_share_the_lock(pulka, holders, tmp_path):
    (tmp_path / "other").mkdir()
    link = tmp_path / "other" / "link.json"
    link.symlink_to(pulka)
    hard = tmp_path / "other" / "hard.json"
    os.link(pulka, hard)
    first = holders(pulka)
    assert not holders(link).won and not holders(hard).won
    assert first.say("save one") == "saved"
    # the hard link still names the old file: kept locked while the holder runs
    assert hard.read_text() == "{}\n" and not holders(hard).won
    assert not holders(link).won
    first.close()
    assert holders(hard).won  # after the holder quits, the old copy is a file of its own


def test_two_processes_never_hold_it_at_once(pulka, tmp_path):
    """The stale-lock race (29 of 2,000 rounds in the adversarial run): two processes
    take, save and release the lock 300 times each; while holding it each claims a
    marker file with O_EXCL, which fails if the other holds the lock too."""
    script = """
import os, sys
from preferans_tui.storage.lock import acquire, PulkaLockedError
path, marker = sys.argv[1], sys.argv[2]
won = 0
for i in range(300):
    try:
        lock = acquire(path)
    except PulkaLockedError:
        continue
    try:
        fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        print("BOTH", flush=True)
        sys.exit(1)
    lock.save(str(i))
    os.close(fd)
    os.unlink(marker)
    lock.release()
    won += 1
print(won, flush=True)
"""
    marker = tmp_path / "inside"
    procs = [subprocess.Popen([sys.executable, "-c", script, str(pulka), str(marker)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT) for _ in range(2)]
    outs = [p.communicate(timeout=300)[0].strip() for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    assert sum(int(o) for o in outs) > 0


def test_a_file_replaced_while_open_is_not_overwritten(pulka, holders, tmp_path):
    first = holders(pulka)
    assert first.say("save mine") == "saved"
    other = tmp_path / "other.json"
    other.write_text("another pulka\n", encoding="utf-8")
    os.replace(other, pulka)  # another program put another pulka in its place
    answer = first.say("save again")
    assert answer.startswith("failed PulkaChangedError another file was put in its place")
    assert pulka.read_text() == "another pulka\n"


def test_a_file_changed_in_place_or_deleted_is_not_overwritten(pulka, holders):
    first = holders(pulka)
    assert first.say("save mine") == "saved"
    with open(pulka, "a", encoding="utf-8") as f:
        f.write("edited\n")
    assert first.say("save again") == "failed PulkaChangedError another program changed it"
    assert pulka.read_text() == "mine\nedited\n"
    pulka.unlink()
    assert first.say("save again") == "failed PulkaChangedError the file was deleted"
    assert not pulka.exists()


def test_take_over_makes_the_new_file_ours_unless_another_holds_it(pulka, tmp_path):
    with acquire(pulka) as lock:
        other = tmp_path / "other.json"
        other.write_text("theirs\n", encoding="utf-8")
        os.replace(other, pulka)
        with pytest.raises(PulkaChangedError):
            lock.save("mine\n")
        second = acquire(pulka)  # another app opened the new file meanwhile
        with pytest.raises(PulkaLockedError):
            lock.take_over()
        second.release()
        lock.take_over()
        lock.save("mine\n")
        assert pulka.read_text() == "mine\n"


def test_take_over_of_a_file_edited_in_place_keeps_the_lock_it_has(pulka):
    """Another program rewrote the file in place (the same inode, which this app has
    locked): taking it over is no conflict with this app's own lock, and the save
    goes on (an adversary's report: overwrite and reload said the file was open in
    another app, this very process)."""
    with acquire(pulka) as lock:
        with open(pulka, "w", encoding="utf-8") as file:
            file.write("theirs, in place\n")
        with pytest.raises(PulkaChangedError):
            lock.save("mine\n")
        lock.take_over()
        lock.save("mine\n")
        assert pulka.read_text() == "mine\n"
        with pytest.raises(PulkaLockedError):
            acquire(pulka)  # still locked, against other apps


def test_a_killed_saves_temporary_file_is_removed_but_not_a_live_one(pulka, tmp_path):
    dead = tmp_path / ".friday.json.0badf00d.tmp"
    dead.write_text("half", encoding="utf-8")
    live_fd, live = atomic.create_temporary(pulka)  # a save under way: flock held
    try:
        removed = atomic.remove_stale_temporaries(pulka)
        assert removed == [dead] and not dead.exists() and Path(live).exists()
    finally:
        os.close(live_fd)
        os.unlink(live)


def test_a_file_that_cannot_be_opened_for_writing_is_an_oserror(tmp_path):
    with pytest.raises(FileNotFoundError):
        acquire(tmp_path / "missing.json")
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(PulkaReadOnlyError, match="not a regular file"):
        acquire(fifo)


# -- a private mount namespace: bind mounts and a read-only folder -------------------------
def _can_unshare() -> bool:
    if shutil.which("unshare") is None or os.geteuid() != 0:
        return False
    return subprocess.run(["unshare", "-m", "--propagation", "private", "true"],
                          capture_output=True).returncode == 0


needs_mounts = pytest.mark.skipif(not _can_unshare(), reason="needs root and unshare -m")


def _in_namespace(setup: str, *holder_args: str) -> list[str]:
    """Run ``setup`` (shell) and then two holders one after the other, in a private mount
    namespace; their first lines of output."""
    script = (f"set -e; {setup}; "
              + " ; ".join(f"{sys.executable} -c {_quote(HOLDER)} {a} </dev/null"
                           for a in holder_args))
    out = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c", script],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\"'\"'") + "'"


@needs_mounts
def test_a_bind_mounted_file_is_read_only_through_the_mount(pulka, tmp_path):
    """The second path cannot be saved by a rename (EBUSY): refused, and so is the
    second app whichever path it takes while the first holds the file."""
    mounted = tmp_path / "mnt" / "friday.json"
    mounted.parent.mkdir()
    mounted.write_text("", encoding="utf-8")
    lines = _in_namespace(f"mount --bind {pulka} {mounted}", str(mounted))
    assert lines == ["refused PulkaReadOnlyError the file is a mount point (a bind mount); "
                     "it cannot be replaced by a save"]
    # both at once: the first holds the file by its own path, the second comes by the mount
    holder_and_second = _in_namespace(
        f"mount --bind {pulka} {mounted}; (echo; sleep 5) | {sys.executable} -c "
        f"{_quote(HOLDER)} {pulka} > {tmp_path}/first.out & sleep 2", str(mounted))
    assert holder_and_second[0].startswith("refused")
    assert (tmp_path / "first.out").read_text().startswith("won")


@needs_mounts
def test_a_read_only_folder_is_refused_and_says_why(pulka, tmp_path):
    """Opened in a folder mounted read-only, the app is read-only (it says why); the same
    folder writable, another app may write: never two writers."""
    lines = _in_namespace(f"mount --bind -o ro {tmp_path} {tmp_path}", str(pulka))
    assert lines[0].startswith("refused")
    assert "Read-only file system" in lines[0] or "is read-only" in lines[0]
    with acquire(pulka):
        pass  # outside the namespace the folder is writable: this app may write
    assert json.loads(pulka.read_text()) == {}


@pytest.mark.parametrize("target", ["the pulka", "another file"])
def test_a_planted_link_at_the_note_overwrites_nothing(pulka, tmp_path, target):
    """The holder note is written as a new file renamed over its name: a symlink or hard
    link planted at ``.NAME.lock`` (to the pulka itself, or to any file) is replaced as a
    name, never written through (an adversary's finding)."""
    victim = pulka if target == "the pulka" else tmp_path / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    note = note_path_for(pulka)
    for link in (lambda: note.symlink_to(victim.name), lambda: os.link(victim, note)):
        link()
        lock = acquire(pulka)
        assert victim.read_text(encoding="utf-8") == "keep me\n"
        assert not note.is_symlink() and os.stat(note).st_ino != os.stat(victim).st_ino
        lock.release()
        assert victim.read_text(encoding="utf-8") == "keep me\n" and not note.exists()


def test_the_same_bytes_with_a_new_stamp_are_no_change(pulka, tmp_path):
    """A ``touch``, a byte-identical rewrite in place, or a sync tool putting a
    byte-identical copy in the file's place: the bytes are what this app last wrote (or
    read), so the save goes on; the copy put in place is locked as the pulka's own."""
    with acquire(pulka) as lock:
        assert lock.changed() is None
        os.utime(pulka, ns=(1, 1))  # touch: read as opened, never written yet
        assert lock.changed() is None
        lock.save("mine\n")
        os.utime(pulka, ns=(2, 2))
        with open(pulka, "w", encoding="utf-8") as file:  # in place, the same bytes
            file.write("mine\n")
        assert lock.changed() is None
        copy = tmp_path / "synced.json"
        copy.write_bytes(b"mine\n")
        os.replace(copy, pulka)  # a new inode, the same bytes
        lock.save("mine, hand 2\n")
        assert pulka.read_text() == "mine, hand 2\n"
        with pytest.raises(PulkaLockedError):
            acquire(pulka)  # the copy that was put in place was locked here


def test_other_bytes_of_the_same_size_are_a_change(pulka, tmp_path):
    with acquire(pulka) as lock:
        lock.save("mine\n")
        with open(pulka, "w", encoding="utf-8") as file:
            file.write("MINE\n")
        with pytest.raises(PulkaChangedError, match="another program changed it"):
            lock.save("mine, hand 2\n")
        copy = tmp_path / "synced.json"
        copy.write_bytes(b"mine\n")
        second = acquire(copy)  # another app holds the copy, then it is put in place
        os.replace(copy, pulka)
        with pytest.raises(PulkaChangedError, match="another file was put in its place"):
            lock.save("mine, hand 2\n")
        second.release()
    assert pulka.read_text() == "mine\n"


def test_an_edit_that_puts_the_old_modification_time_back_is_a_change(pulka):
    """A tester's find: an edit in place of the same size whose old modification time is
    put back (``touch -r``, ``os.utime``, some sync tools) went unnoticed, and the next
    save overwrote it without a question. Its change time moved: the lock sees it."""
    with acquire(pulka) as lock:
        lock.save("mine\n")
        before = os.stat(pulka)
        with open(pulka, "w", encoding="utf-8") as file:
            file.write("MINE\n")
        os.utime(pulka, ns=(before.st_atime_ns, before.st_mtime_ns))
        assert os.stat(pulka).st_mtime_ns == before.st_mtime_ns
        with pytest.raises(PulkaChangedError, match="another program changed it"):
            lock.save("mine, hand 2\n")
    assert pulka.read_text() == "MINE\n"


def test_a_chmod_alone_is_no_change(pulka):
    """The change time moves on a chmod too, with the bytes as they were: no question."""
    with acquire(pulka) as lock:
        lock.save("mine\n")
        os.chmod(pulka, 0o640)
        lock.save("mine, hand 2\n")
    assert pulka.read_text() == "mine, hand 2\n"


def test_a_killed_apps_note_temporary_is_removed_at_the_next_lock(pulka, tmp_path):
    """Issue 32.10: ``.friday.json.lock.<hex>.tmp`` of an app killed while writing its
    note stayed for good. The note's temporary file is now locked while it exists: a
    dead writer's is removed when the next lock writes its note, a live one's is not."""
    dead = tmp_path / ".friday.json.lock.0badf00d.tmp"
    dead.write_text('{"pid": 1', encoding="utf-8")
    live_fd, live = atomic.create_temporary(note_path_for(pulka), prefix="", mode=0o644)
    try:
        lock = acquire(pulka)
        try:
            assert not dead.exists() and Path(live).exists()
            assert json.loads(note_path_for(pulka).read_text(encoding="utf-8"))["pid"] == \
                os.getpid()
        finally:
            lock.release()
    finally:
        os.close(live_fd)
        os.unlink(live)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["friday.json"]


def test_a_folder_that_cannot_be_synced_is_told_not_ignored(pulka, monkeypatch):
    """Issue 32.10: a failed fsync of the folder after the rename was ignored; the save
    is made, and the lock says it may not be durable."""
    real_fsync = os.fsync

    def fsync(fd):
        if os.path.isdir(f"/proc/self/fd/{fd}"):
            raise OSError(5, "Input/output error")
        return real_fsync(fd)

    with acquire(pulka) as lock:
        lock.save("one\n")
        assert lock.unsynced is None
        monkeypatch.setattr(os, "fsync", fsync)
        lock.save("two\n")
        assert lock.unsynced == "Input/output error"
        assert pulka.read_text(encoding="utf-8") == "two\n"
        monkeypatch.setattr(os, "fsync", real_fsync)
        lock.save("three\n")
        assert lock.unsynced is None
