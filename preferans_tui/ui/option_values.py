"""Words for the values of the rules options (SPEC §11, §13.7), EN and RU.

The rules editor's dropdowns show these instead of the raw values the file stores
(``per_half``, ``kodex_plus_pass_pass``, ``fixed:10``); numbers of a list or a table
read as themselves.
"""

from __future__ import annotations

import re
from typing import Any

from .classic_texts import CLASSIC_VALUES
from .i18n import language
from .option_boxes import box_text

# (option, value): (English, Russian)
WORDS: dict[tuple[str, Any], tuple[str, str]] = {
    ("whist_per_trick_factor", 1): ("×1: the price", "×1: цена игры"),
    ("whist_per_trick_factor", 2): ("×2 (Leningrad)", "×2 (ленинградка)"),
    ("remiz_per_trick_factor", 1): ("×1: the price", "×1: цена игры"),
    ("remiz_per_trick_factor", 2): ("×2 (Leningrad)", "×2 (ленинградка)"),
    ("consolation", "whist_value"): ("the whist value W", "цена виста W"),
    ("consolation", "price"): ("the contract price P", "цена игры P"),
    ("whister_liability", "full"): ("full (responsible whist)", "полная (ответственный вист)"),
    ("whister_liability", "half"): ("half", "половина"),
    ("two_whister_rule", "per_half"): ("each for his half (Kodex)",
                                       "каждый за свою половину (Кодекс)"),
    ("two_whister_rule", "capped"): ("no more than the shortfall",
                                     "не больше общего недобора"),
    ("high_level_liability", "second"): ("the second whister", "второй вистующий"),
    ("high_level_liability", "both"): ("both whisters", "оба вистующих"),
    ("whist_style", "greedy"): ("greedy (Sochi)", "жлобский (сочинка)"),
    ("whist_style", "gentleman"): ("gentleman: split", "джентльменский: пополам"),
    ("gentleman_split", "set_only"): ("only when the declarer is set",
                                      "только если игрок сел"),
    ("gentleman_split", "always"): ("always (ФСПР)", "всегда (ФСПР)"),
    ("dealer_may_take_over_whist", "never"): ("never", "никогда"),
    ("dealer_may_take_over_whist", "kodex"): ("as rule 3.8.8", "по правилу 3.8.8"),
    ("dealer_may_take_over_whist", "kodex_plus_pass_pass"): (
        "3.8.8, and on 6–7 after two passes", "3.8.8 и на 6–7 после двух пасов"),
    ("consolation_when_dealer_whists", "all"): ("everyone writes it", "пишут все"),
    ("consolation_when_dealer_whists", "dealer_only"): ("the dealer alone (ФСПР)",
                                                        "только сдающий (ФСПР)"),
    ("raspasy_mode", "gora"): ("into one's gora", "себе в гору"),
    ("raspasy_mode", "whists"): ("as whists (Rostov)", "вистами (ростовка)"),
    ("raspasy_zero_bonus", "trick_price"): ("the trick price", "цена взятки"),
    ("raspasy_zero_bonus", "one_point"): ("one point", "одно очко"),
    ("raspasy_zero_bonus", "step_points"): ("the progression step", "шаг прогрессии"),
    ("raspasy_zero_bonus", "none"): ("nothing", "ничего"),
    ("raspasy_zero_bonus_column", "pulya"): ("into pulya", "в пулю"),
    ("raspasy_zero_bonus_column", "gora"): ("off one's gora (ФСПР)", "с горы (ФСПР)"),
    ("raspasy_series_reset", "any_contract"): ("after any game", "после любой игры"),
    ("raspasy_series_reset", "made_contract"): ("after a made game or misère",
                                                "после сыгранной игры или мизера"),
    ("raspasy_series_reset", "whisted_made_game"): (
        "after a made game under whist (ФСПР)", "после сыгранной игры под вистом (ФСПР)"),
    ("help_excludes", frozenset()): ("nobody: anyone may be helped", "никого: помогают всем"),
    ("help_excludes", frozenset({"dealer"})): ("the dealer", "сдающему"),
    ("help_excludes", frozenset({"remized_whister"})): ("a whister with a fresh remiz",
                                                        "вистующему с новым ремизом"),
    ("help_excludes", frozenset({"dealer", "remized_whister"})): (
        "the dealer and a whister with a fresh remiz", "сдающему и вистующему с новым ремизом"),
    ("help_recipient", "largest_pulya"): ("the largest pulya (Kodex)",
                                          "самой большой пуле (Кодекс)"),
    ("help_recipient", "next_clockwise"): ("the next player clockwise",
                                           "следующему по часовой"),
    ("end_rule", "each_closed"): ("every pulya closed", "все закрыли пулю"),
    ("end_rule", "sum_reached"): ("the sum of pulyas (Leningrad)", "сумма пуль (ленинградка)"),
    ("settlement_pulya_factor", 1): ("1 gora point", "1 очко горы"),
    ("settlement_pulya_factor", 2): ("2 gora points (Leningrad)", "2 очка горы (ленинградка)"),
    ("settlement_rounding", "exact"): ("exact fractions", "точные дроби"),
    ("settlement_rounding", "kodex_4_2_12"): ("Kodex 4.2.12", "по Кодексу 4.2.12"),
    ("settlement_rounding", "largest_remainder"): ("whole numbers summing to 0",
                                                   "целые с нулевой суммой"),
    ("rounding_player", "largest_gora"): ("the largest gora", "у кого больше гора"),
    ("rounding_player", "seat0"): ("the first seat", "первый по месту"),
    ("switch", True): ("yes", "да"),
    ("switch", False): ("no", "нет"),
}
WORDS.update(CLASSIC_VALUES)

_FIXED = re.compile(r"^fixed:(\d+)$")

FIXED_CONSOLATIONS = (5, 10, 15, 20)
"""The fixed consolations the editor offers (Rostov plays 10, some tables 15) [K fn 36]."""


def _ru_whists(n: int) -> str:
    """«вист», «виста» or «вистов» after the number ``n``."""
    if n % 10 == 1 and n % 100 != 11:
        return "вист"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "виста"
    return "вистов"


def value_words(name: str, value: Any) -> str:
    """How option ``name``'s value ``value`` reads in the interface language.

    ``value_words("whist_style", "greedy")`` is ``"greedy (Sochi)"`` in English and
    ``"жлобский (сочинка)"`` in Russian; ``("consolation", "fixed:10")`` reads
    ``"fixed: 10 whists"``; a yes/no option reads yes or no; a list or a table of
    numbers reads as its box shows it (``1 2 3``, ``6:2 … мизер:10``).
    """
    ru = language() == "ru"
    fixed = _FIXED.match(value) if isinstance(value, str) else None
    if name == "consolation" and fixed:
        n = int(fixed.group(1))
        return f"твёрдая: {n} {_ru_whists(n)}" if ru else f"fixed: {n} whists"
    key: tuple[str, Any] = (name, value)
    if isinstance(value, bool):
        key = ("switch", value)
    elif isinstance(value, (set, list, frozenset)) and name == "help_excludes":
        key = (name, frozenset(value))
    elif isinstance(value, dict | list | tuple):
        return box_text(value)
    words = WORDS.get(key)
    if words is None:
        return str(value)
    return words[1] if ru else words[0]
