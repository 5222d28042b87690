"""Strains, contracts and the price ladder (SPEC §3.1–§3.2).

A contract is written ``"<level><strain>"``: ``"6S"`` … ``"10NT"`` with strains
``S`` ♠, ``C`` ♣, ``D`` ♦, ``H`` ♥ and ``NT`` (no trump) [K 1.3.1, 2.2.2].
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import lru_cache
from typing import Final

from ..untrusted import quoted
from .reasons import Reason


class Strain(StrEnum):
    """A trump suit or no-trump, in bidding order ♠ < ♣ < ♦ < ♥ < NT [K 2.2.2]."""

    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    NO_TRUMP = "NT"

    @property
    def symbol(self) -> str:
        """The card symbol players write: ♠ ♣ ♦ ♥, or ``БК`` for no-trump."""
        return {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": "БК"}[self.value]


LEVELS: Final = (6, 7, 8, 9, 10)
"""Contract levels: the number of tricks the declarer must take."""

PRICE: Final[dict[int, int]] = {6: 2, 7: 4, 8: 6, 9: 8, 10: 10}
"""Price P of a trick contract in pulya points, by level [K 2.2.2] (SPEC §3.1)."""

MISERE_PRICE: Final = 10
"""Price of a misère in pulya points [K 2.2.2]."""

WHIST_OBLIGATION: Final[dict[int, int]] = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}
"""Tricks the defenders together must take, by level [K 3.8.2] (SPEC §3.2)."""

TRICKS_PER_HAND: Final = 10
"""Every played hand has exactly ten tricks [K 3.5] (SPEC appendix B.6)."""

_CONTRACT = re.compile(r"^(6|7|8|9|10)(S|C|D|H|NT)$")


@lru_cache(maxsize=64)
def parse_contract(text: str) -> tuple[int, Strain]:
    """Split a contract such as ``"7H"`` into ``(7, Strain.HEARTS)`` (the 25 contracts are
    remembered once read; a text that is not one raises every time).

    Raises:
        ValueError: the text is not a level 6–10 followed by S, C, D, H or NT (rule 2.2.2).
    """
    match = _CONTRACT.match(text)
    if match is None:
        raise ValueError(Reason("bad_contract", rule="2.2.2", text=quoted(text)))
    return int(match.group(1)), Strain(match.group(2))

