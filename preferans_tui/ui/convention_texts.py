"""Words for the conventions of SPEC §13.7 that shaped a hand (EN and RU).

The rules core says which conventions applied (:attr:`HandResult.conventions`); the
history line only words them here, so no interface re-derives a rule.
"""

from __future__ import annotations

from ..rules.conventions import Convention
from ..rules.hands import Hand
from .i18n import language, tr

# convention: (English, Russian)
WORDS: dict[Convention, tuple[str, str]] = {
    Convention.GENTLEMAN_SPLIT_ALWAYS: ("gentleman split (always)",
                                        "джентльменский вист: делим и на сыгранной"),
    Convention.CONCEDED: ("conceded: down three", "сдался: без трёх"),
    Convention.CHECKED_TEN: ("checked ten", "десятерная на проверку"),
    Convention.GORA_PAID_FIRST: ("gora paid first", "сначала погашена гора"),
    Convention.NO_ZERO_BONUS: ("no bonus for no tricks", "без взяток, но без бонуса"),
    Convention.ZERO_BONUS_IN_GORA: ("no-trick bonus off the gora", "бонус за ноль — с горы"),
    Convention.HELP_NEXT_CLOCKWISE: ("help to the next clockwise",
                                     "помощь следующему по часовой"),
    Convention.DEALER_NOT_LIABLE: ("the whisting dealer does not answer for the shortfall",
                                   "вистующий сдающий за недобор не отвечает"),
    Convention.CONSOLATION_DEALER_ONLY: ("consolation from the dealer only",
                                         "консоляция только от сдающего"),
    Convention.LEAVER_NO_CONSOLATION: ("no consolation from the half-whister",
                                       "ушедший за полвиста консоляцию не пишет"),
    Convention.SERIES_GOES_ON_MISERE: ("series goes on: misère does not end raspasy",
                                       "серия продолжается: мизер не прерывает распасы"),
    Convention.SERIES_GOES_ON_UNWHISTED: (
        "series goes on: a game nobody whisted does not end raspasy",
        "серия продолжается: игра без виста не прерывает распасы"),
    Convention.SERIES_GOES_ON_NOT_MADE: (
        "series goes on: a contract not made does not end raspasy",
        "серия продолжается: несыгранная игра не прерывает распасы"),
}


def convention_text(convention: Convention, hand: Hand) -> str:
    """One convention in words; the paid talon names its tricks (``talon: 2 tricks``)."""
    if convention is Convention.TALON_BONUS:
        n = getattr(hand, "talon_tricks", None) or 0
        return tr("talon_tricks_1") if n == 1 else tr("talon_tricks_n", n=n)
    english, russian = WORDS[convention]
    return russian if language() == "ru" else english
