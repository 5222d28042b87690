"""The whist phase of a trick game: who whists, passes or goes for half-whist (SPEC §9.2).

:func:`check_game` checks a game hand against the table — calls, half-whist, a returned
whist, the 4-player dealer taking the whist over, the trick counts — raising
:class:`IllegalHandError` / :class:`InvalidHandError` that name the field and the rule,
and returns the :class:`GameRoles` the scorer uses (SPEC §4.1–§4.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..untrusted import shown_key
from .calls import half_whist_refusal, stalingrad_applies, take_over_refusal
from .errors import IllegalHandError, InvalidHandError
from .fields import Field, FieldPath
from .game_extras import check_checked_ten, check_conceded, check_penalty
from .hands import GameHand
from .reasons import Reason
from .table import defenders
from .validation import (
    TRICKS,
    TableState,
    check_dealt,
    check_declarer,
    check_keys_are_players,
    check_player,
    check_sum_is_ten,
)


@dataclass(slots=True)
class GameRoles:
    """Who does what in a trick game, after the whist phase (SPEC §4.1–§4.2).

    ``whisters`` in the order they said whist (O1 before O2; the dealer alone when he
    took the whist over); ``half_whister`` is an unreturned half-whist (no play);
    ``left_half`` a half-whister whose whist was returned [K 3.8.8, 3.8.14];
    ``checked`` a ten under ``ten_game_checked``, which nobody whists [K fn 39].
    """

    declarer: str
    o1: str
    o2: str
    whisters: tuple[str, ...]
    half_whister: str | None
    left_half: str | None
    dealer_took_over: bool
    checked: bool = False


def check_game(hand: GameHand, state: TableState) -> GameRoles:
    """Check a trick game against the table and return its roles (SPEC §4.2, §9.1–§9.2).

    Raises:
        InvalidHandError: unknown players, missing calls or trick counts.
        IllegalHandError: calls or counts the rules do not allow (rules 3.2.10, 3.5,
            3.7.8, 3.8.7, 3.8.8, 3.8.14, fn 61), or a field of SPEC §13.7 the table's
            options do not allow (``talon_tricks`` 3.4.11, ``conceded`` fn 40, a checked
            ten fn 39), or ``open`` on a hand no whister played (3.8.4).
    """
    # each field read once: a pydantic model's attribute costs four times a local's
    # (issue 16)
    dealer, declarer, calls = hand.dealer, hand.declarer, hand.calls
    check_dealt(dealer, state)
    check_declarer(declarer, dealer, state)
    check_keys_are_players(state, calls, Field.CALLS)
    if hand.tricks is not None:
        check_keys_are_players(state, hand.tricks, Field.TRICKS)
    if hand.returned_by is not None:
        check_player(state, hand.returned_by, FieldPath(Field.RETURNED_BY))
    opt, level, series = state.options, hand.level, state.raspasy_series
    if series and level < opt.raspasy_exit_level(series):
        raise IllegalHandError(
            Reason("raspasy_exit_contract", series=series,
                   level=opt.raspasy_exit_level(series), contract=hand.contract),
            field=FieldPath(Field.CONTRACT),
            rule="3.7.8",
        )
    if hand.talon_tricks is not None and not opt.talon_bonus:
        raise IllegalHandError(
            Reason("talon_tricks_unpaid"),
            field=FieldPath(Field.TALON_TRICKS), rule="3.4.11")
    o1, o2 = defenders(state.players, dealer, declarer)
    if level == 10 and opt.ten_game_checked:
        check_checked_ten(hand)
        return GameRoles(declarer, o1, o2, (), None, None, False, checked=True)
    four = len(state.players) == 4
    for name in calls:
        if name != o1 and name != o2 and not (four and name == dealer):
            # any key of the file: quoted when it is not plain
            raise IllegalHandError(
                Reason("not_a_defender", name=shown_key(name), first=o1, second=o2),
                field=FieldPath(Field.CALLS, name), rule="3.8.1",
            )
    c1, c2 = calls.get(o1), calls.get(o2)
    if c1 is None or c2 is None:
        name = o1 if c1 is None else o2
        raise InvalidHandError(Reason("no_call", name=name), field=FieldPath(Field.CALLS, name),
                               rule="3.8.1")
    dealer_call = calls.get(dealer) if four else None

    half_whister: str | None = None
    if c1 == "half" or c2 == "half":
        who = o1 if c1 == "half" else o2
        refusal = half_whist_refusal(opt, hand.contract, level, first=who == o1,
                                     other=c2 if who == o1 else c1, name=o1)
        if refusal is not None:
            raise IllegalHandError(refusal.reason, field=FieldPath(Field.CALLS, who),
                                   rule=refusal.rule)
        half_whister = who
    if dealer_call == "half":
        raise IllegalHandError(Reason("dealer_half_whist"),
                               field=FieldPath(Field.CALLS, dealer), rule="3.8.8")

    returner = hand.returned_by
    if dealer_call == "whist":
        if returner not in (None, dealer):
            raise IllegalHandError(
                Reason("dealer_took_over", dealer=dealer, name=shown_key(returner)),
                field=FieldPath(Field.RETURNED_BY), rule="3.8.8",
            )
        returner = dealer
    left_half: str | None = None
    took_over = False
    if returner is not None:
        if half_whister is None and not (returner == dealer and four):
            raise IllegalHandError(Reason("return_needs_half"),
                                   field=FieldPath(Field.RETURNED_BY), rule="3.8.8")
        if returner == dealer and four:
            refusal = take_over_refusal(opt, level, c1, c2, half_whister)
            if refusal is not None:
                raise IllegalHandError(refusal.reason, field=FieldPath(Field.CALLS, dealer),
                                       rule=refusal.rule)
            took_over = True
        elif half_whister is not None and returner != (o2 if half_whister == o1 else o1):
            raise IllegalHandError(
                Reason("returner_not_passer", name=shown_key(returner)),
                field=FieldPath(Field.RETURNED_BY),
                rule="3.8.8",
            )
        left_half, half_whister = half_whister, None

    if took_over:
        whisters: tuple[str, ...] = (dealer,)
    elif returner is not None:
        whisters = (returner,)
    elif c1 == "whist":
        whisters = (o1, o2) if c2 == "whist" else (o1,)
    else:
        whisters = (o2,) if c2 == "whist" else ()
    # the option read first: few tables play Stalingrad, and the contract is one more
    # field of the record to read (issue 16)
    if len(whisters) < 2 and opt.stalingrad and stalingrad_applies(opt, hand.contract):
        raise IllegalHandError(Reason("stalingrad"),
                               field=FieldPath(Field.CALLS), rule="fn 61")
    roles = GameRoles(declarer, o1, o2, whisters, half_whister, left_half, took_over)
    penalty = hand.penalty
    if penalty is not None:
        check_penalty(hand)
    if hand.conceded:
        check_conceded(hand, opt, whisters)
    else:
        _check_game_tricks(hand.tricks, None if penalty is None else penalty.rule, roles)
    return roles


def _check_game_tricks(tricks: dict[str, int] | None, penalty: str | None,
                       roles: GameRoles) -> None:
    """Trick counts (the hand's ``tricks``, its ``penalty`` rule): absent when nobody
    whists, present and summing to 10 otherwise."""
    if not roles.whisters:
        if tricks is not None and penalty != "3.4.4":
            raise IllegalHandError(Reason("no_whist_no_tricks"),
                                   field=TRICKS, rule="3.5.3")
        if penalty in ("3.4.6", "3.4.9"):
            raise IllegalHandError(Reason("penalty_needs_play", penalty=penalty),
                                   field=FieldPath(Field.PENALTY), rule=penalty)
        return
    if tricks is None:
        if penalty == "3.4.4":
            return
        raise InvalidHandError(Reason("whisted_give_tricks"),
                               field=TRICKS, rule="3.5")
    active = (roles.declarer, roles.o1, roles.o2)
    for name in tricks:
        if name not in active:
            raise IllegalHandError(
                Reason("holds_no_cards", name=shown_key(name)),
                field=FieldPath(Field.TRICKS, name), rule="3.2.10",
            )
    if roles.declarer not in tricks:
        raise InvalidHandError(Reason("declarer_tricks_missing", declarer=roles.declarer),
                               field=FieldPath(Field.TRICKS, roles.declarer), rule="3.5")
    if len(tricks) != 3 and (len(roles.whisters) == 2 or len(tricks) != 1):
        missing = ", ".join(sorted(set(active) - set(tricks)))
        raise InvalidHandError(Reason("active_tricks_missing", missing=missing),
                               field=TRICKS, rule="3.8.6")
    if len(tricks) == 3:
        check_sum_is_ten(tricks, TRICKS)
