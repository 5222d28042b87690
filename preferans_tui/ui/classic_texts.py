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
    # the bombs («ёлочка», fn 29) and the dark rules on the sheet and in the history
    "cl_bomb": "✱{factor}",
    "cl_bombs_of": "{player}'s bombs: {bombs}",
    "cl_dark_raspasy": "dark raspasy, level {k}: everything ×{factor}",
    "cl_earned": "{players} earn ✱{factor}",
    "cl_compulsory": "compulsory raspasy ({deal} of {deals})",
    "cl_bomb_used": "{player}'s ✱{factor}: everything ×{m}",
    "cl_bomb_used_burned": "{player}'s ✱{factor} burned: everything ×{m}",
    "cl_bomb_used_kept": "{player}'s ✱{factor} kept (not made): everything ×{m}",
    "cl_dark_bid": "in the dark: everything ×{m}",
    "cl_multiplier": "everything ×{m}",
    "cl_dark_line": "dark level {k}, next exit from {level}",
    "cl_dark_line_short": "dark {k}, exit {level}",
    "cl_opening_line": "compulsory raspasy: {left} more",
    # the hand forms
    "dark": "bid in the dark (3.3.19)",
    "dark_passes": "passed in the dark (3.3.19)",
    "dark_pass_of": "{player} passed in the dark",
    "dark_yes": "yes, in the dark",
    "dark_no": "no",
    "hint_dark": "* dark bid or pass",
    "why_opening": "the first {deals} deals are compulsory raspasy (rule 3.7.9)",
    "why_dark_exit": "after a dark raspasy of level {k}: from {level} (rule 3.7.7)",
    "why_dark_pass": "over a dark pass: from {level} (rule 3.3.19)",
}

CLASSIC_RU: dict[str, str] = {
    "st_variant_classic": "классика",
    "cl_bomb": "✱{factor}",
    "cl_bombs_of": "бомбы {player}: {bombs}",
    "cl_dark_raspasy": "тёмный распас, уровень {k}: всё ×{factor}",
    "cl_earned": "{players}: бомба ✱{factor}",
    "cl_compulsory": "обязательный распас ({deal} из {deals})",
    "cl_bomb_used": "✱{factor} {player}: всё ×{m}",
    "cl_bomb_used_burned": "✱{factor} {player} сгорела: всё ×{m}",
    "cl_bomb_used_kept": "✱{factor} {player} осталась (не сыграно): всё ×{m}",
    "cl_dark_bid": "втёмную: всё ×{m}",
    "cl_multiplier": "всё ×{m}",
    "cl_dark_line": "тёмный уровень {k}, выход с {level}",
    "cl_dark_line_short": "тьма {k}, выход {level}",
    "cl_opening_line": "обязательных распасов осталось: {left}",
    "dark": "втёмную (3.3.19)",
    "dark_passes": "пас втёмную (3.3.19)",
    "dark_pass_of": "{player} пасовал втёмную",
    "dark_yes": "да, втёмную",
    "dark_no": "нет",
    "hint_dark": "* игра или пас втёмную",
    "why_opening": "первые {deals} сдачи — обязательные распасы (правило 3.7.9)",
    "why_dark_exit": "после тёмного распаса уровня {k}: с {level} (правило 3.7.7)",
    "why_dark_pass": "после паса втёмную: с {level} (правило 3.3.19)",
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
