"""The hand draft, field by field and rule by rule, without Textual (issue 13 item 1).

Players A, B, C (and D) sit clockwise; after a first hand dealt by C, A deals (3
players); at 4 players after D deals, A deals and sits out.
"""

from __future__ import annotations

import pytest

from preferans_tui.rules import (
    IllegalHandError,
    InvalidHandError,
    Pulka,
    RuleOptions,
    StaleResultError,
)
from preferans_tui.rules.draft import NOBODY, HandDraft, Source
from preferans_tui.rules.fields import Field, FieldPath
from preferans_tui.rules.option_checks import FROM_FILE
from tests.rules.helpers import delta, raspasy, table

P = FieldPath
LEVEL, STRAIN, DECLARER = P(Field.LEVEL), P(Field.STRAIN), P(Field.DECLARER)


def after_one(n: int = 3, variant: str = "sochi", **options) -> Pulka:
    """A pulka after one raspasy dealt by the last seat: the first seat deals next."""
    pulka = table(variant, n, **options)
    if n == 3:
        pulka.append(raspasy("C", A=3, B=3, C=4))
    else:
        pulka.append(raspasy("D", A=3, B=3, C=4))
    return pulka


def typed(draft: HandDraft, *pairs) -> HandDraft:
    for path, value in pairs:
        draft = draft.set(path, value)
    return draft


def game(pulka: Pulka, declarer: str, level: int, strain: str = "S") -> HandDraft:
    return typed(HandDraft.start(pulka, "game"), (DECLARER, declarer), (LEVEL, level),
                 (STRAIN, strain))


def paths(draft: HandDraft) -> list[str]:
    return [str(f.path) for f in draft.fields]


def choices(draft: HandDraft, path: FieldPath):
    found = draft.field(path)
    assert found is not None, path
    return found.choices


# -- who deals, who declares, which levels ---------------------------------------------------
def test_the_first_hand_asks_the_dealer_first_and_later_hands_do_not():
    first = HandDraft.start(table(), "game")
    assert paths(first)[:4] == ["dealer", "declarer", "level", "strain"]
    assert choices(first, P(Field.DEALER)) == ("A", "B", "C")
    assert "dealer" not in paths(HandDraft.start(after_one(), "game"))


def test_the_four_player_dealer_sits_out_and_cannot_declare():
    # rule 3.2.10: after D dealt hand 1, A deals hand 2: B, C, D hold cards
    draft = HandDraft.start(after_one(4), "game")
    assert choices(draft, DECLARER) == ("B", "C", "D")
    with pytest.raises(IllegalHandError) as info:
        draft.set(DECLARER, "A")
    assert info.value.path == DECLARER


def test_levels_after_raspasy_start_at_the_exit_level():
    # fspr: after a raspasy the contract is at least a seven (rule 3.7.8, SPEC §13.7)
    pulka = table("fspr", 4)
    pulka.append(raspasy("D", A=3, B=3, C=4))
    assert choices(HandDraft.start(pulka, "game"), LEVEL) == (7, 8, 9, 10)


def test_a_single_allowed_level_is_filled():
    pulka = table("sochi", raspasy_exit_levels=[10])
    pulka.append(raspasy("C", A=3, B=3, C=4))
    level = HandDraft.start(pulka, "game").field(LEVEL)
    assert (level.value, level.source) == (10, Source.FILLED)


# -- the calls --------------------------------------------------------------------------------
def test_half_whist_only_for_the_second_defender_after_a_pass_on_six_and_seven():
    # A deals hand 2 of a 3-player pulka; B declares: C is O1, A is O2 (rule 3.8.7, 3.8.14)
    six = game(after_one(), "B", 6)
    assert choices(six, P(Field.CALLS, "C")) == ("whist", "pass")
    assert choices(six, P(Field.CALLS, "A")) == ("whist", "pass")  # O1 not typed yet
    assert choices(six.set(P(Field.CALLS, "C"), "pass"), P(Field.CALLS, "A")) == (
        "whist", "pass", "half")
    assert choices(six.set(P(Field.CALLS, "C"), "whist"), P(Field.CALLS, "A")) == (
        "whist", "pass")
    eight = game(after_one(), "B", 8).set(P(Field.CALLS, "C"), "pass")
    assert choices(eight, P(Field.CALLS, "A")) == ("whist", "pass")
    off = game(after_one(half_whist=False), "B", 6).set(P(Field.CALLS, "C"), "pass")
    assert choices(off, P(Field.CALLS, "A")) == ("whist", "pass")


def test_the_first_defender_half_whists_with_the_gentleman_option_and_the_other_passes():
    draft = game(after_one(whist_style="gentleman", half_whist_by_first_whister=True), "B", 7)
    assert choices(draft, P(Field.CALLS, "C")) == ("whist", "pass", "half")
    o2 = draft.set(P(Field.CALLS, "C"), "half").field(P(Field.CALLS, "A"))
    assert (o2.choices, o2.value, o2.source) == (("pass",), "pass", Source.FILLED)


def test_no_first_defender_half_whist_under_greedy_whist_even_in_an_old_file():
    """SPEC §9.2: «a half-whist by O1 in greedy mode» is impossible. A pulka of
    yesterday's app may still hold the option with greedy whist (SPEC §13.3: it opens,
    and its hands score as written), but the form writes no new one: O1 is offered whist
    and pass only."""
    options = RuleOptions.model_validate(
        {"variant": "sochi", "pulya_target": 10, "half_whist_by_first_whister": True},
        context=FROM_FILE)
    pulka = Pulka(("A", "B", "C"), options)
    pulka.append(raspasy("C", A=3, B=3, C=4))
    assert choices(game(pulka, "B", 7), P(Field.CALLS, "C")) == ("whist", "pass")


def test_stalingrad_fills_both_calls_with_whist():
    # fn 61: 6♠ must be whisted by both
    draft = game(after_one(stalingrad=True), "B", 6, "S")
    for o in ("C", "A"):
        call = draft.field(P(Field.CALLS, o))
        assert (call.value, call.source) == ("whist", Source.FILLED)
    assert choices(game(after_one(stalingrad=True), "B", 6, "C"), P(Field.CALLS, "C")) == (
        "whist", "pass")


def test_who_may_return_a_whist():
    # 3 players: the passer; 4 players: the passer and the dealer (rule 3.8.8)
    three = typed(game(after_one(), "B", 6), (P(Field.CALLS, "C"), "pass"),
                  (P(Field.CALLS, "A"), "half"))
    back = three.field(P(Field.RETURNED_BY))
    assert (back.choices, back.value, back.source) == ((NOBODY, "C"), NOBODY, Source.DEFAULT)
    four = typed(game(after_one(4), "B", 6), (P(Field.CALLS, "C"), "pass"),
                 (P(Field.CALLS, "D"), "half"))
    assert choices(four, P(Field.RETURNED_BY)) == (NOBODY, "C", "A")
    never = typed(game(after_one(4, dealer_may_take_over_whist="never"), "B", 6),
                  (P(Field.CALLS, "C"), "pass"), (P(Field.CALLS, "D"), "half"))
    assert choices(never, P(Field.RETURNED_BY)) == (NOBODY, "C")


@pytest.mark.parametrize(("mode", "level", "offered"), [
    ("kodex", 8, True), ("kodex", 6, False), ("kodex_plus_pass_pass", 6, True),
    ("kodex_plus_pass_pass", 7, True), ("never", 9, False),
])
def test_the_dealers_take_over_after_two_passes(mode, level, offered):
    # 4 players, A deals: rules 3.8.8-3.8.8.1; fspr's kodex_plus_pass_pass on 6 and 7
    draft = typed(game(after_one(4, dealer_may_take_over_whist=mode), "B", level),
                  (P(Field.CALLS, "C"), "pass"), (P(Field.CALLS, "D"), "pass"))
    taken = draft.field(P(Field.CALLS, "A"))
    assert (taken is not None) == offered
    if offered:
        assert (taken.choices, taken.value) == (("pass", "whist"), "pass")
        whisted = draft.set(P(Field.CALLS, "A"), "whist")
        assert whisted.whisters == ("A",)
        assert whisted.field(P(Field.TRICKS, "B")) is not None


def test_no_take_over_at_three_players():
    draft = typed(game(after_one(), "B", 8), (P(Field.CALLS, "C"), "pass"),
                  (P(Field.CALLS, "A"), "pass"))
    assert draft.complete and draft.whisters == ()
    assert "tricks.B" not in paths(draft)


# -- the tricks -------------------------------------------------------------------------------
def whisted_twice(pulka: Pulka | None = None, level: int = 6) -> HandDraft:
    return typed(game(pulka or after_one(), "B", level), (P(Field.CALLS, "C"), "whist"),
                 (P(Field.CALLS, "A"), "whist"))


@pytest.mark.parametrize(("calls", "asked"), [
    (("pass", "pass"), False),  # nobody plays against the declarer [K 3.5.3]
    (("pass", "half"), False),  # half-whist: no play [K 3.8.7]
    (("whist", "pass"), True),  # the whister chooses open or closed [K 3.8.5]
    # «если завистовали оба … розыгрыш … происходит втёмную» [K 3.8.4]: nobody chooses
    (("whist", "whist"), False),
], ids=["pass-pass", "half-whist", "one whister", "two whisters"])
def test_the_defence_field_only_where_a_lone_whister_plays(calls, asked):
    """SPEC §4.2: (a) two whisters → «closed play [K 3.8.4]»; (b) one whister V, «V
    chooses open/closed [K 3.8.5]»; the glossary: open/closed is the lone whister's
    choice. So the form asks it of a lone whister only."""
    # B 6♠ at 3 players, A dealing: C speaks first, then A
    draft = typed(game(after_one(), "B", 6), (P(Field.CALLS, "C"), calls[0]),
                  (P(Field.CALLS, "A"), calls[1]))
    assert (draft.field(P(Field.OPEN)) is not None) is asked


def test_a_returned_whist_asks_the_defence_and_a_concession_does_not():
    returned = typed(game(after_one(), "B", 6), (P(Field.CALLS, "C"), "pass"),
                     (P(Field.CALLS, "A"), "half"), (P(Field.RETURNED_BY), "C"))
    assert returned.field(P(Field.OPEN)) is not None  # C plays it out alone [K 3.8.8]
    conceding = typed(game(after_one(concede_down_three=True), "B", 7),
                      (P(Field.CALLS, "C"), "whist"), (P(Field.CALLS, "A"), "pass"),
                      (P(Field.CONCEDED), True))
    assert conceding.field(P(Field.OPEN)) is None and conceding.complete  # not played


def test_two_whisters_type_one_count_and_the_other_follows():
    # B 6♠, C and A whist: B 6, C 3, so A 10 - 6 - 3 = 1 (rule 3.5)
    draft = whisted_twice()
    assert draft.field(P(Field.TRICKS, "B")).high == 10
    draft = draft.set(P(Field.TRICKS, "B"), 6)
    assert (draft.field(P(Field.TRICKS, "C")).low, draft.field(P(Field.TRICKS, "C")).high) == (
        0, 4)
    draft = draft.set(P(Field.TRICKS, "C"), 3)
    last = draft.field(P(Field.TRICKS, "A"))
    assert (last.value, last.source, last.takes_keys) == (1, Source.COMPUTED, False)
    assert draft.record()["tricks"] == {"B": 6, "C": 3, "A": 1}


def test_a_count_above_what_is_left_is_refused_naming_its_field():
    draft = whisted_twice().set(P(Field.TRICKS, "B"), 7)
    with pytest.raises(IllegalHandError) as info:
        draft.set(P(Field.TRICKS, "C"), 4)  # at most 10 - 7 = 3
    assert info.value.path == P(Field.TRICKS, "C") and info.value.rule == "3.5"


def test_a_declarer_count_of_ten_fills_the_whister_count():
    draft = whisted_twice().set(P(Field.TRICKS, "B"), 10)
    first = draft.field(P(Field.TRICKS, "C"))
    assert (first.value, first.source) == (0, Source.FILLED)
    assert draft.complete and draft.record()["tricks"] == {"B": 10, "C": 0, "A": 0}


def test_a_count_typed_again_drops_a_later_one_that_no_longer_fits():
    draft = typed(whisted_twice(), (P(Field.TRICKS, "B"), 6), (P(Field.TRICKS, "C"), 4))
    draft = draft.set(P(Field.TRICKS, "B"), 8)
    assert draft.field(P(Field.TRICKS, "C")).value is None and not draft.complete


def test_one_whister_gives_the_declarers_count_alone():
    draft = typed(game(after_one(), "B", 7), (P(Field.CALLS, "C"), "whist"),
                  (P(Field.CALLS, "A"), "pass"), (P(Field.TRICKS, "B"), 7))
    assert draft.record()["tricks"] == {"B": 7}
    assert "tricks.C" not in paths(draft)


def follows(draft: HandDraft) -> tuple[str | None, object] | None:
    found = draft.follows()
    return None if found is None else (found.path.player, found.value)


def test_the_count_that_follows_the_typed_ones():
    # rule 3.5: the tricks of a hand sum to 10
    one = typed(game(after_one(), "B", 7), (P(Field.CALLS, "C"), "whist"),
                (P(Field.CALLS, "A"), "pass"))
    assert follows(one) is None  # the declarer's count is not typed yet
    assert follows(one.set(P(Field.TRICKS, "B"), 6)) == ("C", 4)  # the whister: 10 − 6
    two = whisted_twice().set(P(Field.TRICKS, "B"), 6)
    assert follows(two) is None  # C's count is still to come
    assert follows(two.set(P(Field.TRICKS, "C"), 3)) == ("A", 1)  # 10 − 6 − 3
    raspasy_draft = typed(HandDraft.start(after_one(), "raspasy"), (P(Field.TRICKS, "A"), 1),
                          (P(Field.TRICKS, "B"), 0))
    assert follows(raspasy_draft) == ("C", 9)  # 10 − 1 − 0
    misere = typed(HandDraft.start(after_one(), "misere"), (DECLARER, "B"),
                   (P(Field.TRICKS, "B"), 0))
    assert follows(misere) is None  # nobody's count follows a misère's
    passed = typed(game(after_one(), "B", 6), (P(Field.CALLS, "C"), "pass"),
                   (P(Field.CALLS, "A"), "pass"))
    assert follows(passed) is None  # not played: no counts


def test_a_level_left_out_by_the_raspasy_exit_names_the_rule():
    # [6, 7, 7]: after the 2nd raspasy in a row the contract is at least a seven
    pulka = table("sochi", raspasy_exit_levels=[6, 7, 7])
    pulka.append(raspasy("C", A=3, B=3, C=4))
    assert HandDraft.start(pulka, "game").field(LEVEL).rule is None  # 6 after one
    pulka.append(raspasy("A", A=3, B=3, C=4))
    level = HandDraft.start(pulka, "game").field(LEVEL)
    assert (level.choices, level.rule) == ((7, 8, 9, 10), "3.7.8")


def test_a_declarer_typed_before_the_first_dealer_is_no_four_player_dealer():
    # the seat digit on the sheet: A declares on the first hand; at 4 players the
    # dealer sits out (rule 3.2.10), so A deals no hand he declares
    draft = HandDraft.start(table("sochi", 4), "game").set(DECLARER, "A")
    dealer = draft.field(P(Field.DEALER))
    assert (dealer.choices, dealer.rule) == (("B", "C", "D"), "3.2.10")
    with pytest.raises(IllegalHandError):
        draft.set(P(Field.DEALER), "A")
    dealt = draft.set(P(Field.DEALER), "B")
    assert (dealt.dealer, dealt.declarer) == ("B", "A")
    three = HandDraft.start(table(), "game").set(DECLARER, "A")  # 3 players: all play
    assert choices(three, P(Field.DEALER)) == ("A", "B", "C")


def test_raspasy_counts_leave_room_for_each_other_and_the_last_follows():
    # 3 players, A deals: A, B typed, C follows
    draft = HandDraft.start(after_one(), "raspasy")
    assert paths(draft) == ["tricks.A", "tricks.B", "tricks.C", "note"]
    draft = draft.set(P(Field.TRICKS, "A"), 3)
    assert draft.field(P(Field.TRICKS, "B")).high == 7
    draft = draft.set(P(Field.TRICKS, "B"), 7)
    assert draft.field(P(Field.TRICKS, "C")).value == 0 and draft.complete


def kolya_deals() -> Pulka:
    """The club's 4-player Sochi pulka on deal 2: Kolya deals, and from his left Misha,
    Dima and Саша play (the seats are Саша, Kolya, Misha, Dima clockwise: the list does
    not start at the dealer). Deal 1: Саша dealt, Kolya's 6♠ was passed by both."""
    pulka = Pulka(["Саша", "Kolya", "Misha", "Dima"], RuleOptions.preset("sochi", 10))
    pulka.append({"kind": "game", "dealer": "Саша", "declarer": "Kolya", "contract": "6S",
                  "calls": {"Misha": "pass", "Dima": "pass"}})
    return pulka


def count(draft: HandDraft, name: str):
    found = draft.field(P(Field.TRICKS, name))
    assert found is not None, name
    return found.low, found.high, found.value, found.source


def test_four_player_raspasy_counts_in_seat_order_from_the_dealers_left_then_the_talon():
    # SPEC §6.1: three counts plus the dealer's talon tricks; the form reads as the table
    # plays — Misha, Dima, Саша, and Kolya's talon last, following from them (rule 3.5)
    draft = HandDraft.start(kolya_deals(), "raspasy")
    assert draft.talon == "Kolya"
    assert paths(draft) == ["tricks.Misha", "tricks.Dima", "tricks.Саша", "tricks.Kolya",
                           "note"]
    assert [f.takes_keys for f in draft.fields] == [True, True, True, False, True]
    # the reporter's hand, EX-10 (a): Misha 2, Dima 4, Саша 3 → the talon took 1
    draft = typed(draft, (P(Field.TRICKS, "Misha"), 2), (P(Field.TRICKS, "Dima"), 4))
    # two counts decide neither Саша (2–4: the talon takes 0–2 of the 4 left) nor the talon
    assert count(draft, "Саша") == (2, 4, None, Source.EMPTY)
    assert count(draft, "Kolya")[2:] == (None, Source.COMPUTED)
    assert not draft.complete and follows(draft) is None
    draft = draft.set(P(Field.TRICKS, "Саша"), 3)
    assert count(draft, "Kolya")[2:] == (1, Source.COMPUTED)
    assert follows(draft) == ("Kolya", 1)  # 10 − 2 − 4 − 3
    assert draft.record()["tricks"] == {"Misha": 2, "Dima": 4, "Саша": 3, "Kolya": 1}
    # EX-10 (a): amnesty 1 (the talon's one trick) → gora Misha +1, Dima +3, Саша +2
    assert delta(draft.result()) == {"Misha gora": 1, "Dima gora": 3, "Саша gora": 2}


def test_three_counts_of_ten_leave_the_talon_nothing_and_a_forced_count_is_filled():
    start = HandDraft.start(kolya_deals(), "raspasy")
    draft = typed(start, (P(Field.TRICKS, "Misha"), 2), (P(Field.TRICKS, "Dima"), 4),
                  (P(Field.TRICKS, "Саша"), 4))
    assert follows(draft) == ("Kolya", 0)
    assert draft.record()["tricks"] == {"Misha": 2, "Dima": 4, "Саша": 4}  # absent = 0
    # Misha 5, Dima 5: nothing is left, so Саша's 0 (one possible value) is filled and
    # the talon's 0 follows
    full = typed(start, (P(Field.TRICKS, "Misha"), 5), (P(Field.TRICKS, "Dima"), 5))
    assert count(full, "Саша") == (0, 0, 0, Source.FILLED)
    assert full.complete and follows(full) == ("Kolya", 0)
    # Misha 4, Dima 5: Саша 0 or 1, the talon the rest — two splits, nothing filled
    open_ = typed(start, (P(Field.TRICKS, "Misha"), 4), (P(Field.TRICKS, "Dima"), 5))
    assert count(open_, "Саша") == (0, 1, None, Source.EMPTY) and not open_.complete


def test_a_count_that_leaves_the_talon_more_than_two_is_refused_with_rule_3_7_6_1():
    draft = typed(HandDraft.start(kolya_deals(), "raspasy"), (P(Field.TRICKS, "Misha"), 2),
                  (P(Field.TRICKS, "Dima"), 4))
    with pytest.raises(IllegalHandError) as low:
        draft.set(P(Field.TRICKS, "Саша"), 1)  # would leave the talon 3
    assert low.value.rule == "3.7.6.1"
    with pytest.raises(IllegalHandError) as high:
        draft.set(P(Field.TRICKS, "Саша"), 5)  # 11 tricks
    assert high.value.rule == "3.5"
    # back to Misha with Dima 4 and Саша 3 typed: 1–3 (the talon takes 0–2 of the 3)
    draft = draft.set(P(Field.TRICKS, "Саша"), 3)
    assert count(draft, "Misha") == (1, 3, 2, Source.TYPED)


def test_without_the_talon_the_last_players_count_follows():
    # Rostov does not use the talon on raspasy (rule 3.7.6.2): B and C typed, D follows
    pulka = after_one(4, "rostov")
    draft = HandDraft.start(pulka, "raspasy")
    assert draft.talon is None
    assert paths(draft) == ["tricks.B", "tricks.C", "tricks.D", "note"]
    draft = typed(draft, (P(Field.TRICKS, "B"), 5), (P(Field.TRICKS, "C"), 4))
    assert count(draft, "D")[2:] == (1, Source.COMPUTED)
    assert draft.record()["tricks"] == {"B": 5, "C": 4, "D": 1}


# -- the fields of SPEC §13.7 -----------------------------------------------------------------
def test_talon_tricks_zero_to_three_only_with_talon_bonus():
    plain = typed(game(after_one(), "B", 6), (P(Field.CALLS, "C"), "pass"),
                  (P(Field.CALLS, "A"), "pass"))
    assert plain.field(P(Field.TALON_TRICKS)) is None
    paid = typed(game(after_one(talon_bonus=True), "B", 6), (P(Field.CALLS, "C"), "pass"),
                 (P(Field.CALLS, "A"), "pass"))
    talon = paid.field(P(Field.TALON_TRICKS))
    assert (talon.low, talon.high, talon.value) == (0, 3, 0)
    assert "talon_tricks" not in paid.record()
    assert paid.set(P(Field.TALON_TRICKS), 2).record()["talon_tricks"] == 2


def test_conceding_is_offered_only_after_a_whist_and_takes_no_tricks():
    # K fn 40: after a whist the declarer may concede: gora 3 x R, nothing else
    opts = {"concede_down_three": True}
    passed = typed(game(after_one(**opts), "B", 7), (P(Field.CALLS, "C"), "pass"),
                   (P(Field.CALLS, "A"), "half"))
    assert passed.field(P(Field.CONCEDED)) is None  # an unreturned half-whist is no whist
    returned = passed.set(P(Field.RETURNED_BY), "C")
    assert returned.field(P(Field.CONCEDED)) is not None
    whisted = typed(game(after_one(**opts), "B", 7), (P(Field.CALLS, "C"), "whist"),
                    (P(Field.CALLS, "A"), "pass"))
    conceded = whisted.field(P(Field.CONCEDED))
    assert conceded.optional and conceded.value is False
    done = whisted.set(P(Field.CONCEDED), True)
    assert "tricks.B" not in paths(done) and "penalty" not in paths(done)
    assert done.complete and done.record()["conceded"] is True
    gora = [(e.player, e.amount, e.rule) for e in done.result().entries]
    assert gora == [("B", 3 * 4, "fn 40")]  # a seven: R = 4


def test_a_checked_ten_takes_the_declarers_count_and_no_calls():
    # K fn 39: a ten is only checked (ten_game_checked)
    draft = game(after_one(ten_game_checked=True), "B", 10, "NT")
    assert not [p for p in paths(draft) if p.startswith("calls")]
    assert draft.field(P(Field.TRICKS, "B")).high == 10
    assert choices(draft, P(Field.PENALTY)) == ("none", "3.4.9", "3.4.6")
    done = draft.set(P(Field.TRICKS, "B"), 9)
    assert done.record() == {"kind": "game", "dealer": "A", "declarer": "B",
                             "contract": "10NT", "tricks": {"B": 9}}


def test_penalties_offered_where_the_hand_allows_them():
    # SPEC §9.4: 3.4.9 and 3.4.6 need a played hand, 3.4.4 a bid above the contract
    passed = typed(game(after_one(), "B", 6), (P(Field.CALLS, "C"), "pass"),
                   (P(Field.CALLS, "A"), "pass"))
    assert choices(passed, P(Field.PENALTY)) == ("none", "3.4.4")
    below = passed.set(P(Field.PENALTY), "3.4.4")
    assert choices(below, P(Field.BID_LEVEL)) == (7, 8, 9, 10) and not below.complete
    nine = typed(game(after_one(), "B", 9), (P(Field.CALLS, "C"), "pass"),
                 (P(Field.CALLS, "A"), "pass"), (P(Field.PENALTY), "3.4.4"))
    assert nine.field(P(Field.BID_LEVEL)).value == 10 and nine.complete
    played = whisted_twice()
    assert choices(played, P(Field.PENALTY)) == ("none", "3.4.9", "3.4.6", "3.4.4")
    wrong = played.set(P(Field.PENALTY), "3.4.6")
    proven = wrong.field(P(Field.PROVEN_UNDERTRICKS))
    assert (proven.high, proven.required, proven.optional) == (6, False, False)


@pytest.mark.parametrize(("taken", "offered"), [
    (7, (1, 6)),   # made: any proven loss is worse
    (3, (4, 6)),   # down 3: only down 4 to 6 is worse (rule 3.4.6)
    (1, (6, 6)),   # down 5: down 6 alone, offered but not filled in (it may stay empty)
    (0, None),     # down 6: nothing worse can be proven, no field
])
def test_the_proven_loss_offered_is_worse_than_the_hand_as_played(taken, offered):
    """SPEC §9.4 [K 3.4.6]: the defenders prove a worse result than the one played; the
    draft offers only those, so a form never builds what the check refuses."""
    draft = typed(whisted_twice(), (P(Field.TRICKS, "B"), taken), (P(Field.TRICKS, "C"), 0),
                  (P(Field.PENALTY), "3.4.6"))
    proven = draft.field(P(Field.PROVEN_UNDERTRICKS))
    if offered is None:
        assert proven is None
    else:
        assert (proven.low, proven.high, proven.value) == (*offered, None)
    assert draft.complete and draft.error is None
    assert draft.record()["penalty"] == {"rule": "3.4.6"}


def test_below_the_bid_may_leave_the_tricks_out():
    draft = typed(whisted_twice(), (P(Field.PENALTY), "3.4.4"), (P(Field.BID_LEVEL), 7))
    assert draft.complete and "tricks" not in draft.record()


def test_a_misere_is_shared_with_the_four_player_dealer_where_the_rules_allow():
    four = typed(HandDraft.start(after_one(4), "misere"), (DECLARER, "B"),
                 (P(Field.TRICKS, "B"), 0))
    shared = four.field(P(Field.SHARED))
    assert (shared.choices, shared.value) == ((False, True), False)
    assert "shared_with_dealer" not in paths(HandDraft.start(after_one(), "misere"))
    off = HandDraft.start(after_one(4, misere_shared_with_dealer=False), "misere")
    assert "shared_with_dealer" not in paths(typed(off, (DECLARER, "B")))


def test_kinds_the_table_cannot_play_now_are_refused_at_the_start():
    pulka = table("sochi", raspasy_exit_levels=[9])  # a misère ranks below a nine
    pulka.append(raspasy("C", A=3, B=3, C=4))
    with pytest.raises(IllegalHandError) as info:
        HandDraft.start(pulka, "misere")
    assert (info.value.path, info.value.rule) == (P(Field.KIND), "3.7.8")
    HandDraft.start(pulka, "game")


# -- adjustments ------------------------------------------------------------------------------
def test_adjustment_lines_whists_name_someone_else_and_lines_move_up():
    draft = HandDraft.start(table(), "adjustment")
    assert paths(draft) == ["entries.0.column", "entries.0.player", "entries.0.amount", "rule",
                            "note"]
    draft = typed(draft, (P(Field.COLUMN, index=0), "whists"), (P(Field.PLAYER, index=0), "A"))
    assert choices(draft, P(Field.ON, index=0)) == ("B", "C")
    draft = typed(draft, (P(Field.ON, index=0), "B"), (P(Field.AMOUNT, index=0), "-"))
    assert not draft.complete  # "-" is on its way to a number, not one yet
    draft = draft.set(P(Field.AMOUNT, index=0), "-10").with_line()
    draft = typed(draft, (P(Field.COLUMN, index=1), "gora"), (P(Field.PLAYER, index=1), "C"),
                  (P(Field.AMOUNT, index=1), "2"))
    assert draft.record()["entries"] == [
        {"column": "whists", "player": "A", "on": "B", "amount": -10},
        {"column": "gora", "player": "C", "amount": 2}]
    moved = draft.without_line(0)
    assert moved.lines == 1 and moved.record()["entries"] == [
        {"column": "gora", "player": "C", "amount": 2}]
    with pytest.raises(IllegalHandError):
        draft.set(P(Field.AMOUNT, index=0), "1x")
    for zero in ("0", "-0", "00"):  # an entry of 0 writes nothing (SPEC §9.4)
        with pytest.raises(IllegalHandError):
            draft.set(P(Field.AMOUNT, index=0), zero)
    assert draft.set(P(Field.AMOUNT, index=0), "10").record()["entries"][0]["amount"] == 10


@pytest.mark.parametrize(("text", "allowed"), [
    ("100000", True), ("-100000", True), ("99999", True),
    # the file refuses more than 100,000 either way (FORMAT.md, hands.AdjustmentEntry):
    # such an amount is never typed, so the draft never holds an entry the core refuses
    ("100001", False), ("999999", False), ("-100001", False), ("1000000", False),
    # what int() would read but no one types as an amount
    (" 5", False), ("+5", False), ("1_000", False), ("--1", False),
])
def test_an_adjustment_amount_is_typed_only_within_the_files_limit(text, allowed):
    draft = typed(HandDraft.start(table(), "adjustment"),
                  (P(Field.COLUMN, index=0), "gora"), (P(Field.PLAYER, index=0), "C"))
    field = draft.field(P(Field.AMOUNT, index=0))
    assert field is not None and field.allows(text) is allowed


# -- errors by typed path ---------------------------------------------------------------------
def test_a_core_error_names_its_field_by_a_typed_path_and_the_draft_shows_it_there():
    pulka = table("sochi", raspasy_exit_levels=[8])
    pulka.append(raspasy("C", A=3, B=3, C=4))
    with pytest.raises(IllegalHandError) as info:
        pulka.append({"kind": "game", "dealer": "A", "declarer": "B", "contract": "7S",
                      "calls": {"C": "pass", "A": "pass"}})
    assert info.value.path == P(Field.CONTRACT) and info.value.field == "contract"
    draft = HandDraft.start(pulka, "game")
    assert draft.shown_at(info.value.path).path == LEVEL


def test_errors_about_the_calls_and_entries_are_typed():
    pulka = after_one()
    with pytest.raises(IllegalHandError) as info:
        pulka.append({"kind": "game", "dealer": "A", "declarer": "B", "contract": "8S",
                      "calls": {"C": "pass", "A": "half"}})
    assert info.value.path == P(Field.CALLS, "A") and info.value.rule == "3.8.7"
    with pytest.raises(InvalidHandError) as info:
        pulka.append({"kind": "adjustment",
                      "entries": [{"column": "gora", "player": "Z", "amount": 1}]})
    assert info.value.path == P(Field.PLAYER, index=0)
    assert str(info.value.path) == "entries.0.player"


# -- scored once ------------------------------------------------------------------------------
def test_a_hand_is_scored_once_per_preview_and_not_again_on_append(scorings):
    pulka = after_one()
    scorings.clear()
    draft = typed(whisted_twice(pulka), (P(Field.TRICKS, "B"), 6), (P(Field.TRICKS, "C"), 2))
    first = draft.result()
    assert draft.result() is first and draft.error is None
    pulka.append_result(first)
    assert scorings == [2] and len(pulka) == 2


def test_appending_a_record_scores_it_once(scorings):
    pulka = table()
    pulka.append(raspasy("C", A=3, B=3, C=4))
    assert scorings == [1]


def test_a_result_scored_against_another_state_is_refused_loudly():
    pulka = after_one()
    result = HandDraft.start(pulka, "raspasy").set(P(Field.TRICKS, "A"), 3).set(
        P(Field.TRICKS, "B"), 3).result()
    pulka.append(raspasy("A", A=2, B=4, C=4))
    with pytest.raises(StaleResultError):
        pulka.append_result(result)
    other = after_one()
    with pytest.raises(StaleResultError):
        other.append_result(result)
    assert len(other) == 1


def line(draft: HandDraft, column: str, player: str, amount: str) -> HandDraft:
    """An adjustment's one line of pulya or gora: the column, the player, the amount."""
    return typed(draft, (P(Field.COLUMN, index=0), column), (P(Field.PLAYER, index=0), player),
                 (P(Field.AMOUNT, index=0), amount))


def test_only_the_entry_that_ends_the_pulka_ends_it():
    # Sochi to 10 ends when every pulya is at 10 (SPEC §7.4); A 10, B 10, C 8 is open
    pulka = table()
    pulka.append(raspasy("C", A=3, B=3, C=4))
    pulka.append({"kind": "adjustment", "entries": [
        {"column": "pulya", "player": p, "amount": n} for p, n in (("A", 10), ("B", 10),
                                                                   ("C", 8))]})
    assert not HandDraft.start(pulka, "adjustment").ends_pulka  # nothing typed yet
    passed = typed(game(pulka, "C", 6), (P(Field.CALLS, "A"), "pass"),
                   (P(Field.CALLS, "B"), "pass"))
    assert passed.ends_pulka  # C's unwhisted six: pulya +2 → 10 (rule 3.5.3)
    closing = line(HandDraft.start(pulka, "adjustment"), "pulya", "C", "2")
    assert closing.ends_pulka
    pulka.append_result(closing.result())
    assert pulka.finished
    # the reporter's a g 3 10 after the end: the pulka is still over, but it ended before
    late = line(HandDraft.start(pulka, "adjustment"), "gora", "C", "10")
    assert late.result().finished and not late.ends_pulka
