"""The hand draft at a Classic table (SPEC §14.2–§14.5): the dark fields are asked only
where they apply, optional and "no" by default; the levels follow the dark rules; the
compulsory rounds offer only raspasy."""

from __future__ import annotations

import pytest

from preferans_tui.rules import IllegalHandError, Pulka
from preferans_tui.rules.draft import DarkTerms, HandDraft, Source
from preferans_tui.rules.fields import Field, FieldPath
from tests.rules.helpers import delta, game, misere, play, raspasy

P = FieldPath
DECLARER, LEVEL, STRAIN, DARK = P(Field.DECLARER), P(Field.LEVEL), P(Field.STRAIN), P(Field.DARK)


def dark_pass(player: str) -> FieldPath:
    return P(Field.DARK_PASSES, player)


def classic(*hands, n: int = 3, **overrides) -> Pulka:
    return play("classic", *hands, n=n, **{"opening_raspasy_rounds": 0, **overrides})


def typed(draft: HandDraft, *pairs) -> HandDraft:
    for path, value in pairs:
        draft = draft.set(path, value)
    return draft


def paths(draft: HandDraft) -> list[str]:
    return [str(f.path) for f in draft.fields]


def test_no_dark_field_at_any_other_table():
    pulka = play("sochi", raspasy("C", A=4, B=3, C=3))
    for kind in ("game", "misere", "raspasy"):
        draft = HandDraft.start(pulka, kind)
        draft = draft.set(DECLARER, "B") if kind != "raspasy" else draft
        assert not [p for p in paths(draft) if p.startswith("dark")], kind
        assert Field.DARK not in draft.may_ask() and Field.DARK_PASSES not in draft.may_ask()


def test_a_game_asks_the_dark_bid_and_the_other_players_dark_passes_before_the_level():
    """The auction comes before the contract: after the declarer, whether he bid in the
    dark and who else passed in the dark — optional, «no» by default, so the form moves
    from the declarer to the level as at any table."""
    pulka = classic(raspasy("C", A=4, B=3, C=3))  # A deals next
    draft = HandDraft.start(pulka, "game").set(DECLARER, "B")
    assert paths(draft)[:5] == ["declarer", "dark", "dark_passes.A", "dark_passes.C", "level"]
    for path in (DARK, dark_pass("A"), dark_pass("C")):
        found = draft.field(path)
        assert (found.choices, found.value, found.source, found.optional) == (
            (False, True), False, Source.DEFAULT, True)
    assert draft.next_field(DECLARER).path == LEVEL
    assert draft.field(LEVEL).choices == (6, 7, 8, 9, 10)


def test_a_dark_pass_raises_the_level_and_the_record_holds_it():
    """After one dark raspasy (k 1) the exit needs a 7 (rule 3.7.7); a dark pass in this
    auction, 6 + min(3, 1 + 1) = 8 (rule 3.3.19)."""
    pulka = classic({**raspasy("A", A=4, B=3, C=3), "dark_passes": ["B"]})  # A deals again
    draft = HandDraft.start(pulka, "game").set(DECLARER, "C")
    level = draft.field(LEVEL)
    assert (level.choices, level.rule) == ((7, 8, 9, 10), "3.7.7")
    draft = typed(draft, (dark_pass("B"), True), (DARK, True))
    level = draft.field(LEVEL)
    assert (level.choices, level.rule) == ((8, 9, 10), "3.3.19")
    draft = typed(draft, (LEVEL, 8), (STRAIN, "D"), (P(Field.CALLS, "A"), "pass"),
                  (P(Field.CALLS, "B"), "pass"))
    record = draft.record()
    assert record["dark"] is True and record["dark_passes"] == ["B"]
    # m = 2 (dark), C holds no bomb: 6 × 2 = 12 points, 10 fit, 2 help the largest open
    # pulya, a tie of 0s going to C's left, A (C→A 20, rule 4.2.3)
    assert delta(draft.result()) == {"C pulya": 10, "A pulya": 2, "C→A": 20}


def test_a_raspasy_asks_each_active_players_dark_pass_and_not_the_sitting_out_dealer():
    # C dealt (his talon took 2) and deals again after a raspasy (rule 3.7.7), sitting out
    pulka = classic(raspasy("C", A=3, B=3, C=2, D=2), n=4)
    draft = HandDraft.start(pulka, "raspasy")
    assert [p for p in paths(draft) if p.startswith("dark")] == [
        "dark_passes.A", "dark_passes.B", "dark_passes.D"]
    draft = typed(draft, (dark_pass("B"), True), (P(Field.TRICKS, "D"), 4),
                  (P(Field.TRICKS, "A"), 3), (P(Field.TRICKS, "B"), 3))
    assert draft.record()["dark_passes"] == ["B"]
    assert draft.result().dark.earned == ("B", "C")  # the 4-player dealer too (§14.4)


def test_the_compulsory_rounds_offer_only_raspasy_without_dark_passes():
    pulka = play("classic")  # one compulsory round: the first 3 deals
    for kind in ("game", "misere"):
        with pytest.raises(IllegalHandError) as info:
            HandDraft.start(pulka, kind)
        assert (str(info.value.path), info.value.rule) == ("kind", "3.7.9")
    draft = HandDraft.start(pulka, "raspasy")
    assert not [p for p in paths(draft) if p.startswith("dark")]
    assert Field.DARK_PASSES not in draft.may_ask()


def test_a_misere_after_a_level_three_dark_raspasy_is_refused_and_over_level_two_no_pass():
    three = classic(*({**raspasy("A", A=4, B=3, C=3), "dark_passes": ["B"]} for _ in range(3)))
    with pytest.raises(IllegalHandError) as info:
        HandDraft.start(three, "misere")
    assert info.value.rule == "3.7.7"
    # after one dark raspasy a dark pass would demand 6 + 2 = 8: a misère reaches it;
    # after two, 6 + 3 = 9: it does not, and no dark pass is asked on the misère
    one = classic({**raspasy("A", A=4, B=3, C=3), "dark_passes": ["B"]})
    asked = HandDraft.start(one, "misere").set(DECLARER, "C")
    assert "dark_passes.B" in paths(asked)
    two = classic(*({**raspasy("A", A=4, B=3, C=3), "dark_passes": ["B"]} for _ in range(2)))
    asked = HandDraft.start(two, "misere").set(DECLARER, "C")
    assert "dark" in paths(asked) and "dark_passes.B" not in paths(asked)


def test_a_dark_hand_corrected_keeps_its_dark_fields():
    hands = [{**raspasy("A", A=4, B=3, C=3), "dark_passes": ["C", "B"]},
             {**game("A", "B", "8H", {"C": "whist", "A": "pass"}, {"B": 8}),
              "dark": True, "dark_passes": ["A"]},
             {**misere("B", "C", 0), "dark": True}]
    for i, hand in enumerate(hands):
        pulka = classic(*hands[:i])
        draft = HandDraft.correcting(pulka, pulka.preview(hand).hand)
        assert draft.lost() == [], hand
        assert draft.result().entries == pulka.preview(hand).entries


def test_the_draft_says_what_the_hand_is_played_for_before_it_is_complete():
    """SPEC §14.4: once the declarer is known, his bomb in force and the multiplier
    (×2 more in the dark); a raspasy its dark level — 1 + j after j dark raspasy, or
    compulsory, whatever is typed."""
    pulka = classic({**raspasy("A", A=4, B=3, C=3), "dark_passes": ["B"]})  # B ✱2
    draft = HandDraft.start(pulka, "game")
    assert draft.dark_terms is None  # no declarer yet
    draft = draft.set(DECLARER, "B")
    assert draft.dark_terms == DarkTerms("B", 2, 2, 0)
    assert draft.set(DARK, True).dark_terms == DarkTerms("B", 2, 4, 0)
    assert HandDraft.start(pulka, "game").set(DECLARER, "C").dark_terms == DarkTerms(
        "C", 0, 1, 0)
    light = HandDraft.start(pulka, "raspasy")
    assert light.dark_terms == DarkTerms(None, 0, 1, 0)
    assert light.set(dark_pass("C"), True).dark_terms == DarkTerms(None, 0, 4, 2)
    opening = HandDraft.start(play("classic"), "raspasy")
    assert opening.dark_terms == DarkTerms(None, 0, 2, 1)
    assert HandDraft.start(play("sochi"), "raspasy").dark_terms is None


def test_a_dark_raspasys_terms_are_its_price_times_two_to_the_k():
    """The raspasy form's title says what it is played for (issue 31.7): a compulsory
    raspasy of level 1 at price 1 × 2 = 2; after one dark raspasy, a dark pass typed
    makes the next level 2: 1 × 4 = 4, the zero bonus (the trick price) too."""
    opening = HandDraft.start(play("classic"), "raspasy").raspasy
    assert (opening.k, opening.price, opening.zero_bonus) == (1, 2, 2)
    pulka = classic({**raspasy("A", A=4, B=3, C=3), "dark_passes": ["B"]})
    light = HandDraft.start(pulka, "raspasy")
    assert (light.raspasy.k, light.raspasy.price) == (2, 1)
    dark = light.set(dark_pass("C"), True).raspasy
    assert (dark.k, dark.price, dark.zero_bonus) == (2, 4, 4)
