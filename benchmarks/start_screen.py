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
``python benchmarks/start_screen.py count`` counts the work instead, which does not
move: the app headless (``App.run_test``, in a process of its own), the widgets styled
(Textual's ``Stylesheet.apply``), the screen's layouts and the frames rendered, and the
processor seconds, for ``Ctrl+O`` from the sheet to the start screen quiet, and for
one ``Tab`` of 10 typed at once in the open rules editor (each less the same run
without the keys). Instructions under valgrind were tried and left: slowed fifty
times, the app redraws on its clock far more often than at the table, and the count
moved by a tenth. To count another version: ``PYTHONPATH=its/checkout`` (the command
runs outside this checkout, so that its code is the one imported).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from flat import app, compiled, env, pulka_of
from generate import write
from pty_term import PATIENCE, Terminal

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
from textual.widgets import Input, LoadingIndicator
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.key_order import _busy
from preferans_tui.ui.screens.start import StartScreen

import json, time
from textual._compositor import Compositor
from textual.css.stylesheet import Stylesheet
from textual.screen import Screen

# no clock-driven work, which would count the seconds, not the keys: the opening
# screen's indicator kept still, no blinking cursor
LoadingIndicator._on_mount = lambda self, event: None
_made = Input.__init__
def _still(self, *args, **kwargs):
    _made(self, *args, **kwargs)
    self.cursor_blink = False
Input.__init__ = _still

COUNTS = {"styled": 0, "layouts": 0, "frames": 0, "cpu": 0.0}
COUNTING = [False]
def _counting(cls, name, key):
    done = getattr(cls, name)
    def counted(*args, **kwargs):
        if COUNTING[0]:
            COUNTS[key] += 1
        return done(*args, **kwargs)
    setattr(cls, name, counted)
_counting(Stylesheet, "apply", "styled")
_counting(Screen, "_refresh_layout", "layouts")
_counting(Compositor, "render_update", "frames")

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
        COUNTING[0] = True
        cpu = time.process_time()
        if keys == "ctrl+o":
            app.post_message(events.Key("ctrl+o", None))
            while not isinstance(app.screen, StartScreen):
                await pilot.pause()
            await quiet(pilot)
        if keys == "tab":
            COUNTING[0] = False
            app.screen.query_one("#options-box").collapsed = False
            await quiet(pilot)
            COUNTING[0] = True
            cpu = time.process_time()
            for _ in range(tabs):
                app.post_message(events.Key("tab", "\\t"))
        await quiet(pilot)
        COUNTS["cpu"] = time.process_time() - cpu
    print(json.dumps(COUNTS), flush=True)
    os._exit(0)

asyncio.run(main(*sys.argv[1:4], int(sys.argv[4])))
"""
"""The app headless: open ``path`` (or the start screen), then ``ctrl+o`` from its sheet,
or ``tab`` ×``tabs`` in the open rules editor, or nothing (``-``), and exit once quiet."""


TABS_COUNTED = 10
"""Tabs typed at once in the counted run."""
KINDS = ("styled", "layouts", "frames", "cpu")


def counted(path: str, keys: str, tabs: int, data: Path) -> dict[str, float]:
    """What :data:`HEADLESS` counted (``path`` empty: no file, the start screen)."""
    done = subprocess.run([sys.executable, "-c", HEADLESS, path, str(data), keys, str(tabs)],
                          env=env(data), check=True, capture_output=True, text=True,
                          cwd=data.parent, timeout=PATIENCE)
    return json.loads(done.stdout.strip().splitlines()[-1])


def count_lines(runs: int = 5) -> list[str]:
    """Ctrl+O and one Tab: widgets styled, layouts, frames (the same in every run) and
    processor milliseconds (the median of ``runs``), each less the run without keys."""
    out = [compiled()]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = str(write(folder / "p100.json", pulka_of(3, 100)))
        plans = {"sheet": (path, "-", 0), "ctrl+o": (path, "ctrl+o", 0),
                 "open": ("", "tab", 0), "tabs": ("", "tab", TABS_COUNTED)}
        got = {name: [counted(*plan, folder / f"data-{name}-{run}") for run in range(runs)]
               for name, plan in plans.items()}

    def cost(keys: str, alone: str, per: int) -> str:
        figures = []
        for kind in KINDS:
            more = statistics.median(r[kind] for r in got[keys])
            less = statistics.median(r[kind] for r in got[alone])
            figures.append((more - less) / per)
        styled, layouts, frames, cpu = figures
        return (f"{styled:6.0f} widgets styled, {layouts:4.1f} layouts, {frames:4.1f} frames, "
                f"{cpu * 1e3:5.0f} ms processor")

    return [*out, "# issue 31.5, the start screen's work counted (headless 100x30; "
            f"processor time the median of {runs}):",
            f"Ctrl+O on the sheet -> start screen  {cost('ctrl+o', 'sheet', 1)}",
            f"one Tab in the open rules editor     {cost('tabs', 'open', TABS_COUNTED)}"]


def main() -> None:
    if sys.argv[1:2] == ["count"]:
        print("\n".join(count_lines()), flush=True)
        return
    for line in lines(int(sys.argv[1]) if len(sys.argv) > 1 else 5):
        print(line, flush=True)


if __name__ == "__main__":
    main()
