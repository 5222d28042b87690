"""The order of a draft's fields: where typing goes next, where it starts, which filled
fields it jumps over, which field shows an error about a part of the hand, and the count
that follows the typed ones."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import TRICKS_PER_HAND
from ..fields import Field, FieldPath
from .answers import DraftField, Source, Walked


def next_field(fields: Sequence[DraftField], after: FieldPath | None) -> DraftField | None:
    """The field typed after ``after``: the next that takes keys, skipping optional ones
    (a penalty is reached on purpose); ``None`` at the end."""
    paths = [f.path for f in fields]
    start = paths.index(after) + 1 if after in paths else 0
    return next((f for f in fields[start:] if f.takes_keys and not f.optional), None)


def filled_between(fields: Sequence[DraftField], after: FieldPath, before: FieldPath | None
                   ) -> list[FieldPath]:
    """The fields the draft filled (one possible value) between two fields, in typing
    order (``before`` ``None``: to the end) — what a form jumps over."""
    paths = [f.path for f in fields]
    start = paths.index(after) + 1 if after in paths else 0
    end = paths.index(before) if before in paths else len(paths)
    return [f.path for f in fields[start:end] if f.source is Source.FILLED and not f.optional]


def first_empty(fields: Sequence[DraftField]) -> DraftField | None:
    """The first field still empty that a form moves into, else the first such field."""
    keyed = [f for f in fields if f.takes_keys and not f.optional]
    return next((f for f in keyed if f.source is Source.EMPTY), keyed[0] if keyed else None)


def first_count(fields: Sequence[DraftField]) -> DraftField | None:
    """The first trick count typed (where a correction starts), else the first field."""
    keyed = [f for f in fields if f.takes_keys and not f.optional]
    return next((f for f in keyed if f.is_count), keyed[0] if keyed else None)


def shown_at(fields: Sequence[DraftField], path: FieldPath | None) -> DraftField | None:
    """The field that shows an error about ``path``: its own, the level for the
    contract, the last typed count for the counts together (their sum), the first call for
    the calls together, a line's first field for the line; ``None`` if no field does."""
    if path is None:
        return None
    found = next((f for f in fields if f.path == path), None)
    if found is not None:
        return found
    if path.field is Field.CONTRACT:
        path = FieldPath(Field.LEVEL)
    elif path.field is Field.ENTRIES and path.index is not None:
        path = FieldPath(Field.COLUMN, index=path.index)
    elif path.field in (Field.TRICKS, Field.CALLS):
        same = [f for f in fields if f.path.field is path.field and f.takes_keys]
        return same[-1 if path.field is Field.TRICKS else 0] if same else None
    return next((f for f in fields if f.path == path), None)


def count_that_follows(walked: Walked) -> DraftField | None:
    """The trick count that follows from the typed ones (rule 3.5: the tricks of a hand
    sum to 10): the last count of a raspasy or of two whisters, as computed; with one
    whister, his — the defence's — tricks, 10 minus the declarer's. ``None`` while the
    counts it follows from are not all typed, and where nothing follows (a misère, a
    checked ten, a hand nobody whisted)."""
    computed = next((f for f in walked.fields if f.source is Source.COMPUTED), None)
    if computed is not None:
        return computed if computed.value is not None else None
    if len(walked.whisters) != 1 or walked.declarer is None:
        return None
    taken = next((f.value for f in walked.fields
                  if f.path == FieldPath(Field.TRICKS, walked.declarer)), None)
    if type(taken) is not int:
        return None
    return DraftField(FieldPath(Field.TRICKS, walked.whisters[0]), low=0,
                      high=TRICKS_PER_HAND, value=TRICKS_PER_HAND - taken,
                      source=Source.COMPUTED, required=False)
