"""The command line's help and its usage errors speak the command language: ``--lang``,
else the settings' language, else the system's (:func:`preferans_tui.cli.language.argv_language`),
argparse's own words included (:mod:`preferans_tui.cli.argparse_words`)."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

import pytest

from preferans_tui import texts
from preferans_tui.__main__ import main
from preferans_tui.cli.argparse_words import MESSAGES, said_by_argparse
from preferans_tui.cli.commands import COMMANDS
from preferans_tui.cli.language import argv_language, speaking

VERBS = {"club": ["import", "sync", "check", "players", "show", "alias", "use"],
         "event": ["new", "list", "seat", "absent", "join", "result", "standings", "ratings",
                   "protocol", "show", "serve"],
         "rules": ["list", "show", "export", "import"]}
EVERY_HELP = [["--help"]] + [[name, "--help"] for name in COMMANDS] + [
    [name, verb, "--help"] for name, verbs in VERBS.items() for verb in verbs]


def _data() -> Path:
    return Path(os.environ["PREFERANS_TUI_DATA"])


def _save_language(language: str, folder: Path | None = None) -> None:
    folder = folder or _data()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps({"language": language}), encoding="utf-8")


def _said(capsys, argv: list[str]) -> tuple[int, str, str]:
    """The exit code, standard output and standard error of ``argv``, each output's
    whitespace folded (argparse wraps to the terminal's width)."""
    with pytest.raises(SystemExit) as done:
        main(argv)
    out, err = capsys.readouterr()
    return done.value.code, " ".join(out.split()), " ".join(err.split())


def test_the_app_s_help_in_russian_with_lang_ru(capsys):
    code, out, _ = _said(capsys, ["--help", "--lang", "ru"])
    assert code == 0
    assert out.startswith("использование: preferans-tui [-h]")
    assert "Запись пульки русского преферанса." in out
    assert "позиционные аргументы: file файл пульки, который открыть (и сохранять)" in out
    assert "параметры: -h, --help показать эту справку и выйти" in out
    assert "команды (preferans-tui КОМАНДА --help):" in out
    assert "settle расчёт пульки из файла: висты каждого игрока, выплаты и кто кому должен" in out
    assert "event турниры: рассадка по турам, сбор пулек со столов, места игроков" in out
    assert "usage" not in out and "options" not in out


def test_settle_s_help_follows_the_saved_language(capsys):
    _save_language("ru")
    code, out, _ = _said(capsys, ["settle", "--help"])
    assert code == 0
    assert out.startswith("использование: preferans-tui settle")
    assert "--paper рассчитать итоги, записанные на бумаге: пуля, гора и висты" in out
    assert "--lang {en,ru} язык вывода" in out
    assert "show this help" not in out


def test_lang_en_is_chosen_over_the_saved_language(capsys):
    _save_language("ru")
    _, out, _ = _said(capsys, ["settle", "--help", "--lang=en"])
    assert "settle totals written on paper: pulya, gora and whists" in out


def test_the_system_s_russian_locale_when_nothing_is_saved(capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    _, out, _ = _said(capsys, ["stats", "--help"])
    assert "только доигранные пульки" in out and "--unalias OTHER забыть псевдоним OTHER" in out
    assert "мизеры, распасы, висты и помощь" in out


def test_the_english_help_is_argparse_s_as_before(capsys):
    code, out, _ = _said(capsys, ["settle", "--help"])
    assert code == 0
    assert out.startswith("usage: preferans-tui settle [-h] [--json] [--paper] [--lang {en,ru}]"
                          " [file]")
    assert "positional arguments: file a pulka file; with --paper" in out
    assert "options: -h, --help show this help message and exit" in out
    assert "--paper settle totals written on paper: pulya, gora and whists" in out


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("argv", EVERY_HELP, ids=" ".join)
def test_every_help_runs_in_both_languages(capsys, argv, language):
    code, out, err = _said(capsys, [*argv, "--lang", language])
    assert code == 0 and not err
    heading = "использование: " if language == "ru" else "usage: "
    assert out.startswith(heading + "preferans-tui")
    assert "arg_" not in out and "argparse_" not in out  # no message id shown as such


def test_every_command_of_the_table_has_a_verb_list_or_none():
    assert set(VERBS) <= set(COMMANDS)


def test_the_table_names_messages_of_both_catalogues():
    """The table's help and descriptions are message ids (not ``tr("…")`` literals, which
    ``tests/texts`` finds in the code)."""
    from tests.texts.catalogues import EN, RU

    ids = {c.help for c in COMMANDS.values()} | {c.description for c in COMMANDS.values()
                                                 if c.description}
    assert ids <= EN.keys() & RU.keys()
    assert all(key.startswith("arg_") for key in ids)


@pytest.mark.parametrize(("argv", "en", "ru"), [
    (["check"], "preferans-tui check: error: the following arguments are required: file",
     "preferans-tui check: ошибка: не хватает обязательных аргументов: file"),
    (["settle", "x.json", "--lang", "de"],
     "preferans-tui settle: error: argument --lang: invalid choice: 'de' (choose from 'en', "
     "'ru')",
     "preferans-tui settle: ошибка: аргумент --lang: недопустимое значение: 'de' (можно: "
     "'en', 'ru')"),
    (["event", "new", "E", "--players", "a", "b", "c", "--pulya", "x"],
     "argument --pulya: invalid int value: 'x'", "аргумент --pulya: не целое число: 'x'"),
    (["stats", "--json", "--csv"], "argument --csv: not allowed with argument --json",
     "аргумент --csv: нельзя вместе с аргументом --json"),
    (["stats", "--since", "1.9.2026"],
     "argument --since: '1.9.2026' is not a date such as 2026-09-01",
     "аргумент --since: '1.9.2026' — не дата вида 2026-09-01"),
    (["serve", "x.json", "--port", "0"],
     "argument --port: a port is a number from 1 to 65535, not '0'",
     "аргумент --port: порт — это число от 1 до 65535, а не '0'"),
    (["--bogus"], "preferans-tui: error: unrecognized arguments: --bogus",
     "preferans-tui: ошибка: неизвестные аргументы: --bogus"),
])
def test_a_usage_error_in_both_languages(capsys, argv, en, ru):
    code, _, err = _said(capsys, argv)
    assert code == 2 and en in err and err.startswith("usage: ")
    _save_language("ru")
    code, _, err = _said(capsys, argv)
    assert code == 2 and ru in err and err.startswith("использование: ")


def test_a_count_of_arguments_takes_russian_forms():
    texts.set_language("ru")
    assert said_by_argparse("expected 2 arguments") == "нужно 2 значения"
    assert said_by_argparse("expected 5 arguments") == "нужно 5 значений"
    assert said_by_argparse("expected 21 argument") == "нужно 21 значение"
    assert (said_by_argparse("argument --x: expected one argument")
            == "аргумент --x: нужно одно значение")


def test_a_message_argparse_phrases_otherwise_is_shown_as_it_is():
    texts.set_language("ru")
    assert said_by_argparse("argparse said something new") == "argparse said something new"


def test_the_messages_are_argparse_s_own():
    """Each message mapped is one of the installed argparse's gettext ids (a Python
    that rephrases one shows it in English; this says which)."""
    source = Path(argparse.__file__).read_text(encoding="utf-8")
    ours = set(MESSAGES) - {"invalid int value: %(value)r"}  # its "invalid %(type)s value"
    assert {m for m in ours if f"'{m}'" not in source} == set()


def test_the_help_language_is_read_before_the_arguments(tmp_path, monkeypatch):
    assert argv_language(["settle", "--lang", "ru"]) == "ru"
    assert argv_language(["settle", "--lang=ru"]) == "ru"
    assert argv_language(["settle", "--", "--lang", "ru"]) == "en"  # a file named --lang
    assert argv_language(["settle", "--lang", "de"]) == "en"  # refused by the parser later
    _save_language("ru", tmp_path / "elsewhere")
    assert argv_language(["stats", "--data-dir", str(tmp_path / "elsewhere")]) == "ru"
    assert argv_language(["stats"]) == "en"
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "elsewhere"))
    assert argv_language(["settle", "--help"]) == "ru"
    (tmp_path / "elsewhere" / "settings.json").write_text('{"language": "de"}')
    assert argv_language(["settle", "--help"]) == "en"  # no setting of ours: the system's


def test_the_language_before_is_back_after_parsing(capsys):
    _save_language("ru")
    main(["schema"])
    capsys.readouterr()
    assert texts.language() == "en"  # the commands that choose none print in English
    with speaking("ru"):
        assert texts.tr("gora") == "гора"
    assert texts.language() == "en"
