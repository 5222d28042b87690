"""The cent a rounding moves falls on one player everywhere (issue 29.2): ``settle
--json`` (balance and money), the ``settle`` table, ``stats --json``, ``stats --csv`` and
the ``stats`` table. Worked by hand (SPEC §8.5, §13.6: each figure half away from zero,
the missing cent to the players whose exact result nobody shares, the money's cent
where the balance's went).

**Thirds.** Anna, Boris, Vera, Sochi to 10, 0.50 a whist; one adjustment writes each 10
pulya and gora 4 / 4 / 0. Gora sum 8, mean 8/3: Anna and Boris 10 × (8/3 − 4) = −40/3,
Vera 10 × 8/3 = +80/3 (SPEC §13.6's example).
- balance: −13.33, −13.33, +26.67 sums to +0.01; Anna and Boris are equal, so Vera
  takes the cent: **+26.66**;
- money: exactly −6.666…, −6.666…, +13.333…; −6.67, −6.67, +13.33 sums to −0.01, and
  the cent goes where the balance's went: **Vera +13.34**.

**Half cents.** Anna, Boris, Vera, Gleb, Sochi to 10, 0.01 a whist; each 10 pulya, Anna
gora 1. Mean 1/4: Anna 10 × (1/4 − 1) = −7.50, the others +2.50 (no cent to move).
- money: exactly −0.075 and +0.025 three times: half away from zero −0.08 and +0.03
  (half to even would give +0.02) sums to +0.01; Boris, Vera and Gleb are equal, so
  Anna takes it: **−0.09**, the others +0.03.
"""

from __future__ import annotations

import csv
import io
import json

from preferans_tui.__main__ import main

MINUS = "\u2212"


def pulka(players: list[str], stake: str, gora: dict[str, int]) -> dict:
    return {
        "format": "preferans-pulka", "version": 1, "players": players,
        "rules": {"variant": "sochi", "pulya_target": 10, "stake_per_whist": stake},
        "hands": [{"kind": "adjustment", "entries": [
            *({"column": "pulya", "player": p, "amount": 10} for p in players),
            *({"column": "gora", "player": p, "amount": n} for p, n in gora.items())]}],
    }


THIRDS = pulka(["Anna", "Boris", "Vera"], "0.50", {"Anna": 4, "Boris": 4})
HALF_CENTS = pulka(["Anna", "Boris", "Vera", "Gleb"], "0.01", {"Anna": 1})


def folder_with(tmp_path, doc):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    (folder / "evening.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


def printed(capsys, *argv) -> str:
    assert main([*map(str, argv)]) == 0
    return capsys.readouterr().out


def rows_of(text: str, names) -> dict[str, list[str]]:
    """The first line starting with each name, split (the table's row, not a payment)."""
    rows: dict[str, list[str]] = {}
    for line in text.splitlines():
        if line.split()[:1] and line.split()[0] in names:
            rows.setdefault(line.split()[0], line.split())
    return rows


def test_settle_json_thirds(tmp_path, capsys):
    file = folder_with(tmp_path, THIRDS) / "evening.json"
    out = json.loads(printed(capsys, "settle", file, "--json"))
    assert out["balance_exact"] == {"Anna": "-40/3", "Boris": "-40/3", "Vera": "80/3"}
    assert out["balance"] == {"Anna": -13.33, "Boris": -13.33, "Vera": 26.66}
    assert out["money"] == {"Anna": "-6.67", "Boris": "-6.67", "Vera": "13.34"}


def test_the_settle_table_thirds(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    file = folder_with(tmp_path, THIRDS) / "evening.json"
    rows = rows_of(printed(capsys, "settle", file, "--lang", "en"), ("Anna", "Boris", "Vera"))
    assert rows["Vera"][-2:] == ["+26⅔", "+13.34"]  # the exact result, the money
    assert rows["Anna"][-2:] == [f"{MINUS}13⅓", f"{MINUS}6.67"]


def test_stats_json_csv_and_table_thirds(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "160")
    folder = folder_with(tmp_path, THIRDS)
    data = ("--data-dir", tmp_path / "data")
    players = json.loads(printed(capsys, "stats", folder, *data, "--json"))["players"]
    assert {n: p["result"] for n, p in players.items()} == {
        "Vera": 26.66, "Anna": -13.33, "Boris": -13.33}
    assert players["Vera"]["money"] == "13.34"
    sheet = {r["player"]: r for r in csv.DictReader(io.StringIO(
        printed(capsys, "stats", folder, *data, "--csv")))}
    assert (sheet["Vera"]["result"], sheet["Vera"]["money"]) == ("26.66", "13.34")
    assert (sheet["Anna"]["result"], sheet["Anna"]["money"]) == ("-13.33", "-6.67")
    assert sheet["Vera"]["best"] == sheet["Vera"]["worst"] == "26.66"
    rows = rows_of(printed(capsys, "stats", folder, *data, "--lang", "en"),
                   ("Anna", "Boris", "Vera"))
    # player, evenings, deals, result, per evening, money, best, worst
    assert rows["Vera"][3:] == ["+26.66", "+26.66", "+13.34", "+26.66", "+26.66"]
    assert rows["Boris"][3:] == [f"{MINUS}13.33", f"{MINUS}13.33", f"{MINUS}6.67",
                                 f"{MINUS}13.33", f"{MINUS}13.33"]


def test_half_cents_everywhere(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "160")
    folder = folder_with(tmp_path, HALF_CENTS)
    out = json.loads(printed(capsys, "settle", folder / "evening.json", "--json"))
    assert out["balance"] == {"Anna": -7.5, "Boris": 2.5, "Vera": 2.5, "Gleb": 2.5}
    assert out["money"] == {"Anna": "-0.09", "Boris": "0.03", "Vera": "0.03", "Gleb": "0.03"}
    rows = rows_of(printed(capsys, "settle", folder / "evening.json", "--lang", "en"),
                   ("Anna", "Gleb"))
    assert rows["Anna"][-2:] == [f"{MINUS}7½", f"{MINUS}0.09"]
    assert rows["Gleb"][-2:] == ["+2½", "+0.03"]
    data = ("--data-dir", tmp_path / "data")
    sheet = {r["player"]: r for r in csv.DictReader(io.StringIO(
        printed(capsys, "stats", folder, *data, "--csv")))}
    assert (sheet["Anna"]["result"], sheet["Anna"]["money"]) == ("-7.50", "-0.09")
    assert (sheet["Gleb"]["result"], sheet["Gleb"]["money"]) == ("2.50", "0.03")
