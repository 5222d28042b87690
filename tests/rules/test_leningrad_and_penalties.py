"""Leningrad's doubled scale, no help and end at the sum (SPEC §3.4, §7.4–§7.5), and the
penalties and corrections of SPEC §9.4 (EX-18 a–f), each entry carrying its rule.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.rules.helpers import adjustment, delta, game, one, play, rules

W, P = "whist", "pass"


# -- Leningrad ---------------------------------------------------------------------------

@pytest.mark.parametrize(("level", "price"), [(6, 2), (7, 4), (8, 6), (9, 8), (10, 10)])
def test_leningrad_table_declarer_set_by_one(level, price):
    """SPEC §3.4 Leningrad: R = W = C = 2P, gentleman split. A takes level − 1, B whists,
    C passes: A gora 2P; T = 11 − level; B and C each T × 2P / 2 + 2P."""
    others = 10 - (level - 1)
    hand = game("C", "A", f"{level}S", {"B": W, "C": P}, {"A": level - 1, "B": others, "C": 0})
    each = others * 2 * price // 2 + 2 * price
    assert one("leningrad", hand) == {"A gora": 2 * price, "B→A": each, "C→A": each}


@pytest.mark.parametrize(("level", "wr"), [(8, 6), (9, 8), (10, 10)])
def test_leningrad_half_liability(level, wr):
    """SPEC §3.4: Wr = R / 2 = P. A takes all 10, B the sole whister → B gora Wr."""
    hand = game("C", "A", f"{level}NT", {"B": W, "C": P}, {"A": 10, "B": 0, "C": 0})
    got = one("leningrad", hand, target=50)
    assert got == {"A pulya": {8: 6, 9: 8, 10: 10}[level], "B gora": wr}


def test_leningrad_kodex_text_alternative_scale():
    """SPEC §12.1: whist and remiz factors 1 give the literal Kodex scale. EX-05's seven
    down one: A gora 4; W = 4, C = 4 → B and C each 4 × 4 / 2 + 4 = 12."""
    hand = game("C", "A", "7H", {"B": W, "C": P}, {"A": 6, "B": 3, "C": 1})
    assert one("leningrad", hand, whist_per_trick_factor=1, remiz_per_trick_factor=1) == {
        "A gora": 4, "B→A": 12, "C→A": 12}


def _pulya(**values: int) -> dict:
    return adjustment(*({"column": "pulya", "player": p, "amount": v}
                        for p, v in values.items()))


def test_leningrad_has_no_help():
    """[K 4.2.3.3]: a made game goes in full into the own pulya, even past the target."""
    p = play("leningrad", _pulya(A=8))
    r = p.append(game("C", "A", "8S", {"B": P, "C": P}))
    assert delta(r) == {"A pulya": 6} and r.totals.pulya["A"] == 14 and not r.finished


@pytest.mark.parametrize(("contract", "over", "results"), [
    ("8S", 6, (Fraction(80), Fraction(-40), Fraction(-40))),
    ("9S", 8, (Fraction(320, 3), Fraction(-160, 3), Fraction(-160, 3))),
])
def test_ex16_leningrad_ends_at_the_sum_with_the_doubled_adjustment(contract, over, results):
    """EX-16, EX-16b [K 4.2.3.3]: target 50, pulya 48/48/48, A plays an unwhisted eight
    (nine): A 54 (56); Σ ≥ 150 → the pulka ends. Closing gora: A 2 × (50 − 54) = −8
    (nine: 2 × (50 − 56) = −12), B, C 2 × 2 = +4. Eight: mean 0 → A 10 × 8 = 80,
    B −40; nine: mean −4/3 → A 10 × (−4/3 + 12) = 106⅔, B 10 × (−4/3 − 4) = −53⅓."""
    p = play("leningrad", _pulya(A=48, B=48, C=48), target=50)
    r = p.append(game("C", "A", contract, {"B": P, "C": P}))
    assert r.totals.pulya == {"A": 48 + over, "B": 48, "C": 48} and p.finished
    s = p.settle()
    assert s.gora == {"A": -2 * (over - 2), "B": 4, "C": 4}
    assert (s.exact["A"], s.exact["B"], s.exact["C"]) == results


# -- penalties (SPEC §9.4, EX-18) -----------------------------------------------------------

def test_ex18a_peek_at_the_discard_set_declarer():
    """EX-18a [K 3.4.9]: 6♠, A takes 5 → counted 4 → down two → gora 2 × 2 = 4.
    B (3 tricks) → 3 × 2 + consolation 1 × 2 = 8; C (2) → 2 × 2 + 2 = 6."""
    hand = game("C", "A", "6S", {"B": W, "C": W}, {"A": 5, "B": 3, "C": 2},
                penalty={"rule": "3.4.9"})
    r = play("sochi").append(hand)
    assert delta(r) == {"A gora": 4, "B→A": 8, "C→A": 6}
    assert rules(r)["A gora"] == {"3.4.9"}


@pytest.mark.parametrize(("taken", "want"), [
    (6, {"A gora": 2, "B→A": 6, "C→A": 2}),    # exactly made → down one; consolation 0
    (7, {"A pulya": 2, "B→A": 4, "C→A": 2, "C gora": 2}),   # one overtrick → made; T = 3
    (9, {"A pulya": 2, "B→A": 2, "B gora": 2, "C gora": 4}),  # still made; T = 1 < 4
])
def test_peek_at_the_discard_one_trick_fewer(taken, want):
    """SPEC §9.4 [K 3.4.9, fn 34]: counted = actual − 1; defenders write whists for their
    actual tricks and their obligation is judged on actual tricks."""
    split = {6: (3, 1), 7: (2, 1), 9: (1, 0)}[taken]
    hand = game("C", "A", "6S", {"B": W, "C": W}, {"A": taken, "B": split[0], "C": split[1]},
                penalty={"rule": "3.4.9"})
    assert one("sochi", hand) == want


def test_ex18b_wrong_cards_proven_down_five_is_down_seven():
    """EX-18b [K 3.4.6]: declared six, the defenders prove a correct discard would be down
    five → down seven → gora 7 × 2 = 14. Actual: A 4, B 3, C 3 (short 2): B and C each
    3 × 2 + consolation 2 × 2 = 10."""
    hand = game("C", "A", "6S", {"B": W, "C": W}, {"A": 4, "B": 3, "C": 3},
                penalty={"rule": "3.4.6", "proven_undertricks": 5})
    r = play("sochi").append(hand)
    assert delta(r) == {"A gora": 14, "B→A": 10, "C→A": 10}
    assert rules(r)["A gora"] == {"3.4.6"}


@pytest.mark.parametrize(("taken", "b", "c", "want"), [
    (6, 2, 2, {"A gora": 4, "B→A": 4, "C→A": 4}),             # down two; consolation 0
    (4, 3, 3, {"A gora": 8, "B→A": 10, "C→A": 10}),           # down four; 3×2 + 2×2
    (8, 1, 1, {"A gora": 4, "B→A": 2, "C→A": 2, "B gora": 2, "C gora": 2}),
])
def test_ex18c_wrong_card_count_found_during_play(taken, b, c, want):
    """EX-18c [K 3.9.18]: 6♥ with a wrong count: at least down two (max(2, 6 − taken + 2)).
    Defenders: whists for actual tricks, consolation only for the actual shortfall. Took 8:
    the pair's 2 < 4, each below his half by 1 → 1 × 2 gora each (judged on actual tricks)."""
    hand = game("C", "A", "6H", {"B": W, "C": W}, {"A": taken, "B": b, "C": c},
                penalty={"rule": "3.4.6"})
    assert one("sochi", hand) == want


@pytest.mark.parametrize(("variant", "overrides", "want"), [
    ("sochi", {}, {"A gora": 28}),                              # 7 × R 4
    ("leningrad", {}, {"A gora": 56}),                          # 7 × R 8
    ("sochi", {"penalty_down_all_consolation": True},
     {"A gora": 28, "B→A": 28, "C→A": 28}),                     # 7 × C 4 each
])
def test_ex18e_contract_below_the_bid_is_down_all(variant, overrides, want):
    """EX-18e [K 3.4.4]: the bid reached 7, 6♠ was ordered and not corrected → «без всех» on
    a seven. Defenders write nothing unless the option says so (SPEC §12.10)."""
    hand = game("C", "A", "6S", {"B": P, "C": P}, penalty={"rule": "3.4.4", "bid_level": 7})
    r = play(variant, **overrides).append(hand)
    assert delta(r) == want
    assert all(rule == {"3.4.4"} for rule in rules(r).values())


def test_ex18d_wrong_record_corrected():
    """EX-18d [K 4.2.7]: A wrote 10 whists too many on B → remove 10, B writes 10 on A;
    A wrote 2 pulya points too many → remove them, A gora +2. Written exactly as given."""
    p = play("sochi", game("C", "A", "10S", {"B": W, "C": P}, {"A": 10}))
    hand = adjustment({"column": "whists", "player": "A", "on": "B", "amount": -10},
                      {"column": "whists", "player": "B", "on": "A", "amount": 10},
                      {"column": "pulya", "player": "A", "amount": -2},
                      {"column": "gora", "player": "A", "amount": 2}, rule="4.2.7")
    r = p.append(hand)
    assert delta(r) == {"A→B": -10, "B→A": 10, "A pulya": -2, "A gora": 2}
    assert {e.rule for e in r.entries} == {"4.2.7"}


def test_ex18f_peeking_at_the_talon():
    """EX-18f [K 3.2.21]: gora +5, the entry citing 3.2.21."""
    r = play("sochi").append(adjustment({"column": "gora", "player": "A", "amount": 5},
                                        rule="3.2.21"))
    assert delta(r) == {"A gora": 5} and rules(r) == {"A gora": {"3.2.21"}}
