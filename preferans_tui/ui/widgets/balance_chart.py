"""The evening at a glance: each player's result in whists after every hand (issue 4 part 8).

A step chart drawn with the line API: one marker per player per hand (● ■ ▲ ◆ in the
player's colour), a thin line while the result holds, a dotted zero line, the hand numbers
underneath and a legend with each player's result. In replay a cursor marks the current
hand and the legend shows the results at that hand.

The figures are the rules core's: the result after hand k is the settlement of the first k
hands as if everyone stopped there (SPEC §7.4, §8), computed once per hand from the totals
the :class:`~preferans_tui.rules.Pulka` already keeps, so a 100-hand pulka costs 100 small
settlements.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from fractions import Fraction

from rich.segment import Segment
from rich.style import Style
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ...report import signed_text
from ...rules import Pulka, settle
from ...untrusted import visible
from ..i18n import tr

MARKERS = ("●", "■", "▲", "◆", "○", "□", "△", "◇")
"""One marker per seat (the ledger's chart shows up to eight players)."""
TICK_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)


def running_balances(pulka: Pulka) -> tuple[dict[str, Fraction], ...]:
    """The result in whists after each hand: element k−1 is ``pulka.prefix(k).settle().result``
    (exact: thirds stay thirds).

    Uses the totals each :class:`HandResult` holds, so no hand is scored again.
    """
    return tuple(
        settle(pulka.players, pulka.options, r.totals, finished=r.finished).result
        for r in pulka.results
    )


class BalanceChart(Widget):
    """Each player's running result in whists, hand by hand, with a legend.

    ``cursor`` (a hand number 1…n, or 0 for the start, or ``None``) marks a hand; the
    legend then shows the results after it.
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
    """The text (its i18n key) shown when there is nothing to draw."""

    cursor: reactive[int | None] = reactive(None)

    def __init__(self, pulka: Pulka | None = None, *, cursor: int | None = None,
                 name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._cache: tuple[tuple[int, int, int | None], list[Strip]] | None = None
        self.players: tuple[str, ...] = ()
        self.balances: tuple[dict[str, Fraction], ...] = ()
        if pulka is not None:
            self.set_pulka(pulka)
        self.set_reactive(BalanceChart.cursor, cursor)

    def set_pulka(self, pulka: Pulka) -> None:
        """Show ``pulka`` (call after a hand is added or undone)."""
        self.set_series(pulka.players, running_balances(pulka))

    def set_series(self, players: Sequence[str],
                   balances: Sequence[Mapping[str, Fraction]]) -> None:
        """Show ``players`` (at most :data:`MARKERS`) with one point per element of
        ``balances``: each player's result in whists after it."""
        self.players = tuple(players)[:len(MARKERS)]
        self.balances = tuple({p: b[p] for p in self.players} for b in balances)
        self._cache = None
        self.refresh()

    def watch_cursor(self) -> None:
        """Another hand marked: draw again."""
        self._cache = None
        self.refresh()

    def notify_style_update(self) -> None:
        """Styles changed (theme, CSS): draw again."""
        self._cache = None
        super().notify_style_update()

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the chart (the line API)."""
        key = (self.size.width, self.size.height, self.cursor)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._draw(self.size.width, self.size.height))
        lines = self._cache[1]
        return lines[y] if 0 <= y < len(lines) else Strip.blank(self.size.width)

    # -- drawing -------------------------------------------------------------------------
    def _styles(self) -> tuple[Style, Style, list[Style]]:
        axis = self.get_component_rich_style("balance-chart--axis")
        cursor = self.get_component_rich_style("balance-chart--cursor", partial=True)
        players = [self.get_component_rich_style(f"balance-chart--p{i}")
                   for i in range(len(MARKERS))]
        return axis, cursor, players

    def _draw(self, width: int, height: int) -> list[Strip]:
        axis, cursor_style, colours = self._styles()
        n = len(self.balances)
        legend = [Strip(line).crop_extend(0, width, None)
                  for line in self._legend(colours, width)]
        if n == 0 or height < len(legend) + 3:
            top = [Strip([Segment(tr(self.EMPTY), axis)]).crop_extend(0, width, None)] \
                if n == 0 else legend
            return (top + [Strip.blank(width)] * height)[:height]
        values = [[Fraction(b[p]) for p in self.players] for b in self.balances]
        flat = [Fraction(0), *(v for row in values for v in row)]
        lo, hi = min(flat), max(flat)
        rows = height - 1 - len(legend)

        def row_of(v: Fraction) -> int:
            return 0 if hi == lo else round((hi - v) * (rows - 1) / (hi - lo))

        labels = {row_of(hi): signed_text(hi), row_of(lo): signed_text(lo),
                  row_of(Fraction(0)): "0"}
        margin = max(len(t) for t in labels.values()) + 1
        plot = max(1, width - margin)
        cells: list[list[tuple[str, Style]]] = [[(" ", Style())] * plot for _ in range(rows)]
        zero = row_of(Fraction(0))
        cells[zero] = [("┈", axis)] * plot
        hand_at = _columns(n, plot)
        seats = len(self.players)
        prev: int | None = None
        for h, x0, bw in _blocks(hand_at):
            for i in range(seats):
                r = row_of(values[h][i])
                before = row_of(values[prev][i]) if prev is not None else zero
                xm = x0 + (i if bw > seats else 0)
                for x in range(x0, xm):
                    _put(cells, before, x, "─", colours[i])
                # a column standing for several hands spans all of their results
                span = [before, *(row_of(values[j][i]) for j in range(
                    0 if prev is None else prev + 1, h + 1))]
                for rr in range(min(span), max(span) + 1):
                    if rr != before or rr == r:
                        _put(cells, rr, xm, "│", colours[i])
                taken = cells[r][xm][0] in (*MARKERS, "✱")
                cells[r][xm] = ("✱", axis) if taken else (MARKERS[i], colours[i])
                for x in range(xm + 1, x0 + bw):
                    _put(cells, r, x, "─", colours[i])
            if self.cursor == h + 1:
                for row in cells:
                    for x in range(x0, x0 + bw):
                        row[x] = (row[x][0], row[x][1] + cursor_style)
            prev = h
        strips = []
        for r, row in enumerate(cells):
            label = labels.get(r, "").rjust(margin - 1) + ("┤" if r in labels else "│")
            segs = [Segment(label, axis)] + [Segment(ch, st) for ch, st in row]
            strips.append(Strip(Segment.simplify(segs)).crop_extend(0, width, None))
        strips.append(Strip([Segment(" " * margin + _ticks(hand_at), axis)])
                      .crop_extend(0, width, None))
        return strips + legend

    def _legend(self, colours: list[Style], width: int) -> list[list[Segment]]:
        """``● Anna +150   ■ Boris −146 …`` at the cursor (or the end), wrapped to ``width``."""
        k = len(self.balances) if self.cursor is None else self.cursor
        now = self.balances[k - 1] if k else dict.fromkeys(self.players, Fraction(0))
        lines: list[list[Segment]] = [[]]
        used = 0
        for i, p in enumerate(self.players):
            name, value = f"{MARKERS[i]} {visible(p)} ", signed_text(now[p])
            gap = 3 if used else 0
            if used and used + gap + len(name) + len(value) > width:
                lines.append([])
                used, gap = 0, 0
            lines[-1] += [Segment(" " * gap), Segment(name, colours[i]),
                          Segment(value, colours[i] + Style(bold=True))]
            used += gap + len(name) + len(value)
        return lines


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
