"""The aliases' lock (``ledger/.aliases.lock``, :func:`change_aliases`): one change at a
time across threads and processes, and a lock file that a killed process left behind
locks nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from preferans_tui.ledger import AliasError, Aliases
from preferans_tui.storage.ledger_files import ALIASES_LOCK_FILE, change_aliases, load_aliases
from preferans_tui.storage.ledger_paths import ledger_folder

ROOT = Path(__file__).resolve().parents[2]


def test_a_thread_waits_for_another_threads_change_and_both_are_kept(tmp_path):
    """Thread A holds the lock inside its change; thread B's change waits, then reads
    what A wrote: both aliases are in the file."""
    inside, go_on = threading.Event(), threading.Event()

    def slow(aliases: Aliases) -> Aliases:
        inside.set()
        assert go_on.wait(5)
        return aliases.adding("Аня", "Anna")

    first = threading.Thread(target=change_aliases, args=(tmp_path, slow))
    first.start()
    assert inside.wait(5)
    done: list[Aliases] = []
    second = threading.Thread(target=lambda: done.append(
        change_aliases(tmp_path, lambda a: a.adding("Bobby", "Bob"), wait=5)[1]))
    second.start()
    time.sleep(0.2)
    assert not done  # still waiting for the first change
    go_on.set()
    first.join(5)
    second.join(5)
    assert done[0].aliases == {"Аня": "Anna", "Bobby": "Bob"}
    assert load_aliases(tmp_path).aliases == {"Аня": "Anna", "Bobby": "Bob"}


def test_a_change_gives_up_while_another_thread_holds_the_lock(tmp_path):
    inside, go_on = threading.Event(), threading.Event()

    def slow(aliases: Aliases) -> Aliases:
        inside.set()
        assert go_on.wait(5)
        return aliases

    holder = threading.Thread(target=change_aliases, args=(tmp_path, slow))
    holder.start()
    try:
        assert inside.wait(5)
        with pytest.raises(AliasError, match="for 0.1 s; try again"):
            change_aliases(tmp_path, lambda a: a.adding("Аня", "Anna"), wait=0.1)
    finally:
        go_on.set()
        holder.join(5)
    assert load_aliases(tmp_path).aliases == {}


HOLD = """\
import sys, time
from pathlib import Path
from preferans_tui.storage.ledger_files import change_aliases

def hold(aliases):
    print("held", flush=True)
    time.sleep(60)
    return aliases

change_aliases(Path(sys.argv[1]), hold)
"""


def holding_process(data: Path) -> subprocess.Popen[str]:
    """A process inside a change of ``data``'s aliases (it says ``held``), for a minute."""
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(data)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline() == "held\n"
    return process


def test_another_process_holding_the_lock_makes_a_change_wait_and_give_up(tmp_path):
    process = holding_process(tmp_path)
    try:
        started = time.monotonic()
        with pytest.raises(AliasError, match="another preferans-tui has been changing"):
            change_aliases(tmp_path, lambda a: a.adding("Аня", "Anna"), wait=0.3)
        assert time.monotonic() - started >= 0.3
    finally:
        process.kill()
        process.wait(10)


def test_the_lock_file_of_a_killed_process_locks_nothing(tmp_path):
    """SIGKILL in the middle of a change: the lock file stays, the operating system has
    let go of its ``flock``, and the next change goes through at once."""
    process = holding_process(tmp_path)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(10)
    assert (ledger_folder(tmp_path) / ALIASES_LOCK_FILE).exists()
    started = time.monotonic()
    _, saved = change_aliases(tmp_path, lambda a: a.adding("Аня", "Anna"), wait=5)
    assert saved.aliases == {"Аня": "Anna"}
    assert time.monotonic() - started < 2
