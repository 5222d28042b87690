"""The archive's process pool (issue 32 item 2): a file refused for a player's name, among
48 or more, is listed as skipped with its reason, as it is below 48; and a pool that
breaks is never waited on. Run in fresh interpreters: the pool is used only from a
process with one thread, and the test runner may have more."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from preferans_tui.storage.archive import PARALLEL_FROM
from preferans_tui.storage.ledger_files import load_cache
from tests.conftest import SAVES

ROOT = SAVES.parent
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
HANG = 120
"""Seconds after which a run counts as hung (the bug: still running after 14 min)."""


def archive_with(tmp_path, players: list[str], count: int = PARALLEL_FROM):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    for i in range(count):
        shutil.copy(PULKA1, folder / f"e{i:02d}.json")
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["players"] = players
    (folder / "bad.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


def stats(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "preferans_tui", "stats", *args],
                          capture_output=True, text=True, timeout=HANG, cwd=ROOT, env=env)


@pytest.mark.parametrize("players", [["Anna ", "Boris", "Vera"], ["Anna", "anna", "Vera"],
                                     ["Straße", "STRASSE", "Vera"], ["", "Boris", "Vera"]],
                         ids=["trailing-space", "case", "casefold", "empty"])
def test_a_refused_name_among_many_files_is_skipped_and_cached(tmp_path, players):
    folder = archive_with(tmp_path, players)
    data = tmp_path / "data"
    first = stats(str(folder), "--data-dir", str(data), "--json")
    assert first.returncode == 0, first.stderr
    assert "Traceback" not in first.stderr and "BrokenProcessPool" not in first.stderr
    doc = json.loads(first.stdout)
    assert len(doc["files"]) == PARALLEL_FROM
    (skipped,) = doc["skipped"]
    assert skipped["file"] == str(folder / "bad.json")
    assert skipped["reason"].startswith("players: ") and "(rule 1.2)" in skipped["reason"]
    assert skipped["code"] == "problem" and skipped["problem"]["rule"] == "1.2"
    cache = load_cache(data)                       # cached: the next run reads nothing
    assert len(cache) == PARALLEL_FROM + 1
    assert cache[str(folder / "bad.json")].skipped.reason == skipped["reason"]


BROKEN = """\
import os, sys, threading
from pathlib import Path
from preferans_tui.storage import archive
assert threading.active_count() == 1
parent = os.getpid()
real = archive._pooled_chunk
def dies(jobs):
    if os.getpid() != parent:
        os._exit(3)        # a process of the pool killed mid-work
    return real(jobs)
archive._pooled_chunk = dies
read = archive.read_archive([Path(sys.argv[1])], None, workers=int(sys.argv[2]))
print(len(read.evenings), len(read.skipped))
"""


@pytest.mark.parametrize("workers", [2, 3])
def test_a_broken_pool_is_not_waited_on_and_its_files_are_read_here(tmp_path, workers):
    folder = archive_with(tmp_path, ["Anna", "anna", "Vera"], count=60)
    out = subprocess.run([sys.executable, "-c", BROKEN, str(folder), str(workers)],
                         capture_output=True, text=True, timeout=HANG, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["60", "1"]
    assert "Traceback" not in out.stderr
