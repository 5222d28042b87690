"""The conventions of SPEC §13.7 that can shape a hand, named so the interface can word them.

The rules core says which ones applied to a hand (:attr:`.sheet.HandResult.conventions`);
the history only turns each into words ("gentleman split (always)", "talon: 2 tricks"),
so no interface re-derives a rule. A convention is listed on a hand only when it changed
what that hand wrote (or, for the series, what the next raspasy will cost).
"""

from __future__ import annotations

from enum import StrEnum


class Convention(StrEnum):
    """One convention that applied to one hand (SPEC §13.7, §13.8)."""

    GENTLEMAN_SPLIT_ALWAYS = "gentleman_split_always"
    """A made contract's trick whists were split with the passer (``gentleman_split``)."""
    TALON_BONUS = "talon_bonus"
    """The talon's tricks were paid for on the declarer [K 3.4.11] (``talon_bonus``)."""
    CONCEDED = "conceded"
    """The declarer conceded without play: gora 3 × R [K fn 40] (``concede_down_three``)."""
    CHECKED_TEN = "checked_ten"
    """A ten was checked, not whisted [K fn 39] (``ten_game_checked``)."""
    GORA_PAID_FIRST = "gora_paid_first"
    """The made contract's points first wiped the declarer's gora
    (``made_game_pays_gora_first``)."""
    NO_ZERO_BONUS = "no_zero_bonus"
    """A player took no trick on raspasy and got nothing (``raspasy_zero_bonus: none``)."""
    ZERO_BONUS_IN_GORA = "zero_bonus_in_gora"
    """A raspasy bonus was written off the own gora (``raspasy_zero_bonus_column: gora``)."""
    HELP_NEXT_CLOCKWISE = "help_next_clockwise"
    """Overflow helped the next open player clockwise (``help_recipient``)."""
    DEALER_NOT_LIABLE = "dealer_not_liable"
    """The dealer who took the whist over did not answer for the shortfall
    (``dealer_whister_liable: false``)."""
    CONSOLATION_DEALER_ONLY = "consolation_dealer_only"
    """Only the whisting dealer wrote consolation (``consolation_when_dealer_whists``)."""
    LEAVER_NO_CONSOLATION = "leaver_no_consolation"
    """The half-whister whose whist was returned wrote no consolation
    (``half_whist_leaver_consolation: false``)."""
    SERIES_GOES_ON_MISERE = "series_goes_on_misere"
    """A misère did not end the raspasy series (``raspasy_series_reset``)."""
    SERIES_GOES_ON_UNWHISTED = "series_goes_on_unwhisted"
    """A game nobody whisted did not end the raspasy series (``raspasy_series_reset``)."""
    SERIES_GOES_ON_NOT_MADE = "series_goes_on_not_made"
    """A contract that was not made did not end the raspasy series
    (``raspasy_series_reset``)."""
