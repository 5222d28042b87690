"""The table of commands (issue 29.4): ``--help`` lists every row, each row parses its
own arguments, and reading the table loads nothing but the standard library's lightest
modules (the fast start of ``settle``, ``check``, ``stats`` and ``--help``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_tui.cli.commands import COMMANDS
from preferans_tui.cli.parser import app_parser, commands_parser

ROOT = Path(__file__).resolve().parents[2]


def test_the_app_s_help_lists_every_command_in_the_table_s_order():
    epilog = app_parser().epilog or ""
    names = [line.split()[0] for line in epilog.splitlines()[1:]]
    assert names == ["settle", "check", "schema", "replay", "watch", "serve", "stats", "club",
                     "event", "export", "rules"]
    assert names == list(COMMANDS)


@pytest.mark.parametrize("argv", [["settle", "x.json", "--json", "--lang", "ru"],
                                  ["check", "x.json"], ["schema"], ["replay", "x.json"],
                                  ["watch", "x.json"], ["serve", "x.json", "--port", "80"],
                                  ["stats", "--csv"]])
def test_each_row_parses_its_own_arguments(argv):
    assert commands_parser().parse_args(argv).command == argv[0]


def test_reading_the_table_loads_no_heavy_module():
    code = ("import json, sys\nimport preferans_tui.__main__\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('textual', 'rich', 'pydantic', 'inspect', 'dataclasses'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert json.loads(out.stdout) == []
