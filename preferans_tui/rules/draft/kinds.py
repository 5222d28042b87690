"""Which kinds of hand may come next, and which fields each kind may ask at a table."""

from __future__ import annotations

from typing import Literal

from ..errors import IllegalHandError
from ..fields import Field, FieldPath
from ..reasons import Reason
from ..validation import TableState

Kind = Literal["game", "misere", "raspasy", "adjustment"]
"""The kinds of hand a draft types (FORMAT.md "Hands")."""


def refuse_kind(state: TableState, kind: Kind) -> None:
    """Whether a hand of ``kind`` may come next.

    Raises:
        IllegalHandError: a dealt hand after the end of the pulka (rule 4.2.3), a misère
            after raspasy whose exit level is above eight (rule 3.7.8).
    """
    if kind != "adjustment" and state.finished:
        raise IllegalHandError(Reason("pulka_ended"),
                               field=FieldPath(Field.KIND), rule="4.2.3")
    k = state.raspasy_series
    if kind == "misere" and k and state.options.raspasy_exit_level(k) > 8:
        raise IllegalHandError(
            Reason("raspasy_exit_misere", series=k, level=state.options.raspasy_exit_level(k)),
            field=FieldPath(Field.KIND), rule="3.7.8")


def fields_asked(state: TableState, kind: Kind) -> tuple[Field, ...]:
    """Every field a hand of ``kind`` may ask at this table, in typing order (a form's
    hint line): the dealer only on the first hand, the talon tricks with ``talon_bonus``,
    a concession with ``concede_down_three``, sharing a misère at four players where the
    rules allow it."""
    opt = state.options
    dealer = (Field.DEALER,) if state.expected_dealer is None else ()
    if kind == "game":
        return (*dealer, Field.DECLARER, Field.LEVEL, Field.STRAIN, Field.CALLS,
                Field.RETURNED_BY, *((Field.CONCEDED,) if opt.concede_down_three else ()),
                Field.TRICKS, *((Field.TALON_TRICKS,) if opt.talon_bonus else ()),
                Field.PENALTY, Field.BID_LEVEL, Field.PROVEN_UNDERTRICKS, Field.OPEN,
                Field.NOTE)
    if kind == "misere":
        shared = len(state.players) == 4 and opt.misere_shared_with_dealer
        return (*dealer, Field.DECLARER, Field.TRICKS, *((Field.SHARED,) if shared else ()),
                Field.NOTE)
    if kind == "raspasy":
        return (*dealer, Field.TRICKS, Field.NOTE)
    return (Field.COLUMN, Field.PLAYER, Field.ON, Field.AMOUNT, Field.RULE, Field.NOTE)
