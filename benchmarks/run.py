"""Run every benchmark and print the figures (``make bench``; by hand, never in CI).

Issue 6: cold start against a one-label Textual app, appending a hand with 1,000
hands against 10, settling 10,000 hands against 1,000, save and load of 1,000 hands,
and the app's peak memory with 10,000 hands; issue 12: how fast F1 and F2 answer.
Issue 15: ``stats`` over 1,000 pulkas, cold and warm. Issue 27: the club database
(:mod:`club`). Issue 16: every row of its table
(:mod:`flat`), each with its goal and PASS / FAIL, and its cold start counted in
instructions (:mod:`start_count`, where valgrind is installed). All measured in one run
on one machine; the PASS / FAIL rows are repeated together at the end.
"""

from __future__ import annotations

import os
import platform
import sys

sys.path.insert(0, os.path.dirname(__file__))

import club  # noqa: E402
import core  # noqa: E402
import flat  # noqa: E402
import keys  # noqa: E402
import ledger  # noqa: E402
import start_count  # noqa: E402
import ui  # noqa: E402


def main() -> None:
    print(f"# {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores, {platform.machine()}")
    for bench in (ui.main, keys.main, core.main, ledger.main, club.main, flat.lines,
                  start_count.lines):
        for line in bench():
            print(line, flush=True)
    print(f"# every goal, one run (load average {os.getloadavg()[0]:.1f} at the end):")
    for line in flat.ROWS:
        print(line, flush=True)


if __name__ == "__main__":
    main()
