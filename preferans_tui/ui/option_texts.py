"""A short label and a one-line explanation of every rules option (SPEC §11), EN and RU.

The start screen's rules editor shows these instead of the raw option names; the
numbers in brackets are the Kodex rules the option is about.
"""

from __future__ import annotations

from .i18n import language

# name: (English label, English explanation, Russian label, Russian explanation)
TEXTS: dict[str, tuple[str, str, str, str]] = {
    "whist_per_trick_factor": (
        "whists per trick ×", "1: a trick of the whister is worth the contract price; "
        "2: double (Leningrad)",
        "висты за взятку ×", "1: взятка вистующего стоит цену игры; 2: вдвое (ленинградка)"),
    "remiz_per_trick_factor": (
        "remiz per trick ×", "1: each undertrick of the declarer costs the price in gora; "
        "2: double [4.2.1]",
        "ремиз за взятку ×", "1: каждая недобранная взятка — цена игры в гору; 2: вдвое"),
    "consolation": (
        "consolation", "whists each whister writes on a set declarer per undertrick: "
        "whist_value, price, or fixed:N [3.8.1.2]",
        "консоляция", "висты каждому вистующему за недобор: whist_value, price или fixed:N"),
    "dealer_writes_consolation": (
        "4 players: dealer gets consolation", "the dealer who sits out also writes "
        "consolation on a set declarer [3.8.1.2]",
        "4 игрока: сдающему консоляция", "сидящий на прикупе тоже пишет консоляцию на севшего"),
    "whister_liability": (
        "whister liability", "what a whister short of his obligation writes in gora: "
        "the full price (responsible whist, Sochi) or half of it [3.8.11–12]",
        "ответственность вистующего", "что пишет в гору недобравший вистующий: всю цену "
        "(ответственный вист, сочинка) или половину"),
    "two_whister_rule": (
        "two whisters short", "each pays for what he lacks of his half (Kodex), or "
        "together never more than the whole shortfall [3.8.6]",
        "два вистующих недобрали", "каждый за недобор своей половины (Кодекс) или вместе "
        "не больше общего недобора"),
    "high_level_liability": (
        "8–10: who answers", "on 8, 9, 10: who answers for the whisters' shortfall, "
        "the second whister only or both [3.8.6]",
        "8–10: кто отвечает", "на 8, 9, 10: кто отвечает за недобор вистующих — только "
        "второй или оба"),
    "whist_style": (
        "one whister, declarer set", "greedy (Sochi): the whister writes all trick "
        "whists, the passer only consolation; gentleman: they split them [3.8.13–14]",
        "один вистует, игрок сел", "жлобский (сочинка): вистующий пишет все висты за "
        "взятки, пасующий только консоляцию; джентльменский: пополам"),
    "half_whist": (
        "half-whist", "on 6 and 7 the second defender may say half-whist after a pass: "
        "half the whists, no play [3.8.7]",
        "полвиста", "на 6 и 7 второй может сказать «полвиста» после паса: половина "
        "вистов без розыгрыша"),
    "half_whist_by_first_whister": (
        "half-whist by the first", "the first defender may turn his whist into a "
        "half-whist after the second passes [3.8.14]",
        "полвиста первым", "первый может сменить вист на полвиста, если второй спасовал"),
    "dealer_may_take_over_whist": (
        "4 players: dealer takes the whist", "when the dealer, who sits out, may take "
        "over the whist [3.8.8]",
        "4 игрока: сдающий берёт вист", "когда сдающий, сидящий на прикупе, может взять "
        "вист [3.8.8]"),
    "contract_price": (
        "contract prices", "points into pulya for 6, 7, 8, 9, 10 and misère [2.2.2]",
        "цена игр", "очки в пулю за 6, 7, 8, 9, 10 и мизер"),
    "whist_obligation": (
        "whist obligation", "tricks the whisters must take together on 6, 7, 8, 9, 10 "
        "[3.8.2]",
        "норма виста", "сколько взяток вистующие должны взять вместе на 6, 7, 8, 9, 10"),
    "misere_remiz_per_trick": (
        "misère: gora per trick", "gora points per trick taken on a failed misère "
        "[4.2.1]",
        "мизер: гора за взятку", "очков в гору за каждую взятку на несыгранном мизере"),
    "misere_shared_with_dealer": (
        "4 players: misère shared", "the dealer may share a misère (half of the score "
        "each) [3.6.9]",
        "4 игрока: мизер пополам", "сдающий может взять мизер пополам (по половине)"),
    "raspasy_mode": (
        "raspasy written", "each trick into one's own gora, or as whists (Rostov) "
        "[3.7.2]",
        "распасы пишутся", "взятки себе в гору или вистами (ростовка)"),
    "raspasy_progression": (
        "raspasy trick price", "price of a trick in the 1st, 2nd, 3rd… raspasy in a row "
        "(the last repeats) [3.7.4]",
        "цена взятки на распасах", "цена взятки на 1-х, 2-х, 3-х… распасах подряд "
        "(последняя повторяется)"),
    "raspasy_zero_bonus": (
        "raspasy: no trick", "a player who took nothing writes into pulya: the trick "
        "price, one point, or the progression step [3.7.2.1]",
        "распасы: без взяток", "не взявший ни одной пишет в пулю: цену взятки, одно очко "
        "или шаг прогрессии"),
    "raspasy_amnesty": (
        "raspasy amnesty", "the fewest tricks anyone took is taken off everyone's count "
        "before writing (4/3/3 → 1/0/0) [3.7.3]",
        "амнистия на распасах", "меньшее число взяток вычитается у всех перед записью "
        "(4/3/3 → 1/0/0)"),
    "rostov_raspasy_whist": (
        "Rostov raspasy whists", "whists per trick written on the player with the "
        "fewest tricks [3.7.2.2]",
        "ростовские распасы", "вистов за взятку на того, кто взял меньше всех"),
    "raspasy_dealer_talon_tricks": (
        "4 players: talon tricks", "the dealer's talon tricks on raspasy count as his "
        "[3.7.6.1]",
        "4 игрока: взятки прикупа", "взятки из прикупа на распасах пишутся сдающему"),
    "raspasy_dealer_zero_bonus": (
        "4 players: dealer's zero", "the dealer without tricks on raspasy also writes "
        "into pulya [3.7.6.2]",
        "4 игрока: сдающий без взяток", "сдающий без взяток на распасах тоже пишет в пулю"),
    "raspasy_series_reset": (
        "raspasy series ends", "after any contract, or only after a made one",
        "серия распасов кончается", "после любой игры или только после сыгранной"),
    "raspasy_exit_levels": (
        "exit from raspasy", "the least game allowed after the 1st, 2nd… raspasy "
        "(the last repeats) [3.7.8]",
        "выход из распасов", "наименьшая игра после 1-х, 2-х… распасов (последняя "
        "повторяется)"),
    "dealer_repeats_after_raspasy": (
        "dealer repeats", "after raspasy the same player deals again [3.7.7]",
        "сдающий повторяет", "после распасов сдаёт тот же игрок"),
    "help": (
        "help", "pulya points past the target go to another player's pulya, with whists "
        "on him [4.2.3]",
        "помощь", "очки сверх пули пишутся в чужую пулю, с вистами на него"),
    "help_whists_per_point": (
        "help: whists per point", "whists written for each point of help [4.2.3]",
        "помощь: вистов за очко", "сколько вистов за очко помощи"),
    "help_excludes": (
        "help: not to", "who cannot be helped: dealer, remized_whister (a list) [4.2.3]",
        "помощь: не им", "кому не помогают: dealer, remized_whister (список)"),
    "end_rule": (
        "end of the pulka", "when every pulya reaches the target, or when their sum "
        "does (Leningrad) [4.2.3]",
        "конец пульки", "когда все закрыли пулю или когда сумма пуль дошла до цели "
        "(ленинградка)"),
    "settlement_pulya_factor": (
        "settlement: pulya ×", "missing pulya points go into gora once, or twice "
        "(Leningrad) [4.2.3.3]",
        "расчёт: пуля ×", "недостающее до пули — в гору один раз или дважды (ленинградка)"),
    "settlement_amnesty": (
        "settlement amnesty", "the smallest gora is taken off every gora before "
        "settling (changes no result) [4.2.14]",
        "амнистия горы", "меньшая гора вычитается из всех перед расчётом (итог не меняется)"),
    "settlement_rounding": (
        "rounding", "exact fractions, the Kodex rounding, or whole numbers summing to 0 "
        "[4.2.12]",
        "округление", "точные дроби, по Кодексу или целые с нулевой суммой"),
    "rounding_player": (
        "who gets the rounding", "the player with the largest gora, or the first seat",
        "кому остаток", "игроку с большей горой или первому по месту"),
    "multipliers": (
        "multipliers (bombs)", "not supported", "множители (бомбы)", "не поддерживаются"),
    "stalingrad": (
        "Stalingrad", "6♠ must be whisted by both [fn 61]",
        "сталинград", "6♠ вистуют оба обязательно"),
    "ten_game_checked": (
        "ten is only checked", "a ten is not played, only checked [fn 39]",
        "десятерная проверяется", "десятерную не играют, только проверяют"),
    "concede_down_three": (
        "concede down three", "the declarer may concede, written as down three [fn 40]",
        "сдача без трёх", "разыгрывающий может сдаться «без трёх»"),
    "paid_prikup": (
        "paid prikup", "looking at the talon is paid for [3.4.11]",
        "платный прикуп", "за просмотр прикупа платят"),
    "penalty_down_all_consolation": (
        "down-all penalty: consolation", "a 'down all' penalty also gives the whisters "
        "consolation",
        "штраф «без всех»: консоляция", "при штрафе «без всех» вистующим и консоляция"),
}


def option_label(name: str) -> str:
    """The option's short label in the interface language (its name if unknown)."""
    texts = TEXTS.get(name)
    if texts is None:
        return name
    return texts[2] if language() == "ru" else texts[0]


def option_explanation(name: str) -> str:
    """The option's one-line explanation in the interface language ('' if unknown)."""
    texts = TEXTS.get(name)
    if texts is None:
        return ""
    return texts[3] if language() == "ru" else texts[1]
