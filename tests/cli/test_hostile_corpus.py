"""Every command fed the hostile corpus (issue 17): no raw control byte from a file reaches
standard output or standard error.

``check``, ``settle`` and ``settle --json`` run in-process for every payload at every
placement (and in a file's name, and as a key given twice); a sample runs as a real
process, its output checked byte by byte, ``replay`` included.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_tui.__main__ import main
from tests.hostile import (
    GOOD_TEXT,
    PAYLOADS,
    PLACEMENTS,
    assert_clean,
    duplicate_key_text,
    file_name_for,
    hostile_text,
    write_hostile,
)

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = [["check"], ["settle"], ["settle", "--json"]]
FREE_TEXT = {"title", "notes"}
"""Placements FORMAT.md calls free text: the file is good, and what prints is still safe."""


def run_all(capsys, path: Path, where: str) -> list[int]:
    codes = []
    for command in COMMANDS:
        codes.append(main([command[0], str(path), *command[1:]]))
        out = capsys.readouterr()
        assert_clean(out.out, f"{where} {command} stdout")
        assert_clean(out.err, f"{where} {command} stderr")
        assert "Traceback" not in out.err
    return codes


@pytest.mark.parametrize("placement", sorted(PLACEMENTS))
@pytest.mark.parametrize("payload", sorted(PAYLOADS))
def test_every_command_prints_every_placement_safely(tmp_path, capsys, placement, payload):
    path = write_hostile(tmp_path, "pulka.json", hostile_text(placement, PAYLOADS[payload]))
    codes = run_all(capsys, path, f"{payload} at {placement}")
    # only a title and notes may hold any text (FORMAT.md); a name, a key… may not
    assert codes == ([0, 0, 0] if placement in FREE_TEXT else [1, 1, 1])


@pytest.mark.parametrize("payload", sorted(PAYLOADS))
def test_a_key_given_twice_is_quoted(tmp_path, capsys, payload):
    path = write_hostile(tmp_path, "pulka.json", duplicate_key_text(PAYLOADS[payload]))
    assert run_all(capsys, path, f"{payload} twice") == [1, 1, 1]


@pytest.mark.parametrize("payload", sorted(PAYLOADS))
def test_a_file_name_with_a_payload_prints_safely(tmp_path, capsys, payload):
    good = write_hostile(tmp_path, file_name_for(PAYLOADS[payload]), GOOD_TEXT)
    assert run_all(capsys, good, f"good file named {payload}") == [0, 0, 0]
    bad = write_hostile(tmp_path, "x" + file_name_for(PAYLOADS[payload]), "{not json")
    assert run_all(capsys, bad, f"bad file named {payload}") == [1, 1, 1]
    missing = tmp_path / ("gone" + file_name_for(PAYLOADS[payload]))
    assert run_all(capsys, missing, f"missing file named {payload}") == [1, 1, 1]


def test_a_name_that_is_not_utf8_prints_safely(tmp_path, capsys):
    name = b"\xff\x1b]0;x\x07.json".decode("utf-8", "surrogateescape")
    path = write_hostile(tmp_path, name, GOOD_TEXT)
    assert run_all(capsys, path, "undecodable name") == [0, 0, 0]


def test_the_messages_show_what_the_file_holds(tmp_path, capsys):
    """The escapes are there to read: the unknown calls key, named in hand 1."""
    path = write_hostile(tmp_path, "p.json", hostile_text("calls-key", "\x1b]0;PWNED\x07"))
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert ("hand 1, the call of '\\x1b]0;PWNED\\x07': '\\x1b]0;PWNED\\x07' is not a player of "
            "this pulka (Anna, Boris, Vera) (rule §9.1)") in out


def _process(args: list[str]) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEXTUAL")}
    return subprocess.run([sys.executable, "-m", "preferans_tui", *args], cwd=ROOT, env=env,
                          capture_output=True, timeout=120, stdin=subprocess.DEVNULL)


def _assert_bytes_clean(data: bytes, where: str) -> None:
    assert_clean(data.decode("utf-8"), where)  # strict: a lone surrogate would fail here


@pytest.mark.parametrize("placement", ["calls-key", "title", "player-name", "version"])
def test_as_a_process_every_command_and_replay(tmp_path, placement):
    payload = "".join(PAYLOADS[p] for p in ("osc52-clipboard", "c1-csi", "rtl-override"))
    path = write_hostile(tmp_path, file_name_for(PAYLOADS["osc0-title"]),
                         hostile_text(placement, payload))
    good = placement in FREE_TEXT  # replayed in the app: tests/ui/test_free_text.py
    for command in [*COMMANDS] if good else [*COMMANDS, ["replay"]]:
        proc = _process([command[0], str(path), *command[1:]])
        assert proc.returncode == (0 if good else 1), proc
        _assert_bytes_clean(proc.stdout, f"{command} stdout")
        _assert_bytes_clean(proc.stderr, f"{command} stderr")
        assert b"\x1b" not in proc.stdout + proc.stderr


def test_settle_json_keeps_json_and_names(tmp_path):
    """A good file named with a payload: the JSON object is unchanged and parses."""
    path = write_hostile(tmp_path, file_name_for(PAYLOADS["rtl-override"]), GOOD_TEXT)
    proc = _process(["settle", str(path), "--json"])
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["players"] == ["Anna", "Boris", "Vera"]
    check = _process(["check", str(path)])
    _assert_bytes_clean(check.stdout, "check")
    assert b"abc\\u202edcba.json: ok, 1 deal, 1 adjustment" in check.stdout
