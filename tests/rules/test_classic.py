"""Classic («Классика», SPEC §14): dark raspasy, bombs, the compulsory rounds and Classic's
whist liability, worked by hand (the arithmetic is in each test's comments).

Players A, B, C (and D) sit clockwise, as in SPEC §10. Amounts: P the price (6→2, 7→4,
8→6, misère 10), W = R = C = P (Sochi's scale, SPEC §14.1), and m the hand's multiplier:
b (the declarer's first bomb) × d (2 for a dark bid); a dark raspasy of level k writes
×2^k (SPEC §14.3–§14.4).
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest

from preferans_tui.rules import IllegalHandError, InvalidHandError, Pulka, PulkaError
from tests.rules.helpers import PLAYERS4, adjustment, delta, game, misere, play, raspasy, table

P, W = "pass", "whist"


def dark_raspasy(dealer: str, passes: list[str], **tricks: int) -> dict[str, Any]:
    """A raspasy ``passes`` passed in the dark before (SPEC §14.3)."""
    return {**raspasy(dealer, **tricks), "dark_passes": passes}


def classic(*hands: dict[str, Any], n: int = 3, target: int = 10, **overrides: Any) -> Pulka:
    """A Classic pulka without compulsory rounds unless asked (SPEC §14.1)."""
    return play("classic", *hands, n=n, target=target,
                **{"opening_raspasy_rounds": 0, **overrides})


def bombs(pulka: Pulka) -> dict[str, tuple[int, ...]]:
    """Everyone's bombs, in order (SPEC §14.4)."""
    state = pulka.dark_state
    assert state is not None
    return dict(state.queues)


def _pulya(**points: int) -> dict[str, Any]:
    return adjustment(*({"column": "pulya", "player": p, "amount": v} for p, v in points.items()))


# -- fn 30: three bombs, spent in order, burned only by a made game -----------------------

def test_fn30_three_bombs_a_set_six_a_made_seven_and_a_set_misere():
    """One compulsory round (3 deals, levels 1, 2, 3: everyone earns ✱2 ✱4 ✱8), then B
    plays with his first bomb in force [fn 29–30]."""
    pulka = table("classic", target=10)
    # H1 A deals, k 1, price 1 × 2 = 2: A 4, B 3, C 3 → amnesty 3 → A gora 1 × 2 = 2
    h1 = pulka.append(raspasy("A", A=4, B=3, C=3))
    assert delta(h1) == {"A gora": 2}
    assert (h1.dark.level, h1.dark.compulsory, h1.raspasy_price) == (1, True, 2)
    # H2 B deals (the deal passes in the compulsory rounds, SPEC §14.5), k 2, price 4:
    # A 3, B 3, C 4 → amnesty 3 → C gora 1 × 4 = 4
    h2 = pulka.append(raspasy("B", A=3, B=3, C=4))
    assert delta(h2) == {"C gora": 4} and h2.raspasy_price == 4
    # H3 C deals, k 3, price 8: A 5, B 2, C 3 → amnesty 2 → A gora 3 × 8 = 24, C 1 × 8 = 8
    h3 = pulka.append(raspasy("C", A=5, B=2, C=3))
    assert delta(h3) == {"A gora": 24, "C gora": 8} and h3.raspasy_price == 8
    assert bombs(pulka) == {"A": (2, 4, 8), "B": (2, 4, 8), "C": (2, 4, 8)}
    assert pulka.raspasy_series == 0  # the compulsory rounds start no series

    # H4 A deals. B 6♠ with ✱2: m 2; C whists, A passes; B 5, C 4, A 1 → down one:
    # B gora 1 × R 2 × 2 = 4; consolation 1 × 2 × 2 = 4 from A and from C; C (greedy)
    # 5 defence tricks × W 2 × 2 = 20 more → C→B 24, A→B 4. Set: B keeps ✱2.
    h4 = pulka.append(game("A", "B", "6S", {"C": W, "A": P}, {"B": 5, "C": 4, "A": 1}))
    assert delta(h4) == {"B gora": 4, "C→B": 24, "A→B": 4}
    assert (h4.dark.bomb, h4.dark.multiplier, h4.dark.burned) == (2, 2, False)
    assert bombs(pulka)["B"] == (2, 4, 8)

    # H5 B deals. B 7♥ with ✱2: m 2; A and C pass → made: pulya 4 × 2 = 8. ✱2 burns.
    h5 = pulka.append(game("B", "B", "7H", {"C": P, "A": P}))
    assert delta(h5) == {"B pulya": 8}
    assert (h5.dark.bomb, h5.dark.multiplier, h5.dark.burned) == (2, 2, True)
    assert bombs(pulka)["B"] == (4, 8)

    # H6 C deals. B misère with ✱4 now: m 4; he takes 1 → gora 1 × 10 × 4 = 40. Set: kept.
    h6 = pulka.append(misere("C", "B", 1))
    assert delta(h6) == {"B gora": 40}
    assert (h6.dark.bomb, h6.dark.multiplier, h6.dark.burned) == (4, 4, False)
    assert bombs(pulka) == {"A": (2, 4, 8), "B": (4, 8), "C": (2, 4, 8)}


# -- fn 31: a dark eight on a double bomb ---------------------------------------------------

def test_fn31_a_dark_eight_on_a_double_bomb_writes_48_and_48_a_trick():
    """EX-19 [K fn 31]: 8♣ under ✱4 bid in the dark: m = 4 × 2 = 8; pulya 6 × 8 = 48 and
    48 whists per defence trick."""
    pulka = classic(target=50)
    # H1 A deals, C passes in the dark: k 1, price 2; A 4, B 3, C 3 → A gora 2; C ✱2
    pulka.append(dark_raspasy("A", ["C"], A=4, B=3, C=3))
    # H2 A deals again (rule 3.7.7), B passes in the dark: the run goes on, k 2, price 4;
    # A 3, B 4, C 3 → amnesty 3 → B gora 4; B ✱4, his first bomb
    h2 = pulka.append(dark_raspasy("A", ["B"], A=3, B=4, C=3))
    assert delta(h2) == {"B gora": 4} and h2.dark.level == 2
    assert bombs(pulka) == {"A": (), "B": (4,), "C": (2,)}
    # H3 A deals again; the exit needs an 8 (6 + 2). B 8♣ in the dark; A whists, C passes;
    # B 9, defence 1 → pulya 6 × 8 = 48, A→B 1 × 6 × 8 = 48. Made: ✱4 burns.
    h3 = pulka.append(game("A", "B", "8C", {"C": P, "A": W}, {"B": 9, "C": 0, "A": 1},
                           dark=True))
    assert delta(h3) == {"B pulya": 48, "A→B": 48}
    assert (h3.dark.bomb, h3.dark.multiplier, h3.dark.burned) == (4, 8, True)
    assert bombs(pulka)["B"] == ()


# -- four players: the dealer earns a bomb on a dark raspasy --------------------------------

def test_four_players_the_dealer_earns_a_bomb_on_a_dark_raspasy_and_spends_it():
    pulka = classic(n=4)
    # H1 D deals, B passes in the dark: k 1, price 2; A 4, B 3, C 2, D's talon 1 →
    # amnesty 1 (the talon counts, rule 3.7.3) → A gora 3 × 2 = 6, B 2 × 2 = 4, C 1 × 2 = 2.
    # B ✱2 and the dealer D ✱2 (SPEC §14.4); A and C passed in the light: nothing.
    h1 = pulka.append(dark_raspasy("D", ["B"], A=4, B=3, C=2, D=1))
    assert delta(h1) == {"A gora": 6, "B gora": 4, "C gora": 2}
    assert h1.dark.earned == ("B", "D")
    assert bombs(pulka) == {"A": (), "B": (2,), "C": (), "D": (2,)}
    # H2 D deals again (rule 3.7.7); the exit needs a 7: A 7♠, B whists, C passes; A 7 →
    # made: A pulya 4 (no bomb), B→A 3 × 4 = 12
    h2 = pulka.append(game("D", "A", "7S", {"B": W, "C": P}, {"A": 7, "B": 2, "C": 1}))
    assert delta(h2) == {"A pulya": 4, "B→A": 12} and h2.dark.multiplier == 1
    # H3 A deals and sits out. D 6♦ with his ✱2: B and C pass → pulya 2 × 2 = 4; burned
    h3 = pulka.append(game("A", "D", "6D", {"B": P, "C": P}))
    assert delta(h3) == {"D pulya": 4}
    assert bombs(pulka) == {"A": (), "B": (2,), "C": (), "D": ()}
    # stopped here: g = gora + (10 − pulya): A 6 + 6 = 12, B 4 + 10 = 14, C 2 + 10 = 12,
    # D 0 + 6 = 6; mean 11. Result = 10 × (11 − g) + whists written − whists received:
    # A −10 − 12 = −22, B −30 + 12 = −18, C −10, D +50 (Σ = 0)
    assert pulka.settle().exact == {"A": -22, "B": -18, "C": -10, "D": 50}


# -- bomb_limit ------------------------------------------------------------------------------

def test_bomb_limit_one_keeps_every_dark_raspasy_at_level_one_and_the_exit_at_seven():
    """``bomb_limit: 1``: k = min(1, 1 + j) = 1 however long the run: price 2, ✱2 each
    time, and the exit needs a 7 (rule 3.7.7); at the default limit 3 the second dark
    raspasy is level 2 and the exit an 8."""
    hands = [dark_raspasy("A", ["B"], A=4, B=3, C=3),   # A gora 1 × 2 = 2
             dark_raspasy("A", ["B"], A=3, B=3, C=4)]   # C gora 1 × 2 = 2 (× 4 at limit 3)
    limited = classic(*hands, bomb_limit=1)
    assert [delta(r) for r in limited.results] == [{"A gora": 2}, {"C gora": 2}]
    assert bombs(limited)["B"] == (2, 2)
    seven = game("A", "C", "7D", {"A": P, "B": P})
    assert delta(limited.append(seven)) == {"C pulya": 4}
    usual = classic(*hands)
    assert delta(usual.results[1]) == {"C gora": 4} and bombs(usual)["B"] == (2, 4)
    with pytest.raises(IllegalHandError) as info:
        usual.append(seven)
    assert (info.value.field, info.value.rule) == ("contract", "3.7.7")


# -- a dark misère ----------------------------------------------------------------------------

def test_a_dark_misere_is_doubled_made_and_set():
    """A dark misère writes ×2 [K 3.3.19 c, 3.6.5, 4.1.2]: made 10 × 2 = 20 into pulya; set
    with 2 tricks 2 × 10 × 2 = 40 into gora; with a ✱2 too, ×4."""
    dark = {**misere("C", "A", 0), "dark": True}
    pulka = classic(dark, target=50)
    assert delta(pulka.results[0]) == {"A pulya": 20}
    set_ = pulka.append({**misere("A", "B", 2), "dark": True})
    assert delta(set_) == {"B gora": 40}
    # B passes in the dark on a raspasy (k 1: A 4, B 3, C 3 → A gora 2) and gets ✱2;
    # his dark misère then takes 1 trick: 1 × 10 × 2 × 2 = 40, and ✱2 stays
    pulka.append(dark_raspasy("B", ["B"], A=4, B=3, C=3))
    bombed = pulka.append({**misere("B", "B", 1), "dark": True})
    assert delta(bombed) == {"B gora": 40} and bombed.dark.multiplier == 4
    assert bombs(pulka)["B"] == (2,)


# -- help and the write-off under a bomb ------------------------------------------------------

def test_help_under_a_bomb_is_ten_whists_a_multiplied_point():
    """Pulya A 9, B 6, C 0 (written by hand), then a dark raspasy gives B ✱2 (A 4, B 3, C 3
    → A gora 2). B's 7♠ unwhisted: 4 × 2 = 8 points: B 6 → 10 (4), 4 left: A, the largest
    open pulya, takes 1 (B→A 10), C the other 3 (B→C 30) [K 4.2.3]."""
    pulka = classic(_pulya(A=9, B=6), dark_raspasy("A", ["B"], A=4, B=3, C=3))
    made = pulka.append(game("A", "B", "7S", {"C": P, "A": P}))
    assert delta(made) == {"B pulya": 4, "A pulya": 1, "C pulya": 3, "B→A": 10, "B→C": 30}
    assert made.dark.burned


def test_the_write_off_under_a_bomb_is_the_multiplied_points_left():
    """Pulya A 10, B 6, C 10: B's ✱2 7♠ unwhisted, 8 points: 4 fit, nobody can be helped,
    so 4 are written off B's gora [K 4.1.1], and the pulka ends."""
    pulka = classic(_pulya(A=10, B=6, C=10), dark_raspasy("A", ["B"], A=4, B=3, C=3))
    made = pulka.append(game("A", "B", "7S", {"C": P, "A": P}))
    assert delta(made) == {"B pulya": 4, "B gora": -4}
    assert pulka.finished


# -- Classic's whist liability ----------------------------------------------------------------

def test_classic_liability_is_half_while_the_whisters_pulya_is_open_then_full():
    """A 6♠, B whists alone, C passes; A 7, defence 3 < 4: B is short by 1. R = 2: with
    B's pulya open he writes R / 2 = 1; once it is closed, R = 2 [K 3.8.11–12]."""
    short = game("C", "A", "6S", {"B": W, "C": P}, {"A": 7, "B": 2, "C": 1})
    open_ = classic(short)
    assert delta(open_.results[0]) == {"A pulya": 2, "B→A": 6, "B gora": 1}
    closed = classic(_pulya(B=10), short)
    assert delta(closed.results[1]) == {"A pulya": 2, "B→A": 6, "B gora": 2}


def test_classic_liability_of_two_whisters_each_by_his_own_pulya():
    """A 6♠, B and C whist; A 9, B 1, C 0 (defence 1 < 4): each answers for his half, 2
    (rule 3.8.6): B short 1, C short 2. B's pulya closed: 1 × 2 = 2; C's open: 2 × 1 = 2.
    Under a bomb: A passes in the dark (C deals, k 1: A 4, B 3, C 3 → A gora 2) and gets
    ✱2; C deals again and the exit needs a 7: A 7♠, B and C whist, A 10 — each answers
    for 1 (half of 2) and is short by 1. R = 4, m 2: B (closed) 1 × 4 × 2 = 8, C (open)
    1 × 2 × 2 = 4; A pulya 4 × 2 = 8."""
    hand = game("C", "A", "6S", {"B": W, "C": W}, {"A": 9, "B": 1, "C": 0})
    pulka = classic(_pulya(B=10), hand)
    assert delta(pulka.results[1]) == {"A pulya": 2, "B→A": 2, "B gora": 2, "C gora": 2}
    bombed = classic(_pulya(B=10), dark_raspasy("C", ["A"], A=4, B=3, C=3),
                     game("C", "A", "7S", {"B": W, "C": W}, {"A": 10, "B": 0, "C": 0}))
    assert delta(bombed.results[2]) == {"A pulya": 8, "B gora": 8, "C gora": 4}


# -- what Classic refuses ----------------------------------------------------------------------

def _refused(pulka: Pulka, hand: dict[str, Any]) -> PulkaError:
    before, n = pulka.totals, len(pulka)
    with pytest.raises(PulkaError) as info:
        pulka.append(hand)
    assert len(pulka) == n and pulka.totals == before  # the pulka untouched
    return info.value


def test_a_dark_field_outside_classic_is_refused_naming_it():
    sochi = table("sochi")
    err = _refused(sochi, game("C", "A", "6S", {"B": P, "C": P}, dark=True))
    assert (err.field, err.rule, err.hand) == ("dark", "3.3.19", 1)
    err = _refused(sochi, dark_raspasy("C", ["A"], A=4, B=3, C=3))
    assert (err.field, err.rule) == ("dark_passes", "3.3.19")
    err = _refused(table("rostov"), {**misere("C", "A", 0), "dark_passes": ["B"]})
    assert (err.field, err.rule) == ("dark_passes", "3.3.19")


def test_the_declarer_and_the_four_player_dealer_never_pass_in_the_dark():
    err = _refused(classic(), {**game("C", "B", "7S", {"C": P, "A": P}), "dark_passes": ["B"]})
    assert (err.field, err.rule) == ("dark_passes.B", "3.3.19")
    err = _refused(classic(n=4), dark_raspasy("D", ["D"], A=4, B=3, C=3))
    assert (err.field, err.rule) == ("dark_passes.D", "3.2.10")
    err = _refused(classic(), dark_raspasy("C", ["Z"], A=4, B=3, C=3))
    assert isinstance(err, InvalidHandError) and err.field == "dark_passes.Z"
    with pytest.raises(PulkaError) as info:  # named twice: the record itself is refused
        classic().append(dark_raspasy("C", ["A", "A"], A=4, B=3, C=3))
    assert (info.value.field, info.value.rule) == ("dark_passes", "3.3.19")


def test_the_compulsory_rounds_refuse_a_game_a_misere_and_dark_passes():
    pulka = table("classic", n=4)  # 1 round at 4 players: the first 4 deals (rule 3.7.9)
    pulka.append(raspasy("A", B=4, C=3, D=3))
    for hand in (game("B", "C", "6S", {"D": P, "A": P}), misere("B", "C", 0)):
        err = _refused(pulka, hand)
        assert (err.field, err.rule, err.hand) == ("kind", "3.7.9", 2)
    err = _refused(pulka, dark_raspasy("B", ["C"], A=4, C=3, D=3))
    assert (err.field, err.rule) == ("dark_passes", "3.7.9")
    # the deal passes in the compulsory rounds (dealer_repeats_after_raspasy is true)
    assert pulka.next_dealer == "B"
    for dealer in "BCD":
        pulka.append(raspasy(dealer, **{p: t for p, t in zip(
            [q for q in PLAYERS4 if q != dealer], (4, 3, 3), strict=True)}))
    # every player, the sitting-out dealers too, earned ✱2 ✱4 ✱8 ✱8 (limit 3)
    assert bombs(pulka) == dict.fromkeys(PLAYERS4, (2, 4, 8, 8))
    assert pulka.next_dealer == "A"
    pulka.append(game("A", "B", "6S", {"C": P, "D": P}))  # free play: any six


def test_a_contract_below_the_dark_exit_or_below_a_dark_pass_is_refused():
    pulka = classic(dark_raspasy("A", ["B"], A=4, B=3, C=3))   # k 1: the exit needs a 7
    err = _refused(pulka, game("A", "C", "6D", {"A": P, "B": P}))
    assert (err.field, err.rule) == ("contract", "3.7.7")
    # over a dark pass after one dark raspasy the contract needs 6 + min(3, 1 + 1) = 8
    err = _refused(pulka, {**game("A", "C", "7D", {"A": P, "B": P}), "dark_passes": ["A"]})
    assert (err.field, err.rule) == ("contract", "3.3.19")
    assert delta(pulka.append({**game("A", "C", "8D", {"A": P, "B": P}),
                               "dark_passes": ["A"]})) == {"C pulya": 6}
    # a light hand ends the dark run: a dark pass then needs a 7, and a misère is enough
    # after a dark raspasy of level 1 or 2, never after one of level 3 (it ranks below 9)
    three = classic(*(dark_raspasy("A", ["B"], A=4, B=3, C=3) for _ in range(3)))
    err = _refused(three, misere("A", "C", 0))
    assert (err.field, err.rule) == ("kind", "3.7.7")
    two = classic(*(dark_raspasy("A", ["B"], A=4, B=3, C=3) for _ in range(2)))
    assert delta(two.append(misere("A", "C", 0))) == {"C pulya": 10}


# -- every other variant settles as before ----------------------------------------------------

def test_an_old_sochi_file_reads_the_new_options_as_idle():
    """A Sochi file of version 1 names none of Classic's options: dark bids off, the
    bomb limit and the compulsory rounds at their neutral values (SPEC §13.3, §14)."""
    pulka = play("sochi", raspasy("A", A=4, B=3, C=3))
    options = pulka.options
    assert (options.dark_bids, options.bomb_limit, options.opening_raspasy_rounds) == (
        False, 3, 0)
    assert pulka.dark_state is None and pulka.results[0].dark is None
    # raspasy k 1, price 1: A gora 1; stopped: g = 11, 10, 10 (mean 31/3) → A 10 × (−2/3)
    assert pulka.settle().exact == {"A": Fraction(-20, 3), "B": Fraction(10, 3),
                                    "C": Fraction(10, 3)}


# -- no option that does nothing (SPEC §13.2, §14.1) ------------------------------------------

@pytest.mark.parametrize(("overrides", "first", "second"), [
    ({"bomb_limit": 2}, "bomb_limit", "dark_bids"),
    ({"opening_raspasy_rounds": 1}, "opening_raspasy_rounds", "dark_bids"),
])
def test_the_bomb_limit_and_the_compulsory_rounds_without_dark_bids_are_refused(
        overrides, first, second):
    """Without dark bids there are no bombs and no dark raspasy: both options change
    nothing, and are refused naming ``dark_bids`` — in a file too, which no version
    before them wrote."""
    from pydantic import ValidationError

    from preferans_tui import storage
    from preferans_tui.rules import RuleOptions

    with pytest.raises(ValidationError) as info:
        RuleOptions.preset("sochi", 10, **overrides)
    ctx = info.value.errors()[0]["ctx"]
    assert (ctx["first"], ctx["second"]) == (first, second)
    text = json.dumps({"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
                       "rules": {"variant": "sochi", "pulya_target": 10, **overrides},
                       "hands": []})
    with pytest.raises(storage.PulkaFileError, match=f"rules: {first}: .* contradicts {second}"):
        storage.loads(text)
    # Classic's own preset values stay valid with dark bids off (SPEC §13.3)
    assert not RuleOptions.preset("classic", 10, dark_bids=False).dark_bids


def test_classic_liability_needs_help_and_an_even_remiz():
    """Classic's whist liability turns full when the whister's own pulya is closed: a
    table without help has no closed pulya (refused naming help); its half needs an even
    remiz per trick at every level, as half liability does (rule 3.8.12)."""
    from pydantic import ValidationError

    from preferans_tui.rules import RuleOptions

    with pytest.raises(ValidationError) as info:
        RuleOptions.preset("sochi", 10, whister_liability="classic", help=False)
    assert info.value.errors()[0]["ctx"]["key"] == "classic_liability_no_help"
    odd = {"6": 3, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10}
    with pytest.raises(ValidationError) as info:
        RuleOptions.preset("classic", 10, contract_price=odd)
    assert info.value.errors()[0]["ctx"]["key"] == "half_liability_odd_remiz"
    assert RuleOptions.preset("rostov", 10, whister_liability="classic").help
