"""A character canvas and the text-fitting helpers the pulka grid draws with.

The canvas holds one character and one style name per cell; the grid turns each row
into a :class:`~textual.strip.Strip`. Style names are the grid's component classes
without the ``pulka-grid--`` prefix (``"line"``, ``"value"``, ``"last"`` …).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...views.sheet import Token

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

    def put_pieces(self, x: int, y: int, pieces: list[tuple[str, str]]) -> int:
        """Write styled runs one after another from column ``x``; return the column after."""
        for text, style in pieces:
            self.put(x, y, text, style)
            x += len(text)
        return x

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


def changed_cells(old: Canvas, new: Canvas) -> Iterator[tuple[int, int, int]]:
    """Where two canvases of one size differ: for each row that differs, ``(row, first
    column, width)`` spanning its changed cells."""
    for y in range(new.height):
        chars, styles = new.chars[y], new.styles[y]
        was, was_style = old.chars[y], old.styles[y]
        if chars == was and styles == was_style:
            continue
        changed = [x for x in range(new.width) if chars[x] != was[x] or styles[x] != was_style[x]]
        yield y, changed[0], changed[-1] + 1 - changed[0]


Piece = tuple[str, str]
"""A run of text and its style name."""


def _joined(tokens: list[Token], tail_dot: bool = False) -> list[Piece]:
    pieces: list[Piece] = []
    for i, token in enumerate(tokens):
        if i:
            pieces.append((".", "value"))
        pieces.append((token.text, token.style))
    if tail_dot and tokens:
        pieces.append((".", "value"))
    return pieces


def _length(tokens: list[Token]) -> int:
    return sum(len(t.text) for t in tokens) + max(0, len(tokens) - 1)


def fit_row(tokens: list[Token], width: int) -> list[Piece]:
    """Running totals in one row: ``2.4.10``, or their tail ``…10.12`` if too long.

    A total is never cut in two: if even the last one does not fit, the row is ``…``
    alone (the whole band is on the list of every figure, ``l``).
    """
    if width <= 0:
        return []
    tokens = tokens[-width:]  # more could never show; a cut list still gets its "…"
    if _length(tokens) <= width:
        return _joined(tokens)
    start = len(tokens) - 1
    used = 1 + len(tokens[start].text)  # "…" and the last total
    if used > width:
        return [(ELLIPSIS, "label")]
    while start > 0 and used + 1 + len(tokens[start - 1].text) <= width:
        start -= 1
        used += 1 + len(tokens[start].text)
    return [(ELLIPSIS, "label"), *_joined(tokens[start:])]


def fit_rows(tokens: list[Token], width: int, height: int) -> list[list[Piece]]:
    """Running totals wrapped over ``height`` rows of ``width``; the tail kept if too long.

    A row that continues on the next ends with a dot, as on paper; no total is cut in
    two (a total wider than the row shows as ``…``).
    """
    if width <= 0 or height <= 0:
        return []
    tokens = tokens[-width * height:]  # more could never show; a cut list still gets "…"
    lines: list[list[Token]] = [[]]
    used = 0  # _length(lines[-1]), kept as the line grows
    for token in tokens:
        line, size = lines[-1], len(token.text)
        if line and used + 1 + size + 1 > width:
            lines.append([token])
            used = size
        else:
            used += 1 + size if line else size
            line.append(token)
    if len(lines) > height:
        lines = lines[-height:]
        first = lines[0]
        while first and 1 + _length(first) + 1 > width:  # room for "…" and the dot
            first.pop(0)
        rows = [[(ELLIPSIS, "label"), *_joined(first, tail_dot=True)]]
        rows += [_joined(line, tail_dot=i < len(lines) - 2) for i, line in
                 enumerate(lines[1:])]
        return rows
    return [_joined(line, tail_dot=i < len(lines) - 1) if _length(line) <= width
            else fit_row(line, width) for i, line in enumerate(lines)]
