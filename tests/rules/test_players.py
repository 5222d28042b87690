"""Player names [K 1.2]: 3 or 4 of them, each readable, no two alike.

A name is printed on the sheet, in messages and by ``settle``: one with an ANSI escape
cleared the terminal, one with a newline broke the table, a zero-width space passed
for "non-empty", and "Anna" and "Anna " were two different players.
"""

from __future__ import annotations

import json

import pytest

from preferans_tui.rules import Pulka, PulkaError, RuleOptions
from preferans_tui.rules.players import PlayerNameError, same_name, text_problem, validate_players
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


@pytest.mark.parametrize(("names", "seat", "words"), [
    (["Anna", "\u3164", "Vera"], 1, "player 2's name '\u3164' is invisible"),   # Hangul filler
    (["Anna", "Boris", "\u2800\u2800"], 2, "is invisible"),                    # Braille blank
    (["\u0301", "Boris", "Vera"], 0, "is invisible"),                          # a mark alone
    (["Anna  Maria", "Boris", "Vera"], 0, "has a run of spaces"),
    (["Anna", "Bo\u3000 ris", "Vera"], 1, "has a run of spaces"),              # wide + plain
    (["A" * 41, "Boris", "Vera"], 0, "is 41 characters long; at most 40"),
    (["Anna", "Boris", "\u0410nna"], 2, "two names look alike, 'Anna' and 'Аnna'"),
    (["Vera", "Boris", "V\u0435ra"], 2, "look alike"),                         # Cyrillic е
    (["Anna", "\u0412oris", "Boris"], 2, "look alike"),                        # В then B
    (["Oleg", "0leg", "Vera"], 1, "look alike"),                               # zero for O
    (["anna", "Boris", "\u0410NNA"], 2, "look alike"),                         # case too
    (["\u0391nna", "Boris", "\u0410nna"], 2, "look alike"),                   # Greek and Cyrillic
])
def test_invisible_spaced_long_and_look_alike_names_are_refused(names, seat, words):
    """Issue 17: names no one can see or tell apart, refused naming the seat and rule 1.2."""
    with pytest.raises(PlayerNameError) as info:
        validate_players(names)
    exc = info.value
    assert (exc.field, exc.rule, exc.seat) == ("players", "1.2", seat)
    assert words in exc.reason


def test_a_million_character_name_is_refused_at_once_with_a_short_message():
    with pytest.raises(PlayerNameError) as info:
        validate_players(["x" * 1_000_000, "Boris", "Vera"])
    assert "is 1,000,000 characters long; at most 40" in str(info.value)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("names", [
    ("A" * 40, "Boris", "Vera"), ("Лёва", "Лева", "Лев"), ("Анна", "Anna", "Аня"),
    ("Олег", "Oleg", "0"), ("Ilya", "Ilja", "Vera"), ("Анна Мария", "B", "C"),
])
def test_names_that_differ_are_kept(names):
    """Forty characters is allowed; Ё and Е differ; a Russian and a Latin spelling of a
    name do not look alike letter by letter."""
    assert validate_players(names) == names


@pytest.mark.parametrize(("text", "words"), [
    ("x" * 201, "is 201 characters long; at most 200"),
    ("\x1b]52;c;cm0gLXJmIH4=\x07", "has a control or invisible character (U+001B, U+0007)"),
    ("two\nlines", "(U+000A)"),
    ("abc\u202e", "(U+202E)"),
])
def test_free_text_follows_the_character_rules_of_names(text, words):
    assert words in text_problem(text)
    assert text_problem("x" * 200) is None and text_problem("Пятница, клуб [1]") is None


def test_the_table_of_latin_and_cyrillic_look_alikes_is_the_list_itself():
    """The table two names of these scripts are compared by (issue 16: the whole list is
    read only for other scripts) says of every pair what Unicode's list says."""
    from preferans_tui.rules.look_alike_table import ALIKE_PAIRS, TABLED
    from preferans_tui.rules.players import _alikes

    chars = [chr(c) for low, high in TABLED for c in range(low, high)]
    from_list = {a + b for i, a in enumerate(chars) for b in chars[i + 1:]
                 if _alikes(a) & _alikes(b)}
    assert from_list == ALIKE_PAIRS


def test_ascii_names_are_told_apart_without_reading_the_whole_list():
    code = ("import sys\n"
            "from preferans_tui.rules.players import validate_players\n"
            "validate_players(['Anna', 'Boris', 'Vera', 'Gleb'])\n"
            "validate_players(['Аня', 'Боря', 'Вера'])\n"
            "print('confusable_homoglyphs.confusables' in sys.modules)\n")
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"


def test_a_look_alike_outside_the_table_is_still_refused():
    with pytest.raises(PlayerNameError, match="look alike"):  # Greek Alpha, Latin A
        validate_players(["\u0391nna", "Anna", "Vera"])


# -- a name that reads as a payment (issue 32.10) ------------------------------------------
@pytest.mark.parametrize("name", ["Vera → Anna 500", "Vera -> Anna", "Vera ⇒ Anna",
                                  "Boris ⟶", "Gleb => 10", "<- Anna"])
def test_a_new_name_with_an_arrow_is_refused_for_reading_as_a_payment(name):
    """The settlement writes ``payer → payee  amount``: a player named «Vera → Anna 500»
    makes a line «Boris → Vera → Anna 500  250» that reads as another payment."""
    with pytest.raises(PlayerNameError) as info:
        Pulka.new(["Anna", "Boris", name], RuleOptions.preset("sochi", 10))
    error = info.value
    assert error.seat == 2 and error.rule == "1.2" and error.field == "players"
    problem = error.reason.params["problem"]
    assert problem.code == "name_arrow"
    assert "has an arrow" in problem.text("en")
    assert "есть стрелка" in problem.text("ru")


def test_an_arrow_name_in_a_file_still_opens_and_settles():
    """SPEC §13.3: a file that yesterday's app wrote opens and settles the same; only a
    name given now is refused (its arrow is shown escaped like any name)."""
    names = ["Anna", "Boris", "Vera → Anna 500"]
    assert validate_players(names, from_file=True) == tuple(names)
    doc = {"format": "preferans-pulka", "version": 1, "players": names,
           "rules": RuleOptions.preset("sochi", 10).to_file(), "hands": []}
    report = check_bytes(json.dumps(doc, ensure_ascii=False).encode(), "old.json")
    assert report.problems == [] and report.pulka is not None
    assert report.pulka.players == tuple(names)
    assert report.pulka.prefix(0).players == tuple(names)  # replay's copies too


@pytest.mark.parametrize("name", ["Anna-Maria", "Ваня <3", "K2", "Иван Петрович"])
def test_names_without_an_arrow_are_taken(name):
    assert validate_players(["Anna", "Boris", name])[2] == name
