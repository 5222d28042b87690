"""The order of a draft's fields: where typing goes next, where it starts, which filled
fields it jumps over, and which field shows an error about a part of the hand."""

from __future__ import annotations

from collections.abc import Sequence

from ..fields import Field, FieldPath
from .answers import DraftField, Source


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
