"""The events' benchmark (issue 28 §6): 300 players over 10 rounds at tables of three.

- **seating alone** (pure, :func:`preferans_tui.events.seating.seat`): each round of
  300 players, the first two for new meetings and the other eight Swiss by standings
  given at random, the tables' repeats counted;
- **the whole event in the club** (SQLite, and a throwaway PostgreSQL cluster when
  one is installed): each round seated (100 pulka files written and stored), every
  table playing 4 deals through the rules core, the 100 results stored in one
  ``event result``, then the standings read back (:func:`~.store.read_event`).

Run by hand: ``.venv/bin/python benchmarks/events.py`` (a few minutes).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from preferans_tui.club.database import open_club  # noqa: E402
from preferans_tui.events.seating import seat  # noqa: E402
from preferans_tui.events.spec import EventSpec  # noqa: E402
from preferans_tui.events.store import (  # noqa: E402
    create_event,
    read_event,
    seat_next,
    take_results,
)
from preferans_tui.rules.options import RuleOptions  # noqa: E402
from tests.club.event_play import play  # noqa: E402

PLAYERS = [f"Player {i:03d}" for i in range(300)]
ROUNDS = 10


def seating_alone() -> None:
    history: list[tuple[str, ...]] = []
    rng = random.Random(28)
    times, repeats = [], 0
    for r in range(ROUNDS):
        order = list(PLAYERS)
        method = "meet" if r < 2 else "swiss"
        if method == "swiss":
            rng.shuffle(order)  # standings stand-in
        start = time.perf_counter()
        s = seat(order, 3, history, method=method, round_index=r, ahead=2 - r)  # type: ignore[arg-type]
        times.append(time.perf_counter() - start)
        repeats += len(s.repeats)
        history += s.tables
    print(f"seating alone, 300 players: per round median {statistics.median(times) * 1000:.1f} "
          f"ms, max {max(times) * 1000:.1f} ms; pairs meeting again over 10 rounds: {repeats}")


def whole_event(url: str, folder: Path, label: str) -> None:
    rules = RuleOptions.preset("sochi", 10).to_file()
    spec = EventSpec(rules=rules, rounds=ROUNDS, deals=4, open_rounds=2)
    rng = random.Random(3)
    with open_club(url) as club:
        create_event(club, "Bench", spec, PLAYERS)
        seat_t, result_t, read_t = [], [], []
        for r in range(1, ROUNDS + 1):
            start = time.perf_counter()
            done = seat_next(club, "Bench", folder / f"r{r}")
            seat_t.append(time.perf_counter() - start)
            for path in done.files:
                play(path, 4, rng)
            start = time.perf_counter()
            take_results(club, "Bench", list(done.files), round_no=r)
            result_t.append(time.perf_counter() - start)
            start = time.perf_counter()
            state = read_event(club, "Bench")
            read_t.append(time.perf_counter() - start)
        assert len(state.tables) == 1000 and all(t.finished for t in state.tables)
    print(f"{label}: seat a round (100 pulkas written and stored) median "
          f"{statistics.median(seat_t):.2f} s, max {max(seat_t):.2f} s; 100 results stored "
          f"median {statistics.median(result_t):.2f} s; standings read back median "
          f"{statistics.median(read_t) * 1000:.0f} ms, after round 10 "
          f"{read_t[-1] * 1000:.0f} ms")


def main() -> None:
    seating_alone()
    with tempfile.TemporaryDirectory() as tmp:
        whole_event(f"sqlite:///{tmp}/club.sqlite", Path(tmp), "SQLite")
    from tests.club.pg_cluster import PgCluster, server_bin

    bindir = server_bin()
    if bindir is None:
        print("PostgreSQL: not installed, skipped")
        return
    cluster = PgCluster(bindir)
    cluster.start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            whole_event(cluster.create_database("bench_events"), Path(tmp), "PostgreSQL")
    finally:
        cluster.destroy()


if __name__ == "__main__":
    main()
