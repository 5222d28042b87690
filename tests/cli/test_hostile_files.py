"""Files a QA engineer wrote to break the program, run through ``main`` as a user would.

Each must be refused with a message naming the field (and, for a hand, the hand number
and the rule), or settled — never a traceback, never a silently changed score.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from preferans_tui.__main__ import main


def _pulka(tmp_path, rules=None, hands=(), **top) -> str:
    doc = {"format": "preferans-pulka", "version": 1, "players": ["A", "B", "C"],
           "rules": {"variant": "sochi", "pulya_target": 10, **(rules or {})},
           "hands": list(hands), **top}
    path = tmp_path / "pulka.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return str(path)


FAILED_MISERE = {"kind": "misere", "dealer": "A", "declarer": "A", "tricks": {"A": 1}}
TEN_DOWN_ONE = {"kind": "game", "dealer": "A", "declarer": "A", "contract": "10NT",
                "calls": {"B": "whist", "C": "pass"}, "tricks": {"A": 9}}


@pytest.mark.parametrize(("rules", "hand", "option"), [
    ({"misere_remiz_per_trick": 10**26}, FAILED_MISERE, "misere_remiz_per_trick"),
    ({"misere_remiz_per_trick": 10**40, "stake_per_whist": "0.33"}, FAILED_MISERE,
     "misere_remiz_per_trick"),
    ({"help_whists_per_point": 10**40}, FAILED_MISERE, "help_whists_per_point"),
    ({"consolation": "fixed:" + "9" * 40}, TEN_DOWN_ONE, "consolation"),
    ({"consolation": "fixed:" + "9" * 5000}, TEN_DOWN_ONE, "consolation"),
], ids=["misere-1e26", "misere-1e40-stake", "help-1e40", "fixed-40-digits",
        "fixed-5000-digits"])
@pytest.mark.parametrize("command", ["settle", "check"])
def test_huge_option_values_are_refused_naming_the_option(tmp_path, capsys, rules, hand,
                                                         option, command):
    """These crashed settle (decimal.InvalidOperation) or check (int's digit limit)."""
    assert main([command, _pulka(tmp_path, rules, [hand])]) == 1
    out = capsys.readouterr()
    assert f"rules.{option}: " in out.out + out.err
    assert "Traceback" not in out.out + out.err


@pytest.mark.parametrize(("change", "problem"), [
    ({"version": True}, "version: must be 1, not True"),
    ({"version": 1.0}, "version: must be 1, not 1.0"),
    ({"rules": {"variant": "sochi", "pulya_target": True}}, "rules.pulya_target: "),
    ({"rules": {"variant": "sochi", "pulya_target": "10"}}, "rules.pulya_target: "),
    ({"hands": [{"kind": "raspasy", "dealer": "A", "tricks": {"A": True, "B": 5, "C": 4}}]},
     "hand 1, the tricks of A: "),
    ({"hands": [{"kind": "raspasy", "dealer": "A", "tricks": {"A": "3", "B": 3, "C": 4}}]},
     "hand 1, the tricks of A: "),
    ({"hands": [{"kind": "game", "dealer": "C", "declarer": "A", "contract": "6S",
                 "calls": {"B": "pass", "C": "pass"}, "open": "yes"}]},
     "hand 1, open or closed whist: "),
], ids=["version-true", "version-1.0", "target-true", "target-str", "tricks-true",
        "tricks-str", "open-str"])
def test_values_outside_the_schema_are_refused_not_scored(tmp_path, capsys, change, problem):
    """pydantic's lax mode scored these: true as 1 trick or a target of 1, "10" as 10."""
    top = {k: v for k, v in change.items() if k not in ("rules", "hands")}
    path = _pulka(tmp_path, change.get("rules"), change.get("hands", ()), **top)
    assert main(["settle", path, "--json"]) == 1
    out = capsys.readouterr()
    assert out.out == "" and problem in out.err


@pytest.mark.parametrize(("players", "title"), [
    (["Oleg [/b]", "B", "C"], None),
    (["[/]", "[bold]B", "C"], "[/x]"),
    (["A", "B", "C"], "[/]"),
    (["A", "B", "C"], "[red]Friday[/red] [link=x]club"),
], ids=["name-close-tag", "name-bare-close", "title-bare-close", "title-styles"])
def test_settle_prints_names_and_titles_as_written(tmp_path, capsys, players, title):
    """rich parsed them as markup: MarkupError for a stray closing tag, or lost text."""
    hand = {"kind": "raspasy", "dealer": players[0],
            "tricks": {players[0]: 3, players[1]: 3, players[2]: 4}}
    top = {"players": players} | ({"title": title} if title else {})
    assert main(["settle", _pulka(tmp_path, None, [hand], **top)]) == 0
    out = capsys.readouterr().out
    for text in [*players, title or "Settlement"]:
        assert text in out
    assert "on" in out.split()  # the whists columns, headed "on" over each name


def test_settle_accepts_control_characters_in_a_title_and_shows_them(tmp_path, capsys):
    """A title is free text (FORMAT.md): the file is good. ESC [2J would clear the
    terminal and a newline break the table's heading, so both print as escapes."""
    assert main(["settle", _pulka(tmp_path, title="\x1b[2JClub\nnight")]) == 0
    out = capsys.readouterr()
    assert "\x1b" not in out.out + out.err
    assert out.out.splitlines()[0].strip() == "\\x1b[2JClub\\x0anight"


@pytest.mark.parametrize(("top", "field"), [
    ({"notes": "line1\nline2"}, "notes"), ({"title": "Friday\tclub"}, "title"),
    ({"notes": "n" * 201}, "notes"), ({"title": "t" * 5000}, "title")])
def test_free_texts_formats_allows_are_accepted(tmp_path, capsys, top, field):
    """FORMAT.md: ``title``, ``created``, ``notes`` are free text; only names forbid
    control characters. check and settle accept them (they were refused, exit 1)."""
    path = _pulka(tmp_path, **top)
    assert main(["check", path]) == 0
    assert main(["settle", path]) == 0
    assert main(["settle", path, "--json"]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert "\t" not in out.out and "line1\nline2" not in out.out


def test_a_long_title_is_cut_in_the_settle_heading(tmp_path, capsys):
    """A title of 5,000 characters heads ``settle`` cut to 199 and an ellipsis (200)."""
    assert main(["settle", _pulka(tmp_path, title="t" * 5000)]) == 0
    lines = capsys.readouterr().out.splitlines()
    heading = lines[:lines.index(next(line for line in lines if not line.strip()))]
    assert "".join(heading).replace(" ", "") == "t" * 199 + "…"


@pytest.mark.parametrize("command", [["schema"], ["settle", "PULKA"], ["settle", "PULKA",
                                                                      "--json"],
                                     ["check", "PULKA"]])
def test_a_reader_that_went_away_ends_the_command_quietly(tmp_path, command):
    """`preferans-tui schema | head` printed a BrokenPipeError traceback. Here the pipe's
    read end is closed before the command starts, so its first write fails for sure."""
    argv = [_pulka(tmp_path) if a == "PULKA" else a for a in command]
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        proc = subprocess.run([sys.executable, "-m", "preferans_tui", *argv], stdout=write_end,
                              stderr=subprocess.PIPE, timeout=120, check=False)
    finally:
        os.close(write_end)
    assert proc.stderr.decode() == ""
    assert proc.returncode == 1


class _GoneReader(io.StringIO):
    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")


def test_broken_pipe_in_process(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", _GoneReader())
    assert main(["schema"]) == 1
    assert capsys.readouterr().err == ""


def test_talon_tricks_on_a_conceded_hand_are_refused(tmp_path, capsys):
    """SPEC §13.8.2: a conceded hand writes only its gora, so its talon would be ignored
    without a word; refused like a penalty on it, naming the field and the rule."""
    hand = {"kind": "game", "dealer": "C", "declarer": "A", "contract": "7H",
            "calls": {"B": "whist", "C": "pass"}, "conceded": True, "talon_tricks": 2}
    path = _pulka(tmp_path, {"concede_down_three": True, "talon_bonus": True}, [hand])
    assert main(["check", path]) == 1
    assert ("hand 1, the tricks of the paid talon: a conceded hand writes nothing but its "
            "gora: it carries no talon tricks (rule §13.8.2)") in capsys.readouterr().out
    hand["talon_tricks"] = 0  # says nothing: accepted; «без трёх»: 3 × 4 (a seven) gora
    path = _pulka(tmp_path, {"concede_down_three": True, "talon_bonus": True}, [hand])
    assert main(["settle", path, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["gora"] == {"A": 12, "B": 0, "C": 0}


def _hostile_json(tmp_path, kind: str):
    """A file named ``*.json`` that is 100,000 brackets deep, a FIFO, or a folder."""
    path = tmp_path / f"{kind}.json"
    if kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    return path


@pytest.mark.skipif(sys.platform == "win32", reason="a FIFO needs POSIX")
@pytest.mark.parametrize(("kind", "said"), [
    ("deep", "the JSON is nested far too deeply"),
    ("fifo", "not a regular file"),
    ("folder", "Is a directory"),
])
@pytest.mark.parametrize("command", [("settle", "--paper"), ("rules", "import")])
def test_hostile_json_files_are_refused_in_one_line(tmp_path, monkeypatch, kind, said,
                                                    command):
    """A tester's findings: ``settle --paper`` and ``rules import`` of 100,000 ``[``
    ended in a RecursionError traceback, ``settle --paper`` of a FIFO said
    "[Errno 22]". They read the file as a pulka file is read now (the command in a
    subprocess with a timeout: a FIFO waited on must not hang the tests)."""
    path = _hostile_json(tmp_path, kind)
    env = {**os.environ, "PREFERANS_TUI_DATA": str(tmp_path / "data"), "LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "preferans_tui", *command, str(path)],
                          capture_output=True, text=True, timeout=60, env=env,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    assert said in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and "Errno" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
