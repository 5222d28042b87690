"""``settle``, ``check``, ``replay`` and ``stats`` only read: with ``PREFERANS_TUI_DATA``
naming a folder that does not exist they leave none behind (a new user found an empty
data folder made by ``settle FILE``). The language they print in was looked up in the
settings of a data folder created for it, the saved rule sets too, and ``stats`` kept
its last answer there."""

from __future__ import annotations

import pytest

from preferans_tui.__main__ import main
from preferans_tui.ui import replay_app
from tests.conftest import SAVES

PULKA1 = str(SAVES / "pulka1-sochi-three-players.json")


@pytest.mark.parametrize("argv", [
    ["settle", PULKA1], ["settle", PULKA1, "--json"], ["check", PULKA1],
    ["stats"], ["stats", "--json"], ["replay", PULKA1]])
def test_a_reader_leaves_no_data_folder_behind(argv, tmp_path, monkeypatch, capsys):
    folder = tmp_path / "not" / "yet"
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(folder))
    monkeypatch.setattr(replay_app.ReplayApp, "run", lambda self: None)  # no terminal
    assert main(argv) == 0
    capsys.readouterr()
    assert not (tmp_path / "not").exists()


def test_an_alias_change_still_makes_the_folder(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "data"
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(folder))
    assert main(["stats", "--alias", "Anya=Anna"]) == 0
    capsys.readouterr()
    assert folder.is_dir()
