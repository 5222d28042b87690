"""Lines the command line prints: every one through :func:`say`, so that a name, a key or
a file name from a file never reaches the terminal raw (:mod:`preferans_tui.untrusted`).

Used by the commands (:mod:`preferans_tui.cli`) and by the apps that print on exit
(``run_app``, ``run_replay``).
"""

from __future__ import annotations

import sys
from typing import TextIO

from ..untrusted import visible, visible_path


def say(text: str, file: TextIO | None = None) -> None:
    """Print one message (newlines kept) with every hidden character shown as an escape."""
    print(visible(text, keep_newlines=True), file=file or sys.stdout)


def tell_problems(source: str, problems: list[str], file: TextIO | None = None,
                  tally: str | None = None) -> None:
    """``preferans-tui: FILE: 2 problems`` and each problem indented, for a file that
    cannot be used (the app, ``settle`` and ``replay`` alike): the problems as given (in
    the interface language: :func:`preferans_tui.texts.said`), ``tally`` the
    count in words (default: English)."""
    count = len(problems)
    tally = tally or f"{count} problem{'' if count == 1 else 's'}"
    say(f"preferans-tui: {visible_path(source)}: {tally}", file)
    for problem in problems:
        say(f"  {problem}", file)
