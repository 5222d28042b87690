"""A file of bogus keys is refused before it costs (issue 32, "Bounds").

Two million keys no hand has, in one hand (a 29 MB file), cost 0.4 GB and 9 s to parse
and then 6 GB and five minutes to list as two million problems. An object of more keys
than any object of a pulka holds (:data:`MAX_KEYS`) is now refused on the raw bytes,
before parsing, naming its hand; keys no hand has, spread over the hands, are counted on
the parsed document before the hands are validated (:data:`MAX_UNKNOWN_KEYS`). The
memory and time are measured by ``benchmarks/hostile_bounds.py``, not here.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.rules import RuleOptions
from preferans_tui.storage import PulkaFileError, load
from preferans_tui.storage import check as check_module
from preferans_tui.storage.decode import MAX_KEYS, MAX_UNKNOWN_KEYS, widest_object

HAND = {"kind": "raspasy", "dealer": "Anna", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}


def pulka_text(hands: list[str], rules: str | None = None) -> str:
    head = json.dumps({"format": "preferans-pulka", "version": 1,
                       "players": ["Anna", "Boris", "Vera"],
                       "rules": RuleOptions.preset("sochi", 10).to_file()})
    if rules is not None:
        head = head[:head.rindex('"rules"')] + f'"rules": {rules}}}'
    return head[:-1] + ', "hands": [' + ", ".join(hands) + "]}"


def hand_with(keys: int, name: str = "k{}") -> str:
    return json.dumps(HAND)[:-1] + "".join(f', "{name.format(i)}": 0' for i in range(keys)) + "}"


def refusal(tmp_path, text: str, monkeypatch=None):
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PulkaFileError) as info:
        load(path)
    assert len(info.value.problems) == 1
    return info.value.problems[0]


def test_a_hand_of_thousands_of_keys_is_refused_before_parsing(tmp_path, monkeypatch):
    def never(*_args, **_kwargs):
        raise AssertionError("parsed")

    monkeypatch.setattr(check_module, "parse_json", never)
    text = pulka_text([json.dumps(HAND), json.dumps(HAND), hand_with(MAX_KEYS + 5)])
    problem = refusal(tmp_path, text)
    assert problem.error.code == "file_hand_too_many_keys"
    assert str(problem) == ("hand 3: an object of more than 1,000 keys; a hand has a dozen "
                            "(FORMAT.md, Hands): not read")
    assert problem.text("ru").startswith("сдача 3: объект, в котором больше 1000 ключей")


def test_an_object_of_thousands_of_keys_outside_the_hands(tmp_path):
    rules = "{" + ", ".join(f'"o{i}": 1' for i in range(MAX_KEYS + 1)) + "}"
    problem = refusal(tmp_path, pulka_text([json.dumps(HAND)], rules=rules))
    assert problem.error.code == "file_object_too_many_keys"


def test_keys_that_hide_brackets_are_refused_once_parsed_before_validation(tmp_path):
    """Brackets inside the key names break the first look's runs of colons: the count
    of keys no hand has refuses the file instead, naming the first hand holding one."""
    text = pulka_text([json.dumps(HAND), hand_with(MAX_KEYS + 5, "k{{{}")])
    assert widest_object(text.encode()) is None  # escaped the look on the raw bytes
    problem = refusal(tmp_path, text)
    assert problem.error.code == "file_unknown_keys"
    assert str(problem).startswith("hand 2: keys no hand has ('k{0', 'k{1', 'k{2', …); "
                                   "the file holds 1,005 such keys in all")


def test_bogus_keys_spread_over_the_hands_are_counted_together(tmp_path):
    text = pulka_text([json.dumps(HAND)] + [hand_with(1)] * (MAX_UNKNOWN_KEYS + 1))
    problem = refusal(tmp_path, text)
    assert problem.error.code == "file_unknown_keys"
    assert "the file holds 101 such keys in all" in str(problem)


def test_a_few_bogus_keys_are_each_a_problem_as_before(tmp_path):
    path = tmp_path / "few.json"
    path.write_text(pulka_text([json.dumps(HAND), hand_with(2)]), encoding="utf-8")
    with pytest.raises(PulkaFileError) as info:
        load(path)
    assert len(info.value.problems) == 2  # k0 and k1, each named with its hand
    assert all(str(p).startswith("hand 2") for p in info.value.problems)


def test_a_long_good_pulka_is_not_looked_at_twice():
    """A file of many hands has thousands of colons, but no run of them between two
    brackets: the first look refuses nothing."""
    text = pulka_text([json.dumps(HAND)] * 5000)
    assert widest_object(text.encode()) is None
