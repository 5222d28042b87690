"""The 4-player table: the dealer's consolation, his take-over of the whist, help to him
and the help_excludes house rules (SPEC §4.7, §4.2 c–d, §7.2) [K 3.2.10, 3.8.1.2, 3.8.8].

D deals and holds no cards; A declares; B (O1) and C (O2) defend.
"""

from __future__ import annotations

import pytest

from tests.rules.helpers import adjustment, delta, game, misere, one, play, rules

W, P, H = "whist", "pass", "half"


@pytest.mark.parametrize(("variant", "want"), [
    ("sochi", {"A gora": 8, "B→A": 28, "C→A": 8, "D→A": 8}),        # R 4 × 2; 5×4 + 2×4
    ("leningrad", {"A gora": 16, "B→A": 36, "C→A": 36, "D→A": 16}),  # 40/2 + 16 each
    ("rostov", {"A gora": 8, "B→A": 40, "C→A": 20, "D→A": 20}),      # 20 + 2×10; 2×10
])
def test_ex12_the_dealer_writes_consolation(variant, want):
    """EX-12 [K 3.8.1.2]: 7♠, B whists, C passes; A 5, B 3, C 2 → T = 5, k = 2."""
    hand = game("D", "A", "7S", {"B": W, "C": P}, {"A": 5, "B": 3, "C": 2})
    assert one(variant, hand, n=4) == want


def test_the_dealer_may_be_spared_the_consolation():
    """Option dealer_writes_consolation = false: EX-12 Sochi without D→A."""
    hand = game("D", "A", "7S", {"B": W, "C": P}, {"A": 5, "B": 3, "C": 2})
    assert one("sochi", hand, n=4, dealer_writes_consolation=False) == {
        "A gora": 8, "B→A": 28, "C→A": 8}


@pytest.mark.parametrize("form", ["call", "returned_by"])
def test_dealer_takes_the_whist_over_on_an_eight_after_two_passes(form):
    """§4.2 c [K 3.8.8.1]: 8♠, B and C pass, D whists; A 7 (down 1), B 2, C 1.
    D is the sole whister: D→A 3 × 6 + 6 = 24; B and C consolation 6 each; A gora 6."""
    calls = {"B": P, "C": P, **({"D": W} if form == "call" else {})}
    extra = {"returned_by": "D"} if form == "returned_by" else {}
    hand = game("D", "A", "8S", calls, {"A": 7, "B": 2, "C": 1}, **extra)
    assert one("sochi", hand, n=4) == {"A gora": 6, "D→A": 24, "B→A": 6, "C→A": 6}


def test_dealer_who_took_over_answers_for_the_obligation():
    """8♠ taken over by D, A takes all 10: T = 0 < 1 → D gora 1 × Wr 6 (Sochi)."""
    hand = game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 10, "B": 0, "C": 0})
    r = play("sochi", n=4).append(hand)
    assert delta(r) == {"A pulya": 6, "D gora": 6} and rules(r)["D gora"] == {"3.8.1.3"}


def test_dealer_takes_over_a_six_after_pass_and_half_whist():
    """§4.2 d [K 3.8.8, 3.8.8.2]: 6♠, B passes, C half-whists, D whists; A 5, B 3, C 2.
    D→A 5 × 2 + 2 = 12; B→A 2, C→A 2 (consolation only); A gora 2."""
    hand = game("D", "A", "6S", {"B": P, "C": H, "D": W}, {"A": 5, "B": 3, "C": 2})
    assert one("sochi", hand, n=4) == {"A gora": 2, "D→A": 12, "B→A": 2, "C→A": 2}


def test_take_over_in_gentleman_is_scored_greedy():
    """SPEC §4.7: the gentleman split with the dealer as whister is UNSPECIFIED; the core
    writes it greedy. Leningrad, as above: D→A 5 × 4 + 4 = 24; B→A 4, C→A 4; A gora 4."""
    hand = game("D", "A", "6S", {"B": P, "C": H, "D": W}, {"A": 5, "B": 3, "C": 2})
    assert one("leningrad", hand, n=4) == {"A gora": 4, "D→A": 24, "B→A": 4, "C→A": 4}


def test_kodex_plus_pass_pass_lets_the_dealer_take_over_a_six_after_two_passes():
    """Option kodex_plus_pass_pass [SPEC §4.2 c]: 6♥, B, C pass, D whists; A 6, B 2, C 2
    → made: A +2, D→A 4 × 2 = 8."""
    hand = game("D", "A", "6H", {"B": P, "C": P, "D": W}, {"A": 6, "B": 2, "C": 2})
    assert one("sochi", hand, n=4, dealer_may_take_over_whist="kodex_plus_pass_pass") == {
        "A pulya": 2, "D→A": 8}


def test_dealer_not_taking_over_pass_pass_counts_as_made():
    """PULKA-2 H5: 8♥ by B, C and A pass, D does not take over → B +6."""
    assert one("sochi", game("D", "B", "8H", {"C": P, "A": P}), n=4) == {"B pulya": 6}


# -- help at four players (SPEC §7.2) ------------------------------------------------------

def _at(pulya: dict[str, int]) -> dict:
    return adjustment(*({"column": "pulya", "player": p, "amount": v} for p, v in pulya.items()))


def test_ex14b_the_dealer_can_be_helped():
    """EX-14b [K 4.2.3.1]: pulya A 9, B 6, C 4, D 6, D deals; A's 8 unwhisted (6 points):
    A +1 → 10; B and D tie at 6, B sits first on A's left → B +4, A→B 40; D +1, A→D 10."""
    p = play("sochi", _at({"A": 9, "B": 6, "C": 4, "D": 6}), n=4)
    r = p.append(game("D", "A", "8S", {"B": P, "C": P}))
    assert delta(r) == {"A pulya": 1, "B pulya": 4, "A→B": 40, "D pulya": 1, "A→D": 10}
    assert rules(r)["A→B"] == {"4.2.3"}


def test_help_excludes_the_dealer():
    """help_excludes = {dealer} [K fn 75]: as EX-14b, D may not be helped → after B,
    the open player with the most is C (4): C +1, A→C 10."""
    p = play("sochi", _at({"A": 9, "B": 6, "C": 4, "D": 6}), n=4, help_excludes=["dealer"])
    r = p.append(game("D", "A", "8S", {"B": P, "C": P}))
    assert delta(r) == {"A pulya": 1, "B pulya": 4, "A→B": 40, "C pulya": 1, "A→C": 10}


def test_help_excludes_the_remized_whister():
    """help_excludes = {remized_whister} [K fn 75], 3 players: pulya A 8, B 9, C 4.
    A's 7: B whists alone, C passes, A takes 10 → B gora 2 × 4 = 8 (T = 0 < 2).
    A +2 → 10; 2 left: B is barred → C +2, A→C 20 (without the rule: B +1, C +1)."""
    hand = game("C", "A", "7S", {"B": W, "C": P}, {"A": 10, "B": 0, "C": 0})
    barred = play("sochi", _at({"A": 8, "B": 9, "C": 4}), help_excludes=["remized_whister"])
    assert delta(barred.append(hand)) == {"A pulya": 2, "B gora": 8, "C pulya": 2, "A→C": 20}
    usual = play("sochi", _at({"A": 8, "B": 9, "C": 4}))
    assert delta(usual.append(hand)) == {"A pulya": 2, "B gora": 8, "B pulya": 1, "A→B": 10,
                                         "C pulya": 1, "A→C": 10}


def test_ex15_uneaten_points_go_off_the_own_gora():
    """EX-15 [K 4.1.1]: target 50; B, C, D at 50, A at 48 plays an unwhisted 9 (8 points):
    A +2 → 50, A gora −6."""
    p = play("sochi", _at({"A": 48, "B": 50, "C": 50, "D": 50}), n=4, target=50)
    r = p.append(game("D", "A", "9S", {"B": P, "C": P}))
    assert delta(r) == {"A pulya": 2, "A gora": -6} and rules(r)["A gora"] == {"4.1.1"}
    assert r.finished


# -- misère shared with the dealer (SPEC §5) [K 3.6.9, fn 43] ----------------------------

@pytest.mark.parametrize(("variant", "taken", "want"), [
    ("sochi", 0, {"A pulya": 5, "D pulya": 5}),        # half of 10 each
    ("sochi", 2, {"A gora": 10, "D gora": 10}),        # 5 × 2 each
    ("leningrad", 2, {"A gora": 20, "D gora": 20}),    # 10 × 2 each
])
def test_misere_shared_with_the_dealer(variant, taken, want):
    r = play(variant, n=4).append({**misere("D", "A", taken), "shared_with_dealer": True})
    assert delta(r) == want
    assert {e.rule for e in r.entries} == {"3.6.9"}

