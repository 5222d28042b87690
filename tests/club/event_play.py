"""Playing an event's seated pulka files through the rules core, for the events' tests:
each table's file read, hands appended (the core checks each one) and written back."""

from __future__ import annotations

import random
from pathlib import Path

from preferans_tui.storage.pulka_file import dump, load


def play(path: Path, deals: int, rng: random.Random) -> None:
    """Append ``deals`` hands to the pulka file at ``path``: six-spade games made or
    gone down, and raspasy, every one accepted by the rules core (it raises otherwise)."""
    model, pulka = load(path)
    players = list(pulka.players)
    for _ in range(deals):
        dealer = pulka.next_dealer or players[0]
        active = [p for p in players if p != dealer] if len(players) == 4 else players
        if rng.random() < 0.2:
            split = [rng.randint(0, 4), rng.randint(0, 3)]
            split.append(10 - sum(split))
            hand = {"kind": "raspasy", "dealer": dealer,
                    "tricks": dict(zip(active, split, strict=True))}
        else:
            declarer = rng.choice(active)
            whisters = [p for p in active if p != declarer]
            taken = rng.choice([5, 6, 6, 7, 8])
            first = rng.randint(0, 10 - taken)
            hand = {"kind": "game", "dealer": dealer, "declarer": declarer,
                    "contract": "6S", "calls": dict.fromkeys(whisters, "whist"),
                    "tricks": {declarer: taken, whisters[0]: first,
                               whisters[1]: 10 - taken - first}}
        pulka.append(hand)
    path.write_text(dump(pulka, title=model.title, created=model.created, id=model.id,
                         deals_limit=model.deals_limit),
                    "utf-8")
