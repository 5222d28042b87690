"""Properties of the rules core over random VALID pulkas (SPEC appendix B, §13).

Every preset (Sochi, Leningrad, Rostov, ФСПР, with random §11 and §13.7 overrides) at 3
and 4 players; the pulkas come from :func:`tests.strategies.pulkas`. Examples per
property: see the profiles in ``tests/rules/conftest.py`` (500; ``dev`` 100).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from preferans_tui import storage
from preferans_tui.rules import Entry, GameHand, Pulka, RuleOptions, Totals
from preferans_tui.rules.defence import TRICK_WHIST_RULES
from preferans_tui.rules.settlement import (
    closing_gora,
    result_by_distribution,
    result_by_mean,
    settle,
)
from tests.strategies import _game, _raspasy, pulkas


def _with(options: RuleOptions, **changes: object) -> RuleOptions:
    return RuleOptions.model_validate({**options.model_dump(), **changes})


def _rounded(options: RuleOptions, rounding: str) -> RuleOptions:
    """``options`` under ``rounding``; who absorbs the remainder is the Kodex rounding's
    alone (``rounding_player`` is idle under the others, SPEC §13.2)."""
    kodex = {} if rounding == "kodex_4_2_12" else {"rounding_player": "largest_gora"}
    return _with(options, settlement_rounding=rounding, **kodex)


def hand_value(entries: Iterable[Entry], players: Sequence[str], f: int) -> dict[str, Fraction]:
    """B.2: value_i = 10 × (mean Δg − Δg_i) + Σ_j (Δw[i][j] − Δw[j][i]), Δg = Δgora − f Δpulya."""
    dg = {p: Fraction(0) for p in players}
    dw = {p: Fraction(0) for p in players}
    for e in entries:
        if e.column == "gora":
            dg[e.player] += e.amount
        elif e.column == "pulya":
            dg[e.player] -= f * e.amount
        else:
            assert e.on is not None
            dw[e.player] += e.amount
            dw[e.on] -= e.amount
    mean = sum(dg.values()) / len(players)
    return {p: 10 * (mean - dg[p]) + dw[p] for p in players}


def _refold(players: Sequence[str], entries: Iterable[Entry]) -> Totals:
    return Totals.empty(players).plus(entries)


# -- B.1, B.4: settlement --------------------------------------------------------------

@given(pulkas())
def test_b1_every_settlement_sums_to_exactly_zero(pulka):
    """B.1 [K 4.2.14]: exact, rounded, display and money vectors all sum to 0, under
    each rounding option; rounding moves nobody by two whists or more, and by one or more
    only a player whose exact result nobody shares (SPEC §13.6: beside three equal
    results the odd one absorbs what the three rounded away)."""
    players = pulka.players
    for rounding in ("exact", "kodex_4_2_12", "largest_remainder"):
        s = settle(players, _rounded(pulka.options, rounding),
                   pulka.totals, finished=pulka.finished)
        assert sum(s.exact.values()) == 0
        assert sum(s.result.values()) == 0
        assert sum(s.balance.values()) == 0
        if s.money is not None:
            assert sum(s.money.values()) == 0
        for p in players:
            moved = abs(s.result[p] - s.exact[p])
            assert moved < 2
            if moved >= 1:
                assert list(s.exact.values()).count(s.exact[p]) == 1
            if rounding != "exact":
                assert s.result[p].denominator == 1
        # the payments settle the result, in at most n − 1 transfers
        left = dict(s.result)
        for pay in s.payments:
            assert pay.amount > 0
            left[pay.payer] += pay.amount
            left[pay.payee] -= pay.amount
        assert all(v == 0 for v in left.values())
        assert len(s.payments) <= len(players) - 1
        # SPEC §13.6: equal results print equal figures; rounding to whole whists keeps
        # equal exact results equal (rule 4.2.12's own rounding charges one player, X)
        for p in players:
            for q in players:
                if s.exact[p] == s.exact[q] and rounding != "kodex_4_2_12":
                    assert s.result[p] == s.result[q]
                if s.result[p] == s.result[q]:
                    assert s.balance[p] == s.balance[q]
                    assert s.money is None or s.money[p] == s.money[q]


@given(pulkas())
def test_b4_variant_1_and_variant_2_agree(pulka):
    """B.4 [K 4.2.14]: distributing each gora among all n players equals the mean-gora
    shortcut; the pairwise debts net to each player's result."""
    players, totals = pulka.players, pulka.totals
    g = closing_gora(players, pulka.options, totals)
    by_mean = result_by_mean(players, g, totals.whists)
    assert result_by_distribution(players, g, totals.whists) == by_mean
    s = pulka.settle()
    net = {p: Fraction(0) for p in players}
    for debt in s.debts:
        net[debt.payee] += debt.amount
        net[debt.payer] -= debt.amount
    assert net == s.exact


# -- B.2: where overflow goes ----------------------------------------------------------

BONUS_RULES = ("3.7.2.1", "3.7.6.2")
"""The rules of raspasy bonuses: a negative gora line of one is a bonus written into gora."""


def _overflow_to_own_pulya(entries: Sequence[Entry], options: RuleOptions) -> list[Entry]:
    """The same hand with every point that did not stay in its writer's pulya put back
    there, as if there were no target: help (4.2.3), the write-off (4.1.1), a made game
    paying its gora (fn 76) and a raspasy bonus written into gora (SPEC §13.7)."""
    f = options.settlement_pulya_factor
    per_point = options.help_whists_per_point * f
    out: list[Entry] = []
    for e in entries:
        if e.rule == "4.2.3" and e.column == "whists":
            assert e.amount % per_point == 0
            out.append(Entry(column="pulya", player=e.player, amount=e.amount // per_point,
                             rule="own"))
        elif e.rule == "4.2.3" and e.column == "pulya":
            continue
        elif e.column == "gora" and (e.rule in ("4.1.1", "fn 76")
                                     or (e.rule in BONUS_RULES and e.amount < 0)):
            assert e.amount % f == 0
            out.append(Entry(column="pulya", player=e.player, amount=-e.amount // f,
                             rule="own"))
        else:
            out.append(e)
    return out


def _b2_holds(pulka: Pulka) -> None:
    f = pulka.options.settlement_pulya_factor
    for r in pulka.results:
        assert hand_value(r.entries, pulka.players, f) == hand_value(
            _overflow_to_own_pulya(r.entries, pulka.options), pulka.players, f)


TEN = {"help_whists_per_point": 10}
"""B.2 is about the Kodex value of a help point: 10 whists (× f) [K 4.2.3, fn 74]."""


@given(pulkas(fixed=TEN))
def test_b2_help_and_write_off_do_not_change_any_hand_value(pulka):
    """B.2 [K 4.1.1, 4.2.3, fn 74]: each hand's value vector is the same as if its overflow
    points had gone into the writer's own pulya — whatever the §13.7 options."""
    _b2_holds(pulka)


@given(pulkas(variant="leningrad", fixed={**TEN, "help": True, "end_rule": "each_closed",
                                          "settlement_pulya_factor": 2}))
def test_b2_holds_with_help_at_f_2(pulka):
    """B.2 with help on at f = 2 (SPEC §13.1): a help point costs 20 whists and a point
    nobody can take is written off as 2 gora points."""
    assert pulka.options.settlement_pulya_factor == 2
    _b2_holds(pulka)


@given(pulkas(fixed={**TEN, "help": True, "end_rule": "each_closed",
                     "help_recipient": "next_clockwise"}))
def test_b2_holds_when_the_next_player_clockwise_is_helped(pulka):
    """B.2 under ``help_recipient: next_clockwise`` (SPEC §13.7): who is helped does not
    change the value (fn 74)."""
    _b2_holds(pulka)


@given(pulkas(fixed={**TEN, "raspasy_zero_bonus_column": "gora"}))
def test_b2_holds_when_raspasy_bonuses_go_into_gora(pulka):
    """B.2 under ``raspasy_zero_bonus_column: gora`` (SPEC §13.7): −f × b gora is worth
    +b pulya."""
    _b2_holds(pulka)


@given(st.data())
def test_b2_write_pulya_value_is_the_same_with_and_without_help(data):
    """B.2 at the routine of SPEC §7.2, §13.1: help (to anyone open, any exclusions, the
    largest pulya or the next clockwise first) or write-off off the own gora (help off)
    give every player the same value as an own-pulya write, at f = 1 and f = 2."""
    from preferans_tui.rules.pulya import write_pulya

    n = data.draw(st.sampled_from([3, 4]))
    players = ["A", "B", "C", "D"][:n]
    target = data.draw(st.integers(1, 30))
    pulya = {p: data.draw(st.integers(0, target)) for p in players}
    writer = data.draw(st.sampled_from(players))
    points = data.draw(st.integers(1, 40))
    excluded = data.draw(st.sets(st.sampled_from(players)))
    f = data.draw(st.sampled_from([1, 2]))
    recipient = data.draw(st.sampled_from(["largest_pulya", "next_clockwise"]))
    own = [Entry(column="pulya", player=writer, amount=points, rule="own")]
    want = hand_value(own, players, f)
    for help_ in (True, False):
        opt = RuleOptions.preset("sochi", target, help=help_, settlement_pulya_factor=f,
                                 help_recipient=recipient if help_ else "largest_pulya")
        state = dict(pulya)
        lines = write_pulya(writer, points, state, opt, players, "x", excluded)
        assert hand_value(lines, players, f) == want
        assert all(v <= target for p, v in state.items() if pulya[p] <= target)
        written = sum(e.amount for e in lines if e.column == "pulya")
        written_off = -sum(e.amount for e in lines if e.column == "gora")
        assert written + written_off // f == points


# -- SPEC §13.5: no trick whist lost -----------------------------------------------------

@given(pulkas())
def test_every_defence_trick_is_paid_for_once(pulka):
    """SPEC §13.5 (issue 10 item 5): in every played game hand the whists written for
    defence tricks — whoever writes them: two whisters, a lone whister, a gentleman split
    (odd amounts too), a returned whist, a dealer who took over — add up to T × W."""
    opt = pulka.options
    for r in pulka.results:
        hand = r.hand
        if not isinstance(hand, GameHand) or hand.tricks is None or hand.conceded:
            continue
        if not hand.calls or (hand.penalty is not None and hand.penalty.rule == "3.4.4"):
            continue   # a checked ten is never whisted; «без всех» is not played
        if not any(c == "whist" for c in hand.calls.values()) and not hand.returned_by:
            continue
        m = r.dark.multiplier if r.dark is not None else 1   # a bomb, a dark bid (§14.4)
        w = opt.price(hand.level) * opt.whist_per_trick_factor * m
        paid = sum(e.amount for e in r.entries
                   if e.column == "whists" and e.rule in TRICK_WHIST_RULES)
        assert paid == (10 - hand.tricks[hand.declarer]) * w


# -- B.5: scale ----------------------------------------------------------------------------

def _scaled(options: RuleOptions, m: int) -> RuleOptions:
    """Every amount the options fix, times ``m`` (the price ladder, misère, raspasy and
    fixed consolation, and the target)."""
    data = options.model_dump()
    data["contract_price"] = {k: v * m for k, v in options.contract_price.items()}
    data["misere_remiz_per_trick"] *= m
    data["raspasy_progression"] = [v * m for v in options.raspasy_progression]
    if options.raspasy_mode == "whists":  # idle in gora, where it must stay as it is
        data["rostov_raspasy_whist"] *= m
    data["pulya_target"] *= m
    if options.consolation.startswith("fixed:"):
        data["consolation"] = f"fixed:{int(options.consolation[6:]) * m}"
    return RuleOptions.model_validate(data)


def _scaled_hand(hand, m: int):
    if hand.kind != "adjustment":
        return hand
    entries = [e.model_copy(update={"amount": e.amount * m}) for e in hand.entries]
    return hand.model_copy(update={"entries": entries})


EVEN = {"contract_price": {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, "misere": 10},
        "misere_remiz_per_trick": 10, "raspasy_zero_bonus": "trick_price",
        "raspasy_dealer_zero_bonus": False, "made_game_pays_gora_first": False}
"""B.5 needs every amount to be a multiple of the hand's unit: even prices (nothing is
halved with a remainder), bonuses that are prices (not 1 point), and no gora paid by
whole points."""


@given(pulkas(fixed=EVEN), st.sampled_from([2, 3, 5]))
def test_b5_every_amount_times_m_multiplies_every_total_by_m(pulka, m):
    """B.5 [K 4.1.2, fn 31]: with every price, per-trick amount and the target multiplied
    by m (as a multiplier would), every hand writes m times as much: the totals after each
    hand are m times the totals, and the value vectors m times the values."""
    scaled = Pulka(pulka.players, _scaled(pulka.options, m),
                   [_scaled_hand(h, m) for h in pulka.hands])
    f = pulka.options.settlement_pulya_factor
    for a, b in zip(pulka.results, scaled.results, strict=True):
        assert b.totals.pulya == {p: m * v for p, v in a.totals.pulya.items()}
        assert b.totals.gora == {p: m * v for p, v in a.totals.gora.items()}
        assert b.totals.whists == {p: {q: m * v for q, v in row.items()}
                                   for p, row in a.totals.whists.items()}
        want = hand_value(a.entries, pulka.players, f)
        assert hand_value(b.entries, pulka.players, f) == {p: m * v for p, v in want.items()}
        assert a.finished == b.finished


# -- B.3: amnesty ----------------------------------------------------------------------

@given(pulkas(fixed={"made_game_pays_gora_first": False}))
def test_b3_amnesty_changes_nothing(pulka):
    """B.3 [K 3.7.3, 4.2.14]: the settlement amnesty and the raspasy amnesty leave every
    result unchanged (the raspasy amnesty lowers every participant's gora equally).

    Not with ``made_game_pays_gora_first``: that house rule wipes a gora by its size, so
    a raspasy amnesty changes what a later made game writes (SPEC §13.7)."""
    want = pulka.settle().exact
    opt = pulka.options
    g = closing_gora(pulka.players, opt, pulka.totals)
    low = min(g.values())
    amnestied = {p: v - low for p, v in g.items()}
    assert result_by_mean(pulka.players, amnestied, pulka.totals.whists) == want
    if opt.raspasy_mode == "whists":
        return  # no raspasy amnesty on whists (SPEC §13.2: the option is idle there)
    flipped = Pulka(pulka.players, _with(opt, raspasy_amnesty=not opt.raspasy_amnesty),
                    pulka.hands)
    assert flipped.settle().exact == want
    assert flipped.totals.pulya == pulka.totals.pulya
    assert flipped.totals.whists == pulka.totals.whists


# -- B.6: tricks -----------------------------------------------------------------------

@given(pulkas(), st.data())
def test_b6_tricks_are_conserved_and_a_bad_count_is_refused(pulka, data):
    """B.6 [K 3.5]: every accepted hand with all counts has exactly 10 tricks; the next
    valid hand with one count raised by one is refused (rule 3.5) and changes nothing."""
    for hand in pulka.hands:
        tricks = getattr(hand, "tricks", None)
        if hand.kind in ("game", "raspasy") and tricks is not None and len(tricks) > 1:
            assert sum(tricks.values()) == 10
    if pulka.finished:
        return
    dealer = pulka.next_dealer or pulka.players[0]
    draw = data.draw
    raspasy_next = draw(st.booleans()) or pulka.table_state().compulsory  # rule 3.7.9
    hand = _raspasy(draw, pulka, dealer) if raspasy_next else _game(draw, pulka, dealer)
    tricks = hand.get("tricks")
    if tricks is None or len(tricks) == 1:
        return
    who = draw(st.sampled_from(sorted(p for p, t in tricks.items() if t < 10)))
    if hand["kind"] == "raspasy" and who == dealer and len(pulka.players) == 4:
        return   # the talon check (rule 3.7.6.1) may speak first
    before, n = pulka.totals, len(pulka)
    hand["tricks"] = {**tricks, who: tricks[who] + 1}
    try:
        pulka.append(hand)
    except ValueError as exc:
        assert exc.rule == "3.5" and exc.field == "tricks" and exc.hand == n + 1
    else:
        raise AssertionError(f"11 tricks accepted: {hand}")
    assert len(pulka) == n and pulka.totals == before
    hand["tricks"] = tricks
    pulka.append(hand)
    pulka.undo()
    assert len(pulka) == n and pulka.totals == before


# -- replay, storage, entries ----------------------------------------------------------

@given(pulkas(), st.data())
def test_totals_after_hand_k_equal_the_first_k_hands_replayed(pulka, data):
    """Replay (DESIGN.md): the sheet after hand k is the fold of the first k records."""
    k = data.draw(st.integers(0, len(pulka)))
    fresh = Pulka(pulka.players, pulka.options, pulka.hands[:k])
    want = pulka.results[k - 1].totals if k else Totals.empty(pulka.players)
    assert fresh.totals == want
    assert pulka.prefix(k).totals == want
    assert fresh.raspasy_series == pulka.prefix(k).raspasy_series
    assert fresh.next_dealer == pulka.prefix(k).next_dealer


@given(pulkas())
def test_saving_and_loading_gives_back_the_same_pulka(pulka):
    """FORMAT.md: dump then loads gives the same rules, hands, totals and settlement."""
    text = storage.dump(pulka, title="property")
    _, loaded = storage.loads(text)
    assert loaded.options == pulka.options
    assert loaded.hands == pulka.hands
    assert loaded.totals == pulka.totals
    assert loaded.finished == pulka.finished
    assert loaded.settle().exact == pulka.settle().exact


@given(pulkas())
def test_totals_are_the_sum_of_all_entries_and_every_entry_names_its_rule(pulka):
    """SPEC §2: every figure is a sum of entries; each entry carries its rule (issue 3.6)."""
    entries = [e for r in pulka.results for e in r.entries]
    assert _refold(pulka.players, entries) == pulka.totals
    before = Totals.empty(pulka.players)
    for r in pulka.results:
        assert before.plus(r.entries) == r.totals
        before = r.totals
    assert all(e.rule for e in entries)
    assert all(e.amount != 0 for e in entries)


@given(pulkas(), st.sampled_from(["exact", "kodex_4_2_12", "largest_remainder"]))
def test_running_results_are_each_prefix_settled(pulka, rounding):
    """The results after every hand, worked out as a series (issue 16: integers over n,
    each hand's lines moving the figures of the one before), are each prefix's
    ``settle().result`` [K 4.2.14], under every rounding option."""
    options = _rounded(pulka.options, rounding)
    replayed = Pulka(pulka.players, options, pulka.hands)
    series = replayed.running_results()
    assert len(series) == len(pulka)
    assert series.after(0) == dict.fromkeys(pulka.players, 0)
    for k, result in enumerate(replayed.results, start=1):
        assert series.after(k) == settle(pulka.players, options, result.totals,
                                         finished=result.finished).result
