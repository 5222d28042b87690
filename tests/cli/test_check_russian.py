"""``check --lang ru`` and ``settle --lang ru``: the problem lines in Russian too — the
rules core's reasons, its validators' and pydantic's own messages — with the field in
the player's words (English too: ``the call of Anna``, not ``calls.Anna``) and the rule.

The Russian below is worked out from the rules: hand 1 is an eight with a half-whist
(only on a six or a seven, rule 3.8.7); hand 2 calls "vist" (a call is whist, pass or
half, rule 3.8.1), gives Vera 11 tricks (at most 10, rule 3.5) and a key no hand has
(§9.1).
"""

from __future__ import annotations

import json

from preferans_tui.__main__ import main

PLAYERS = ["Anna", "Boris", "Vera"]
RULES = {"variant": "sochi", "pulya_target": 10}
HANDS = [
    {"kind": "game", "dealer": "Anna", "declarer": "Boris", "contract": "8S",
     "calls": {"Vera": "pass", "Anna": "half"}, "tricks": {"Boris": 8}},
    {"kind": "game", "dealer": "Boris", "declarer": "Vera", "contract": "6S",
     "calls": {"Anna": "vist", "Boris": "pass"}, "tricks": {"Vera": 11}, "bogus": 1},
]


def written(tmp_path, **doc) -> str:
    path = tmp_path / "bad.json"
    top = {"format": "preferans-pulka", "version": 1, "players": PLAYERS, "rules": RULES,
           "hands": HANDS}
    path.write_text(json.dumps({k: v for k, v in (top | doc).items() if v is not None}),
                    encoding="utf-8")
    return str(path)


def checked(capsys, path: str, *lang: str) -> list[str]:
    assert main(["check", path, *lang]) == 1
    return capsys.readouterr().out.splitlines()[1:]


def test_check_in_russian_tells_every_problem_in_russian(tmp_path, capsys):
    assert checked(capsys, written(tmp_path), "--lang", "ru") == [
        "  сдача 1, вист или пас (Anna): полвиста только на шестерной или семерной, а не на 8S "
        "(правило 3.8.7)",
        "  сдача 2, вист или пас (Anna): должно быть одно из: вист, пас, полвиста, а не 'vist' "
        "(правило 3.8.1)",
        "  сдача 2, взятки (Vera): должно быть не больше 10, а не 11 (правило 3.5)",
        "  сдача 2, bogus: неизвестный ключ (опечатка не должна менять счёт) (правило §9.1)",
        "  (при пересчёте пропущены сдачи 1 и 2; сдачи после каждой проверены без неё)",
    ]


def test_check_in_english_names_the_fields_in_words(tmp_path, capsys):
    assert checked(capsys, written(tmp_path)) == [
        "  hand 1, the call of Anna: half-whist only on a six or a seven, not on 8S (rule 3.8.7)",
        "  hand 2, the call of Anna: Input should be 'whist', 'pass' or 'half', not 'vist' "
        "(rule 3.8.1)",
        "  hand 2, the tricks of Vera: Input should be less than or equal to 10, not 11 (rule 3.5)",
        "  hand 2, bogus: unknown key (a typo must not change a score) (rule §9.1)",
        "  (left out of the replay: hands 1 and 2; the hands after each were checked "
        "without it)",
    ]


def test_names_version_and_missing_fields_in_russian(tmp_path, capsys):
    same = written(tmp_path, players=["Anna", "Anna", "Vera"], hands=[])
    assert checked(capsys, same, "--lang", "ru") == [
        "  игроки: у двух игроков одно и то же имя: 'Anna' (правило 1.2)"]
    # no version; a raspasy without its dealer; a misère giving a whister's tricks
    hands = [{"kind": "raspasy", "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}},
             {"kind": "misere", "dealer": "Anna", "declarer": "Boris",
              "tricks": {"Boris": 1, "Vera": 2}}]
    assert checked(capsys, written(tmp_path, version=None, hands=hands), "--lang", "ru")[:3] == [
        "  version: не указана; нужна 1",
        "  сдача 1, сдающий: нет обязательного поля (правило §9.1)",
        "  сдача 2, взятки: на мизере пишут только взятки заказчика, Boris (правило 3.6)",
    ]


def test_settle_in_russian_quotes_the_problems_in_russian(tmp_path, capsys):
    assert main(["settle", written(tmp_path), "--lang", "ru"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"preferans-tui: {tmp_path / 'bad.json'}: сдача 1, вист или пас (Anna): "
                          "полвиста только на шестерной или семерной, а не на 8S "
                          "(правило 3.8.7); ")
    assert err.rstrip().endswith("; и ещё 1 (все покажет preferans-tui check)")
    assert main(["settle", written(tmp_path)]) == 1
    assert capsys.readouterr().err.rstrip().endswith(
        "; and 1 more (preferans-tui check lists them)")


def test_a_file_that_cannot_be_read_and_an_unknown_option_in_russian(tmp_path, capsys):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    assert checked(capsys, str(empty), "--lang", "ru") == ["  файл пустой"]
    assert checked(capsys, str(empty)) == ["  the file is empty"]
    typo = written(tmp_path, rules=RULES | {"half_whsit": True}, hands=[])
    [line] = checked(capsys, typo, "--lang", "ru")
    assert line.startswith("  rules.half_whsit: неизвестный ключ: правила 'half_whsit' нет; "
                           "может быть, 'half_whist'? Правила такие: variant, pulya_target, ")
    assert line.endswith(" (правило §11)")


def test_a_contradiction_of_the_rules_in_russian(tmp_path, capsys):
    """SPEC §13.8.4, rule 3.8.13: Sochi whists greedy, so ``gentleman_split: "always"`` is
    refused with ONE line naming both options as the file spells them; the why is the
    core's Russian (the start screen's own), the English reads as it always did."""
    split = written(tmp_path, rules=RULES | {"gentleman_split": "always"}, hands=[])
    assert checked(capsys, split, "--lang", "ru") == [
        '  rules: gentleman_split: "always" противоречит whist_style: "greedy": при '
        "жлобском висте висты за взятки с пасующим не делятся (правило 3.8.13)"]
    assert checked(capsys, split) == [
        '  rules: gentleman_split: "always" contradicts whist_style: "greedy": greedy '
        "whist never splits the trick whists with the passer (rule 3.8.13)"]
    assert main(["settle", split, "--lang", "ru"]) == 1
    assert capsys.readouterr().err == (
        f'preferans-tui: {split}: rules: gentleman_split: "always" противоречит '
        'whist_style: "greedy": при жлобском висте висты за взятки с пасующим не делятся '
        "(правило 3.8.13)\n")
