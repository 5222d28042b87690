"""The checks of a hand's dark fields and of the compulsory rounds (SPEC §14.2–§14.5).

A dark bid or a dark pass outside ``dark_bids`` (rule 3.3.19); a dark pass by the
declarer or by the 4-player dealer, who does not bid; a game or misère, or a dark pass,
among the compulsory opening raspasy (rule 3.7.9); a contract below what a dark raspasy
before it (rule 3.7.7) or a dark pass over it (rule 3.3.19) demands. Each refusal names
the field and the rule.
"""

from __future__ import annotations

from .bombs import MISERE_RANK, contract_rank
from .errors import IllegalHandError
from .fields import Field, FieldPath
from .hands import GameHand, MisereHand, RaspasyHand
from .reasons import Reason
from .validation import TableState, check_player

KIND = FieldPath(Field.KIND)


def check_dark(hand: GameHand | MisereHand | RaspasyHand, state: TableState) -> None:
    """The dark fields of a dealt ``hand`` and the compulsory rounds (SPEC §14.2–§14.5).

    Raises:
        InvalidHandError: a dark passer who is no player (§9.1).
        IllegalHandError: ``dark`` or ``dark_passes`` without ``dark_bids`` (3.3.19); the
            declarer (3.3.19) or the 4-player dealer (3.2.10) among the dark passes; a
            game or misère, or a dark pass, in the compulsory rounds (3.7.9); a contract
            below the exit of a dark raspasy (3.7.7) or below a dark pass (3.3.19).
    """
    passes = hand.dark_passes
    dark = hand.kind != "raspasy" and hand.dark
    options = state.options
    if not options.dark_bids:
        if dark:
            raise IllegalHandError(Reason("dark_not_played"), field=FieldPath(Field.DARK),
                                   rule="3.3.19")
        if passes:
            raise IllegalHandError(Reason("dark_passes_not_played"),
                                   field=FieldPath(Field.DARK_PASSES), rule="3.3.19")
        return
    if state.compulsory:
        if hand.kind != "raspasy":
            rounds = options.opening_raspasy_rounds
            raise IllegalHandError(
                Reason("opening_raspasy_only", deal=state.deals + 1,
                       deals=rounds * len(state.players)),
                field=KIND, rule="3.7.9")
        if passes:
            raise IllegalHandError(Reason("opening_no_dark_passes"),
                                   field=FieldPath(Field.DARK_PASSES), rule="3.7.9")
        return
    for name in passes:
        where = FieldPath(Field.DARK_PASSES, name)
        check_player(state, name, where)
        if len(state.players) == 4 and name == hand.dealer:
            raise IllegalHandError(Reason("dark_pass_dealer", name=name), field=where,
                                   rule="3.2.10")
        if hand.kind != "raspasy" and name == hand.declarer:
            raise IllegalHandError(Reason("dark_pass_declarer", name=name), field=where,
                                   rule="3.3.19")
    if hand.kind == "raspasy":
        return
    _check_level(hand, state, bool(passes))


def _check_level(hand: GameHand | MisereHand, state: TableState, outbid_dark: bool) -> None:
    """The contract reaches the exit of a dark raspasy just before (6 + k, rule 3.7.7) and,
    over a dark pass, 6 + min(``bomb_limit``, 1 + j) (rule 3.3.19); a misère ranks
    between 8 and 9."""
    dark = state.dark
    assert dark is not None
    rank = contract_rank(hand)
    misere = isinstance(hand, MisereHand)
    where = KIND if misere else FieldPath(Field.CONTRACT)
    contract = hand.contract if isinstance(hand, GameHand) else "misere"
    if dark.exit_level and rank < 2 * dark.exit_level:
        k = dark.exit_level - 6
        reason = (Reason("dark_exit_misere", k=k, level=dark.exit_level) if misere else
                  Reason("dark_exit_contract", k=k, level=dark.exit_level, contract=contract))
        raise IllegalHandError(reason, field=where, rule="3.7.7")
    if outbid_dark:
        k = state.options.dark_level(dark.run)
        if rank < 2 * (6 + k):
            reason = (Reason("dark_pass_misere", k=k, level=6 + k) if misere else
                      Reason("dark_pass_contract", k=k, level=6 + k, contract=contract))
            raise IllegalHandError(reason, field=where, rule="3.3.19")


def misere_allowed(state: TableState) -> bool:
    """Whether a misère may follow at a ``dark_bids`` table (a dark raspasy just before
    it demands no more than an eight, rule 3.7.7), before its dark passes are known."""
    dark = state.dark
    return dark is None or not dark.exit_level or 2 * dark.exit_level <= MISERE_RANK
