"""The history panel: every hand, newest last, each line with the rule that wrote it.

The words come from :mod:`~preferans_tui.views.history`. The panel draws with the line
API, like the grid: a hand's text is made and wrapped only when its lines come into
view, and kept for the few hundred hands seen last, so showing, appending to and undoing
the history of 10,000 hands costs what it costs with ten (issue 16). A hand not yet
wrapped counts for its unwrapped lines; scrolling up to it, the panel keeps the lines
in view where they were.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from rich.console import RenderableType
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ...rules import AdjustmentHand, HandResult, Pulka
from ...texts import tr
from ...untrusted import visible
from ...views.history import entry_text, hand_text
from .line_index import LineIndex

KEPT = 256
"""How many hands' wrapped lines are kept (the rest are wrapped again if scrolled to)."""


def _unwrapped(result: HandResult) -> int:
    """Lines of a hand before wrapping: its own and one per line it wrote (or one for
    "nothing written"); wrapping only adds lines."""
    return 1 + max(1, len(result.entries))


class HistoryList(ScrollView, can_focus=True):
    """The hands so far, newest last, scrolled to the newest.

    :meth:`set_pulka` with the pulka after a hand appends that hand, after an undo drops
    the undone hand, for any other pulka starts over; while hidden it only keeps the
    pulka. ``min_width``: the narrowest a hand's text is wrapped at.
    """

    DEFAULT_CSS = """
    HistoryList {
        background: $surface;
        color: $foreground;
        overflow-y: scroll;
        &:focus { background-tint: $foreground 5%; }
    }
    """

    def __init__(self, pulka: Pulka, *, id: str | None = None, min_width: int = 20) -> None:
        super().__init__(id=id)
        self.min_width = min_width
        self._pulka = pulka
        self._shown: Sequence[HandResult] = ()
        self._index = LineIndex()
        self._wrapped: set[int] = set()
        """Hands whose height in the index is their wrapped height at :attr:`_width`."""
        self._lines: OrderedDict[int, list[Strip]] = OrderedDict()
        self._width = 0

    def on_mount(self) -> None:
        """Show the hands of the pulka given at construction."""
        self.set_pulka(self._pulka)

    def on_resize(self) -> None:
        """Another width wraps every hand differently: start the layout over; another
        height only needs the hands now in view."""
        if not self.display:
            return
        if self._content_width() != self._width:
            self._start_over(self._pulka.results)
        elif self._index.total and self.is_vertical_scroll_end:
            self._show_end()
        elif self._index.total:
            self._prepare(self.scroll_y)

    def set_pulka(self, pulka: Pulka) -> None:
        """Show the hands of ``pulka`` (a hidden list only keeps it: shown, call again)."""
        self._pulka = pulka
        if not self.display or not self.is_mounted or not self._width:
            return  # nothing is laid out while hidden (on_resize lays it out when shown)
        results, shown = pulka.results, self._shown
        n, m = len(shown), len(results)
        if n and m >= n and results[n - 1] is shown[n - 1]:
            for result in results[n:]:  # hands added: their lines at the end
                self._index.append(_unwrapped(result))
        elif n and 0 < m < n and results[m - 1] is shown[m - 1]:
            for item in range(n - 1, m - 1, -1):  # an undo: drop the undone hand's lines
                self._index.pop()
                self._wrapped.discard(item)
                self._lines.pop(item, None)
        else:
            self._start_over(results)
            return
        self._shown = results
        self._show_end()

    # -- layout ----------------------------------------------------------------------------
    def _content_width(self) -> int:
        return self.scrollable_content_region.width

    def _start_over(self, results: Sequence[HandResult]) -> None:
        self._shown = results
        self._width = self._content_width()
        self._index = LineIndex([_unwrapped(r) for r in results] or [1])
        self._wrapped.clear()
        self._lines.clear()
        self._show_end()

    def _show_end(self) -> None:
        """Wrap the newest hands that fill the panel, then scroll to the end."""
        lines, item = 0, len(self._index) - 1
        while item >= 0 and lines < max(self.size.height, 1):
            self._wrap(item)
            lines += self._index.height(item)
            item -= 1
        self.virtual_size = Size(self._width, self._index.total)
        self.refresh()
        self.scroll_end(animate=False, immediate=True, x_axis=False)

    def _grown(self) -> None:
        """Hands drawn while the screen was drawn were wrapped taller: the panel's height
        follows, and a panel at its end stays there."""
        at_end = self.is_vertical_scroll_end
        self.virtual_size = Size(self._width, self._index.total)
        if at_end:
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    def _wrap(self, item: int) -> list[Strip]:
        """Hand ``item``'s lines at the panel's width (its height in the index updated)."""
        lines = self._lines.get(item)
        if lines is not None:
            self._lines.move_to_end(item)
            return lines
        lines = self._strips(Text(tr("no_hands"), style="dim") if not self._shown
                             else self._hand_text(item))
        self._lines[item] = lines
        if len(self._lines) > KEPT:
            self._lines.popitem(last=False)
        if item not in self._wrapped:
            self._wrapped.add(item)
            self._index.set_height(item, len(lines))
        return lines

    def _hand_text(self, item: int) -> Text:
        text = result_text(self._shown[item])
        text.rstrip()
        return text

    def _strips(self, renderable: RenderableType) -> list[Strip]:
        """The lines of ``renderable`` as RichLog wrote them: at its own width, at most the
        panel's, at least :attr:`min_width`; each line padded to that width."""
        console = self.app.console
        options = console.options
        width = Measurement.get(console, options, renderable).maximum
        width = max(min(width, self._width), self.min_width)
        segments = console.render(renderable, options.update_width(width))
        strips = Strip.from_lines(list(Segment.split_lines(segments))) or [Strip.blank(width)]
        for strip in strips:
            strip.adjust_cell_length(width)
        return strips

    # -- drawing ---------------------------------------------------------------------------
    def watch_scroll_y(self, old: float, new: float) -> None:
        """Scrolled: the hands coming into view are wrapped first."""
        if not self._prepare(new):
            super().watch_scroll_y(old, new)

    def _prepare(self, scroll_y: float) -> bool:
        """Wrap the unwrapped hands in view from line ``scroll_y``. Those above the first
        hand seen before grow: the view moves down as much, so what was seen stays put
        (returns True: the scroll was set anew)."""
        top = round(scroll_y)
        total = self._index.total
        if not total:
            return False
        item = self._index.find(min(max(top, 0), total - 1))
        lines, grown, seen = self._index.start(item) - top, 0, False
        while item < len(self._index) and lines < max(self.size.height, 1):
            if item in self._wrapped:
                seen = True
            else:
                before = self._index.height(item)
                self._wrap(item)
                if not seen:
                    grown += self._index.height(item) - before
            lines += self._index.height(item)
            item += 1
        if self._index.total != total:
            self.virtual_size = Size(self._width, self._index.total)
        if grown and seen:
            self.set_scroll(None, top + grown)
            return True
        return False

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the panel in view (the line API)."""
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        line = scroll_y + y
        if not 0 <= line < self._index.total:
            return Strip.blank(width, self.rich_style)
        item = self._index.find(line)
        total = self._index.total
        lines = self._wrap(item)
        if self._index.total != total:  # not wrapped before it came into view
            self.call_after_refresh(self._grown)
        row = line - self._index.start(item)
        strip = lines[row] if row < len(lines) else Strip.blank(width)
        style = self.rich_style
        return strip.crop_extend(scroll_x, scroll_x + width, style).apply_style(style)

    @property
    def lines(self) -> list[Strip]:
        """Every line of the panel, each hand wrapped now (the whole history: for a test
        or a short pulka, not for drawing)."""
        if not self.display or not self._width:
            return []
        lines = [line for item in range(len(self._index)) for line in self._wrap(item)]
        self._grown()
        return lines


def result_text(result: HandResult) -> Text:
    """One hand, its note (an adjustment's is in its line already) and every line it
    wrote, as rich text."""
    out = Text()
    adjustment = isinstance(result.hand, AdjustmentHand)
    out.append("✎ " if adjustment else f"{result.deal}. ", style="bold")
    out.append(hand_text(result) + "\n")
    note = None if adjustment else result.hand.note
    if note:  # the table's words on the hand (issue 30.5), free text from the file
        out.append("   " + tr("note_line", note=visible(note)) + "\n", style="italic")
    for entry in result.entries:
        out.append("   " + entry_text(entry) + "\n", style="dim" if entry.amount == 0 else "")
    if not result.entries:
        out.append("   " + tr("nothing_written") + "\n", style="dim")
    return out
