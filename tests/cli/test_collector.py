"""The commands that exit soon (settle, check, stats) run with the cyclic garbage
collector off, and the app until its sheet is shown (issues 15, 16); each leaves the
collector as it found it, and ``settle --json`` prints without loading rich.

Figures: SPEC §10 PULKA-1 (A +150, B −146, C −4).
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_tui.__main__ import main
from preferans_tui.ui.heap import settle_heap
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
ROOT = Path(__file__).parent.parent.parent


@pytest.fixture
def collector_off_inside(monkeypatch):
    """Record whether the collector was on while ``settle`` read the file."""
    from preferans_tui.storage import check

    seen: list[bool] = []
    valid_file = check.valid_file

    def recording(data):
        seen.append(gc.isenabled())
        return valid_file(data)

    monkeypatch.setattr(check, "valid_file", recording)
    return seen


def test_settle_runs_with_the_collector_off_and_switches_it_on_after(collector_off_inside,
                                                                      capsys):
    assert gc.isenabled()
    assert main(["settle", str(PULKA1), "--json"]) == 0
    assert collector_off_inside == [False]
    assert gc.isenabled()
    assert json.loads(capsys.readouterr().out)["balance_exact"] == {
        "Anna": "150", "Boris": "-146", "Vera": "-4"}


def test_stats_sums_up_its_evenings_with_the_collector_off(monkeypatch, tmp_path, capsys):
    from preferans_tui.storage import archive

    seen: list[bool] = []
    summarize = archive.summarize

    def recording(*args, **kwargs):
        seen.append(gc.isenabled())
        return summarize(*args, **kwargs)

    monkeypatch.setattr(archive, "summarize", recording)
    (tmp_path / "evening.json").write_bytes(PULKA1.read_bytes())
    assert main(["stats", str(tmp_path), "--data-dir", str(tmp_path), "--json"]) == 0
    assert seen == [False]
    assert gc.isenabled()
    players = json.loads(capsys.readouterr().out)["players"]
    assert {p: players[p]["result_exact"] for p in players} == {
        "Anna": "150", "Boris": "-146", "Vera": "-4"}


def test_a_collector_switched_off_by_the_caller_stays_off(capsys):
    gc.disable()
    try:
        assert main(["check", str(PULKA1)]) == 0
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert "8 deals" in capsys.readouterr().out


def test_the_collector_is_on_again_once_the_sheet_is_settled():
    gc.disable()
    try:
        settle_heap()
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


def test_settle_json_does_without_rich():
    code = ("import sys\n"
            "from preferans_tui.__main__ import main\n"
            f"main(['settle', {str(PULKA1)!r}, '--json'])\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('rich', 'textual')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_replay_starts_with_the_collector_off(monkeypatch):
    """A 100,000-hand replay walked its pulka three times before its first frame; the
    replay app switches the collector on once shown (``settle_heap_soon``)."""
    from preferans_tui.ui import replay_app

    seen: list[bool] = []

    def recording(file, lang=None):
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(replay_app, "run_replay", recording)
    assert main(["replay", str(PULKA1)]) == 0
    assert seen == [False]
    assert gc.isenabled()
