"""The fields of an adjustment: lines written by hand, the rule and a note (SPEC §9.4).

Each line is a column (pulya, gora, whists), the player whose column it is, for whists
the player they are written on (never the writer himself), and the amount (a whole
number, negative to take off). Then the rule the adjustment applies and a note, both
free text and both optional.
"""

from __future__ import annotations

from typing import Any

from ..fields import Field, FieldPath
from ..validation import TableState
from .answers import Value, Walk, Walked, amount_of

COLUMNS: tuple[Value, ...] = ("pulya", "gora", "whists")
"""The columns of the sheet an adjustment writes in (FORMAT.md "adjustment")."""


def walk_adjustment(state: TableState, values: dict[FieldPath, Value], lines: int
                    ) -> Walked:
    """The fields of ``lines`` lines, the rule and the note; the record once every line
    is whole."""
    w = Walk(values)
    players = state.players
    entries: list[dict[str, Any]] = []
    for i in range(lines):
        column = w.choice(FieldPath(Field.COLUMN, index=i), COLUMNS)
        player = w.choice(FieldPath(Field.PLAYER, index=i), players)
        entry: dict[str, Any] = {"column": column, "player": player}
        if column == "whists":
            entry["on"] = w.choice(FieldPath(Field.ON, index=i),
                                   tuple(p for p in players if p != player))
        text = w.text(FieldPath(Field.AMOUNT, index=i), required=True)
        entry["amount"] = None if text is None else amount_of(text)
        entries.append(entry)
    record: dict[str, Any] = {"kind": "adjustment", "entries": entries}
    for field in (Field.RULE, Field.NOTE):
        text = w.text(FieldPath(field), required=False)
        if text is not None and text.strip():
            record[field.value] = text
    whole = all(v is not None for e in entries for v in e.values())
    return Walked(tuple(w.fields), record).complete_if(whole)
