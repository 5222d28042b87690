"""The example pulkas of saves/, one per variant: loaded, checked, settled.

Every expected figure below was worked out BY HAND from SPEC §3–§8 (the arithmetic is in
the comments), not copied from the program. Players sit clockwise in the listed order;
"X→Y n" means X writes n whists on Y. PULKA-1 and PULKA-2 are SPEC §10's own.
"""

from __future__ import annotations

import json
import shutil
from decimal import Decimal
from fractions import Fraction

import pytest

from preferans_tui.__main__ import main
from preferans_tui.storage import dump, load
from preferans_tui.storage.atomic import atomic_write_text
from tests.conftest import SAVES

A, B, V, G = "Anna", "Boris", "Vera", "Gleb"
LENINGRAD = SAVES / "pulka3-leningrad-three-players.json"
ROSTOV = SAVES / "pulka4-rostov-four-players.json"


def _lines(result) -> set[tuple]:
    """A hand's lines as (column, writer, debtor or None, amount), summed per column and
    pair (consolation and trick whists are two lines on the sheet), rule left out."""
    sums: dict[tuple, int] = {}
    for e in result.entries:
        sums[e.column, e.player, e.on] = sums.get((e.column, e.player, e.on), 0) + e.amount
    return {(*key, n) for key, n in sums.items() if n}


def P(player, n):  # noqa: N802 - reads like the sheet: P(A, 2) = A writes 2 into pulya
    return ("pulya", player, None, n)


def R(player, n):  # noqa: N802 - gora (remiz) points
    return ("gora", player, None, n)


def W(writer, debtor, n):  # noqa: N802 - whists
    return ("whists", writer, debtor, n)


# Leningrad (SPEC §3.3-§3.4): price P 2/4/6/8/10; W = 2P per defence trick; R = 2P per
# undertrick; consolation C = 2P; whister liability half (Wr = P); gentleman; half-whist
# writes 8; misère 20 per trick; raspasy into gora at 2-4-6 per trick with amnesty, zero
# bonus = the step number (SPEC §6.2.3 default); no help; ends when Σ pulya ≥ 3 × 10.
LENINGRAD_HANDS = [
    # H1 V deals. A 6♠, B and V whist, A 6 B 3 V 1: made, T = 4 = obligation.
    {P(A, 2), W(B, A, 3 * 4), W(V, A, 1 * 4)},
    # H2 A deals. B 7♥, V whists, A passes; B 6 V 3 A 1: down k = 1, T = 4 (EX-05).
    # B gora 1 × R 8; gentleman: T × W = 4 × 8 = 32 split 16/16, + consolation 1 × 8 each.
    {R(B, 8), W(V, B, 16 + 8), W(A, B, 16 + 8)},
    # H3 B deals. Raspasy k = 1, price 2: A 3 B 5 V 2, amnesty 2 → (1, 3, 0) × 2.
    {R(A, 2), R(B, 6)},
    # H4 V deals. Raspasy k = 2, price 4: A 0 B 4 V 6, amnesty 0; A's zero bonus = step 2.
    {R(B, 16), R(V, 24), P(A, 2)},
    # H5 A deals. V misère (ends the series), takes 1: gora 1 × 20.
    {R(V, 20)},
    # H6 B deals. A 8♦, both pass: made unplayed, A pulya +6 (2 + 2 + 6 = 10).
    {P(A, 6)},
    # H7 V deals. B 6♣, V passes, A half-whists: B +2; A→B 2 tricks × W 4 = 8.
    {P(B, 2), W(A, B, 8)},
    # H8 A deals. V 7♠, A and B whist; V 7 A 2 B 1: made, T = 3 ≥ 2; W = 8.
    {P(V, 4), W(A, V, 2 * 8), W(B, V, 1 * 8)},
    # H9 B deals. B 9NT, V whists, A passes; B 9 V 1 A 0: made; V writes all T × W = 1 × 16.
    {P(B, 8), W(V, B, 16)},
    # H10 V deals. V 6♥, A and B whist; V 6 A 2 B 2: made; 2 × 4 each.
    {P(V, 2), W(A, V, 8), W(B, V, 8)},
    # H11 A deals. A 8♠, B whists, V passes; A takes 10, T = 0 < 1: B gora (1 − 0) × Wr 6;
    # A writes 6 into his own pulya past the target (no help in Leningrad): 10 + 6 = 16.
    {P(A, 6), R(B, 6)},
]

# Rostov, four players (SPEC §3.3-§3.4, §6.3): W = P; R = P; consolation fixed 10 per
# undertrick, the dealer writes it too; half liability Wr = P/2; greedy; half-whist 4;
# raspasy on whists (fewest tricks writes 5 per trick of each other player on him; two
# tied write half each), a 0-trick player and the dealer write 1 into pulya; help 10.
ROSTOV_HANDS = [
    # H1 G deals. A 6♠, B and V whist; A 6 B 2 V 2: made, T = 4.
    {P(A, 2), W(B, A, 2 * 2), W(V, A, 2 * 2)},
    # H2 A deals (sits out). Raspasy B 2 V 1 G 7: V alone fewest → V→B 5×2, V→G 5×7;
    # the dealer A writes 1 (rule 3.7.6.2).
    {W(V, B, 10), W(V, G, 35), P(A, 1)},
    # H3 B deals. Raspasy V 6 G 2 A 2: G and A tie → each writes half of 5×6 on V.
    {W(G, V, 15), W(A, V, 15), P(B, 1)},
    # H4 V deals. G 7♥, A whists, B passes; G 5 A 3 B 2: down k = 2, T = 5 (EX-12).
    # G gora 2 × 4; consolation 2 × 10 from A, B and the dealer V; greedy: A + 5 × 4.
    {R(G, 8), W(A, G, 20 + 20), W(B, G, 20), W(V, G, 20)},
    # H5 G deals. B misère, 0 tricks: 10 points; B has 1, room 9 → B +9; 1 left helps
    # the open player with the largest pulya, A (3; V and G have 0): A +1, B→A 10.
    {P(B, 9), P(A, 1), W(B, A, 10)},
    # H6 A deals. V 8♣, G and B pass: V +6.
    {P(V, 6)},
    # H7 B deals. A 6♦, V passes, G half-whists: A +2; G→A 2 tricks × W 2 = 4.
    {P(A, 2), W(G, A, 4)},
    # H8 V deals. G 9♠, A (first) and B (second) whist; G takes 10: T = 0 < 1; on a nine
    # only the second whister pays: B gora 1 × Wr (8 / 2) = 4 (EX-04).
    {P(G, 8), R(B, 4)},
    # H9 G deals. Raspasy A 0 B 4 V 6: A alone fewest → A→B 20, A→V 30; A's 0 → +1;
    # the dealer G +1 (EX-11).
    {W(A, B, 20), W(A, V, 30), P(A, 1), P(G, 1)},
    # H10 A deals. V 7♦, G and B whist; V 9 G 1 B 0: made, T = 1 < 2; each whister's
    # half is 1: G has it, B is short 1 → B gora 1 × Wr (4 / 2) = 2; G→V 1 × 4.
    {P(V, 4), W(G, V, 4), R(B, 2)},
]


@pytest.mark.parametrize(("path", "hands"), [(LENINGRAD, LENINGRAD_HANDS),
                                             (ROSTOV, ROSTOV_HANDS)], ids=["leningrad", "rostov"])
def test_every_hand_writes_what_the_rules_say(path, hands):
    _, pulka = load(path)
    assert len(pulka) == len(hands)
    for result, want in zip(pulka.results, hands, strict=True):
        assert _lines(result) == want, f"hand {result.number}"


def test_leningrad_totals_and_settlement(capsys):
    model, pulka = load(LENINGRAD)
    assert pulka.options.variant == "leningrad"
    assert model.title == "Leningrad, three players, to 10"
    t = pulka.totals
    # pulya: A 2 + 2 + 6 + 6 = 16, B 2 + 8 = 10, V 4 + 2 = 6; Σ 32 ≥ 30 → ended on H11
    assert t.pulya == {A: 16, B: 10, V: 6}
    assert pulka.finished and not pulka.prefix(10).finished  # Σ after H10: 10 + 10 + 6 = 26
    # gora: A 2; B 8 + 6 + 16 + 6 = 36; V 24 + 20 = 44
    assert t.gora == {A: 2, B: 36, V: 44}
    # whists: A→B 24 + 8, A→V 16 + 8; B→A 12, B→V 8 + 8; V→A 4, V→B 24 + 16
    assert t.whists == {A: {B: 32, V: 24}, B: {A: 12, V: 16}, V: {A: 4, B: 40}}
    # Settlement (SPEC §7.5, §8): g = gora + 2 × (10 − pulya):
    #   A 2 − 12 = −10, B 36 + 0 = 36, V 44 + 8 = 52; Σ 78, mean 26.
    # gora part 10 × (mean − g): A +360, B −100, V −260.
    # whist balance: A 56 − 16 = +40, B 28 − 72 = −44, V 44 − 40 = +4.
    # result: A +400, B −144, V −256 (Σ 0); at 0.10 a whist: 40.00, −14.40, −25.60.
    s = pulka.settle()
    assert s.exact == {A: 400, B: -144, V: -256}
    assert s.money == {A: Decimal("40.00"), B: Decimal("-14.40"), V: Decimal("-25.60")}
    assert main(["settle", str(LENINGRAD), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["balance_exact"] == {A: "400", B: "-144", V: "-256"}
    assert got["money"] == {A: "40.00", B: "-14.40", V: "-25.60"}
    assert got["finished"] is True


def test_rostov_totals_and_settlement_of_a_stopped_pulka(capsys):
    _, pulka = load(ROSTOV)
    t = pulka.totals
    # pulya: A 2 + 1 + 1 + 2 + 1 = 7, B 1 + 9 = 10, V 6 + 4 = 10, G 8 + 1 = 9
    assert t.pulya == {A: 7, B: 10, V: 10, G: 9}
    assert not pulka.finished  # A and G are open: stopped by agreement
    # gora: B 4 + 2 = 6, G 8
    assert t.gora == {A: 0, B: 6, V: 0, G: 8}
    # whists: A→B 20, A→V 15 + 30, A→G 40; B→A 4 + 10, B→G 20; V→A 4, V→B 10,
    # V→G 35 + 20; G→A 4, G→V 15 + 4
    assert t.whists == {A: {B: 20, V: 45, G: 40}, B: {A: 14, V: 0, G: 20},
                        V: {A: 4, B: 10, G: 55}, G: {A: 4, B: 0, V: 19}}
    # Settlement of a stopped pulka (SPEC §7.4, §8.1): g = gora + (10 − pulya):
    #   A 0 + 3 = 3, B 6 + 0 = 6, V 0, G 8 + 1 = 9; Σ 18, mean 18 / 4 = 4.5.
    # gora part 10 × (4.5 − g): A +15, B −15, V +45, G −45.
    # whist balance: A 105 − 22 = +83, B 34 − 30 = +4, V 69 − 64 = +5, G 23 − 115 = −92.
    # result: A +98, B −11, V +50, G −137 (Σ 0); at 0.25: 24.50, −2.75, 12.50, −34.25.
    s = pulka.settle()
    assert s.exact == {A: 98, B: -11, V: 50, G: -137}
    assert s.money == {A: Decimal("24.50"), B: Decimal("-2.75"), V: Decimal("12.50"),
                       G: Decimal("-34.25")}
    assert main(["settle", str(ROSTOV), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["balance_exact"] == {A: "98", B: "-11", V: "50", G: "-137"}
    assert got["finished"] is False


@pytest.mark.parametrize(("name", "results"), [
    # SPEC §10 PULKA-1: A +150, B −146, C −4 (Anna, Boris, Vera)
    ("pulka1-sochi-three-players.json", {A: 150, B: -146, V: -4}),
    # SPEC §10 PULKA-2: A −40, B +80, C +16, D −56 (Anna, Boris, Vera, Gleb)
    ("pulka2-sochi-four-players.json", {A: -40, B: 80, V: 16, G: -56}),
])
def test_the_sochi_examples_settle_as_spec_section_10(name, results):
    _, pulka = load(SAVES / name)
    assert pulka.finished
    assert pulka.settle().exact == {p: Fraction(v) for p, v in results.items()}


def test_every_variant_has_an_example():
    variants = {(json.loads(p.read_text(encoding="utf-8"))["rules"]["variant"],
                 len(json.loads(p.read_text(encoding="utf-8"))["players"]))
                for p in SAVES.glob("*.json")}
    assert {("sochi", 3), ("sochi", 4), ("leningrad", 3), ("rostov", 4)} <= variants


@pytest.mark.parametrize("path", sorted(SAVES.glob("*.json")), ids=lambda p: p.stem)
def test_save_and_load_again_gives_the_same_pulka(path, tmp_path):
    """An autosave of a loaded example reads back to the same hands and figures."""
    model, pulka = load(path)
    copy = tmp_path / path.name
    atomic_write_text(copy, dump(pulka, title=model.title, created=model.created,
                                 notes=model.notes))
    model2, pulka2 = load(copy)
    assert pulka2.hands == pulka.hands and model2.title == model.title
    assert pulka2.totals == pulka.totals
    assert pulka2.settle().exact == pulka.settle().exact
    shutil.rmtree(tmp_path)
