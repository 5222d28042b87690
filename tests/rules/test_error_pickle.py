"""Every error of the rules core survives a pickle round trip (issue 32 item 2): the
ledger's process pool sends answers between processes, and an error that cannot be
unpickled (``PlayerNameError.__init__() missing 'seat'``) broke the pool."""

from __future__ import annotations

import importlib
import pickle
import pkgutil

import pytest

import preferans_tui.rules as rules
from preferans_tui.rules.errors import (
    IllegalHandError,
    InvalidHandError,
    PulkaError,
    StaleResultError,
    problem_data,
    problem_from_data,
)
from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.rules.players import PlayerNameError, validate_players
from preferans_tui.rules.reasons import Reason

for module in pkgutil.walk_packages(rules.__path__, rules.__name__ + "."):
    importlib.import_module(module.name)  # every subclass defined anywhere in the core


def subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from subclasses(sub)


def samples():
    """One error of each class, as the core raises it."""
    reason = Reason("half_whist_level", contract="8S")
    return {
        PulkaError: PulkaError(reason, hand=3, field=FieldPath(Field.CALLS, player="Boris"),
                               rule="3.8.7"),
        InvalidHandError: InvalidHandError("no such player", hand=1, field="tricks"),
        IllegalHandError: IllegalHandError(code="half_whist_level", params={"contract": "8S"},
                                           hand=2, rule="3.8.7"),
        StaleResultError: StaleResultError("stale"),
        PlayerNameError: PlayerNameError(Reason("same_name", name="'Anna'"), 2),
    }


def test_every_error_class_of_the_core_has_a_sample():
    assert set(subclasses(PulkaError)) | {PulkaError} == set(samples())


@pytest.mark.parametrize("cls", list(samples()), ids=lambda c: c.__name__)
def test_every_error_survives_a_pickle_round_trip(cls):
    error = samples()[cls]
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is cls
    assert str(back) == str(error)
    assert back.text("ru") == error.text("ru")
    assert (back.hand, back.field, back.rule, back.path, back.code, back.params) == (
        error.hand, error.field, error.rule, error.path, error.code, error.params)
    if cls is PlayerNameError:
        assert back.seat == 2


def test_a_refused_name_from_the_core_pickles():
    with pytest.raises(PlayerNameError) as caught:
        validate_players(["Anna ", "Boris", "Vera"])
    back = pickle.loads(pickle.dumps(caught.value))
    assert back.seat == 0 and back.text("ru") == caught.value.text("ru")


@pytest.mark.parametrize("names", [["Anna", "anna", "Vera"], ["Straße", "STRASSE", "Vera"],
                                   ["", "Boris", "Vera"], ["Anna ", "Boris", "Vera"]])
def test_a_problem_as_data_says_the_same_in_both_languages(names):
    with pytest.raises(PulkaError) as caught:
        validate_players(names)
    error = caught.value
    back = problem_from_data(pickle.loads(pickle.dumps(problem_data(error))))
    assert str(back) == str(error)
    assert back.text("ru") == error.text("ru")
    assert back.text("ru") != str(error)  # it is worded in Russian, not kept in English
