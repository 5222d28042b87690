"""Russian everywhere (issue 31 item 10): what the system and the JSON parser say of a
file reads in Russian inside a Russian line (the line and column kept), and in whole
English words in English."""

from __future__ import annotations

import errno
import re
from pathlib import Path

import pytest

from preferans_tui.__main__ import main
from preferans_tui.rules.reasons import Reason, json_error_reason, os_error_reason

LATIN_WORD = re.compile(r"\b(?!JSON\b|true\b|false\b|null\b)[A-Za-z]{3,}\b")
"""An English word in a Russian line (JSON and its literals are no English)."""


def check_ru(capsys, path) -> str:
    assert main(["check", str(path), "--lang", "ru"]) == 1
    return capsys.readouterr().out


def russian_line(out: str, path) -> str:
    line = out.splitlines()[1].strip()
    assert not LATIN_WORD.search(line.replace(str(path), "")), line
    return line


def test_a_missing_file_in_russian(tmp_path, capsys):
    path = tmp_path / "gone.json"
    line = russian_line(check_ru(capsys, path), path)
    assert line == "не удаётся прочитать файл: нет такого файла или папки"  # not "No such…"


@pytest.mark.parametrize(("text", "expected"), [
    ('{"format": "preferans-pulka",\n "hands": }',
     "ошибка в JSON в строке 2, столбце 11: не хватает значения (числа, текста, "
     "true/false/null, [ или {)"),
    ('{"format": "preferans-pulka", "title": "Вечер',
     "файл обрывается посреди JSON (обрезан?) в строке 1: текст не закрыт (нет "
     "закрывающей кавычки)"),
    ('{"format": "preferans-pulka" "version": 1}',
     "ошибка в JSON в строке 1, столбце 30: не хватает запятой между двумя элементами"),
])
def test_the_json_parser_in_russian(tmp_path, capsys, text, expected):
    """Python's "Expecting value", "Unterminated string starting at" (which ended the
    line mid-phrase) and "Expecting ',' delimiter", with the line and column kept."""
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    assert russian_line(check_ru(capsys, path), path) == expected


def test_the_parser_and_the_system_in_whole_english_words():
    cut = Reason("file_cut_short", line=1, error=json_error_reason("Unterminated string "
                                                                    "starting at"))
    assert str(cut).endswith("at line 1: a text is not closed (its closing quote is missing)")
    assert str(json_error_reason("Some new message")) == "Some new message"


@pytest.mark.parametrize(("code", "english", "russian"), [
    (errno.ENOSPC, "No space left on device", "на диске нет места"),
    (errno.EACCES, "Permission denied", "нет прав доступа"),
    (errno.EROFS, "Read-only file system", "файловая система только для чтения"),
])
def test_the_systems_errors_by_errno(code, english, russian):
    reason = os_error_reason(OSError(code, english))
    assert str(reason) == english and reason.text("ru") == russian


def test_an_errno_without_words_keeps_the_systems_and_says_so():
    reason = os_error_reason(OSError(errno.ECONNRESET, "Connection reset by peer"))
    assert reason.text("ru") == "ошибка системы (ECONNRESET): Connection reset by peer"


def test_a_failed_save_reads_in_russian():
    """The sheet's "not saved" line and the close question word the system's reason in
    the interface language (it was the English strerror)."""
    from preferans_tui import texts
    from preferans_tui.session import ReadOnly
    from preferans_tui.ui.read_only import read_only_reason, reason_text

    texts.set_language("ru")
    try:
        assert reason_text(os_error_reason(OSError(errno.ENOSPC, "No space left on device"))
                           ) == "на диске нет места"
        denied = ReadOnly.of(OSError(errno.EACCES, "Permission denied"), Path("p.json"))
        assert read_only_reason(denied) == "нет прав доступа"
    finally:
        texts.set_language("en")
