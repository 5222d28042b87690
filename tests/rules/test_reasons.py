"""Every refusal of the rules core has a code, and its text in English and Russian.

The texts live in one catalogue per language (preferans_tui.rules.reasons_en/_ru); the
English is what ``str()`` of an error showed before codes existed, so every message
reads as it did. The scan below reads the source (``ast``) of the rules package and of
the file model: a refusal raised with a bare string would read English on a Russian
screen.
"""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

import pytest

from preferans_tui.rules import IllegalHandError, Pulka, PulkaError, RuleOptions
from preferans_tui.rules.errors import Problem
from preferans_tui.rules.players import name_problem, text_problem
from preferans_tui.rules.reasons import (
    PYDANTIC,
    Reason,
    placeholders,
    pydantic_reason,
    reason_data,
    reason_from_data,
)
from preferans_tui.rules.reasons_en import REASONS_EN
from preferans_tui.rules.reasons_ru import REASONS_RU

PACKAGE = Path(__file__).parents[2] / "preferans_tui"
SCANNED = [*sorted((PACKAGE / "rules").rglob("*.py")),
           *(PACKAGE / "storage" / name for name in ("file_model.py", "decode.py"))]
"""The rules core, the storage model whose validators write problem lines, and the
reading of a file's bytes (a file that cannot be read at all)."""

ERRORS = {"PulkaError", "InvalidHandError", "IllegalHandError", "StaleResultError",
          "PlayerNameError", "ValueError", "Refusal", "Unreadable"}
"""The refusals whose first argument is a reason (``Refusal``: the whist phase's)."""


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else getattr(node, "attr", "")


def _uncoded(source: str) -> list[int]:
    """The lines of each raise (or ``Refusal``) in ``source`` whose reason is a text: a
    string or an f-string, not a ``Reason(...)``, a ``code=`` or a reason passed along by
    name (``refusal.reason``, a ``text_problem``)."""
    return [node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and _name(node.func) in ERRORS and node.args
            and not any(k.arg == "code" for k in node.keywords)
            and isinstance(node.args[0], ast.Constant | ast.JoinedStr | ast.BinOp)]


def _codes(path: Path) -> list[tuple[str, int]]:
    """Every literal code given to ``Reason(...)`` in ``path``."""
    return [(node.args[0].value, node.lineno)
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and _name(node.func) == "Reason" and node.args
            and isinstance(node.args[0], ast.Constant)]


def test_every_refusal_of_the_core_has_a_code():
    uncoded = [f"{path.relative_to(PACKAGE)}:{line}" for path in SCANNED
               for line in _uncoded(path.read_text(encoding="utf-8"))]
    assert uncoded == []


def test_every_code_raised_is_in_the_catalogue():
    unknown = [f"{path.name}:{line} {code}" for path in SCANNED
               for code, line in _codes(path) if code not in REASONS_EN]
    assert unknown == []


def test_the_scan_sees_a_raise_without_a_code():
    source = ('raise IllegalHandError(f"{x} deals", rule="3.2.2")\n'
              'raise ValueError("no " + x)\n'
              'raise IllegalHandError(Reason("wrong_dealer", expected=x, dealer=y))\n'
              'raise PulkaError(code="tricks_sum", params={})\n'
              'return Refusal("half-whist is not played here", "3.8.7")\n')
    assert _uncoded(source) == [1, 2, 5]


def test_every_code_has_english_and_russian_with_the_same_fields():
    assert set(REASONS_EN) <= set(REASONS_RU)
    assert all(code.startswith(PYDANTIC) for code in set(REASONS_RU) - set(REASONS_EN))
    differ = {code: (placeholders(REASONS_EN[code]), placeholders(REASONS_RU[code]))
              for code in REASONS_EN
              if placeholders(REASONS_EN[code]) != placeholders(REASONS_RU[code])}
    assert differ == {}


def test_the_russian_is_russian():
    # every text but the file's own values (the calls) has Cyrillic words in it
    english = {code for code, text in REASONS_RU.items()
               if not any("а" <= c.lower() <= "я" for c in text)}
    assert english == set()


def three() -> Pulka:
    return Pulka(["Anna", "Boris", "Vera"], RuleOptions.preset("sochi", 10))


def test_a_refused_hand_has_its_code_params_and_both_languages():
    # Anna deals the first hand; Boris 8♠, Vera (his left) passes, Anna goes for
    # half-whist: half-whist only on a six or a seven (rule 3.8.7)
    with pytest.raises(IllegalHandError) as refused:
        three().append({"kind": "game", "dealer": "Anna", "declarer": "Boris",
                        "contract": "8S", "calls": {"Vera": "pass", "Anna": "half"},
                        "tricks": {"Boris": 8}})
    exc = refused.value
    assert exc.code == "half_whist_level" and exc.params == {"contract": "8S"}
    assert str(exc) == ("hand 1, calls.Anna: half-whist only on a six or a seven, not on 8S "
                        "(rule 3.8.7)")
    assert exc.reason == "half-whist only on a six or a seven, not on 8S"
    assert exc.text("ru") == ("сдача 1, вист или пас (Anna): полвиста только на шестерной или "
                              "семерной, а не на 8S (правило 3.8.7)")
    assert exc.at_hand(5).text("ru").startswith("сдача 5, вист или пас (Anna): полвиста")
    # the line a player reads names the field in words in English too (issue 31.10);
    # str() keeps the file's key for scripts and logs
    assert exc.text("en") == ("hand 1, the call of Anna: half-whist only on a six or a "
                              "seven, not on 8S (rule 3.8.7)")
    assert Problem(exc).text("en") == exc.text("en") and Problem(exc) == str(exc)


def test_a_raise_with_only_a_reason_still_works_and_reads_english():
    exc = IllegalHandError("the table says no", hand=2, field="tricks", rule="3.5")
    assert exc.code is None and exc.params == {}
    assert str(exc) == "hand 2, tricks: the table says no (rule 3.5)"
    assert exc.text("ru") == "сдача 2, взятки: the table says no (правило 3.5)"
    assert exc.text("en") == "hand 2, the tricks: the table says no (rule 3.5)"
    coded = PulkaError(code="tricks_sum", params={"total": 11, "ten": 10}, field="tricks")
    assert str(coded) == "tricks: sum to 11, must be 10"
    assert coded.text("ru") == "взятки: в сумме 11, а должно быть 10"


def test_a_name_from_a_file_stays_visible_in_every_language():
    # a player's name with an escape sequence, quoted by the check and shown escaped
    exc = PulkaError(Reason("same_name", name="'An\x1bna'"))
    assert "\x1b" not in str(exc) and "\x1b" not in exc.text("ru")
    problem = Problem(PulkaError(Reason("tricks_missing", name="Bo\x1b[2Jris"), hand=1))
    assert "\x1b" not in problem and "\x1b" not in problem.text("ru")


def test_nested_reasons_and_problems_survive_a_copy():
    problem = name_problem(" Anna")
    assert isinstance(problem, Reason) and problem.code == "name_spaces_ends"
    exc = PulkaError(Reason("name_bad", seat=2, problem=problem), field="players", rule="1.2")
    assert str(exc) == "players: player 2's name ' Anna' starts or ends with a space (rule 1.2)"
    assert exc.text("ru") == ("игроки: имя 2-го игрока: ' Anna' начинается или кончается "
                              "пробелом (правило 1.2)")
    line = pickle.loads(pickle.dumps(Problem(exc)))
    assert line == str(exc) and line.text("ru") == exc.text("ru")
    long = text_problem("x" * 1234, 200)
    assert long is not None and long.startswith("'xxx") and "1,234 characters" in long
    assert long.text("ru").endswith("слишком длинное: символов 1234, а можно не больше 200")


def test_the_choices_of_a_call_read_in_russian_in_a_russian_line():
    # issue 31.10: a call is whist, pass or half (rule 3.8.1): вист, пас, полвиста
    expected = "'whist', 'pass' or 'half'"
    reason = pydantic_reason("literal_error", f"Input should be {expected}",
                             {"expected": expected}, value="'vist'")
    assert reason.text("ru") == "должно быть одно из: вист, пас, полвиста, а не 'vist'"
    assert reason.text("en") == "Input should be 'whist', 'pass' or 'half'"
    kept = reason_from_data(reason_data(reason))  # the ledger's cache keeps the words
    assert kept.text("ru") == reason.text("ru")
    # another literal's 'half' (whister_liability) is no half-whist: the file's words
    other = pydantic_reason("literal_error", "Input should be 'full' or 'half'",
                            {"expected": "'full' or 'half'"}, value="'most'")
    assert other.text("ru") == "должно быть одно из: 'full', 'half', а не 'most'"
