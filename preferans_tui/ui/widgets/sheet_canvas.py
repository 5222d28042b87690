"""A character canvas and the text-fitting helpers the pulka grid draws with.

The canvas holds one character and one style name per cell; the grid turns each row
into a :class:`~textual.strip.Strip`. Style names are the grid's component classes
without the ``pulka-grid--`` prefix (``"line"``, ``"value"``, ``"last"`` …).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

ELLIPSIS = "…"


@dataclass(frozen=True)
class Area:
    """A rectangle of cells where one band's text goes: column ``x``, row ``y``, size."""

    x: int
    y: int
    w: int
    h: int


class Canvas:
    """``width`` × ``height`` cells of (character, style name)."""

    def __init__(self, width: int, height: int) -> None:
        self.width = max(0, width)
        self.height = max(0, height)
        self.chars = [[" "] * self.width for _ in range(self.height)]
        self.styles = [[""] * self.width for _ in range(self.height)]

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        """Write ``text`` from column ``x`` of row ``y``, clipped to the canvas."""
        if not 0 <= y < self.height:
            return
        for i, ch in enumerate(text):
            if 0 <= x + i < self.width:
                self.chars[y][x + i] = ch
                self.styles[y][x + i] = style

    def char(self, x: int, y: int) -> str:
        """The character at (x, y), or a space outside the canvas."""
        if 0 <= y < self.height and 0 <= x < self.width:
            return self.chars[y][x]
        return " "

    def runs(self, y: int) -> Iterator[tuple[str, str]]:
        """Row ``y`` as runs of (text, style name)."""
        row, styles = self.chars[y], self.styles[y]
        start = 0
        for i in range(1, self.width + 1):
            if i == self.width or styles[i] != styles[start]:
                yield "".join(row[start:i]), styles[start]
                start = i

    def text(self) -> str:
        """The whole canvas as plain text (for tests and debugging)."""
        return "\n".join("".join(row).rstrip() for row in self.chars)


def fit_row(tokens: list[str], width: int) -> str:
    """Running totals in one row: ``"2.4.10"``, or their tail ``"…10.12"`` if too long."""
    if width <= 0:
        return ""
    tokens = tokens[-width:]  # more could never show; a cut list still gets its "…"
    text = ".".join(tokens)
    if len(text) <= width:
        return text
    tail: list[str] = []
    for token in reversed(tokens):
        candidate = ELLIPSIS + ".".join([token, *tail])
        if len(candidate) > width:
            break
        tail.insert(0, token)
    if not tail:
        return (ELLIPSIS + tokens[-1][-(width - 1):]) if width > 1 else ELLIPSIS
    return ELLIPSIS + ".".join(tail)


def fit_rows(tokens: list[str], width: int, height: int) -> list[str]:
    """Running totals wrapped over ``height`` rows of ``width``; the tail kept if too long.

    A row that continues on the next ends with a dot, as on paper.
    """
    if width <= 0 or height <= 0:
        return []
    tokens = tokens[-width * height:]  # more could never show; a cut list still gets its "…"
    lines: list[list[str]] = [[]]
    for token in tokens:
        line = lines[-1]
        if line and len(".".join([*line, token])) + 1 > width:
            lines.append([token])
        else:
            line.append(token)
    texts = [".".join(line) + ("." if i < len(lines) - 1 else "") for i, line in
             enumerate(lines)]
    texts = [t if len(t) <= width else fit_row(t.split("."), width) for t in texts]
    if len(texts) > height:
        texts = texts[-height:]
        texts[0] = (ELLIPSIS + texts[0])[:width]
    return texts
