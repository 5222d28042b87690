"""The evening at a glance: each player's result in whists after every hand (issue 4 part 8).

A step chart drawn with the line API: one marker per player per hand (● ■ ▲ ◆ in the
player's colour), a thin line while the result holds, a dotted zero line, the hand numbers
underneath and a legend with each player's result. In replay a cursor marks the current
hand and the legend shows the results at that hand.

The figures are the rules core's: the result after hand k is the settlement of the first k
hands as if everyone stopped there (SPEC §7.4, §8), worked out once per hand from the
totals the :class:`~preferans_tui.rules.Pulka` already keeps
(:meth:`~preferans_tui.rules.Pulka.running_results`).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import lcm

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region
from textual.reactive import var
from textual.strip import Strip
from textual.widget import Widget

from ...rules import Pulka
from ...rules.running import ResultSeries
from ...texts import decimal_mark, tr
from ...untrusted import visible
from ...views.figures import signed_text

MARKERS = ("●", "■", "▲", "◆", "○", "□", "△", "◇")
"""One marker per seat (the ledger's chart shows up to eight players)."""
TICK_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)


class BalanceChart(Widget):
    """Each player's running result in whists, hand by hand, with a legend.

    ``cursor`` (a hand number 1…n, or 0 for the start, or ``None``) marks a hand — the
    column it is drawn in; the legend then shows the results after it. The chart is drawn
    once per size and series, a hand per column or a column per many hands (each column
    spanning the results of its hands); moving the cursor only restyles its column and
    the legend (issue 16: a step of a 100,000-hand replay).
    """

    COMPONENT_CLASSES = {"balance-chart--axis", "balance-chart--cursor",
                         *(f"balance-chart--p{i}" for i in range(len(MARKERS)))}
    DEFAULT_CSS = """
    BalanceChart { height: 10; }
    BalanceChart > .balance-chart--axis { color: $text-muted; }
    BalanceChart > .balance-chart--cursor { background: $boost; text-style: bold; }
    BalanceChart > .balance-chart--p0 { color: #4ea1ff; }
    BalanceChart > .balance-chart--p1 { color: #ffa94d; }
    BalanceChart > .balance-chart--p2 { color: #c77dff; }
    BalanceChart > .balance-chart--p3 { color: #69db7c; }
    BalanceChart > .balance-chart--p4 { color: #ff6b6b; }
    BalanceChart > .balance-chart--p5 { color: #3bc9db; }
    BalanceChart > .balance-chart--p6 { color: #ffd43b; }
    BalanceChart > .balance-chart--p7 { color: #f783ac; }
    """

    EMPTY = "chart_empty"
    """The text (its text key) shown when there is nothing to draw."""

    cursor: var[int | None] = var(None)
    """The marked hand; a ``var``: :meth:`watch_cursor` redraws only what it changed."""

    def __init__(self, pulka: Pulka | None = None, *, cursor: int | None = None,
                 name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.players: tuple[str, ...] = ()
        self._den = 1
        self._rows: Sequence[tuple[int, ...]] = ()
        """Each point's results, seat by seat, as numerators over :attr:`_den`."""
        self._plot: _Plot | None = None
        self._chart_styles: tuple[Style, Style, list[Style]] | None = None
        self._plot_lines: tuple[_Plot, tuple[int, int] | None, list[Strip]] | None = None
        """The plot's lines with the cursor on a column (the plot, the column, the lines)."""
        self._lines: tuple[tuple[int, int, int | None], list[Strip]] | None = None
        if pulka is not None:
            self.set_pulka(pulka)
        self.set_reactive(BalanceChart.cursor, cursor)

    def set_pulka(self, pulka: Pulka) -> None:
        """Show ``pulka`` (call after a hand is added or undone)."""
        self.set_results(pulka.running_results())

    def set_results(self, series: ResultSeries) -> None:
        """Show the rules core's results after each hand (:meth:`Pulka.running_results`)."""
        self._show(series.players, series.denominator, series.numerators)

    def set_series(self, players: Sequence[str],
                   balances: Sequence[Mapping[str, Fraction]]) -> None:
        """Show ``players`` (at most :data:`MARKERS`) with one point per element of
        ``balances``: each player's result in whists after it."""
        players = tuple(players)[:len(MARKERS)]
        values = [[Fraction(b[p]) for p in players] for b in balances]
        den = lcm(1, *(v.denominator for row in values for v in row))
        self._show(players, den, [tuple(int(v * den) for v in row) for row in values])

    def _show(self, players: Sequence[str], den: int,
              rows: Sequence[tuple[int, ...]]) -> None:
        seats = min(len(players), len(MARKERS))
        self.players, self._den = tuple(players)[:seats], den
        self._rows = rows if seats == len(players) else [row[:seats] for row in rows]
        self._plot = self._lines = None
        self.refresh()

    @property
    def points(self) -> int:
        """How many points (hands) the chart draws."""
        return len(self._rows)

    def results(self, point: int) -> dict[str, Fraction]:
        """Each player's result after the first ``point`` points (0: everyone 0)."""
        row = self._rows[point - 1] if point else (0,) * len(self.players)
        return {p: Fraction(v, self._den) for p, v in zip(self.players, row, strict=True)}

    def watch_cursor(self, old: int | None, new: int | None) -> None:
        """Another hand marked: the columns of the old and the new hand and the legend
        are drawn again, not the rest (issue 16: a replay step sends only those cells to
        the terminal); everything when the plot itself changes (the legend took another
        number of lines) or was not drawn yet."""
        plot, drawn = self._plot, self._lines
        self._lines = None
        width, height = self.size
        if plot is None or drawn is None or not self.size:
            self.refresh()
            return
        self._lines = ((width, height, new), self._draw(width, height))
        if self._plot is not plot:
            self.refresh()
            return
        rows = len(plot.cells)  # then the hand numbers, then the legend
        regions = [Region(0, rows + 1, width, height - rows - 1)]
        columns = [plot.column_of(hand - 1) if hand else None for hand in (old, new)]
        if columns[0] != columns[1]:  # (a column stands for many hands of a long pulka)
            regions += [Region(plot.margin + x0, 0, bw, rows) for x0, bw in filter(None, columns)]
        self.refresh(*regions)

    def notify_style_update(self) -> None:
        """Styles changed (theme, CSS): draw again."""
        self._plot = self._lines = self._chart_styles = None
        super().notify_style_update()

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the chart (the line API)."""
        key = (self.size.width, self.size.height, self.cursor)
        if self._lines is None or self._lines[0] != key:
            self._lines = (key, self._draw(self.size.width, self.size.height))
        lines = self._lines[1]
        return lines[y] if 0 <= y < len(lines) else Strip.blank(self.size.width)

    # -- drawing -------------------------------------------------------------------------
    def _styles(self) -> tuple[Style, Style, list[Style]]:
        """The axis, cursor and players' styles, kept until the styles change (Textual
        works component styles out again after every refresh: 2 ms of a replay step)."""
        if self._chart_styles is None:
            axis = self.get_component_rich_style("balance-chart--axis")
            cursor = self.get_component_rich_style("balance-chart--cursor", partial=True)
            players = [self.get_component_rich_style(f"balance-chart--p{i}")
                       for i in range(len(MARKERS))]
            self._chart_styles = (axis, cursor, players)
        return self._chart_styles

    def _draw(self, width: int, height: int) -> list[Strip]:
        axis, cursor_style, colours = self._styles()
        legend = [Strip(line).crop_extend(0, width, None)
                  for line in self._legend(colours, width)]
        if not self._rows or height < len(legend) + 3:
            top = [Strip([Segment(tr(self.EMPTY), axis)]).crop_extend(0, width, None)] \
                if not self._rows else legend
            return (top + [Strip.blank(width)] * height)[:height]
        size, mark = (width, height - 1 - len(legend)), decimal_mark()
        if self._plot is None or (self._plot.size, self._plot.mark) != (size, mark):
            self._plot = _Plot(self._rows, self._den, size, axis, colours, mark)
        plot = self._plot
        column = plot.column_of(self.cursor - 1) if self.cursor else None
        if self._plot_lines is None or self._plot_lines[:2] != (plot, column):
            self._plot_lines = (plot, column, self._draw_plot(plot, column, cursor_style))
        return self._plot_lines[2] + legend

    def _draw_plot(self, plot: _Plot, column: tuple[int, int] | None,
                   cursor_style: Style) -> list[Strip]:
        """The plot's lines and the hand numbers, the cursor on ``column`` (its first
        column and width; many hands share one in a long pulka, and their lines)."""
        width, axis = plot.size[0], plot.axis
        cells = plot.cells
        if column:  # the column of the marked hand, restyled on a copy
            x0, bw = column
            cells = [row[:x0] + [(ch, st + cursor_style) for ch, st in row[x0:x0 + bw]]
                     + row[x0 + bw:] for row in cells]
        strips = []
        for r, row in enumerate(cells):
            label = plot.labels.get(r, "").rjust(plot.margin - 1) + \
                ("┤" if r in plot.labels else "│")
            segs = [Segment(label, axis)] + [Segment(ch, st) for ch, st in row]
            strips.append(Strip(Segment.simplify(segs)).crop_extend(0, width, None))
        strips.append(Strip([Segment(" " * plot.margin + _ticks(plot.hand_at), axis)])
                      .crop_extend(0, width, None))
        return strips

    def _legend(self, colours: list[Style], width: int) -> list[list[Segment]]:
        """``● Anna +150   ■ Boris −146 …`` at the cursor (or the end), wrapped to ``width``."""
        now = self.results(self.points if self.cursor is None else self.cursor)
        lines: list[list[Segment]] = [[]]
        used = 0
        for i, p in enumerate(self.players):
            name = f"{MARKERS[i]} {visible(p)} "
            value = signed_text(now[p], mark=decimal_mark())
            gap = 3 if used else 0
            if used and used + gap + len(name) + len(value) > width:
                lines.append([])
                used, gap = 0, 0
            lines[-1] += [Segment(" " * gap), Segment(name, colours[i]),
                          Segment(value, colours[i] + Style(bold=True))]
            used += gap + len(name) + len(value)
        return lines


class _Plot:
    """The chart's plot at one size, without the cursor: a cell (character, style) per
    row and column, the value labels and the hand each column shows.

    A column standing for several hands draws the last one's marker and a line over
    the results of all of them (their least and greatest, found at C speed per seat).
    """

    def __init__(self, rows: Sequence[tuple[int, ...]], den: int, size: tuple[int, int],
                 axis: Style, colours: list[Style], mark: str = ".") -> None:
        self.size = size
        self.mark = mark
        """The decimal mark of the value labels (``.``; ``,`` in Russian)."""
        self.axis = axis
        width, height = size
        n, seats = len(rows), len(rows[0])
        columns = [[row[i] for row in rows] for i in range(seats)]
        lo = min(0, *(min(c) for c in columns))
        hi = max(0, *(max(c) for c in columns))

        def row_of(v: int) -> int:
            return 0 if hi == lo else round(Fraction((hi - v) * (height - 1), hi - lo))

        self.labels = {row_of(hi): signed_text(Fraction(hi, den), mark=mark),
                       row_of(lo): signed_text(Fraction(lo, den), mark=mark), row_of(0): "0"}
        self.margin = max(len(t) for t in self.labels.values()) + 1
        plot = max(1, width - self.margin)
        cells: list[list[tuple[str, Style]]] = [[(" ", Style())] * plot for _ in range(height)]
        zero = row_of(0)
        cells[zero] = [("┈", axis)] * plot
        self.hand_at = _columns(n, plot)
        self.blocks = _blocks(self.hand_at)
        prev: int | None = None
        for h, x0, bw in self.blocks:
            first = 0 if prev is None else prev + 1
            for i in range(seats):
                r = row_of(columns[i][h])
                before = row_of(columns[i][prev]) if prev is not None else zero
                xm = x0 + (i if bw > seats else 0)
                for x in range(x0, xm):
                    _put(cells, before, x, "─", colours[i])
                # a column standing for several hands spans all of their results
                hands = columns[i][first:h + 1]
                top, bottom = row_of(max(hands)), row_of(min(hands))
                for rr in range(min(before, top), max(before, bottom) + 1):
                    if rr != before or rr == r:
                        _put(cells, rr, xm, "│", colours[i])
                taken = cells[r][xm][0] in (*MARKERS, "✱")
                cells[r][xm] = ("✱", axis) if taken else (MARKERS[i], colours[i])
                for x in range(xm + 1, x0 + bw):
                    _put(cells, r, x, "─", colours[i])
            prev = h
        self.cells = cells

    def column_of(self, hand: int) -> tuple[int, int]:
        """The first column and width of the block drawing hand ``hand`` (0-based)."""
        x = bisect_left(self.hand_at, hand)
        block = self.blocks[bisect_right([x0 for _, x0, _ in self.blocks], x) - 1]
        return block[1], block[2]


def _columns(n: int, plot: int) -> list[int]:
    """For each plot column, the index of the hand drawn there (0-based)."""
    if n <= plot:
        width = plot // n
        return [x // width for x in range(n * width)]
    return [(x + 1) * n // plot - 1 for x in range(plot)]


def _blocks(hand_at: list[int]) -> list[tuple[int, int, int]]:
    """``(hand, first column, width)`` for each hand that has columns, left to right."""
    out: list[tuple[int, int, int]] = []
    for x, h in enumerate(hand_at):
        if out and out[-1][0] == h:
            out[-1] = (h, out[-1][1], out[-1][2] + 1)
        else:
            out.append((h, x, 1))
    return out


def _put(cells: list[list[tuple[str, Style]]], row: int, x: int, char: str,
         style: Style) -> None:
    """Draw a line character where nothing but the background or the zero line is."""
    if cells[row][x][0] in " ┈":
        cells[row][x] = (char, style)


def _ticks(hand_at: list[int]) -> str:
    """The x axis: hand 1 and every ``step``-th hand number, under the first column that
    shows that hand (or the next one drawn), never overlapping."""
    n = hand_at[-1] + 1
    digits = len(str(n)) + 1
    step = next((s for s in TICK_STEPS if (n // s + 1) * digits <= len(hand_at)),
                TICK_STEPS[-1])
    out = [" "] * len(hand_at)
    free = 0
    for number in [1, *range(step, n + 1, step)]:
        x = bisect_left(hand_at, number - 1)
        text = str(number)
        if x >= free and x + len(text) <= len(out):
            out[x:x + len(text)] = text
            free = x + len(text) + 1
    return "".join(out)
