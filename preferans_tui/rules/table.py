"""Who sits where: seat order, the dealer, active players (SPEC §2, §4.1, §4.7).

Each answer depends only on the seat order and one or two names, so it is worked out
once per table and remembered, and handed out as the same tuple every time (a replay of
100,000 hands asks the same few questions again and again, issue 16).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache


def left_of(players: Sequence[str], player: str) -> str:
    """The player on ``player``'s left: the next seat clockwise [K 3.2.2]."""
    return _clockwise(tuple(players), player)[0]


def clockwise_from(players: Sequence[str], player: str) -> tuple[str, ...]:
    """Every other player, clockwise, starting with the one on ``player``'s left."""
    return _clockwise(tuple(players), player)


def active_players(players: Sequence[str], dealer: str) -> tuple[str, ...]:
    """The three players who hold cards, in seat order.

    With four players the dealer sits out [K 3.2.10]; with three, everybody plays.
    """
    return _active(tuple(players), dealer)


def defenders(players: Sequence[str], dealer: str, declarer: str) -> tuple[str, str]:
    """The declarer's two active opponents ``(O1, O2)``; O1 sits first on his left.

    O1 speaks first in the whist phase [K 3.8.1, 3.8.3] (SPEC §4.1).
    """
    return _defenders(tuple(players), dealer, declarer)


@lru_cache(maxsize=256)
def _clockwise(players: tuple[str, ...], player: str) -> tuple[str, ...]:
    i = players.index(player)
    return tuple(players[(i + k) % len(players)] for k in range(1, len(players)))


@lru_cache(maxsize=256)
def _active(players: tuple[str, ...], dealer: str) -> tuple[str, ...]:
    return tuple(p for p in players if len(players) == 3 or p != dealer)


@lru_cache(maxsize=1024)
def _defenders(players: tuple[str, ...], dealer: str, declarer: str) -> tuple[str, str]:
    active = _active(players, dealer)
    o1, o2 = [p for p in _clockwise(players, declarer) if p in active and p != declarer]
    return o1, o2
