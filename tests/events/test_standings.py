"""Standings: points added, byes scored, ties broken in the documented order; the
protocol's HTML escapes every name and its CSV holds each part."""

from fractions import Fraction as F

from preferans_tui.events.formulas import place_points, raw_whists
from preferans_tui.events.protocol import protocol_csv, protocol_html
from preferans_tui.events.seating import seat
from preferans_tui.events.standings import TableResult, standings


def test_ties_broken_by_whists_then_wins_then_shared() -> None:
    tables = [
        TableResult(1, 1, {"A": F(60), "B": F(20), "C": F(-80)}),  # places: 3 / 2 / 0
        TableResult(1, 2, {"D": F(40), "E": F(30), "F": F(-70)}),  # 3 / 2 / 0
    ]
    lines = standings("ABCDEF", tables, place_points)
    # A and D: 3 points each; A's whists 60 > D's 40 → A first, D second
    # B and E: 2 points; B 20 < E 30 → E third, B fourth
    assert [(s.name, s.place, s.points) for s in lines] == [
        ("A", 1, F(3)), ("D", 2, F(3)), ("E", 3, F(2)), ("B", 4, F(2)),
        ("F", 5, F(0)), ("C", 6, F(0))]  # F −70 above C −80


def test_equal_on_every_count_share_the_place_and_byes_score() -> None:
    tables = [TableResult(1, 1, {"A": F(10), "B": F(-10), "C": F(0)}),
              TableResult(1, 2, {"D": F(10), "E": F(-10), "F": F(0)})]
    lines = standings("ABCDEFG", tables, raw_whists, byes=[(1, "G")], bye_score=F(5, 2))
    # G: 5/2 from the bye; A and D: 10 points, 10 whists, one win each → 2=
    assert [s.name for s in lines[:3]] == ["A", "D", "G"]
    by = {s.name: s for s in lines}
    assert by["G"].points == F(5, 2) and by["G"].place == 3 and by["G"].byes == 1
    assert by["A"].place == by["D"].place == 1 and by["A"].shared and by["D"].shared
    assert by["A"].wins == 1 and by["C"].wins == 0


def test_protocol_escapes_names_and_lists_each_round() -> None:
    class T:
        def __init__(self, rnd: int, no: int, whists: dict[str, F]) -> None:
            self.round, self.table, self.whists = rnd, no, whists
            self.players, self.deals, self.finished = tuple(whists), 6, True
            self.refused: str | None = None
            self.refused_hand: int | None = None

    tables = [T(1, 1, {"<i>X</i>": F(30), "Y&Z": F(0), "W": F(-30)}),
              T(1, 2, {"A": F(0), "B": F(0), "C": F(0)})]
    tables[1].refused, tables[1].refused_hand = "p.json: hand 3 differs", 3
    lines = standings(["<i>X</i>", "Y&Z", "W"], [TableResult(1, 1, tables[0].whists)],
                      place_points)
    page = protocol_html("Cup <2026>", lines, tables, 1, place_points, "places")
    assert "&lt;i&gt;X&lt;/i&gt;" in page and "Y&amp;Z" in page and "<i>X" not in page
    assert "<title>Cup &lt;2026&gt;</title>" in page
    text = protocol_csv(lines, tables, 1, place_points)
    # +30 the only positive: 4; 0 second (not positive): 1; −30: 0
    assert "1,1,<i>X</i>,30,4,6,yes,\n" in text and "W,0,0" in text
    # the club refused table 2's file at hand 3: marked as the director's screen marks it
    assert text.count(",6,yes,hand 3\n") == 3 and "<td>hand 3</td>" in page  # A, B, C


def test_twelve_players_four_rounds_without_a_repeat() -> None:
    """Round by round with no lookahead the fourth round of 12 repeats a pair; told that
    four rounds are to come, the search plans them so that nobody meets twice."""
    players = [f"P{i}" for i in range(12)]
    history: list[tuple[str, ...]] = []
    for r in range(4):
        s = seat(players, 3, history, round_index=r, ahead=4 - r)
        assert s.repeats == ()
        history += s.tables
