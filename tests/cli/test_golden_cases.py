"""Every golden case of shared/cases (copied to tests/data/cases), through `settle --json`.

The expected values were worked by hand in SPEC §10 (EX-01 … EX-16, PULKA-1, PULKA-2);
the comparison follows shared/tools/check-cases: integers exactly, balance within 0.01,
missing whist pairs count as 0.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.__main__ import main
from tests.conftest import CASES, load_case


def _compare(expected: dict, got: dict) -> list[str]:
    diffs = []
    for key, want in expected.items():
        have = got.get(key)
        if key == "whists":
            for a, row in want.items():
                for b, v in row.items():
                    if have[a].get(b, 0) != v:
                        diffs.append(f"whists {a} on {b}: want {v}, got {have[a].get(b)}")
        elif key == "balance":
            for p, v in want.items():
                if abs(have[p] - v) > 0.011:
                    diffs.append(f"balance {p}: want {v}, got {have[p]}")
        elif have != want:
            diffs.append(f"{key}: want {want!r}, got {have!r}")
    return diffs


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden_case(path, tmp_path, capsys):
    case = load_case(path)
    pulka = tmp_path / "pulka.json"
    pulka.write_text(json.dumps(case["pulka"], ensure_ascii=False), encoding="utf-8")
    assert main(["settle", str(pulka), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert _compare(case["expected"], got) == []


def test_all_cases_are_here():
    """shared/cases holds 49 cases; every one is copied and run above."""
    assert len(CASES) == 49


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_balance_sums_to_zero(path, tmp_path, capsys):
    case = load_case(path)
    pulka = tmp_path / "pulka.json"
    pulka.write_text(json.dumps(case["pulka"], ensure_ascii=False), encoding="utf-8")
    main(["settle", str(pulka), "--json"])
    got = json.loads(capsys.readouterr().out)
    assert round(sum(got["balance"].values()), 6) == 0
