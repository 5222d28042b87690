"""Which Latin and Cyrillic characters look alike: Unicode's confusables list (UTS #39,
through the confusable-homoglyphs package), worked out once for the scripts nearly every
table writes its names in.

Comparing two names of these letters needs no more than this table; the package's list
(some 7 MB in memory and 25 ms to load) is read only for a name in another script
(issue 16: start-up and memory). ``tests/rules/test_players.py`` works the table out
from the package again and compares.
"""

from __future__ import annotations

from typing import Final

TABLED: Final = ((0x0000, 0x0180), (0x0400, 0x0530))
"""The code point ranges the table covers: Basic Latin, Latin-1, Latin Extended-A and
Cyrillic (with its supplement)."""

ALIKE_PAIRS: Final = frozenset({
    "\u0020\u00a0", "'`", "'\u00b4", ",\u00b8", "0O", "0\u041e", "1I", "1l", "1|",
    "1\u0406", "1\u04c0", "3\u0417", "3\u04e0", "6\u0431", "A\u0410", "B\u0412", "C\u0421",
    "E\u0415", "G\u050c", "H\u041d", "Il", "I|", "I\u0406", "I\u04c0", "J\u0408",
    "K\u041a", "M\u041c", "O\u041e", "P\u0420", "S\u0405", "T\u0422", "V\u0474", "W\u051c",
    "X\u0425", "Y\u0423", "Y\u04ae", "`\u00b4", "a\u0430", "b\u042c", "c\u0441", "d\u0501",
    "e\u0435", "e\u04bd", "f\u017f", "h\u04bb", "i\u0131", "i\u0456", "i\u04cf", "j\u0458",
    "l|", "l\u0406", "l\u04c0", "o\u043e", "p\u0440", "q\u051b", "r\u0433", "s\u0455",
    "v\u0475", "w\u0461", "w\u051d", "x\u00d7", "x\u0445", "y\u0443", "y\u04af", "|\u0406",
    "|\u04c0", "\u00a5\u04b0", "\u00c6\u04d4", "\u00c7\u04aa", "\u00d0\u0110",
    "\u00d6\u0150", "\u00d7\u0445", "\u00e6\u04d5", "\u00e7\u04ab", "\u0114\u011a",
    "\u0115\u011b", "\u0127\u045b", "\u0131\u0456", "\u0131\u04cf", "\u0138\u043a",
    "\u013f\u0140", "\u0406\u04c0", "\u040d\u0419", "\u0417\u04e0", "\u0423\u04ae",
    "\u0435\u04bd", "\u0439\u045d", "\u0443\u04af", "\u0454\u0511", "\u0456\u04cf",
    "\u0461\u051d", "\u0462\u0463", "\u0462\u048c", "\u0462\u048d", "\u0463\u048c",
    "\u0463\u048d", "\u0472\u04e8", "\u0473\u04e9", "\u048c\u048d", "\u04b6\u04cb",
    "\u04b7\u04cc", "\u04c7\u04c9", "\u04c8\u04ca",
})
"""Each pair of different characters of :data:`TABLED` that the list says look alike
(sharing a look-alike), as one two-character string, lower code point first."""


def tabled(char: str) -> bool:
    """Whether ``char`` lies in the ranges of :data:`TABLED`."""
    code = ord(char)
    return any(low <= code < high for low, high in TABLED)
