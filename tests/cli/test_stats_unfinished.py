"""A pulka still in progress is marked in every view of ``stats`` and can be left out
(issue 31 item 8): the table, ``--csv`` and ``--json`` say which evenings are
unfinished; ``--finished-only`` counts only finished pulkas.

The examples: pulka1 (Sochi, 3 players: Anna, Boris, Vera) is finished; pulka4 (Rostov,
4 players: Anna, Boris, Gleb, Vera) is not (its pulyas are not closed, rule 4.2.14)."""

from __future__ import annotations

import csv
import io
import json
import shutil

import pytest

from tests.cli.stats_helpers import run
from tests.conftest import SAVES

FINISHED = SAVES / "pulka1-sochi-three-players.json"
UNFINISHED = SAVES / "pulka4-rostov-four-players.json"


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(FINISHED, folder / "friday.json")
    shutil.copy(UNFINISHED, folder / "tonight.json")
    return folder


def test_the_json_says_who_has_an_unfinished_evening(folder, tmp_path, capsys):
    _, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
    doc = json.loads(out)
    assert doc["unfinished"] == 1
    assert {p: v["unfinished_evenings"] for p, v in doc["players"].items()} == {
        "Anna": 1, "Boris": 1, "Vera": 1, "Gleb": 1}
    assert {f["file"].rsplit("/", 1)[1]: f["finished"] for f in doc["files"]} == {
        "friday.json": True, "tonight.json": False}


def test_the_csv_says_it(folder, tmp_path, capsys):
    _, out, _ = run(capsys, folder, "--csv", "--data-dir", tmp_path / "data")
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(out))}
    assert {p: (r["evenings"], r["unfinished_evenings"]) for p, r in rows.items()} == {
        "Anna": ("2", "1"), "Boris": ("2", "1"), "Vera": ("2", "1"), "Gleb": ("1", "1")}


@pytest.mark.parametrize(("lang", "note", "prefix"), [
    ("en", "1 of them unfinished (*)", "unfinished "),
    ("ru", "из них не доиграна 1 (*)", "не доиграна ")])
def test_the_table_marks_it(folder, tmp_path, capsys, monkeypatch, lang, note, prefix):
    monkeypatch.setenv("COLUMNS", "250")
    _, out, _ = run(capsys, folder, "--data-dir", tmp_path / "data", "--lang", lang)
    lines = out.splitlines()
    gleb = next(line for line in lines if line.lstrip().startswith("Gleb"))
    assert gleb.split()[1] == "1*"     # his one evening is the unfinished one
    assert note in out
    assert f"{prefix}{folder / 'tonight.json'}" in lines


def test_finished_only_leaves_it_out(folder, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "250")
    _, out, _ = run(capsys, folder, "--json", "--finished-only", "--data-dir",
                    tmp_path / "data")
    doc = json.loads(out)
    assert [f["file"].rsplit("/", 1)[1] for f in doc["files"]] == ["friday.json"]
    assert set(doc["players"]) == {"Anna", "Boris", "Vera"}
    assert (doc["unfinished"], doc["filtered_out"]) == (0, 1)
    assert doc["filters"] == {"finished_only": True}
    _, table, _ = run(capsys, folder, "--finished-only", "--data-dir", tmp_path / "data")
    assert "*" not in table and "unfinished" not in table
    _, again, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
    assert json.loads(again)["unfinished"] == 1   # not the last run of the other question
