"""Standings: points added, byes scored, ties broken in the documented order; the
protocol's HTML escapes every name and its CSV holds each part."""

from fractions import Fraction as F

from preferans_tui import texts
from preferans_tui.events.formulas import place_points, raw_whists
from preferans_tui.events.protocol import protocol_csv, protocol_html
from preferans_tui.events.seating import seat
from preferans_tui.events.standings import TableResult, standings
from preferans_tui.views.figures import file_points_text, points_text


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
    page = protocol_html("Cup <2026>", lines, tables, 1, place_points, "places", points_text)
    assert "&lt;i&gt;X&lt;/i&gt;" in page and "Y&amp;Z" in page and "<i>X" not in page
    assert "<title>Cup &lt;2026&gt;</title>" in page
    text = protocol_csv(lines, tables, 1, place_points, file_points_text)
    # +30 the only positive: 4; 0 second (not positive): 1; −30: 0
    assert "1,1,<i>X</i>,30,4,6,yes,\n" in text and "W,0,0" in text
    # the club refused table 2's file at hand 3: marked as the director's screen marks it
    assert text.count(",6,yes,hand 3\n") == 3 and "<td>hand 3</td>" in page  # A, B, C
    assert "<p>formula: place points</p>" in page and "<td>\u221230</td>" in page


class _Table:
    """A finished table of round 1 as the protocol reads one."""

    def __init__(self, whists: dict[str, F], refused_hand: int | None = None) -> None:
        self.round, self.table, self.whists = 1, 1, whists
        self.players, self.deals, self.finished = tuple(whists), 6, True
        self.refused = None if refused_hand is None else "refused"
        self.refused_hand = refused_hand


def test_the_protocol_in_russian() -> None:
    """Headings and words in the language; the page's figures with the decimal comma and
    the minus sign, the CSV's with the point and ``-`` (a program reads it). Raw whists
    +100/3, −50/3, −50/3: 33.33, −16.67 each (to hundredths, half away from zero)."""
    whists = {"Аня": F(100, 3), "Боря": F(-50, 3), "Вера": F(-50, 3)}
    lines = standings(list(whists), [TableResult(1, 1, whists)], raw_whists)
    texts.set_language("ru")
    try:
        page = protocol_html("Кубок", lines, [_Table(whists, 3)], 1, raw_whists, "raw",
                             lambda x: points_text(x, mark=","))
        text = protocol_csv(lines, [_Table(whists, 3)], 1, raw_whists, file_points_text)
    finally:
        texts.set_language("en")
    assert '<html lang="ru">' in page and "<p>формула: висты как есть</p>" in page
    assert "<h2>Турнирная таблица</h2>" in page and "<th>место</th>" in page
    assert "<td>33,33</td>" in page and "<td>\u221216,67</td>" in page
    assert "<td>да</td>" in page and "<td>сдача 3</td>" in page
    rows = text.splitlines()
    assert rows[0] == "турнирная таблица" and rows[1] == "место,игрок,очки,висты,победы,пропуски"
    assert "1,Аня,33.33,33.33,1,0" in rows and "1,1,Боря,-16.67,-16.67,6,да,сдача 3" in rows
    assert "игрок,тур 1,итого" in rows


def test_twelve_players_four_rounds_without_a_repeat() -> None:
    """Round by round with no lookahead the fourth round of 12 repeats a pair; told that
    four rounds are to come, the search plans them so that nobody meets twice."""
    players = [f"P{i}" for i in range(12)]
    history: list[tuple[str, ...]] = []
    for r in range(4):
        s = seat(players, 3, history, round_index=r, ahead=4 - r)
        assert s.repeats == ()
        history += s.tables
