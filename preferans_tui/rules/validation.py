"""Table-dependent checks of a hand before it is scored (SPEC §9.1).

The checks every dealt hand shares (players, the dealer, the end of the pulka), and
those of misère, raspasy and adjustments; the whist phase of a trick game is checked in
:mod:`.whist_phase`. Each check raises :class:`IllegalHandError` /
:class:`InvalidHandError` naming the field and the rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..untrusted import quoted
from .bombs import DarkState
from .cards import TRICKS_PER_HAND
from .errors import IllegalHandError, InvalidHandError
from .fields import Field, FieldPath
from .hands import AdjustmentHand, MisereHand, RaspasyHand
from .options import RuleOptions
from .reasons import Reason
from .table import active_players

DEALER = FieldPath(Field.DEALER)
DECLARER = FieldPath(Field.DECLARER)
TRICKS = FieldPath(Field.TRICKS)
"""Paths the checks of every hand name, made once: they are values, and a replay checks
every hand, most of which pass (issue 16)."""


@dataclass(slots=True)
class TableState:
    """What the checks need to know of the pulka before the hand.

    ``expected_dealer`` is ``None`` before the first dealt hand (anyone may deal first);
    ``raspasy_series`` counts the raspasy in a row just played (SPEC §6.4);
    ``dealer_repeats`` says the expected dealer dealt the last deal, a raspasy, and deals
    again (``dealer_repeats_after_raspasy``) [K 3.7.7]. With ``dark_bids`` (SPEC §14):
    ``dark`` the bomb queues and the dark run, ``compulsory`` whether the next deal is a
    compulsory opening raspasy [K 3.7.9], ``deals`` the deals so far.
    """

    players: tuple[str, ...]
    options: RuleOptions
    expected_dealer: str | None
    raspasy_series: int
    finished: bool
    dealer_repeats: bool = False
    dark: DarkState | None = None
    compulsory: bool = False
    deals: int = 0


def check_player(state: TableState, name: str, field: FieldPath) -> None:
    """``name`` must be a player of the pulka (SPEC §9.1).

    Raises:
        InvalidHandError: naming ``field`` and the players there are.
    """
    if name not in state.players:
        raise InvalidHandError(
            Reason("not_a_player", name=quoted(name), players=", ".join(state.players)),
            field=field,
            rule="§9.1",
        )


def check_keys_are_players(state: TableState, keys: Iterable[str], field: Field) -> None:
    """Every key of a hand's ``calls`` or ``tricks`` is a player of the pulka (SPEC §9.1),
    checked before any rule about who may call or take tricks: a name the table does not
    have (``Zed``, a wrong-case ``ANNA``) is said to be no player, not no defender.

    Raises:
        InvalidHandError: naming ``field.<key>`` and the players there are (§9.1).
    """
    players = state.players
    for name in keys:
        if name not in players:
            check_player(state, name, FieldPath(field, name))


def check_dealt(dealer: str, state: TableState) -> None:
    """Checks common to every dealt hand: its ``dealer`` and the end of the pulka.

    The checks take the names, not the hand: each field of a pydantic model costs four
    times a local to read, and the caller has read them already (issue 16).

    Raises:
        InvalidHandError: the dealer is not a player (§9.1).
        IllegalHandError: a hand after the end (rule 4.2.3), or the wrong dealer (3.2.2;
            3.7.7 when the dealer of a raspasy deals again).
    """
    if dealer not in state.players:  # the usual case costs no call (issue 16)
        check_player(state, dealer, DEALER)
    if state.finished:
        raise IllegalHandError(
            Reason("pulka_ended"), field=FieldPath(Field.KIND),
            rule="4.2.3",
        )
    if state.expected_dealer is not None and dealer != state.expected_dealer:
        if state.dealer_repeats:
            raise IllegalHandError(
                Reason("dealer_deals_again", expected=state.expected_dealer, dealer=dealer),
                field=DEALER, rule="3.7.7")
        raise IllegalHandError(
            Reason("wrong_dealer", expected=state.expected_dealer, dealer=dealer),
            field=DEALER,
            rule="3.2.2",
        )


def check_declarer(declarer: str, dealer: str, state: TableState) -> None:
    """The ``declarer`` is a player and, at 4 players, not the ``dealer`` (rule 3.2.10)."""
    if declarer not in state.players:
        check_player(state, declarer, DECLARER)
    if len(state.players) == 4 and declarer == dealer:
        raise IllegalHandError(
            Reason("dealer_cannot_declare", dealer=dealer),
            field=DECLARER,
            rule="3.2.10",
        )


def check_sum_is_ten(tricks: dict[str, int], field: FieldPath) -> None:
    """Trick counts of a played hand sum to 10 (rule 3.5, SPEC B.6)."""
    total = sum(tricks.values())
    if total != TRICKS_PER_HAND:
        raise IllegalHandError(Reason("tricks_sum", total=total, ten=TRICKS_PER_HAND), field=field,
                               rule="3.5")


def check_misere(hand: MisereHand, state: TableState) -> None:
    """A misère: the declarer's tricks alone (SPEC §5, §9.1) [K 3.6].

    Raises:
        InvalidHandError / IllegalHandError: unknown players, wrong trick keys, a
            4-player dealer declaring, or an exit level above 8 (rule 3.7.8).
    """
    check_dealt(hand.dealer, state)
    check_declarer(hand.declarer, hand.dealer, state)
    check_keys_are_players(state, hand.tricks, Field.TRICKS)
    if len(hand.tricks) != 1 or hand.declarer not in hand.tricks:
        raise InvalidHandError(Reason("misere_tricks_alone", declarer=hand.declarer),
                               field=TRICKS, rule="3.6")
    if hand.shared_with_dealer and (len(state.players) != 4
                                    or not state.options.misere_shared_with_dealer):
        raise IllegalHandError(
            Reason("misere_not_shared"), field=FieldPath(Field.SHARED), rule="3.6.9",
        )
    k = state.raspasy_series
    if k and state.options.raspasy_exit_level(k) > 8:
        raise IllegalHandError(
            Reason("raspasy_exit_misere", series=k, level=state.options.raspasy_exit_level(k)),
            field=FieldPath(Field.KIND), rule="3.7.8",
        )


def raspasy_participants(players: Sequence[str], dealer: str, options: RuleOptions
                         ) -> Sequence[str]:
    """Who takes tricks on raspasy, in seat order: the active players, plus the 4-player
    dealer's talon when the variant uses it (SPEC §6.1) [K 3.7.6.1–2]."""
    if len(players) == 4 and options.raspasy_dealer_talon_tricks:
        return players
    return active_players(players, dealer)


def check_raspasy(hand: RaspasyHand, state: TableState) -> dict[str, int]:
    """A raspasy: counts for every participant, summing to 10 (SPEC §6.1, B.6).

    Returns every participant's count (a missing 4-player dealer's talon count is 0).

    Raises:
        InvalidHandError / IllegalHandError naming the player and rule 3.5, 3.7.6.1 or 3.7.6.2.
    """
    players, opt = state.players, state.options
    dealer, tricks = hand.dealer, hand.tricks  # read once (issue 16)
    check_dealt(dealer, state)
    who = raspasy_participants(players, dealer, opt)
    for name in tricks:
        if name not in who:  # the participants are players
            if name not in players:
                check_player(state, name, FieldPath(Field.TRICKS, name))
            if not (name == dealer and tricks[name] == 0):
                raise IllegalHandError(
                    Reason("dealer_no_talon", name=name),
                    field=FieldPath(Field.TRICKS, name), rule="3.7.6.2")
    counts = {p: tricks.get(p, 0) for p in who}
    for p in active_players(players, dealer):
        if p not in tricks:
            raise InvalidHandError(Reason("tricks_missing", name=p),
                                   field=FieldPath(Field.TRICKS, p),
                                   rule="3.5")
    if len(players) == 4 and dealer in who and counts[dealer] > 2:
        raise IllegalHandError(Reason("talon_at_most_two"),
                               field=FieldPath(Field.TRICKS, dealer), rule="3.7.6.1")
    check_sum_is_ten(counts, TRICKS)
    return counts


def check_adjustment(hand: AdjustmentHand, state: TableState) -> None:
    """Every entry names players of this pulka (SPEC §9.4)."""
    for i, entry in enumerate(hand.entries):
        check_player(state, entry.player, FieldPath(Field.PLAYER, index=i))
        if entry.on is not None:
            check_player(state, entry.on, FieldPath(Field.ON, index=i))
