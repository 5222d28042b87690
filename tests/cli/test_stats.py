"""``preferans-tui stats`` (issue 15): the ledger on the command line.

``stats --json`` on a folder of generated pulkas equals the sum of their ``settle
--json``; ``--csv`` says the same; aliases; damaged files; the last run and the cache
change no figure.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
from collections import defaultdict
from datetime import datetime
from fractions import Fraction

import pytest

from preferans_tui.__main__ import main
from preferans_tui.storage import dump
from preferans_tui.storage.ledger_paths import LAST_RUN_FILE, aliases_path, ledger_folder
from tests.conftest import SAVES

SAVED = sorted(SAVES.glob("*.json"))
PULKA1 = SAVES / "pulka1-sochi-three-players.json"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["stats", *map(str, argv)])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def archive(tmp_path):
    """Generated pulkas of every variant, 3 and 4 players, in a folder."""
    import sys
    sys.path.insert(0, str(SAVES.parent / "benchmarks"))
    from generate import generate

    folder = tmp_path / "archive"
    folder.mkdir()
    for i, (variant, n) in enumerate([(v, n) for v in ("sochi", "leningrad", "rostov")
                                      for n in (3, 4)]):
        pulka = generate(variant, n, 20 + 7 * i, seed=i)
        (folder / f"{variant}{n}.json").write_text(
            dump(pulka, created=f"2026-10-{i + 1:02d}T21:00:00"), encoding="utf-8")
    return folder


def test_json_equals_the_sum_of_the_settlements(archive, tmp_path, capsys):
    expected: dict[str, Fraction] = defaultdict(Fraction)
    evenings: dict[str, int] = defaultdict(int)
    for path in sorted(archive.glob("*.json")):
        assert main(["settle", str(path), "--json"]) == 0
        for player, text in json.loads(capsys.readouterr().out)["balance_exact"].items():
            expected[player] += Fraction(text)
            evenings[player] += 1
    code, out, _ = run(capsys, archive, "--json", "--data-dir", tmp_path / "data")
    assert code == 0
    doc = json.loads(out)
    assert {p: Fraction(v["result_exact"]) for p, v in doc["players"].items()} == expected
    assert {p: v["evenings"] for p, v in doc["players"].items()} == evenings
    assert len(doc["files"]) == 6 and doc["skipped"] == []
    for a, row in doc["head_to_head"].items():
        for b, cell in row.items():
            assert Fraction(cell["net_exact"]) == -Fraction(doc["head_to_head"][b][a]["net_exact"])


def test_csv_says_what_json_says(archive, tmp_path, capsys):
    _, out, _ = run(capsys, archive, "--json", "--data-dir", tmp_path / "data")
    doc = json.loads(out)
    code, text, _ = run(capsys, archive, "--csv", "--data-dir", tmp_path / "data")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [r["player"] for r in rows] == list(doc["players"])
    for row in rows:
        p = doc["players"][row["player"]]
        assert row["result_exact"] == p["result_exact"]
        assert int(row["evenings"]) == p["evenings"]
        assert int(row["6_declared"]) == p["games"].get("6", {}).get("declared", 0)
        for other in doc["players"]:
            versus = doc["head_to_head"][row["player"]].get(other)
            if versus:
                assert abs(Fraction(row[f"vs {other}"]) - Fraction(versus["net_exact"])) \
                    <= Fraction(1, 200)


ONE_GAME = {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
            "rules": {"variant": "sochi", "pulya_target": 10, "stake_per_whist": "1"},
            "hands": [{"kind": "game", "dealer": "Vera", "declarer": "Anna", "contract": "6S",
                       "calls": {"Boris": "pass", "Vera": "pass"}}]}
"""One Sochi game, 6 spades passed: Anna's pulya 2, the others' 0. Closing (SPEC §8
step 1) g = 10 - pulya = 8, 10, 10, mean 28/3; result 10 × (mean - g): Anna +40/3,
Boris and Vera -20/3 each. Rounded half away from zero 13.33, -6.67, -6.67 sum to
-0.01; the cent goes to the unique result (§13.6): Anna +13.34 (money at 1 a whist
the same)."""


def csv_rows(capsys, folder, data) -> dict[str, dict[str, str]]:
    code, text, _ = run(capsys, folder, "--csv", "--data-dir", data)
    assert code == 0
    return {r["player"]: r for r in csv.DictReader(io.StringIO(text))}


def whist_columns(row: dict[str, str]) -> tuple[str, ...]:
    return tuple(row[c] for c in ("result", "mean", "money", "best", "worst"))


def test_one_evening_prints_one_figure_in_every_column(tmp_path, capsys):
    """The tester's case: +40/3 over one evening showed result and money 13.34 but mean,
    best and worst 13.33. Equal exact figures print equal (§13.6)."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    (folder / "e1.json").write_text(json.dumps(ONE_GAME), encoding="utf-8")
    rows = csv_rows(capsys, folder, tmp_path / "data")
    assert whist_columns(rows["Anna"]) == ("13.34",) * 5
    assert whist_columns(rows["Boris"]) == ("-6.67",) * 5
    assert whist_columns(rows["Vera"]) == ("-6.67",) * 5


def test_two_evenings_the_fair_cent_is_the_totals_only(tmp_path, capsys):
    """The same evening twice: totals +80/3, -40/3, -40/3 print 26.66, -13.33, -13.33
    (§13.6's own example); the mean, best and worst, 40/3 — no player's total — print
    13.33, rounded plainly, and 2 × 13.33 reads back the printed 26.66. Money is what
    was paid: 13.34 twice, 26.68."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    for name in ("e1.json", "e2.json"):
        (folder / name).write_text(json.dumps(ONE_GAME), encoding="utf-8")
    rows = csv_rows(capsys, folder, tmp_path / "data")
    assert whist_columns(rows["Anna"]) == ("26.66", "13.33", "26.68", "13.33", "13.33")
    assert whist_columns(rows["Boris"]) == ("-13.33", "-6.67", "-13.34", "-6.67", "-6.67")
    assert sum(Fraction(r["result"]) for r in rows.values()) == 0


def test_the_table(tmp_path, capsys):
    folder = tmp_path / "saves"
    shutil.copytree(SAVES, folder)
    code, out, _ = run(capsys, folder, "--data-dir", tmp_path / "data")
    assert code == 0
    for word in ("Results", "Play", "Head to head", "Anna", "Boris", "4 evenings"):
        assert word in out


def test_the_data_folder_by_default(tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(PULKA1, data / "pulka-1.json")
    (data / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(data))
    code, out, _ = run(capsys, "--json")
    doc = json.loads(out)
    assert code == 0 and len(doc["files"]) == 1 and doc["skipped"] == []
    assert {p.name for p in data.iterdir()} == {"pulka-1.json", "settings.json", "ledger"}


def test_filters_on_the_command_line(archive, tmp_path, capsys):
    data = tmp_path / "data"
    _, out, _ = run(capsys, archive, "--json", "--data-dir", data, "--variant", "rostov",
                    "--since", "2026-10-01")
    doc = json.loads(out)
    assert [f["variant"] for f in doc["files"]] == ["rostov", "rostov"]
    assert doc["filtered_out"] == 4
    assert doc["filters"] == {"since": "2026-10-01", "variant": "rostov"}
    _, out, _ = run(capsys, archive, "--json", "--data-dir", data, "--player", "gleb")
    assert len(json.loads(out)["files"]) == 3    # the 4-player pulkas
    _, out, _ = run(capsys, archive, "--json", "--data-dir", data, "--until", "2026-10-02")
    assert len(json.loads(out)["files"]) == 2


def test_bad_filters_are_refused(archive, tmp_path, capsys):
    code, _, err = run(capsys, archive, "--data-dir", tmp_path / "data", "--variant", "x")
    assert code == 1 and "variant 'x'" in err and "sochi" in err
    with pytest.raises(SystemExit) as exc:
        main(["stats", "--since", "yesterday"])
    assert exc.value.code == 2
    assert "'yesterday' is not a date such as 2026-09-01" in capsys.readouterr().err


def test_since_later_than_until_is_refused_naming_both(archive, tmp_path, capsys):
    """It printed an empty ledger without a word: no evening is on or after 1 November
    and on or before 1 October."""
    data = tmp_path / "data"
    code, out, err = run(capsys, archive, "--data-dir", data, "--json",
                         "--since", "2026-11-01", "--until", "2026-10-01")
    assert (code, out) == (1, "")
    assert err == ("preferans-tui: --since 2026-11-01 is later than --until 2026-10-01: no "
                   "evening can be in both; give the earlier date to --since\n")
    assert not (ledger_folder(data) / LAST_RUN_FILE).exists()
    code, out, _ = run(capsys, archive, "--data-dir", data, "--json",      # one day: fine
                       "--since", "2026-10-01", "--until", "2026-10-01")
    assert code == 0 and [f["date"][:10] for f in json.loads(out)["files"]] == ["2026-10-01"]


def test_the_help_names_every_variant(capsys):
    """``--variant`` lists every variant a pulka can have (SPEC §11; fspr, §13.7)."""
    from preferans_tui.rules.options import Variant

    with pytest.raises(SystemExit):
        main(["stats", "--help"])
    words = " ".join(capsys.readouterr().out.split())
    listed = words.split("only pulkas of variant V (")[1].split(")")[0]
    assert listed.split(", ") == [v.value for v in Variant]


def test_an_alias_joins_two_names_and_is_kept(tmp_path, capsys):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    (folder / "a.json").write_text(json.dumps(doc), encoding="utf-8")
    doc["players"] = ["Аня", "Boris", "Vera"]
    text = json.dumps(doc, ensure_ascii=False).replace('"Anna"', '"Аня"')
    (folder / "b.json").write_text(text, encoding="utf-8")
    data = tmp_path / "data"
    _, out, _ = run(capsys, folder, "--json", "--data-dir", data)
    assert set(json.loads(out)["players"]) == {"Anna", "Аня", "Boris", "Vera"}
    code, out, err = run(capsys, folder, "--json", "--data-dir", data, "--alias", "Аня=Anna")
    assert code == 0 and "Аня = Anna" in err
    players = json.loads(out)["players"]
    assert set(players) == {"Anna", "Boris", "Vera"} and players["Anna"]["evenings"] == 2
    assert players["Anna"]["names"] == ["Anna", "Аня"]
    assert json.loads(aliases_path(data).read_text(encoding="utf-8"))["aliases"] == {
        "Аня": "Anna"}
    _, out, _ = run(capsys, folder, "--json", "--data-dir", data)   # kept for next time
    assert set(json.loads(out)["players"]) == {"Anna", "Boris", "Vera"}
    code, out, _ = run(capsys, folder, "--json", "--data-dir", data, "--unalias", "Аня")
    assert code == 0 and "Аня" in json.loads(out)["players"]


def test_a_bad_or_damaged_alias_is_refused_and_nothing_written(tmp_path, capsys):
    data = tmp_path / "data"
    code, _, err = run(capsys, "--data-dir", data, "--alias", "Anna")
    assert code == 1 and "OTHER=NAME" in err
    assert not aliases_path(data).exists()
    aliases_path(data).parent.mkdir(parents=True, exist_ok=True)
    aliases_path(data).write_text('{"version": 1, "aliases": {"a": ', encoding="utf-8")
    code, out, err = run(capsys, "--data-dir", data, "--alias", "Аня=Anna")
    assert code == 1 and "aliases.json" in err and out == ""
    assert aliases_path(data).read_text(encoding="utf-8") == '{"version": 1, "aliases": {"a": '
    code, _, err = run(capsys, "--data-dir", data, "--json")
    assert code == 1 and "aliases.json" in err


def test_a_double_equals_alias_is_refused_and_nothing_written(tmp_path, capsys):
    data = tmp_path / "data"
    code, out, err = run(capsys, "--data-dir", data, "--alias", "A==B", "--json")
    assert code == 1 and out == ""
    assert err == ('preferans-tui: alias \'A==B\': only one "=" between the two names (a '
                   'name cannot contain "="); write it as OTHER=NAME, e.g. "Аня=Anna"\n')
    assert not ledger_folder(data).exists()


def test_concurrent_aliases_are_all_kept(tmp_path):
    """The tester's case: three ``stats --alias`` at once into an empty data folder kept
    3, 2, 2, 1, 1 of the 3 aliases over five runs. Now every one is kept, each time."""
    import subprocess
    import sys

    empty = tmp_path / "empty"
    empty.mkdir()
    for attempt in range(3):
        data = tmp_path / f"data{attempt}"
        pairs = {"P": "Anna", "Q": "Boris", "R": "Vera", "S": "Gleb"}
        procs = [subprocess.Popen([sys.executable, "-m", "preferans_tui", "stats", str(empty),
                                   "--data-dir", str(data), "--alias", f"{a}={n}", "--json"],
                                  cwd=SAVES.parent, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, text=True)
                 for a, n in pairs.items()]
        for proc in procs:
            assert proc.wait(timeout=120) == 0, proc.stderr.read() if proc.stderr else ""
            if proc.stderr:
                proc.stderr.close()
        saved = json.loads(aliases_path(data).read_text(encoding="utf-8"))["aliases"]
        assert saved == pairs


def test_many_alias_changes_at_once_lose_none(tmp_path):
    """Four processes each add 25 aliases, one change at a time (read, change, write
    under the lock): all 100 are in the file at the end, and no temporary is left."""
    import subprocess
    import sys

    data = tmp_path / "data"
    code = ("import sys\n"
            "from pathlib import Path\n"
            "from preferans_tui.storage.ledger_files import change_aliases\n"
            "w = sys.argv[2]\n"
            "for k in range(25):\n"
            "    change_aliases(Path(sys.argv[1]), lambda a: a.adding(f'{w}{k}', 'Anna'))\n")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(data), w], cwd=SAVES.parent)
             for w in "wxyz"]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    saved = json.loads(aliases_path(data).read_text(encoding="utf-8"))["aliases"]
    assert saved == {f"{w}{k}": "Anna" for w in "wxyz" for k in range(25)}
    assert sorted(p.name for p in ledger_folder(data).iterdir()) == [".aliases.lock",
                                                                    "aliases.json"]


def test_an_alias_change_waits_for_another_and_then_says_so(tmp_path):
    """While another process holds the aliases' lock a change waits; after ``wait``
    seconds it gives up saying why, and nothing is written."""
    import fcntl

    from preferans_tui.ledger import AliasError
    from preferans_tui.storage.ledger_files import ALIASES_LOCK_FILE, change_aliases

    data = tmp_path / "data"
    ledger_folder(data).mkdir(parents=True)
    with open(ledger_folder(data) / ALIASES_LOCK_FILE, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(AliasError, match="another preferans-tui has been changing the "
                                             "aliases for 0.05 s; try again"):
            change_aliases(data, lambda a: a.adding("Аня", "Anna"), wait=0.05)
    assert not aliases_path(data).exists()
    _, saved = change_aliases(data, lambda a: a.adding("Аня", "Anna"), wait=0.05)
    assert saved.aliases == {"Аня": "Anna"}


def test_the_last_run_and_the_cache_change_no_figure(archive, tmp_path, capsys):
    data = tmp_path / "data"
    first = run(capsys, archive, "--json", "--data-dir", data)
    assert (ledger_folder(data) / LAST_RUN_FILE).exists()
    assert run(capsys, archive, "--json", "--data-dir", data) == first
    (ledger_folder(data) / LAST_RUN_FILE).write_text('{"key": "x"}', encoding="utf-8")
    assert run(capsys, archive, "--json", "--data-dir", data) == first
    saved = json.loads((ledger_folder(data) / LAST_RUN_FILE).read_text(encoding="utf-8"))
    saved["document"] = {"players": 3}       # damaged, but under the right key
    (ledger_folder(data) / LAST_RUN_FILE).write_text(json.dumps(saved), encoding="utf-8")
    assert run(capsys, archive, "--csv", "--data-dir", data)[0] == 0
    shutil.rmtree(ledger_folder(data))
    assert run(capsys, archive, "--json", "--data-dir", data) == first


def test_an_edit_keeping_size_and_time_is_never_served_stale(tmp_path, capsys):
    """The tester's case: ``sed -i 's/"6S"/"7S"/'`` then ``touch -r`` the old time back.
    The last run and the cache both knew the file by size and time; now the total must
    again be the sum of ``settle``'s ``balance_exact`` (README's promise)."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    path = folder / "e1.json"
    shutil.copy(PULKA1, path)
    data = tmp_path / "data"

    def totals() -> dict[str, str]:
        _, out, _ = run(capsys, folder, "--json", "--data-dir", data)
        return {p: v["result_exact"] for p, v in json.loads(out)["players"].items()}

    def settled() -> dict[str, str]:
        assert main(["settle", str(path), "--json"]) == 0
        return json.loads(capsys.readouterr().out)["balance_exact"]

    before = totals()
    assert before == settled()
    info = path.stat()
    edited = path.read_bytes().replace(b'"6S"', b'"7S"')
    assert len(edited) == info.st_size
    path.write_bytes(edited)
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    after = settled()
    assert after != before            # Anna's first game is now worth more
    assert totals() == after
    shutil.rmtree(ledger_folder(data))
    assert totals() == after


def test_a_new_file_is_counted_at_once(archive, tmp_path, capsys):
    data = tmp_path / "data"
    _, out, _ = run(capsys, archive, "--json", "--data-dir", data)
    shutil.copy(PULKA1, archive / "new.json")
    _, again, _ = run(capsys, archive, "--json", "--data-dir", data)
    assert len(json.loads(again)["files"]) == len(json.loads(out)["files"]) + 1


def test_damaged_files_are_skipped_with_the_reason(tmp_path, capsys):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(PULKA1, folder / "good.json")
    (folder / "bad.json").write_text("[]", encoding="utf-8")
    code, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
    doc = json.loads(out)
    assert code == 0 and len(doc["files"]) == 1
    assert [{k: s[k] for k in ("file", "reason")} for s in doc["skipped"]] == [
        {"file": str(folder / "bad.json"),
         "reason": "not a pulka file: the top level is a JSON array, not an object"}]
    assert doc["skipped"][0]["code"] == "problem"   # and the same as data (issue 31.10)
    assert doc["skipped"][0]["problem"]["reason"]["code"] == "file_top_not_object"
    code, out, _ = run(capsys, folder, "--data-dir", tmp_path / "data")
    assert "skipped" in out and "bad.json" in out


def test_a_skipped_file_the_dates_leave_out_is_not_listed(tmp_path, capsys):
    """A damaged file is dated as a pulka is (its ``created``, else its modification
    time); ``--since`` / ``--until`` that would leave it out anyway do not list it.
    One that cannot be dated at all stays listed."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    good = json.loads(PULKA1.read_text(encoding="utf-8"))
    (folder / "good.json").write_text(json.dumps(dict(good, created="2026-10-05T20:00:00")),
                                      encoding="utf-8")
    bad = dict(good, created="2025-03-01T20:00:00")
    bad["hands"] = [dict(good["hands"][0], dealer="nobody")]
    (folder / "old-bad.json").write_text(json.dumps(bad), encoding="utf-8")
    (folder / "old-cut.json").write_text('{"format": "preferans-pulka", "vers',
                                         encoding="utf-8")
    march = datetime(2025, 3, 1, 20, 0).timestamp()
    os.utime(folder / "old-cut.json", (march, march))
    (folder / "new-cut.json").write_text("[", encoding="utf-8")   # modified today

    def skipped(*filters: str) -> list[str]:
        code, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data",
                           *filters)
        assert code == 0
        return [os.path.basename(s["file"]) for s in json.loads(out)["skipped"]]

    assert skipped() == ["new-cut.json", "old-bad.json", "old-cut.json"]
    assert skipped("--since", "2026-01-01") == ["new-cut.json"]
    assert skipped("--until", "2025-12-31") == ["old-bad.json", "old-cut.json"]
    assert skipped("--variant", "sochi") == ["new-cut.json", "old-bad.json", "old-cut.json"]


def test_a_pulka_with_no_hands_is_no_evening(tmp_path, capsys):
    """A pulka begun and left was not played: counted, it gave every player an evening
    with a result of 0. One holding a correction alone (rule 4.2.7) has a result: counted."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(PULKA1, folder / "played.json")
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    (folder / "begun.json").write_text(json.dumps({**data, "hands": []}), encoding="utf-8")
    correction = {"kind": "adjustment", "note": "wrong count last week",
                  "entries": [{"column": "gora", "player": "Anna", "amount": 2}]}
    (folder / "corrected.json").write_text(json.dumps({**data, "hands": [correction]}),
                                           encoding="utf-8")
    code, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
    doc = json.loads(out)
    assert code == 0 and {f["file"] for f in doc["files"]} == {
        str(folder / "corrected.json"), str(folder / "played.json")}
    assert [{k: s[k] for k in ("file", "reason", "code")} for s in doc["skipped"]] == [
        {"file": str(folder / "begun.json"), "reason": "no hands written", "code": "no_hands"}]
    assert doc["players"]["Anna"]["evenings"] == 2
    assert doc["players"]["Anna"]["deals"] == 8  # PULKA-1's 8 deals; the correction is none


def test_file_names_and_titles_reach_the_terminal_escaped(tmp_path, capsys):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    doc = json.loads(PULKA1.read_text(encoding="utf-8"))
    doc["title"] = "Friday [b]x[/b]"
    (folder / "t\x1b[2J.json").write_text(json.dumps(doc), encoding="utf-8")
    doc["title"] = "Friday\x1b]52;c;aGk=\x07\u202e"  # refused like a name (issue 17)
    (folder / "u\u202e.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "x\x1b[2J.json").write_text("{", encoding="utf-8")
    for mode in ("--json", "--csv", None):
        argv = [folder, "--data-dir", tmp_path / "data"] + ([mode] if mode else [])
        code, out, _ = run(capsys, *argv)
        assert code == 0 and "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    _, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
    doc = json.loads(out)
    assert doc["files"][0]["title"] == "Friday [b]x[/b]"   # the data is kept


def test_a_file_name_that_is_not_utf8_is_counted_and_not_cached(tmp_path, capsys):
    """A name whose bytes are not UTF-8 cannot be a key of the UTF-8 cache: the file is
    counted (PULKA-1: Anna +150, SPEC §10) and read again next time (an adversary's
    finding: the cache's write raised)."""
    folder = tmp_path / "pulkas"
    folder.mkdir()
    name = os.fsdecode(b"caf\xe9.json")
    (folder / name).write_bytes(PULKA1.read_bytes())
    for _ in range(2):  # cold, then with whatever the cache holds
        code, out, _ = run(capsys, folder, "--json", "--data-dir", tmp_path / "data")
        assert code == 0
        doc = json.loads(out)
        assert doc["players"]["Anna"]["result_exact"] == "150"
        assert doc["files"][0]["file"].endswith("caf\udce9.json")


@pytest.mark.parametrize("aliases", [
    b"{bad", b'{"version": 1, "aliases": {"\\u001b[31mX": "Anna"}}'])
def test_a_damaged_aliases_file_in_a_hostile_folder_prints_no_raw_escape(tmp_path, capsys,
                                                                          aliases):
    """The data folder's path (and a name in the file) reach the message shown as escapes,
    never as a terminal's control characters (the README's promise for every string from a
    file or a path)."""
    data = tmp_path / "dd\x1b[31mRED\x1b]0;T\x07"
    aliases_path(data).parent.mkdir(parents=True)
    aliases_path(data).write_bytes(aliases)
    code, out, err = run(capsys, "--data-dir", data, "--json")
    assert code == 1 and out == ""
    assert "\x1b" not in err and "\x07" not in err
    assert "dd\\x1b[31mRED\\x1b]0;T\\x07" in err and "aliases.json" in err
