"""Running ``preferans-tui stats`` in a test: the exit code and what it printed."""

from __future__ import annotations

from preferans_tui.__main__ import main


def run(capsys, *argv) -> tuple[int, str, str]:
    """``stats ARGV…`` in this process: (exit code, standard output, standard error)."""
    code = main(["stats", *map(str, argv)])
    out = capsys.readouterr()
    return code, out.out, out.err
