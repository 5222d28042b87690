"""One test per check of SPEC §9.1–§9.2 (and the penalty fit of §9.4).

Each asserts the error's kind, that its message names the hand number, the field and
the rule — "hand 2, tricks: sum to 11, must be 10 (rule 3.5)" — and that the refused
hand left the pulka unchanged. SPEC §9.3 (bidding) does not apply: the pulka file
records no bidding, only its outcome (the contract), so there is nothing to check.
"""

from __future__ import annotations

import pytest

from preferans_tui.rules import IllegalHandError, InvalidHandError, Pulka, PulkaError, RuleOptions
from preferans_tui.rules.table import defenders
from tests.rules.helpers import adjustment, game, misere, play, raspasy, table

W, P, H = "whist", "pass", "half"


def refused(pulka: Pulka, hand: dict, field: str, rule: str,
            kind: type[PulkaError] = IllegalHandError) -> PulkaError:
    """Append ``hand``; it must be refused naming hand, field and rule, changing nothing."""
    before, hands, n = pulka.totals, pulka.hands, len(pulka)
    with pytest.raises(kind) as info:
        pulka.append(hand)
    exc = info.value
    assert (exc.hand, exc.field, exc.rule) == (n + 1, field, rule)
    assert str(exc).startswith(f"hand {n + 1}, {field}: ")
    assert str(exc).endswith(f"(rule {rule})")
    assert pulka.totals == before and pulka.hands == hands and len(pulka) == n
    with pytest.raises(kind):
        pulka.preview(hand)
    return exc


def started(variant: str = "sochi", n: int = 3, **overrides) -> Pulka:
    """A pulka with one hand played (C dealt, so A deals the next: rule 3.2.2)."""
    dealer = "C" if n == 3 else "D"
    return play(variant, game(dealer, "A", "6S", {"B": P, "C": P}), n=n, **overrides)


# -- §9.1 structure ------------------------------------------------------------------------

def test_the_example_of_the_issue_tricks_summing_to_eleven():
    exc = refused(started(), game("A", "B", "6S", {"C": W, "A": W}, {"A": 3, "B": 6, "C": 2}),
                  "tricks", "3.5")
    assert str(exc) == "hand 2, tricks: sum to 11, must be 10 (rule 3.5)"


@pytest.mark.parametrize("players", [("A", "B"), ("A", "B", "C", "D", "E")])
def test_three_or_four_players(players):
    with pytest.raises(PulkaError, match=r"players: .* \(rule 1\.2\)"):
        Pulka(players, RuleOptions.preset("sochi", 10))


@pytest.mark.parametrize("players", [("A", "B", "A"), ("A", " ", "C")])
def test_players_distinct_and_named(players):
    with pytest.raises(PulkaError, match=r"players: .* \(rule 1\.2\)"):
        Pulka(players, RuleOptions.preset("sochi", 10))


@pytest.mark.parametrize("field", ["dealer", "declarer"])
def test_unknown_player(field):
    hand = game("A", "B", "6S", {"C": P, "A": P})
    hand[field] = "Zoe"
    refused(started(), hand, field, "§9.1", InvalidHandError)


def test_the_deal_passes_left():
    refused(started(), game("B", "C", "6S", {"A": P, "B": P}), "dealer", "3.2.2")


def test_four_player_dealer_cannot_declare():
    refused(table(n=4), game("D", "D", "6S", {"A": P, "B": P}), "declarer", "3.2.10")


def test_four_player_dealer_takes_no_tricks_in_a_game():
    hand = game("D", "A", "6S", {"B": W, "C": W}, {"A": 6, "B": 2, "C": 1, "D": 1})
    refused(table(n=4), hand, "tricks.D", "3.2.10")


def test_four_player_dealer_takes_no_tricks_in_a_misere():
    hand = {"kind": "misere", "dealer": "D", "declarer": "A", "tricks": {"A": 0, "D": 1}}
    refused(table(n=4), hand, "tricks", "3.6", InvalidHandError)


@pytest.mark.parametrize("contract", ["5S", "11H", "6X", "7", "misere"])
def test_contract_on_the_ladder(contract):
    refused(table(), game("C", "A", contract, {"B": P, "C": P}), "contract", "2.2.2",
            InvalidHandError)


@pytest.mark.parametrize("count", [11, -1])
def test_trick_count_between_0_and_10(count):
    hand = game("C", "A", "6S", {"B": W, "C": P}, {"A": count})
    refused(table(), hand, "tricks.A", "3.5", InvalidHandError)


def test_unwhisted_game_takes_no_tricks():
    hand = game("C", "A", "6S", {"B": P, "C": P}, {"A": 6, "B": 2, "C": 2})
    refused(table(), hand, "tricks", "3.5.3")


def test_half_whist_hand_takes_no_tricks():
    hand = game("C", "A", "6S", {"B": P, "C": H}, {"A": 6, "B": 2, "C": 2})
    refused(table(), hand, "tricks", "3.5.3")


@pytest.mark.parametrize("hand", [
    game("C", "A", "6S", {"B": P, "C": P}, open=True),  # passed: no play [K 3.5.3]
    game("C", "A", "6S", {"B": P, "C": H}, open=True),  # an unreturned half-whist: no play
], ids=["pass-pass", "half-whist"])
def test_open_defence_on_a_hand_nobody_played_still_loads_and_writes_the_same(hand):
    """The form offered the defence field on passed hands until 2026-12-01, so files the
    app wrote may hold `open: true` where nobody defended. It is information only [K
    3.8.4–3.8.5] and such a file must still open and settle the same (SPEC §13.3): 6♠
    passed is made: 2 into Anna's pulya (rule 3.5.3), no gora for anyone."""
    pulka = table()
    pulka.append(hand)
    assert pulka.hands[-1].open
    assert pulka.totals.pulya["A"] == 2 and not any(pulka.totals.gora.values())


@pytest.mark.parametrize("calls", [{"B": W, "C": P}, {"B": P, "C": H}, {"B": W, "C": W}],
                         ids=["one whister", "whist returned", "two whisters"])
def test_open_defence_accepted_where_a_whister_played(calls):
    returned = {"returned_by": "B"} if "half" in calls.values() else {}
    tricks = {"A": 6, "B": 2, "C": 2} if calls["C"] == W else {"A": 6, "B": 4, "C": 0}
    pulka = table()
    pulka.append(game("C", "A", "6S", calls, tricks, open=True, **returned))
    assert pulka.hands[-1].open


def test_open_defence_by_two_whisters_in_a_file_still_scores_as_closed():
    """Two whisters play closed («если завистовали оба … розыгрыш … происходит втёмную»,
    K 3.8.4; SPEC §4.2 a): the form no longer offers open defence to them, but it did
    until 2026-12-01, and a file holding it must open and settle the same (SPEC §13.3).
    Sochi 6♠ (P 2, W 2): A takes 6, B 2, C 2 → A pulya 2; B→A 2 × 2 = 4, C→A 4; the pair
    took its obligation of 4, so no gora."""
    pulka = table()
    pulka.append(game("C", "A", "6S", {"B": W, "C": W}, {"A": 6, "B": 2, "C": 2}, open=True))
    totals = pulka.totals
    assert pulka.hands[-1].open
    assert totals.pulya["A"] == 2 and not any(totals.gora.values())
    assert totals.whists["B"]["A"] == 4 and totals.whists["C"]["A"] == 4


def test_a_whisted_game_needs_tricks():
    refused(table(), game("C", "A", "6S", {"B": W, "C": P}), "tricks", "3.5", InvalidHandError)


def test_two_whisters_need_every_count():
    refused(table(), game("C", "A", "6S", {"B": W, "C": W}, {"A": 6}), "tricks", "3.8.6",
            InvalidHandError)


def test_the_declarers_count_is_required():
    refused(table(), game("C", "A", "6S", {"B": W, "C": P}, {"B": 4, "C": 0}), "tricks.A",
            "3.5", InvalidHandError)


def test_misere_counts_only_the_declarer():
    hand = {"kind": "misere", "dealer": "C", "declarer": "A", "tricks": {"A": 0, "B": 5}}
    refused(table(), hand, "tricks", "3.6", InvalidHandError)


def test_misere_takes_no_whist_calls():
    hand = {**misere("C", "A", 0), "calls": {"B": W, "C": P}}
    exc = refused(table(), hand, "calls", "3.8.1", InvalidHandError)
    assert "unknown key" in exc.reason


def test_misere_shared_only_with_a_four_player_dealer_where_allowed():
    hand = {**misere("C", "A", 0), "shared_with_dealer": True}
    refused(table(), hand, "shared_with_dealer", "3.6.9")
    hand = {**misere("D", "A", 0), "shared_with_dealer": True}
    refused(table(n=4, misere_shared_with_dealer=False), hand, "shared_with_dealer", "3.6.9")


def test_raspasy_three_counts_sum_to_ten():
    refused(table(), raspasy("C", A=3, B=3, C=3), "tricks", "3.5")


def test_raspasy_every_active_player_counts():
    refused(table(), raspasy("C", A=4, C=6), "tricks.B", "3.5", InvalidHandError)


def test_raspasy_takes_no_whist_calls():
    hand = {**raspasy("C", A=4, B=3, C=3), "calls": {"A": P}}
    refused(table(), hand, "calls", "3.8.1", InvalidHandError)


def test_four_player_talon_wins_at_most_two_tricks():
    refused(table(n=4), raspasy("D", A=3, B=2, C=2, D=3), "tricks.D", "3.7.6.1")


def test_four_player_raspasy_counts_the_talon_toward_ten():
    refused(table(n=4), raspasy("D", A=3, B=3, C=3, D=2), "tricks", "3.5")


def test_rostov_dealer_does_not_play_the_talon():
    refused(table("rostov", n=4), raspasy("D", A=3, B=3, C=3, D=1), "tricks.D", "3.7.6.2")
    play("rostov", raspasy("D", A=3, B=3, C=4, D=0), n=4)   # an explicit 0 is fine


def test_no_multipliers():
    """Multiplier ≥ 1 only where the variant allows it (Classic, not supported)."""
    hand = {**game("C", "A", "6S", {"B": P, "C": P}), "multiplier": 2}
    refused(table(), hand, "multiplier", "§9.1", InvalidHandError)


def test_adjustment_names_players_of_the_pulka():
    hand = adjustment({"column": "gora", "player": "Zoe", "amount": 5})
    refused(table(), hand, "entries.0.player", "§9.1", InvalidHandError)  # one spelling


def test_adjustment_whists_need_a_debtor_who_is_someone_else():
    refused(table(), adjustment({"column": "whists", "player": "A", "amount": 5}),
            "entries.0", "§9.4", InvalidHandError)
    refused(table(), adjustment({"column": "whists", "player": "A", "on": "A", "amount": 5}),
            "entries.0", "§9.4", InvalidHandError)


def test_unknown_kind():
    refused(table(), {"kind": "bomb", "dealer": "C"}, "kind", "§9.1", InvalidHandError)


# -- §9.2 whist phase ------------------------------------------------------------------------

def test_calls_only_from_the_defenders():
    refused(table(), game("C", "A", "6S", {"A": W, "B": P}), "calls.A", "3.8.1")


def test_both_defenders_call():
    refused(table(), game("C", "A", "6S", {"B": P}), "calls.C", "3.8.1", InvalidHandError)


def test_a_stranger_at_four_players_cannot_call():
    exc = refused(table(n=4), game("D", "A", "6S", {"B": P, "C": P, "E": W}), "calls.E",
                  "§9.1", InvalidHandError)
    assert exc.reason == "'E' is not a player of this pulka (A, B, C, D)"


@pytest.mark.parametrize("contract", ["8S", "9H", "10NT"])
def test_half_whist_only_on_six_and_seven(contract):
    refused(table(), game("C", "A", contract, {"B": P, "C": H}), "calls.C", "3.8.7")


def test_half_whist_by_the_first_defender_only_in_gentleman():
    refused(table(), game("C", "A", "6S", {"B": H, "C": P}), "calls.B", "3.8.14")


def test_two_half_whists():
    refused(table(), game("C", "A", "6S", {"B": H, "C": H}), "calls.B", "3.8.7",)


def test_half_whist_beside_a_whist():
    refused(table(), game("C", "A", "6S", {"B": W, "C": H}, {"A": 6, "B": 4, "C": 0}),
            "calls.C", "3.8.7")


def test_half_whist_switched_off():
    refused(table(half_whist=False), game("C", "A", "6S", {"B": P, "C": H}), "calls.C", "3.8.7")


def test_whist_returned_only_after_a_half_whist():
    hand = game("C", "A", "6S", {"B": P, "C": W}, {"A": 6, "B": 2, "C": 2}, returned_by="B")
    refused(table(), hand, "returned_by", "3.8.8")


@pytest.mark.parametrize("who", ["C", "A"])
def test_only_the_passer_returns_the_whist(who):
    hand = game("C", "A", "6S", {"B": P, "C": H}, {"A": 6, "B": 2, "C": 2}, returned_by=who)
    refused(table(), hand, "returned_by", "3.8.8")


def test_dealer_take_over_on_eight_needs_two_passes():
    hand = game("D", "A", "8S", {"B": W, "C": P, "D": W}, {"A": 8, "B": 1, "C": 1})
    refused(table(n=4), hand, "calls.D", "3.8.8.1")


def test_dealer_take_over_on_six_needs_pass_and_half_whist():
    hand = game("D", "A", "6S", {"B": P, "C": P, "D": W}, {"A": 6, "B": 2, "C": 2})
    refused(table(n=4), hand, "calls.D", "3.8.8")


def test_dealer_take_over_not_played():
    hand = game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 8, "B": 1, "C": 1})
    refused(table(n=4, dealer_may_take_over_whist="never"), hand, "calls.D", "3.8.8")


def test_dealer_cannot_half_whist():
    refused(table(n=4), game("D", "A", "6S", {"B": P, "C": P, "D": H}), "calls.D", "3.8.8")


def test_a_taken_over_whist_is_not_returned_by_another():
    hand = game("D", "A", "6S", {"B": P, "C": H, "D": W}, {"A": 6, "B": 2, "C": 2},
                returned_by="B")
    refused(table(n=4), hand, "returned_by", "3.8.8")


def test_stalingrad_six_of_spades_must_be_whisted_by_both():
    hand = game("C", "A", "6S", {"B": W, "C": P}, {"A": 6, "B": 2, "C": 2})
    refused(table(stalingrad=True), hand, "calls", "fn 61")
    play("sochi", {**hand, "contract": "6C"}, stalingrad=True)   # only 6♠


# -- the pulka around the hand ----------------------------------------------------------

@pytest.mark.parametrize(("levels", "series", "contract"), [
    ([6, 7, 7], 2, "6S"),
    ([6, 7, 8], 3, "7NT"),
    ([7], 1, "6H"),
])
def test_raspasy_exit_level(levels, series, contract):
    p = table(raspasy_exit_levels=levels)
    for i in range(series):
        p.append(raspasy("ABC"[(i + 2) % 3], A=4, B=3, C=3))
    dealer = "ABC"[(series + 2) % 3]
    declarer = "A" if dealer != "A" else "B"
    o1, o2 = defenders(p.players, dealer, declarer)
    refused(p, game(dealer, declarer, contract, {o1: P, o2: P}), "contract", "3.7.8")


def test_misere_is_no_exit_above_eight():
    p = play("sochi", raspasy("C", A=4, B=3, C=3), raspasy_exit_levels=[9])
    refused(p, misere("A", "B", 0), "kind", "3.7.8")


def test_no_dealt_hand_after_the_end():
    p = play("sochi", adjustment({"column": "pulya", "player": "A", "amount": 10},
                                 {"column": "pulya", "player": "B", "amount": 10}),
             target=10)
    p.append(game("C", "C", "10S", {"A": P, "B": P}))     # C 0 + 10 = 10: all closed
    assert p.finished
    refused(p, game("A", "B", "6S", {"C": P, "A": P}), "kind", "4.2.3")
    p.append(adjustment({"column": "gora", "player": "A", "amount": 5}, rule="3.2.21"))


# -- §9.4 penalties must fit -------------------------------------------------------------

def test_penalty_needs_a_played_hand():
    hand = game("C", "A", "6S", {"B": P, "C": P}, penalty={"rule": "3.4.9"})
    refused(table(), hand, "penalty", "3.4.9")


def test_below_the_bid_needs_a_higher_bid():
    hand = game("C", "A", "7S", {"B": P, "C": P}, penalty={"rule": "3.4.4", "bid_level": 7})
    refused(table(), hand, "penalty.bid_level", "3.4.4")


def test_wrong_cards_proven_result_at_most_down_all():
    hand = game("C", "A", "6S", {"B": W, "C": W}, {"A": 4, "B": 3, "C": 3},
                penalty={"rule": "3.4.6", "proven_undertricks": 7})
    refused(table(), hand, "penalty.proven_undertricks", "3.4.6")


@pytest.mark.parametrize(("proven", "taken"), [(0, 3), (1, 3), (3, 3), (0, 6), (0, 7)])
def test_wrong_cards_proven_result_no_worse_than_played_scores_as_none(proven, taken):
    """Rule 3.4.6: the defenders prove «a worse result with correct cards» (SPEC §9.4);
    the form offers only such counts, but until 2026-12-01 it offered any, so a file may
    hold one no worse than the hand as played. It still opens (SPEC §13.3) and writes what
    no proven count writes: down max(2, shortfall + 2) (the case below, worked by hand)."""
    def gora(penalty):
        pulka = table()
        pulka.append(game("C", "A", "6S", {"B": W, "C": P}, {"A": taken}, penalty=penalty))
        return pulka.totals.gora["A"]

    assert gora({"rule": "3.4.6", "proven_undertricks": proven}) == gora({"rule": "3.4.6"})


@pytest.mark.parametrize(("proven", "taken", "gora"), [
    (4, 3, 12),     # six, A took 3 (down 3); proven down 4 + 2 = down 6 → 6 × 2
    (1, 7, 6),      # six made with 7; proven down 1 + 2 = down 3 → 3 × 2
    (None, 3, 10),  # none proven: down 3 + 2 = down 5 → 5 × 2
    (None, 0, 16),  # A took 0: nothing worse can be proven; down 6 + 2 → 8 × 2
])
def test_wrong_cards_proven_worse_result_counts_two_more(proven, taken, gora):
    """Rule 3.4.6, EX-18 (b): proven down p → down p + 2, R = 2 on a six (Sochi)."""
    penalty = {"rule": "3.4.6"} | ({} if proven is None else {"proven_undertricks": proven})
    hand = game("C", "A", "6S", {"B": W, "C": P}, {"A": taken}, penalty=penalty)
    result = table().append(hand)
    assert [e.amount for e in result.entries if e.column == "gora" and e.player == "A"] == [
        gora]


@pytest.mark.parametrize(("hand", "field"), [
    (game("C", "A", "6S", {"B": W, "C": W}, {"A": 6, "B": 2, "Zed": 2}), "tricks.Zed"),
    (game("C", "A", "6S", {"B": W, "Zed": W}, {"A": 6, "B": 2, "C": 2}), "calls.Zed"),
    (game("C", "A", "6S", {"B": W, "C": W, "ANNA": W}, {"A": 6, "B": 2, "C": 2}),
     "calls.ANNA"),
    (game("C", "A", "6S", {"B": P, "C": H}, returned_by="Zed"), "returned_by"),
    ({"kind": "misere", "dealer": "C", "declarer": "A", "tricks": {"A": 0, "Zed": 1}},
     "tricks.Zed"),
    (raspasy("C", A=3, B=3, Zed=4), "tricks.Zed"),
])
def test_a_name_that_is_no_player_is_said_to_be_none_everywhere(hand, field):
    """SPEC §9.1: a key naming nobody at the table (a typo, a wrong case) is no player —
    not a defender's or a dealer's rule (3.8.1, 3.2.10) misapplied to him."""
    exc = refused(table(), hand, field, "§9.1", InvalidHandError)
    name = field.split(".")[1] if "." in field else "Zed"
    assert exc.reason == f"'{name}' is not a player of this pulka (A, B, C)"


def test_the_four_player_dealers_tricks_still_cite_his_rule():
    hand = game("D", "A", "6S", {"B": W, "C": W}, {"A": 6, "B": 2, "C": 1, "D": 1})
    exc = refused(table(n=4), hand, "tricks.D", "3.2.10")
    assert exc.reason == "D holds no cards in this hand and takes no tricks"


def test_an_adjustment_entry_of_zero_still_opens_and_writes_nothing():
    """SPEC §9.4: an entry writes what it says. The form refuses a 0 as it is typed; until
    2026-12-01 it took one, so a file may hold it: it opens (SPEC §13.3) and B's pulya
    stays 0 beside A's gora 5."""
    pulka = table()
    pulka.append(adjustment({"column": "gora", "player": "A", "amount": 5},
                            {"column": "pulya", "player": "B", "amount": 0}))
    assert pulka.totals.gora["A"] == 5 and pulka.totals.pulya["B"] == 0


def test_unknown_penalty():
    hand = game("C", "A", "6S", {"B": P, "C": P}, penalty={"rule": "3.4.5"})
    refused(table(), hand, "penalty", "§9.4", InvalidHandError)
