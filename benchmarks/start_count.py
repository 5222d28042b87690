"""Issue 16's cold start counted in instructions instead of timed (run by hand).

The cold-start row of ``make bench`` is a ratio of two wall-clock medians, and on a
virtual machine whose speed moves by a quarter from minute to minute it moves by ±0.1.
Counting the instructions each start executes under ``valgrind --tool=cachegrind``
repeats to 0.1 %, so it tells whether a change to start-up helps. Three commands, each
under a 100×30 pseudo-terminal and stopped once the frame that shows it is rendered:

- the issue's baseline (a one-label Textual app that imports pydantic and builds one
  model, ``flat.BASELINE_APP``);
- ``preferans-tui FILE`` with a 100-hand pulka, to its drawn sheet;
- the same with a one-label screen in place of the sheet: the opening screen and
  reading the pulka, nothing of the sheet drawn.

``python benchmarks/start_count.py`` (needs ``valgrind``; ~1 min; ``make bench`` runs it
too where valgrind is installed). Instructions are not
time (imports run at a lower rate than the rules core), so the wall-clock row stays the
goal; this is the measure to compare two versions of the code by.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from flat import BASELINE_APP, compiled, env, pulka_of
from generate import write
from pty_term import PATIENCE, Terminal

STOPPED = 97
"""The exit code of a command stopped at its frame: any other means it never got there."""

STOP_AT_FRAME = """
import os, textual.app
_display = textual.app.App._display
def _stop(self, screen, update):
    _display(self, screen, update)
    if type(screen).__name__ in {names!r}:
        os._exit({code})
textual.app.App._display = _stop
"""
"""Ends the process, with exit code ``code``, once a frame of one of ``names`` (screen
class names) is rendered and handed to Textual's writer thread (the writing itself is
not counted)."""


def stop_at(*names: str) -> str:
    """:data:`STOP_AT_FRAME` for the screens ``names``, exiting with :data:`STOPPED`."""
    return STOP_AT_FRAME.format(names=list(names), code=STOPPED)

APP = """
import sys
from textual.widgets import LoadingIndicator
sys.argv = ["preferans-tui", *sys.argv[1:]]
LoadingIndicator._on_mount = lambda self, event: None
{stop}
if {floor!r}:
    from textual.screen import Screen
    from textual.widgets import Label
    from preferans_tui.ui import app

    class Floor(Screen):
        def compose(self):
            yield Label("pulya")

    app.PreferansApp.show_sheet = lambda self: self.switch_screen(Floor())
from preferans_tui.__main__ import main
main()
"""
"""``preferans-tui FILE`` (or, ``floor``, with a one-label screen for the sheet), its
opening screen's loading indicator kept still: under valgrind the file is read some
fifty times slower, and the indicator would be redrawn fifty times as often as in a real
start (~6 frames there), ~200 M instructions no start runs."""


def instructions(argv: list[str], data: Path) -> int:
    """Instructions ``argv`` executes under cachegrind until it stops at its frame.

    Raises:
        RuntimeError: it ended otherwise (a start that failed, no frame of the screen
            named), took longer than ``pty_term.PATIENCE``, or valgrind gave no count.
    """
    with tempfile.NamedTemporaryFile(suffix=".log") as log:
        command = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
                   "--cachegrind-out-file=/dev/null", f"--log-file={log.name}", *argv]
        with Terminal(command, env(data)) as term:
            end = time.monotonic() + PATIENCE
            while term.proc.poll() is None and time.monotonic() < end:
                try:
                    term.pump(0.2)
                except RuntimeError:  # the terminal closed: the command ended
                    break
            try:
                code = term.proc.wait(timeout=max(0.0, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                raise RuntimeError(f"no frame within {PATIENCE:.0f} s: {argv[:2]}") from None
        found = re.search(r"I\s+refs:\s+([\d,]+)", Path(log.name).read_text())
    if code != STOPPED:
        raise RuntimeError(f"ended with {code} before its frame: {argv[:2]}")
    if found is None:
        raise RuntimeError(f"valgrind gave no instruction count: {argv[:2]}")
    return int(found.group(1).replace(",", ""))


def lines() -> Iterator[str]:
    """The three counts and their ratios to the baseline; one line saying why not, where
    valgrind is not installed."""
    if shutil.which("valgrind") is None:
        yield "# cold start counted: skipped (valgrind is not installed)"
        return
    yield compiled()  # else the first start counts compiling the package (~400 M more)
    try:
        yield from _counted()
    except RuntimeError as exc:  # make bench goes on to its summary
        yield f"# cold start counted: failed ({exc})"


def _counted() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        data = folder / "data"
        small = write(folder / "start-100.json", pulka_of(3, 100))
        python = sys.executable
        base = instructions([python, "-c", stop_at("Screen")
                             + BASELINE_APP], data)
        sheet = APP.format(stop=stop_at("SheetScreen"), floor=False)
        floor = APP.format(stop=stop_at("Floor"), floor=True)
        app = instructions([python, "-c", sheet, str(small), "--data-dir", str(data)], data)
        low = instructions([python, "-c", floor, str(small), "--data-dir", str(data)], data)
    yield "# issue 16, cold start counted (valgrind --tool=cachegrind, 100x30 pty):"
    yield f"baseline app to its frame      {base / 1e6:8.1f} M instructions"
    yield f"preferans-tui to its sheet     {app / 1e6:8.1f} M = {app / base:.3f}x"
    yield (f"... a one-label screen instead {low / 1e6:8.1f} M = {low / base:.3f}x "
           "(the file read, no sheet drawn)")


def main() -> None:
    for line in lines():
        print(line, flush=True)


if __name__ == "__main__":
    main()
