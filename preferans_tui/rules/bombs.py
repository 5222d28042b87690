"""Classic's dark bids and bombs: the dark level of a raspasy, the bomb queues and a hand's
multiplier (SPEC §14.3–§14.5) [K 3.3.19, 3.7.7, 3.7.9–3.7.10, fn 29–31, 4.1.2].

Nothing here is stored: like every total, the bomb queues are a fold over the hands.
:class:`DarkState` is where a table with ``dark_bids`` stands before a hand — each
player's bombs in order, the dark raspasy in a row, the exit level a dark raspasy left —
and :func:`dark_hand` works out what one hand does to it (:class:`DarkHand`): the
multiplier m every amount it writes is multiplied by (:func:`multiplied`), the bomb it
used and whether it burned, the bombs it earned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .entries import Written, line
from .hands import GameHand, MisereHand, RaspasyHand
from .options import RuleOptions

DARK_BID: int = 2
"""The factor of a game or misère bid in the dark [K 3.3.19 b–c, fn 31] (SPEC §14.2)."""

MISERE_RANK: int = 17
"""A misère's rank on the ladder, in half levels: between 8NT (16) and 9♠ (18) [K 3.6.4]."""


@dataclass(frozen=True, slots=True)
class DarkState:
    """A ``dark_bids`` table before a hand (SPEC §14.3–§14.5).

    ``queues[p]``: player p's bombs in the order earned, each its factor 2^k (only the
    first is in force, fn 30); ``run``: the dark raspasy immediately before (j of §14.3;
    adjustments do not count); ``exit_level``: the lowest contract the next dealt hand
    may be after a free dark raspasy of level k, 6 + k (0: no such rule now, rule 3.7.7).
    """

    queues: Mapping[str, tuple[int, ...]]
    run: int = 0
    exit_level: int = 0

    @classmethod
    def empty(cls, players: Sequence[str]) -> DarkState:
        """Nobody holds a bomb, no dark raspasy before."""
        return cls({p: () for p in players})


@dataclass(frozen=True, slots=True)
class DarkHand:
    """What one hand of a ``dark_bids`` table did (SPEC §14.3–§14.4).

    ``level``: the dark level k of a dark raspasy (0 for any other hand); ``multiplier``:
    m, by which every amount the hand wrote was multiplied (2^k on a dark raspasy, b × d
    on a game or misère); ``bomb``: the factor of the declarer's bomb in force (0: none);
    ``burned``: the contract was made and that bomb is gone; ``earned``: who got a bomb of
    2^k from a dark raspasy, in seat order; ``compulsory``: a compulsory opening raspasy
    (rule 3.7.9); ``after``: the state after the hand; ``opening_of``: on a compulsory
    raspasy, how many deals are compulsory in all (``opening_raspasy_rounds`` × n: the
    hand is the ``deal``-th of them), else 0.
    """

    level: int
    multiplier: int
    bomb: int
    burned: bool
    earned: tuple[str, ...]
    compulsory: bool
    after: DarkState
    opening_of: int = 0


def compulsory_deal(options: RuleOptions, players: Sequence[str], deals: int) -> bool:
    """Whether the next dealt hand, after ``deals`` deals, is a compulsory opening raspasy:
    one of the first ``opening_raspasy_rounds`` × n [K 3.7.9] (SPEC §14.5)."""
    return options.dark_bids and deals < options.opening_raspasy_rounds * len(players)


def contract_rank(hand: GameHand | MisereHand) -> int:
    """A contract's rank in half levels (a six 12 … a ten 20; a misère 17, rule 3.6.4)."""
    return MISERE_RANK if hand.kind == "misere" else 2 * hand.level


def dark_hand(hand: GameHand | MisereHand | RaspasyHand, before: DarkState,
              options: RuleOptions, players: Sequence[str], *, made: bool,
              compulsory: bool, deals: int) -> DarkHand:
    """What ``hand`` does at a ``dark_bids`` table standing at ``before`` (SPEC §14.3–§14.5).

    ``made``: a game or misère counts as made (burns the declarer's first bomb, fn 29–30);
    ``compulsory``: the hand is a compulsory opening raspasy, the ``deals``-th+1 deal.

    * A raspasy with a dark pass, or a compulsory one, is a dark raspasy of level
      k = min(``bomb_limit``, 1 + j) (j: the dark raspasy before it; for a compulsory
      one, the deals before it, all compulsory): it writes ×2^k, and each player who
      passed in the dark — at four players the dealer too; on a compulsory raspasy every
      player — gets a bomb of 2^k at the end of his queue [K 3.3.19 a, 3.7.10].
    * A game or misère writes ×b×d: b the factor of the declarer's first bomb, d = 2 in
      the dark; made, it burns that bomb [fn 29–31, 4.1.2].
    * Any other hand ends the dark run.
    """
    queues = before.queues
    if hand.kind == "raspasy":
        passes = players if compulsory else hand.dark_passes
        if not passes:
            return DarkHand(0, 1, 0, False, (), False, DarkState(queues))
        k = raspasy_level(before, options, compulsory=compulsory, deals=deals, dark=True)
        factor = 2 ** k
        earners = tuple(p for p in players if p in passes
                        or (len(players) == 4 and p == hand.dealer))
        grown = {p: (*q, factor) if p in earners else q for p, q in queues.items()}
        # the first free hand after the compulsory rounds starts the run afresh (§14.5)
        after = DarkState(grown) if compulsory else DarkState(grown, before.run + 1, 6 + k)
        opening_of = options.opening_raspasy_rounds * len(players) if compulsory else 0
        return DarkHand(k, factor, 0, False, earners, compulsory, after, opening_of)
    bomb, m = bomb_in_force(before, hand.declarer, dark=hand.dark)
    queue = queues[hand.declarer]
    burned = bool(bomb) and made
    if burned:
        queues = {**queues, hand.declarer: queue[1:]}
    return DarkHand(0, m, bomb, burned, (), False, DarkState(queues))


def bomb_in_force(before: DarkState, declarer: str, *, dark: bool) -> tuple[int, int]:
    """The factor b of ``declarer``'s first bomb (0: none) and the multiplier m = b × d
    of his game or misère (d = 2 bid in the dark) [fn 30–31, 4.1.2] (SPEC §14.4)."""
    queue = before.queues[declarer]
    bomb = queue[0] if queue else 0
    return bomb, (bomb or 1) * (DARK_BID if dark else 1)


def raspasy_level(before: DarkState, options: RuleOptions, *, compulsory: bool,
                  deals: int, dark: bool) -> int:
    """The dark level k of the next raspasy (0: a light one): a compulsory one, or one
    with a dark pass (``dark``), is of level min(``bomb_limit``, 1 + j) (SPEC §14.3)."""
    if not (compulsory or dark):
        return 0
    return options.dark_level(deals if compulsory else before.run)


def multiplied(written: Written, m: int) -> Written:
    """``written`` with every amount ×``m`` — pulya requests, gora, whists — and its
    conventions (SPEC §14.4 [K 4.1.2]). Pulya requests then pass through help as usual,
    10 whists a multiplied point (rule 4.2.3)."""
    if m == 1:
        return written
    return Written([line(e.column, e.player, e.amount * m, e.rule, e.on, e.by)
                    for e in written.entries], list(written.conventions),
                   written.pulya_asked * m)
