"""The dark fields of a hand draft at a ``dark_bids`` table (SPEC §14.2–§14.5).

Asked only where they apply: never at another table, never on a compulsory opening
raspasy (every player is deemed to pass in the dark there, rule 3.7.9). A game or misère
asks whether it was bid in the dark and, before its level, who passed in the dark (the
auction comes before the contract), every other active player; a raspasy asks each
active player's dark pass. Each is an optional yes/no, ``no`` by default, so a hand
without them is typed exactly as at any other table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..bombs import MISERE_RANK
from ..fields import Field, FieldPath
from ..validation import TableState
from .answers import Value, Walk

FLAGS: tuple[Value, ...] = (False, True)


def asks_dark(state: TableState) -> bool:
    """Whether the next hand may record dark bids or dark passes (SPEC §14.2, §14.5)."""
    return state.options.dark_bids and not state.compulsory


def walk_dark(w: Walk, state: TableState, passers: Sequence[str], *, bid: bool
              ) -> tuple[bool, tuple[str, ...]]:
    """The dark bid (``bid``: a game or misère) and the dark passes of ``passers``;
    returns ``(dark, passes)`` as typed (``(False, ())`` where nothing applies)."""
    if not asks_dark(state):
        return False, ()
    dark = bid and w.choice(FieldPath(Field.DARK), FLAGS, default=False,
                            optional=True) is True
    passes = tuple(p for p in passers
                   if w.choice(FieldPath(Field.DARK_PASSES, p), FLAGS, default=False,
                               optional=True) is True)
    return dark, passes


def dark_low(state: TableState, passes: Sequence[str]) -> int:
    """The lowest level a game may have here by the dark rules: the exit of a dark
    raspasy just before, 6 + k (rule 3.7.7), and over a dark pass 6 + min(``bomb_limit``,
    1 + j) (rule 3.3.19); 6 when neither applies."""
    dark = state.dark
    if dark is None:
        return 6
    low = max(6, dark.exit_level)
    if passes:
        low = max(low, 6 + state.options.dark_level(dark.run))
    return low


def misere_passers(state: TableState, passers: Sequence[str]) -> Sequence[str]:
    """Who may be asked for a dark pass on a misère: nobody when a dark pass would demand
    a nine, which a misère does not reach (rule 3.3.19, misère between 8 and 9)."""
    dark = state.dark
    if dark is None or 2 * (6 + state.options.dark_level(dark.run)) > MISERE_RANK:
        return ()
    return passers


def dark_fields(record: dict[str, Any], dark: bool, passes: tuple[str, ...]) -> None:
    """The record's ``dark`` and ``dark_passes``, only when there are (FORMAT.md)."""
    if dark:
        record["dark"] = True
    if passes:
        record["dark_passes"] = list(passes)
