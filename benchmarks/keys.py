"""How fast F1 (help) and F2 (English / Russian) answer, on the start screen and on the
sheet (issue 12.16: under 150 ms; they took 0.7-1.3 s on the start screen).

The real app runs under a 100×30 pseudo-terminal; the clock runs from writing the key
to the first output that shows its answer (the help's title, the other language's
words), with the app quiet before each key.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

from generate import generate, write

ANSI = re.compile(rb"\x1b\[[0-9;?<>]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]"
                  rb"|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")
F1, F2, ESC = b"\x1bOP", b"\x1bOQ", b"\x1b"


def key_times(args: list[str], data: Path, steps: list[tuple[bytes, bytes]],
              ready: bytes) -> list[float]:
    """Seconds from each key of ``steps`` to its marker on the screen."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    env = {**os.environ, "TERM": "xterm-256color", "LANG": "en_US.UTF-8",
           "LC_ALL": "en_US.UTF-8", "PREFERANS_TUI_DATA": str(data)}
    proc = subprocess.Popen([sys.executable, "-m", "preferans_tui", *args, "--data-dir",
                             str(data)], stdin=slave, stdout=slave, stderr=slave, env=env,
                            start_new_session=True)
    os.close(slave)

    def wait(marker: bytes) -> None:
        seen = b""
        while marker not in ANSI.sub(b"", seen):
            ready_fds, _, _ = select.select([master], [], [], 20)
            if not ready_fds:
                raise RuntimeError(f"no {marker!r} within 20 s")
            seen = seen[-65536:] + os.read(master, 65536)

    times = []
    try:
        wait(ready)
        time.sleep(1.0)  # the app has gone quiet
        for key, marker in steps:
            start = time.perf_counter()
            os.write(master, key)
            wait(marker)
            times.append(time.perf_counter() - start)
            time.sleep(0.5)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        os.close(master)
    return times


def bench_keys(folder: Path, runs: int = 5) -> list[str]:
    """F1 and F2, on the start screen and on the sheet of a 100-hand pulka (medians)."""
    pulka = write(folder / "keys-100.json", generate("sochi", 3, 100, seed=3))
    screens = {"start screen": ([], b"New pulka", "Новая пулька".encode()),
               "sheet": ([str(pulka)], b"deal", "сдача".encode())}
    out = []
    for name, (args, english, russian) in screens.items():
        plan = [(F1, b"Esc closes"), (ESC, english), (F2, russian), (F2, english)]
        samples = [key_times(args, folder / f"data-{name}-{run}", plan, english)
                   for run in range(runs)]
        f1 = statistics.median(s[0] for s in samples)
        f2 = statistics.median(t for s in samples for t in s[2:])
        out.append(f"{name}: F1 (help) {f1 * 1000:5.0f} ms, F2 (language) {f2 * 1000:5.0f} ms"
                   f" (target < 150 ms)")
    return out


def main() -> list[str]:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        return bench_keys(Path(folder))


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(__file__))
    print("\n".join(main()))
