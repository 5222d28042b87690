"""Issue 16: every action's cost flat in the pulka's length, start-up near the floor.

Every figure is the real command under a 100×30 pseudo-terminal (:mod:`pty_term`),
timed from the key to the end of the first whole frame that shows its answer; apps of
different lengths are open side by side and their runs interleaved, medians reported.
Each row prints its figures, its goal and PASS or FAIL.
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from generate import generate, write
from pty_term import Terminal

from preferans_tui.rules import Pulka
from preferans_tui.rules.table import left_of

BASELINE_APP = """
from pydantic import BaseModel
from textual.app import App
from textual.widgets import Label
class Model(BaseModel):
    name: str
    hands: int = 0
Model(name="pulya")
class Minimal(App):
    def compose(self):
        yield Label("pulya ready")
Minimal().run()
"""
"""The issue's floor: a one-label Textual app that imports pydantic and builds one model."""

ENTRY = ("n", "1", "6", "s", "w", "w", "6", "2")
"""A made six of Anna's, whisted by both (README: ``n 1 6 s w w 6 2 Enter``)."""

ROWS: list[str] = []
"""The issue's table as measured (see :func:`row`), for the README."""


def env(data: Path) -> dict[str, str]:
    """The environment of a player's terminal (bytecode caches written, as after a first
    run; English; the data folder ``data``)."""
    out = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    out.update(TERM="xterm-256color", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8",
               PREFERANS_TUI_DATA=str(data))
    return out


def row(what: str, figures: str, ok: bool, goal: str) -> str:
    """One line of the table: what, the figures, the goal and PASS / FAIL."""
    line = f"{'PASS' if ok else 'FAIL'}  {what}: {figures}  (goal {goal})"
    ROWS.append(line)
    return line


def pulka_of(players: int, hands: int, seed: int = 3) -> Pulka:
    """A generated Sochi pulka of ``hands`` hands whose last hand ends any raspasy series
    (so a six may be bid next)."""
    while True:
        pulka = generate("sochi", players, hands, seed=seed)
        if not pulka.raspasy_series:
            return pulka
        seed += 100


def app(path: Path, data: Path) -> Terminal:
    return Terminal([sys.executable, "-m", "preferans_tui", str(path), "--data-dir",
                     str(data)], env(data))


def deal_marker(deal: int) -> bytes:
    return f"· deal {deal} ·".encode()


class Table:
    """One app open on one pulka file, for the interleaved runs."""

    def __init__(self, path: Path, data: Path, pulka: Pulka) -> None:
        self.path = path
        self.deals = pulka.deals
        self.term = app(path, data)
        self.term.wait(deal_marker(self.deals + 1), loose=True)
        self.term.quiet()
        self.players = pulka.players
        self.dealers = [r.dealer for r in pulka.results]
        self.next_dealer = pulka.next_dealer
        self.enter: list[float] = []
        self.saved: list[float] = []
        self.sizes: list[int] = []
        self.frames: list[int] = []
        self.undo: list[float] = []

    def hand(self) -> None:
        """Type a hand, then time Enter → the redrawn sheet and Enter → the file saved."""
        self.term.press(*ENTRY)
        self.term.quiet(0.3)
        inode = os.stat(self.path).st_ino
        first, received = len(self.term.frames), self.term.received
        t0 = self.term.press("enter")
        saved = None
        self.deals += 1
        self.dealers.append(self.next_dealer)
        self.next_dealer = left_of(self.players, self.next_dealer)
        marker = deal_marker(self.deals + 1)
        while not any(marker in f.text for f in self.term.frames[first:]):
            self.term.pump(0.0005)
            if saved is None and os.stat(self.path).st_ino != inode:
                saved = time.perf_counter()
            if time.perf_counter() - t0 > 60:
                raise RuntimeError("no redrawn sheet")
        end, _ = self.term.wait(marker, first)
        self.enter.append(end - t0)
        self.saved.append((saved or end) - t0)
        self.term.quiet()
        self.sizes.append(self.term.received - received)
        self.frames.append(len(self.term.frames) - first)

    def show_history(self, times: int = 5) -> tuple[float, int]:
        """``h`` (shown) and ``h`` again (hidden), ``times`` times: the median seconds to
        the drawn panel, and the growth of resident memory from before the first."""
        before = self.term.memory("VmRSS")
        shows = []
        for run in range(times):
            if run:
                self.term.press("h")  # hide it again
                self.term.quiet()
            first = len(self.term.frames)
            t0 = self.term.press("h")
            end, _ = self.term.wait(f"{self.deals}. {self.dealers[-1]} dealt".encode(), first)
            shows.append(end - t0)
            self.term.quiet()
        return statistics.median(shows), self.term.memory("VmRSS") - before

    def undo_hand(self) -> None:
        """``u y``: seconds to the redrawn sheet."""
        self.term.press("u")
        self.term.quiet(0.3)
        first = len(self.term.frames)
        t0 = self.term.press("y")
        self.deals -= 1
        self.next_dealer = self.dealers.pop()
        end, _ = self.term.wait(deal_marker(self.deals + 1), first)
        self.undo.append(end - t0)
        self.term.quiet()


def bench_table(folder: Path, runs: int = 9) -> list[str]:
    """Enter, save, the history panel and undo with 10, 1,000 and 10,000 hands."""
    data = folder / "data"
    sizes = (10, 1000, 10_000)
    tables = {}
    for n in sizes:
        pulka = pulka_of(3, n)
        path = write(folder / f"table-{n}.json", pulka)
        tables[n] = Table(path, data, pulka)
    try:
        for _ in range(runs):
            for n in sizes:
                tables[n].hand()
        history = {n: tables[n].show_history() for n in sizes}
        for _ in range(runs):
            for n in sizes:
                tables[n].undo_hand()
        peak = tables[10_000].term.memory()
    finally:
        for table in tables.values():
            table.term.close()
    med = {n: {k: statistics.median(getattr(t, k)) for k in ("enter", "saved", "undo",
                                                                 "sizes", "frames")}
           for n, t in tables.items()}

    def e(key: str, n: int) -> float:
        return med[n][key] * 1000

    r1 = med[1000]["enter"] / med[10]["enter"]
    r2 = med[10_000]["enter"] / med[10]["enter"]
    rs = med[10_000]["saved"] / med[10]["saved"]
    ru1 = med[1000]["undo"] / med[10]["undo"]
    ru2 = med[10_000]["undo"] / med[10]["undo"]
    h_time, h_mem = history[10_000]
    return [
        row("Enter → redrawn sheet, 1,000 vs 10 hands",
            f"{e('enter', 1000):.1f} / {e('enter', 10):.1f} ms = {r1:.2f}x", r1 <= 1.2,
            "<= 1.2x"),
        row("… 10,000 vs 10 hands", f"{e('enter', 10_000):.1f} ms = {r2:.2f}x", r2 <= 1.5,
            "<= 1.5x"),
        row("Enter → file saved, 10,000 hands",
            f"{e('saved', 10_000):.1f} ms ({e('saved', 10):.1f} ms at 10) = {rs:.2f}x",
            rs <= 2, "<= 2x the 10-hand figure"),
        row("undo with the history panel shown, 1,000 / 10,000 hands",
            f"{e('undo', 1000):.1f} / {e('undo', 10_000):.1f} ms ({e('undo', 10):.1f} ms at"
            f" 10) = {ru1:.2f}x / {ru2:.2f}x", max(ru1, ru2) <= 1.5,
            "<= 1.5x the 10-hand figure"),
        row("show the history (h), 10,000 hands",
            f"{h_time * 1000:.0f} ms ({history[10][0] * 1000:.0f} ms at 10), resident "
            f"memory {h_mem / 1024:+.1f} MiB", h_time < 0.1 and h_mem < 2048,
            "< 100 ms, memory flat (< 2 MiB)"),
        f"      a hand entry writes {med[10_000]['sizes'] / 1024:.1f} KB to the terminal in "
        f"{med[10_000]['frames']:.0f} frames (10,000 hands); the app's peak after the "
        f"session {peak / 1024:.1f} MiB",
    ]


def long_pulka(folder: Path, hands: int) -> Path:
    """The generated 4-player pulka of ``hands`` hands that ``replay`` and ``settle`` time,
    written once per run (``settle`` alone writes its own)."""
    path = folder / f"replay-{hands}.json"
    return path if path.exists() else write(path, pulka_of(4, hands, seed=17))


def bench_replay(folder: Path, runs: int = 7) -> list[str]:
    """``replay`` to its drawn screen, and one step, at 10,000 and 100,000 hands."""
    data = folder / "data"
    draw, step = {}, {}
    for n in (10_000, 100_000):
        path = long_pulka(folder, n)
        times, steps = [], []
        for run in range(3):
            with Terminal([sys.executable, "-m", "preferans_tui", "replay", str(path),
                           "--lang", "en"], env(data)) as term:
                end, after = term.wait(b"Before the first deal", loose=True)
                times.append(end - term.start)
                if run:
                    continue
                term.quiet()
                for k in range(1, runs + 1):
                    t0 = term.press("right")
                    end, after = term.wait(f"After deal {k} of {n}".encode(), after)
                    steps.append(end - t0)
                    term.quiet(0.2)
        draw[n], step[n] = statistics.median(times), statistics.median(steps)
    return [
        row("replay to its drawn screen, 10k / 100k hands",
            f"{draw[10_000]:.2f} / {draw[100_000]:.2f} s",
            draw[10_000] < 1 and draw[100_000] < 5, "< 1 s / < 5 s"),
        row("one replay step, 10k / 100k hands",
            f"{step[10_000] * 1000:.1f} / {step[100_000] * 1000:.1f} ms",
            max(step.values()) < 0.03, "< 30 ms at any length"),
    ]


def wall(argv: list[str], environ: dict[str, str]) -> float:
    t = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=environ)
    return time.perf_counter() - t


def median_of(fn: Callable[[], float], runs: int) -> float:
    fn()  # bytecode caches, the file in the page cache
    return statistics.median(fn() for _ in range(runs))


def bench_settle(folder: Path) -> list[str]:
    """``settle`` of 10,000 and 100,000 hands, the whole command (Python's start too)."""
    environ = env(folder / "data")
    out = {}
    for n in (10_000, 100_000):
        path = long_pulka(folder, n)
        argv = [sys.executable, "-m", "preferans_tui", "settle", str(path)]
        out[n] = median_of(lambda argv=argv: wall(argv, environ), 5 if n < 100_000 else 3)
    ratio = out[100_000] / out[10_000]
    return [row("settle CLI wall time, 10k / 100k hands",
                f"{out[10_000]:.2f} / {out[100_000]:.2f} s, {ratio:.1f}x for 10x the hands",
                out[10_000] < 0.5 and out[100_000] < 3 and ratio <= 10,
                "< 0.5 s / < 3 s, linear (<= 10x)")]


def bench_start(folder: Path, runs: int = 9) -> list[str]:
    """Cold start to the drawn sheet (100 hands) and the app's peak memory with 10,000
    hands, each against the baseline app, interleaved."""
    data = folder / "data"
    small = write(folder / "start-100.json", pulka_of(3, 100))
    big = write(folder / "memory-10000.json", pulka_of(4, 10_000, seed=13))
    base_argv = [sys.executable, "-c", BASELINE_APP]
    t_base, t_app, m_base, m_app = [], [], [], []
    for run in range(runs + 1):
        with Terminal(base_argv, env(data)) as term:
            end, _ = term.wait(b"pulya ready", loose=True)
            t_base.append(end - term.start)
            term.quiet(0.3)
            m_base.append(term.memory())
        with app(small, data) as term:
            end, _ = term.wait(b"pulya", loose=True)
            t_app.append(end - term.start)
        if run < 3:
            with app(big, data) as term:
                term.wait(b"pulya", loose=True)
                term.quiet(0.5)
                m_app.append(term.memory())
    b, a = statistics.median(t_base[1:]), statistics.median(t_app[1:])
    mb, ma = statistics.median(m_base), statistics.median(m_app)
    return [
        row("cold start to the drawn sheet (100 hands) vs a one-label Textual app that "
            "imports pydantic and builds one model",
            f"{a * 1000:.0f} vs {b * 1000:.0f} ms = {a / b:.2f}x", a / b <= 1.25, "<= 1.25x"),
        row("app peak memory, 10,000 hands, vs the same baseline",
            f"{ma / 1024:.1f} vs {mb / 1024:.1f} MiB = {ma / mb:.2f}x", ma / mb <= 1.6,
            "<= 1.6x"),
    ]


BENCHES = {"table": bench_table, "replay": bench_replay, "settle": bench_settle,
           "start": bench_start}


def compiled() -> str:
    """Compile the package's byte code, as ``pip install`` does (an editable install
    compiles each module on its first import, and not at all where
    ``PYTHONDONTWRITEBYTECODE`` is set: ~0.1 s of every start here); say so."""
    package = Path(__file__).resolve().parent.parent / "preferans_tui"
    compileall.compile_dir(package, quiet=1)
    return f"# byte code compiled first (python -m compileall {package.name}), as pip installs it"


def lines(names: list[str] | None = None) -> Iterator[str]:
    """Every benchmark of the issue's table (or those ``names``: ``table``, ``replay``,
    ``settle``, ``start``), each line as soon as it is measured."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        yield compiled()
        yield "# issue 16 (100x30 pty, medians):"
        for name in names or BENCHES:
            yield from BENCHES[name](folder)


def main(names: list[str] | None = None) -> None:
    for line in lines(names):
        print(line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
