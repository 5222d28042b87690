"""In Russian a decimal is written with a comma: the stake ``0,50``, money ``+75,00``,
payments ``73,00``; English keeps the point. The running totals of the sheet
(``gora 8.14.30``) are no decimals and keep their dots; ``settle --json`` and the file
keep the point (FORMAT.md).

Figures: SPEC §10 PULKA-1 (stake 0.50 a whist; results A +150, B −146, C −4 → money
+75.00, −73.00, −2.00; payments B → A 146 = 73.00, C → A 4 = 2.00).
"""

from __future__ import annotations

import json
from decimal import Decimal

from textual.widgets import Input

from preferans_tui import texts
from preferans_tui.ledger import build_ledger
from preferans_tui.storage import load
from preferans_tui.storage.archive import read_archive
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.messages import LanguageChanged
from preferans_tui.ui.screens.sheet import SheetScreen
from preferans_tui.ui.widgets.ledger_tables import player_row
from preferans_tui.views.sheet import sheet_data
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka, screen_text
from tests.ui.screens.test_settlement import Host, player_rows, shown_text

MINUS = "\u2212"


def test_the_decimal_mark_of_each_language():
    assert texts.decimal_mark() == "."
    texts.set_language("ru")
    assert texts.decimal_mark() == ","


async def test_the_russian_settlement_screen_writes_money_with_a_comma():
    texts.set_language("ru")
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen)
    rows = player_rows(text)
    assert rows["Anna"] == ["Anna", "10", "0", "+150", "+75,00"]
    assert rows["Boris"] == ["Boris", "10", "19", f"{MINUS}146", f"{MINUS}73,00"]
    assert rows["Vera"] == ["Vera", "10", "11", f"{MINUS}4", f"{MINUS}2,00"]
    payments = [line.split() for line in text.splitlines() if "→" in line]
    assert ["Boris", "→", "Anna", "146", "73,00"] in payments
    assert ["Vera", "→", "Anna", "4", "2,00"] in payments
    assert "вист стоит 0,50" in text
    assert "0.50" not in text and "75.00" not in text


async def test_f2_on_the_settlement_screen_changes_the_mark_both_ways():
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert player_rows(shown_text(app.screen))["Anna"][-1] == "+75.00"
        texts.set_language("ru")
        app.screen.post_message(LanguageChanged())
        await pilot.pause()
        assert player_rows(shown_text(app.screen))["Anna"][-1] == "+75,00"
        texts.set_language("en")
        app.screen.post_message(LanguageChanged())
        await pilot.pause()
        text = shown_text(app.screen)
        assert player_rows(text)["Anna"][-1] == "+75.00" and "stake 0.50 per whist" in text


async def test_the_sheet_in_russian_writes_the_stake_with_a_comma_and_totals_with_dots(
        tmp_path):
    """The circle holds the target and the stake; the bands are running totals."""
    path = copy_pulka(PULKA1, tmp_path, name="p1.json")
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        assert "0.50" in screen_text(app)
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        text = screen_text(app)
    assert "0,50" in text and "0.50" not in text
    # SPEC §10 PULKA-1: Boris's gora +3 (H2), +12 (H3), +4 (H4): totals 3, 15, 19;
    # Vera's +2 (H1), +1 (H2), +8 (H3): 2, 3, 11 — running totals keep their dots
    assert "гора 3.15.19" in text and "гора 2.3.11" in text


def test_the_sheets_circle_stake():
    _, pulka = load(PULKA1)
    assert sheet_data(pulka, mark=texts.decimal_mark())[0].stake == "0.50"
    texts.set_language("ru")
    assert sheet_data(pulka, mark=texts.decimal_mark())[0].stake == "0,50"


def test_the_ledger_writes_money_and_means_with_a_comma_in_russian(tmp_path):
    """One evening, PULKA-1: Anna +150 → +75,00; her raspasy tricks 2 and 0 → 1,00,
    Boris 5 and 6 → 5,50."""
    copy_pulka(PULKA1, tmp_path)
    ledger = build_ledger(read_archive([tmp_path], None).evenings)
    texts.set_language("ru")
    anna = [str(cell) for cell in player_row(ledger.players["Anna"])]
    boris = [str(cell) for cell in player_row(ledger.players["Boris"])]
    assert anna[3:6] == ["+150,00", "+150,00", "+75,00"]  # result, per evening, money
    assert boris[5] == f"{MINUS}73,00"
    assert anna[12] == "1,00" and boris[12] == "5,50"
    texts.set_language("en")
    assert [str(c) for c in player_row(ledger.players["Anna"])][5] == "+75.00"


async def test_a_stake_typed_with_a_comma_or_a_point(tmp_path):
    """A Russian player types ``0,5``: the stake is half a unit, stored ``"0.5"``."""
    for typed in ("0,5", "0.5"):
        folder = tmp_path / typed
        folder.mkdir()
        app = PreferansApp(None, folder)
        async with opened(app, size=(100, 30)) as pilot:
            await pilot.press("f2")
            await pilot.pause()
            app.screen.query_one("#stake", Input).value = typed
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app.screen, SheetScreen)
            assert app.pulka.options.stake_per_whist == Decimal("0.5")
            path = app.pulka_path
        assert json.loads(path.read_text(encoding="utf-8"))["rules"]["stake_per_whist"] == "0.5"


def test_a_huge_recent_files_size_in_russian(tmp_path):
    """A recent file too big to read is listed by its size: 2**20 + 1 bytes is 1.0 MB."""
    from preferans_tui.ui.screens.start_recent import PEEK_BYTES, recent_label

    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (PEEK_BYTES + 1))
    assert recent_label(path).plain.startswith("huge.json\n1.0 MB · ")
    texts.set_language("ru")
    assert recent_label(path).plain.startswith("huge.json\n1,0 МБ · ")


async def test_a_bad_stake_is_told_in_the_interfaces_words(tmp_path):
    """Not the file format's English ("a decimal string such as "0.50" (digits and one
    point)"), which also quoted '0.5.5' for the '0,5,5' typed: what the box takes, in
    Russian with the comma. The bounds are the rules' (SPEC §8.8: 8 digits, 4 after)."""
    from tests.ui.screens.test_start import error_text

    app = PreferansApp(None, tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("f2")
        for typed in ("0,5,5", "abc", "-1", "123456789", "0,12345"):
            app.screen.query_one("#stake", Input).value = typed
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert error_text(app) == ("⚠ цена виста: нужна сумма от 0 до 99999999,9999 через "
                                       "запятую или точку, например 0,50"), typed
        app.screen.query_one("#stake", Input).value = "99999999,9999"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.pulka.options.stake_per_whist == Decimal("99999999.9999")
