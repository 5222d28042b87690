"""The conventions of SPEC §13.7 and the readings of §13.8: what each writes, what it
refuses (naming the field and the rule), and which conventions a hand reports.

Values are worked by hand from SPEC §3.4 (Sochi: P = W = R = C; Leningrad: W = R = C =
2P, Wr = P). Players A, B, C (and D) sit clockwise (SPEC §10).
"""

from __future__ import annotations

import pytest

from preferans_tui.rules import IllegalHandError, InvalidHandError
from preferans_tui.rules.conventions import Convention
from tests.rules.helpers import delta, game, misere, one, play, raspasy, table

P, W, H = "pass", "whist", "half"


def _checked_ten(dealer: str, declarer: str, contract: str, tricks: dict[str, int]) -> dict:
    return {"kind": "game", "dealer": dealer, "declarer": declarer, "contract": contract,
            "tricks": tricks}


# -- what is refused, and why ---------------------------------------------------------------

REFUSED = [
    # (variant, options, players, hand, error, field, rule)
    ("sochi", {}, 3, game("C", "A", "6S", {"B": P, "C": P}, talon_tricks=1),
     IllegalHandError, "talon_tricks", "3.4.11"),
    ("sochi", {"talon_bonus": True}, 3, game("C", "A", "6S", {"B": P, "C": P}, talon_tricks=4),
     InvalidHandError, "talon_tricks", "3.4.11"),
    ("sochi", {}, 3, game("C", "A", "7H", {"B": W, "C": P}, conceded=True),
     IllegalHandError, "conceded", "fn 40"),
    ("sochi", {"concede_down_three": True}, 3, game("C", "A", "7H", {"B": P, "C": P},
                                                     conceded=True),
     IllegalHandError, "conceded", "fn 40"),
    ("sochi", {"concede_down_three": True}, 3, game("C", "A", "6H", {"B": P, "C": H},
                                                     conceded=True),  # a half-whist is no whist
     IllegalHandError, "conceded", "fn 40"),
    ("sochi", {"concede_down_three": True}, 3, game("C", "A", "7H", {"B": W, "C": P}, {"A": 7},
                                                     conceded=True),
     IllegalHandError, "tricks", "fn 40"),
    # SPEC §13.8.2: a conceded hand writes only its gora; talon tricks would change nothing
    ("leningrad", {"concede_down_three": True, "talon_bonus": True}, 4,
     game("D", "A", "6S", {"B": P, "C": W}, conceded=True, talon_tricks=2),
     IllegalHandError, "talon_tricks", "§13.8.2"),
    ("sochi", {}, 3, _checked_ten("C", "A", "10NT", {"A": 9}), InvalidHandError, "calls.B",
     "3.8.1"),
    ("sochi", {"ten_game_checked": True}, 3, game("C", "A", "10NT", {"B": W, "C": P}, {"A": 9}),
     IllegalHandError, "calls", "fn 39"),
    ("sochi", {"ten_game_checked": True}, 3, _checked_ten("C", "A", "10NT", {"A": 9, "B": 1}),
     IllegalHandError, "tricks", "fn 39"),
    ("sochi", {"ten_game_checked": True}, 3,
     {"kind": "game", "dealer": "C", "declarer": "A", "contract": "10NT"},
     InvalidHandError, "tricks", "fn 39"),
    ("sochi", {"ten_game_checked": True}, 3,
     {**_checked_ten("C", "A", "10NT", {"A": 9}), "conceded": True},
     IllegalHandError, "conceded", "fn 39"),
]


@pytest.mark.parametrize(("variant", "options", "n", "hand", "error", "field", "rule"), REFUSED,
                         ids=[f"{r[5]}-{i}" for i, r in enumerate(REFUSED)])
def test_a_field_the_options_do_not_allow_is_refused(variant, options, n, hand, error, field,
                                                     rule):
    pulka = table(variant, n, 50, **options)
    with pytest.raises(error) as info:
        pulka.append(hand)
    assert (info.value.hand, info.value.field, info.value.rule) == (1, field, rule)
    assert len(pulka) == 0


def test_a_checked_ten_writes_no_trick_whists_and_no_liability():
    """K fn 39: made → pulya 10, nothing else, even though the defence took nothing."""
    pulka = table("sochi", 3, 50, ten_game_checked=True)
    result = pulka.append(_checked_ten("C", "A", "10S", {"A": 10}))
    assert delta(result) == {"A pulya": 10}
    assert result.conventions == (Convention.CHECKED_TEN,)
    assert {e.rule for e in result.entries} == {"fn 39"}


def test_a_nine_is_still_whisted_under_ten_game_checked():
    assert one("sochi", game("C", "A", "9S", {"B": W, "C": P}, {"A": 9}),
               target=50, ten_game_checked=True) == {"A pulya": 8, "B→A": 8}


@pytest.mark.parametrize("talon", [{}, {"talon_tricks": 0}])
def test_a_conceded_hand_writes_its_gora_and_no_talon_bonus(talon):
    """SPEC §13.8.2: 4-player Leningrad 6♠ conceded: gora 3 × 4, no talon bonus; talon
    tricks of 0 say nothing and are accepted (2 are refused, above)."""
    pulka = table("leningrad", 4, 50, concede_down_three=True, talon_bonus=True)
    result = pulka.append(game("D", "A", "6S", {"B": P, "C": W}, conceded=True, **talon))
    assert delta(result) == {"A gora": 12}
    assert result.conventions == (Convention.CONCEDED,)


# -- §13.5: no trick whist lost --------------------------------------------------------------

def test_the_odd_gentleman_split_gives_the_whister_the_larger_half():
    """SPEC §13.5: Sochi with a seven priced 3 (W = R = C = 3), gentleman; A 7♥ down one,
    B whists, C passes, A 6: T × W = 12 → 6 and 6; a six priced 3 down one, T = 5:
    15 → B 8, C 7 (+ consolation 3 each)."""
    prices = {"6": 3, "7": 3, "8": 6, "9": 8, "10": 10, "misere": 10}
    hand = game("C", "A", "6H", {"B": W, "C": P}, {"A": 5})
    assert one("sochi", hand, whist_style="gentleman", contract_price=prices) == {
        "A gora": 3, "B→A": 8 + 3, "C→A": 7 + 3}


def test_the_dealer_who_takes_over_is_never_split_with():
    """SPEC §13.8.5: gentleman_split always; D takes an eight over after two passes; A 8:
    D writes all 2 × 12 = 24."""
    hand = game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 8})
    assert one("leningrad", hand, n=4, target=50, gentleman_split="always") == {
        "A pulya": 6, "D→A": 24}


def test_a_whisting_dealer_writes_consolation_even_when_dealers_do_not():
    """SPEC §13.8.7: dealer_writes_consolation false; D whists an eight after two passes;
    A 7 (Sochi, 6 each): D→A 6 + 3 × 6 = 24; B and C 6 each."""
    hand = game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 7})
    assert one("sochi", hand, n=4, target=50, dealer_writes_consolation=False) == {
        "A gora": 6, "B→A": 6, "C→A": 6, "D→A": 24}


# -- §13.4, §13.8.9: order of pulya writes ---------------------------------------------------

def test_a_shared_misere_writes_in_seat_order():
    """SPEC §13.8.9: 4 players, target 10; A 10 (closed), B 9, C 0, D 0; D deals and B
    shares a made misère with him (5 points each). Seat order puts B first: B +1 → 10,
    his other 4 help the largest open pulya, C and D tie at 0 → C, on B's left: C +4,
    B→C 40; then D writes his 5: D +5 (had D gone first, C would have got nothing)."""
    pulka = play("sochi", {"kind": "adjustment", "entries": [
        {"column": "pulya", "player": "A", "amount": 10},
        {"column": "pulya", "player": "B", "amount": 9}]}, n=4)
    result = pulka.append({**misere("D", "B", 0), "shared_with_dealer": True})
    assert [(e.column, e.player, e.amount) for e in result.entries] == [
        ("pulya", "B", 1), ("pulya", "C", 4), ("whists", "B", 40), ("pulya", "D", 5)]


def test_raspasy_bonuses_go_from_the_dealers_left_and_the_dealer_last():
    """SPEC §13.4: Sochi, 4 players, the dealer's zero bonus on. Raspasy dealt by B: A 5,
    C 5, D 0, B (talon) 0 → the bonuses go from B's left — C, D, A — and B last: D +1,
    then B +1 (seat order from the top of the list would have written B first)."""
    pulka = table("sochi", 4, 10, raspasy_dealer_zero_bonus=True)
    result = pulka.append(raspasy("B", A=5, C=5, D=0, B=0))
    assert [(e.player, e.amount) for e in result.entries if e.column == "pulya"] == [
        ("D", 1), ("B", 1)]


# -- §13.8.8 and the series conventions --------------------------------------------------------

def test_an_unreturned_half_whist_is_not_a_whist():
    """SPEC §13.8.8: raspasy, then A 6♣ with B pass, C half (not returned): made but not
    whisted → the next raspasy is the second in a row (price 2)."""
    pulka = play("sochi", raspasy("A", A=4, B=3, C=3),
                 game("B", "A", "6C", {"B": P, "C": H}), target=50,
                 raspasy_series_reset="whisted_made_game")
    assert pulka.results[1].conventions == (Convention.SERIES_GOES_ON_UNWHISTED,)
    assert pulka.raspasy_series == 1
    third = pulka.append(raspasy("C", A=4, B=3, C=3))
    assert third.raspasy_k == 2 and delta(third) == {"A gora": 2}


@pytest.mark.parametrize(("reset", "hand", "convention"), [
    ("whisted_made_game", misere("B", "A", 0), Convention.SERIES_GOES_ON_MISERE),
    ("whisted_made_game", game("B", "A", "6S", {"B": W, "C": P}, {"A": 5}),
     Convention.SERIES_GOES_ON_NOT_MADE),
    ("made_contract", misere("B", "A", 1), Convention.SERIES_GOES_ON_NOT_MADE),
])
def test_a_contract_that_does_not_end_the_series_says_why(reset, hand, convention):
    pulka = play("sochi", raspasy("A", A=4, B=3, C=3), target=50, raspasy_series_reset=reset)
    result = pulka.append(hand)
    assert result.conventions == (convention,) and result.raspasy_series == 1


def test_a_contract_after_no_raspasy_reports_no_series():
    pulka = table("sochi", 3, 50, raspasy_series_reset="whisted_made_game")
    assert pulka.append(misere("C", "A", 0)).conventions == ()


# -- conventions a hand reports ----------------------------------------------------------------

@pytest.mark.parametrize(("variant", "options", "n", "hands", "convention"), [
    ("leningrad", {"gentleman_split": "always"}, 3,
     [game("C", "A", "7S", {"B": W, "C": P}, {"A": 7})], Convention.GENTLEMAN_SPLIT_ALWAYS),
    ("sochi", {"talon_bonus": True}, 3,
     [game("C", "A", "6S", {"B": P, "C": P}, talon_tricks=1)], Convention.TALON_BONUS),
    ("sochi", {"made_game_pays_gora_first": True}, 3,
     [{"kind": "adjustment", "entries": [{"column": "gora", "player": "A", "amount": 1}]},
      game("C", "A", "6S", {"B": P, "C": P})], Convention.GORA_PAID_FIRST),
    ("sochi", {"raspasy_zero_bonus": "none"}, 3, [raspasy("A", A=0, B=4, C=6)],
     Convention.NO_ZERO_BONUS),
    ("sochi", {"raspasy_zero_bonus_column": "gora"}, 3, [raspasy("A", A=0, B=4, C=6)],
     Convention.ZERO_BONUS_IN_GORA),
    ("sochi", {"help_recipient": "next_clockwise"}, 3,
     [{"kind": "adjustment", "entries": [{"column": "pulya", "player": "A", "amount": 49}]},
      game("C", "A", "6S", {"B": P, "C": P})], Convention.HELP_NEXT_CLOCKWISE),
    ("sochi", {"dealer_whister_liable": False}, 4,
     [game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 10})], Convention.DEALER_NOT_LIABLE),
    ("sochi", {"consolation_when_dealer_whists": "dealer_only"}, 4,
     [game("D", "A", "8S", {"B": P, "C": P, "D": W}, {"A": 7})],
     Convention.CONSOLATION_DEALER_ONLY),
    ("sochi", {"half_whist_leaver_consolation": False}, 3,
     [game("C", "A", "6S", {"B": P, "C": H}, {"A": 5}, returned_by="B")],
     Convention.LEAVER_NO_CONSOLATION),
])
def test_each_convention_is_reported_on_the_hand_it_changes(variant, options, n, hands,
                                                           convention):
    pulka = play(variant, *hands, n=n, target=50, **options)
    assert pulka.results[-1].conventions == (convention,)
    default = play(variant, *hands[:-1], n=n, target=50)
    if convention not in (Convention.TALON_BONUS,):
        assert default.append(hands[-1]).conventions == ()


def test_a_convention_that_changed_nothing_is_not_reported():
    """Gentleman split always on a made contract the defence took nothing of: 0 whists."""
    pulka = table("leningrad", 3, 50, gentleman_split="always")
    assert pulka.append(game("C", "A", "8S", {"B": W, "C": P}, {"A": 10})).conventions == ()
