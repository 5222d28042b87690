"""Trick games at a 3-player table, SPEC §4.2 a–e and §4.3–§4.6, misère §5.

A declares; B (on A's left) is O1 and speaks first, C is O2. P = price, W = whists per
defence trick, R = gora per undertrick, C = consolation, Wr = gora per missing whist
trick (SPEC §3.3–§3.4). Every expected number is worked in the comment beside it.
"""

from __future__ import annotations

import pytest

from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.option_checks import FROM_FILE
from tests.rules.helpers import delta, game, misere, one, rules, table

W, P = "whist", "pass"


# -- §4.2 a: two whisters ----------------------------------------------------------------

@pytest.mark.parametrize(("variant", "b", "c"), [
    ("sochi", 6, 2),        # W = 2: B 3×2, C 1×2
    ("leningrad", 12, 4),   # W = 4: B 3×4, C 1×4
    ("rostov", 6, 2),
])
def test_ex01_made_six_two_whisters_each_writes_his_own_tricks(variant, b, c):
    """EX-01 [K 3.8.1.1, fn 53]: T = 4 = obligation, so C's 1 < 2 does not matter."""
    hand = game("C", "A", "6S", {"B": W, "C": W}, {"A": 6, "B": 3, "C": 1})
    assert one(variant, hand) == {"A pulya": 2, "B→A": b, "C→A": c}


@pytest.mark.parametrize(("variant", "b", "c", "c_gora"), [
    ("sochi", 4, 2, 2),      # C: half 2 − 1 = 1 trick × Wr 2
    ("leningrad", 8, 4, 2),  # Wr = R/2 = 4/2 = 2
    ("rostov", 4, 2, 1),     # Wr = P/2 = 1
])
def test_ex02_pair_short_the_whister_below_half_pays(variant, b, c, c_gora):
    """EX-02 [K 3.8.6 example 1]: 6♦, A 7, B 2, C 1: T = 3 < 4, B has his half."""
    p = table(variant)
    r = p.append(game("C", "A", "6D", {"B": W, "C": W}, {"A": 7, "B": 2, "C": 1}))
    assert {k: v for k, v in r.totals.gora.items() if v} == {"C": c_gora}
    assert rules(r)["C gora"] == {"3.8.6"}
    assert r.totals.whists["B"]["A"] == b and r.totals.whists["C"]["A"] == c


@pytest.mark.parametrize(("variant", "b_gora", "c_gora"), [
    ("sochi", 2, 4),         # B short 1 × 2, C short 2 × 2
    ("leningrad", 2, 4),     # Wr = 2 as in Sochi
    ("rostov", 1, 2),        # Wr = 1
])
def test_ex03_declarer_takes_nine_both_whisters_short(variant, b_gora, c_gora):
    """EX-03 [K 3.8.6 example 2]: 6♦, A 9, B 1, C 0."""
    got = one(variant, game("C", "A", "6D", {"B": W, "C": W}, {"A": 9, "B": 1, "C": 0}))
    w = 4 if variant == "leningrad" else 2
    assert got == {"A pulya": 2, "B→A": 1 * w, "B gora": b_gora, "C gora": c_gora}


@pytest.mark.parametrize(("rule", "c_gora"), [
    ("per_half", 4),   # literal Kodex: C's half is 2, he took 0 → 2 × Wr 2
    ("capped", 2),     # Parlett: min(2, pair short 4 − 3 = 1) × 2
])
def test_two_whisters_three_and_nothing_on_a_six(rule, c_gora):
    """SPEC §4.5.3, §12.5 [K 3.8.6]: the only case where per_half and capped differ."""
    got = one("sochi", game("C", "A", "6S", {"B": W, "C": W}, {"A": 7, "B": 3, "C": 0}),
              two_whister_rule=rule)
    assert got == {"A pulya": 2, "B→A": 6, "C gora": c_gora}


def test_two_whisters_on_a_seven_each_answers_for_one_trick():
    """SPEC §4.5.3: on a seven each whister's half is 1 (obligation 2).
    7♠, A 9, B 1, C 0: T = 1 < 2, C took 0 < 1 → 1 × Wr 4 (Sochi)."""
    got = one("sochi", game("C", "A", "7S", {"B": W, "C": W}, {"A": 9, "B": 1, "C": 0}))
    assert got == {"A pulya": 4, "B→A": 4, "C gora": 4}


@pytest.mark.parametrize(("variant", "liability", "want"), [
    ("sochi", "second", {"C gora": 6}),               # only C (said whist second), Wr 6
    ("sochi", "both", {"B gora": 6, "C gora": 6}),
    ("leningrad", "second", {"C gora": 6}),           # Wr = 12/2
    ("rostov", "second", {"C gora": 3}),              # Wr = 6/2
])
def test_ex04_eight_taken_all_ten_the_second_whister_is_liable(variant, liability, want):
    """EX-04 [K 3.8.6, fn 59]: 8♦, B whists first, C second, A takes all 10."""
    got = one(variant, game("C", "A", "8D", {"B": W, "C": W}, {"A": 10, "B": 0, "C": 0}),
              high_level_liability=liability)
    assert got == {"A pulya": 6, **want}


def test_two_whisters_on_a_nine_with_one_trick_nobody_pays():
    """SPEC §4.5.3: the obligation on 9 is 1; C's trick covers the pair. 9NT: C→A 8."""
    got = one("sochi", game("C", "A", "9NT", {"B": W, "C": W}, {"A": 9, "B": 0, "C": 1}))
    assert got == {"A pulya": 8, "C→A": 8}


def test_two_whisters_on_a_set_declarer_trick_whists_and_consolation():
    """SPEC §4.6 [K 3.8.1.2]: 6♥, A 4 (down 2), B 3, C 3 → A gora 2 × 2 = 4;
    B→A 3 × 2 + 2 × 2 = 10, C→A the same."""
    r = table("sochi").append(game("C", "A", "6H", {"B": W, "C": W}, {"A": 4, "B": 3, "C": 3}))
    got = {k: v for k, v in r.totals.gora.items() if v}
    assert got == {"A": 4}
    assert r.totals.whists["B"]["A"] == 10 and r.totals.whists["C"]["A"] == 10
    assert rules(r)["B→A"] == {"3.8.1.1", "3.8.1.2"}


# -- §4.2 b: one whister -------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "overrides", "a_gora", "b", "c"), [
    ("sochi", {}, 4, 20, 4),                   # greedy: B 4×4 + 1×4; C consolation 4
    ("leningrad", {}, 8, 24, 24),              # gentleman: (4×8)/2 + 8 each
    ("rostov", {}, 4, 26, 10),                 # greedy, C = 10: 16 + 10; 10
    ("rostov", {"whist_style": "gentleman"}, 4, 18, 18),   # 8 + 10 each
    ("leningrad", {"consolation": "price"}, 8, 20, 20),    # (4×8)/2 + 4 each
    ("sochi", {"consolation": "fixed:15"}, 4, 31, 15),     # 16 + 15; 15
])
def test_ex05_seven_down_one_one_whister(variant, overrides, a_gora, b, c):
    """EX-05 [K 3.8.1.2, 3.8.13–14, fn 36, 54]: 7♥, B whists, C passes; A 6, B 3, C 1."""
    got = one(variant, game("C", "A", "7H", {"B": W, "C": P}, {"A": 6, "B": 3, "C": 1}),
              **overrides)
    assert got == {"A gora": a_gora, "B→A": b, "C→A": c}


def test_greedy_and_gentleman_write_their_rules():
    """Greedy trick whists cite 3.8.13, the gentleman split 3.8.14, consolation 3.8.1.2."""
    hand = game("C", "A", "7H", {"B": W, "C": P}, {"A": 6, "B": 3, "C": 1})
    greedy = rules(table("sochi").append(hand))
    gentleman = rules(table("sochi", whist_style="gentleman").append(hand))
    assert greedy == {"A gora": {"4.2.1"}, "B→A": {"3.8.13", "3.8.1.2"}, "C→A": {"3.8.1.2"}}
    assert gentleman["C→A"] == {"3.8.14", "3.8.1.2"}


@pytest.mark.parametrize("style", ["greedy", "gentleman"])
def test_one_whister_made_game_whister_writes_all_defence_tricks(style):
    """SPEC §4.5.2: V writes T × W incl. the passer's tricks; the split is only on a set
    declarer [K 3.8.14]. 6♠, A 6, B 3, C 1: B→A 4 × 2 = 8, C nothing."""
    got = one("sochi", game("C", "A", "6S", {"B": W, "C": P}, {"A": 6, "B": 3, "C": 1}),
              whist_style=style)
    assert got == {"A pulya": 2, "B→A": 8}


@pytest.mark.parametrize(("variant", "overrides", "b_gora"), [
    ("sochi", {}, 6),                                # full: Wr = R = 6
    ("sochi", {"whister_liability": "half"}, 3),     # half: 6/2
    ("leningrad", {}, 6),                            # half of R = 12
    ("leningrad", {"whister_liability": "full"}, 12),
    ("rostov", {}, 3),
])
def test_ex06a_sole_whister_takes_nothing_on_an_eight(variant, overrides, b_gora):
    """EX-06a [K 3.8.1.3, 3.8.11–12]: 8♦, B whists, C passes, A takes 10."""
    p = table(variant, **overrides)
    r = p.append(game("C", "A", "8D", {"B": W, "C": P}, {"A": 10, "B": 0, "C": 0}))
    assert delta(r) == {"A pulya": 6, "B gora": b_gora}
    assert rules(r)["B gora"] == {"3.8.1.3"}


@pytest.mark.parametrize("tricks", [{"A": 7, "B": 2, "C": 1}, {"A": 7}])
def test_ex06b_sole_whister_answers_for_the_pair(tricks):
    """EX-06b: 6♣, B whists, C passes; A 7 → T = 3 < 4: B→A 3 × 2 = 6, B gora 1 × 2.
    With one whister the declarer's count alone is enough (SPEC §9.1)."""
    got = one("sochi", game("C", "A", "6C", {"B": W, "C": P}, tricks))
    assert got == {"A pulya": 2, "B→A": 6, "B gora": 2}


def test_the_second_defender_may_be_the_sole_whister():
    """§4.2 b with O1 passing: 6♣, B passes, C whists; A 5 (down 1), B 1, C 4.
    Greedy: C→A 5 × 2 + 2 = 12, B→A consolation 2; A gora 2."""
    got = one("sochi", game("C", "A", "6C", {"B": P, "C": W}, {"A": 5, "B": 1, "C": 4}))
    assert got == {"A gora": 2, "C→A": 12, "B→A": 2}


# -- §4.2 c, §4.3: nobody whists; half-whist ------------------------------------------------

@pytest.mark.parametrize(("contract", "points"), [("6S", 2), ("7NT", 4), ("10H", 10)])
def test_pass_pass_counts_as_made(contract, points):
    """§4.3 [K 3.5.3]: D writes P into pulya; nothing else."""
    r = table("sochi", target=20).append(game("C", "A", contract, {"B": P, "C": P}))
    assert delta(r) == {"A pulya": points}
    assert rules(r) == {"A pulya": {"3.5.3"}}


@pytest.mark.parametrize(("variant", "contract", "half"), [
    ("sochi", "6C", 4),        # 2 tricks × W 2
    ("sochi", "7C", 4),        # 1 trick × W 4
    ("rostov", "6C", 4),
    ("rostov", "7C", 4),
    ("leningrad", "6C", 8),    # 2 × 4
    ("leningrad", "7C", 8),    # 1 × 8
])
def test_ex07_half_whist_writes_half_the_obligation(variant, contract, half):
    """EX-07 a, b [K 3.8.7]: B passes, C half-whists, nobody returns → no play."""
    r = table(variant).append(game("C", "A", contract, {"B": P, "C": "half"}))
    price = {"6C": 2, "7C": 4}[contract]
    assert delta(r) == {"A pulya": price, "C→A": half}
    assert rules(r)["C→A"] == {"3.8.7"}


def test_gentleman_first_whister_may_go_for_half_whist():
    """§4.2 e [K 3.8.14]: Leningrad, B (O1) whists, C passes, B converts: B→A 2 × 4."""
    got = one("leningrad", game("C", "A", "6C", {"B": "half", "C": P}))
    assert got == {"A pulya": 2, "B→A": 8}


def test_a_first_whister_half_whist_under_greedy_whist_in_a_file_still_scores():
    """SPEC §9.2 rejects «a half-whist by O1 in greedy mode», so rules made now refuse
    ``half_whist_by_first_whister`` with ``whist_style: greedy`` (test_idle_options).
    Yesterday's app took that pair, and a pulka it wrote must open and settle the same
    (SPEC §13.3): Sochi 7♣ (P 4, W 4, obligation 2), B (O1) half-whists, C passes → no
    play, A pulya 4, B→A half the obligation, 1 trick × 4 = 4 (rule 3.8.7)."""
    options = RuleOptions.model_validate(
        {"variant": "sochi", "pulya_target": 10, "half_whist_by_first_whister": True},
        context=FROM_FILE)
    pulka = Pulka(("A", "B", "C"), options)
    got = delta(pulka.append(game("C", "A", "7C", {"B": "half", "C": P})))
    assert got == {"A pulya": 4, "B→A": 4}


# -- §4.2 d: a returned whist -----------------------------------------------------------

def test_ex07c_returned_whist_scores_as_one_whister():
    """EX-07c [K 3.8.8]: B passes, C half-whists, B returns → B is the sole whister.
    6♣, A 6, B 3, C 1: A +2, B→A 4 × 2 = 8; C writes nothing."""
    hand = game("C", "A", "6C", {"B": P, "C": "half"}, {"A": 6, "B": 3, "C": 1},
                returned_by="B")
    assert one("sochi", hand) == {"A pulya": 2, "B→A": 8}


def test_returned_whist_on_a_set_declarer_greedy():
    """6♣, whist returned by B; A 5, B 3, C 2: A gora 2; B→A 5 × 2 + 2 = 12; C→A 2."""
    hand = game("C", "A", "6C", {"B": P, "C": "half"}, {"A": 5, "B": 3, "C": 2},
                returned_by="B")
    assert one("sochi", hand) == {"A gora": 2, "B→A": 12, "C→A": 2}


def test_gentleman_returned_whist_the_half_whister_writes_consolation_only():
    """SPEC §13.5 (correcting §4.6.3), §12.8 [K 3.8.14]: Leningrad 6♣, B passes, C half, B
    returns; A 5, B 3, C 2 → k = 1: A gora 4; the returner splits with nobody: B→A
    5 × 4 + 4 = 24; C→A consolation 4 only."""
    hand = game("C", "A", "6C", {"B": P, "C": "half"}, {"A": 5, "B": 3, "C": 2},
                returned_by="B")
    assert one("leningrad", hand) == {"A gora": 4, "B→A": 24, "C→A": 4}


def test_gentleman_first_whister_half_returned_by_the_second():
    """§4.2 e then d: Leningrad 7♦, B half, C passes and returns; A 7, B 1, C 2 →
    made: C→A 3 × 8 = 24, A +4."""
    hand = game("C", "A", "7D", {"B": "half", "C": P}, {"A": 7, "B": 1, "C": 2},
                returned_by="C")
    assert one("leningrad", hand) == {"A pulya": 4, "C→A": 24}


# -- §5: misère -------------------------------------------------------------------------

@pytest.mark.parametrize(("variant", "overrides", "gora"), [
    ("sochi", {}, 20),                             # 2 × 10
    ("leningrad", {}, 40),                         # 2 × 20
    ("rostov", {}, 20),
    ("sochi", {"misere_remiz_per_trick": 20}, 40),
])
def test_ex08_misere(variant, overrides, gora):
    """EX-08 [K 2.2.2, 3.8.2, 4.2.1]: made → +10 pulya; 2 tricks → gora, no whists."""
    made = table(variant, target=20, **overrides).append(misere("C", "A", 0))
    assert delta(made) == {"A pulya": 10} and rules(made) == {"A pulya": {"2.2.2"}}
    failed = table(variant, **overrides).append(misere("C", "A", 2))
    assert delta(failed) == {"A gora": gora} and rules(failed) == {"A gora": {"4.2.1"}}
