"""Adding evenings up (issue 15 parts 1, 2, 6): totals, filters, names, head to head."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from fractions import Fraction

from preferans_tui.ledger import Aliases, LedgerFilter, build_ledger, running_results, summarize
from preferans_tui.rules import Pulka, RuleOptions

from .test_evening import evening_one


def raspasy_evening(players: list[str], variant: str = "sochi", stake: str | None = None
                    ) -> Pulka:
    """One raspasy, the first player 0, the second 4, the third 6 (first of a series:
    1 a trick); the first writes 1 into pulya."""
    a, b, c = players
    options = RuleOptions.preset(variant, 10, **({"stake_per_whist": stake} if stake else {}))
    return Pulka(players, options, [
        {"kind": "raspasy", "dealer": c, "tricks": {a: 0, b: 4, c: 6}}])


def ev(pulka: Pulka, name: str, day: int, **kw):
    return summarize(pulka, source=name, date=datetime(2026, 11, day, 20), dated_by="created",
                     **kw)


def test_a_players_total_is_the_sum_of_his_evenings():
    one = ev(evening_one(), "one.json", 1)
    two = ev(raspasy_evening(["B", "A", "C"], stake="2"), "two.json", 2)
    ledger = build_ledger([two, one])
    a = ledger.players["A"]
    assert a.evenings == 2
    assert a.deals == 3 + 1
    assert a.result == one.figures["A"].result + two.figures["A"].result
    assert a.mean == a.result / 2
    assert a.best.source == "one.json" and a.worst.source == "two.json"
    assert a.raspasy_hands == 2 and a.raspasy_tricks == 0 + 4 and a.raspasy_zero == 1
    assert a.raspasy_mean == Fraction(2)
    # money: evening one at 1 a whist, evening two at 2 a whist
    assert a.money == one.figures["A"].money + two.figures["A"].money
    assert a.money_evenings == 2
    assert [r.evening.source for r in ledger.evenings] == ["one.json", "two.json"]  # by date
    assert sum(t.result for t in ledger.players.values()) == 0


def test_players_best_result_first():
    ledger = build_ledger([ev(evening_one(), "one.json", 1)])
    # results: A +236/3, C +2/3, B −238/3 (test_evening)
    assert list(ledger.players) == ["A", "C", "B"]


def test_head_to_head_is_antisymmetric_and_counts_shared_evenings():
    one = ev(evening_one(), "one.json", 1)
    two = ev(raspasy_evening(["A", "B", "D"]), "two.json", 2)
    ledger = build_ledger([one, two])
    h = ledger.head_to_head
    assert h["A"]["B"] == one.figures["A"].versus["B"] + two.figures["A"].versus["B"]
    assert h["C"]["D"] == 0 and ledger.shared["C"]["D"] == 0
    assert ledger.shared["A"]["B"] == 2 and ledger.shared["A"]["C"] == 1
    for a in h:
        assert sum(h[a].values()) == ledger.players[a].result
        for b in h[a]:
            assert h[a][b] == -h[b][a]


def test_names_in_other_case_are_one_player_shown_by_the_latest_spelling():
    ledger = build_ledger([ev(raspasy_evening(["anna", "Boris", "Vera"]), "1.json", 1),
                           ev(raspasy_evening(["Anna", "Boris", "Vera"]), "2.json", 2)])
    assert set(ledger.players) == {"Anna", "Boris", "Vera"}
    assert ledger.players["Anna"].spellings == ("anna", "Anna")
    assert ledger.players["Anna"].evenings == 2


def test_an_alias_joins_two_names():
    evenings = [ev(raspasy_evening(["Аня", "Boris", "Vera"]), "1.json", 1),
                ev(raspasy_evening(["Anna", "Boris", "Vera"]), "2.json", 2)]
    assert set(build_ledger(evenings).players) == {"Аня", "Anna", "Boris", "Vera"}
    joined = build_ledger(evenings, aliases=Aliases(aliases={"Аня": "Anna"}))
    assert set(joined.players) == {"Anna", "Boris", "Vera"}
    assert joined.players["Anna"].evenings == 2
    assert joined.evenings[0].names == {"Аня": "Anna", "Boris": "Boris", "Vera": "Vera"}


def test_an_evening_where_an_alias_makes_two_players_one_is_skipped_saying_why():
    both = ev(raspasy_evening(["Аня", "Anna", "Vera"]), "both.json", 1)
    ledger = build_ledger([both], aliases=Aliases(aliases={"Аня": "Anna"}))
    assert ledger.players == {} and ledger.evenings == ()
    (skipped,) = ledger.skipped
    assert skipped.source == "both.json" and "one player by the aliases" in skipped.reason


def test_filters():
    evenings = [ev(raspasy_evening(["A", "B", "C"]), "sochi-1.json", 1),
                ev(raspasy_evening(["A", "B", "D"], "leningrad"), "len-2.json", 2),
                ev(raspasy_evening(["d", "B", "C"], "rostov"), "ros-3.json", 3)]

    def kept(**filters):
        ledger = build_ledger(evenings, keep=LedgerFilter(**filters))
        assert ledger.filtered_out == 3 - len(ledger.evenings)
        return [r.evening.source for r in ledger.evenings]

    assert kept() == ["sochi-1.json", "len-2.json", "ros-3.json"]
    assert kept(since=date(2026, 11, 2)) == ["len-2.json", "ros-3.json"]
    assert kept(until=date(2026, 11, 2)) == ["sochi-1.json", "len-2.json"]
    assert kept(since=date(2026, 11, 2), until=date(2026, 11, 2)) == ["len-2.json"]
    assert kept(variant="rostov") == ["ros-3.json"]
    assert kept(player="D") == ["len-2.json", "ros-3.json"]
    assert kept(player="nobody") == []


def test_money_only_from_evenings_with_a_stake():
    with_stake = ev(raspasy_evening(["A", "B", "C"], stake="0.5"), "1.json", 1)
    without = ev(raspasy_evening(["A", "B", "C"]), "2.json", 2)
    a = build_ledger([with_stake, without]).players["A"]
    assert a.money_evenings == 1 and a.money == with_stake.figures["A"].money
    assert isinstance(a.money, Decimal)
    assert build_ledger([without]).players["A"].money is None


def test_running_results_one_point_per_evening():
    one = ev(evening_one(), "one.json", 1)
    two = ev(raspasy_evening(["A", "B", "D"]), "two.json", 2)
    ledger = build_ledger([one, two])
    points = running_results(ledger)
    assert len(points) == 2
    assert points[0]["D"] == 0 and points[1]["D"] == two.figures["D"].result
    assert points[1]["A"] == ledger.players["A"].result
