"""Reading an archive for the ledger (issue 15): damaged files, dates, links, the cache."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, timezone

from preferans_tui.ledger import build_ledger
from preferans_tui.storage.archive import evening_date, read_archive, saved_players
from preferans_tui.storage.ledger_files import load_cache
from preferans_tui.storage.ledger_paths import CACHE_FILE, ledger_folder
from tests.conftest import SAVES

ROOT = SAVES.parent
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"


def folder_of_pulkas(tmp_path, *sources):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    for i, source in enumerate(sources):
        shutil.copy(source, folder / f"p{i}.json")
    return folder


def snapshot(folder):
    """Every file under ``folder`` with its bytes and modification time."""
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.rglob("*") if p.is_file()}


def test_damaged_files_are_listed_with_checks_reason_and_left_alone(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1)
    (folder / "cut.json").write_text('{"format": "preferans-pulka", "vers', encoding="utf-8")
    (folder / "empty.json").write_bytes(b"")
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["hands"][1]["tricks"] = {"Anna": 6, "Boris": 2, "Vera": 3}
    doc["hands"][2]["dealer"] = "nobody"
    (folder / "bad.json").write_text(json.dumps(doc), encoding="utf-8")
    before = snapshot(folder)
    archive = read_archive([folder], tmp_path / "data")
    assert snapshot(folder) == before
    assert len(archive.evenings) == 1
    reasons = {os.path.basename(s.source): s.reason for s in archive.skipped}
    assert reasons["cut.json"].startswith("the file ends in the middle of the JSON")
    assert reasons["empty.json"] == "the file is empty"
    assert reasons["bad.json"].startswith("hand 2, tricks")
    assert "(and 1 more: preferans-tui check lists them)" in reasons["bad.json"]


def test_only_pulka_files_of_the_folder_are_read(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1)
    (folder / "settings.json").write_text('{"language": "ru"}', encoding="utf-8")
    (folder / ".p0.json.lock").write_text("x", encoding="utf-8")
    (folder / ".p9.json.abcd.tmp").write_text("x", encoding="utf-8")
    (folder / "notes.txt").write_text("x", encoding="utf-8")
    (folder / "ledger").mkdir()
    shutil.copy(PULKA2, folder / "ledger" / "below.json")
    archive = read_archive([folder], folder)
    assert [os.path.basename(e.source) for e in archive.evenings] == ["p0.json"]
    assert archive.skipped == []


def test_a_file_named_twice_counts_once(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1)
    os.symlink(folder / "p0.json", folder / "p1.json")
    archive = read_archive([folder], None)
    assert len(archive.evenings) == 1
    (skipped,) = archive.skipped
    assert skipped.source.endswith("p1.json") and skipped.reason.startswith("the same file as")


def test_the_date_is_created_else_the_files_time():
    assert evening_date("2026-11-27T20:30:00", 0) == (datetime(2026, 11, 27, 20, 30), "created")
    mtime = datetime(2026, 3, 1, 12, 0).timestamp()
    assert evening_date(None, int(mtime * 1e9)) == (datetime(2026, 3, 1, 12, 0), "mtime")
    assert evening_date("last Friday", int(mtime * 1e9))[1] == "mtime"
    aware = datetime(2026, 11, 27, 20, 30, tzinfo=timezone(timedelta(hours=3)))
    when, by = evening_date(aware.isoformat(), 0)
    assert by == "created" and when == aware.astimezone().replace(tzinfo=None)


def test_a_file_without_created_is_dated_by_its_modification_time(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1)
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc.pop("created", None)
    (folder / "p0.json").write_text(json.dumps(doc), encoding="utf-8")
    when = datetime(2025, 12, 31, 23, 0)
    os.utime(folder / "p0.json", (when.timestamp(), when.timestamp()))
    (evening,) = read_archive([folder], None).evenings
    assert (evening.date, evening.dated_by) == (when, "mtime")


def test_a_created_that_is_no_time_is_a_skipped_file_not_a_silent_date(tmp_path):
    """FORMAT.md: ``created`` is an ISO 8601 time. "yesterday" used to date the evening
    by the file's modification time without a word; the file is now skipped, saying
    why, and the good one beside it is read."""
    folder = folder_of_pulkas(tmp_path, PULKA1)
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["created"] = "yesterday"
    (folder / "p1.json").write_text(json.dumps(doc), encoding="utf-8")
    archive = read_archive([folder], None)
    assert [e.source for e in archive.evenings] == [str(folder / "p0.json")]
    (skipped,) = archive.skipped
    assert skipped.source == str(folder / "p1.json")
    assert skipped.reason == ("created: 'yesterday' is not an ISO 8601 time such as "
                              "2026-11-30T21:05:00 (FORMAT.md, top level)")


def test_the_cache_spares_reading_and_changes_no_figure(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1, PULKA2)
    data = tmp_path / "data"
    first = read_archive([folder], data)
    assert (first.read, first.cached) == (2, 0)
    assert set(load_cache(data)) == {str(folder / "p0.json"), str(folder / "p1.json")}
    again = read_archive([folder], data)
    assert (again.read, again.cached) == (0, 2)
    assert again.evenings == first.evenings
    (ledger_folder(data) / CACHE_FILE).unlink()
    assert read_archive([folder], data).evenings == first.evenings
    assert build_ledger(again.evenings) == build_ledger(first.evenings)


def test_a_damaged_cache_is_ignored_and_written_anew(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1)
    data = tmp_path / "data"
    first = read_archive([folder], data)
    cache = ledger_folder(data) / CACHE_FILE
    for damage in (b"", b"{not json", b'{"format": "x"}', cache.read_bytes()[:100]):
        cache.write_bytes(damage)
        archive = read_archive([folder], data)
        assert (archive.read, archive.evenings) == (1, first.evenings)
        assert set(load_cache(data)) == {str(folder / "p0.json")}


def test_a_changed_file_is_read_again(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1)
    data = tmp_path / "data"
    read_archive([folder], data)
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["hands"] = doc["hands"][:2]
    (folder / "p0.json").write_text(json.dumps(doc), encoding="utf-8")
    archive = read_archive([folder], data)
    assert archive.read == 1
    assert archive.evenings[0].hands == 2


def edit_keeping_size_and_time(path, old: bytes, new: bytes) -> None:
    """Edit ``path`` in place as ``sed -i`` and ``touch -r`` would leave it: the same
    size and the old modification time (also what ``rsync -t`` or ``cp -p`` can do)."""
    assert len(old) == len(new)
    info = path.stat()
    data = path.read_bytes()
    assert old in data
    path.write_bytes(data.replace(old, new))
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert (path.stat().st_size, path.stat().st_mtime_ns) == (info.st_size, info.st_mtime_ns)


def test_a_file_edited_to_the_same_size_and_time_is_read_again(tmp_path):
    """The tester's case: the cache knew the file by its size and time only, and kept
    the old figures. Renaming Anna to Xena (as long a name) must move her evening to
    Xena; everything else of the evening is the same."""
    folder = folder_of_pulkas(tmp_path, PULKA1)
    data = tmp_path / "data"
    (before,) = read_archive([folder], data).evenings
    assert set(before.figures) == {"Anna", "Boris", "Vera"}
    edit_keeping_size_and_time(folder / "p0.json", b'"Anna"', b'"Xena"')
    archive = read_archive([folder], data)
    assert (archive.read, archive.cached) == (1, 0)
    (after,) = archive.evenings
    assert set(after.figures) == {"Xena", "Boris", "Vera"}
    anna = before.figures["Anna"]
    assert after.figures["Xena"] == anna.model_copy(update={"versus": {
        "Boris": anna.versus["Boris"], "Vera": anna.versus["Vera"]}})
    assert after.figures["Boris"].versus == {"Xena": before.figures["Boris"].versus["Anna"],
                                             "Vera": before.figures["Boris"].versus["Vera"]}
    again = read_archive([folder], data)               # and the cache now knows it
    assert (again.read, again.cached, again.evenings) == (0, 1, [after])


def test_the_cache_keeps_what_the_bytes_read_said(tmp_path):
    """Each cached file carries the hash of the very bytes it was read from, so a file
    changed between being listed and being read is read once more next time."""
    from preferans_tui.storage.ledger_paths import content_digest

    folder = folder_of_pulkas(tmp_path, PULKA1)
    data = tmp_path / "data"
    read_archive([folder], data)
    (entry,) = load_cache(data).values()
    assert entry.digest == content_digest(PULKA1.read_bytes())


def test_a_gone_file_leaves_the_cache_and_other_folders_stay(tmp_path):
    folder = folder_of_pulkas(tmp_path, PULKA1, PULKA2)
    other = tmp_path / "other"
    other.mkdir()
    shutil.copy(PULKA1, other / "o.json")
    data = tmp_path / "data"
    read_archive([folder], data)
    read_archive([other], data)
    (folder / "p1.json").unlink()
    read_archive([folder], data)
    assert set(load_cache(data)) == {str(folder / "p0.json"), str(other / "o.json")}


def test_many_files_read_by_several_processes_say_the_same(tmp_path):
    """The command line shares many files among processes (a fresh interpreter has one
    thread: the test runner may have more, and then reads them all itself)."""
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(60):
        shutil.copy(PULKA1 if i % 2 else PULKA2, folder / f"p{i:02d}.json")
    one = read_archive([folder], None, workers=1)
    code = ("import sys, threading\n"
            "from pathlib import Path\n"
            "from preferans_tui.storage import archive\n"
            "assert threading.active_count() == 1\n"
            "calls = []\n"
            "real = archive.ProcessPoolExecutor\n"
            "def counted(*a, **k):\n"
            "    calls.append(a)\n"
            "    return real(*a, **k)\n"
            "archive.ProcessPoolExecutor = counted\n"
            "read = archive.read_archive([Path(sys.argv[1])], None, workers=2)\n"
            "assert calls, 'no pool'\n"
            "print('\\n'.join(e.model_dump_json() for e in read.evenings))\n")
    out = subprocess.run([sys.executable, "-c", code, str(folder)], capture_output=True,
                         text=True, check=True, cwd=ROOT)
    assert out.stdout.splitlines() == [e.model_dump_json() for e in one.evenings]
    assert len(one.evenings) == 60


def test_saved_players_most_recent_first_each_once(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    old = {"format": "preferans-pulka", "version": 1, "players": ["Oleg", "anna", "Boris"],
           "rules": {"variant": "sochi", "pulya_target": 10}, "hands": []}
    new = dict(old, players=["Anna", "Gleb", "Vera"])
    (folder / "old.json").write_text(json.dumps(old), encoding="utf-8")
    (folder / "new.json").write_text(json.dumps(new), encoding="utf-8")
    (folder / "bad.json").write_text("{", encoding="utf-8")
    os.utime(folder / "old.json", (1_000_000_000, 1_000_000_000))
    assert saved_players(folder) == ["Anna", "Gleb", "Vera", "Oleg", "Boris"]


def test_a_folder_s_pulka_files_leave_out_the_app_s_own_files(tmp_path):
    """A new user's report: `club sync DATA_FOLDER` refused settings.json and the table's
    rules kept by name (rule-sets.json, issue 30.3) as "not a pulka file"."""
    from preferans_tui.storage.ledger_paths import pulka_files

    for name in ("settings.json", "rule-sets.json", "b.json", "a.json", ".a.json.tmp"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert [p.name for p in pulka_files([tmp_path])] == ["a.json", "b.json"]
