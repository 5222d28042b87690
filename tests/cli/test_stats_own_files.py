"""The ledger's own files get the pulka file's guards (issue 32 item 4): a FIFO, or a link
to something that is no regular file (``/dev/zero`` was the finding) or to a file far too
large, in place of ``cache.json``, ``last-run.json``, ``aliases.json`` or
``settings.json`` neither hangs ``stats`` nor fills its memory, and is never written
through; the cache keeps titles cut. Each run is a fresh process, so that a hang fails
the test instead of freezing the run.

The tests never link to a real device: a write through such a link, as root, replaced
``/dev/zero`` itself with a regular file (the rename of an atomic write); a link to a
FIFO is read and written through the same way, and harmless to get wrong."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from preferans_tui.storage.ledger_paths import read_regular
from tests.conftest import SAVES

ROOT = SAVES.parent
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
HANG = 60
"""Seconds after which a run counts as hung (the bug: until something wrote to the FIFO)."""


def stats(*args) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "preferans_tui", "stats", *map(str, args)],
                          capture_output=True, text=True, timeout=HANG, cwd=ROOT)


def folder_of_one(tmp_path):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(PULKA1, folder / "p.json")
    return folder


@pytest.mark.parametrize("name", ["ledger/cache.json", "ledger/last-run.json",
                                  "ledger/aliases.json", "settings.json"])
@pytest.mark.parametrize("kind", ["fifo", "link-to-fifo", "link-to-huge"])
def test_a_fifo_or_dev_zero_for_an_own_file_neither_hangs_nor_fills_memory(tmp_path, name,
                                                                           kind):
    folder = folder_of_one(tmp_path)
    data = tmp_path / "data"
    expected = json.loads(stats(folder, "--data-dir", tmp_path / "fresh", "--json").stdout)
    path = data / name
    path.parent.mkdir(parents=True)
    target = tmp_path / "target"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-to-fifo":
        os.mkfifo(target)
        os.symlink(target, path)
    else:  # sparse: a terabyte that takes no room, and must not be read
        with open(target, "wb") as f:
            f.truncate(2**40)
        os.symlink(target, path)
    out = stats(folder, "--data-dir", data, "--json")
    if kind != "fifo":
        assert target.is_fifo() if kind == "link-to-fifo" else target.stat().st_size == 2**40
    if name == "ledger/aliases.json":   # the user's file: reported, never replaced
        assert out.returncode == 1
        assert ("not a regular file" if kind != "link-to-huge" else "larger than") in out.stderr
        assert path.is_fifo() if kind == "fifo" else path.is_symlink()
        return
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["players"] == expected["players"]
    again = stats(folder, "--data-dir", data, "--json")   # our own files: written anew
    assert json.loads(again.stdout)["players"] == expected["players"]


def test_read_regular_refuses_what_is_not_a_bounded_regular_file(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        read_regular(fifo, 100)
    with pytest.raises(IsADirectoryError):  # an OSError too: refused, never read
        read_regular(tmp_path, 100)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(OSError, match="larger than"):
        read_regular(big, 100)
    assert read_regular(big, 101) == b"x" * 101
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "none", 100)


def test_long_titles_are_cut_in_the_cache_and_the_last_run(tmp_path):
    """Six files of 1,000,000-character titles made the ledger folder hundreds of MB;
    the ledger keeps 200 characters of each title (rules.players.TEXT_LIMIT)."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    for i in range(6):
        doc["title"] = f"{i}" + "Friday " * 150_000
        (folder / f"p{i}.json").write_text(json.dumps(doc), encoding="utf-8")
    data = tmp_path / "data"
    out = stats(folder, "--data-dir", data, "--json")
    assert out.returncode == 0, out.stderr
    titles = {f["title"] for f in json.loads(out.stdout)["files"]}
    assert titles == {f"{i}" + ("Friday " * 150_000)[:198] + "…" for i in range(6)}
    size = sum(p.stat().st_size for p in (data / "ledger").iterdir())
    assert size < 200_000   # a few kilobytes a file, not six megabytes each
