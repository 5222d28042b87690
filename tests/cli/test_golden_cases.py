"""Every golden case, through `settle --json`: the shared ones (shared/cases, copied to
tests/data/cases) and our own (tests/data/own_cases).

The expected values were worked by hand: SPEC §10 (EX-01 … EX-16, PULKA-1, PULKA-2),
SPEC §13 (the v2-* cases), and §13.7 for each of our own. The comparison follows
shared/tools/check-cases: integers exactly, balance to the cent, a player or a whist pair
the case does not name is not compared (missing whist pairs count as 0), and
``{"refused": true}`` means the file must be refused: exit 1 with a reason.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.__main__ import main
from tests.conftest import ACCEPTED_CASES, ALL_CASES, CASES, OWN_CASES, load_case


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
                if abs(have[p] - v) > 0.005:
                    diffs.append(f"balance {p}: want {v}, got {have[p]}")
        elif isinstance(want, dict):
            for p, v in want.items():
                if have.get(p) != v:
                    diffs.append(f"{key} {p}: want {v!r}, got {have.get(p)!r}")
        elif have != want:
            diffs.append(f"{key}: want {want!r}, got {have!r}")
    return diffs


def _settle(path, tmp_path, capsys) -> tuple[int, str, str]:
    pulka = tmp_path / "pulka.json"
    pulka.write_text(json.dumps(load_case(path)["pulka"], ensure_ascii=False), encoding="utf-8")
    code = main(["settle", str(pulka), "--json"])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("path", ALL_CASES, ids=[p.stem for p in ALL_CASES])
def test_golden_case(path, tmp_path, capsys):
    case = load_case(path)
    code, out, err = _settle(path, tmp_path, capsys)
    if case["expected"].get("refused"):
        assert code == 1 and err.strip() and out == ""
        return
    assert code == 0, err
    assert _compare(case["expected"], json.loads(out)) == []


def test_all_cases_are_here():
    """shared/cases holds 71 cases (49 of SPEC §10, 18 of §13, 4 of §14: Classic); every
    one is copied and run above, beside our own for every §13.7 option value."""
    assert len(CASES) == 71
    assert sum(p.stem.startswith("v2-") for p in CASES) == 18
    assert sum(p.stem.startswith("classic-") for p in CASES) == 4
    assert len(OWN_CASES) >= 13


@pytest.mark.parametrize("path", ACCEPTED_CASES, ids=[p.stem for p in ACCEPTED_CASES])
def test_balance_sums_to_zero(path, tmp_path, capsys):
    code, out, _ = _settle(path, tmp_path, capsys)
    got = json.loads(out)
    assert code == 0 and round(sum(got["balance"].values()), 6) == 0
