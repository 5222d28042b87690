"""Thousands of mutated and truncated pulka files: a clear error or a valid result, never a
traceback (issue 5, "Done when").

The seeds are the example pulkas of saves/ and the golden cases of tests/data/cases. Each
generated file goes to ``load`` (what the app calls) and through ``main`` to ``check`` and
``settle --json`` in-process. 2,000 examples in all, derandomized for CI.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from preferans_tui.__main__ import main
from preferans_tui.storage import PulkaFileError, load
from tests.conftest import CASES, SAVES, load_case

SEEDS: list[bytes] = [p.read_bytes() for p in sorted(SAVES.glob("*.json"))] + [
    json.dumps(load_case(p)["pulka"], ensure_ascii=False, indent=1).encode("utf-8")
    for p in CASES
]
WORDS = ["Anna", "Boris", "Vera", "Gleb", "game", "misere", "raspasy", "adjustment", "whist",
         "pass", "half", "6S", "7H", "8NT", "10C", "9D", "pulya", "gora", "whists", "sochi",
         "leningrad", "rostov", "3.4.9", "3.4.6", "3.4.4", "kind", "tricks", "dealer", ""]
LEAVES = (st.none() | st.booleans() | st.integers(-3, 12) | st.integers(-10**7, 10**7)
          | st.sampled_from([10**30, -(10**30), 2**63]) | st.floats(allow_nan=False)
          | st.sampled_from(WORDS) | st.text(max_size=6))
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.sampled_from(WORDS) | st.text(max_size=4), inner,
                                        max_size=3), max_leaves=6)
FUZZ = settings(max_examples=400, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def _containers(node, out):
    if isinstance(node, dict | list):
        out.append(node)
        for child in (node.values() if isinstance(node, dict) else node):
            _containers(child, out)
    return out


@st.composite
def mutated(draw) -> bytes:
    """A seed with 1-3 structural edits: replace, delete, add, nudge a number, copy a hand."""
    doc = json.loads(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 3))):
        nodes = _containers(doc, [])
        node = draw(st.sampled_from(nodes))
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        op = draw(st.sampled_from(["replace", "nudge", "nudge", "delete", "add", "copy"]))
        if not keys:
            op = "add"
        key = draw(st.sampled_from(keys)) if keys else None
        if op == "nudge" and isinstance(node[key], int) and not isinstance(node[key], bool):
            node[key] += draw(st.sampled_from([-2, -1, 1, 2, 10]))
        elif op in ("replace", "nudge"):
            node[key] = draw(VALUES)
        elif op == "delete":
            del node[key]
        elif op == "copy" and isinstance(node, list):
            node.insert(draw(st.integers(0, len(node))), json.loads(json.dumps(node[key])))
        elif isinstance(node, dict):
            node[draw(st.sampled_from(WORDS) | st.text(max_size=4))] = draw(VALUES)
        else:
            node.append(draw(VALUES))
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


CONTRACTS = [f"{level}{strain}" for level in range(6, 11) for strain in ("S", "C", "D", "H", "NT")]


@st.composite
def plausible(draw) -> bytes:
    """A seed with 1-3 edits a player could make: move a trick, change a contract, a call,
    the variant, the target; cut the hands short; add an adjustment. Many stay valid and
    reach the scoring and the settlement with figures nobody worked out."""
    doc = json.loads(draw(st.sampled_from(SEEDS)))
    players, hands = doc["players"], doc["hands"]
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["trick", "trick", "contract", "call", "variant", "target",
                                   "prefix", "adjust", "stake"]))
        hand = draw(st.sampled_from(hands)) if hands else {}
        tricks = hand.get("tricks") or {}
        if op == "trick" and len(tricks) >= 2:
            a, b = draw(st.permutations(list(tricks)))[:2]
            tricks[a], tricks[b] = tricks[a] - 1, tricks[b] + 1
        elif op == "contract" and "contract" in hand:
            hand["contract"] = draw(st.sampled_from(CONTRACTS))
        elif op == "call" and hand.get("calls"):
            hand["calls"][draw(st.sampled_from(sorted(hand["calls"])))] = draw(
                st.sampled_from(["whist", "pass", "half"]))
        elif op == "variant":
            doc["rules"]["variant"] = draw(st.sampled_from(["sochi", "leningrad", "rostov"]))
        elif op == "target":
            doc["rules"]["pulya_target"] = draw(st.integers(1, 60))
        elif op == "prefix":
            del hands[draw(st.integers(0, len(hands))):]
        elif op == "adjust":
            a, b = draw(st.permutations(players))[:2]
            column = draw(st.sampled_from(["pulya", "gora", "whists"]))
            entry = {"column": column, "player": a, "amount": draw(st.integers(-50, 50))}
            if column == "whists":
                entry["on"] = b
            hands.insert(draw(st.integers(0, len(hands))), {"kind": "adjustment",
                                                             "entries": [entry]})
        else:
            doc["rules"]["stake_per_whist"] = draw(st.sampled_from(["0.5", "1", "0.01", "3.3"]))
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


@st.composite
def truncated(draw) -> bytes:
    seed = draw(st.sampled_from(SEEDS))
    return seed[: draw(st.integers(0, len(seed)))]


@st.composite
def byte_flipped(draw) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(data) - 1))
        op = draw(st.sampled_from(["set", "delete", "insert"]))
        if op == "set":
            data[i] = draw(st.integers(0, 255))
        elif op == "delete":
            del data[i]
        else:
            data.insert(i, draw(st.sampled_from(b'{}[],:"0123456789-.e \n\\\xff\xd0')))
    return bytes(data)


@pytest.fixture
def file(tmp_path) -> Path:
    return tmp_path / "fuzzed.json"


def _through_everything(path: Path, data: bytes, capsys) -> None:
    path.write_bytes(data)
    try:
        _, pulka = load(path)
        valid = True
    except PulkaFileError as exc:
        valid = False
        assert str(exc).startswith(f"{path}: ") and exc.problems
    capsys.readouterr()
    code = main(["check", str(path)])
    out, err = capsys.readouterr()
    assert code == (0 if valid else 1)
    assert out.startswith(f"{path}: ") and "Traceback" not in out + err
    code = main(["settle", str(path), "--json"])
    out, err = capsys.readouterr()
    if valid:
        assert code == 0 and err == ""
        result = json.loads(out)
        assert result["hands"] == len(pulka)
        assert sum(pulka.settle().exact.values()) == 0  # SPEC §8.6 zero sum
    else:
        assert code == 1 and out == ""
        assert err.startswith(f"preferans-tui: {path}: ") and "Traceback" not in err
    assert path.read_bytes() == data  # the file is never touched


@FUZZ
@given(data=mutated())
def test_mutated_files(file, capsys, data):
    _through_everything(file, data, capsys)


@FUZZ
@given(data=truncated())
def test_truncated_files(file, capsys, data):
    _through_everything(file, data, capsys)


@FUZZ
@given(data=byte_flipped())
def test_byte_flipped_files(file, capsys, data):
    _through_everything(file, data, capsys)


@settings(FUZZ, max_examples=800)
@given(data=plausible())
def test_plausible_edits(file, capsys, data):
    """Edits a player could make: many files stay valid and are settled."""
    _through_everything(file, data, capsys)
