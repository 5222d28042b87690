"""The fields of a misère and of a raspasy (SPEC §5, §6; FORMAT.md "Hands").

Misère: the dealer (first hand only), the declarer and his tricks; at 4 players, where
the rules allow it, whether the dealer shared it [K 3.6.9]. Raspasy: each active
player's tricks in seat order, the last one following from the others; at a 4-player
table that plays the talon, the dealer's talon tricks (0–2, and what the others left)
[K 3.5, 3.7.6.1].
"""

from __future__ import annotations

from typing import Any

from ..cards import TRICKS_PER_HAND
from ..fields import Field, FieldPath
from ..hands import Hand, RaspasyHand
from ..table import active_players
from ..validation import TableState, raspasy_participants
from .answers import Value, Walk, Walked

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
    taken = w.count(FieldPath(Field.TRICKS, declarer), 0, TRICKS_PER_HAND)
    record: dict[str, Any] = {"kind": "misere", "dealer": dealer, "declarer": declarer,
                              "tricks": {declarer: taken}}
    shared = len(players) == 4 and state.options.misere_shared_with_dealer
    if shared and w.choice(FieldPath(Field.SHARED), (False, True), default=False) is True:
        record["shared_with_dealer"] = True
    return Walked(tuple(w.fields), record, dealer, declarer).complete_if(True)


def walk_raspasy(state: TableState, values: dict[FieldPath, Value],
                 prefill: Hand | None = None) -> Walked:
    """The raspasy's counts and, once complete, its record (FORMAT.md "raspasy").

    Each typed count allows what the others leave (rule 3.5): 10 less the talon's and the
    counts before it, and less the counts typed after it; the talon first keeps to what
    the typed counts leave (else it goes back to 0).
    """
    w = Walk(values)
    players = state.players
    dealer = state.expected_dealer or _str(w.choice(FieldPath(Field.DEALER), players))
    if dealer is None:
        return Walked(tuple(w.fields), None)
    active = active_players(players, dealer)
    talon = dealer if (dealer not in active and dealer in
                       raspasy_participants(players, dealer, state.options)) else None
    typed = [_count(values.get(FieldPath(Field.TRICKS, p))) for p in active[:-1]]
    extra = 0
    if talon is not None:
        room = min(TALON_TRICKS, TRICKS_PER_HAND - sum(t or 0 for t in typed))
        given = _count(values.get(FieldPath(Field.TRICKS, talon)))
        extra = given if given is not None and given <= room else 0
    counts: dict[str, int] = {}
    for i, p in enumerate(active[:-1]):
        after = sum(t or 0 for t in typed[i + 1:])
        high = TRICKS_PER_HAND - extra - sum(counts.values()) - after
        taken = w.count(FieldPath(Field.TRICKS, p), 0, high)
        if taken is not None:
            counts[p] = taken
    if talon is not None:
        room = min(TALON_TRICKS, TRICKS_PER_HAND - sum(counts.values()))
        extra = w.count(FieldPath(Field.TRICKS, talon), 0, room, default=0) or 0
    last = active[-1]
    ready = len(counts) == len(active) - 1
    rest = TRICKS_PER_HAND - sum(counts.values()) - extra if ready else None
    w.computed(FieldPath(Field.TRICKS, last), rest)
    tricks: dict[str, int] = dict(counts)
    if rest is not None:
        tricks[last] = rest
    kept = isinstance(prefill, RaspasyHand) and talon in prefill.tricks
    if talon is not None and (extra or kept):
        tricks[talon] = extra  # 0 only if the corrected hand wrote it
    record = {"kind": "raspasy", "dealer": dealer, "tricks": tricks}
    return Walked(tuple(w.fields), record, dealer, talon=talon).complete_if(ready)


def _str(value: Value | None) -> str | None:
    return value if isinstance(value, str) else None


def _count(value: Value | None) -> int | None:
    return value if type(value) is int else None
