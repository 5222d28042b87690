"""One evening as the ledger reads it (issue 15): figures worked by hand from SPEC §4–§8."""

from __future__ import annotations

from datetime import datetime
from fractions import Fraction

from preferans_tui.ledger import GameTally, summarize
from preferans_tui.rules import Pulka, RuleOptions

WHEN = datetime(2026, 11, 27, 20, 0)


def evening_one() -> Pulka:
    """Sochi, A B C, target 10, not finished.

    1. C deals; A 6♠, B and C whist; A 6, B 2, C 2: A pulya 2, B and C write 2 × 2 on A.
    2. A deals; B misère, takes 1: B gora 10 (misère remiz 10 a trick).
    3. B deals; raspasy A 0, B 4, C 6 (first, 1 a trick): B gora 4, C gora 6, A pulya 1.
    """
    return Pulka(["A", "B", "C"], RuleOptions.preset("sochi", 10, stake_per_whist="1"), [
        {"kind": "game", "dealer": "C", "declarer": "A", "contract": "6S",
         "calls": {"B": "whist", "C": "whist"}, "tricks": {"A": 6, "B": 2, "C": 2}},
        {"kind": "misere", "dealer": "A", "declarer": "B", "tricks": {"B": 1}},
        {"kind": "raspasy", "dealer": "B", "tricks": {"A": 0, "B": 4, "C": 6}},
    ])


def test_results_are_the_settlement_worked_by_hand():
    # SPEC §8: g = gora + (10 − pulya): A 7, B 24, C 16; mean 47/3;
    # result = 10 (mean − g) + whists written − received
    ev = summarize(evening_one(), source="one.json", date=WHEN, dated_by="created")
    assert ev.figures["A"].result == Fraction(236, 3)   # 260/3 − 8
    assert ev.figures["B"].result == Fraction(-238, 3)  # −250/3 + 4
    assert ev.figures["C"].result == Fraction(2, 3)     # −10/3 + 4


def test_head_to_head_is_the_pairwise_debts_and_adds_up_to_the_result():
    # SPEC §8 step 7: net of i over j = w[i][j] − w[j][i] + 10 (g_j − g_i) / 3
    ev = summarize(evening_one(), source="one.json", date=WHEN, dated_by="created")
    a, b, c = (ev.figures[p].versus for p in "ABC")
    assert a == {"B": Fraction(158, 3), "C": Fraction(26)}
    assert b == {"A": Fraction(-158, 3), "C": Fraction(-80, 3)}
    assert c == {"A": Fraction(-26), "B": Fraction(80, 3)}
    for p in "ABC":
        assert sum(ev.figures[p].versus.values()) == ev.figures[p].result


def test_money_is_the_files_own_settlement():
    pulka = evening_one()
    ev = summarize(pulka, source="one.json", date=WHEN, dated_by="created")
    assert {p: f.money for p, f in ev.figures.items()} == pulka.settle().money


def test_games_misere_raspasy_and_whists_counted_by_hand():
    ev = summarize(evening_one(), source="one.json", date=WHEN, dated_by="created")
    a, b, c = (ev.figures[p] for p in "ABC")
    assert a.games == {6: GameTally(declared=1, made=1, remiz=0)}
    assert b.games == c.games == {}
    assert (b.misere_made, b.misere_failed) == (0, 1)
    assert [(f.raspasy_hands, f.raspasy_tricks, f.raspasy_zero) for f in (a, b, c)] == [
        (1, 0, 1), (1, 4, 0), (1, 6, 0)]
    assert (a.whists_written, a.whists_received) == (0, 8)
    assert (b.whists_written, c.whists_written) == (4, 4)
    assert (ev.deals, ev.hands, ev.finished, ev.variant) == (3, 3, False, "sochi")


def test_a_set_game_and_help():
    """Sochi, target 4.

    1. C deals; A 7♠, both pass: made without play (rule 3.5.3), A pulya 4 (full).
    2. A deals; B 6♠, A whists alone, B takes 4: set two (rule 4.2.1); A writes 6 × 2
       whists for his tricks, A and C each 2 × 2 consolation (rule 3.8.1.2).
    3. B deals; A 6♣, both pass: A's pulya is full, so the 2 points go to the open player
       with the most pulya, B and C tied at 0: B, first on A's left (rule 4.2.3); A
       writes 2 × 10 whists on B.
    """
    pulka = Pulka(["A", "B", "C"], RuleOptions.preset("sochi", 4), [
        {"kind": "game", "dealer": "C", "declarer": "A", "contract": "7S",
         "calls": {"B": "pass", "C": "pass"}},
        {"kind": "game", "dealer": "A", "declarer": "B", "contract": "6S",
         "calls": {"C": "pass", "A": "whist"}, "tricks": {"B": 4, "C": 0, "A": 6}},
        {"kind": "game", "dealer": "B", "declarer": "A", "contract": "6C",
         "calls": {"B": "pass", "C": "pass"}},
    ])
    ev = summarize(pulka, source="help.json", date=WHEN, dated_by="mtime")
    a, b = ev.figures["A"], ev.figures["B"]
    assert a.games == {6: GameTally(declared=1, made=1), 7: GameTally(declared=1, made=1)}
    assert b.games == {6: GameTally(declared=1, made=0, remiz=1)}
    assert (a.help_given, a.help_received, b.help_given, b.help_received) == (2, 0, 0, 2)
    assert ev.figures["C"].help_received == 0
    assert a.whists_written == 20 + 6 * 2 + 2 * 2
    assert ev.figures["C"].whists_written == 2 * 2
    assert b.whists_received == 20 + 6 * 2 + 2 * 2 + 2 * 2  # the help is on B too


def test_the_four_player_dealer_holds_no_raspasy_cards():
    """Sochi, 4 players: D deals a raspasy; A, B, C play it (rule 3.2.10)."""
    pulka = Pulka(["A", "B", "C", "D"], RuleOptions.preset("sochi", 10), [
        {"kind": "raspasy", "dealer": "D", "tricks": {"A": 3, "B": 3, "C": 4}},
    ])
    ev = summarize(pulka, source="four.json", date=WHEN, dated_by="mtime")
    assert ev.figures["D"].raspasy_hands == 0
    assert [ev.figures[p].raspasy_tricks for p in "ABC"] == [3, 3, 4]
    assert ev.figures["D"].money is None


def test_an_adjustment_is_no_deal_but_its_whists_count():
    pulka = Pulka(["A", "B", "C"], RuleOptions.preset("sochi", 10), [
        {"kind": "adjustment", "rule": "4.2.7",
         "entries": [{"column": "whists", "player": "A", "on": "B", "amount": 5}]},
    ])
    ev = summarize(pulka, source="adj.json", date=WHEN, dated_by="mtime")
    assert (ev.deals, ev.hands) == (0, 1)
    assert (ev.figures["A"].whists_written, ev.figures["B"].whists_received) == (5, 5)


def test_an_evening_survives_its_json_unchanged():
    ev = summarize(evening_one(), source="one.json", date=WHEN, dated_by="created")
    again = type(ev).model_validate_json(ev.model_dump_json())
    assert again == ev
