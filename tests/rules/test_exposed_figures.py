"""Figures the sheet shows that the core already knows, read from the core (issue 12):
who wrote a help point, a raspasy's trick price and amnesty, what each pulya still lacks,
and how many deals (not adjustments) were played.
"""

from __future__ import annotations

from preferans_tui.rules import EndProgress

from .helpers import adjustment, game, misere, play, raspasy


def test_help_points_carry_their_writer():
    # EX-14 (a): pulya A 8, B 9, C 4; A's unwhisted 7 (4 points): A +2, then B +1 and
    # C +1 by help, written by A [K 4.2.3]
    # the position of EX-14 written by an adjustment: A 8, B 9, C 4
    pulka = play("sochi",
                 adjustment({"column": "pulya", "player": "A", "amount": 8},
                            {"column": "pulya", "player": "B", "amount": 9},
                            {"column": "pulya", "player": "C", "amount": 4}),
                 game("C", "A", "7S", {"B": "pass", "C": "pass"}))
    help_lines = [(e.player, e.amount, e.by) for e in pulka.results[-1].entries
                  if e.column == "pulya" and e.rule == "4.2.3"]
    assert help_lines == [("B", 1, "A"), ("C", 1, "A")]
    own = [e for e in pulka.results[-1].entries if e.column == "pulya" and e.player == "A"]
    assert [(e.amount, e.by) for e in own] == [(2, None)]


def test_points_that_fill_the_pulya_exactly_need_no_help():
    # target 10, pulya A 8, B 9, C 4. A's unwhisted 6 (2 points) fills his pulya to 10:
    # one line, as asked. Then B's unwhisted 6: 1 point closes B's pulya, the other helps
    # C, the only open one, and B writes 10 whists on him [K 4.2.3]
    from preferans_tui.rules.pulya import fits_below_target

    pulka = play("sochi",
                 adjustment({"column": "pulya", "player": "A", "amount": 8},
                            {"column": "pulya", "player": "B", "amount": 9},
                            {"column": "pulya", "player": "C", "amount": 4}),
                 game("C", "A", "6S", {"B": "pass", "C": "pass"}),
                 game("A", "B", "6S", {"C": "pass", "A": "pass"}))
    made_by_a, made_by_b = pulka.results[1], pulka.results[2]
    assert [(e.column, e.player, e.amount, e.rule) for e in made_by_a.entries] == [
        ("pulya", "A", 2, "3.5.3")]
    assert [(e.column, e.player, e.amount, e.on, e.rule) for e in made_by_b.entries] == [
        ("pulya", "B", 1, None, "3.5.3"), ("pulya", "C", 1, None, "4.2.3"),
        ("whists", "B", 10, "C", "4.2.3")]
    assert fits_below_target({"A": 8, "B": 9, "C": 4}, 1, 10)
    assert not fits_below_target({"A": 8, "B": 9, "C": 4}, 2, 10)


def test_raspasy_price_and_amnesty():
    # EX-09: progression [1, 2, 3], amnesty on; R1 4/0/6 (price 1, amnesty 0),
    # R2 1/5/4 (2, 1), R3 2/2/6 (3, 2), R4 3/3/4 (capped at 3, amnesty 3)
    pulka = play("sochi", raspasy("C", A=4, B=0, C=6), raspasy("A", A=1, B=5, C=4),
                 raspasy("B", A=2, B=2, C=6), raspasy("C", A=3, B=3, C=4))
    assert [(r.raspasy_price, r.raspasy_amnesty) for r in pulka.results] == [
        (1, 0), (2, 1), (3, 2), (3, 3)]


def test_a_game_has_no_raspasy_figures_and_rostov_raspasy_no_price():
    pulka = play("sochi", misere("C", "A", 0))
    assert (pulka.results[0].raspasy_price, pulka.results[0].raspasy_amnesty) == (0, 0)
    # Rostov writes raspasy in whists (EX-11): no trick price in gora, no amnesty
    rostov = play("rostov", raspasy("C", A=6, B=2, C=2))
    assert (rostov.results[0].raspasy_price, rostov.results[0].raspasy_amnesty) == (0, 0)


def test_end_progress_each_closed():
    # Sochi to 10: A makes a misère (10, closed), B a made six (2): B lacks 8, C 10
    pulka = play("sochi", misere("C", "A", 0),
                 game("A", "B", "6S", {"C": "pass", "A": "pass"}))
    assert pulka.end_progress() == EndProgress({"A": 0, "B": 8, "C": 10}, None)


def test_end_progress_sum_reached():
    # Leningrad to 10: the pulka ends at 3 × 10 = 30; a misère writes 10 → 20 left
    pulka = play("leningrad", misere("C", "A", 0))
    assert pulka.end_progress() == EndProgress({}, 20)


def test_adjustments_are_not_deals():
    pulka = play("sochi", misere("C", "A", 0),
                 adjustment({"column": "gora", "player": "B", "amount": 2}, rule="4.2.7"),
                 raspasy("A", A=4, B=0, C=6))
    assert [r.deal for r in pulka.results] == [1, 1, 2]
    assert pulka.deals == 2 and len(pulka) == 3
