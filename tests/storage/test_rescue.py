"""The rescue file (issue 32.1): a new file each time, never over one that is there."""

from __future__ import annotations

import os
from datetime import datetime

import pytest

from preferans_tui.storage.rescue import rescue_places, write_rescue

NOW = datetime(2026, 12, 1, 23, 15, 2)


def test_two_rescues_at_the_same_second_are_two_files(tmp_path):
    places = rescue_places(tmp_path)
    first = write_rescue(b"one", "friday.json", places, NOW)
    second = write_rescue(b"two", "friday.json", places, NOW)
    assert first == tmp_path / "rescued" / "friday.rescued-20261201-231502.json"
    assert second == tmp_path / "rescued" / "friday.rescued-20261201-231502-2.json"
    assert (first.read_bytes(), second.read_bytes()) == (b"one", b"two")


def test_a_symlink_planted_at_the_name_is_not_followed(tmp_path):
    (tmp_path / "rescued").mkdir()
    victim = tmp_path / "victim"
    victim.write_bytes(b"keep me")
    (tmp_path / "rescued" / "friday.rescued-20261201-231502.json").symlink_to(victim)
    path = write_rescue(b"pulka", "friday.json", rescue_places(tmp_path), NOW)
    assert path.name == "friday.rescued-20261201-231502-2.json"
    assert victim.read_bytes() == b"keep me"


def test_the_temporary_folder_when_the_data_folder_refuses(tmp_path, monkeypatch):
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "rescued").write_bytes(b"not a folder")
    path = write_rescue(b"pulka", "friday.json", rescue_places(tmp_path / "data"), NOW)
    assert path == tmp_path / "tmp" / "preferans-tui-friday.rescued-20261201-231502.json"


def test_no_place_at_all_raises_the_last_error(tmp_path):
    with pytest.raises(OSError):
        write_rescue(b"pulka", "friday.json", [tmp_path / "missing" / "x"], NOW)
    assert not os.listdir(tmp_path)
