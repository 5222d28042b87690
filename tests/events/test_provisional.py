"""While tables are still playing the standings are provisional (issue 28): the words
above them (:func:`~preferans_tui.events.words.provisional_lines`, both languages) and
the protocol's ``still playing`` section (:mod:`preferans_tui.events.protocol`).

The event: Anna, Boris, Vera at round 1 table 1 (finished, raw whists +30 / +30 / −60 —
places 3= and 3= share 3 + 2 → 2.5 each, Vera 0) and Gleb, Dasha, Egor at round 2
table 1, 1 deal of 4 played, nothing settled yet.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field, replace
from fractions import Fraction

from preferans_tui.events.formulas import place_points
from preferans_tui.events.protocol import protocol_csv, protocol_html
from preferans_tui.events.standings import TableResult, standings
from preferans_tui.events.words import byes_text, provisional_lines
from preferans_tui.views.figures import file_points_text, points_text


@dataclass
class Seated:
    round: int
    table: int
    players: tuple[str, ...]
    deals: int
    finished: bool
    whists: dict[str, Fraction] = field(default_factory=dict)
    refused: str | None = None
    refused_hand: int | None = None


DONE = Seated(1, 1, ("Anna", "Boris", "Vera"), 4, True,
              {"Anna": Fraction(30), "Boris": Fraction(30), "Vera": Fraction(-60)})
PLAYING = Seated(2, 1, ("Gleb", "Dasha", "Egor"), 1, False)
PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]


def test_the_words_in_both_languages():
    assert provisional_lines("en", [PLAYING], 4) == [
        "Provisional: tables still playing, counted as they stand:",
        "  round 2, table 1: 1 of 4 deals played"]
    assert provisional_lines("ru", [PLAYING], 4) == [
        "Предварительно: ещё играют столы, учтены как есть:",
        "  тур 2, стол 1: сыграно сдач 1 из 4"]
    assert provisional_lines("en", [PLAYING], None)[1] == (
        "  round 2, table 1: pulya not closed (1 deals played)")
    assert provisional_lines("en", [], 4) == []


def test_the_byes_in_both_languages():
    assert byes_text("en", 1, 5, 4, "1.50") == (
        "byes a round: 1 (5 players at tables of 4); a bye scores 1.50")
    assert byes_text("ru", 2, 5, 3, "0", round_no=3) == (
        "пропусков в туре 3: 2 (игроков 5, столы по 3); за пропуск начисляется 0")


def test_the_protocol_says_what_is_still_playing():
    lines = standings(PLAYERS, [TableResult(1, 1, DONE.whists)], place_points)
    text = protocol_csv(lines, [DONE, PLAYING], 2, place_points, file_points_text, deals=4)
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[:5] == [["still playing"], ["round", "table", "deals", "of"],
                        ["2", "1", "1", "4"], [], ["standings"]]
    by_name = {r[1]: r for r in rows[6:12]}
    assert by_name["Anna"][2:] == ["2.50", "30", "0", "0"]  # shared first: no win
    assert by_name["Vera"][2:] == ["0", "-60", "0", "0"]
    pulya = list(csv.reader(io.StringIO(protocol_csv(lines, [DONE, PLAYING], 2,
                                                     place_points, file_points_text))))
    assert pulya[2] == ["2", "1", "1", "pulya"]
    finished = protocol_csv(lines, [DONE], 2, place_points, file_points_text, deals=4)
    assert finished.startswith("standings\n")  # nothing playing: as before
    page = protocol_html("Cup", lines, [DONE, PLAYING], 2, place_points, "places",
                         points_text, provisional_lines("en", [PLAYING], 4))
    assert ("<strong>Provisional: tables still playing, counted as they stand:</strong>"
            "</p><ul><li>round 2, table 1: 1 of 4 deals played</li></ul><h2>Standings"
            in page)
    assert "Provisional" not in protocol_html("Cup", lines, [DONE], 2, place_points,
                                              "places", points_text)


def test_the_directors_screen_names_three_tables_then_counts():
    """Five tables still playing, at most three named: the heading, three tables, then
    "… and 2 more" (in Russian «… и ещё 2»)."""
    playing = [PLAYING, *(replace(PLAYING, table=t) for t in (2, 3, 4, 5))]
    lines = provisional_lines("en", playing, 4, most=3)
    assert lines == ["Provisional: tables still playing, counted as they stand:",
                     "  round 2, table 1: 1 of 4 deals played",
                     "  round 2, table 2: 1 of 4 deals played",
                     "  round 2, table 3: 1 of 4 deals played",
                     "  … and 2 more"]
    assert provisional_lines("ru", playing, 4, most=3)[-1] == "  … и ещё 2"
    assert len(provisional_lines("en", playing[:3], 4, most=3)) == 4  # three: all named
