"""Benchmarks of the app: cold start to the first frame, and appending a hand (issue 6, 1–2).

Cold start runs the real command under a pseudo-terminal (100×30) and stops the clock
when the screen shows the sheet; the baseline is a minimal Textual app with one label,
started the same way. Appending runs the app headless (``App.run_test``) and times
``record_hand`` (check, score, save) plus the redraw, with 1,000 and with 10 hands played.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import pty
import random
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

from generate import generate, random_hand, write

from preferans_tui.rules import Pulka, PulkaError

MINIMAL_APP = """
from textual.app import App
from textual.widgets import Label
class Minimal(App):
    def compose(self):
        yield Label("pulya ready")
Minimal().run()
"""


def time_to_text(argv: list[str], marker: bytes, env: dict[str, str]) -> float:
    """Seconds from spawning ``argv`` on a 100×30 pty until ``marker`` appears on screen."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                            start_new_session=True)
    os.close(slave)
    seen = b""
    try:
        while marker not in seen:
            ready, _, _ = select.select([master], [], [], 20)
            if not ready:
                raise RuntimeError(f"no {marker!r} within 20 s from {argv}")
            seen = seen[-4096:] + os.read(master, 65536)
        return time.perf_counter() - start
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        os.close(master)


def bench_start(folder: Path, runs: int = 9) -> list[str]:
    """Cold start of `preferans-tui FILE` (100 hands) against a one-label Textual app.

    Two figures for the app: its first frame (the opening screen naming the file, drawn
    before pydantic, the rules core and the file are loaded) and the drawn sheet (the
    grid with every figure). Each command runs once first, unmeasured, so that Python's
    bytecode caches are written as on any machine after the first start.
    """
    path = write(folder / "start-100.json", generate("sochi", 3, 100, seed=3))
    env = {**os.environ, "TERM": "xterm-256color", "PREFERANS_TUI_DATA": str(folder / "data")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    app = [sys.executable, "-m", "preferans_tui", str(path)]
    base = [sys.executable, "-c", MINIMAL_APP]
    lock = folder / f".{path.name}.lock"
    t_base, t_frame, t_sheet = [], [], []
    for run in range(runs + 1):
        times = (time_to_text(base, b"pulya ready", env),
                 time_to_text(app, path.name.encode(), env))
        lock.unlink(missing_ok=True)
        sheet = time_to_text(app, b"pulya", env)  # the grid's word: on the sheet only
        lock.unlink(missing_ok=True)
        if run:
            t_base.append(times[0])
            t_frame.append(times[1])
            t_sheet.append(sheet)
    b, f, s = (statistics.median(t) for t in (t_base, t_frame, t_sheet))
    return [f"cold start, 100-hand pulka, first frame {f * 1000:6.0f} ms; minimal Textual "
            f"app {b * 1000:6.0f} ms; ratio {f / b:4.2f}x (target <= 1.5x)",
            f"cold start, 100-hand pulka, drawn sheet {s * 1000:6.0f} ms; ratio {s / b:4.2f}x "
            f"(no target: pydantic, the rules core and the file load after the first frame)"]


def next_valid_hand(pulka: Pulka, rng: random.Random) -> dict:
    """A random hand that the core accepts as the next one."""
    while True:
        hand = random_hand(rng, pulka)
        try:
            pulka.preview(hand)
            return hand
        except PulkaError:
            continue


async def until_opened(pilot) -> None:
    """Pause until the app has read its pulka (it does so after its first frame)."""
    while not pilot.app.opened:
        await pilot.pause()
    await pilot.pause()


async def _append_times(path: Path, data: Path, appends: int) -> list[float]:
    from preferans_tui.ui.app import PreferansApp

    app = PreferansApp(pulka_path=path, data_dir=data)
    rng = random.Random(5)
    times = []
    async with app.run_test(size=(100, 30)) as pilot:
        await until_opened(pilot)
        for _ in range(appends):
            assert app.pulka is not None
            hand = next_valid_hand(app.pulka, rng)
            t = time.perf_counter()
            app.record_hand(hand)
            await pilot.pause()
            times.append(time.perf_counter() - t)
    return times


def bench_append(folder: Path, appends: int = 30) -> list[str]:
    """Append a hand and redraw, with 1,000 hands played against 10."""
    out = {}
    for n in (10, 1000):
        path = write(folder / f"append-{n}.json", generate("sochi", 4, n, seed=11))
        out[n] = statistics.median(asyncio.run(_append_times(path, folder / "data", appends)))
    return [f"append + redraw: 1,000 hands {out[1000] * 1000:6.1f} ms, 10 hands "
            f"{out[10] * 1000:6.1f} ms; ratio {out[1000] / out[10]:4.2f}x (target <= 1.5x)"]


PEAK = ("print(next(line.split()[1] for line in open('/proc/self/status') "
        "if line.startswith('VmHWM')))")
"""Print the process's own peak resident memory in KiB (ru_maxrss would include the
parent's peak, which it inherits across fork and exec)."""


def bench_memory(folder: Path) -> list[str]:
    """Peak resident memory of the app holding a 10,000-hand pulka (headless, one frame)."""
    path = write(folder / "memory-10000.json", generate("sochi", 4, 10_000, seed=13))
    code = (
        "import asyncio\n"
        "from pathlib import Path\n"
        "from preferans_tui.ui.app import PreferansApp\n"
        "async def main():\n"
        f"    app = PreferansApp(pulka_path=Path({str(path)!r}), data_dir=Path({str(folder)!r}))\n"
        "    async with app.run_test(size=(100, 30)) as pilot:\n"
        "        while not app.opened:\n"
        "            await pilot.pause()\n"
        "        await pilot.pause()\n"
        "asyncio.run(main())\n"
        f"{PEAK}\n"
    )
    base = f"import textual.app\n{PEAK}"
    kb = int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True).stdout.split()[-1])
    kb0 = int(subprocess.run([sys.executable, "-c", base], capture_output=True, text=True,
                             check=True).stdout.split()[-1])
    return [f"peak memory, app with a 10,000-hand pulka: {kb / 1024:5.1f} MiB "
            f"(Python + textual imported: {kb0 / 1024:5.1f} MiB)"]


def main() -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        return bench_start(folder) + bench_append(folder) + bench_memory(folder)


if __name__ == "__main__":
    print("\n".join(main()))
