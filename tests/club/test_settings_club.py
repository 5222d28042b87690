"""The club chosen in the settings (issue 27.2: ``preferans-tui FILE --club URL`` "or a club
chosen in the settings"): ``club use URL`` keeps it in settings.json, never with a password;
``--club`` > ``$PREFERANS_TUI_CLUB`` > the settings' club > (``club`` commands only) the data
folder's club.sqlite, for the app, ``stats`` and every ``club`` command; a damaged or foreign
stored value is said once and ignored. SQLite is enough here: the choosing is the same for
every engine."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import Static

from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.settings import load_settings
from tests.opened import opened

from .helpers import SOCHI, run, sochi, write
from .test_faults import stored_numbers

SECRET = "s3cretPW"


def sqlite(path: Path) -> str:
    return f"sqlite:///{path}"


def stored(folder: Path) -> dict:
    return json.loads((folder / "settings.json").read_text("utf-8"))


def test_use_round_trip(tmp_path: Path, capsys, _club_data: Path) -> None:
    url = sqlite(tmp_path / "evenings.sqlite")
    code, out, err = run(capsys, "club", "use")
    assert code == 0 and "no club chosen" in out and err == ""
    code, out, _ = run(capsys, "club", "use", url)
    assert code == 0 and url in out
    assert stored(_club_data)["club"] == url  # as given: already absolute
    code, out, _ = run(capsys, "club", "use")
    assert code == 0 and out == f"the club chosen: {url}\n"
    code, out, _ = run(capsys, "club", "use", "--none")
    assert code == 0 and stored(_club_data)["club"] is None
    assert "no club chosen" in run(capsys, "club", "use")[1]
    assert run(capsys, "club", "use", url, "--none")[0] == 2


def test_use_keeps_other_settings(tmp_path: Path, capsys, _club_data: Path) -> None:
    (_club_data / "settings.json").write_text('{"language": "ru"}', "utf-8")
    run(capsys, "club", "use", sqlite(tmp_path / "c.sqlite"))
    assert stored(_club_data)["language"] == "ru"


def test_relative_sqlite_path_kept_absolute(tmp_path: Path, capsys, _club_data: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """``sqlite:///club.sqlite`` means the folder ``club use`` ran in; the app and the
    commands read the settings from anywhere."""
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "club", "use", "sqlite:///night.sqlite")[0] == 0
    assert stored(_club_data)["club"] == f"sqlite:///{tmp_path / 'night.sqlite'}"


@pytest.mark.parametrize("url", [f"postgresql://anna:{SECRET}@club.example/evenings",
                                 f"postgresql://anna@club.example/evenings?password={SECRET}"])
def test_use_refuses_a_password(url: str, capsys, _club_data: Path) -> None:
    code, out, err = run(capsys, "club", "use", url)
    assert code == 1 and SECRET not in out + err
    assert "***" in err and "PGPASSWORD" in err and ".pgpass" in err
    assert not (_club_data / "settings.json").exists()


@pytest.mark.parametrize("url", ["http://club.example/", "sqlite://", "not a url",
                                 "mysql://anna@club.example/evenings"])
def test_use_refuses_what_is_no_club(url: str, capsys, _club_data: Path) -> None:
    code, _, err = run(capsys, "club", "use", url)
    assert code == 1 and "give sqlite:///PATH" in err
    assert not (_club_data / "settings.json").exists()


def test_use_says_the_environment_comes_first_masked(tmp_path: Path, capsys,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    run(capsys, "club", "use", "postgresql://anna@club.example/evenings")
    monkeypatch.setenv("PREFERANS_TUI_CLUB", f"postgresql://boris:{SECRET}@other/evenings")
    code, out, err = run(capsys, "club", "use")
    assert code == 0 and SECRET not in out + err
    assert out == ("the club chosen: postgresql://anna@club.example/evenings\n"
                   "$PREFERANS_TUI_CLUB is set and comes first: "
                   "postgresql://boris:***@other/evenings\n")


def test_precedence_of_the_club_commands(tmp_path: Path, capsys, _club_data: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Each import goes to the first of --club, $PREFERANS_TUI_CLUB, the settings' club,
    the data folder's club.sqlite."""
    given, env, chosen = (tmp_path / f"{n}.sqlite" for n in ("given", "env", "chosen"))
    default = _club_data / "club.sqlite"
    path = write(tmp_path / "p.json", sochi(2))

    def imported_into() -> list[Path]:
        return [p for p in (given, env, chosen, default) if p.exists()]

    assert run(capsys, "club", "import", str(path))[0] == 0
    assert imported_into() == [default]
    default.unlink()
    run(capsys, "club", "use", sqlite(chosen))
    assert run(capsys, "club", "import", str(path))[0] == 0
    assert imported_into() == [chosen]
    monkeypatch.setenv("PREFERANS_TUI_CLUB", sqlite(env))
    assert run(capsys, "club", "check")[0] == 0
    assert imported_into() == [env, chosen]
    assert run(capsys, "club", "players", "--club", sqlite(given))[0] == 0
    assert imported_into() == [given, env, chosen]
    assert stored_numbers(sqlite(chosen)) == [1, 2]
    assert stored_numbers(sqlite(env)) == []


def test_stats_reads_the_settings_club(tmp_path: Path, capsys, _club_data: Path) -> None:
    """``stats`` with a club chosen gives the club's figures, as ``stats --club`` does; a
    FOLDER named gives its files', the settings' club aside."""
    chosen = sqlite(tmp_path / "chosen.sqlite")
    folder = tmp_path / "evening"
    folder.mkdir()
    write(folder / "p.json", sochi(8))
    run(capsys, "club", "import", str(folder), "--club", chosen)
    club_json = run(capsys, "stats", "--json", "--club", chosen)[1]
    files_json = run(capsys, "stats", str(folder), "--json")[1]
    assert json.loads(club_json)["players"].keys() == {"Anna", "Boris", "Vera"}
    run(capsys, "club", "use", chosen)
    code, out, err = run(capsys, "stats", "--json")
    assert code == 0 and out == club_json and err == ""
    assert run(capsys, "stats", str(folder), "--json")[1] == files_json


@pytest.mark.parametrize("value", [42, ["sqlite:///x"], "x" * 5000, "http://club.example/",
                                   f"postgresql://anna:{SECRET}@club.example/evenings"])
def test_damaged_club_said_once_and_ignored(value, tmp_path: Path, capsys,
                                            _club_data: Path) -> None:
    """A stored club that is no text, too long, no club's, or with a password (written by
    hand): the other settings stay, the commands say once that it is not used (no
    password) and go on with the data folder's own."""
    (_club_data / "settings.json").write_text(json.dumps(
        {"language": "ru", "club": value, "recent": []}), "utf-8")
    assert load_settings(_club_data).language == "ru"
    path = write(_club_data / "p.json", sochi(2))
    code, out, err = run(capsys, "club", "import", str(path))  # in the saved language
    assert code == 0 and (_club_data / "club.sqlite").is_file()
    assert err.count("клуб из settings.json не используется") == 1
    assert SECRET not in out + err and "\x1b" not in out + err
    code, out, err = run(capsys, "stats", "--json", "--lang", "en")
    assert code == 0 and json.loads(out)["files"]  # the data folder's files, as ever
    assert err.count("the club in settings.json is not used") == 1


def test_a_stored_club_is_shown_without_escapes(capsys, _club_data: Path) -> None:
    (_club_data / "settings.json").write_text(json.dumps(
        {"club": "postgresql://anna@club\x1b[2J.example/evenings"}), "utf-8")
    code, out, _ = run(capsys, "club", "use")
    assert code == 0 and "\x1b" not in out and out.startswith("the club chosen: ")


# -- the app ---------------------------------------------------------------------------------

async def until(pilot, check, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < end, "not in time"
        await pilot.pause(0.05)


def choose(folder: Path, club: object, language: str = "en") -> None:
    (folder / "settings.json").write_text(json.dumps({"language": language, "club": club}),
                                          "utf-8")


async def test_the_app_writes_to_the_settings_club(tmp_path: Path, _club_data: Path) -> None:
    url = sqlite(tmp_path / "chosen.sqlite")
    choose(_club_data, url)
    path = write(tmp_path / "p1.json", sochi(2))
    app = PreferansApp(path, _club_data)
    try:
        async with opened(app, size=(100, 30)) as pilot:
            assert app.club_writer is not None and app.club_writer.url == url
            app.record_hand(SOCHI["hands"][2])
            await until(pilot, lambda: app.club_writer.flush(0)
                        and (tmp_path / "chosen.sqlite").exists())
            assert stored_numbers(url) == [1, 2, 3]
    finally:
        if app.club_writer is not None:
            app.club_writer.close()
    assert load_settings(_club_data).club == url  # the app's own save kept it


async def test_the_given_club_comes_before_the_settings(tmp_path: Path,
                                                        _club_data: Path) -> None:
    """run_app's ``--club`` (or the environment's) writer stays: the settings' club is
    not opened beside it."""
    from preferans_tui.club.table_writer import ClubWriter

    choose(_club_data, sqlite(tmp_path / "chosen.sqlite"))
    given = sqlite(tmp_path / "given.sqlite")
    app = PreferansApp(write(tmp_path / "p1.json", sochi(2)), _club_data)
    app.club_writer = ClubWriter(given)
    try:
        async with opened(app, size=(100, 30)) as pilot:
            app.record_hand(SOCHI["hands"][2])
            await until(pilot, lambda: app.club_writer.flush(0)
                        and (tmp_path / "given.sqlite").exists())
            assert app.club_writer.url == given
    finally:
        app.club_writer.close()
    assert not (tmp_path / "chosen.sqlite").exists()


@pytest.mark.parametrize(("language", "words"), [("en", "Hands go to the club"),
                                                  ("ru", "Сдачи идут в клуб")])
async def test_the_start_screen_names_the_club(language: str, words: str, tmp_path: Path,
                                               _club_data: Path) -> None:
    url = "postgresql://anna@127.0.0.1:1/evenings\x1b[2J"
    choose(_club_data, url, language)
    app = PreferansApp(None, _club_data)
    try:
        async with opened(app, size=(100, 30)) as pilot:
            line = str(app.screen.query_one("#club-line", Static).render())
            assert line == f"{words} postgresql://anna@127.0.0.1:1/evenings%1B%5B2J"
            await pilot.press("f2")  # the other language, in place
            await pilot.pause()
            other = "Сдачи идут в клуб" if language == "en" else "Hands go to the club"
            line = str(app.screen.query_one("#club-line", Static).render())
            assert line.startswith(f"{other} postgresql://anna@")
            await pilot.press("ctrl+l")  # the ledger opens the club
            await pilot.pause()
            assert app.screen.club == url
    finally:
        if app.club_writer is not None:
            app.club_writer.close()


async def test_no_club_no_line(tmp_path: Path, _club_data: Path) -> None:
    app = PreferansApp(None, _club_data)
    async with opened(app, size=(100, 30)):
        assert app.club_writer is None
        assert not app.screen.query("#club-line")


async def test_a_bad_stored_club_is_said_once_and_the_app_plays_on(
        tmp_path: Path, _club_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    real = App.notify

    def notify(self, message, *args, **kwargs):
        said.append(str(message))
        return real(self, message, *args, **kwargs)

    monkeypatch.setattr(App, "notify", notify)
    choose(_club_data, f"postgresql://anna:{SECRET}@club.example/evenings")
    path = write(tmp_path / "p1.json", sochi(2))
    app = PreferansApp(path, _club_data)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        told = [m for m in said if "settings.json" in m]
        assert told == ["The club in settings.json is not used: postgresql://anna:***"
                        "@club.example/evenings holds a password, and the settings are a "
                        "plain file: give the URL without it and put the password in "
                        "PGPASSWORD or ~/.pgpass (psycopg reads both)"]
        assert app.club_writer is None
        app.record_hand(SOCHI["hands"][2])
        assert len(json.loads(path.read_text("utf-8"))["hands"]) == 3
    assert not any(SECRET in m for m in said)


async def test_club_use_while_the_app_is_open_stays(tmp_path: Path, capsys,
                                                    _club_data: Path) -> None:
    """The app saves its settings (the language, the recent pulkas) with the club the
    file holds then: a ``club use`` run meanwhile is not undone."""
    choose(_club_data, None)
    app = PreferansApp(None, _club_data)
    async with opened(app, size=(100, 30)) as pilot:
        url = sqlite(tmp_path / "chosen.sqlite")
        assert run(capsys, "club", "use", url)[0] == 0
        await pilot.press("f2")
        await pilot.pause()
    assert stored(_club_data)["club"] == url and stored(_club_data)["language"] == "ru"


@pytest.mark.parametrize(("given", "said"), [
    ("ftp://x", "ftp://x is not a club database: give sqlite:///PATH or "
                "postgresql://USER@HOST/DATABASE"),
    ("sqlite://", "sqlite:// names no file: give sqlite:///PATH"),
])
@pytest.mark.parametrize("by", ["--club", "env"])
def test_the_app_refuses_a_url_of_no_club_before_it_starts(tmp_path: Path, capsys,
                                                           monkeypatch, given: str,
                                                           said: str, by: str) -> None:
    """A tester's finding: ``preferans-tui FILE --club ftp://x`` opened the sheet and
    played on with "club database NOT reached", saying why only at quit; ``club use``
    refuses the same URL at once. Now the app does too, with the same words, before
    anything is drawn."""
    import preferans_tui.ui.app as app_module

    def never(*args: object) -> int:
        raise AssertionError("the app started")

    monkeypatch.setattr(app_module, "run_app", never)
    extra = ("--club", given) if by == "--club" else ()
    if by == "env":
        monkeypatch.setenv("PREFERANS_TUI_CLUB", given)
    code, out, err = run(capsys, str(tmp_path / "friday.json"), *extra)
    assert code == 1 and out == ""
    assert err.strip() == f"preferans-tui: {said}"
    assert run(capsys, "club", "use", given)[2].strip() == f"preferans-tui: {said}"
    assert not (tmp_path / "friday.json").exists()
