"""Look-alike names in the ledger (issue 32 item 5): Latin ``Anna`` and ``Аnna`` with a
Cyrillic А are two rows that read the same; ``stats`` says so, naming both spellings
and their scripts, and an alias joins them."""

from __future__ import annotations

import json

import pytest

from preferans_tui.ledger.names import look_alike_pairs, scripts
from tests.cli.stats_helpers import run
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
CYRILLIC_ANNA = "\u0410nna"


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    (folder / "a.json").write_bytes(PULKA1.read_bytes())
    text = PULKA1.read_text(encoding="utf-8").replace('"Anna"', f'"{CYRILLIC_ANNA}"')
    (folder / "b.json").write_text(text, encoding="utf-8")
    return folder


def test_scripts_and_pairs():
    assert scripts("Anna") == ("latin",)
    assert scripts(CYRILLIC_ANNA) == ("cyrillic", "latin")
    assert scripts("Аня") == ("cyrillic",)
    assert look_alike_pairs(["Anna", "Boris", CYRILLIC_ANNA]) == [("Anna", CYRILLIC_ANNA)]
    assert look_alike_pairs(["Anna", "Аня", "Лёва", "Лева"]) == []


@pytest.mark.parametrize(("lang", "words"), [
    ("en", f"⚠ 'Anna' (Latin) and '{CYRILLIC_ANNA}' (Cyrillic + Latin) look the same but "
           f"are two players; if they are one: preferans-tui stats --alias "
           f"\"{CYRILLIC_ANNA}=Anna\""),
    ("ru", f"⚠ 'Anna' (латиница) и '{CYRILLIC_ANNA}' (кириллица + латиница) выглядят "
           f"одинаково, но это два игрока; если это один человек: preferans-tui stats "
           f"--alias \"{CYRILLIC_ANNA}=Anna\"")])
def test_stats_warns_of_two_players_that_read_the_same(folder, tmp_path, capsys,
                                                       monkeypatch, lang, words):
    monkeypatch.setenv("COLUMNS", "400")
    _, out, _ = run(capsys, folder, "--data-dir", tmp_path / "data", "--lang", lang)
    assert words in out.splitlines()
    _, out, _ = run(capsys, folder, "--data-dir", tmp_path / "data", "--json")
    doc = json.loads(out)
    assert doc["look_alike"] == [{"names": ["Anna", CYRILLIC_ANNA],
                                  "scripts": [["latin"], ["cyrillic", "latin"]]}]
    assert {"Anna", CYRILLIC_ANNA} <= set(doc["players"])


def test_an_alias_joins_them_and_the_warning_goes(folder, tmp_path, capsys):
    data = tmp_path / "data"
    code, _, _ = run(capsys, "--data-dir", data, "--alias", f"{CYRILLIC_ANNA}=Anna")
    assert code == 0
    _, out, _ = run(capsys, folder, "--data-dir", data, "--json")
    doc = json.loads(out)
    assert doc["look_alike"] == []
    assert CYRILLIC_ANNA not in doc["players"]
    anna = doc["players"]["Anna"]
    assert anna["evenings"] == 2 and anna["names"] == ["Anna", CYRILLIC_ANNA]
    # her result is the sum of her two evenings' balances, one under each spelling
    assert anna["result_exact"] == str(2 * int(doc["files"][0]["balance_exact"]["Anna"]))
