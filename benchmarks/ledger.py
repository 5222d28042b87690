"""Benchmarks of the ledger (issue 15 part 5): ``stats`` over 1,000 saved pulkas.

1,000 generated pulkas of 30–60 hands (every variant, 3 and 4 players) in a data folder.
Each figure is the wall time of the real command, ``preferans-tui stats --json``, run
as a new process (Python's start and imports included), median of several runs:

- cold: no cache and no last run (every file read and replayed by the rules core);
- warm: nothing changed since the last run (the target of the issue), as JSON and as
  the tables;
- one file added: the cache answers for the others (no last run fits);
- another filter: every file from the cache, the ledger built again.
"""

from __future__ import annotations

import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from flat import row
from generate import generate

from preferans_tui.storage import dump
from preferans_tui.storage.ledger_paths import ledger_folder

FILES = 1_000


def make_archive(folder: Path, files: int = FILES) -> int:
    """``files`` pulkas of 30–60 hands in ``folder``; return the number of hands."""
    rng = random.Random(15)
    hands = 0
    for i in range(files):
        variant = rng.choice(["sochi", "leningrad", "rostov"])
        pulka = generate(variant, rng.choice([3, 4]), rng.randint(30, 60), seed=i)
        hands += len(pulka)
        created = f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T20:00:00"
        (folder / f"pulka-{i:04d}.json").write_text(
            dump(pulka, title=f"evening {i}", created=created), encoding="utf-8")
    return hands


CPU: list[float] = []
"""The processor time (user + system, all processes) of each :func:`stats_time` run."""


def stats_time(folder: Path, *extra: str, output: str = "--json") -> float:
    """Seconds for one ``preferans-tui stats --json`` (or ``output``: ``--csv``, ``""`` for
    the tables) over ``folder`` (its data folder); its processor time goes to :data:`CPU`
    (on a busy machine the wall time is longer, the processor time hardly)."""
    argv = [sys.executable, "-m", "preferans_tui", "stats", "--data-dir", str(folder),
            *([output] if output else []), *extra]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    took = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return took


def median(fn, runs: int) -> float:
    return statistics.median(fn() for _ in range(runs))


def main() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        hands = make_archive(folder)
        stats_time(folder)  # Python's bytecode caches, as after any first run

        def cold() -> float:
            shutil.rmtree(ledger_folder(folder), ignore_errors=True)
            return stats_time(folder)

        CPU.clear()
        t_cold = median(cold, 3)
        cpu_cold = statistics.median(CPU)
        stats_time(folder)
        CPU.clear()
        t_warm = median(lambda: stats_time(folder), 7)
        cpu_warm = statistics.median(CPU)
        t_tables = median(lambda: stats_time(folder, output=""), 5)

        def one_more() -> float:
            shutil.copy(folder / "pulka-0000.json", folder / "pulka-extra.json")
            took = stats_time(folder)
            os.unlink(folder / "pulka-extra.json")
            stats_time(folder)
            return took

        t_added = median(one_more, 3)
        t_filter = median(lambda: stats_time(folder, "--player", f"x{time.perf_counter()}"), 3)
    load = os.getloadavg()[0]
    return [
        row(f"stats over {FILES:,} pulkas of 30-60 hands ({hands:,} hands), cold: no cache, "
            "every file read and replayed",
            f"{t_cold:.2f} s (processor time {cpu_cold:.2f} s in all, over "
            f"{os.cpu_count()} cores)", t_cold < 2, "< 2 s"),
        row("… warm: nothing changed since the last run",
            f"{t_warm * 1000:.0f} ms (processor {cpu_warm * 1000:.0f} ms; as tables "
            f"{t_tables * 1000:.0f} ms)", t_warm < 0.3, "< 0.3 s"),
        f"      one file added {t_added * 1000:.0f} ms, another filter "
        f"{t_filter * 1000:.0f} ms; load average {load:.1f} at the end",
    ]


if __name__ == "__main__":
    print("\n".join(main()))
