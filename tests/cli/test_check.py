"""`preferans-tui check FILE`: every problem listed, exit 1; a clean file exits 0."""

from __future__ import annotations

import json

import pytest

from preferans_tui.__main__ import main
from preferans_tui.storage import PulkaFileError, load
from preferans_tui.storage.check import check_bytes
from tests.conftest import ACCEPTED_CASES, SAVES, load_case

SAVED = sorted(SAVES.glob("*.json"))
PULKA1 = SAVES / "pulka1-sochi-three-players.json"


def _pulka1() -> dict:
    return json.loads(PULKA1.read_text(encoding="utf-8"))


def _write(tmp_path, doc) -> str:
    path = tmp_path / "pulka.json"
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("path", SAVED, ids=[p.stem for p in SAVED])
def test_every_example_pulka_is_clean(path, capsys):
    assert main(["check", str(path)]) == 0
    hands = json.loads(path.read_text(encoding="utf-8"))["hands"]
    deals = sum(hand["kind"] != "adjustment" for hand in hands)  # adjustments are no deals
    assert deals == len(hands)  # the examples hold none
    assert capsys.readouterr().out == f"{path}: ok, {deals} deals\n"


@pytest.mark.parametrize("path", ACCEPTED_CASES, ids=[p.stem for p in ACCEPTED_CASES])
def test_every_golden_case_is_clean(path, tmp_path, capsys):
    assert main(["check", _write(tmp_path, load_case(path)["pulka"])]) == 0


def test_contradictory_options_are_one_problem_naming_both(tmp_path, capsys):
    """SPEC §13.2 (case v2-contradictory-options-refused): Leningrad ends at the sum of
    the pulyas, so help can never happen: ONE problem, naming both options."""
    doc = {"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
           "rules": {"variant": "leningrad", "pulya_target": 10, "help": True}, "hands": []}
    path = _write(tmp_path, doc)
    assert main(["check", path]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{path}: 1 problem"
    assert out[1].startswith('  rules: help: true contradicts end_rule: "sum_reached": ')
    assert out[1].endswith("(rule 4.2.3.3)")


def test_every_problem_is_listed_pydantic_and_rules_alike(tmp_path, capsys):
    doc = _pulka1()
    doc["titel"] = "typo"                          # file level: unknown key
    doc["hands"][0]["tricks"]["Anna"] = 8          # hand 1: sum 11 (rules)
    doc["hands"][3]["contract"] = "7X"             # hand 4: not a contract (pydantic)
    doc["hands"][3]["open"] = "maybe"              # hand 4: a second pydantic error
    doc["hands"][6]["contract"] = "8C"             # hand 7: half-whist on an eight (rules)
    path = _write(tmp_path, doc)
    assert main(["check", path]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{path}: 5 problems"
    assert out[1] == "  titel: unknown key (a typo must not change a score)"
    assert out[2] == "  hand 1, the tricks: sum to 11, must be 10 (rule 3.5)"
    assert out[3].startswith("  hand 4, the contract: contract '7X' is not a level 6-10")
    assert out[4].startswith("  hand 4, open or closed whist: ")
    assert out[5].startswith("  hand 7, the call of Anna: half-whist only on a six or a seven")
    assert out[6] == ("  (left out of the replay: hands 1, 4 and 7; the hands after each "
                      "were checked without it)")
    assert len(out) == 7


def test_one_hand_left_out_reads_as_one(tmp_path, capsys):
    doc = _pulka1()
    doc["hands"][1]["tricks"] = {"Anna": 2, "Boris": 6, "Vera": 3}  # hand 2: sum 11
    assert main(["check", _write(tmp_path, doc)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == ("  (left out of the replay: hand 2; the hands after it were checked "
                       "without it)")


def test_a_missing_version_and_a_null_file_read_plainly(tmp_path, capsys):
    doc = _pulka1()
    del doc["version"]
    assert main(["check", _write(tmp_path, doc)]) == 1
    assert capsys.readouterr().out.splitlines()[1] == "  version: missing; must be 1"
    (tmp_path / "null.json").write_text("null", encoding="utf-8")
    assert main(["check", str(tmp_path / "null.json")]) == 1
    assert "the top level is a JSON null, not an object" in capsys.readouterr().out


def test_an_unknown_option_does_not_hide_the_other_bad_options(tmp_path, capsys):
    doc = _pulka1()
    doc["rules"]["bogus"] = 1
    doc["rules"]["half_whist"] = "x"
    assert main(["check", _write(tmp_path, doc)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(": 2 problems")
    assert out[1].startswith("  rules.bogus: unknown key: no option 'bogus'")
    assert out[2].startswith("  rules.half_whist: ")


def test_a_refused_hand_does_not_make_the_later_hands_wrong(tmp_path):
    """Hand 2 is refused and skipped; hand 3 is dealt by Boris, the player after hand 2's
    dealer Anna, and is not reported for its dealer: only hand 6 is wrong besides."""
    doc = _pulka1()
    doc["hands"][1]["tricks"]["Boris"] = 6         # raspasy 2 + 6 + 3 = 11
    doc["hands"][5]["dealer"] = "Anna"             # hand 6: Boris deals, not Anna
    report = check_bytes(json.dumps(doc), "pulka.json")
    assert report.problems == [
        "hand 2, tricks: sum to 11, must be 10 (rule 3.5)",
        "hand 6, dealer: Boris deals this hand, not Anna (the deal passes left) (rule 3.2.2)",
    ]
    assert report.skipped == [2, 6]
    assert report.pulka is None and not report.ok


def test_load_refuses_what_check_reports_quoting_the_first_three(tmp_path):
    doc = _pulka1()
    for hand in doc["hands"]:
        hand["kind"] = "bomb"
    with pytest.raises(PulkaFileError) as info:
        load(_write(tmp_path, doc))
    assert len(info.value.problems) == 8
    assert str(info.value).endswith("; and 5 more (preferans-tui check lists them)")


def test_bad_players_are_reported_once(tmp_path):
    doc = _pulka1()
    doc["players"] = ["Anna", "Boris", "Anna"]
    report = check_bytes(json.dumps(doc))
    assert report.problems == ["players: two players have the same name, 'Anna' (rule 1.2)"]


def test_check_of_a_missing_file(tmp_path, capsys):
    assert main(["check", str(tmp_path / "gone.json")]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"{tmp_path / 'gone.json'}: 1 problem\n  cannot read the file: ")
