"""The hand draft against the rules core (issue 13 item 1).

- Whole pulkas typed by random legal answers drawn from the draft itself (its fields,
  their allowed values, optional fields too): every draft it calls complete is accepted
  by :meth:`Pulka.append`, writes what its own result says, and the result appends.
- Every hand of every golden case typed field by field through a draft writes the very
  entries the case's file writes.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from preferans_tui import storage
from preferans_tui.rules import Pulka
from preferans_tui.rules.draft import DraftField, HandDraft, Kind
from preferans_tui.rules.draft.prefill import typed_values
from preferans_tui.rules.fields import Field
from tests.conftest import ACCEPTED_CASES, load_case
from tests.strategies import NAMES, rule_options

TEXTS = {Field.RULE: ["", "4.2.7", "3.2.21"], Field.NOTE: ["", "slip", "записал лишнее"]}


def value_for(draw: st.DrawFn, found: DraftField):
    """One value the field allows."""
    if found.choices is not None:
        return draw(st.sampled_from(found.choices))
    if found.text:
        if found.path.field is Field.AMOUNT:
            return str(draw(st.integers(-30, 30).filter(bool)))  # 0 writes nothing
        return draw(st.sampled_from(TEXTS[found.path.field]))
    return draw(st.integers(found.low, found.high))


def kinds_now(pulka: Pulka) -> list[Kind]:
    kinds: list[Kind] = ["adjustment"]
    for kind in ("game", "game", "game", "raspasy", "raspasy", "misere"):
        try:
            HandDraft.start(pulka, kind)  # type: ignore[arg-type]
        except ValueError:
            continue
        kinds.append(kind)  # type: ignore[arg-type]
    return kinds


@st.composite
def typed_draft(draw: st.DrawFn, pulka: Pulka) -> HandDraft:
    """A draft of the next hand, filled by legal answers until complete."""
    draft = HandDraft.start(pulka, draw(st.sampled_from(kinds_now(pulka))))
    for _ in range(40):
        if draft.kind == "adjustment" and draft.lines < 3 and draw(st.integers(0, 5)) == 0:
            draft = draft.with_line()
        keyed = [f for f in draft.fields if f.takes_keys]
        if draft.complete and (not keyed or draw(st.integers(0, 2)) == 0):
            break
        missing = draft.missing
        pick = missing if missing is not None and draw(st.integers(0, 3)) else \
            draw(st.sampled_from(keyed))
        draft = draft.set(pick.path, value_for(draw, pick))
    while not draft.complete:  # answer what is still missing, in typing order
        missing = draft.missing
        assert missing is not None and missing.takes_keys, draft.fields
        draft = draft.set(missing.path, value_for(draw, missing))
    return draft


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_complete_draft_is_accepted_by_the_pulka(data):
    options = data.draw(rule_options())
    players = list(NAMES[:data.draw(st.sampled_from([3, 4]))])
    pulka = Pulka(players, options)
    for _ in range(data.draw(st.integers(1, 12))):
        draft = data.draw(typed_draft(pulka))
        assert draft.error is None, (draft.record(), draft.error)
        result = draft.result()
        twin = pulka.prefix(len(pulka))
        assert twin.append(draft.record()).entries == result.entries
        pulka.append_result(result)


def type_through_a_draft(pulka: Pulka, hand) -> HandDraft:
    """``hand`` typed field by field in the draft's order, each value one that the draft
    offers at that moment (a count that follows from the others is not typed)."""
    wanted = typed_values(pulka.table_state(), hand)
    lines = len(hand.entries) if hand.kind == "adjustment" else 1
    draft = HandDraft.start(pulka, hand.kind)
    for _ in range(lines - 1):
        draft = draft.with_line()
    while True:
        todo = [f for f in draft.fields if f.takes_keys and f.path in wanted
                and f.value != wanted[f.path]]
        if not todo:
            return draft
        draft = draft.set(todo[0].path, wanted[todo[0].path])


@pytest.mark.parametrize("path", ACCEPTED_CASES, ids=[p.stem for p in ACCEPTED_CASES])
def test_every_golden_hand_can_be_typed_through_a_draft(path):
    _, case = storage.loads(json.dumps(load_case(path)["pulka"]))
    pulka = Pulka(case.players, case.options)
    for number, (hand, written) in enumerate(zip(case.hands, case.results, strict=True), 1):
        draft = type_through_a_draft(pulka, hand)
        assert draft.complete, (number, hand, draft.missing)
        result = draft.result()
        assert result.entries == written.entries, number
        pulka.append_result(result)
    assert pulka.totals == case.totals
