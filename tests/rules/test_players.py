"""Player names [K 1.2]: 3 or 4 of them, each readable, no two alike.

A name is printed on the sheet, in messages and by ``settle``: one with an ANSI escape
cleared the terminal, one with a newline broke the table, a zero-width space passed
for "non-empty", and "Anna" and "Anna " were two different players.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.rules import Pulka, PulkaError, RuleOptions
from preferans_tui.rules.players import same_name, validate_players
from preferans_tui.storage.check import check_bytes

SOCHI = RuleOptions.preset("sochi", 10)


@pytest.mark.parametrize(("names", "words"), [
    (["Anna", "Anna ", "Boris"], "player 2's name 'Anna ' starts or ends with a space"),
    ([" Anna", "Boris", "Vera"], "starts or ends with a space"),
    (["Anna", "Boris", "Vera\u00a0"], "starts or ends with a space"),       # no-break space
    (["\u200b", "Boris", "Vera"], "player 1's name '\\u200b' has a control or invisible "
                                  "character (U+200B)"),
    (["An\u200dna", "Boris", "Vera"], "(U+200D)"),                          # zero-width joiner
    (["\u202eABC", "Boris", "Vera"], "(U+202E)"),                           # RTL override
    (["\x1b[31mred", "Boris", "Vera"], "(U+001B)"),                         # ANSI escape
    (["\x1b[2J", "Boris", "Vera"], "(U+001B)"),
    (["Anna", "B\n2", "Vera"], "player 2's name 'B\\n2' has a control"),
    (["Anna", "Boris", "Vera\t"], "(U+0009)"),
    (["Anna", "Bo\u2028ris", "Vera"], "(U+2028)"),                         # line separator
    (["", "Boris", "Vera"], "player 1's name '' is empty"),
    (["  ", "Boris", "Vera"], "is empty"),
    (["anna", "Anna", "Boris"], "two players have the same name ignoring case, 'anna' and "
                                "'Anna'"),
    (["Anna", "Boris", "ANNA"], "ignoring case"),
    (["\u0401ma", "Boris", "\u0415\u0308ma"], "ignoring case"),             # Ё two ways
    (["Anna", "Boris", "Anna"], "two players have the same name, 'Anna'"),
])
def test_bad_names_are_refused_naming_field_and_rule(names, words):
    with pytest.raises(PulkaError) as info:
        Pulka(names, SOCHI)
    exc = info.value
    assert (exc.field, exc.rule) == ("players", "1.2")
    assert words in exc.reason
    assert str(exc).startswith("players: ") and str(exc).endswith(" (rule 1.2)")
    assert "\x1b" not in str(exc) and "\n" not in str(exc)


@pytest.mark.parametrize("names", [
    ("Anna", "Boris", "Vera"), ("Анна", "Борис", "Вера", "Глеб"), ("Anna Maria", "O'Neil", "Ё"),
    ("[bold]x", "A.B", "x\\y"), ("Лёва", "Лева", "Лев"),
])
def test_good_names_are_kept_exactly(names):
    """Inner spaces, brackets and punctuation are fine; Ё and Е are different letters."""
    assert validate_players(names) == names


def test_same_name_ignores_case_and_encoding_only():
    assert same_name("Вера", "ВЕРА") and same_name("Straße", "STRASSE")
    assert not same_name("Anna", "Anna2") and not same_name("Лёва", "Лева")


def test_the_file_check_refuses_them_once():
    doc = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "anna", "Boris"],
           "rules": {"variant": "sochi", "pulya_target": 10}, "hands": []}
    assert check_bytes(json.dumps(doc)).problems == [
        "players: two players have the same name ignoring case, 'Anna' and 'anna' (rule 1.2)"]
