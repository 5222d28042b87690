"""Turn a hand record (FORMAT.md) into the keys a player types on the sheet.

This is how the tests drive the forms: the same single keys a player uses — ``n m r``
to open a form, ``1``–``4`` for players (seat numbers), ``6``–``0`` levels,
``s c d h n`` strains, ``w p h`` calls, a digit (``t`` = 10) for tricks, ``enter`` to confirm;
in Classic ``*`` and a seat for a dark pass, or for the declarer's dark bid.
"""

from __future__ import annotations

from typing import Any

from preferans_tui.rules import Pulka
from preferans_tui.rules.table import active_players, clockwise_from, defenders
from preferans_tui.rules.validation import raspasy_participants

CALL_KEY = {"whist": "w", "pass": "p", "half": "h"}


def seat(pulka: Pulka, name: str) -> str:
    """The key of a player: his seat number, 1-based."""
    return str(pulka.players.index(name) + 1)


def digits(n: int) -> list[str]:
    """A trick count as typed: one key, a digit, or ``t`` for ten."""
    return ["t"] if n == 10 else [str(n)]


def keys_for(pulka: Pulka, hand: dict[str, Any]) -> list[str]:
    """The keys that enter ``hand`` as the next hand of ``pulka``, from the sheet."""
    kind = hand["kind"]
    keys = [{"game": "n", "misere": "m", "raspasy": "r"}[kind]]
    if pulka.next_dealer is None:
        keys.append(seat(pulka, hand["dealer"]))
    dealer = hand["dealer"]
    dark = [k for p in hand.get("dark_passes", ()) for k in ("asterisk", seat(pulka, p))]
    if kind == "raspasy":  # at 4 from the dealer's left; with his talon, all three
        keys += dark  # Classic: * and a seat, a dark pass (SPEC §14.2)
        four = len(pulka.players) == 4
        order = clockwise_from(pulka.players, dealer) if four else \
            active_players(pulka.players, dealer)
        talon = four and dealer in raspasy_participants(pulka.players, dealer, pulka.options)
        for p in order if talon else order[:-1]:
            keys += digits(hand["tricks"][p])
        return [*keys, "enter"]
    keys.append(seat(pulka, hand["declarer"]))
    keys += dark
    if hand.get("dark"):  # * and the declarer's seat: his dark bid
        keys += ["asterisk", seat(pulka, hand["declarer"])]
    if kind == "misere":
        return [*keys, *digits(hand["tricks"][hand["declarer"]]), "enter"]
    contract = hand["contract"]
    level, strain = (contract[:-2], "NT") if contract.endswith("NT") else (
        contract[:-1], contract[-1])
    keys += ["0" if level == "10" else level, "n" if strain == "NT" else strain.lower()]
    o1, o2 = defenders(pulka.players, dealer, hand["declarer"])
    calls = hand["calls"]
    keys += [CALL_KEY[calls[o1]], CALL_KEY[calls[o2]]]
    if hand.get("returned_by"):
        keys.append(seat(pulka, hand["returned_by"]))
    if calls.get(dealer) == "whist":
        keys.append("w")
    tricks = hand.get("tricks")
    if tricks:
        keys += digits(tricks[hand["declarer"]])
        whisters = [o for o in (o1, o2) if calls[o] == "whist"]
        if len(whisters) == 2 and not hand.get("returned_by"):
            keys += digits(tricks[whisters[0]])
    return [*keys, "enter"]
