"""`preferans-tui schema`: the pulka file's JSON Schema, from the pydantic models (issue 5.4)."""

from __future__ import annotations

import contextlib
import io
import json
import re

import pytest

from preferans_tui.__main__ import main
from tests.conftest import ACCEPTED_CASES, SAVES, load_case

SAVED = sorted(SAVES.glob("*.json"))
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _errors(value, schema, root, where="$") -> list[str]:
    """A small JSON Schema checker: the keywords pydantic's schema uses, nothing more."""
    if "$ref" in schema:
        schema = root["$defs"][schema["$ref"].rsplit("/", 1)[1]]
    errs: list[str] = []
    kind = schema.get("type")
    if kind == "integer":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "number":
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    else:
        ok = kind is None or isinstance(value, TYPES[kind])
    if not ok:
        return [f"{where}: not {kind}"]
    if "const" in schema and value != schema["const"]:
        errs.append(f"{where}: not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        errs.append(f"{where}: {value!r} not in {schema['enum']}")
    if "pattern" in schema and not re.search(schema["pattern"], value):
        errs.append(f"{where}: {value!r} does not match")
    for key, test in (("minimum", lambda v, m: v >= m), ("maximum", lambda v, m: v <= m),
                      ("exclusiveMinimum", lambda v, m: v > m),
                      ("minItems", lambda v, m: len(v) >= m),
                      ("maxItems", lambda v, m: len(v) <= m),
                      ("minLength", lambda v, m: len(v) >= m)):
        if key in schema and not test(value, schema[key]):
            errs.append(f"{where}: fails {key} {schema[key]}")
    if "anyOf" in schema or "oneOf" in schema:
        options = schema.get("anyOf") or schema["oneOf"]
        matches = [o for o in options if not _errors(value, o, root, where)]
        if ("oneOf" in schema and len(matches) != 1) or not matches:
            errs.append(f"{where}: matches {len(matches)} of the alternatives")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        errs += [f"{where}.{k}: required" for k in schema.get("required", ()) if k not in value]
        extra = schema.get("additionalProperties", True)
        for k, v in value.items():
            if k in props:
                errs += _errors(v, props[k], root, f"{where}.{k}")
            elif extra is False:
                errs.append(f"{where}.{k}: unknown key")
            elif isinstance(extra, dict):
                errs += _errors(v, extra, root, f"{where}.{k}")
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            errs += _errors(item, schema["items"], root, f"{where}[{i}]")
    return errs


@pytest.fixture(scope="module")
def schema():
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["schema"]) == 0
    return json.loads(out.getvalue())


def test_schema_is_json_schema_of_the_pulka_file(schema):
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["type"] == "object"
    # FORMAT.md "Top level": the required keys, and unknown keys refused
    assert sorted(schema["required"]) == ["format", "hands", "players", "rules", "version"]
    assert schema["additionalProperties"] is False
    assert schema["properties"]["format"]["const"] == "preferans-pulka"
    assert schema["properties"]["version"]["const"] == 1
    rules = schema["$defs"]["RuleOptions"]
    assert sorted(rules["required"]) == ["pulya_target", "variant"]
    hand_kinds = schema["properties"]["hands"]["items"]["discriminator"]["mapping"]
    assert sorted(hand_kinds) == ["adjustment", "game", "misere", "raspasy"]


def test_schema_shows_rules_version_2(schema):
    """SPEC §13.7: the fspr preset, every new option and value, and the game hand's new
    fields (talon tricks 0–3, conceded; no calls required, for a checked ten)."""
    defs = schema["$defs"]
    assert defs["Variant"]["enum"][:4] == ["sochi", "leningrad", "rostov", "fspr"]
    rules = defs["RuleOptions"]["properties"]
    assert "none" in rules["raspasy_zero_bonus"]["enum"]
    assert "whisted_made_game" in rules["raspasy_series_reset"]["enum"]
    assert rules["help_recipient"]["enum"] == ["largest_pulya", "next_clockwise"]
    assert rules["gentleman_split"]["enum"] == ["set_only", "always"]
    assert rules["raspasy_zero_bonus_column"]["enum"] == ["pulya", "gora"]
    assert rules["consolation_when_dealer_whists"]["enum"] == ["all", "dealer_only"]
    for flag in ("talon_bonus", "made_game_pays_gora_first", "dealer_whister_liable",
                 "half_whist_leaver_consolation", "ten_game_checked", "concede_down_three"):
        assert rules[flag]["type"] == "boolean"
    assert not {"paid_prikup", "multipliers", "settlement_amnesty"} & set(rules)
    game = defs["GameHand"]
    talon = game["properties"]["talon_tricks"]["anyOf"][0]
    assert (talon["minimum"], talon["maximum"]) == (0, 3)
    assert game["properties"]["conceded"]["type"] == "boolean"
    assert "calls" not in game["required"]


def test_schema_shows_rules_version_3(schema):
    """SPEC §14: the classic preset, its options and Classic's whist liability, and the
    dark fields of the hands (FORMAT.md): ``dark`` on a game and a misère, ``dark_passes``
    (names) on those and on a raspasy."""
    defs = schema["$defs"]
    assert defs["Variant"]["enum"] == ["sochi", "leningrad", "rostov", "fspr", "classic"]
    rules = defs["RuleOptions"]["properties"]
    assert rules["whister_liability"]["enum"] == ["full", "half", "classic"]
    assert rules["dark_bids"]["type"] == "boolean"
    assert (rules["bomb_limit"]["minimum"], rules["bomb_limit"]["maximum"]) == (1, 4)
    rounds = rules["opening_raspasy_rounds"]
    assert (rounds["minimum"], rounds["maximum"]) == (0, 10)
    for kind in ("GameHand", "MisereHand"):
        assert defs[kind]["properties"]["dark"]["type"] == "boolean"
    for kind in ("GameHand", "MisereHand", "RaspasyHand"):
        passes = defs[kind]["properties"]["dark_passes"]
        assert passes["type"] == "array" and passes["items"]["type"] == "string"
        assert "dark_passes" not in defs[kind].get("required", [])


@pytest.mark.parametrize("path", SAVED, ids=[p.stem for p in SAVED])
def test_every_example_pulka_validates(schema, path):
    assert _errors(json.loads(path.read_text(encoding="utf-8")), schema, schema) == []


@pytest.mark.parametrize("path", ACCEPTED_CASES, ids=[p.stem for p in ACCEPTED_CASES])
def test_golden_case_pulkas_validate(schema, path):
    assert _errors(load_case(path)["pulka"], schema, schema) == []


@pytest.mark.parametrize(("change", "error"), [
    (lambda d: d.pop("players"), "$.players: required"),
    (lambda d: d.update(titel="x"), "$.titel: unknown key"),
    (lambda d: d["hands"][0].update(opn=True), "$.hands[0]: matches 0"),
    (lambda d: d.update(version=2), "$.version: not 1"),
    (lambda d: d["rules"].update(variant="odessa"), "$.rules.variant: 'odessa' not in"),
])
def test_a_broken_file_does_not_validate(schema, change, error):
    doc = json.loads((SAVES / "pulka1-sochi-three-players.json").read_text(encoding="utf-8"))
    change(doc)
    assert any(e.startswith(error) for e in _errors(doc, schema, schema))
