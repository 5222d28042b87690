"""Benchmarks of the rules core and the file: settle, save and load (issue 6, parts 3–4)."""

from __future__ import annotations

import gc
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from generate import generate, write

from preferans_tui.storage import atomic_write_text, dump, load
from preferans_tui.views.settlement import settle_json

VARIANTS = [(v, n) for v in ("sochi", "leningrad", "rostov") for n in (3, 4)]


def best_of(fn: Callable[[], object], runs: int = 5) -> float:
    """The median wall time of ``runs`` calls of ``fn``, in seconds (after a full garbage
    collection, so that what earlier benchmarks left behind is not charged to this one)."""
    gc.collect()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def settle_file(path: Path) -> dict:
    """What ``preferans-tui settle FILE --json`` does, in process: load, replay, settle."""
    _, pulka = load(path)
    return settle_json(pulka)


def bench_settle(folder: Path) -> list[str]:
    """Settle 10,000- and 1,000-hand pulkas of every variant and table size."""
    lines = []
    for variant, n in VARIANTS:
        big = write(folder / f"{variant}{n}-10000.json", generate(variant, n, 10_000, seed=n))
        small = write(folder / f"{variant}{n}-1000.json", generate(variant, n, 1_000, seed=n))
        t_big = best_of(lambda big=big: settle_file(big), 3)
        t_small = best_of(lambda small=small: settle_file(small), 5)
        lines.append(f"settle {variant:9} {n}p: 10,000 hands {t_big * 1000:7.1f} ms "
                     f"(target < 500), 1,000 hands {t_small * 1000:6.1f} ms, "
                     f"ratio {t_big / t_small:4.1f}x (linear: ~10x)")
    big, small = folder / "sochi4-10000.json", folder / "sochi4-1000.json"
    gc.disable()  # the ratio's excess over 10x is the cyclic garbage collector's
    try:
        t_big = best_of(lambda: settle_file(big), 3)
        t_small = best_of(lambda: settle_file(small), 5)
    finally:
        gc.enable()
    lines.append(f"settle sochi     4p, garbage collector off: 10,000 hands {t_big * 1000:7.1f} ms,"
                 f" 1,000 hands {t_small * 1000:6.1f} ms, ratio {t_big / t_small:4.1f}x")
    return lines


def bench_save_load(folder: Path) -> list[str]:
    """Save (dump + atomic write) and load (parse + replay) of a 1,000-hand file."""
    pulka = generate("sochi", 4, 1_000, seed=7)
    path = folder / "save-1000.json"
    t_save = best_of(lambda: atomic_write_text(path, dump(pulka)), 7)
    t_load = best_of(lambda: load(path), 7)
    return [f"save 1,000 hands {t_save * 1000:6.1f} ms (target < 50), "
            f"load 1,000 hands {t_load * 1000:6.1f} ms (target < 50)"]


def main() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        return bench_settle(folder) + bench_save_load(folder)


if __name__ == "__main__":
    print("\n".join(main()))
