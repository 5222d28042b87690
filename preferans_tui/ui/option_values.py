"""Words for the fixed values of the rules options (SPEC §11), EN and RU.

The rules editor's dropdowns show these instead of the raw values the file stores
(``per_half``, ``kodex_plus_pass_pass``); a value without words shows as itself.
"""

from __future__ import annotations

from typing import Any

from .i18n import language

# (option, value): (English, Russian)
WORDS: dict[tuple[str, Any], tuple[str, str]] = {
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
    ("dealer_may_take_over_whist", "never"): ("never", "никогда"),
    ("dealer_may_take_over_whist", "kodex"): ("as rule 3.8.8", "по правилу 3.8.8"),
    ("dealer_may_take_over_whist", "kodex_plus_pass_pass"): (
        "3.8.8, and on 6–7 after two passes", "3.8.8 и на 6–7 после двух пасов"),
    ("raspasy_mode", "gora"): ("into one's gora", "себе в гору"),
    ("raspasy_mode", "whists"): ("as whists (Rostov)", "вистами (ростовка)"),
    ("raspasy_zero_bonus", "trick_price"): ("the trick price", "цена взятки"),
    ("raspasy_zero_bonus", "one_point"): ("one point", "одно очко"),
    ("raspasy_zero_bonus", "step_points"): ("the progression step", "шаг прогрессии"),
    ("raspasy_series_reset", "any_contract"): ("after any game", "после любой игры"),
    ("raspasy_series_reset", "made_contract"): ("after a made game", "после сыгранной игры"),
    ("end_rule", "each_closed"): ("every pulya closed", "все закрыли пулю"),
    ("end_rule", "sum_reached"): ("the sum of pulyas (Leningrad)", "сумма пуль (ленинградка)"),
    ("settlement_rounding", "exact"): ("exact fractions", "точные дроби"),
    ("settlement_rounding", "kodex_4_2_12"): ("Kodex 4.2.12", "по Кодексу 4.2.12"),
    ("settlement_rounding", "largest_remainder"): ("whole numbers summing to 0",
                                                   "целые с нулевой суммой"),
    ("rounding_player", "largest_gora"): ("the largest gora", "у кого больше гора"),
    ("rounding_player", "seat0"): ("the first seat", "первый по месту"),
    ("multipliers", False): ("no", "нет"),
}


def value_words(name: str, value: Any) -> str:
    """How option ``name``'s value ``value`` reads in the interface language.

    ``value_words("whist_style", "greedy")`` is ``"greedy (Sochi)"`` in English and
    ``"жлобский (сочинка)"`` in Russian; numbers (``1``, ``2``) read as themselves.
    """
    words = WORDS.get((name, value))
    if words is None:
        return str(value)
    return words[1] if language() == "ru" else words[0]
