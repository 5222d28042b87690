"""Which kinds of hand may come next, and which fields each kind may ask at a table."""

from __future__ import annotations

from typing import Literal

from ..dark_checks import misere_allowed
from ..errors import IllegalHandError
from ..fields import Field, FieldPath
from ..reasons import Reason
from ..validation import TableState
from .dark import asks_dark

Kind = Literal["game", "misere", "raspasy", "adjustment"]
"""The kinds of hand a draft types (FORMAT.md "Hands")."""


def refuse_kind(state: TableState, kind: Kind) -> None:
    """Whether a hand of ``kind`` may come next.

    Raises:
        IllegalHandError: a dealt hand after the end of the pulka (rule 4.2.3), a misère
            after raspasy whose exit level is above eight (rule 3.7.8) or after a dark
            raspasy that demands a nine (rule 3.7.7), a game or misère in the compulsory
            opening rounds (rule 3.7.9).
    """
    if kind != "adjustment" and state.finished:
        raise IllegalHandError(Reason("pulka_ended"),
                               field=FieldPath(Field.KIND), rule="4.2.3")
    k = state.raspasy_series
    if kind == "misere" and k and state.options.raspasy_exit_level(k) > 8:
        raise IllegalHandError(
            Reason("raspasy_exit_misere", series=k, level=state.options.raspasy_exit_level(k)),
            field=FieldPath(Field.KIND), rule="3.7.8")
    if kind in ("game", "misere") and state.compulsory:
        rounds = state.options.opening_raspasy_rounds
        raise IllegalHandError(
            Reason("opening_raspasy_only", deal=state.deals + 1,
                   deals=rounds * len(state.players)),
            field=FieldPath(Field.KIND), rule="3.7.9")
    if kind == "misere" and not misere_allowed(state):
        level = state.dark.exit_level if state.dark is not None else 0
        raise IllegalHandError(Reason("dark_exit_misere", k=level - 6, level=level),
                               field=FieldPath(Field.KIND), rule="3.7.7")


def fields_asked(state: TableState, kind: Kind) -> tuple[Field, ...]:
    """Every field a hand of ``kind`` may ask at this table, in typing order (a form's
    hint line): the dealer only on the first hand, the talon tricks with ``talon_bonus``,
    a concession with ``concede_down_three``, sharing a misère at four players where the
    rules allow it."""
    opt = state.options
    dealer = (Field.DEALER,) if state.expected_dealer is None else ()
    dark = (Field.DARK, Field.DARK_PASSES) if asks_dark(state) else ()
    if kind == "game":
        return (*dealer, Field.DECLARER, *dark, Field.LEVEL, Field.STRAIN, Field.CALLS,
                Field.RETURNED_BY, *((Field.CONCEDED,) if opt.concede_down_three else ()),
                Field.TRICKS, *((Field.TALON_TRICKS,) if opt.talon_bonus else ()),
                Field.PENALTY, Field.BID_LEVEL, Field.PROVEN_UNDERTRICKS, Field.OPEN,
                Field.NOTE)
    if kind == "misere":
        shared = len(state.players) == 4 and opt.misere_shared_with_dealer
        return (*dealer, Field.DECLARER, *dark, Field.TRICKS,
                *((Field.SHARED,) if shared else ()), Field.NOTE)
    if kind == "raspasy":
        return (*dealer, *dark[1:], Field.TRICKS, Field.NOTE)
    return (Field.COLUMN, Field.PLAYER, Field.ON, Field.AMOUNT, Field.RULE, Field.NOTE)
