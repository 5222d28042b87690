"""A tournament's table played to a number of deals (the file's ``deals_limit``, issue
28) is a complete game once they are all played: the ledger neither marks it ``*`` nor
counts it "in progress"; a table stopped before its limit still is one in progress.

The files: three players dealing raspasy in turn (Anna, Boris, Vera), so no pulya ever
closes (Sochi to 10): ``done.json`` is an event's table of 4 deals with its 4 played,
``part.json`` one of 4 deals with 2 played. Of the two evenings exactly one (``part``)
is unfinished, for each of the three players.
"""

from __future__ import annotations

import csv
import io
import json

import pytest

from tests.cli.stats_helpers import run
from tests.ui.test_deals_limit_views import THREE, limited


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    for name, played in (("done", 4), ("part", 2)):
        (tmp_path / name).mkdir()
        limited(tmp_path / name, 4, played).rename(folder / f"{name}.json")
    return folder


def test_the_json_counts_the_played_table_finished(folder, tmp_path, capsys):
    _, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
    doc = json.loads(out)
    assert {f["file"].rsplit("/", 1)[1]: f["finished"] for f in doc["files"]} == {
        "done.json": True, "part.json": False}
    assert doc["unfinished"] == 1
    assert {p: v["unfinished_evenings"] for p, v in doc["players"].items()} == dict.fromkeys(
        THREE, 1)


def test_the_csv_and_the_table_agree(folder, tmp_path, capsys, monkeypatch):
    _, out, _ = run(capsys, folder, "--csv", "--data-dir", tmp_path / "data")
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(out))}
    assert {p: (r["evenings"], r["unfinished_evenings"]) for p, r in rows.items()} == dict.fromkeys(
        THREE, ("2", "1"))
    monkeypatch.setenv("COLUMNS", "250")
    _, table, _ = run(capsys, folder, "--data-dir", tmp_path / "data", "--lang", "ru")
    assert "из них не доиграна 1 (*)" in table
    assert f"не доиграна {folder / 'part.json'}" in table.splitlines()
    assert f"не доиграна {folder / 'done.json'}" not in table


def test_finished_only_keeps_the_played_table(folder, tmp_path, capsys):
    _, out, _ = run(capsys, folder, "--json", "--finished-only", "--data-dir",
                    tmp_path / "data")
    doc = json.loads(out)
    assert [f["file"].rsplit("/", 1)[1] for f in doc["files"]] == ["done.json"]
    assert (doc["unfinished"], doc["filtered_out"]) == (0, 1)
