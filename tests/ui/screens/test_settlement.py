"""The settlement screen: results, money, payments, copy and export (issue 4 part 7).

Expected figures are SPEC §10's PULKA-1 and PULKA-2 settlements, worked by hand there.
"""

from __future__ import annotations

import io
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from rich.console import Console
from textual.app import App
from textual.widgets import Static

from preferans_tui import texts
from preferans_tui.storage import load
from preferans_tui.ui.export import export_settlement, title_slug
from preferans_tui.ui.messages import LanguageChanged
from preferans_tui.ui.screens.settlement import SettlementScreen
from preferans_tui.views.figures import amount_text, money_text, signed_text
from preferans_tui.views.settlement_tables import settlement_text

SAVES = Path(__file__).resolve().parents[3] / "saves"
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
PULKA2 = SAVES / "pulka2-sochi-four-players.json"


class Host(App[None]):
    """An app that shows one settlement screen over a blank one."""

    def __init__(self, path: Path, hands: int | None = None, folder: Path | None = None
                 ) -> None:
        super().__init__()
        model, pulka = load(path)
        self.pulka = pulka if hands is None else pulka.prefix(hands)
        self.pulka_title = model.title
        self.folder = folder

    def on_mount(self) -> None:
        self.push_screen(SettlementScreen(self.pulka, self.pulka_title, folder=self.folder))


def shown_text(screen: SettlementScreen) -> str:
    """Every Static on the screen rendered as plain text, top to bottom."""
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    for static in screen.query(Static):
        console.print(static.content)
    return out.getvalue()


def player_rows(text: str) -> dict[str, list[str]]:
    """The results table's rows by player: lines starting with a name and no arrow."""
    rows: dict[str, list[str]] = {}
    for line in text.splitlines():
        words = line.split()
        if len(words) > 1 and "→" not in words and words[0] in ("Anna", "Boris", "Vera", "Gleb"):
            rows.setdefault(words[0], words)
    return rows


@pytest.fixture(autouse=True)
def _english():
    texts.set_language("en")
    yield
    texts.set_language("en")


def test_number_formats():
    # 346/3 = 115 + 1/3: B's pairwise debt to A in PULKA-1 (SPEC §10 "B owes A 115⅓")
    assert amount_text(Fraction(346, 3)) == "115⅓"
    assert amount_text(Fraction(89, 2)) == "44½"
    assert amount_text(Fraction(1, 3)) == "⅓"
    assert signed_text(Decimal("-146.00")) == "\u2212146"
    assert signed_text(Decimal("150.00")) == "+150"
    assert signed_text(Decimal("0.00")) == "0"
    assert signed_text(Decimal("-34.67")) == "\u221234.67"
    assert money_text(Decimal("75.00")) == "+75.00"
    assert money_text(Decimal("-2.00"), signed=False) == "2.00"


async def test_pulka1_results_money_and_payments():
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettlementScreen)
        text = shown_text(screen)
    rows = player_rows(text)
    # SPEC §10 PULKA-1: pulya 10 each, gora A 0, B 19, C 11; results A +150, B −146, C −4.
    # Money at 0.50 per whist: 150 × 0.5 = 75, 146 × 0.5 = 73, 4 × 0.5 = 2.
    assert rows["Anna"] == ["Anna", "10", "0", "+150", "+75.00"]
    assert rows["Boris"] == ["Boris", "10", "19", "\u2212146", "\u221273.00"]
    assert rows["Vera"] == ["Vera", "10", "11", "\u22124", "\u22122.00"]
    assert "The pulka is finished." in text
    # Only Anna receives, so the fewest payments are two: Boris pays 146 (73.00), Vera 4 (2.00).
    payments = [line.split() for line in text.splitlines() if "→" in line and "whom" not in line]
    assert ["Boris", "→", "Anna", "146", "73.00"] in payments
    assert ["Vera", "→", "Anna", "4", "2.00"] in payments
    # Pairwise (SPEC §10): B owes A 115⅓, C owes A 34⅔, B owes C 30⅔.
    assert ["Boris", "→", "Anna", "115⅓"] in payments
    assert ["Vera", "→", "Anna", "34⅔"] in payments
    assert ["Boris", "→", "Vera", "30⅔"] in payments
    assert len([p for p in payments if len(p) == 5]) == 2


async def test_pulka2_results_four_players_no_stake():
    app = Host(PULKA2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen)
    rows = player_rows(text)
    # SPEC §10 PULKA-2: gora A 8, B 3, C 3, D 14; results A −40, B +80, C +16, D −56.
    assert rows["Anna"] == ["Anna", "10", "8", "\u221240"]
    assert rows["Boris"] == ["Boris", "10", "3", "+80"]
    assert rows["Vera"] == ["Vera", "10", "3", "+16"]
    assert rows["Gleb"] == ["Gleb", "10", "14", "\u221256"]
    assert "money" not in text
    # Receivers B +80 and C +16, payers A −40 and D −56: no pair sums to zero, so three
    # payments is the fewest (four players, one group).
    payments = [line for line in text.splitlines() if "→" in line and "whom" not in line]
    assert len(payments) == 3 + 6  # three payments, then six pairwise debts


async def test_unfinished_pulka_is_settled_as_if_stopped():
    app = Host(PULKA1, hands=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = " ".join(shown_text(app.screen).split())
    # After H1 (SPEC §10): A pulya 2, C gora 2, B→A 4, C→A 2. Stopping: gora at stop
    # A 0 + (10 − 2) = 8, B 0 + 10 = 10, C 2 + 10 = 12; mean 10 → gora part A +20, B 0,
    # C −20. Whists: B writes 4 on A, C 2 on A → A −6, B +4, C +2.
    # Results A +14, B +4, C −18; money at 0.50: +7.00, +2.00, −9.00.
    assert "Not finished: settled as if everyone agreed to stop now" in text
    assert "Anna 2 0 8 +14 +7.00" in text
    assert "Boris 0 0 10 +4 +2.00" in text
    assert "Vera 0 2 12 \u221218 \u22129.00" in text


async def test_copy_puts_the_text_on_the_clipboard():
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("c")
        assert app.clipboard == app.screen.text()
    assert "+150" in app.clipboard and "\u2212146" in app.clipboard


async def test_export_writes_a_text_file_with_the_balances(tmp_path):
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        screen.folder = tmp_path
        await pilot.press("e")
        path = screen.exported
    assert path is not None and path.parent == tmp_path and path.suffix == ".txt"
    text = path.read_text(encoding="utf-8")
    assert text == settlement_text(app.pulka, app.pulka_title)
    lines = player_rows(text)
    assert lines["Anna"][-2:] == ["+150", "+75.00"]
    assert lines["Boris"][-2:] == ["\u2212146", "\u221273.00"]
    assert lines["Vera"][-2:] == ["\u22124", "\u22122.00"]


async def test_export_defaults_to_the_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path / "data"))
    app = Host(PULKA2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("e")
        path = app.screen.exported
    assert path is not None and path.parent == tmp_path / "data"
    assert "+80" in path.read_text(encoding="utf-8")


async def test_escape_and_q_go_back():
    for key in ("escape", "q"):
        app = Host(PULKA1)
        async with app.run_test(size=(100, 30)) as pilot:
            assert isinstance(app.screen, SettlementScreen)
            await pilot.press(key)
            assert not isinstance(app.screen, SettlementScreen)


async def test_russian_labels():
    texts.set_language("ru")
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen)
    assert "Расчёт: Sochi, three players, to 10" in text
    assert "Пулька закончена." in text
    for word in ("пуля", "гора", "итог, висты", "деньги", "Кто кому должен"):
        assert word in text


async def test_language_change_redraws_the_screen():
    app = Host(PULKA1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        texts.set_language("ru")
        app.screen.post_message(LanguageChanged())
        await pilot.pause()
        text = shown_text(app.screen)
        assert "Расчёт: " in text and "итог, висты" in text
        assert "+150" in text


async def test_export_goes_to_the_apps_data_folder(tmp_path):
    """The sheet gives the screen the app's data folder (its context); ``e`` saves there."""
    app = Host(PULKA1, folder=tmp_path / "app-data")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("e")
        path = app.screen.exported
    assert path is not None and path.parent == tmp_path / "app-data"


async def test_a_pulka_without_hands():
    _, pulka = load(PULKA1)
    app = Host(PULKA1, hands=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen)
    # Nobody has played: everyone's gora at the stop is the target, 10 — the results are 0.
    rows = player_rows(text)
    assert rows["Anna"] == ["Anna", "0", "0", "10", "0", "0.00"]
    assert "nobody owes anything" in text
    assert pulka.players == tuple(rows)


def test_leningrad_shows_the_gora_after_closing():
    """PULKA-3 (Leningrad, to 10): pulya 16/10/6, gora 2/36/44; closing writes twice the
    missing pulya into gora [K 4.2.3.3]: Anna 2 + 2×(10 − 16) = −10, Boris 36,
    Vera 44 + 2×4 = 52."""
    from preferans_tui.storage import load as load_file

    model, pulka = load_file(SAVES / "pulka3-leningrad-three-players.json")
    text = settlement_text(pulka, model.title)
    assert "gora after closing" in text
    rows = {line.split()[0]: line.split() for line in text.splitlines()
            if line.split() and line.split()[0] in pulka.players and "→" not in line}
    assert rows["Anna"][1:4] == ["16", "2", "\u221210"]
    assert rows["Vera"][1:4] == ["6", "44", "52"]


def test_equal_results_print_equal_in_the_export_and_the_chart():
    """SPEC §13.6 (case v2-equal-results-print-equal): Leningrad, A's unwhisted six,
    stake 1.00: exact +80/3, −40/3, −40/3 → money +26.66, −13.33, −13.33 (never −13.34),
    in the text the screen copies and exports, and the chart's legend shows −13⅓ twice."""
    from preferans_tui.rules import Pulka, RuleOptions
    pulka = Pulka(["A", "B", "C"], RuleOptions.preset("leningrad", 10, stake_per_whist="1.00"),
                  [{"kind": "game", "dealer": "C", "declarer": "A", "contract": "6S",
                    "calls": {"B": "pass", "C": "pass"}}])
    text = settlement_text(pulka)
    assert text.count("−13.33") == 2 and "+26.66" in text and "13.34" not in text
    series = pulka.running_results()  # what the chart draws (balance_chart)
    assert [signed_text(v) for v in series.after(len(series)).values()] == [
        "+26⅔", "−13⅓", "−13⅓"]


def test_a_long_russian_title_exports_within_255_bytes(tmp_path):
    """'Пятница '*25 (200 characters, 375 bytes) gave "[Errno 36] File name too long".
    The name keeps 200 bytes of the title: «пятница-» is 15 bytes, 13 of them are 195,
    «пя» 4 more, and half of «т» is not taken."""
    _, pulka = load(PULKA1)
    title = "Пятница " * 25
    now = datetime(2026, 12, 1, 21, 5)
    first = export_settlement(pulka, title, tmp_path, now=now)
    second = export_settlement(pulka, title, tmp_path, now=now)
    stem = "settlement-" + "пятница-" * 13 + "пя" + "-2026-12-01-210500"
    assert (first.name, second.name) == (stem + ".txt", stem + "-2.txt")
    assert len(first.name.encode()) == 11 + 199 + 18 + 4
    assert first.read_text(encoding="utf-8") == settlement_text(pulka, title)


@pytest.mark.parametrize(("title", "slug"), [
    (None, "pulka"), ("!!!", "pulka"), ("Пятница, 13-е!", "пятница-13-е"),
    ("a" * 300, "a" * 200), ("я" * 150, "я" * 100), ("-" + "я" * 99 + "x", "я" * 99 + "x"),
    ("a" + "я" * 150, "a" + "я" * 99)])  # 1 + 198 bytes; the 200th is half a «я»
def test_title_slug_is_cut_by_bytes_at_a_character(title, slug):
    assert title_slug(title) == slug


@pytest.mark.parametrize(("lang", "keys"), [
    ("en", "e text x picture"), ("ru", "у текст ч картинка")])
async def test_the_footer_names_both_files(lang, keys):
    """``e`` writes the settlement as a .txt (the footer said "export"), and ``x`` the
    picture of the evening, which the footer never named; at 80 columns both fit."""
    from tests.ui.conftest import screen_text

    texts.set_language(lang)
    app = Host(PULKA1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = " ".join(screen_text(app).splitlines()[-1].split())
        assert keys in footer
    texts.set_language("en")
