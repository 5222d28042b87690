"""A reader that goes away (``club players | head -1``) ends every command quietly:
exit code 1, nothing on standard error — never a BrokenPipeError traceback (a tester's
finding: ``event standings R … | head -1`` and ``club players | head -1`` printed one
sometimes). :func:`preferans_tui.__main__.main` handles it once, for every command.

The reader is gone before the command writes: its standard output is a pipe whose
reading end is closed, so the first write fails (EPIPE) every time, not sometimes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SAVES

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs POSIX pipes")


def _to_a_closed_reader(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run([sys.executable, "-m", "preferans_tui", *args], stdout=write,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
                              timeout=120, env=env, cwd=ROOT)
    finally:
        os.close(write)


def test_every_command_ends_quietly_when_its_reader_is_gone(tmp_path):
    env = {**os.environ, "PREFERANS_TUI_DATA": str(tmp_path / "data"), "LANG": "C.UTF-8"}
    env.pop("PREFERANS_TUI_CLUB", None)
    club = f"sqlite:///{tmp_path / 'club.sqlite'}"
    pulka = str(SAVES / "pulka1-sochi-three-players.json")
    done = subprocess.run([sys.executable, "-m", "preferans_tui", "club", "import", pulka,
                           "--club", club], capture_output=True, text=True, timeout=120,
                          env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    for args in (["club", "players", "--club", club], ["club", "show", "--club", club],
                 ["stats", "--club", club], ["settle", pulka], ["check", pulka],
                 ["rules", "list"], ["club", "use"]):
        done = _to_a_closed_reader(args, env)
        assert done.stderr == "", (args, done.stderr)
        assert done.returncode == 1, args
