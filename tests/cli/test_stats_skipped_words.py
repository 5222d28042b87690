"""Skipped files are said in the user's language (issue 31 item 10): the ledger keeps
each reason as a code and its values, not as English text, so ``stats --lang ru`` words
a refused file in Russian, from the cache too."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from preferans_tui import texts
from preferans_tui.storage.ledger_files import load_cache
from tests.cli.stats_helpers import run
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"


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
    assert "name.json: the players: player 1's name 'Anna ' starts or ends with a space " \
           "(rule 1.2)" in out


@pytest.mark.parametrize(("lang", "words"), [
    ("ru", "файл не прочитать: нет такого файла или папки"),
    ("en", "cannot read the file: No such file or directory")])
def test_a_file_the_system_will_not_read_is_said_in_the_users_language(
        tmp_path, capsys, monkeypatch, lang, words):
    """A link to a file that is gone (ENOENT): the system's reason in Russian too, not its
    English «No such file or directory» inside a Russian line."""
    monkeypatch.setenv("COLUMNS", "200")
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(PULKA1, folder / "good.json")
    os.symlink(folder / "moved.json", folder / "gone.json")
    code, out, _ = run(capsys, folder, "--data-dir", tmp_path / "data", "--lang", lang)
    assert code == 0
    (line,) = [line for line in out.splitlines() if "gone.json" in line]
    assert line.endswith(f"gone.json: {words}")
    if lang == "ru":
        assert "No such file" not in out


def test_the_ledger_tab_says_the_systems_reason_in_russian():
    """The ledger screen's «Пропущено» tab words a skipped file with the same function:
    a folder that refuses us (EACCES) reads «нет прав доступа» in Russian."""
    import errno

    from preferans_tui.ledger import Skipped
    from preferans_tui.storage.archive import unreadable
    from preferans_tui.texts.ledger_words import skipped_reason

    why = unreadable(PermissionError(errno.EACCES, "Permission denied"))
    entry = Skipped.because("x.json", why).model_dump(mode="json")
    assert entry["reason"] == "cannot read the file: Permission denied"  # stats --json
    assert entry["params"] == {"error": "Permission denied", "errno": "EACCES"}
    texts.set_language("ru")
    assert skipped_reason(entry) == "файл не прочитать: нет прав доступа"
    texts.set_language("en")
    assert skipped_reason(entry) == "cannot read the file: Permission denied"
