"""``stats --lang en|ru`` (as ``settle`` and ``check``): the tables in Russian with the
decimal comma; the default is the app's saved setting, else the system's; ``--json`` and
``--csv`` do not change.

Two evenings of SPEC §10 PULKA-1 (Anna, Boris, Vera; Sochi to 10, 0.50 a whist), worked
by hand:

- evening 1, all 8 hands: results A +150, B −146, C −4; money 75.00, −73.00, −2.00;
  pairwise B owes A 115⅓, C owes A 34⅔, B owes C 30⅔ (SPEC's own figures);
- evening 2, hands 1-2 only, settled as stopped (rule 4.2.3): gora A 8, B 13, C 13 (the
  missing pulya into the gora), mean 11⅓; whists B→A 4, C→A 2 → A +27⅓, B −12⅔, C −14⅔;
  pairwise B owes A 5×10/3 − 4 = 12⅔, C owes A 16⅔ − 2 = 14⅔, B owes C 0; money to the
  kopeck keeping the sum 0 (SPEC §13.6): 1366⅔, −633⅓, −733⅓ kopecks round to 1367,
  −633, −733, a kopeck too many, taken from the first of the three equal remainders in
  seat order: Anna 13.66, Boris −6.33, Vera −7.33.

Over both: A +177⅓ (+88⅔ an evening; best +150, worst +27⅓; money 88.66), B −158⅔
(−79⅓; −12⅔, −146; −79.33), C −18⅔ (−9⅓; −4, −14⅔; −9.33); 10 deals each. The tables
print whists to the hundredth as the CSV does: the results 177.33, −18.67, −158.67 miss a
hundredth, which goes to the first of three equal remainders (⅓ each), Anna's: +177.34. Trick games:
A 6♠ ×2 and 9♦, all made; B 7♥ (set, 6 tricks), 6♣ and 8♠ made. Vera's misère made.
Raspasy (hand 2 twice, hand 3 once): A 2, 0, 2 → 1.33 and one without a trick; B 5, 6,
5 → 5.33; C 3, 4, 3 → 3.33. Whists written / on him: A 56 / 4+2+4+2 = 12, B 4+4 = 8 /
56+4 = 60, C 2+4+2 = 8 / 0. Help (hand 6): A gave B 2 pulya points. Head to head: B owes
A 128, C owes A 49⅓, B owes C 30⅔.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from preferans_tui.__main__ import main
from preferans_tui.ui.settings import Settings, save_settings
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"

RUSSIAN = """\
Итоги

                                    за
 игрок  вечеров  сдач     итог   вечер  деньги   лучший   худший
 ───────────────────────────────────────────────────────────────
 Anna        2*    10  +177,34  +88,67  +88,66  +150,00   +27,33
 Vera        2*    10   −18,67   −9,33   −9,33    −4,00   −14,67
 Boris       2*    10  −158,67  −79,33  −79,33   −12,67  −146,00

Игра

                                  мизеры  распасы     распасы         висты    помощь
 игрок  игр  сыграл  ремизов  сыграл/нет   взяток  без взяток  писал/на нём  дал/взял
 ────────────────────────────────────────────────────────────────────────────────────
 Anna     3       3        0         0/0     1,33           1         56/12       2/0
 Vera     0       0        0         1/0     3,33           0           8/0       0/0
 Boris    3       2        1         0/0     5,33           0          8/60       0/2

Личные встречи: сколько вистов игрок
столбца должен игроку строки

            Anna     Vera     Boris
 ──────────────────────────────────
 Anna              +49,33   +128,00
 Vera     −49,33             +30,67
 Boris   −128,00   −30,67

2 вечера; висты до сотых, как в --csv; из них не доиграна 1 (*): пулька в процессе учтена как есть,
--finished-only её не учитывает
не доиграна pulkas/two.json
пропущен pulkas/empty.json: ни одной сдачи
"""


@pytest.fixture
def evenings(tmp_path, monkeypatch):
    """The two evenings, and a pulka begun with no hand (skipped), in the folder
    ``pulkas`` of the current one (so that the skipped file's path is short)."""
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    folder = tmp_path / "pulkas"
    folder.mkdir()
    for name, hands, day in (("one.json", 8, 20), ("two.json", 2, 27), ("empty.json", 0, 28)):
        doc = data | {"hands": data["hands"][:hands], "created": f"2026-11-{day}T21:00:00"}
        (folder / name).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return Path("pulkas")


def stats(capsys, *argv) -> str:
    assert main(["stats", *map(str, argv)]) == 0
    return capsys.readouterr().out


def lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines()]


def test_russian_tables_with_the_decimal_comma(evenings, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    out = stats(capsys, evenings, "--data-dir", tmp_path / "data", "--lang", "ru")
    assert lines(out) == lines(RUSSIAN)


def test_russian_tables_fit_80_columns(evenings, tmp_path, capsys, monkeypatch):
    """Every figure whole at 80 columns: the headers fold, the last column (help) too."""
    monkeypatch.setenv("COLUMNS", "80")
    out = lines(stats(capsys, evenings, "--data-dir", tmp_path / "data", "--lang", "ru"))
    assert max(map(len, out)) <= 80
    assert " Anna     3       3        0         0/0     1,33         1      56/12       2/0" \
        in out
    assert " Anna        2*    10  +177,34  +88,67  +88,66  +150,00   +27,33" in out


def test_english_keeps_the_point(evenings, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    out = stats(capsys, evenings, "--data-dir", tmp_path / "data", "--lang", "en")
    assert " Anna          2*     10  +177.34   +88.67  +88.66  +150.00   +27.33" in lines(out)
    assert " Anna        3     3    0        0/0     1.33         1      56/12        2/0" \
        in lines(out)
    assert lines(out)[-4:] == ["2 evenings; whists to the hundredth, as in --csv; 1 of them "
                               "unfinished (*): a pulka still in",
                               "progress counts as it stands, --finished-only leaves it out",
                               "unfinished pulkas/two.json",
                               "skipped pulkas/empty.json: no hands written"]
    assert "," not in out.replace(", ", "")  # no decimal comma anywhere


def test_the_default_is_the_saved_setting_else_the_system(evenings, tmp_path, capsys,
                                                          monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    save_settings(data, Settings(language="ru"))  # F2 in the app
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert "2 вечера; висты до сотых, как в --csv" in stats(capsys, evenings, "--data-dir", data)
    assert "2 evenings;" in stats(capsys, evenings, "--data-dir", data, "--lang", "en")
    save_settings(data, Settings())  # no language saved: the system's
    assert "2 evenings;" in stats(capsys, evenings, "--data-dir", data)
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    assert "2 вечера;" in stats(capsys, evenings, "--data-dir", data)
    (data / "settings.json").write_text('{"language": "de"}', encoding="utf-8")  # no setting
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert "2 evenings;" in stats(capsys, evenings, "--data-dir", data)


@pytest.mark.parametrize("form", ["--json", "--csv"])
def test_json_and_csv_do_not_depend_on_the_language(evenings, tmp_path, capsys, form):
    data = tmp_path / "data"
    english = stats(capsys, evenings, "--data-dir", data, form, "--lang", "en")
    assert stats(capsys, evenings, "--data-dir", data, form, "--lang", "ru") == english
    if form == "--csv":  # the point, in hundredths: Anna's money 88.66
        assert "88.66" in english and "88,66" not in english
