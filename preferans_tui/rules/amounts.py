"""What a contract of each level is worth at one table: the figures every trick game
reads (SPEC §3.1–§3.3, §4.3–§4.6).

They depend only on the table's options and the level, so
:attr:`.options.RuleOptions.by_level` works them out once per rule set and every hand
of a replay reads them (issue 16: a 100,000-hand replay asked for the same five levels'
prices, factors and obligations some half a million times).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LevelAmounts:
    """The figures of a trick contract of one level at one table (SPEC §3.3, appendix A).

    ``price`` P in pulya points (rule 2.2.2); ``whist`` W = P × whist factor, whists per
    defence trick [K fn 53]; ``remiz`` R = P × remiz factor, gora points per undertrick
    [K 4.2.1]; ``consolation`` C, whists per undertrick each non-declarer writes
    [K 3.8.1.2, fn 36, 54]; ``whister_remiz`` Wr, gora points per trick a whister is
    short (R, or R / 2 for a half-liable whister) [K 3.8.11–12]; ``obligation`` the
    tricks the defenders together must take [K 3.8.2]; ``half_whist_tricks`` the tricks
    credited to a half-whister without play, half the obligation [K 3.8.7].
    """

    price: int
    whist: int
    remiz: int
    consolation: int
    whister_remiz: int
    obligation: int
    half_whist_tricks: int
