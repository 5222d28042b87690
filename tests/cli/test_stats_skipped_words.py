"""Skipped files are said in the user's language (issue 31 item 10): the ledger keeps
each reason as a code and its values, not as English text, so ``stats --lang ru`` words
a refused file in Russian, from the cache too."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from preferans_tui.__main__ import main
from preferans_tui.storage.ledger_files import load_cache
from preferans_tui.ui import i18n
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(["stats", *map(str, argv)])
    out = capsys.readouterr()
    return code, out.out, out.err


def folder_with_skips(tmp_path):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(PULKA1, folder / "good.json")
    os.symlink(folder / "good.json", folder / "link.json")
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["players"][0] = "Anna "
    (folder / "name.json").write_text(json.dumps(doc), encoding="utf-8")
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["hands"] = []
    (folder / "begun.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


def test_stats_in_russian_says_why_each_file_is_skipped_in_russian(tmp_path, capsys,
                                                                    monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    folder = folder_with_skips(tmp_path)
    data = tmp_path / "data"
    for _ in range(2):  # computed, then from the last run and the cache
        code, out, _ = run(capsys, folder, "--data-dir", data, "--lang", "ru")
        assert code == 0
        lines = {line.split(":", 1)[0].rsplit("/", 1)[-1]: line.split(": ", 1)[1]
                 for line in out.splitlines() if line.startswith("пропущен ")}
        assert lines == {
            "link.json": f"тот же файл, что и {folder / 'good.json'}",
            "name.json": "игроки: имя 1-го игрока: 'Anna ' начинается или кончается "
                         "пробелом (правило 1.2)",
            "begun.json": "ни одной сдачи"}
        assert "starts or ends" not in out
    (cached,) = [e for p, e in load_cache(data).items() if p.endswith("name.json")]
    assert cached.skipped.code == "problem"                     # a code, not English
    assert cached.skipped.problem["reason"]["params"]["problem"]["reason"]["code"] == (
        "name_spaces_ends")
    code, out, _ = run(capsys, folder, "--data-dir", data, "--lang", "en")
    assert "name.json: players: player 1's name 'Anna ' starts or ends with a space " \
           "(rule 1.2)" in out
