"""The pulka grid: the paper sheet drawn with Textual's line API.

:class:`PulkaGrid` draws a :class:`~preferans_tui.rules.Pulka` as players draw it on
paper (see :mod:`.sheet_layout`): a sector per player, gora / pulya / whists bands as
running totals, the target in the circle, the last hand's writes highlighted, help
points in their own colour with the helper's name, corrected totals struck through, a
closed pulya marked and an open one with what it still lacks. It is
deterministic (a pure function of the pulka and the size), so it snapshots well.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from ...rules import Pulka
from ...texts import decimal_mark
from ...views.sheet import SheetFold, sheet_data
from .sheet_canvas import Canvas, changed_cells
from .sheet_layout import draw_sheet, needed_height


class PulkaGrid(Widget):
    """The sheet of one pulka (or of a prefix of it, for replay).

    Construct with ``PulkaGrid(pulka, id=...)``; call :meth:`set_pulka` to show another
    pulka or another prefix. The layout follows the widget's size.
    """

    COMPONENT_CLASSES = {
        "pulka-grid--line",
        "pulka-grid--label",
        "pulka-grid--name",
        "pulka-grid--next",
        "pulka-grid--value",
        "pulka-grid--last",
        "pulka-grid--target",
        "pulka-grid--help",
        "pulka-grid--struck",
        "pulka-grid--closed",
    }

    DEFAULT_CSS = """
    PulkaGrid {
        width: 1fr;
        height: auto;
        min-height: 10;
    }
    PulkaGrid > .pulka-grid--line { color: $primary; }
    PulkaGrid > .pulka-grid--label { color: $text-muted; }
    PulkaGrid > .pulka-grid--name { text-style: bold; }
    PulkaGrid > .pulka-grid--next { text-style: bold reverse; }
    PulkaGrid > .pulka-grid--value { color: $text; }
    PulkaGrid > .pulka-grid--last { color: $warning; text-style: bold underline; }
    PulkaGrid > .pulka-grid--target { color: $accent; text-style: bold; }
    PulkaGrid > .pulka-grid--help { color: $text-secondary; text-style: italic; }
    PulkaGrid > .pulka-grid--struck { color: $text-muted; text-style: strike; }
    PulkaGrid > .pulka-grid--closed { color: $success; text-style: bold; }
    """

    def __init__(self, pulka: Pulka, *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._pulka = pulka
        self._canvas: Canvas | None = None
        self._fold: SheetFold | None = None
        self._styles: tuple[Style, dict[str, Style]] | None = None
        """Each style name's rich style over the widget's own (``rich_style``), for as
        long as that stays the same (a theme or CSS change makes another): Textual works
        a component style out again after every refresh."""

    @property
    def pulka(self) -> Pulka:
        """The pulka shown."""
        return self._pulka

    def set_pulka(self, pulka: Pulka) -> None:
        """Show ``pulka`` (another pulka, or a prefix for replay) and redraw the cells
        that changed (a hand changes a few bands: issue 16, a replay step or a hand
        entered need not send the whole sheet to the terminal again)."""
        self._pulka = pulka
        old, self._canvas = self._canvas, None
        if old is None or (old.width, old.height) != (self.size.width, self.size.height):
            self.refresh()
            return
        new = self.canvas()
        cells = [Region(x, y, width, 1) for y, x, width in changed_cells(old, new)]
        if cells:  # (no region at all would redraw everything)
            self.refresh(*cells)

    def canvas(self) -> Canvas:
        """The sheet drawn at the current size (cached until the pulka or size changes)."""
        width, height = self.size
        if self._canvas is None or (self._canvas.width, self._canvas.height) != (width, height):
            data, self._fold = sheet_data(self._pulka, self._fold, decimal_mark())
            self._canvas = draw_sheet(data, width, height)
        return self._canvas

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """Fill the height given, where the paper layout fits; else the plain list's
        height (in a scrolling container every figure can then be scrolled to)."""
        return needed_height(len(self._pulka.players), width, container.height)

    def render_line(self, y: int) -> Strip:
        """Row ``y`` of the sheet as styled segments."""
        canvas = self.canvas()
        if y >= canvas.height:
            return Strip.blank(self.size.width, self.rich_style)
        base = self.rich_style
        if self._styles is None or self._styles[0] != base:
            self._styles = (base, {"": base})
        styles = self._styles[1]
        segments = []
        for text, name in canvas.runs(y):
            style = styles.get(name)
            if style is None:
                style = styles[name] = base + self.get_component_rich_style(
                    f"pulka-grid--{name}")
            segments.append(Segment(text, style))
        return Strip(segments, canvas.width)

    def notify_style_update(self) -> None:
        """Styles (theme) changed: redraw with the new component styles."""
        self._styles = None
        super().notify_style_update()
        self.refresh()
