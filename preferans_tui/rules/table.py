"""Who sits where: seat order, the dealer, active players (SPEC §2, §4.1, §4.7)."""

from __future__ import annotations

from collections.abc import Sequence


def left_of(players: Sequence[str], player: str) -> str:
    """The player on ``player``'s left: the next seat clockwise [K 3.2.2]."""
    return players[(players.index(player) + 1) % len(players)]


def clockwise_from(players: Sequence[str], player: str) -> list[str]:
    """Every other player, clockwise, starting with the one on ``player``'s left."""
    i = players.index(player)
    return [players[(i + k) % len(players)] for k in range(1, len(players))]


def active_players(players: Sequence[str], dealer: str) -> list[str]:
    """The three players who hold cards, in seat order.

    With four players the dealer sits out [K 3.2.10]; with three, everybody plays.
    """
    return [p for p in players if len(players) == 3 or p != dealer]


def defenders(players: Sequence[str], dealer: str, declarer: str) -> tuple[str, str]:
    """The declarer's two active opponents ``(O1, O2)``; O1 sits first on his left.

    O1 speaks first in the whist phase [K 3.8.1, 3.8.3] (SPEC §4.1).
    """
    active = active_players(players, dealer)
    o1, o2 = [p for p in clockwise_from(players, declarer) if p in active and p != declarer]
    return o1, o2
