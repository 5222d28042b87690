"""The settlement's figures as text (:mod:`preferans_tui.views.settlement`), with no
screen: PULKA-1 (Sochi to 10, 0.50 a whist, finished), worked by hand in the rulebook
tests — gora 0 / 19 / 11, mean 10: Anna 10 × 10 + whists = +150, Boris −146, Vera −4;
money at 0.50: +75.00, −73.00, −2.00; Boris pays Anna 146, Vera pays her 4."""

from __future__ import annotations

from pathlib import Path

from preferans_tui.storage import load
from preferans_tui.views.settlement import (
    PaymentLine,
    gora_closed,
    payment_lines,
    payments_paired,
    player_figures,
)

PULKA1 = Path(__file__).resolve().parents[2] / "saves" / "pulka1-sochi-three-players.json"

MINUS = "\u2212"


def test_every_player_s_figures_in_either_mark():
    _, pulka = load(PULKA1)
    s = pulka.settle()
    assert not gora_closed(pulka, s)  # finished: the gora is the sheet's
    lines = {f.player: f for f in player_figures(pulka, s, ",")}
    anna, boris, vera = lines["Anna"], lines["Boris"], lines["Vera"]
    assert (anna.pulya, anna.gora, anna.gora_at_stop) == ("10", "0", None)
    assert (anna.result, anna.money) == ("+150", "+75,00")
    assert (boris.gora, boris.result, boris.money) == ("19", f"{MINUS}146", f"{MINUS}73,00")
    assert (vera.gora, vera.result, vera.money) == ("11", f"{MINUS}4", f"{MINUS}2,00")
    assert anna.whists[0] == ""  # nothing on herself
    assert player_figures(pulka, s)[0].money == "+75.00"


def test_the_payments_in_whists_and_money_side_by_side():
    _, pulka = load(PULKA1)
    s = pulka.settle()
    assert payments_paired(s)
    lines = payment_lines(s.payments, s.money_payments)
    assert PaymentLine("Boris", "Anna", "146", "73.00") in lines
    assert PaymentLine("Vera", "Anna", "4", "2.00") in lines
    assert len(lines) == 2
