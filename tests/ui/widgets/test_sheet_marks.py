"""What the sheet shows as paper does (issue 12.6-12.12): help points with their writer,
corrections struck through, a closed pulya's mark and what an open one still lacks,
deals counted without adjustments, and no total ever cut in two.

The figures are SPEC §10 PULKA-1 (Sochi, target 10) and hands worked by hand below.
"""

from __future__ import annotations

from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.storage import load
from preferans_tui.ui.app import PreferansApp
from preferans_tui.ui.status_text import status_text
from preferans_tui.ui.widgets.grid import PulkaGrid
from preferans_tui.ui.widgets.sheet_canvas import Canvas, changed_cells, fit_row, fit_rows
from preferans_tui.ui.widgets.sheet_layout import draw_sheet
from preferans_tui.views.history import count_text, entry_text, hand_text
from preferans_tui.views.sheet import Token, sheet_data, short_names
from tests.opened import opened
from tests.ui.conftest import PULKA1, copy_pulka

CORRECTION = {"kind": "adjustment", "rule": "4.2.7", "note": "wrote 10 too many",
              "entries": [{"column": "whists", "player": "Anna", "on": "Boris", "amount": -10},
                          {"column": "whists", "player": "Boris", "on": "Anna", "amount": 10}]}
"""Rule 4.2.7 after PULKA-1 hand 4: Anna wrote 10 whists too many on Boris; they come off
and Boris writes the same on her (SPEC §9.4)."""


def pulka1(hands: int | None = None) -> Pulka:
    _, pulka = load(PULKA1)
    return pulka if hands is None else pulka.prefix(hands)


def with_correction() -> Pulka:
    pulka = pulka1(4)
    pulka.append(CORRECTION)
    return pulka


def texts(tokens: list[Token]) -> list[tuple[str, str]]:
    return [(t.text, t.style) for t in tokens]


def test_help_points_are_marked_with_their_writer():
    # PULKA-1 H6: Anna's 9♦ closes her pulya, 2 points help Boris (→ 2) and Anna writes
    # 20 whists on him [K 4.2.3]; H7 Boris +2 (→ 4), H8 +6 (→ 10)
    data, _ = sheet_data(pulka1())
    assert texts(data.sectors["Boris"].pulya.tokens()) == [
        ("2(A)", "help"), ("4", "value"), ("10", "value")]
    help_line = next(e for e in pulka1().results[5].entries if e.by)
    assert entry_text(help_line) == "Boris pulya +2 from Anna (rule 4.2.3)"


def test_a_whist_line_in_russian_has_no_arrow():
    """A new user's finding: «Боря → Аня: висты +12» (Boris writes on Anna, so Anna owes
    him) beside the settlement's «Аня → Боря 32» (Anna pays): the arrow meant opposite
    things. The arrow is the settlement's (who pays whom); a whist line names its column
    as the sheet and ``settle`` head it («висты на:»), the name under it in the nominative
    (issue 29: «висты на Anna» asked for «на Анну»). PULKA-1 H1: Boris and Vera whist
    Anna's made 6♠, Boris takes 2 tricks at 2 whists each: Boris writes 4 whists on Anna
    (rule 3.8.1.2)."""
    from preferans_tui.texts import set_language

    line = next(e for e in pulka1().results[0].entries
                if e.column == "whists" and e.player == "Boris")
    set_language("ru")
    try:
        assert entry_text(line).startswith("Boris: висты на: Anna +4")
    finally:
        set_language("en")
    assert entry_text(line).startswith("Boris on Anna +4")


def test_short_names_tell_players_apart():
    assert short_names(["Anna", "Boris", "Vera"]) == {"Anna": "A", "Boris": "B", "Vera": "V"}
    assert short_names(["Anna", "Andrey", "Vera", "An"]) == {
        "Anna": "Ann", "Andrey": "And", "Vera": "V", "An": "An"}


def test_a_correction_strikes_the_total_it_lowers():
    # after H4 Anna's whists on Boris are 20; the correction makes them 10: 20 is struck
    # and 10 follows. Boris's whists on Anna go up, 4 → 14: an ordinary new total.
    data, _ = sheet_data(with_correction())
    assert texts(data.sectors["Anna"].whists["Boris"].tokens()) == [
        ("20", "struck"), ("10", "value")]
    assert texts(data.sectors["Boris"].whists["Anna"].tokens()) == [
        ("4", "value"), ("14", "value")]
    canvas = draw_sheet(data, 98, 26)
    row = next(y for y in range(canvas.height) if "on Boris 20.10" in "".join(canvas.chars[y]))
    x = "".join(canvas.chars[row]).index("20.10")
    assert canvas.styles[row][x:x + 5] == ["struck", "struck", "value", "last", "last"]


def test_a_closed_pulya_is_marked_and_an_open_one_says_what_it_lacks():
    # after PULKA-1 H4: Anna's pulya 2 + 2 = 4 lacks 6; Boris and Vera lack all 10
    text = draw_sheet(sheet_data(pulka1(4))[0], 98, 26).text()
    assert "pulya 2.4 · 6 to go" in text
    assert text.count("· 10 to go") == 2
    # at the end all three are closed (SPEC §10: every pulya 10)
    assert draw_sheet(sheet_data(pulka1())[0], 98, 26).text().count("✓ closed") == 3


def test_deals_are_counted_without_adjustments():
    pulka = with_correction()
    assert status_text(pulka).startswith("Sochi · deal 5 · ")  # 4 deals and a correction
    assert count_text(pulka.deals, len(pulka) - pulka.deals) == "4 deals, 1 adjustment"
    assert count_text(11, 1) == "11 deals, 1 adjustment"
    assert count_text(1, 0) == "1 deal"


def test_leningrad_status_gives_what_the_pulyas_still_lack():
    # Leningrad to 10, three players: the pulka ends when the pulyas sum to 30; a made
    # misère writes 10 → 20 still lacking (SPEC §7.4)
    pulka = Pulka(["Anna", "Boris", "Vera"], RuleOptions.preset("leningrad", 10))
    pulka.append({"kind": "misere", "dealer": "Vera", "declarer": "Anna",
                  "tricks": {"Anna": 0}})
    assert "20 to the end (sum of the pulyas)" in status_text(pulka)
    assert "to go" not in draw_sheet(sheet_data(pulka)[0], 98, 26).text()


def test_raspasy_line_gives_its_price_and_amnesty():
    # PULKA-1 H2: raspasy k = 1, price 1, amnesty 2 (A 2, B 5, C 3)
    assert ("raspasy 1 in a row · a trick costs 1 · 2 off each (the fewest taken)"
            in hand_text(pulka1().results[1]))


def test_no_total_is_cut_in_two():
    def shown(pieces):
        return "".join(text for text, _ in pieces)

    tokens = [Token("2"), Token("4"), Token("100")]
    assert shown(fit_row(tokens, 7)) == "2.4.100"
    assert shown(fit_row(tokens, 6)) == "…4.100"
    assert shown(fit_row(tokens, 4)) == "…100"
    assert shown(fit_row(tokens, 3)) == "…"  # not "…00"
    rows = fit_rows([Token(str(n)) for n in (12, 345, 6789, 10)], 6, 2)
    assert [shown(r) for r in rows] == ["…6789.", "10"]


def test_a_band_s_label_gives_way_before_its_last_total():
    """Vera's whists on Boris, 4.12.18, in a cell 11 wide: «on Boris …18» needs 12, so
    the label goes and the totals show («4.12.18»), never «on Boris …» without the total
    that counts (a new player's report); at 12 the label and the tail fit."""
    from preferans_tui.ui.widgets.sheet_draw import put_band_row
    from preferans_tui.views.sheet import Band

    band = Band()
    for total in (4, 12, 18):
        band.note(total)
    for width, want in ((11, "4.12.18"), (12, "on Boris …18")):
        canvas = Canvas(width, 1)
        put_band_row(canvas, 0, 0, width, "on Boris", band)
        assert canvas.text().strip() == want


async def test_whists_labels_stay_with_the_history_open(tmp_path):
    # 100×30, history open: the grid is 56 wide; every whists cell keeps "on X"
    app = PreferansApp(copy_pulka(PULKA1, tmp_path), tmp_path)
    async with opened(app, size=(100, 30)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        grid = app.screen.query_one(PulkaGrid)
        assert grid.size.width < 60
        text = grid.canvas().text()
        for label in ("on Anna 4", "on Vera", "on Boris 4", "on Anna 2", "on Boris 20"):
            assert label in text


def test_history_line_of_an_adjustment_has_no_deal_number():
    from preferans_tui.ui.widgets.history import result_text

    pulka = with_correction()
    assert str(result_text(pulka.results[-1])).startswith(
        "✎ adjustment · rule 4.2.7 · wrote 10 too many")
    assert str(result_text(pulka.results[-2])).startswith("4. Vera dealt")


async def test_every_figure_of_a_long_band_stays_reachable(tmp_path):
    # 30 raspasy, each Anna 2, Boris 3, Vera 5 (amnesty 2; price 1, 2, then 3 each):
    # Vera's gora grows by 3, 6, then 9 a hand — far too long a band for 80 columns
    from preferans_tui.storage import atomic_write_text, dump
    from preferans_tui.ui.screens.figures import FiguresScreen

    pulka = Pulka(["Anna", "Boris", "Vera"], RuleOptions.preset("sochi", 10))
    dealers = ["Vera", "Anna", "Boris"]
    for i in range(30):
        pulka.append({"kind": "raspasy", "dealer": dealers[i % 3],
                      "tricks": {"Anna": 2, "Boris": 3, "Vera": 5}})
    gora = [r.totals.gora["Vera"] for r in pulka.results]
    assert gora[:4] == [3, 9, 18, 27]  # (5 − 2) × 1, then × 2, then × 3 each
    path = tmp_path / "long.json"
    atomic_write_text(path, dump(pulka))
    app = PreferansApp(path, tmp_path)
    async with opened(app, size=(80, 24)) as pilot:
        assert "…" in app.screen.query_one(PulkaGrid).canvas().text()
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, FiguresScreen)
        shown = " ".join(str(app.screen.query_one("#figures-text").render()).split())
        assert ".".join(map(str, gora)) in shown.replace(" ", "")
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, FiguresScreen)


def test_an_undo_takes_off_the_undone_hands_and_restores_what_they_struck():
    # the fold after a correction, undone back to hand 3 step by step (issue 16: an undo
    # unfolds one hand, not the whole pulka again), reads as a fold of those hands alone
    def shown(data):
        return {(p, column, q): texts(band.tokens())
                for p, sector in data.sectors.items()
                for band, column, q in sector.bands()} | {
            (p, "last"): [b.last for b, _, _ in sector.bands()]
            for p, sector in data.sectors.items()}

    pulka = with_correction()
    _, fold = sheet_data(pulka)
    for hands in (4, 3, 0):
        data, same = sheet_data(pulka.prefix(hands), fold)
        assert same is fold
        assert shown(data) == shown(sheet_data(pulka.prefix(hands))[0])
    data, _ = sheet_data(pulka, fold)  # and forward again
    assert shown(data) == shown(sheet_data(pulka)[0])


def _old_fit_row(tokens, width):
    """fit_row as it was written first: the reference for the linear one (issue 16)."""
    from preferans_tui.ui.widgets.sheet_canvas import ELLIPSIS, _joined, _length

    if width <= 0:
        return []
    tokens = tokens[-width:]
    if _length(tokens) <= width:
        return _joined(tokens)
    start = len(tokens) - 1
    if 1 + len(tokens[start].text) > width:
        return [(ELLIPSIS, "label")]
    while start > 0 and 1 + _length(tokens[start - 1:]) <= width:
        start -= 1
    return [(ELLIPSIS, "label"), *_joined(tokens[start:])]


def _old_fit_rows(tokens, width, height):
    """fit_rows as it was written first (each line measured again per total)."""
    from preferans_tui.ui.widgets.sheet_canvas import ELLIPSIS, _joined, _length

    if width <= 0 or height <= 0:
        return []
    tokens = tokens[-width * height:]
    lines = [[]]
    for token in tokens:
        line = lines[-1]
        if line and _length([*line, token]) + 1 > width:
            lines.append([token])
        else:
            line.append(token)
    if len(lines) > height:
        lines = lines[-height:]
        first = lines[0]
        while first and 1 + _length(first) + 1 > width:
            first.pop(0)
        rows = [[(ELLIPSIS, "label"), *_joined(first, tail_dot=True)]]
        rows += [_joined(line, tail_dot=i < len(lines) - 2) for i, line in
                 enumerate(lines[1:])]
        return rows
    return [_joined(line, tail_dot=i < len(lines) - 1) if _length(line) <= width
            else _old_fit_row(line, width) for i, line in enumerate(lines)]


def test_bands_are_fitted_as_they_always_were():
    import random

    rng = random.Random(16)
    for _ in range(2000):
        tokens = [Token(str(rng.choice([rng.randint(0, 9), rng.randint(10, 999),
                                        rng.randint(1000, 10**6)])),
                        rng.choice(["value", "help", "struck"]))
                  for _ in range(rng.randint(0, 60))]
        width, height = rng.randint(0, 30), rng.randint(0, 5)
        assert fit_rows(tokens, width, height) == _old_fit_rows(tokens, width, height)
        assert fit_row(tokens, width) == _old_fit_row(tokens, width)


def test_an_ended_pulka_marks_nobody_as_dealing_next():
    """SPEC §7.4: after the last deal nobody deals; the sheet still marks who dealt it."""
    data, _ = sheet_data(pulka1())
    assert data.next_dealer is None and data.dealer == "Anna"  # PULKA-1 H8: Anna deals
    assert "deals" not in draw_sheet(data, 98, 26).text().replace("dealt", "")


def test_changed_cells_span_every_changed_cell_of_a_row():
    """A replay step or a new hand redraws only these spans of the sheet (issue 16)."""
    old, new = Canvas(12, 4), Canvas(12, 4)
    for canvas in (old, new):
        canvas.put(0, 0, "pulya 10.20")
    new.put(9, 0, "35")  # a new total
    new.put(2, 2, "x")
    new.put(7, 2, "y", "last")  # another style only
    old.put(7, 2, "y")
    new.put(0, 3, "same", "value")
    old.put(0, 3, "same", "value")
    assert list(changed_cells(old, new)) == [(0, 9, 2), (2, 2, 6)]
    assert list(changed_cells(new, new)) == []


def test_a_negative_figure_has_the_minus_sign_on_the_sheet_and_in_the_preview():
    """Gora below 0 after an adjustment (SPEC §9.4: written exactly as given): PULKA-1
    hand 1 writes no gora, so Boris's gora −4 is the band's total; the sheet and the
    line the preview and the history show write U+2212, as the settlement does."""
    pulka = pulka1(1)
    result = pulka.append({"kind": "adjustment", "rule": "4.2.7", "entries": [
        {"column": "gora", "player": "Boris", "amount": -4}]})
    data, _ = sheet_data(pulka)
    assert texts(data.sectors["Boris"].gora.tokens()) == [("\u22124", "value")]
    assert entry_text(result.entries[0]) == "Boris gora \u22124 (rule 4.2.7)"
