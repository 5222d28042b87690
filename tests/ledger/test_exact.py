"""Exact and consistent (issue 15 part 6), on generated archives of valid pulkas.

Each player's total is the sum of his ``balance_exact`` (``settle --json``) over the same
files; the head-to-head table is antisymmetric and each row adds up to the total.
"""

from __future__ import annotations

import tempfile
from collections import defaultdict
from fractions import Fraction
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from preferans_tui.ledger import build_ledger
from preferans_tui.storage import dump
from preferans_tui.storage.archive import NO_HANDS, Archive, read_archive
from preferans_tui.views.settlement import settle_json
from tests.strategies import pulkas

ARCHIVES = st.lists(pulkas(max_hands=16), min_size=1, max_size=5)
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def read_back(archive: list) -> Archive:
    """``archive`` saved as pulka files in a folder, and read as the ledger reads it."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for i, pulka in enumerate(archive):
            (folder / f"pulka-{i}.json").write_text(
                dump(pulka, created=f"2026-11-{i + 1:02d}T20:00:00"), encoding="utf-8")
        return read_archive([folder], None, workers=1)


@SETTINGS
@given(ARCHIVES)
def test_totals_are_the_sums_of_the_settlements(archive):
    read = read_back(archive)
    played = [p for p in archive if len(p)]  # a pulka with no hands is no evening
    assert [s.reason for s in read.skipped] == [NO_HANDS] * (len(archive) - len(played))
    assert len(read.evenings) == len(played)
    ledger = build_ledger(read.evenings)
    expected: dict[str, Fraction] = defaultdict(Fraction)
    for pulka in played:
        for player, text in settle_json(pulka)["balance_exact"].items():
            expected[player] += Fraction(text)
    assert {p: t.result for p, t in ledger.players.items()} == expected
    assert sum(t.result for t in ledger.players.values()) == 0
    h = ledger.head_to_head
    for a in h:
        assert sum(h[a].values()) == ledger.players[a].result
        for b in h[a]:
            assert h[a][b] == -h[b][a]
            assert ledger.shared[a][b] == ledger.shared[b][a]


@SETTINGS
@given(ARCHIVES)
def test_counts_add_up_to_the_sheets(archive):
    """Whists written and received are the sheets' whist cells; deals are the dealt hands."""
    ledger = build_ledger(read_back(archive).evenings)
    written: dict[str, int] = defaultdict(int)
    received: dict[str, int] = defaultdict(int)
    deals: dict[str, int] = defaultdict(int)
    for pulka in archive:
        for p, row in pulka.totals.whists.items():
            for q, amount in row.items():
                written[p] += amount
                received[q] += amount
        for p in pulka.players:
            deals[p] += sum(1 for h in pulka.hands if h.kind != "adjustment")
    for name, t in ledger.players.items():
        assert (t.whists_written, t.whists_received, t.deals) == (
            written[name], received[name], deals[name])
        for g in t.games.values():
            assert g.declared == g.made + g.remiz
