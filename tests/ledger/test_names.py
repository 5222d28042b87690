"""Names across files (issue 15 part 2): exact, ignoring case (rule 1.2), or by an alias."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from preferans_tui.ledger import AliasError, Aliases, People, parse_alias


def test_names_equal_ignoring_case_are_one_person():
    people = People()
    assert people.key("Anna") == people.key("anna") == people.key("ANNA")
    assert people.key("Anna") != people.key("Anya")


def test_an_alias_makes_two_names_one_person():
    people = People(Aliases(aliases={"Аня": "Anna"}))
    assert people.key("Аня") == people.key("Anna") == people.key("anna")
    assert people.key("аня") == people.key("Anna")   # the alias too ignores case
    assert people.shown("Аня") == "Anna"
    assert people.shown("Boris") == "Boris"


def test_parse_alias():
    assert parse_alias("Аня=Anna") == ("Аня", "Anna")
    assert parse_alias(" Аня = Anna ") == ("Аня", "Anna")
    for bad in ("Anna", "=Anna", "Аня=", ""):
        with pytest.raises(AliasError, match="OTHER=NAME"):
            parse_alias(bad)


def test_an_alias_with_two_equals_signs_is_refused():
    """``A==B`` used to make A another name of "=B"; which was meant cannot be told."""
    for bad in ("A==B", "A=B=C", "Аня = =Anna"):
        with pytest.raises(AliasError, match='only one "=" between the two names'):
            parse_alias(bad)


def test_adding_replaces_an_alias_of_the_same_name():
    aliases = Aliases().adding("Аня", "Anna").adding("аня", "Anya")
    assert aliases.aliases == {"аня": "Anya"}


@pytest.mark.parametrize(("alias", "name", "reason"), [
    ("anna", "Anna", "same player"),
    ("Аня", "", "is empty"),
    ("Аня ", "Anna", "space"),
    ("A\x1bna", "Anna", "control or invisible"),
])
def test_a_bad_alias_is_refused_naming_it(alias, name, reason):
    with pytest.raises(AliasError, match=reason):
        Aliases().adding(alias, name)


def test_no_chains_of_aliases():
    aliases = Aliases().adding("Аня", "Anna")
    with pytest.raises(AliasError, match="make a chain"):
        aliases.adding("Anechka", "Аня")
    with pytest.raises(AliasError, match="make a chain"):
        aliases.adding("Anna", "Annette")


def test_removing():
    aliases = Aliases().adding("Аня", "Anna")
    assert aliases.removing("АНЯ").aliases == {}
    with pytest.raises(AliasError, match="no alias"):
        aliases.removing("Boris")


def test_a_file_with_a_chain_is_refused():
    with pytest.raises(ValidationError):
        Aliases.model_validate_json('{"version": 1, "aliases": {"a": "b", "c": "a"}}')
    with pytest.raises(ValidationError):
        Aliases.model_validate_json('{"version": 2, "aliases": {}}')
