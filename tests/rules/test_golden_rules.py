""""Why" for every number (issue 3.6): each entry of every golden case names its rule —
but for an adjustment's, written by hand, when the table named none (issue 31.4).

A rule is a Kodex number ("3.8.1.2") or footnote ("fn 61"); the golden cases are those
of shared/cases copied to tests/data/cases (SPEC §10, §13) and our own (tests/data/
own_cases), every one whose file is valid.
"""

from __future__ import annotations

import json
import re

import pytest

from preferans_tui import storage
from tests.conftest import ACCEPTED_CASES, load_case

RULE = re.compile(r"^(\d+(\.\d+)+|fn \d+)$")


@pytest.mark.parametrize("path", ACCEPTED_CASES, ids=[p.stem for p in ACCEPTED_CASES])
def test_every_entry_of_a_golden_case_names_its_rule(path):
    case = load_case(path)
    _, pulka = storage.loads(json.dumps(case["pulka"]))
    entries = [(r.hand, e) for r in pulka.results for e in r.entries]
    assert entries
    for hand, e in entries:
        if hand.kind == "adjustment" and not hand.rule:
            # written by hand, the table naming no rule: none is made up (issue 31.4;
            # FORMAT.md: an adjustment's rule is optional)
            assert e.rule == "", e
            continue
        assert e.rule and RULE.match(e.rule), e
