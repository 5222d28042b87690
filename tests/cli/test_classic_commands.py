"""Classic (SPEC §14) through the commands: ``settle`` and ``check`` read its dark fields
and name the field and the rule of a refusal; ``stats --variant classic`` counts only
its pulkas; an old Sochi file settles as before."""

from __future__ import annotations

import json
from pathlib import Path

from preferans_tui.__main__ import main
from tests.cli.stats_helpers import run

CASES = Path(__file__).parent.parent / "data" / "cases"


def _write(folder: Path, name: str, case: str, created: str) -> Path:
    doc = json.loads((CASES / f"{case}.json").read_text(encoding="utf-8"))["pulka"]
    doc["created"] = created
    path = folder / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_check_names_the_field_and_the_rule_of_a_dark_refusal(tmp_path, capsys):
    path = _write(tmp_path, "exit.json", "classic-dark-exit-seven-refused", "2026-12-01")
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert ("hand 3, the contract: after a dark raspasy of level 2 the contract must be "
            "at least 8 (or another raspasy), not 7D (rule 3.7.7)") in out
    opening = _write(tmp_path, "opening.json", "classic-game-in-opening-round-refused",
                     "2026-12-01")
    assert main(["settle", str(opening), "--json"]) == 1
    assert ("hand 2, the kind of deal: deal 2 is one of the first 3, the compulsory raspasy: "
            "only raspasy are played there (rule 3.7.9)") in capsys.readouterr().err


def test_settle_reads_dark_passes_and_dark_bids(tmp_path, capsys):
    path = _write(tmp_path, "bombs.json", "classic-opening-round-and-bombs", "2026-12-01")
    assert main(["settle", str(path), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    # SPEC §14.6: Anna +420, Boris −120, Vera −300; gora −4, 24, 52
    assert got["balance_exact"] == {"Anna": "420", "Boris": "-120", "Vera": "-300"}
    assert got["gora"] == {"Anna": -4, "Boris": 24, "Vera": 52}
    assert got["variant"] == "classic" and got["finished"] is True


def test_stats_variant_classic_counts_only_classic_pulkas(tmp_path, capsys):
    _write(tmp_path, "classic.json", "classic-opening-round-and-bombs", "2026-12-01T20:00")
    _write(tmp_path, "sochi.json", "pulka1-sochi-three-players", "2026-12-01T21:00")
    code, out, _ = run(capsys, tmp_path, "--variant", "classic", "--json")
    assert code == 0
    ledger = json.loads(out)
    assert [Path(f["file"]).name for f in ledger["files"]] == ["classic.json"]
    assert ledger["players"]["Anna"]["evenings"] == 1
    code, out, _ = run(capsys, tmp_path, "--variant", "sochi", "--json")
    assert [Path(f["file"]).name for f in json.loads(out)["files"]] == ["sochi.json"]
