"""``settle --paper`` (issue 30.4): the totals of a scored pulka, as ``settle --json``
prints them, settle to the same ``balance_exact`` — over every golden case and a
hypothesis property — and typos are refused naming the field, settling nothing.

Figures: SPEC §10 PULKA-1 (A +150, B −146, C −4 at 0.50 a whist: +75.00, −73.00, −2.00).
An unfinished Sochi pulka to 10 with pulyas 10, 4, 0 and no gora nor whists settles as
if stopped (SPEC §8.1): gora 0, 6, 10, mean 16/3, results 10 × (16/3 − g):
+160/3, −20/3, −140/3.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, assume, given, settings

from preferans_tui.__main__ import main
from preferans_tui.cli.paper_entry import ask_totals
from preferans_tui.storage.paper_totals import PaperError, paper_pulka
from preferans_tui.views.settlement import settle_json
from tests.conftest import ACCEPTED_CASES, SAVES, load_case
from tests.strategies import pulkas

PULKA1 = SAVES / "pulka1-sochi-three-players.json"


def _json(capsys, *args: str) -> dict:
    assert main(["settle", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("path", ACCEPTED_CASES, ids=[p.stem for p in ACCEPTED_CASES])
def test_a_golden_case_s_totals_settle_the_same(path, tmp_path, capsys):
    pulka = tmp_path / "pulka.json"
    pulka.write_text(json.dumps(load_case(path)["pulka"], ensure_ascii=False), encoding="utf-8")
    scored = _json(capsys, str(pulka))
    totals = tmp_path / "totals.json"
    totals.write_text(json.dumps(scored, ensure_ascii=False), encoding="utf-8")
    paper = _json(capsys, "--paper", str(totals))
    assert paper["balance_exact"] == scored["balance_exact"]
    assert paper.get("money") == scored.get("money")
    assert paper["finished"] == scored["finished"]
    assert paper["hands"] == 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pulkas())
def test_any_scored_pulka_s_totals_settle_the_same(pulka):
    """Any pulka whose pulyas a paper sheet can hold (an adjustment may take one below
    zero, or past a target that closes it)."""
    opts = pulka.options
    assume(all(v >= 0 and (opts.end_rule != "each_closed" or v <= opts.pulya_target)
               for v in pulka.totals.pulya.values()))
    scored = settle_json(pulka)
    paper = settle_json(paper_pulka(json.loads(json.dumps(scored))))
    assert paper["balance_exact"] == scored["balance_exact"]
    assert paper.get("money") == scored.get("money")
    assert sum(pulka.settle().exact.values()) == 0


def test_pulka_1_from_paper_keys_alone_with_a_stake(capsys, tmp_path):
    totals = {"players": ["Anna", "Boris", "Vera"], "variant": "sochi", "pulya_target": 10,
              "pulya": {"Anna": 10, "Boris": 10, "Vera": 10},
              "gora": {"Anna": 0, "Boris": 19, "Vera": 11},
              "whists": {"Anna": {"Boris": 56, "Vera": 0}, "Boris": {"Anna": 4, "Vera": 0},
                         "Vera": {"Anna": 2, "Boris": 4}},
              "stake_per_whist": "0.50"}
    path = tmp_path / "t.json"
    path.write_text(json.dumps(totals), encoding="utf-8")
    out = _json(capsys, "--paper", str(path))
    assert out["balance_exact"] == {"Anna": "150", "Boris": "-146", "Vera": "-4"}
    assert out["money"] == {"Anna": "75.00", "Boris": "-73.00", "Vera": "-2.00"}
    assert out["finished"] is True


def test_an_unfinished_paper_sheet_gets_the_closing_adjustment():
    pulka = paper_pulka({"players": ["A", "B", "C"], "variant": "sochi", "pulya_target": 10,
                         "pulya": {"A": 10, "B": 4, "C": 0}, "gora": {"A": 0, "B": 0, "C": 0},
                         "whists": {}})
    s = pulka.settle()
    assert not pulka.finished
    assert s.gora == {"A": 0, "B": 6, "C": 10}
    assert {p: str(v) for p, v in s.exact.items()} == {"A": "160/3", "B": "-20/3",
                                                       "C": "-140/3"}


BASE = {"players": ["Anna", "Boris", "Vera"], "variant": "sochi", "pulya_target": 10,
        "pulya": {"Anna": 10, "Boris": 4, "Vera": 0}, "gora": {"Anna": 0, "Boris": 2, "Vera": 6},
        "whists": {"Anna": {"Boris": 4}}}


@pytest.mark.parametrize(("change", "field", "code"), [
    ({"pulya": {"Anna": -2, "Boris": 4, "Vera": 0}}, "pulya.Anna", "paper_negative_pulya"),
    ({"pulya": {"Anna": 12, "Boris": 4, "Vera": 0}}, "pulya.Anna", "paper_over_target"),
    ({"whists": {"Anna": {"Anna": 3}}}, "whists.Anna.Anna", "paper_whist_on_oneself"),
    ({"whists": {"Ana": {"Boris": 1}}}, "whists.Ana", "paper_no_such_player"),
    ({"gora": {"Anna": 0, "Boris": 2}}, "gora.Vera", "paper_missing"),
    ({"gora": {"Anna": 0, "Boris": 2.5, "Vera": 6}}, "gora.Boris", "paper_not_whole"),
    ({"variant": "kazan"}, "variant", "paper_variant"),
    ({"pulya_target": 0}, "pulya_target", "paper_target"),
    ({"stake_per_whist": "-1"}, "stake_per_whist", "paper_stake"),
    ({"bombs": 1}, "bombs", "paper_unknown_key"),
])
def test_a_typo_is_refused_naming_the_field(change, field, code):
    with pytest.raises(PaperError) as caught:
        paper_pulka({**BASE, **change})
    assert (caught.value.field, caught.value.code) == (field, code)


def test_leningrad_pulya_may_pass_the_target():
    """Rule 4.2.3.3: in Leningrad the pulyas are summed, one may pass the target."""
    pulka = paper_pulka({**BASE, "variant": "leningrad", "pulya": {"Anna": 14, "Boris": 4,
                                                                   "Vera": 0}})
    assert pulka.totals.pulya["Anna"] == 14


def test_a_refused_file_prints_the_field_and_settles_nothing(tmp_path, capsys):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({**BASE, "pulya": {"Anna": -2, "Boris": 4, "Vera": 0}}))
    assert main(["settle", "--paper", str(path), "--lang", "ru"]) == 1
    out = capsys.readouterr()
    assert out.out == ""
    assert "pulya.Anna: пуля не бывает меньше нуля (-2)" in out.err


def test_typed_in_totals_asked_again_where_refused():
    answers = iter(["Anna, Boris, Vera", "", "", "0,5",
                    "10", "0", "56", "0",      # Anna: pulya, gora, on Boris, on Vera
                    "-10", "19", "4", "0",     # Boris's pulya mistyped: asked again below
                    "10", "11", "2", "4",
                    "10"])                     # pulya.Boris again
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    pulka = ask_totals(ask)
    assert asked[-1] == "Boris: pulya: "
    assert {p: str(v) for p, v in pulka.settle().exact.items()} == {
        "Anna": "150", "Boris": "-146", "Vera": "-4"}
    assert str(pulka.options.stake_per_whist) == "0.5"


def test_a_classic_evening_from_paper_settles_as_scored():
    """SPEC §14.6 (classic-opening-round-and-bombs), the totals as the paper sheet holds
    them, bombs already multiplied in: pulya 10/10/10, gora A −4, B 24, V 52; whists
    A→B 104, A→V 36, V→B 24, B→V 8 (SPEC §8). Mean gora (−4 + 24 + 52) / 3 = 24, so
    10 × (24 − g): A +280, B 0, V −280; whists net: A +104 + 36 = +140, B −104 − 24 + 8
    = −120, V −36 + 24 − 8 = −20. Anna +420, Boris −120, Vera −300, as SPEC §14.6 gives."""
    pulka = paper_pulka({"players": ["Anna", "Boris", "Vera"], "variant": "classic",
                         "pulya_target": 10, "pulya": {"Anna": 10, "Boris": 10, "Vera": 10},
                         "gora": {"Anna": -4, "Boris": 24, "Vera": 52},
                         "whists": {"Anna": {"Boris": 104, "Vera": 36},
                                    "Vera": {"Boris": 24}, "Boris": {"Vera": 8}}})
    assert settle_json(pulka)["balance_exact"] == {"Anna": "420", "Boris": "-120",
                                                   "Vera": "-300"}


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("en", "settled from the paper totals", "0 deals"),
    ("ru", "рассчитано по итогам с бумаги", "0 сдач")])
def test_a_paper_settlement_says_it_is_from_the_paper_totals(lang, said, not_said, tmp_path,
                                                              capsys):
    """The totals are held as one adjustment: the settlement said "0 deals, 1 adjustment",
    how it works inside; now it says where its figures came from."""
    totals = tmp_path / "totals.json"
    totals.write_text(json.dumps(BASE), encoding="utf-8")
    assert main(["settle", "--paper", str(totals), "--lang", lang]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert said in out
    assert not_said not in out and "1 поправка" not in out and "adjustment" not in out


def _typed(answers: list[str]):
    """An ``ask`` that answers in turn, and the prompts it was asked."""
    left = iter(answers)
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        return next(left)

    return ask, asked


ZERO_TOTALS = ["", "", ""] + ["0"] * 12
"""Sochi to 10, no stake; each of three players' pulya, gora and whists on the others 0."""


def test_names_typed_with_spaces_are_three_players():
    """A tester's finding: ``Anna Boris Vera`` was one player, asked his pulya and gora,
    then refused as "1 players", everything typed lost."""
    ask, asked = _typed(["Anna Boris Vera", *ZERO_TOTALS])
    pulka = ask_totals(ask)
    assert pulka.players == ("Anna", "Boris", "Vera")
    assert "Boris: pulya: " in asked and "Vera: whists on Anna: " in asked


def test_a_comma_keeps_a_name_of_two_words():
    ask, _ = _typed(["Anna Maria, Boris, Vera", *ZERO_TOTALS])
    assert ask_totals(ask).players == ("Anna Maria", "Boris", "Vera")


def test_a_wrong_count_of_players_is_asked_again_at_once(capsys):
    ask, asked = _typed(["Anna, Boris", "Anna, Anna, Vera", "Anna, Boris, Vera",
                         *ZERO_TOTALS])
    pulka = ask_totals(ask)
    assert pulka.players == ("Anna", "Boris", "Vera")
    assert asked[:4] == [asked[0]] * 3 + [asked[3]] and "Variant" in asked[3]
    said = capsys.readouterr().out
    assert said.splitlines() == [
        "the players: 2 players; preferans is for 3 or 4 (rule 1.2)",
        "the players: two players have the same name, 'Anna' (rule 1.2)"]


def test_an_unknown_variant_lists_every_preset(capsys):
    """The message listed four variants; classic is accepted too."""
    with pytest.raises(PaperError) as caught:
        paper_pulka({**BASE, "variant": "kazan"})
    from preferans_tui.views.paper import paper_message

    assert paper_message(caught.value) == (
        "variant: 'kazan' is no variant: one of sochi, leningrad, rostov, fspr, classic")
