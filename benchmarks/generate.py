"""Long, valid, generated pulkas for the benchmarks (run by hand, never by the tests).

``generate(variant, players, hands, seed)`` plays random but legal hands through the
rules core — the core itself refuses anything illegal, so every kept hand is valid —
with a target high enough that the pulka never ends.
"""

from __future__ import annotations

import random
from pathlib import Path

from preferans_tui.rules import Pulka, PulkaError, RuleOptions
from preferans_tui.rules.table import active_players, defenders
from preferans_tui.storage.pulka_file import dump

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


def random_hand(rng: random.Random, pulka: Pulka) -> dict:
    """One random hand record for the next deal (it may still be refused by the core)."""
    players = list(pulka.players)
    dealer = pulka.next_dealer or players[0]
    active = active_players(players, dealer)
    roll = rng.random()
    if roll < 0.2:
        who = list(active)
        if len(players) == 4 and pulka.options.raspasy_dealer_talon_tricks:
            talon = rng.randint(0, 2)
            counts = dict(zip(who, _split(rng, 10 - talon, 3), strict=True))
            counts[dealer] = talon
        else:
            counts = dict(zip(who, _split(rng, 10, 3), strict=True))
        return {"kind": "raspasy", "dealer": dealer, "tricks": counts}
    declarer = rng.choice(active)
    if roll < 0.25:
        return {"kind": "misere", "dealer": dealer, "declarer": declarer,
                "tricks": {declarer: rng.choice([0, 0, 0, 1, 2])}}
    level = rng.choice([6, 6, 6, 7, 7, 8, 9, 10])
    o1, o2 = defenders(players, dealer, declarer)
    c1, c2 = rng.choice([("whist", "whist"), ("whist", "pass"), ("pass", "whist"),
                         ("pass", "pass"), ("pass", "half")])
    hand = {"kind": "game", "dealer": dealer, "declarer": declarer,
            "contract": f"{level}{rng.choice(['S', 'C', 'D', 'H', 'NT'])}",
            "calls": {o1: c1, o2: c2}}
    if "whist" in (c1, c2):
        t_d = min(10, max(0, level + rng.choice([-2, -1, 0, 0, 0, 1, 2])))
        a, b = _split(rng, 10 - t_d, 2)
        hand["tricks"] = {declarer: t_d, o1: a, o2: b}
    return hand


def generate(variant: str, n_players: int, n_hands: int, seed: int = 1) -> Pulka:
    """A valid pulka of ``n_hands`` random hands (target 1,000,000: it never ends)."""
    rng = random.Random(seed)
    pulka = Pulka(NAMES[:n_players], RuleOptions.preset(variant, 1_000_000))
    while len(pulka) < n_hands:
        try:
            pulka.append(random_hand(rng, pulka))
        except PulkaError:
            continue
    return pulka


def write(path: Path, pulka: Pulka) -> Path:
    """Save ``pulka`` as a pulka file at ``path``."""
    path.write_text(dump(pulka, title=f"generated, {len(pulka)} hands"), encoding="utf-8")
    return path
