"""Every figure of the sheet in full (``l`` on the sheet): the bands as the grid folds
them, each running total whole, however long the band (issue 12.10).

The grid shows a long band's tail (``…12.20``); here the early totals stay readable,
wrapped and scrolled. Help points and struck corrections look as on the grid.
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text
from textual.binding import Binding

from ...rules import Pulka
from ...texts import decimal_mark, tr
from ...views.sheet import Band, sheet_data
from ..widgets.sheet_draw import name_label, pulya_marks, whists_label
from .page import PageScreen

STYLES = {"value": "", "last": "bold underline", "help": "italic", "struck": "dim strike",
          "closed": "bold green", "label": "dim"}
"""How each kind of total is drawn here (the grid's component classes, in rich)."""


def band_text(label: str, band: Band, marks: list[tuple[str, str]]) -> Text:
    """``  pulya  2.4.10 ✓ closed``: the label, every total (none left out), the mark."""
    text = Text("  ")
    text.append(label, style="dim")
    text.append("  ")
    for i, token in enumerate(band.tokens()):
        if i:
            text.append(".")
        style = "last" if band.last and i == len(band.tokens()) - 1 else token.style
        text.append(token.text, style=STYLES[style])
    if marks:
        mark, style = marks[0]
        text.append(mark if band.tokens() else mark.lstrip(" ·"), style=STYLES[style])
    return text


def figures_text(pulka: Pulka) -> Text:
    """Every player's bands in full, the pulya first, as rich text."""
    data, _ = sheet_data(pulka, mark=decimal_mark())
    out = Text()
    for player in data.players:
        name, _ = name_label(data, player)
        out.append(name + "\n", style="bold")
        sector = data.sectors[player]
        lines = [band_text(tr("pulya"), sector.pulya, pulya_marks(sector.to_close)),
                 band_text(tr("gora"), sector.gora, [])]
        lines += [band_text(whists_label(q, True), band, [])
                  for q, band in sector.whists.items()]
        for line in lines:
            out.append_text(line)
            out.append("\n")
    return out


class FiguresScreen(PageScreen):
    """The figures of ``pulka`` in a scrolled frame over the sheet; Esc, ``q`` or ``l``
    close it."""

    BINDINGS = [Binding("escape,q,й,l,д", "close", "close", show=False),
                # a modal screen stops the app's F1: the page asks for the help itself
                Binding("f1,question_mark", "app.help", "help", show=False)]
    PAGE_ID = "figures"
    HELP_TOPIC = "help_topic_figures"

    def __init__(self, pulka: Pulka) -> None:
        super().__init__()
        self.pulka = pulka

    def title_text(self) -> str:
        """``Every figure · Esc closes``."""
        return tr("figures_title")

    def body(self) -> RenderableType:
        """Every band in full."""
        return figures_text(self.pulka)
