"""Every word of the interface about Classic («Классика», SPEC §14), EN and RU, in one place:
the variant's name, its options and their values, the bombs on the sheet and in the
history, the dark fields of the hand forms.

Merged into the catalogues where the other words live: :data:`CLASSIC_EN` and
:data:`CLASSIC_RU` into :mod:`.i18n`'s (as :mod:`.texts_ledger`'s are), the options'
labels into :mod:`.option_texts`, their values into :mod:`.option_values`. No module
here imports another of the interface.
"""

from __future__ import annotations

from typing import Any

CLASSIC_EN: dict[str, str] = {
    "st_variant_classic": "Classic",
    # the bombs («ёлочка», fn 29) and the dark rules on the sheet, in the history, the
    # preview and the status line
    "cl_bomb": "✱{factor}",
    "cl_bomb_of": "{player}'s ✱{factor}",
    "cl_burned": "burned",
    "cl_kept": "kept",
    "cl_in_dark": "in the dark",
    "cl_everything": "everything ×{m}",
    "cl_effect": "{what}: {everything}",
    "cl_dark_raspasy": "dark raspasy, level {k} (×{factor})",
    "cl_compulsory": "compulsory",
    "cl_earned": "✱{factor} to {players}",
    "cl_dark_line": "dark level {k}",
    "cl_dark_line_short": "dark {k}",
    "cl_opening_line": "compulsory raspasy: {left} more",
    "cl_opening_short": "compulsory: {left}",
    # the hand forms
    "dark": "bid in the dark",
    "dark_pass_of": "{name} passed in the dark",
    "dark_yes": "yes, in the dark",
    "dark_no": "no",
    "hint_dark": "* and a seat: in the dark",
    "cl_dark_key": "* then a seat digit: the declarer's dark bid or another player's dark "
                   "pass (rule 3.3.19)",
    "cl_no_dark": "{name} cannot bid or pass in the dark on this hand",
    "cl_no_dark_here": "nothing is bid in the dark on this hand",
    "cl_opening_only": "the first {deals} deals are compulsory raspasy (rule 3.7.9)",
    "cl_why_dark_exit": "after a dark raspasy the contract is at least {level} ({rule})",
    "cl_why_dark_pass": "over a dark pass the contract is at least {level} ({rule})",
}

CLASSIC_RU: dict[str, str] = {
    "st_variant_classic": "классика",
    "cl_bomb": "✱{factor}",
    "cl_bomb_of": "бомба {player} ✱{factor}",
    "cl_burned": "сгорела",
    "cl_kept": "осталась",
    "cl_in_dark": "втёмную",
    "cl_everything": "всё ×{m}",
    "cl_effect": "{what} — {everything}",
    "cl_dark_raspasy": "тёмный распас, уровень {k} (×{factor})",
    "cl_compulsory": "обязательный",
    "cl_earned": "✱{factor}: {players}",
    "cl_dark_line": "тёмный уровень {k}",
    "cl_dark_line_short": "тьма {k}",
    "cl_opening_line": "обязательных распасов осталось: {left}",
    "cl_opening_short": "обязательных: {left}",
    "dark": "игра втёмную",
    "dark_pass_of": "{name} пасовал втёмную",
    "dark_yes": "да, втёмную",
    "dark_no": "нет",
    "hint_dark": "* и место: втёмную",
    "cl_dark_key": "* и номер места: игра втёмную играющего или пас втёмную другого "
                   "(правило 3.3.19)",
    "cl_no_dark": "{name} в этой сдаче не играет и не пасует втёмную",
    "cl_no_dark_here": "в этой сдаче втёмную не играют",
    "cl_opening_only": "первые {deals} сдачи — обязательные распасы (правило 3.7.9)",
    "cl_why_dark_exit": "после тёмного распаса игра не ниже {level} ({rule})",
    "cl_why_dark_pass": "после паса втёмную игра не ниже {level} ({rule})",
}

CLASSIC_OPTIONS: dict[str, tuple[str, str, str, str]] = {
    # name: (English label, English explanation, Russian label, Russian explanation)
    "whister_liability": (
        "whister liability", "what a whister short of his obligation writes in gora: "
        "the full price (responsible whist, Sochi), half of it, or half until his own "
        "pulya is closed and then the full price (Classic) [3.8.11–12]",
        "ответственность вистующего", "что пишет в гору недобравший вистующий: всю цену "
        "(ответственный вист, сочинка), половину, или половину, пока своя пуля не "
        "закрыта, а потом всю (классика) [3.8.11–12]"),
    "dark_bids": (
        "dark bids and bombs", "hands may be bid and passed in the dark; a dark raspasy "
        "gives bombs that multiply the holder's next game (Classic) [3.3.19, 3.7.10]",
        "игра втёмную и бомбы", "торговаться и пасовать можно втёмную; тёмный распас "
        "даёт бомбы, умножающие следующую игру владельца (классика) [3.3.19, 3.7.10]"),
    "bomb_limit": (
        "bomb limit", "the highest dark level: 1 (✱2) to 4 (✱16); 3 is the triple bomb, "
        "×8 [3.3.19]",
        "предел бомб", "наибольший тёмный уровень: от 1 (✱2) до 4 (✱16); 3 — тройная "
        "бомба, ×8 [3.3.19]"),
    "opening_raspasy_rounds": (
        "compulsory rounds", "rounds of compulsory dark raspasy before free play; each "
        "gives everyone a bomb [3.7.9]",
        "обязательные круги", "сколько кругов обязательных тёмных распасов до свободной "
        "игры; каждый даёт всем бомбу [3.7.9]"),
}

CLASSIC_VALUES: dict[tuple[str, Any], tuple[str, str]] = {
    ("whister_liability", "classic"): ("half until his pulya closes (Classic)",
                                       "половина до закрытия пули (классика)"),
}

CLASSIC_CONTRADICTIONS: dict[str, str] = {
    # contradiction key (rules.option_checks): English, in the form's words
    "classic_liability_no_help":
        "Classic's liability turns full when the whister's own pulya is closed, and a "
        "pulya closes only with help",
    "bomb_limit_no_dark_bids":
        "without dark bids there are no bombs to limit",
    "opening_rounds_no_dark_bids":
        "the compulsory rounds are dark raspasy, and there are none without dark bids",
}

CLASSIC_HELP_EN = """
## Classic: dark bids and bombs

| key | |
|---|---|
| `*` then a seat | in a hand form: the declarer's seat marks his dark bid («раз втёмную»,
  ×2), another seat that player's dark pass; the same keys again take it back |

A raspasy somebody passed in the dark before is a dark raspasy: level 1 the first in a
row, then 2, 3 … up to the bomb limit; it writes ×2, ×4, ×8, and each player who passed in
the dark (at four players the dealer too) gets a bomb of that factor. Bombs stand beside
the names in order, `✱2 ✱4`: the first multiplies its holder's next game or misère, and
goes once one is made (rule 3.7.10, fn 29–31). After a dark raspasy of level k the next
contract is at least 6 + k (rule 3.7.7); outbid over a dark pass, one level more
(rule 3.3.19). The first rounds of a pulka may be compulsory raspasy, where everybody
passes in the dark (rule 3.7.9): the sheet's keys then open a raspasy.
"""

CLASSIC_HELP_RU = """
## Классика: игра втёмную и бомбы

| клавиша | |
|---|---|
| `*` и номер места | в форме сдачи: место играющего — его игра втёмную («раз втёмную»,
  ×2), другое место — пас втёмную этого игрока; те же клавиши ещё раз отменяют |

Распас, перед которым кто-то пасовал втёмную, — тёмный: первый подряд уровня 1, потом 2,
3 … до предела бомб; он пишется ×2, ×4, ×8, и каждый, кто пасовал втёмную (вчетвером и
сдающий), получает бомбу с этим множителем. Бомбы стоят у имени по порядку, `✱2 ✱4`:
первая умножает ближайшую игру или мизер владельца и сгорает, когда он её сыграет
(правило 3.7.10, сноски 29–31). После тёмного распаса уровня k игра не ниже 6 + k
(правило 3.7.7); перебитая после паса втёмную — на уровень выше (правило 3.3.19). Первые
круги пульки могут быть обязательными распасами, где все пасуют втёмную (правило 3.7.9):
клавиши листа тогда открывают распас.
"""
