"""Where everything goes on the 3- and 4-player sheets (DESIGN.md, "What players expect
to see"): the rings, the diagonals and the text area of every band.

The sheet is nested rings around a circle holding the target: the outer ring is the
whists band, then pulya, then gora nearest the centre. Diagonals cut the rings into one
sector per player — four: left, top, right, bottom; three: a line from the circle up to
the top edge and two to the bottom corners make left, right and bottom. Seats go
clockwise from the bottom (players[0]): bottom, left, top, right.

Ring k (0 = the outer edge, 3 = around the circle) is the rectangle from column
``X[k]`` to ``width - 1 - X[k]`` and row ``Y[k]`` to ``height - 1 - Y[k]``. Band k of a
sector lies between ring k and ring k + 1: 0 whists, 1 pulya, 2 gora. The pieces are
drawn by :mod:`.sheet_draw`.
"""

from __future__ import annotations

from ...views.sheet import SheetData
from .sheet_canvas import Area, Canvas
from .sheet_draw import (
    BAND_ROWS,
    draw_compact,
    draw_line,
    put_band,
    put_circle,
    put_title,
    seats,
)
from .sheet_table import draw_table, fits_table

MIN_SIZE = {3: (50, 17), 4: (64, 17)}
"""The smallest (width, height) the paper layout is drawn at; below it, a plain list."""


def fits_paper(players: int, width: int, height: int) -> bool:
    """Whether the paper layout of ``players`` fits ``width`` × ``height``."""
    min_w, min_h = MIN_SIZE[players]
    return width >= min_w and height >= min_h


def list_rows(players: int) -> int:
    """The rows of the plain list: one name and n + 1 bands a player, and a blank line."""
    return players * (players + 3)


def uses_table(players: int, width: int, height: int) -> bool:
    """Whether the sheet is drawn as a table (:mod:`.sheet_table`): the paper layout does
    not fit, nor the plain list's rows, and the table does (a form docked under the
    sheet, issue 31.1)."""
    return (not fits_paper(players, width, height) and height < list_rows(players)
            and fits_table(players, width, height))


def needed_height(players: int, width: int, height: int) -> int:
    """The rows the sheet needs at ``width`` given ``height`` rows: those rows when the
    paper layout or the table fits, else the plain list's, which a scrolled sheet then
    scrolls through."""
    if fits_paper(players, width, height) or uses_table(players, width, height):
        return height
    return max(height, list_rows(players))


def draw_sheet(data: SheetData, width: int, height: int) -> Canvas:
    """The sheet of ``data`` drawn into ``width`` × ``height`` cells: the paper layout,
    else the table where only a few rows are given, else the plain list."""
    players = len(data.players)
    if uses_table(players, width, height):
        return draw_table(data, width, height)
    if not fits_paper(players, width, height):
        return draw_compact(data, width, height)
    if len(data.players) == 4:
        return _draw4(data, width, height)
    return _draw3(data, width, height)


def _rings(c: Canvas, xs: list[int], ys: list[int], corners: list[str]) -> None:
    """Draw rings 0..3; ``corners`` gives the inner corners (tl, tr, bl, br) for k ≥ 1."""
    w, h = c.width, c.height
    for k, (x, y) in enumerate(zip(xs, ys, strict=True)):
        x1, y1 = w - 1 - x, h - 1 - y
        c.put(x + 1, y, "─" * (x1 - x - 1), "line")
        c.put(x + 1, y1, "─" * (x1 - x - 1), "line")
        for yy in range(y + 1, y1):
            c.put(x, yy, "│", "line")
            c.put(x1, yy, "│", "line")
        tl, tr_, bl, br = ("┌", "┐", "└", "┘") if k == 0 else corners
        c.put(x, y, tl, "line")
        c.put(x1, y, tr_, "line")
        c.put(x, y1, bl, "line")
        c.put(x1, y1, br, "line")


def _columns4(width: int) -> list[int]:
    centre = max(12, width // 6)
    side = (width - centre) // 2
    xw = max(10, round(side * 0.42))
    xp = round(side * 0.29)
    return [0, xw, xw + xp, side]


def _draw4(data: SheetData, width: int, height: int) -> Canvas:
    c = Canvas(width, height)
    xs = _columns4(width)
    ys = [k * BAND_ROWS for k in range(4)]
    _rings(c, xs, ys, ["╲", "╱", "╱", "╲"])
    w, h = width, height
    for k in range(3):
        draw_line(c, xs[k], ys[k], xs[k + 1], ys[k + 1])
        draw_line(c, w - 1 - xs[k], ys[k], w - 1 - xs[k + 1], ys[k + 1])
        draw_line(c, xs[k], h - 1 - ys[k], xs[k + 1], h - 1 - ys[k + 1])
        draw_line(c, w - 1 - xs[k], h - 1 - ys[k], w - 1 - xs[k + 1], h - 1 - ys[k + 1])
    x0, y0, x1, y1 = put_circle(c, data, w // 2, h // 2)
    draw_line(c, xs[3], ys[3], x0, y0)
    draw_line(c, w - 1 - xs[3], ys[3], x1, y0)
    draw_line(c, xs[3], h - 1 - ys[3], x0, y1)
    draw_line(c, w - 1 - xs[3], h - 1 - ys[3], x1, y1)
    where = {seat: p for p, seat in seats(data.players).items()}
    for k in range(3):
        # top and bottom: one text row, between the diagonals of this band
        mid = (xs[k] + xs[k + 1]) // 2
        row_w = w - 2 * (mid + 2)
        put_band(c, data, where["top"], k, Area(mid + 2, ys[k] + 1, row_w, 1), tall=False)
        put_band(c, data, where["bottom"], k, Area(mid + 2, h - 2 - ys[k], row_w, 1),
                 tall=False)
        # left and right: a tall column between the ring lines
        col_w = xs[k + 1] - xs[k] - 2
        top, tall_h = ys[k + 1] + 1, h - 2 * (ys[k + 1] + 1)
        put_band(c, data, where["left"], k, Area(xs[k] + 2, top, col_w, tall_h), tall=True)
        put_band(c, data, where["right"], k, Area(w - xs[k + 1] + 1, top, col_w, tall_h),
                 tall=True)
    put_title(c, data, where["top"], 0, xs[1], w - 1 - xs[1])
    put_title(c, data, where["bottom"], h - 1, xs[1], w - 1 - xs[1])
    return c


def _draw3(data: SheetData, width: int, height: int) -> Canvas:
    c = Canvas(width, height)
    xs = [k * 2 for k in range(4)]
    ys = [k * BAND_ROWS for k in range(4)]
    _rings(c, xs, ys, ["┌", "┐", "╱", "╲"])
    w, h = width, height
    mid = w // 2
    for k in range(3):
        draw_line(c, xs[k], h - 1 - ys[k], xs[k + 1], h - 1 - ys[k + 1])
        draw_line(c, w - 1 - xs[k], h - 1 - ys[k], w - 1 - xs[k + 1], h - 1 - ys[k + 1])
    x0, y0, x1, y1 = put_circle(c, data, mid, (ys[3] + h - 1 - ys[3]) // 2)
    for y in range(0, y0):
        c.put(mid, y, "┬" if y == 0 else ("┼" if c.char(mid, y) == "─" else "│"), "line")
    draw_line(c, xs[3], h - 1 - ys[3], x0, y1)
    draw_line(c, w - 1 - xs[3], h - 1 - ys[3], x1, y1)
    where = {seat: p for p, seat in seats(data.players).items()}
    for k in range(3):
        y = ys[k] + 1
        put_band(c, data, where["left"], k, Area(xs[k] + 2, y, mid - xs[k] - 3, 1), tall=False)
        put_band(c, data, where["right"], k, Area(mid + 2, y, w - 1 - xs[k] - mid - 3, 1),
                 tall=False)
        put_band(c, data, where["bottom"], k,
                 Area(xs[k] + 3, h - 2 - ys[k], w - 2 * (xs[k] + 3), 1), tall=False)
    put_title(c, data, where["left"], 0, 0, mid)
    put_title(c, data, where["right"], 0, mid, w - 1)
    put_title(c, data, where["bottom"], h - 1, 0, w - 1)
    return c
