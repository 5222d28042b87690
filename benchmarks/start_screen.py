"""Issue 31.5: how fast the start screen answers (run by hand, never in CI).

Three figures, the real app under a 100×30 pseudo-terminal (:mod:`pty_term`), medians:

- ``Ctrl+O`` on the sheet of a 100-hand pulka → the end of the first frame of the start
  screen (it took 1.4–3.0 s; goal under 0.3 s);
- ``Ctrl+O`` and ``F2`` typed together → the start screen in Russian (the F2 arrived
  3–5 s later);
- with the rules editor open, ``Tab`` ×50 typed at once, then ``F2`` → the frame in
  Russian, less the same ``F2`` alone: what one ``Tab`` costs (it queued for seconds).

Between two runs ``Ctrl+O Enter`` on the start screen opens the pulka again (the recent
pulkas: it is the first). ``python benchmarks/start_screen.py [runs]``.

On a virtual machine whose speed moves from minute to minute those times move by half;
``python benchmarks/start_screen.py count`` (needs ``valgrind``, some minutes) counts
instructions instead, which repeat to ~1 %: the app headless (``App.run_test``) with
and without ``Ctrl+O`` from the sheet, and with the editor open, with 50 and without
``Tab`` (the differences are what the keys cost).
"""

from __future__ import annotations

import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from flat import app, compiled, env, pulka_of
from generate import write
from pty_term import Terminal

CTRL_O, F2, TAB = "\x0f", "\x1bOQ", "\t"
SHEET = b"deal 101"
"""On the sheet of the 100-hand pulka: the next deal."""
START_EN, START_RU = b"Recent pulkas", "Недавние пульки".encode()
"""The right column's title, which the editor's scrolling never moves."""
EDITOR = b"appear with four players"
"""The first line of the open rules editor (at 3 players)."""
TO_EDITOR = 8
"""Tabs from the first field (four players) to the editor's title: the three names, the
variant, the target, the stake, the title."""


def _frame(term: Terminal, marker: bytes, t0: float) -> float:
    end, _ = term.wait(marker, len(term.frames))
    return end - t0


def ctrl_o(term: Terminal, then_f2: bool) -> float:
    """Seconds from ``Ctrl+O`` (and ``F2``) to the start screen drawn; back to the sheet."""
    first = len(term.frames)
    t0 = term.press(CTRL_O, *([F2] if then_f2 else []))
    end, _ = term.wait(START_RU if then_f2 else START_EN, first)
    term.quiet()
    if then_f2:
        term.press(F2)
        term.wait(START_EN, first)
        term.quiet()
    term.press(CTRL_O, "enter")
    term.wait(SHEET, first)
    term.quiet()
    return end - t0


def tabs(term: Terminal, count: int = 50) -> tuple[float, float]:
    """On the start screen with the editor open: seconds from ``F2`` alone, and from
    ``count`` Tabs and ``F2``, to the frame in Russian (each followed by F2 back)."""
    out = []
    for keys in ([F2], [TAB] * count + [F2]):
        first = len(term.frames)
        t0 = term.press(*keys)
        end, _ = term.wait(START_RU, first)
        out.append(end - t0)
        term.quiet()
        term.press(F2)
        term.wait(START_EN, first)
        term.quiet()
    return out[0], out[1]


def lines(runs: int = 5) -> list[str]:
    """The three medians of ``runs`` runs."""
    out = [compiled()]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = write(folder / "p100.json", pulka_of(3, 100))
        with app(path, folder / "data") as term:
            term.wait(SHEET, loose=True)
            term.quiet()
            plain = [ctrl_o(term, False) for _ in range(runs)]
            with_f2 = [ctrl_o(term, True) for _ in range(runs)]
            term.press(CTRL_O)
            term.wait(START_EN, len(term.frames))
            term.quiet()
            term.press(*[TAB] * TO_EDITOR, "enter")  # from the first field, as it opens
            term.wait(EDITOR, len(term.frames))
            term.quiet()
            walks = [tabs(term) for _ in range(runs)]
    per_tab = statistics.median((many - alone) / 50 for alone, many in walks)
    out += ["# issue 31.5, the start screen (100x30 pty, medians of "
            f"{runs}; goal < 300 ms each):",
            f"Ctrl+O on the sheet -> start screen drawn   {statistics.median(plain) * 1e3:6.0f} ms",
            f"Ctrl+O F2 -> start screen in Russian         "
            f"{statistics.median(with_f2) * 1e3:6.0f} ms",
            f"rules editor open: Tab x50 then F2           "
            f"{statistics.median(m for _, m in walks) * 1e3:6.0f} ms "
            f"(F2 alone {statistics.median(a for a, _ in walks) * 1e3:.0f} ms: "
            f"{per_tab * 1e3:.1f} ms a Tab)"]
    return out


HEADLESS = """
import asyncio, os, sys
from pathlib import Path
from textual import events
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.key_order import _busy
from preferans_tui.ui.screens.start import StartScreen

async def quiet(pilot):
    # every key typed is done with, and no node of the app has anything queued
    app, idle = pilot.app, 0
    while idle < 3:
        await pilot.pause()
        order = app.key_order
        busy = (order.held or order.busy or order.passing or app.message_queue_size
                or any(map(_busy, app.screen.walk_children(with_self=True))))
        idle = 0 if busy else idle + 1

async def main(path, data, keys, tabs):
    app = PreferansApp(Path(path) if path else None, Path(data))
    async with app.run_test(size=(100, 30)) as pilot:
        while not (app.opened and app.screen.is_mounted):
            await pilot.pause()
        await quiet(pilot)
        if keys == "ctrl+o":
            app.post_message(events.Key("ctrl+o", None))
            while not isinstance(app.screen, StartScreen):
                await pilot.pause()
            await quiet(pilot)
        if keys == "tab":
            app.screen.query_one("#options-box").collapsed = False
            await quiet(pilot)
            for _ in range(tabs):
                app.post_message(events.Key("tab", "\\t"))
            await quiet(pilot)
    os._exit(0)

asyncio.run(main(*sys.argv[1:4], int(sys.argv[4])))
"""
"""The app headless: open ``path`` (or the start screen), then ``ctrl+o`` from its sheet,
or ``tab`` ×``tabs`` in the open rules editor, or nothing (``-``), and exit once quiet."""


def counted(path: str, keys: str, tabs: int, data: Path) -> int:
    """Instructions :data:`HEADLESS` executes under cachegrind (``path`` empty: no file)."""
    with tempfile.NamedTemporaryFile(suffix=".log") as log:
        subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                        "--cachegrind-out-file=/dev/null", f"--log-file={log.name}",
                        sys.executable, "-c", HEADLESS, path, str(data), keys, str(tabs)],
                       env=env(data), check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        found = re.search(r"I\s+refs:\s+([\d,]+)", Path(log.name).read_text())
    if found is None:
        raise RuntimeError(f"valgrind gave no instruction count: {keys} {tabs}")
    return int(found.group(1).replace(",", ""))


def count_lines() -> list[str]:
    """Ctrl+O and one Tab in millions of instructions (the differences of two runs)."""
    out = [compiled()]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = str(write(folder / "p100.json", pulka_of(3, 100)))
        runs = {name: counted(*args, folder / f"data-{name}") for name, args in (
            ("sheet", (path, "-", 0)), ("ctrl+o", (path, "ctrl+o", 0)),
            ("open", ("", "tab", 0)), ("tabs", ("", "tab", 50)))}
    ctrl_o = runs["ctrl+o"] - runs["sheet"]
    tab = (runs["tabs"] - runs["open"]) / 50
    return [*out, "# issue 31.5, the start screen counted (valgrind --tool=cachegrind, "
            "headless 100x30):",
            f"Ctrl+O on the sheet -> start screen quiet   {ctrl_o / 1e6:8.1f} M instructions",
            f"one Tab in the open rules editor            {tab / 1e6:8.1f} M instructions "
            "(of 50 typed at once)"]


def main() -> None:
    if sys.argv[1:2] == ["count"]:
        print("\n".join(count_lines()), flush=True)
        return
    for line in lines(int(sys.argv[1]) if len(sys.argv) > 1 else 5):
        print(line, flush=True)


if __name__ == "__main__":
    main()
