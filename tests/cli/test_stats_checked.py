"""The ledger shows what the pulkas say, not what its files say (issue 32 item 3): a
figure changed in ``ledger/cache.json`` or ``ledger/last-run.json`` is never printed;
the file fails its check (a digest of what it holds, each evening zero-sum), the ledger
is worked out again from the pulka files, and ``stats`` says so in one line."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction

import pytest

from preferans_tui.ledger import evening_problem
from preferans_tui.storage.archive import read_archive
from preferans_tui.storage.ledger_files import checked_cache
from preferans_tui.storage.ledger_paths import CACHE_FILE, LAST_RUN_FILE, ledger_folder
from tests.cli.stats_helpers import run
from tests.conftest import SAVES

PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"


def two_evenings(tmp_path):
    folder = tmp_path / "pulkas"
    folder.mkdir()
    shutil.copy(PULKA1, folder / "a.json")
    shutil.copy(PULKA2, folder / "b.json")
    return folder, tmp_path / "data"


def results(out: str) -> dict[str, str]:
    return {p: v["result_exact"] for p, v in json.loads(out)["players"].items()}


def edit(path, change) -> None:
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_a_figure_changed_in_the_cache_is_not_printed(tmp_path, capsys):
    folder, data = two_evenings(tmp_path)
    code, out, err = run(capsys, folder, "--data-dir", data, "--json")
    truth = results(out)
    assert code == 0 and err == ""
    (ledger_folder(data) / LAST_RUN_FILE).unlink()      # the cache alone answers now

    def anna_wins_more(doc):
        entry = doc["files"][str(folder / "a.json")]
        entry["evening"]["figures"]["Anna"]["result"] = "1000"

    edit(ledger_folder(data) / CACHE_FILE, anna_wins_more)
    code, out, err = run(capsys, folder, "--data-dir", data, "--json")
    assert code == 0 and results(out) == truth
    assert err.count("\n") == 1 and "cache.json failed its check" in err
    assert checked_cache(data) == (checked_cache(data)[0], None)  # rebuilt: believed again
    code, out, err = run(capsys, folder, "--data-dir", data, "--json")
    assert (results(out), err) == (truth, "")


def test_an_evening_edited_with_its_digest_is_refused_for_its_sums(tmp_path):
    """Whoever edits the cache can write a digest too: each evening must still be a
    settlement (zero-sum, each player's nets adding up to his result)."""
    folder, data = two_evenings(tmp_path)
    (evening, _) = read_archive([folder], data).evenings
    figures = dict(evening.figures)
    anna = figures["Anna"]
    figures["Anna"] = anna.model_copy(update={"result": anna.result + 30})
    assert evening_problem(evening) is None
    assert evening_problem(evening.model_copy(update={"figures": figures})) == (
        "its results do not add up to zero")
    boris = figures["Boris"]
    figures["Boris"] = boris.model_copy(update={"result": boris.result - 30})
    assert evening_problem(evening.model_copy(update={"figures": figures})) == (
        "Anna's nets against the others do not add up to his result")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_figure_changed_in_the_last_run_is_not_printed(tmp_path, capsys, lang,
                                                         monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    folder, data = two_evenings(tmp_path)
    code, out, _ = run(capsys, folder, "--data-dir", data, "--json")
    truth = results(out)
    name = next(iter(truth))

    def more_for_the_first(doc):
        doc["document"]["players"][name]["result_exact"] = str(
            Fraction(truth[name]) + 100)

    edit(ledger_folder(data) / LAST_RUN_FILE, more_for_the_first)
    code, out, err = run(capsys, folder, "--data-dir", data, "--json", "--lang", lang)
    assert code == 0 and results(out) == truth
    assert err.count("\n") == 1 and "last-run.json" in err
    assert ("failed its check" if lang == "en" else "не прошёл проверку") in err

    def and_its_digest(doc):   # the sums still tell: the player is not his evenings' sum
        import hashlib
        doc["document"]["players"][name]["result_exact"] = str(Fraction(truth[name]) + 100)
        doc["digest"] = hashlib.sha256(json.dumps(doc["document"], ensure_ascii=True)
                                       .encode("ascii")).hexdigest()

    edit(ledger_folder(data) / LAST_RUN_FILE, and_its_digest)
    code, out, err = run(capsys, folder, "--data-dir", data)
    assert code == 0
    assert "last-run.json" in err and err.count("\n") == 1
    code, out, err = run(capsys, folder, "--data-dir", data, "--json")
    assert (results(out), err) == (truth, "")


def test_an_old_cache_is_rebuilt_without_a_word(tmp_path, capsys):
    folder, data = two_evenings(tmp_path)
    ledger_folder(data).mkdir(parents=True)
    (ledger_folder(data) / CACHE_FILE).write_text(json.dumps(
        {"format": "preferans-tui ledger cache", "version": 2, "code": "0" * 16,
         "files": {str(folder / "a.json"): {"size": 1, "mtime_ns": 1, "skipped": "x"}}}),
        encoding="utf-8")
    (ledger_folder(data) / LAST_RUN_FILE).write_text('{"key": "old", "document": {}}',
                                                     encoding="utf-8")
    code, out, err = run(capsys, folder, "--data-dir", data, "--json")
    assert code == 0 and err == "" and len(json.loads(out)["files"]) == 2
    assert len(checked_cache(data)[0]) == 2
