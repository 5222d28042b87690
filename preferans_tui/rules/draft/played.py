"""The fields of a misère and of a raspasy (SPEC §5, §6; FORMAT.md "Hands").

Misère: the dealer (first hand only), the declarer, at a ``dark_bids`` table the dark bid
and dark passes (:mod:`.dark`), and his tricks; at 4 players, where
the rules allow it, whether the dealer shared it [K 3.6.9]. Raspasy: each active
player's tricks (at 4 players from the dealer's left), the last one following from the
others; at a 4-player table that plays the talon, all three players' counts and then,
following from them, the dealer's talon tricks (0–2) [K 3.5, 3.7.6.1]; at a ``dark_bids``
table each active player's dark pass comes first (SPEC §14.3).
"""

from __future__ import annotations

from typing import Any

from ..cards import TRICKS_PER_HAND
from ..fields import Field, FieldPath
from ..hands import Hand, RaspasyHand
from ..table import active_players, clockwise_from
from ..validation import TableState, raspasy_participants
from .answers import Value, Walk, Walked
from .dark import dark_fields, misere_passers, walk_dark
from .note import walk_note

TALON_TRICKS = 2
"""The most a 4-player dealer's talon wins on raspasy: its two cards [K 3.7.6.1]."""


def walk_misere(state: TableState, values: dict[FieldPath, Value],
                prefill: Hand | None = None) -> Walked:
    """The misère's fields and, once complete, its record (FORMAT.md "misere")."""
    w = Walk(values)
    players = state.players
    dealer = state.expected_dealer or _str(w.choice(FieldPath(Field.DEALER), players))
    declarer = _str(w.choice(FieldPath(Field.DECLARER),
                             tuple(active_players(players, dealer)) if dealer else players))
    if dealer is None or declarer is None:
        return Walked(tuple(w.fields), None, dealer, declarer)
    dark, passes = walk_dark(w, state, misere_passers(
        state, [p for p in active_players(players, dealer) if p != declarer]), bid=True)
    taken = w.count(FieldPath(Field.TRICKS, declarer), 0, TRICKS_PER_HAND)
    record: dict[str, Any] = {"kind": "misere", "dealer": dealer, "declarer": declarer,
                              "tricks": {declarer: taken}}
    dark_fields(record, dark, passes)
    shared = len(players) == 4 and state.options.misere_shared_with_dealer
    if shared and w.choice(FieldPath(Field.SHARED), (False, True), default=False) is True:
        record["shared_with_dealer"] = True
    walk_note(w, record)
    return Walked(tuple(w.fields), record, dealer, declarer).complete_if(True)


def walk_raspasy(state: TableState, values: dict[FieldPath, Value],
                 prefill: Hand | None = None) -> Walked:
    """The raspasy's counts and, once complete, its record (FORMAT.md "raspasy").

    The fields read as the table plays (SPEC §6.1): the active players' counts (at 4
    players from the dealer's left, :func:`_raspasy_order`), then what follows from them
    (rule 3.5: 10 tricks in all). At 3 players, and at 4 without the talon, the last
    player's count follows.
    At a 4-player table that plays the talon all three players' counts are typed and
    the dealer's talon tricks follow, last: 10 minus the three, which must be 0–2
    [K 3.7.6.1]. Each typed count allows what the others leave — at most 10 less the
    counts before it and those typed after it; once both others are known, at least
    what the talon cannot take (:func:`_count_range`) — so a count with one possible
    value is filled, and two counts never decide both the third and the talon.
    """
    w = Walk(values)
    players = state.players
    dealer = state.expected_dealer or _str(w.choice(FieldPath(Field.DEALER), players))
    if dealer is None:
        return Walked(tuple(w.fields), None)
    active = _raspasy_order(players, dealer)
    _, passes = walk_dark(w, state, active_players(players, dealer), bid=False)
    talon = dealer if (dealer not in active and dealer in
                       raspasy_participants(players, dealer, state.options)) else None
    typed_players = active if talon is not None else active[:-1]
    follows = talon if talon is not None else active[-1]
    cap = TALON_TRICKS if talon is not None else TRICKS_PER_HAND
    later = [_count(values.get(FieldPath(Field.TRICKS, p))) for p in typed_players]
    counts: dict[str, int] = {}
    for i, p in enumerate(typed_players):
        others = [counts.get(q) for q in typed_players[:i]] + later[i + 1:]
        low, high = _count_range(others, cap)
        taken = w.count(FieldPath(Field.TRICKS, p), low, high,
                        rule="3.7.6.1" if low else None)
        if taken is not None:
            counts[p] = taken
    ready = len(counts) == len(typed_players)
    rest = TRICKS_PER_HAND - sum(counts.values()) if ready else None
    w.computed(FieldPath(Field.TRICKS, follows), rest)
    tricks: dict[str, int] = dict(counts)
    kept = isinstance(prefill, RaspasyHand) and talon in prefill.tricks
    if rest is not None and (talon is None or rest or kept):
        tricks[follows] = rest  # the talon's 0 only if the corrected hand wrote it
    record: dict[str, Any] = {"kind": "raspasy", "dealer": dealer, "tricks": tricks}
    dark_fields(record, False, passes)
    walk_note(w, record)
    return Walked(tuple(w.fields), record, dealer, talon=talon).complete_if(ready)


def _raspasy_order(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    """The players who take tricks on raspasy, in the order the form asks them: at 4
    players the three round the dealer, from his left, as the table plays [K 3.2.10];
    at 3, where the dealer plays too, the seats of the sheet, which stay put from deal to
    deal (the example pulkas are written so)."""
    if len(players) == 4:
        return clockwise_from(players, dealer)
    return active_players(players, dealer)


def _count_range(others: list[int | None], cap: int) -> tuple[int, int]:
    """What one typed raspasy count allows, given the other typed counts (``None``: not
    typed yet) and ``cap``, the most the count that follows may hold (10 for a player,
    2 for the talon [K 3.7.6.1]): at most 10 less the others (rule 3.5); once every other
    is known, at least what the one that follows cannot take."""
    known = sum(o or 0 for o in others)
    high = max(0, TRICKS_PER_HAND - known)
    low = max(0, high - cap) if all(o is not None for o in others) else 0
    return low, high


def _str(value: Value | None) -> str | None:
    return value if isinstance(value, str) else None


def _count(value: Value | None) -> int | None:
    return value if type(value) is int else None
