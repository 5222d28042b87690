"""An event table's length in deals (the file's ``deals_limit``; issue 28) on every other
view of the file: ``watch`` (and so ``serve``'s browser view, which runs it), ``export``
in each format, the settlement's text and the app's ``x`` key say the sheet's own
wording, ``deal 5 of 6`` / ``сдача 5 из 6`` (the next deal: four raspasy played), and
once the six deals are played the table is marked stopped as the sheet marks it.

Hands: raspasy only (Anna, Boris, Vera deal in turn), so no pulya grows and the pulka
never finishes by its own rules (Sochi to 10): only the limit stops it.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from preferans_tui import texts
from preferans_tui.__main__ import main
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.ui.watch_app import WatchApp
from tests.opened import opened
from tests.ui.conftest import pulka_file
from tests.ui.test_watch import POLL, text, until

THREE = ["Anna", "Boris", "Vera"]


def limited(folder: Path, limit: int, played: int) -> Path:
    """``p.json`` of an event's table of ``limit`` deals with ``played`` raspasy."""
    hands = [{"kind": "raspasy", "dealer": THREE[n % 3],
              "tricks": {"Anna": 3, "Boris": 3, "Vera": 4}} for n in range(played)]
    path = pulka_file(folder, THREE, hands)
    doc = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps({**doc, "title": "Cup · round 1 · table 1",
                                "deals_limit": limit}), "utf-8")
    return path


def status(app) -> str:
    return str(app.screen.query_one("#status").render())


# -- watch ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "deal", "last"), [
    ("en", "deal 5 of 6 · Boris deals", "Deal 4 of 6: Anna dealt"),
    ("ru", "сдача 5 из 6 · сдаёт Boris", "Сдача 4 из 6: сдающий Anna"),
])
async def test_watch_counts_the_events_deals(tmp_path, lang, deal, last):
    texts.set_language(lang)
    app = WatchApp(limited(tmp_path, 6, 4), poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.pulka is not None, "the pulka")
        await pilot.pause()
        assert deal in status(app)
        assert text(app, "#last-hand").startswith(last)
        assert not app.screen.query_one("#status").has_class("finished")


@pytest.mark.parametrize(("lang", "banner"), [
    ("en", "All 6 deals of the event are played."),
    ("ru", "Все сдачи турнира (6) сыграны."),
])
async def test_watch_marks_the_table_stopped_at_the_limit(tmp_path, lang, banner):
    texts.set_language(lang)
    app = WatchApp(limited(tmp_path, 6, 6), poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.pulka is not None, "the pulka")
        await pilot.pause()
        assert status(app) == banner  # no settlement key named: the watcher has none
        assert app.screen.query_one("#status").has_class("finished")


async def test_watch_without_a_limit_says_the_deal_alone(tmp_path):
    path = limited(tmp_path, 6, 4)
    doc = json.loads(path.read_text("utf-8"))
    del doc["deals_limit"]
    path.write_text(json.dumps(doc), "utf-8")
    app = WatchApp(path, poll=POLL)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.pulka is not None, "the pulka")
        await pilot.pause()
        assert "deal 5 · Boris deals" in status(app) and " of " not in status(app)


# -- export --------------------------------------------------------------------------------
def svg_words(svg: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", svg)).replace("\xa0", " ")


@pytest.mark.parametrize(("lang", "deal"), [("en", "Deal 5 of 6"), ("ru", "Сдача 5 из 6")])
@pytest.mark.parametrize("fmt", ["txt", "svg", "html"])
def test_export_says_the_deal_of_the_event(tmp_path, capsys, lang, deal, fmt):
    out = tmp_path / f"cup.{fmt}"
    assert main(["export", str(limited(tmp_path, 6, 4)), "-o", str(out), "--lang", lang]) == 0
    words = out.read_text("utf-8")
    words = svg_words(words) if fmt != "txt" else words
    assert deal in words


LIMIT_SETTLED = {
    "en": "All 6 deals of the event are played: settled as at an agreed stop; each "
          "player's missing pulya points go into his gora (rule 4.2.3).",
    "ru": "Все сдачи турнира (6) сыграны: расчёт как при остановке по общему согласию; "
          "недостающее до пули каждый пишет себе в гору (правило 4.2.3).",
}
"""The status of a table whose six deals are played: a complete event game, settled as
at an agreed stop (SPEC §7 "Early stop"), never "not finished"."""
NOT_FINISHED = {"en": "Not finished: settled as if everyone agreed", "ru": "Пулька не закончена"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_export_marks_the_table_stopped(tmp_path, capsys, lang):
    assert main(["export", str(limited(tmp_path, 6, 6)), "--format", "txt", "-o", "-",
                 "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert LIMIT_SETTLED[lang] in lines  # the chat message: one line, unwrapped
    assert not any(NOT_FINISHED[lang] in line for line in lines)
    assert not any(re.search(r"(Deal|Сдача) \d", line) for line in lines)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_table_stopped_before_its_limit_is_not_finished(tmp_path, capsys, lang):
    assert main(["export", str(limited(tmp_path, 6, 4)), "--format", "txt", "-o", "-",
                 "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert NOT_FINISHED[lang] in out and LIMIT_SETTLED[lang] not in out


@pytest.mark.parametrize("fmt", ["svg", "html"])
def test_the_picture_and_page_say_the_game_is_complete(tmp_path, fmt):
    out = tmp_path / f"cup.{fmt}"
    assert main(["export", str(limited(tmp_path, 6, 6)), "-o", str(out)]) == 0
    words = " ".join(svg_words(out.read_text("utf-8")).split())
    assert "All 6 deals of the event are played: settled as at an agreed stop" in words
    assert "Not finished" not in words


def test_settle_says_the_deals_are_played(tmp_path, capsys):
    """``settle``'s caption: the table's game is complete; its ``--json`` keeps
    ``finished`` as FORMAT.md defines it (the variant's own end rule: the pulya is not
    closed)."""
    path = limited(tmp_path, 6, 6)
    assert main(["settle", str(path)]) == 0
    caption = " ".join(capsys.readouterr().out.split())
    assert "all 6 deals of the event played: settled as at an agreed stop" in caption
    assert "not finished" not in caption
    assert main(["settle", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] is False


def test_the_png_is_drawn_from_the_same_parts(tmp_path, monkeypatch):
    """The PNG is the SVG drawn by resvg (:func:`~.formats.png_bytes`): the SVG it is
    drawn from says the deal."""
    from preferans_tui.ui.share import formats

    drawn: list[str] = []
    real = formats.svg_text
    monkeypatch.setattr(formats, "svg_text", lambda ev: drawn.append(real(ev)) or drawn[-1])
    assert main(["export", str(limited(tmp_path, 6, 4)), "--format", "png",
                 "-o", str(tmp_path / "cup.png")]) == 0
    assert "Deal 5 of 6" in svg_words(drawn[0])


# -- the app: the settlement's text and the x key ------------------------------------------
async def test_the_settlement_and_its_picture_carry_the_limit(tmp_path, monkeypatch):
    from preferans_tui.ui.share import files

    kept: list = []
    monkeypatch.setattr(files, "save_picture",
                        lambda evening, folder=None, lang="en": kept.append(evening)
                        or tmp_path / "x.png")
    app = PreferansApp(limited(tmp_path, 6, 4), tmp_path / "data")
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("x")  # the sheet's x key
        await app.workers.wait_for_complete()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettlementScreen)
        assert "Deal 5 of 6" in app.screen.text().splitlines()[1]  # under the heading
        await pilot.press("x")  # the settlement's
        await app.workers.wait_for_complete()
        await pilot.press("e")
        await pilot.pause()
        exported = app.screen.exported
    assert [ev.deals_limit for ev in kept] == [6, 6]
    assert [ev.deals_text() for ev in kept] == ["Deal 5 of 6"] * 2
    assert exported is not None and "Deal 5 of 6" in exported.read_text("utf-8")


def test_the_settlement_text_at_the_limit(tmp_path):
    from preferans_tui.views.settlement_tables import settlement_text

    model, pulka = load(limited(tmp_path, 6, 6))
    lines = settlement_text(pulka, model.title, limit=model.deals_limit).splitlines()
    text = " ".join(settlement_text(pulka, model.title, limit=model.deals_limit,
                                    width=200).splitlines()[1:2])
    assert text == LIMIT_SETTLED["en"]  # under the heading, no deal line above it
    assert lines[1].startswith("All 6 deals of the event are played: settled as at")
    assert "Deal" not in settlement_text(pulka, model.title)  # no limit: as before


@pytest.mark.parametrize(("played", "finished"), [(6, True), (4, False)])
def test_the_recent_list_calls_the_played_table_finished(tmp_path, played, finished):
    from preferans_tui.ui.screens.start_recent import recent_label

    label = recent_label(limited(tmp_path, 6, played)).plain
    assert (f"{played} deals, finished · Anna, Boris, Vera" in label) is finished
    assert f"{played} deals · Anna, Boris, Vera" in label or finished


@pytest.mark.parametrize(("lang", "played", "lead"), [
    ("en", 6, "Result, whists: "), ("en", 4, "If stopped now, whists: "),
    ("ru", 6, "Итог, висты: "), ("ru", 4, "Если закончить сейчас, висты: "),
])
def test_watch_gives_the_played_table_its_result(tmp_path, lang, played, lead):
    """Once its deals are played the watched table's figures are its result, not what
    it would be if stopped now (the game is complete)."""
    from preferans_tui.ui.watch_texts import compact_text, standings_wordings

    texts.set_language(lang)
    _, pulka = load(limited(tmp_path, 6, played))
    assert standings_wordings(pulka, 6)[0].startswith(lead)
    head = compact_text(pulka, 6).plain.splitlines()[0]
    assert (head in ("Result, in whists:", "Итог в вистах:")) is (played == 6)
