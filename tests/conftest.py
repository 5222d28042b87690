"""Shared fixtures: the golden cases shipped in tests/data/cases (copied from shared/cases)
and our own cases in tests/data/own_cases (one per option value of SPEC §13.7, worked by
hand; the working is in each case's ``source``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
CASES = sorted((DATA / "cases").glob("*.json"))
OWN_CASES = sorted((DATA / "own_cases").glob("*.json"))
ALL_CASES = CASES + OWN_CASES
SAVES = Path(__file__).parent.parent / "saves"


def load_case(path: Path) -> dict:
    """One golden case: {"name", "source", "pulka", "expected"}."""
    return json.loads(path.read_text(encoding="utf-8"))


def is_refused(path: Path) -> bool:
    """A case whose file must be refused (``"expected": {"refused": true}``)."""
    return bool(load_case(path)["expected"].get("refused"))


ACCEPTED_CASES = [p for p in ALL_CASES if not is_refused(p)]
"""The cases whose file is valid (the others must be refused)."""


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory, monkeypatch):
    """Never let a test write into the real user data folder."""
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path_factory.mktemp("data")))
