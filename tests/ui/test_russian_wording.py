"""Russian a club player would write (issue 31 item 10), one test per kind of text: the
keys a form names at a table of three, the status line's raspasy series, the undo
question's raspasy, the sheet's dealer marks, the settlement's footer, the penalty's
words, and a problem line's field in the player's words."""

from __future__ import annotations

import pytest

from preferans_tui import texts
from preferans_tui.rules.draft import HandDraft
from preferans_tui.rules.errors import field_words
from preferans_tui.storage import load
from preferans_tui.texts import tr
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.screens.form_words import hint_line
from preferans_tui.ui.status_text import status_text
from preferans_tui.views.history import hand_text
from tests.opened import opened
from tests.ui.conftest import PULKA1, SAVES, copy_pulka


@pytest.fixture(autouse=True)
def _russian():
    texts.set_language("ru")
    yield
    texts.set_language("en")


def pulka(path=PULKA1, hands=None):
    _, p = load(path)
    return p if hands is None else p.prefix(hands)


def test_a_table_of_three_is_told_seats_one_to_three():
    """«1–4 игрок» at a table of three: seat 4 is no one's. Four players: 1–4."""
    three = pulka()
    assert "1–3 игрок" in hint_line(HandDraft.start(three.prefix(1), "game"))
    assert "1–4" not in hint_line(HandDraft.start(three.prefix(1), "game"))
    four = pulka(SAVES / "pulka2-sochi-four-players.json", 1)
    assert "1–4 игрок" in hint_line(HandDraft.start(four, "game"))
    texts.set_language("en")
    assert "1–3 player" in hint_line(HandDraft.start(three.prefix(1), "game"))


@pytest.mark.parametrize(("source", "seats"), [
    (PULKA1, 3), (SAVES / "pulka2-sochi-four-players.json", 4)])
async def test_the_seat_keys_name_the_tables_seats(tmp_path, source, seats):
    """The keys 1–4 open a game of that seat: «игра игрока 1–4» at a table of three
    named a seat no one sits in; the sheet's keys say 1–3 there, 1–4 at four."""
    app = PreferansApp(copy_pulka(source, tmp_path, hands=1), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.pause()
        for lang, words in (("ru", f"игра игрока 1–{seats}"),
                            ("en", f"a game declared by seat 1–{seats}")):
            texts.set_language(lang)
            said = {held.binding.description for held in app.screen.active_bindings.values()
                    if "new_hand('game', '" in held.binding.action}
            assert said == {words}


def test_the_calls_say_which_key_is_which():
    """«ц з р вист» named the field by one of its values: the keys choose whist or pass
    (р half-whist where it is played), as «ы с в р т масть» choose the suit."""
    assert "ц з р вист/пас" in hint_line(HandDraft.start(pulka(hands=1), "game"))


def test_the_raspasy_series_on_the_status_line():
    """PULKA-1 after hands 2 and 3 (two raspasy in a row; Sochi's progression 1, 2, 3):
    the next raspasy's trick costs 3, any game exits (the Kodex's exit levels [6], SPEC
    §6.5). «следующая взятка по 3» read as one trick; the price holds for every trick of
    the next deal."""
    line = status_text(pulka(hands=3))
    assert "распасов подряд: 2, теперь взятка по 3, выход с 6" in line
    assert "следующая взятка" not in line


def test_the_undo_question_says_the_raspasy_as_a_player_would():
    """PULKA-1 hand 2, raspasy 2 / 5 / 3: price 1, the fewest taken 2 struck off each
    (rules 3.7.3–3.7.4): «взятка по 1 · амнистия 2» spoke the program's words."""
    result = pulka().results[1]
    question = tr("undo_deal", number=2, hand=hand_text(result))
    assert "распасы, 1-е подряд · взятка стоит 1 · всем минус 2 (меньше всех взято)" \
        in question
    assert "амнистия" not in question
    texts.set_language("en")
    assert "a trick costs 1 · 2 off each (the fewest taken)" in hand_text(result)


def test_the_sheet_marks_who_dealt_and_the_settlement_keys_read():
    assert tr("dealt") == "сдавал"  # «Боря · прошлая сдача» named a deal, not a man
    # the settlement's footer names what each key makes, as the sheet's «ч картинка»
    # does: «с копия · у текст · ч картинка» (not «у в файл»: letters that read as
    # prepositions; «у сохранить» did not say it writes a text, and left no room for ч)
    assert (tr("st_copy"), tr("st_export"), tr("key_picture")) == ("копия", "текст",
                                                                    "картинка")
    # «4 ниже торговли» read as a comparison of 4; «4 заказ занижен» wrapped at 100 columns
    assert tr("pen_3_4_4") == "занижен"


@pytest.mark.parametrize(("field", "russian", "english"), [
    ("tricks", "взятки", "the tricks"),
    ("tricks.Anna", "взятки (Anna)", "the tricks of Anna"),
    ("calls.Boris", "вист или пас (Boris)", "the call of Boris"),
    ("dealer", "сдающий", "the dealer"),
    ("entries.0.amount", "сумма в строке 1", "the amount of line 1"),
    ("penalty.bid_level", "до чего дошла торговля", "the level the bidding reached"),
    ("titel", "titel", "titel"),  # an unknown key of the file stays the file's
])
def test_a_field_in_the_players_words(field, russian, english):
    assert field_words(field, "ru") == russian
    assert field_words(field, "en") == english
