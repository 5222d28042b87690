"""Where pulkas live: flag > PREFERANS_TUI_DATA > platformdirs; new names never collide."""

from __future__ import annotations

import os
import threading
from datetime import datetime

import pytest

from preferans_tui.cli.parser import app_parser
from preferans_tui.storage import paths
from preferans_tui.storage.atomic import atomic_write_text
from preferans_tui.storage.lock import acquire
from preferans_tui.storage.paths import data_dir, new_pulka_path, recent_pulkas

EVENING = datetime(2026, 11, 29, 21, 30)


@pytest.fixture
def platform_dir(tmp_path, monkeypatch):
    folder = tmp_path / "platformdirs"
    monkeypatch.setattr(paths.platformdirs, "user_data_path", lambda app: folder / app)
    return folder / "preferans-tui"


def test_the_flag_wins_over_the_environment(tmp_path, monkeypatch, platform_dir):
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "env"))
    assert data_dir(tmp_path / "flag") == tmp_path / "flag"
    assert (tmp_path / "flag").is_dir()
    assert not (tmp_path / "env").exists()


def test_the_environment_wins_over_platformdirs(tmp_path, monkeypatch, platform_dir):
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "env"))
    assert data_dir() == tmp_path / "env"
    assert (tmp_path / "env").is_dir()
    assert not platform_dir.exists()


@pytest.mark.parametrize("env", [None, ""])
def test_platformdirs_without_flag_or_environment(monkeypatch, platform_dir, env):
    if env is None:
        monkeypatch.delenv("PREFERANS_TUI_DATA", raising=False)
    else:
        monkeypatch.setenv("PREFERANS_TUI_DATA", env)
    assert data_dir() == platform_dir
    assert platform_dir.is_dir()


def test_the_command_line_takes_a_data_dir_flag(tmp_path):
    args = app_parser().parse_args(["--data-dir", str(tmp_path)])
    assert args.data_dir == tmp_path and args.file is None


def test_a_new_pulka_is_named_by_its_start_time(tmp_path):
    assert new_pulka_path(tmp_path, EVENING) == tmp_path / "pulka-2026-11-29-2130.json"


def test_two_new_pulkas_never_share_a_file(tmp_path):
    first = new_pulka_path(tmp_path, EVENING)
    second = new_pulka_path(tmp_path, EVENING)
    assert first != second
    assert second.name == "pulka-2026-11-29-2130-2.json"
    assert first.exists() and second.exists()  # both names are taken at once


def test_a_new_pulka_never_replaces_an_existing_file(tmp_path):
    old = tmp_path / "pulka-2026-11-29-2130.json"
    old.write_text("an evening's money", encoding="utf-8")
    path = new_pulka_path(tmp_path, EVENING)
    assert path != old
    assert old.read_text(encoding="utf-8") == "an evening's money"


def test_many_apps_starting_at_once_get_distinct_files(tmp_path):
    barrier = threading.Barrier(16)
    got: list = []

    def start():
        barrier.wait()
        got.append(new_pulka_path(tmp_path, EVENING))

    threads = [threading.Thread(target=start) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(set(got)) == 16
    assert len(list(tmp_path.glob("*.json"))) == 16


def test_recent_pulkas_newest_first_without_temporary_lock_or_empty_files(tmp_path):
    names = ["a.json", "b.json", "c.json"]
    for i, name in enumerate(names):
        (tmp_path / name).write_text("{}", encoding="utf-8")
        os.utime(tmp_path / name, (1_000_000 + i, 1_000_000 + i))
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    (tmp_path / ".b.json.12345.tmp").write_text("x", encoding="utf-8")
    (tmp_path / ".hidden.json").write_text("x", encoding="utf-8")
    new_pulka_path(tmp_path, EVENING)  # reserved, still empty
    lock = acquire(tmp_path / "a.json")
    try:
        assert recent_pulkas(tmp_path) == [tmp_path / n for n in ("c.json", "b.json", "a.json")]
        assert recent_pulkas(tmp_path, limit=2) == [tmp_path / "c.json", tmp_path / "b.json"]
    finally:
        lock.release()


def test_a_reserved_name_appears_after_its_first_save(tmp_path):
    path = new_pulka_path(tmp_path, EVENING)
    assert recent_pulkas(tmp_path) == []
    atomic_write_text(path, "{}\n")
    assert recent_pulkas(tmp_path) == [path]


def test_opened_pulkas_anywhere_are_listed_by_the_later_of_save_and_opening(tmp_path):
    folder, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    folder.mkdir()
    elsewhere.mkdir()
    for place, name, saved in ((folder, "a.json", 1000), (folder, "b.json", 2000),
                               (elsewhere, "p3.json", 500)):
        (place / name).write_text("{}", encoding="utf-8")
        os.utime(place / name, (1_000_000 + saved,) * 2)
    opened = {str(elsewhere / "p3.json"): 1_003_000.0,  # saved first, opened last
              str(folder / "a.json"): 1_001_500.0,  # opened after its save, before b's
              str(elsewhere / "gone.json"): 1_004_000.0,  # moved away since
              str(elsewhere): 1_004_000.0,  # not a file
              "bad\0path": 1_004_000.0}  # a settings file edited by hand
    assert recent_pulkas(folder, opened=opened) == [
        elsewhere / "p3.json", folder / "b.json", folder / "a.json"]
    assert recent_pulkas(folder, limit=2, opened=opened) == [
        elsewhere / "p3.json", folder / "b.json"]


@pytest.mark.parametrize("below", ["", "sub/pulkas"])
def test_a_data_folder_that_is_a_file_is_named_with_what_to_do(tmp_path, below):
    """A tester's finding: "[Errno 17] File exists: '/tmp/datafile'" named neither the
    data folder nor what to do."""
    file = tmp_path / "datafile"
    file.write_text("not a folder", encoding="utf-8")
    folder = file / below if below else file
    with pytest.raises(paths.DataFolderIsAFile) as caught:
        data_dir(folder)
    assert str(caught.value) == (
        f"the data folder {folder} cannot be made: {file} is a file, not a folder; move "
        "that file away, or name another data folder (--data-dir DIR, or "
        "$PREFERANS_TUI_DATA)")
    assert isinstance(caught.value, OSError)
    assert caught.value.text("ru").startswith(f"папку данных {folder} не создать: {file}")
    assert file.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.parametrize("command", [["stats"], ["club", "players"], ["rules", "list"]])
def test_each_command_says_so_in_one_line(tmp_path, monkeypatch, capsys, command):
    from preferans_tui.__main__ import main

    file = tmp_path / "datafile"
    file.write_text("", encoding="utf-8")
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(file))
    monkeypatch.delenv("PREFERANS_TUI_CLUB", raising=False)
    assert main(command) == 1
    err = capsys.readouterr().err
    assert err == (f"preferans-tui: the data folder {file} cannot be made: {file} is a "
                   "file, not a folder; move that file away, or name another data folder "
                   "(--data-dir DIR, or $PREFERANS_TUI_DATA)\n")
