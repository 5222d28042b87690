"""`settle` and `check` speak the app's language (issue 12.15): ``--lang``, else the
setting the app saved (F2), else ``LANG``; the text settlement also gives the payments and
the pair-by-pair debts and fits 80 columns with four players; ``--json`` never changes.

Figures: SPEC §10 PULKA-1 (A +150, B −146, C −4; payments B → A 146, C → A 4 at 0.50 a
whist: 73.00 and 2.00 — in Russian 73,00 and 2,00, the decimal comma; pairwise B owes A
115⅓, C owes A 34⅔, B owes C 30⅔).
"""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from preferans_tui.__main__ import main
from preferans_tui.ui.settings import Settings, save_settings
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA4 = SAVES / "pulka4-rostov-four-players.json"


def settle(capsys, *args: str) -> str:
    assert main(["settle", *args]) == 0
    return capsys.readouterr().out


def rows(out: str) -> list[str]:
    """The printed lines with their runs of spaces made one."""
    return [" ".join(line.split()) for line in out.splitlines()]


def test_settle_in_russian_with_payments_and_debts(capsys):
    out = settle(capsys, str(PULKA1), "--lang", "ru")
    assert "игрок" in out and "пуля" in out and "гора" in out and "итог" in out
    assert "висты на:" in out
    assert "8 сдач, пулька закончена; итог в вистах" in out
    assert "Кто кому платит (наименьшим числом платежей)" in out
    assert "Boris → Anna 146 73,00" in rows(out) and "Vera → Anna 4 2,00" in rows(out)
    assert "+75,00" in out and "\u221273,00" in out and "73.00" not in out
    assert "Кто кому должен, попарно (висты)" in out
    assert {"Boris → Anna 115⅓", "Vera → Anna 34⅔", "Boris → Vera 30⅔"} <= set(rows(out))
    assert "player " not in out and "result" not in out  # the title says "three players"


def test_settle_in_english_by_default(capsys):
    out = settle(capsys, str(PULKA1))
    assert "8 deals, finished; result in whists" in out
    assert "Payments (the fewest)" in out and "Who owes whom, pair by pair" in out
    assert "+150" in out and "\u2212146" in out


def test_the_saved_setting_and_lang(capsys, monkeypatch, tmp_path):
    save_settings(tmp_path, Settings(language="ru"))
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path))
    assert "Кто кому платит" in settle(capsys, str(PULKA1))
    assert "Payments" in settle(capsys, str(PULKA1), "--lang", "en")  # --lang wins
    save_settings(tmp_path, Settings())  # no language saved: the system's
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    assert "Кто кому платит" in settle(capsys, str(PULKA1))


def test_four_players_fit_80_columns(capsys):
    out = settle(capsys, str(PULKA4), "--lang", "ru")
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 80
    out = settle(capsys, str(PULKA4), "--lang", "en")
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 80
    # every figure whole: Gleb's result −137 and money −34.25 (the file's own settlement)
    assert "\u2212137" in out and "\u221234.25" in out
    ru = settle(capsys, str(PULKA4), "--lang", "ru")
    assert "\u2212137" in ru and "\u221234,25" in ru and "34.25" not in ru


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_json_does_not_depend_on_the_language(capsys, lang):
    reference = json.loads(settle(capsys, str(PULKA1), "--json"))
    assert json.loads(settle(capsys, str(PULKA1), "--json", "--lang", lang)) == reference
    # FORMAT.md: money is a decimal string with a point in any language (146 × 0.50)
    assert Decimal(reference["money"]["Boris"]) == Decimal("-73")
    assert "," not in reference["money"]["Boris"]


def test_check_in_russian(capsys, tmp_path):
    assert main(["check", str(PULKA1), "--lang", "ru"]) == 0
    assert capsys.readouterr().out == f"{PULKA1}: всё в порядке, 8 сдач\n"
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["hands"][0]["tricks"]["Anna"] = 8  # 8 + 2 + 1 = 11 tricks (rule 3.5)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", str(bad), "--lang", "ru"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{bad}: 1 ошибка"
    assert out[-1].startswith("  (при пересчёте пропущена сдача 1;")


def leningrad_stopped(tmp_path):
    """A 4-player Leningrad pulka to 10 at 1.00 a whist, stopped after one deal: Gleb
    deals, Anna makes 6♠, Boris and Vera whist and take 2 each (their share, rule
    3.8.12: no remiz). Sheet: Anna pulya 2, every gora 0."""
    doc = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera", "Gleb"],
           "rules": {"variant": "leningrad", "pulya_target": 10, "stake_per_whist": "1.00"},
           "hands": [{"kind": "game", "dealer": "Gleb", "declarer": "Anna", "contract": "6S",
                      "calls": {"Boris": "whist", "Vera": "whist"},
                      "tricks": {"Anna": 6, "Boris": 2, "Vera": 2}}]}
    path = tmp_path / "stopped.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_stopped_leningrad_pulka_shows_the_gora_it_is_settled_with(capsys, tmp_path, lang):
    """A new user could not re-add the Leningrad stop by hand: the CLI hid the gora at
    the stop. Rule 4.2.3.3 (SPEC §8.1, f = 2): g = gora + 2 × (10 − pulya): Anna
    0 + 2 × 8 = 16, everyone else 0 + 2 × 10 = 20."""
    out = settle(capsys, str(leningrad_stopped(tmp_path)), "--lang", lang)
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 80
    table = rows(out)
    assert any(r.startswith("Anna 2 0 16 ") for r in table)
    assert sum(1 for r in table if r.split()[:1] in (["Boris"], ["Vera"], ["Gleb"])
               and r.split()[1:4] == ["0", "0", "20"]) == 3
    assert ("stop" if lang == "en" else "(стоп)") in out


async def test_the_settlement_screen_says_the_leningrad_stop_counts_double(tmp_path):
    from preferans_tui.rules import Pulka
    from preferans_tui.storage import load
    from preferans_tui.texts import set_language
    from preferans_tui.views.settlement_tables import status_text

    _, pulka = load(leningrad_stopped(tmp_path))
    assert isinstance(pulka, Pulka) and not pulka.finished
    set_language("en")
    assert "writes 2 points into his gora for every point his pulya lacks" in \
        status_text(pulka)
    assert "4.2.3.3" in status_text(pulka)
    set_language("ru")
    try:
        assert "пишет себе в гору 2" in status_text(pulka)
    finally:
        set_language("en")
