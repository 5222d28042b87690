"""Tournaments and the club commands in the command's language (issue 28: a Russian
club organiser found English everywhere outside the table): ``--lang``, else the saved
setting, else the system's; the tables' titles, the standings, the protocol, the list,
the director's screen (F1 help, F2 language), ``event serve``'s banner, and the club
commands, in English and in Russian."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from preferans_tui.club.database import open_club
from preferans_tui.events.store import read_event
from preferans_tui.ui.settings import Settings, save_settings

from .event_play import play
from .helpers import run, sochi, write

PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]
EVENT = "Кубок декабря"
KEYS_RU = ["Eng", "выход", "помощь", "помощь"]
"""The director's keys in the Russian footer (F2, Ctrl+Q, ? and F1): no command palette."""


def _event(capsys, url: str, out: Path, lang: str) -> list[Path]:  # type: ignore[no-untyped-def]
    """``EVENT`` of six, one round of two tables of 2 deals, seated in ``lang``."""
    code, _, err = run(capsys, "event", "new", EVENT, "--club", url, "--players", *PLAYERS,
                       "--pulya", "10", "--rounds", "2", "--deals", "2", "--lang", lang)
    assert code == 0, err
    code, said, err = run(capsys, "event", "seat", EVENT, "--club", url, "--out", str(out),
                          "--lang", lang)
    assert code == 0, err
    return [Path(line.split("→ ")[1]) for line in said.splitlines() if "→ " in line]


@pytest.mark.parametrize(("lang", "titles", "seated"), [
    ("en", ["Кубок декабря · round 1 · table 1", "Кубок декабря · round 1 · table 2"],
     "event Кубок декабря: round 1 seated"),
    ("ru", ["Кубок декабря · тур 1 · стол 1", "Кубок декабря · тур 1 · стол 2"],
     "турнир Кубок декабря: тур 1 рассажен")])
def test_the_tables_titles_are_in_the_commands_language(club_url: str, tmp_path: Path,
                                                        capsys, lang: str,
                                                        titles: list[str],
                                                        seated: str) -> None:
    files = _event(capsys, club_url, tmp_path / "r1", lang)
    assert [json.loads(p.read_text("utf-8"))["title"] for p in files] == titles
    code, said, _ = run(capsys, "event", "seat", EVENT, "--club", club_url, "--out",
                        str(tmp_path / "r2"), "--lang", lang, "--anyway")
    assert code == 0 and said.startswith(seated.replace("1", "2"))


@pytest.mark.parametrize("engine", ["sqlite"])
def test_standings_list_ratings_and_protocol_in_russian(club_url: str, tmp_path: Path,
                                                        capsys) -> None:
    files = _event(capsys, club_url, tmp_path / "r1", "ru")
    rng = random.Random(7)
    for path in files:
        play(path, 2, rng)
    code, said, err = run(capsys, "event", "result", EVENT, "--club", club_url,
                          *map(str, files), "--lang", "ru")
    assert code == 0, err
    assert said.splitlines() == ["турнир Кубок декабря: тур 1, стол 1: 2 сдачи",
                                 "турнир Кубок декабря: тур 1, стол 2: 2 сдачи"]
    code, said, _ = run(capsys, "event", "standings", EVENT, "--club", club_url,
                        "--lang", "ru")
    lines = said.splitlines()
    assert code == 0 and lines[0] == ("турнир Кубок декабря: тур 1 из 2, формула: очки за "
                                      "места")
    assert lines[1].split() == ["место", "игрок", "очки", "висты", "победы", "пропуски"]
    with open_club(club_url) as club:
        state = read_event(club, EVENT)
    # place points at two tables: 3 + 2 + 0 (or 4 + 1 + 0, or shared) at each: 10 in all
    assert sum(s.points for s in state.standings) == 10
    losers = [s for s in state.standings if s.whists < 0]
    assert losers and all("-" not in line for line in lines)  # the minus sign, never "-"
    assert all("\u2212" + str(-s.whists).replace(".", ",") in said for s in losers
               if s.whists.denominator == 1)
    code, said, _ = run(capsys, "event", "list", "--club", club_url, "--lang", "ru")
    assert said == ("Кубок декабря · игроков 6 · рассажено туров 1 из 2 · очки за "
                    "места\n")
    code, said, _ = run(capsys, "event", "list", "--club", club_url, "--lang", "en")
    assert said == "Кубок декабря · 6 players · round 1 of 2 seated · place points\n"
    code, said, _ = run(capsys, "event", "ratings", "--club", club_url, "--lang", "ru")
    assert said.startswith("2 стола в порядке игры; рейтинг prefko (от 1000) и Эло")
    elo = [line.split()[-1] for line in said.splitlines()[1:]]
    assert len(elo) == 6 and all("," in e and "." not in e for e in elo)
    html_path, csv_path = tmp_path / "p.html", tmp_path / "p.csv"
    code, said, err = run(capsys, "event", "protocol", EVENT, "--club", club_url, "--html",
                          str(html_path), "--csv", str(csv_path), "--lang", "ru")
    assert code == 0, err
    assert said.startswith("турнир Кубок декабря: протокол в ")
    page = html_path.read_text("utf-8")
    assert "<p>формула: очки за места</p>" in page and "<h2>По турам</h2>" in page
    rows = csv_path.read_text("utf-8").splitlines()
    assert rows[0] == "турнирная таблица" and rows[1].startswith("место,игрок,очки")


@pytest.mark.parametrize("engine", ["sqlite"])
def test_the_saved_language_and_lang(club_url: str, tmp_path: Path, capsys,
                                     _club_data: Path) -> None:
    """Without ``--lang`` the saved setting (the app's F2); ``--lang`` wins; an unknown
    event is refused in the language too."""
    save_settings(_club_data, Settings(language="ru"))
    code, said, err = run(capsys, "event", "new", "Cup", "--club", club_url, "--players",
                          *PLAYERS[:3])
    assert code == 0 and said.startswith("турнир Cup: игроков 3, туров 4"), err
    code, _, err = run(capsys, "event", "standings", "Nope", "--club", club_url)
    assert code == 1 and "в клубе нет турнира Nope (есть: Cup)" in err
    code, _, err = run(capsys, "event", "standings", "Nope", "--club", club_url,
                       "--lang", "en")
    assert code == 1 and "the club has no event Nope (it has: Cup)" in err


@pytest.mark.parametrize("engine", ["sqlite"])
def test_the_directors_screen_in_russian_f1_and_f2(club_url: str, tmp_path: Path,
                                                   capsys) -> None:
    """Russian words, the formula in words, the figures as the app writes them, no
    command palette; F2 switches to English (and back), F1 opens the help at the
    director's section."""
    from textual.widgets import DataTable, Static

    from preferans_tui import texts
    from preferans_tui.ui.director_app import DirectorApp
    from preferans_tui.ui.screens.help import HelpScreen

    files = _event(capsys, club_url, tmp_path / "r1", "ru")
    play(files[0], 2, random.Random(5))
    assert run(capsys, "event", "result", EVENT, "--club", club_url, str(files[0]))[0] == 0

    async def look() -> dict[str, object]:
        seen: dict[str, object] = {}
        with open_club(club_url) as club:
            app = DirectorApp(lambda: read_event(club, EVENT), lang="ru", refresh_seconds=60)
            async with app.run_test(size=(80, 24)) as pilot:
                head = app.screen.query_one("#head", Static)
                board = app.screen.query_one("#standings", DataTable)
                seen["head"] = str(head.render())
                seen["columns"] = [str(c.label) for c in board.columns.values()]
                seen["whists"] = [str(board.get_row_at(i)[3]) for i in range(board.row_count)]
                seen["keys"] = sorted(b.binding.description
                                      for b in app.screen.active_bindings.values()
                                      if b.binding.show and b.enabled)
                await pilot.press("f2")
                seen["en_head"] = str(head.render())
                seen["en_columns"] = [str(c.label) for c in board.columns.values()]
                seen["en_lang"] = texts.language()
                await pilot.press("f2", "f1")
                seen["help"] = isinstance(app.screen, HelpScreen)
                seen["page"] = getattr(app.screen, "page", "")
        return seen

    seen = asyncio.run(look())
    head = str(seen["head"]).splitlines()
    assert head[0] == "Кубок декабря · формула: очки за места · тур 1/2"
    assert head[1:] == ["Предварительно: ещё играют столы, учтены как есть:",
                        "  тур 1, стол 2: сыграно сдач 0 из 2"]  # table 2 has stored nothing
    assert seen["columns"] == ["место", "игрок", "очки", "висты", "победы", "пропуски"]
    assert all("-" not in w and "." not in w for w in seen["whists"])  # type: ignore[attr-defined]
    assert any(w.startswith("\u2212") for w in seen["whists"])  # type: ignore[attr-defined]
    assert seen["keys"] == KEYS_RU, seen["keys"]
    assert seen["en_head"].splitlines()[0] == "Кубок декабря · formula: place points · round 1/2"  # type: ignore[attr-defined]
    assert seen["en_columns"] == ["place", "player", "points", "whists", "wins", "byes"]
    assert seen["en_lang"] == "en"
    assert seen["help"] and str(seen["page"]).split("\n## ")[1].startswith("Экран судьи")


def test_event_serve_says_what_it_serves() -> None:
    """``event serve`` prints its own heading (no file banner, no "does not exist yet"),
    then serve's links; a link's language runs the director's screen in it, never the
    watch of a file named like the event."""
    from preferans_tui.cli.event import director_command
    from preferans_tui.web.access import Access
    from preferans_tui.web.server import WatchServer, startup_lines

    lines = startup_lines(Path(EVENT), "127.0.0.1", 8000, "T", "ru",
                          heading=["экран судьи"])
    assert lines[0] == "экран судьи" and not any("does not exist" in line for line in lines)
    assert any("lang=ru" in line for line in lines)
    server = WatchServer(Path(EVENT), "127.0.0.1", 8000, Access(), "ru",
                         command=director_command(EVENT, "ru"),
                         command_for=lambda lang: director_command(EVENT, lang),
                         heading=["экран судьи"])
    assert server.command_for("en").endswith("event show 'Кубок декабря' --lang en")
    assert " watch " not in server.command_for("en")


@pytest.mark.parametrize("engine", ["sqlite"])
def test_event_serve_of_no_event_is_refused(club_url: str, capsys) -> None:
    assert run(capsys, "event", "new", "Cup", "--club", club_url, "--players",
               *PLAYERS[:3])[0] == 0
    code, out, err = run(capsys, "event", "serve", EVENT, "--club", club_url, "--lang", "ru")
    assert code == 1 and "в клубе нет турнира Кубок декабря (есть: Cup)" in err and not out


@pytest.mark.parametrize("engine", ["sqlite"])
@pytest.mark.parametrize(("lang", "told", "head", "checked"), [
    ("en", "pulka 6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b: 2 hands; new to the club, 2 hands "
     "added", ["id", "title", "created", "players", "hands", "last"],
     "1 pulkas, 2 hands replayed; every one settles"),
    ("ru", "пулька 6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b: 2 сдачи; новая для клуба, "
     "добавлено 2 сдачи", ["id", "название", "начата", "игроки", "сдачи", "последняя"],
     "пулек 1, сдач 2 переиграно; каждая рассчитывается")])
def test_the_club_commands_in_both_languages(club_url: str, tmp_path: Path, capsys,
                                             lang: str, told: str, head: list[str],
                                             checked: str) -> None:
    path = write(tmp_path / "p.json", sochi(2))
    code, said, err = run(capsys, "club", "import", str(path), "--club", club_url,
                          "--lang", lang)
    assert code == 0 and said == f"{path}: {told}\n", err
    code, said, _ = run(capsys, "club", "show", "--club", club_url, "--lang", lang)
    assert code == 0 and said.split()[:6] == head
    code, said, _ = run(capsys, "club", "check", "--club", club_url, "--lang", lang)
    assert code == 0 and checked in said
    code, said, _ = run(capsys, "club", "show", "6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
                        "--club", club_url, "--lang", lang)
    assert code == 0 and ("no hand corrected or undone" if lang == "en"
                          else "ни одна сдача не исправлена") in said
    code, said, _ = run(capsys, "club", "use", "--lang", lang)
    assert code == 0 and ("no club chosen" if lang == "en" else "клуб не выбран") in said


def _refused_ru(capsys, *argv: str) -> str:  # type: ignore[no-untyped-def]
    """The one line a refused command writes with ``--lang ru`` (exit 1, no traceback)."""
    code, said, err = run(capsys, *argv, "--lang", "ru")
    assert code == 1, said
    assert "Traceback" not in err and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("engine", ["sqlite"])
def test_a_rules_file_that_is_a_folder_is_refused_in_russian(club_url: str, tmp_path: Path,
                                                            capsys) -> None:
    err = _refused_ru(capsys, "event", "new", "Cup", "--club", club_url, "--players", "A",
                      "B", "C", "--rules", str(tmp_path))
    assert err == f"preferans-tui: --rules {tmp_path}: это папка, а не файл правил\n"


@pytest.mark.parametrize("engine", ["sqlite"])
@pytest.mark.parametrize(("extra", "said"), [
    (["--pulya", "0"], "--pulya: размер пули должен быть от 1 до 1000000, а не 0 "
     "(SPEC §7.4: игра кончается, когда пуля закрыта)"),
    (["--divisor", "5"], "--divisor: это нужно только формуле custom (--formula custom), а "
     "не places; ничего бы не изменилось"),
    (["--open-rounds", "3", "--pairing", "rotation"], "--open-rounds: при --pairing rotation "
     "каждый тур и так рассаживается ради новых встреч, так что открытые туры ничего бы "
     "не изменили"),
    (["--rounds", "101"], "--rounds: в турнире от 1 до 100 туров, а не 101")])
def test_options_out_of_bounds_or_changing_nothing_are_refused_in_russian(
        club_url: str, capsys, extra: list[str], said: str) -> None:
    err = _refused_ru(capsys, "event", "new", "Cup", "--club", club_url, "--players", "A",
                      "B", "C", *extra)
    assert err == f"preferans-tui: {said}\n"


def test_a_tables_file_already_there_is_refused_in_russian(club_url: str, tmp_path: Path,
                                                          capsys) -> None:
    """"Cup 1" and "Cup?1" clean to the same file name (as in test_event_safety): the
    second seat names the file, in Russian, and writes nothing."""
    for name in ("Cup 1", "Cup?1"):
        assert run(capsys, "event", "new", name, "--club", club_url, "--players", "A", "B",
                   "C")[0] == 0
    assert run(capsys, "event", "seat", "Cup 1", "--club", club_url)[0] == 0
    first = tmp_path / "data" / "events" / "Cup-1" / "Cup-1-r1-t1.json"
    err = _refused_ru(capsys, "event", "seat", "Cup?1", "--club", club_url)
    assert err == (f"preferans-tui: {first}: здесь уже есть файл, а сюда пишется файл этого "
                   "стола; поверх ничего не пишется (уберите его или рассадите с другим "
                   "--out); ничего не записано\n")
    (first.parent / "links").mkdir()
    (first.parent / "links" / first.name).symlink_to(tmp_path / "elsewhere.json")
    err = _refused_ru(capsys, "event", "seat", "Cup?1", "--club", club_url, "--out",
                      str(first.parent / "links"))
    assert f"{first.name}: здесь уже есть ссылка, а сюда" in err
    assert not (tmp_path / "elsewhere.json").exists()


def test_a_name_with_a_control_character_is_refused_in_russian(club_url: str,
                                                              capsys) -> None:
    """Rule 1.2 at the door, the reason in Russian too (the rules core's own words)."""
    err = _refused_ru(capsys, "event", "new", "Cup", "--club", club_url, "--players", "Anna",
                      "Boris", "Vera\x1b[2J")
    assert err.startswith("preferans-tui: турнир Cup: имя игрока: ")
    assert "'Vera\\x1b[2J'" in err and "\x1b" not in err
    assert err.endswith(" (правило 1.2); ничего не записано\n")
    assert "player" not in err and "nothing" not in err
    err = _refused_ru(capsys, "event", "new", "Cup\x07", "--club", club_url, "--players",
                      "Anna", "Boris", "Vera")
    assert err.startswith("preferans-tui: название турнира: ") and "\x07" not in err
    assert err.endswith(" (правила имени игрока, правило 1.2); ничего не записано\n")
