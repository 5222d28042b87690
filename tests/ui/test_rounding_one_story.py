"""One pulka, one cent, one player (issue 31 item 9): ``settle --json`` (balance and
money), the ``settle`` table and the settlement screen put the cent a rounding moves on
the same player; the stake prints one way per language on every screen; ``stats`` and
its CSV round one figure the same way; the ledger's head to head is in one number style.

The pulka (worked by hand): Anna, Boris, Vera; Sochi to 10, 0.0375 a whist. One
adjustment writes each 10 pulya, gora 4 / 1 / 0, and 2 whists by Anna on Boris. The gora
sum 5 gives the mean 5/3 (SPEC §8.5): Anna 10 × (5/3 − 4) + 2 = −64/3 (−21.333…),
Boris 10 × (5/3 − 1) − 2 = +14/3 (4.666…), Vera 10 × 5/3 = +50/3 (16.666…).

- balance (SPEC §13.6): half away from zero −21.33, +4.67, +16.67 sums to +0.01; all three
  remainders are a third of a hundredth, so the hundredth goes to the first in seat
  order: **Anna −21.34**;
- money: exactly −0.80, +0.175, +0.625; half away from zero −0.80, +0.18, +0.63 sums to
  +0.01 and the cent goes where the balance's went: **Anna −0.81**, Boris +0.18, Vera
  +0.63 (before: Boris's +0.175 took it, +0.17: the cent on Anna in the balance and on
  Boris in the money).
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

from preferans_tui import texts
from preferans_tui.__main__ import main
from preferans_tui.views.settlement_tables import settlement_text
from tests.ui.screens.test_settlement import Host, shown_text

MINUS = "\u2212"

PULKA = {
    "format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
    "rules": {"variant": "sochi", "pulya_target": 10, "stake_per_whist": "0.0375"},
    "hands": [{"kind": "adjustment", "entries": [
        *({"column": "pulya", "player": p, "amount": 10} for p in ("Anna", "Boris", "Vera")),
        {"column": "gora", "player": "Anna", "amount": 4},
        {"column": "gora", "player": "Boris", "amount": 1},
        {"column": "whists", "player": "Anna", "on": "Boris", "amount": 2}]}],
}


def write(tmp_path, doc=PULKA, name="cent.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_settle_json_puts_the_cent_on_one_player(tmp_path, capsys):
    assert main(["settle", str(write(tmp_path)), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["balance_exact"] == {"Anna": "-64/3", "Boris": "14/3", "Vera": "50/3"}
    assert out["balance"] == {"Anna": -21.34, "Boris": 4.67, "Vera": 16.67}
    assert out["money"] == {"Anna": "-0.81", "Boris": "0.18", "Vera": "0.63"}


def test_the_settle_table_shows_the_same_money(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    assert main(["settle", str(write(tmp_path)), "--lang", "en"]) == 0
    rows: dict[str, list[str]] = {}
    for line in capsys.readouterr().out.splitlines():  # the table's rows, then payments
        if line.split()[:1] in (["Anna"], ["Boris"], ["Vera"]):
            rows.setdefault(line.split()[0], line.split())
    assert rows["Anna"][-2:] == [f"{MINUS}21⅓", f"{MINUS}0.81"]
    assert rows["Boris"][-2:] == ["+4⅔", "+0.18"]
    assert rows["Vera"][-2:] == ["+16⅔", "+0.63"]


async def test_the_settlement_screen_shows_the_same_money(tmp_path):
    app = Host(write(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen)
    rows = {line.split()[0]: line.split() for line in text.splitlines()
            if line.split()[:1] in (["Anna"], ["Boris"], ["Vera"]) and "→" not in line}
    assert rows["Anna"][-1] == f"{MINUS}0.81"
    assert rows["Boris"][-1] == "+0.18" and rows["Vera"][-1] == "+0.63"
    assert "stake 0.0375 per whist" in text


def test_the_stake_prints_one_way_per_language(tmp_path):
    """``"0.5"`` and ``"0.50"`` in the file are one stake: ``0.50`` in English, ``0,50`` in
    Russian, on the settlement (its copy and export) and on the sheet (the start screen
    fills its field the same way)."""
    from preferans_tui.storage import load
    from preferans_tui.views.sheet import sheet_data

    for written in ("0.5", "0.50"):
        doc = PULKA | {"rules": PULKA["rules"] | {"stake_per_whist": written}}
        _, pulka = load(write(tmp_path, doc, f"stake{written}.json"))
        texts.set_language("en")
        try:
            assert "stake 0.50 per whist" in settlement_text(pulka)
            assert sheet_data(pulka, mark=texts.decimal_mark())[0].stake == "0.50"
            texts.set_language("ru")
            assert "вист стоит 0,50" in settlement_text(pulka)
            assert sheet_data(pulka, mark=texts.decimal_mark())[0].stake == "0,50"
        finally:
            texts.set_language("en")


RASPASY_EIGHT = {
    "format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
    "rules": {"variant": "sochi", "pulya_target": 10},
    "hands": [{"kind": "raspasy", "dealer": ("Vera", "Anna", "Boris")[i % 3],
               "tricks": {"Anna": int(i == 0), "Boris": 5, "Vera": 5 - int(i == 0)}}
              for i in range(8)],
}
"""Eight raspasy; Anna takes one trick in all of them: her mean is 1/8 of a trick
(0.125, half away from zero 0.13); Vera's 39/8 = 4.875 → 4.88; Boris 5.00."""


def test_a_mean_of_an_eighth_prints_the_same_in_the_table_and_the_csv(tmp_path, capsys,
                                                                     monkeypatch):
    """The table rounded half to even (0.12) and the CSV half up (0.13)."""
    monkeypatch.setenv("COLUMNS", "100")
    folder = tmp_path / "pulkas"
    folder.mkdir()
    write(folder, RASPASY_EIGHT)
    data = tmp_path / "data"
    assert main(["stats", str(folder), "--data-dir", str(data), "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert {r["player"]: r["raspasy_mean_tricks"] for r in rows} == {
        "Anna": "0.13", "Vera": "4.88", "Boris": "5.00"}
    for lang, anna in (("en", "0.13"), ("ru", "0,13")):
        assert main(["stats", str(folder), "--data-dir", str(data), "--lang", lang]) == 0
        line = next(x for x in capsys.readouterr().out.splitlines()
                    if x.startswith(" Anna ") and "/" in x)  # the play table
        assert anna in line.split()


def test_head_to_head_in_one_number_style(tmp_path, capsys, monkeypatch):
    """The four example pulkas (three and four players): the nets come in thirds, halves
    and whole whists, and the table wrote ``+282⅓`` beside ``+68``; now every cell of the
    head to head is signed with two decimals, as the CSV's."""
    monkeypatch.setenv("COLUMNS", "120")
    saves = Path(__file__).parent.parent.parent / "saves"
    assert main(["stats", str(saves), "--data-dir", str(tmp_path / "data")]) == 0
    out = capsys.readouterr().out
    table = out[out.index("Head to head"):].splitlines()
    cells = [cell for line in table
             if line.split()[:1] in (["Anna"], ["Boris"], ["Vera"], ["Gleb"])
             and not line.startswith("  ")  # a row, not the heading of names
             for cell in line.split()[1:]]
    assert len(cells) == 12  # four players, each against three
    assert all(re.fullmatch(r"[+−]\d+\.\d\d", cell) for cell in cells), cells


def test_one_evenings_ledger_puts_the_hundredth_where_settle_does(tmp_path, capsys):
    """The pulka above alone in the ledger: results −64/3, +14/3, +50/3 round to −21.33,
    +4.67, +16.67, a hundredth too many; the three remainders tie, and the ledger lists
    the best result first (Vera): the hundredth went to Vera (+16.66) while ``settle``
    gave it to Anna, first in seat order. Now the ledger breaks ties in seat order too:
    Anna −21.34, Boris +4.67, Vera +16.67, in the JSON, the CSV and the table."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    write(folder)
    data = str(tmp_path / "data")
    assert main(["stats", str(folder), "--data-dir", data, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {p: v["result"] for p, v in doc["players"].items()} == {
        "Vera": 16.67, "Boris": 4.67, "Anna": -21.34}
    assert main(["stats", str(folder), "--data-dir", data, "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [(r["player"], r["result"]) for r in rows] == [
        ("Vera", "16.67"), ("Boris", "4.67"), ("Anna", "-21.34")]


async def test_the_ledger_screen_puts_the_hundredth_where_settle_does(tmp_path):
    from textual.widgets import DataTable

    from preferans_tui.ui.app import PreferansApp
    from tests.opened import opened
    from tests.ui.screens.test_ledger import cells, open_ledger

    folder = tmp_path / "data"
    folder.mkdir()
    write(folder)
    app = PreferansApp(None, folder)
    async with opened(app, size=(100, 30)) as pilot:
        screen = await open_ledger(pilot)
        players = screen.query_one("#lg-players", DataTable)
        assert cells(players) == ["Vera", "Boris", "Anna"]
        assert cells(players, 3) == ["+16.67", "+4.67", f"{MINUS}21.34"]
