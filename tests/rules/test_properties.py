"""Properties of the rules core over random VALID pulkas (SPEC appendix B).

Every variant (Sochi, Leningrad, Rostov, with random §11 overrides) at 3 and 4 players;
the pulkas come from :func:`tests.strategies.pulkas`. Examples per property: see the
``ci`` profile in ``tests/rules/conftest.py`` (500).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from preferans_tui import storage
from preferans_tui.rules import Entry, Pulka, RuleOptions, Totals
from preferans_tui.rules.settlement import (
    closing_gora,
    result_by_distribution,
    result_by_mean,
    settle,
)
from tests.strategies import _game, _raspasy, pulkas


def _with(options: RuleOptions, **changes: object) -> RuleOptions:
    return RuleOptions.model_validate({**options.model_dump(), **changes})


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
    each rounding option; rounding moves nobody by a whole whist or more."""
    players = pulka.players
    for rounding in ("exact", "kodex_4_2_12", "largest_remainder"):
        s = settle(players, _with(pulka.options, settlement_rounding=rounding),
                   pulka.totals, finished=pulka.finished)
        assert sum(s.exact.values()) == 0
        assert sum(s.result.values()) == 0
        assert sum(s.balance.values()) == 0
        if s.money is not None:
            assert sum(s.money.values()) == 0
        for p in players:
            assert abs(s.result[p] - s.exact[p]) < 1
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

def _overflow_to_own_pulya(entries: Sequence[Entry]) -> list[Entry]:
    """The same hand with every help (4.2.3) and write-off (4.1.1) line put back into the
    writer's own pulya, as if there were no target."""
    out: list[Entry] = []
    for e in entries:
        if e.rule == "4.2.3" and e.column == "whists":
            out.append(Entry(column="pulya", player=e.player, amount=e.amount // 10,
                             rule="own"))
        elif e.rule == "4.2.3" and e.column == "pulya":
            continue
        elif e.rule == "4.1.1" and e.column == "gora":
            out.append(Entry(column="pulya", player=e.player, amount=-e.amount, rule="own"))
        else:
            out.append(e)
    return out


@given(pulkas())
def test_b2_help_and_write_off_do_not_change_any_hand_value(pulka):
    """B.2 [K 4.1.1, 4.2.3, fn 74]: each hand's value vector is the same as if its overflow
    points had gone into the writer's own pulya."""
    f = pulka.options.settlement_pulya_factor
    assert pulka.options.help_whists_per_point == 10
    for r in pulka.results:
        assert hand_value(r.entries, pulka.players, f) == hand_value(
            _overflow_to_own_pulya(r.entries), pulka.players, f)


@given(st.data())
def test_b2_write_pulya_value_is_the_same_with_and_without_help(data):
    """B.2 at the routine of SPEC §7.2: help (to anyone open, any exclusions) or write-off
    off the own gora (help off) give every player the same value as an own-pulya write."""
    from preferans_tui.rules.pulya import write_pulya

    n = data.draw(st.sampled_from([3, 4]))
    players = ["A", "B", "C", "D"][:n]
    target = data.draw(st.integers(1, 30))
    pulya = {p: data.draw(st.integers(0, target)) for p in players}
    writer = data.draw(st.sampled_from(players))
    points = data.draw(st.integers(1, 40))
    excluded = data.draw(st.sets(st.sampled_from(players)))
    own = [Entry(column="pulya", player=writer, amount=points, rule="own")]
    want = hand_value(own, players, 1)
    for help_ in (True, False):
        opt = RuleOptions.preset("sochi", target, help=help_)
        state = dict(pulya)
        lines = write_pulya(writer, points, state, opt, players, "x", excluded)
        assert hand_value(lines, players, 1) == want
        assert all(v <= target for p, v in state.items() if pulya[p] <= target)
        written = sum(e.amount for e in lines if e.column == "pulya")
        written_off = -sum(e.amount for e in lines if e.column == "gora")
        assert written + written_off == points


# -- B.3: amnesty ----------------------------------------------------------------------

@given(pulkas())
def test_b3_amnesty_changes_nothing(pulka):
    """B.3 [K 3.7.3, 4.2.14]: the settlement amnesty and the raspasy amnesty leave every
    result unchanged (the raspasy amnesty lowers every participant's gora equally)."""
    want = pulka.settle().exact
    opt = pulka.options
    no_settle_amnesty = settle(pulka.players, _with(opt, settlement_amnesty=False),
                               pulka.totals, finished=pulka.finished)
    assert no_settle_amnesty.exact == want
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
    hand = _raspasy(draw, pulka, dealer) if draw(st.booleans()) else _game(draw, pulka, dealer)
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
