"""The typing cursor of the hand forms (:class:`~preferans_tui.ui.screens.form_cursor.
DraftCursor`), keys typed into a hand draft without an app.

Players A, B, C sit clockwise (``tests/rules/helpers.py``); after a raspasy dealt by C,
A deals hand 2 and plays (three at the table). Seat digits: ``1`` A, ``2`` B, ``3`` C.
"""

from __future__ import annotations

from preferans_tui.rules.draft import HandDraft
from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.ui.screens.form_cursor import NOT_USED, DraftCursor, Step
from tests.rules.helpers import raspasy, table


def after_one(kind: str = "game") -> DraftCursor:
    """The cursor of a new ``kind`` hand, A dealing hand 2."""
    pulka = table("sochi", 3)
    pulka.append(raspasy("C", A=3, B=3, C=4))
    return DraftCursor(HandDraft.start(pulka, kind))


def type_keys(cursor: DraftCursor, keys: str) -> list[Step]:
    """Each of ``keys`` (characters that are their own key names) typed in turn."""
    return [cursor.type_key(k, k) for k in keys]


def values(cursor: DraftCursor) -> dict[str, object]:
    return {str(f.path): f.value for f in cursor.draft.fields if f.value is not None}


def at(cursor: DraftCursor) -> str:
    return str(cursor.current)


def test_a_game_typed_key_by_key_moves_on_field_by_field():
    cursor = after_one()
    assert at(cursor) == "declarer"  # A deals, known: no dealer field
    steps = type_keys(cursor, "16sww7")
    assert all(s.used and s.moved and s.refused is None for s in steps)
    assert at(cursor) == "tricks.B"
    assert values(cursor) == {"declarer": "A", "level": 6, "strain": "S",
                              "calls.B": "whist", "calls.C": "whist", "tricks.A": 7,
                              "penalty": "none"}  # the draft's default: no penalty


def test_a_count_above_what_is_left_is_refused_and_the_next_one_follows():
    """A took 7 of 10: B takes at most 3 (rule 3.5); 9 is refused, the cursor stays;
    B 2 gives C 10 − 7 − 2 = 1."""
    cursor = after_one()
    type_keys(cursor, "16sww7")
    step = cursor.type_key("9", "9")
    assert step.used and not step.moved
    field, text = step.refused
    assert str(field.path) == "tricks.B" and text.startswith("at most 3")
    assert at(cursor) == "tricks.B" and "tricks.B" not in values(cursor)
    cursor.type_key("2", "2")
    assert values(cursor)["tricks.B"] == 2 and values(cursor)["tricks.C"] == 1
    assert cursor.draft.complete


def test_a_digit_after_the_last_count_is_no_new_count():
    """B 2 was the last count given (C's 1 followed): a ``1`` again confirms it, a ``5``
    is refused saying C's 1 follows; the counts stay 7, 2, 1."""
    cursor = after_one()
    type_keys(cursor, "16sww72")
    assert cursor.given == FieldPath(Field.TRICKS, "B")
    confirm = cursor.type_key("1", "1")
    assert confirm == Step(cleared=True)
    refused = cursor.type_key("5", "5")
    assert refused.refused is not None and "1 follow" in refused.refused[1]
    assert [values(cursor)[f"tricks.{p}"] for p in "ABC"] == [7, 2, 1]


def test_raspasy_one_then_zero_leaves_nine_to_the_last():
    cursor = after_one("raspasy")
    type_keys(cursor, "10")
    assert [values(cursor).get(f"tricks.{p}") for p in "ABC"] == [1, 0, 9]


def test_a_key_on_the_russian_layout_is_the_same_key():
    """``ы`` is on the ``S`` key of the Russian layout: spades."""
    cursor = after_one()
    type_keys(cursor, "16")
    cursor.type_key("s", "ы")
    assert values(cursor)["strain"] == "S"


def test_a_key_no_field_takes_says_what_the_field_expects_and_changes_nothing():
    cursor = after_one()
    type_keys(cursor, "1")
    before = values(cursor)
    step = cursor.type_key("x", "x")
    assert step.used and step.refused is not None and str(step.refused[0].path) == "level"
    assert values(cursor) == before and at(cursor) == "level"


def test_question_mark_asks_for_the_help_and_other_keys_go_on():
    cursor = after_one()
    assert cursor.type_key("question_mark", "?") == Step(help=True)
    assert cursor.type_key("f5", None) is NOT_USED
    assert values(cursor) == {}


def test_the_forms_own_keys_go_to_extra_after_the_fields():
    asked: list[str] = []

    def extra(key: str) -> bool:
        asked.append(key)
        return key == "ctrl+n"

    cursor = after_one()
    assert cursor.type_key("ctrl+n", None, extra) == Step()
    assert cursor.type_key("1", "1", extra).moved  # a seat digit: the field's, not extra's
    assert asked == ["ctrl+n"]


def test_moving_wraps_around_the_fields_that_take_keys():
    cursor = after_one()
    order = [str(f.path) for f in cursor.draft.fields if f.takes_keys]
    assert cursor.move(-1) == Step(moved=True)
    assert at(cursor) == order[-1]
    cursor.move(1)
    assert at(cursor) == order[0] == "declarer"


def test_a_value_typed_and_erased_is_nothing_typed():
    cursor = after_one("raspasy")
    assert not cursor.typed
    cursor.type_key("1", "1")
    assert cursor.typed and at(cursor) == "tricks.B"
    cursor.move(-1)  # back to A's count
    assert cursor.type_key("backspace", None).cleared
    assert not cursor.typed and at(cursor) == "tricks.A"


def test_on_the_first_hand_the_declarer_first_then_the_dealer_then_the_level():
    """A seat digit on the sheet opened the form: it is the declarer (B); the dealer
    is not known yet, so typing goes back to him (C), then on to the level, not back
    to the declarer."""
    cursor = DraftCursor(HandDraft.start(table("sochi", 3), "game"))
    assert at(cursor) == "dealer"
    cursor.declare("2")
    assert values(cursor) == {"declarer": "B"} and at(cursor) == "dealer"
    cursor.type_key("3", "3")
    assert values(cursor) == {"dealer": "C", "declarer": "B"} and at(cursor) == "level"


def test_a_click_makes_a_field_current_and_takes_its_option():
    cursor = after_one()
    cursor.pick("level", None)
    assert at(cursor) == "level" and values(cursor) == {}
    step = cursor.pick("declarer", "B")
    assert step.moved and values(cursor) == {"declarer": "B"} and at(cursor) == "level"
