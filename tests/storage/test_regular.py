"""Only regular files are read, never blocking, bounded (issues 31.11 and 32.9).

A pulka's name swapped for a symlink to a FIFO between a look at it (``stat``) and its
``open`` blocked the reader until something wrote to the FIFO: ``watch`` froze while its
status still said "following". What is opened is checked, not what was looked at.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from preferans_tui.storage import PulkaFileError
from preferans_tui.storage.pulka_file import read_bytes
from preferans_tui.storage.regular import NotRegularFileError, read_regular
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"


def finishes(call, unblock, seconds: float = 10.0):
    """Run ``call`` in a thread; if it is still blocked after ``seconds`` (a hang, not a
    speed), run ``unblock`` so the thread can end, and fail."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        unblock()
        thread.join(seconds)
        pytest.fail("the read blocked on the FIFO")
    return outcome[0]


def writer_of(fifo: Path):
    """Open ``fifo`` for writing and close it: a reader blocked in ``open`` goes on."""
    def unblock() -> None:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
    return unblock


def test_a_regular_file_is_read_whole_and_a_larger_one_one_byte_past_the_limit(tmp_path):
    path = tmp_path / "p.json"
    path.write_bytes(b"0123456789")
    assert read_regular(path, 10) == b"0123456789"
    assert read_regular(path, 4) == b"01234"  # 5 > 4: the caller says "too large"


@pytest.mark.parametrize("through_a_symlink", [False, True])
def test_a_fifo_is_refused_at_once(tmp_path, through_a_symlink):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    path = fifo
    if through_a_symlink:
        path = tmp_path / "p.json"
        path.symlink_to(fifo)
    outcome = finishes(lambda: read_regular(path, 100), writer_of(fifo))
    assert isinstance(outcome, NotRegularFileError)


def test_a_device_is_refused_not_read_forever():
    with pytest.raises(NotRegularFileError):
        read_regular(Path("/dev/zero"), 100)


def test_a_folder_says_it_is_a_folder(tmp_path):
    with pytest.raises(IsADirectoryError):
        read_regular(tmp_path, 100)


def test_a_symlink_is_refused_when_not_followed(tmp_path):
    path = tmp_path / "p.json"
    path.write_bytes(b"{}")
    link = tmp_path / "link.json"
    link.symlink_to(path)
    with pytest.raises(OSError):
        read_regular(link, 100, follow=False)


def test_a_pulka_swapped_for_a_fifo_after_its_stat_is_refused_without_blocking(
        tmp_path, monkeypatch):
    """The race: the reader looked (a regular pulka), then the name became a symlink to
    a FIFO before its open. ``os.stat`` answers as it did before the swap."""
    path = tmp_path / "p.json"
    path.write_bytes(PULKA1.read_bytes())
    looked = os.stat(path)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    path.unlink()
    path.symlink_to(fifo)
    real_stat = os.stat

    def stat_before_the_swap(p, *args, **kwargs):
        return looked if os.fspath(p) == os.fspath(path) else real_stat(p, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat_before_the_swap)
    outcome = finishes(lambda: read_bytes(path), writer_of(fifo))
    assert isinstance(outcome, PulkaFileError)
    assert "not a regular file" in str(outcome.problems[0])
