"""The quick read of a valid file (``check.valid_file``) and the full check
(``check.check_bytes``) accept exactly the same files, and read them the same.

The quick read validates the document the parser already built (pydantic's Python mode)
instead of parsing the text a second time (its JSON mode): at 10,000 hands that second
parse's transient memory was 3 MiB of the app's peak (issue 16). The full check, which
words every problem, still reads the text; a file one accepts and the other refuses
would be a file read one way by the app and another by ``check``.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from preferans_tui.storage.check import check_bytes, valid_file
from preferans_tui.storage.file_model import PulkaFile
from tests.conftest import SAVES

DATA = Path(__file__).resolve().parent.parent / "data"
FILES = sorted([*DATA.rglob("*.json"), *SAVES.glob("*.json")])



def _pulka_text(path: Path) -> bytes:
    """The pulka file at ``path``, or the pulka a golden case holds."""
    doc = json.loads(path.read_bytes())
    if isinstance(doc, dict) and "pulka" in doc:
        return json.dumps(doc["pulka"], ensure_ascii=False, indent=1).encode("utf-8")
    return path.read_bytes()


ODD_VALUES = [0, 1, -1, 2, 10, 11, 1.0, 0.5, 2.5, 1e30, 10**30, True, False, None, "",
              "1", "0.5", "true", "x", "6S", "8NT", "whist", "half_whist", "pass",
              "sochi", "Anna", "game", "raspasy", [], [1], ["Anna"], {}, {"Anna": 1},
              {"Anna": "whist"}, "2026-12-01", "2026-12-01T20:00:00"]
"""Values a hand-edited file might hold where another was meant: numbers as text, floats
for counts, flags as words, the wrong container."""


def _agree(data: bytes) -> None:
    report = check_bytes(data)
    quick = valid_file(data)
    assert (quick is not None) == (not report.problems), report.problems
    if quick is not None:
        assert quick[0] == report.model == PulkaFile.model_validate_json(data)
        assert quick[1].results == report.pulka.results


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_file_of_the_tests_is_read_the_same_both_ways(path):
    _agree(_pulka_text(path))


def _leaves(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every value in ``doc`` (containers too), but the root and the header
    that says it is a pulka file: a file without it is refused before either read."""
    out = [path] if path and path[0] not in ("format", "version") else []
    if isinstance(doc, dict):
        for key, value in doc.items():
            out += _leaves(value, (*path, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            out += _leaves(value, (*path, i))
    return out


def _retyped(value: Any) -> list[Any]:
    """``value`` written as another JSON type that pydantic's lax mode might still read
    as the same (``1.0`` or ``"1"`` for 1, ``1`` or ``"true"`` for true)."""
    if isinstance(value, bool):
        return [int(value), str(value).lower()]
    if isinstance(value, int):
        return [float(value), str(value), value == 1]
    if isinstance(value, float):
        return [str(value), int(value)]
    if isinstance(value, str):
        return [[value], {value: value}, value.upper()]
    return [None]


def edited(rng: random.Random) -> bytes:
    """A pulka of the tests with one to three values replaced by odd ones or by the same
    value as another JSON type, or a key dropped (each chosen uniformly by ``rng``)."""
    doc = json.loads(_pulka_text(rng.choice(FILES)))
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(_leaves(doc))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        how = rng.choice(["retype", "retype", "odd", "drop"])
        if how == "drop" and isinstance(parent, dict):
            del parent[path[-1]]
        elif how == "retype":
            parent[path[-1]] = rng.choice(_retyped(parent[path[-1]]))
        else:
            parent[path[-1]] = copy.deepcopy(rng.choice(ODD_VALUES))
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def test_edited_files_are_accepted_or_refused_the_same_both_ways():
    """3,000 edited pulkas (a fixed seed), a few dozen of them still valid."""
    rng = random.Random(16)
    accepted = 0
    for _ in range(3000):
        data = edited(rng)
        _agree(data)
        accepted += valid_file(data) is not None
    assert accepted >= 20


BASE = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
        "rules": {"variant": "sochi", "pulya_target": 10}}
RASPASY = {"kind": "raspasy", "dealer": "Anna", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}


@pytest.mark.parametrize("doc", [
    {**BASE, "hands": []},
    {**BASE, "hands": [RASPASY]},
    BASE,  # no hands at all
    {**BASE, "hands": None},
    {**BASE, "hands": {"0": RASPASY}},
    {**BASE, "hands": [RASPASY, "raspasy"]},
    {**BASE, "hands": [{**RASPASY, "kind": "pass"}]},
    {**BASE, "hands": [{**RASPASY, "kind": None}]},
    {**BASE, "hands": [{k: v for k, v in RASPASY.items() if k != "kind"}]},
    {**BASE, "hands": [], "extra": 1},
    {**BASE, "hands": [], "title": "Friday", "created": "2026-12-01T20:00:00", "notes": ""},
    {**BASE, "hands": [], "created": "Friday"},
], ids=["empty", "one", "no-hands", "null", "object", "not-a-record", "unknown-kind",
        "null-kind", "no-kind", "unknown-key", "head", "bad-created"])
def test_the_top_level_and_the_hands_list_are_read_the_same_both_ways(doc):
    """The quick read validates the hands one by one and the rest as the file's head
    (``PulkaHead``): a missing or odd ``hands`` and a record of no known kind are refused
    as the whole file model refuses them, and what is accepted has the same fields given."""
    _agree(json.dumps(doc).encode("utf-8"))
    quick = valid_file(json.dumps(doc).encode("utf-8"))
    if quick is not None:
        assert quick[0].model_fields_set == PulkaFile.model_validate(doc).model_fields_set


def test_opening_a_file_builds_no_schema_of_the_whole_file(tmp_path):
    """Opening a file (``load``) builds the head's and the hands' schemas only, not the
    file model's, which holds both again (issue 16: start-up); ``check`` builds it."""
    import subprocess
    import sys

    path = tmp_path / "p.json"
    path.write_text(json.dumps({**BASE, "hands": [RASPASY]}))
    code = ("import sys; from pathlib import Path;"
            "from preferans_tui.storage import load, PulkaFile;"
            "load(Path(sys.argv[1])); print(PulkaFile.__pydantic_complete__)")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"
