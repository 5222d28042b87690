"""A short label and a one-line explanation of every rules option (SPEC §11, §13.7), EN and
RU, and the words for two options that contradict each other (SPEC §13.2).

The start screen's rules editor shows these instead of the raw option names; the
numbers in brackets are the Kodex rules the option is about, and a convention the Kodex
does not have names where it comes from (ФСПР, a house rule).
"""

from __future__ import annotations

from ..rules.reasons import Reason
from .classic_texts import CLASSIC_CONTRADICTIONS, CLASSIC_OPTIONS
from .i18n import language

# name: (English label, English explanation, Russian label, Russian explanation)
TEXTS: dict[str, tuple[str, str, str, str]] = {
    "whist_per_trick_factor": (
        "whists per trick ×", "1: a defence trick is worth the contract price in whists; "
        "2: double (Leningrad) [fn 53]",
        "висты за взятку ×", "1: взятка защиты стоит цену игры; 2: вдвое (ленинградка) "
        "[сноска 53]"),
    "remiz_per_trick_factor": (
        "remiz per trick ×", "1: each undertrick of the declarer costs the price in gora; "
        "2: double (Leningrad) [4.2.1]",
        "ремиз за взятку ×", "1: каждая недобранная взятка — цена игры в гору; 2: вдвое "
        "(ленинградка) [4.2.1]"),
    "consolation": (
        "consolation", "whists each player but the declarer writes on a set declarer per "
        "undertrick: the whist value, the contract price or a fixed number [3.8.1.2, fn 36]",
        "консоляция", "сколько вистов за каждую недобранную взятку пишет на севшего каждый, "
        "кроме него: цену виста, цену игры или твёрдое число [3.8.1.2, сноска 36]"),
    "dealer_writes_consolation": (
        "4 players: dealer writes consolation", "the dealer who sits out also writes "
        "consolation on a set declarer [3.8.1.2]",
        "4 игрока: сдающий пишет консоляцию", "сидящий на прикупе тоже пишет консоляцию "
        "на севшего [3.8.1.2]"),
    "whister_liability": (
        "whister liability", "what a whister short of his obligation writes in gora: "
        "the full price (responsible whist, Sochi) or half of it [3.8.11–12]",
        "ответственность вистующего", "что пишет в гору недобравший вистующий: всю цену "
        "(ответственный вист, сочинка) или половину [3.8.11–12]"),
    "two_whister_rule": (
        "two whisters short", "each pays for what he lacks of his half (Kodex), or "
        "together never more than the whole shortfall [3.8.6]",
        "два вистующих недобрали", "каждый платит за недобор своей половины (Кодекс) или "
        "вместе не больше общего недобора [3.8.6]"),
    "high_level_liability": (
        "8–10: who answers", "on 8, 9, 10: who answers for the whisters' shortfall, "
        "the second whister only or both [3.8.6]",
        "8–10: кто отвечает", "на 8, 9, 10: кто отвечает за недобор вистующих — только "
        "второй или оба [3.8.6]"),
    "whist_style": (
        "one whister, declarer set", "greedy (Sochi): the whister writes all trick "
        "whists, the passer only consolation; gentleman: they split them [3.8.13–14]",
        "один вистует, игрок сел", "жлобский (сочинка): вистующий пишет все висты за "
        "взятки, пасующий только консоляцию; джентльменский: пополам [3.8.13–14]"),
    "gentleman_split": (
        "gentleman: split when", "gentleman whist splits the lone whister's trick whists "
        "with the passer only when the declarer is set [3.8.14], or also when he makes "
        "his game (ФСПР)",
        "джентльменский: делить когда", "при джентльменском висте висты за взятки "
        "делятся с пасующим, только когда игрок сел [3.8.14], или и когда сыграл (ФСПР)"),
    "half_whist": (
        "half-whist", "on 6 and 7 the second defender may say half-whist after a pass: "
        "half the whists, no play [3.8.7]",
        "полвиста", "на 6 и 7 второй может сказать «полвиста» после паса: половина "
        "вистов без розыгрыша [3.8.7]"),
    "half_whist_by_first_whister": (
        "half-whist by the first", "the first defender may turn his whist into a "
        "half-whist after the second passes [3.8.14]",
        "полвиста первым", "первый может сменить вист на полвиста, если второй спасовал "
        "[3.8.14]"),
    "half_whist_leaver_consolation": (
        "half-whist left: consolation", "a half-whister whose whist was returned still "
        "writes consolation on a set declarer (the Kodex is silent [3.8.14]; ФСПР: no)",
        "ушедший за полвиста: консоляция", "ушедший за полвиста, у которого вернули вист, "
        "всё равно пишет консоляцию на севшего (Кодекс молчит [3.8.14]; ФСПР: нет)"),
    "dealer_may_take_over_whist": (
        "4 players: dealer takes the whist", "when the dealer, who sits out, may take "
        "over the whist [3.8.8]",
        "4 игрока: сдающий берёт вист", "когда сдающий, сидящий на прикупе, может взять "
        "вист [3.8.8]"),
    "dealer_whister_liable": (
        "4 players: whisting dealer answers", "a dealer who took the whist over answers "
        "for the defence's shortfall like any whister [3.8.8] (ФСПР: he does not)",
        "4 игрока: сдающий отвечает за вист", "сдающий, взявший вист, отвечает за "
        "недобор защиты, как любой вистующий [3.8.8] (ФСПР: не отвечает)"),
    "consolation_when_dealer_whists": (
        "4 players: dealer whists, consolation", "when the dealer is the whister and the "
        "declarer is set: everyone writes consolation [3.8.1.2], or the dealer alone (ФСПР)",
        "4 игрока: вистует сдающий, консоляция", "если вистует сдающий и игрок сел: "
        "консоляцию пишут все [3.8.1.2] или только сдающий (ФСПР)"),
    "contract_price": (
        "contract prices", "points into pulya for 6, 7, 8, 9, 10 and misère [2.2.2]",
        "цена игр", "очки в пулю за 6, 7, 8, 9, 10 и мизер [2.2.2]"),
    "whist_obligation": (
        "whist obligation", "tricks the whisters must take together on 6, 7, 8, 9, 10 "
        "[3.8.2]",
        "норма виста", "сколько взяток вистующие должны взять вместе на 6, 7, 8, 9, 10 "
        "[3.8.2]"),
    "talon_bonus": (
        "paid talon", "the declarer pays for what the talon gave him — an ace 1, ace and "
        "king of a suit 2, two aces 3, a marriage 1 — W whists each: the dealer writes "
        "them, at 3 players each opponent half [3.4.11]",
        "платный прикуп", "игрок платит за то, что дал ему прикуп: туз — 1, туз с королём "
        "одной масти — 2, два туза — 3, марьяж — 1, по W вистов; пишет сдающий, втроём — "
        "оба противника пополам [3.4.11]"),
    "ten_game_checked": (
        "ten is only checked", "a ten is never whisted: only the declarer's tricks are "
        "entered; short: gora and consolation, no whists for tricks [fn 39]",
        "десятерная проверяется", "на десятерную не вистуют: вводятся только взятки "
        "игрока; недобор — гора и консоляция, без вистов за взятки [сноска 39]"),
    "concede_down_three": (
        "concede down three", "after a whist the declarer may concede without play: gora "
        "for three undertricks and nothing else (a house rule the Kodex rejects, 3.5.4, "
        "fn 40)",
        "«без трёх» без розыгрыша", "после виста игрок может сдаться не играя: гора за "
        "три недобранные и больше ничего (домашнее правило, Кодекс его отвергает: 3.5.4, "
        "сноска 40)"),
    "made_game_pays_gora_first": (
        "made game pays the gora first", "the points of a made game or misère first wipe "
        "the declarer's own gora, the rest goes to pulya (a house rule the Kodex rejects, "
        "fn 76)",
        "сыгранная игра гасит гору", "очки сыгранной игры или мизера сначала списывают "
        "гору игрока, остаток идёт в пулю (домашнее правило, Кодекс его отвергает, "
        "сноска 76)"),
    "stalingrad": (
        "Stalingrad", "6♠ must be whisted by both [fn 61]",
        "сталинград", "на 6♠ вистуют оба обязательно [сноска 61]"),
    "penalty_down_all_consolation": (
        "down-all penalty: consolation", "a 'down all' penalty also gives the defenders "
        "consolation (the Kodex does not say) [3.4.4]",
        "штраф «без всех»: консоляция", "при штрафе «без всех» защитники пишут и "
        "консоляцию (в Кодексе не сказано) [3.4.4]"),
    "misere_remiz_per_trick": (
        "misère: gora per trick", "gora points per trick taken on a failed misère "
        "[4.2.1]",
        "мизер: гора за взятку", "очков в гору за каждую взятку на несыгранном мизере "
        "[4.2.1]"),
    "misere_shared_with_dealer": (
        "4 players: misère shared", "the dealer may share a misère (half of the score "
        "each) [3.6.9]",
        "4 игрока: мизер пополам", "сдающий может взять мизер пополам (по половине) "
        "[3.6.9]"),
    "raspasy_mode": (
        "raspasy written", "each trick into one's own gora, or as whists (Rostov) "
        "[3.7.2]",
        "распасы пишутся", "взятки себе в гору или вистами (ростовка) [3.7.2]"),
    "raspasy_progression": (
        "raspasy trick price", "price of a trick in the 1st, 2nd, 3rd… raspasy in a row "
        "(the last repeats) [3.7.4]",
        "цена взятки на распасах", "цена взятки на 1-х, 2-х, 3-х… распасах подряд "
        "(последняя повторяется) [3.7.4]"),
    "raspasy_zero_bonus": (
        "raspasy: no trick", "a player who took nothing writes: the trick price, one "
        "point, the progression step, or nothing [3.7.2.1]",
        "распасы: без взяток", "не взявший ни одной получает: цену взятки, одно очко, "
        "шаг прогрессии или ничего [3.7.2.1]"),
    "raspasy_zero_bonus_column": (
        "raspasy: the bonus goes", "the no-trick bonus goes into pulya (and may help "
        "others), or off one's own gora, a pulya point's worth per point (ФСПР)",
        "распасы: куда бонус", "бонус за распасы без взяток пишется в пулю (и может уйти "
        "в помощь) или списывается с горы — по цене очка пули за очко (ФСПР)"),
    "raspasy_amnesty": (
        "raspasy amnesty", "the fewest tricks anyone took is taken off everyone's count "
        "before writing (4/3/3 → 1/0/0) [3.7.3]",
        "амнистия на распасах", "меньшее число взяток вычитается у всех перед записью "
        "(4/3/3 → 1/0/0) [3.7.3]"),
    "rostov_raspasy_whist": (
        "Rostov raspasy whists", "whists per trick written by the player with the "
        "fewest tricks [3.7.2.2]",
        "ростовские распасы", "вистов за взятку пишет взявший меньше всех [3.7.2.2]"),
    "raspasy_dealer_talon_tricks": (
        "4 players: talon tricks", "the dealer's talon tricks on raspasy count as his "
        "[3.7.6.1]",
        "4 игрока: взятки прикупа", "взятки из прикупа на распасах пишутся сдающему "
        "[3.7.6.1]"),
    "raspasy_dealer_zero_bonus": (
        "4 players: dealer's zero", "the dealer without tricks on raspasy also gets the "
        "no-trick bonus [3.7.6.2]",
        "4 игрока: сдающий без взяток", "сдающий без взяток на распасах тоже получает "
        "бонус [3.7.6.2]"),
    "raspasy_series_reset": (
        "raspasy series ends", "after any game, after a made game or misère, or only "
        "after a made game somebody whisted (ФСПР) [3.7.4]",
        "серия распасов кончается", "после любой игры, после сыгранной игры или мизера "
        "или только после сыгранной игры под вистом (ФСПР) [3.7.4]"),
    "raspasy_exit_levels": (
        "exit from raspasy", "the least game allowed after the 1st, 2nd… raspasy "
        "(the last repeats) [3.7.8]",
        "выход из распасов", "наименьшая игра после 1-х, 2-х… распасов (последняя "
        "повторяется) [3.7.8]"),
    "dealer_repeats_after_raspasy": (
        "dealer repeats", "after raspasy the same player deals again [3.7.7]",
        "сдающий повторяет", "после распасов сдаёт тот же игрок [3.7.7]"),
    "help": (
        "help", "pulya points past the target go to another player's pulya, with whists "
        "on him [4.2.3]",
        "помощь", "очки сверх пули пишутся в чужую пулю, с вистами на него [4.2.3]"),
    "help_whists_per_point": (
        "help: whists per point", "whists written for each point of help, twice that "
        "where a pulya point is worth two gora points [4.2.3]",
        "помощь: вистов за очко", "сколько вистов за очко помощи; вдвое, где очко пули "
        "стоит два очка горы [4.2.3]"),
    "help_excludes": (
        "help: not to", "who is never helped: the dealer of the hand, a whister who just "
        "wrote a remiz (house rules the Kodex rejects, fn 75)",
        "помощь: кроме", "кому не помогают: сдающему, вистующему, который только что "
        "записал ремиз (домашние правила, Кодекс их отвергает, сноска 75)"),
    "help_recipient": (
        "help: who first", "the largest open pulya first (a tie: the player on the left) "
        "[4.2.3], or the next open player clockwise (a house rule, «Дом»)",
        "помощь: кому сначала", "сначала самой большой открытой пуле (при равенстве — "
        "левому) [4.2.3] или следующему по часовой с открытой пулей (домашнее правило)"),
    "end_rule": (
        "end of the pulka", "when every pulya reaches the target, or when their sum "
        "does (Leningrad) [4.2.3]",
        "конец пульки", "когда все закрыли пулю или когда сумма пуль дошла до цели "
        "(ленинградка) [4.2.3]"),
    "settlement_pulya_factor": (
        "a pulya point is worth", "gora points per pulya point: 1, or 2 (Leningrad) — at "
        "settlement, in help and for points written off [4.2.3.3]",
        "очко пули стоит", "очков горы за очко пули: 1 или 2 (ленинградка) — при "
        "расчёте, в помощи и при списании [4.2.3.3]"),
    "settlement_rounding": (
        "rounding", "exact fractions, the Kodex rounding, or whole numbers summing to 0 "
        "[4.2.12]",
        "округление", "точные дроби, по Кодексу или целые с нулевой суммой [4.2.12]"),
    "rounding_player": (
        "who gets the rounding", "under the Kodex rounding: the player with the largest "
        "gora, or the first seat (the Kodex does not say) [4.2.12]",
        "кому остаток", "при округлении по Кодексу: игроку с большей горой или первому "
        "по месту (в Кодексе не сказано) [4.2.12]"),
}

# contradiction key (rules.option_checks): English — why the pair is refused, in the form's
# words (it names the choices as the form shows them); the Russian is the core's own
# (rules.reasons_ru, code ``contra_<key>``), one wording for the form and a file's problems
_ENGLISH_CONTRADICTIONS: dict[str, str] = {
    "help_sum_reached":
        "when the pulka ends at the sum of the pulyas, every point stays in its own pulya "
        "and nobody is ever helped",
    "split_always_greedy":
        "greedy whist never splits the trick whists with the passer",
    "first_half_whist_greedy":
        "only gentleman whist lets the first defender go for half-whist after a whist and "
        "a pass; under greedy whist he never does",
    "talon_whist_raspasy":
        "raspasy on whists is played without the talon",
    "next_clockwise_no_help":
        "without help nobody is helped, first or last",
    "half_liability_odd_remiz":
        "half of an odd remiz per trick is no whole gora point: give every level an even "
        "price, or full liability",
    "odd_obligation_halves":
        "two whisters each answer for half the obligation, and half of an odd number of "
        "tricks is no whole trick: give every level an even obligation, or 1 (the second "
        "whister's alone)",
    "half_whist_odd_obligation":
        "a half-whister is credited half the obligation without play, and half of an odd "
        "number of tricks is no whole trick: give the six and the seven an even "
        "obligation, or play no half-whist",
    "progression_trailing_repeat":
        "the last step repeats by itself, so steps equal to it at the end change nothing: "
        "drop them",
    "help_whists_no_help":
        "without help nobody is helped, so nobody writes whists for it",
    "help_excludes_no_help":
        "without help nobody is helped, so nobody can be left out of it",
    "rostov_whist_gora_raspasy":
        "raspasy written into gora write no whists",
    "amnesty_whist_raspasy":
        "raspasy on whists strike nothing off: the player with the fewest tricks pays the "
        "others for theirs",
    "progression_whist_raspasy":
        "raspasy on whists have no trick price, and a zero bonus of one point or nothing "
        "does not follow the progression",
    "trick_price_of_one":
        "every raspasy trick is priced 1, so the trick price is one point: choose «one "
        "point»",
    "step_points_one_step":
        "with one step the progression step is always 1 point: choose «one point»",
    "series_reset_whist_raspasy":
        "raspasy on whists have no trick price to grow; with a zero bonus that does not "
        "follow the progression and the exit at any six, the count of raspasy in a row "
        "changes nothing",
    "series_reset_flat_progression":
        "with one trick price, a zero bonus that does not grow and the exit at any six, "
        "the count of raspasy in a row changes nothing",
    "zero_bonus_column_no_bonus":
        "with no zero bonus no raspasy point is written, so none needs a column",
    "rounding_player_no_kodex":
        "only the Kodex rounding gives the remainder to one player",
    "first_half_whist_no_half":
        "without half-whist nobody goes for it, first or second",
    "leaver_consolation_no_half":
        "without half-whist nobody leaves one, so nobody's consolation depends on it",
    "dealer_liable_never_whists":
        "a dealer who never takes the whist over is never liable for it",
    "dealer_only_never_whists":
        "the dealer never whists, so no consolation is written because he does",
}

TEXTS.update(CLASSIC_OPTIONS), _ENGLISH_CONTRADICTIONS.update(CLASSIC_CONTRADICTIONS)

# contradiction key: (English, Russian)
CONTRADICTIONS: dict[str, tuple[str, str]] = {
    key: (english, Reason(f"contra_{key}").text("ru"))
    for key, english in _ENGLISH_CONTRADICTIONS.items()
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


def contradiction_reason(key: str) -> str:
    """Why the contradictory pair ``key`` is refused, in the interface language."""
    texts = CONTRADICTIONS.get(key, ("", ""))
    return texts[1] if language() == "ru" else texts[0]
