"""Shared fixtures: the golden cases shipped in tests/data/cases (copied from shared/cases)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
CASES = sorted((DATA / "cases").glob("*.json"))
SAVES = Path(__file__).parent.parent / "saves"


def load_case(path: Path) -> dict:
    """One golden case: {"name", "source", "pulka", "expected"}."""
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory, monkeypatch):
    """Never let a test write into the real user data folder."""
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path_factory.mktemp("data")))
