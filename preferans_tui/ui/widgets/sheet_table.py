"""The sheet as a table: one row per player, a column per band — for a sheet given only a
few rows, as when a hand form is docked under it at 80×24 (issue 31.1).

The paper layout needs 17 rows and the plain list ``n × (n + 3)``; with a form open
the sheet keeps ``n + 2``: a heading row (the target, pulya, gora, whists on each
player), a rule, and a row per player with the name and its deal marks, then the tail
of every band's running totals, the last hand's highlighted, as on paper::

    10 · 0.50     │ pulya      │ gora       │ on Anna    │ on Boris   │ on Vera
    ──────────────┼────────────┼────────────┼────────────┼────────────┼───────────
    Anna · dealt  │ 2.4.10 ✓   │            │            │ 20.40.44.56│
"""

from __future__ import annotations

from ...rules.reasons import cut_text
from ...texts import tr, tr_or_blank
from ...views.sheet import Band, SheetData
from .sheet_canvas import Canvas
from .sheet_draw import name_label, pulya_marks, put_band_row, whists_label

NAME_MIN = 8
"""The narrowest name column."""
CELL_MIN = 8
"""The narrowest band column (``2.4.10 ✓``, ``on Boris``): narrower, the table is not
drawn (the plain list scrolls instead)."""


def table_rows(players: int) -> int:
    """The rows a table of ``players`` takes: heading, rule, a row per player."""
    return players + 2


def fits_table(players: int, width: int, height: int) -> bool:
    """Whether the table of ``players`` fits ``width`` × ``height``."""
    columns = 2 + players
    return width >= NAME_MIN + 1 + columns * (CELL_MIN + 3) and height >= table_rows(players)


def _marks_beside(band: Band, to_close: int | None, width: int) -> list[tuple[str, str]]:
    """A pulya's marks that fit beside all of its totals (a table's cell is narrow:
    the totals go before ``· 6 to go``, which the player sees on the paper sheet)."""
    tokens = band.tokens()
    used = sum(len(t.text) for t in tokens) + max(0, len(tokens) - 1)
    return [m for m in pulya_marks(to_close) if used + len(m[0]) <= width]


def draw_table(data: SheetData, width: int, height: int) -> Canvas:
    """The sheet of ``data`` as a table in ``width`` × ``height`` cells."""
    c = Canvas(width, height)
    players = data.players
    names = {p: name_label(data, p) for p in players}
    name_w = min(max(len(text) for text, _ in names.values()), max(NAME_MIN, width // 5))
    columns = 2 + len(players)
    cell, extra = divmod(width - name_w - 1 - 3 * columns, columns)  # "│ " before a
    widths = [cell + (i < extra) for i in range(columns)]            # cell, a blank after
    xs = [name_w + 3 + sum(widths[:i]) + 3 * i for i in range(columns)]
    corner = str(data.target) + (f" · {data.stake}" if data.stake else "")
    c.put(0, 0, cut_text(corner, name_w), "target")
    heads = [tr("pulya"), tr("gora")]
    for i, q in enumerate(players):  # Russian: «висты на: Аня │ Боря │ Вера»
        head = whists_label(q, heading=i == 0)
        if i == 0 and len(head) > widths[2]:
            short = tr_or_blank("whists_head_short")
            head = f"{short} {whists_label(q, False)}" if short else head
        heads.append(head)
    for x, w, head in zip(xs, widths, heads, strict=True):
        c.put(x - 2, 0, "│", "line")
        c.put(x, 0, cut_text(head, w), "label")
    c.put(0, 1, "─" * width, "line")
    for x in xs:
        c.put(x - 2, 1, "┼", "line")
    for row, p in enumerate(players, start=2):
        text, style = name_label(data, p, name_w)  # a long name cut, its marks kept
        c.put(0, row, text, style)
        sector = data.sectors[p]
        bands: list[tuple[Band | None, list[tuple[str, str]]]] = [
            (sector.pulya, _marks_beside(sector.pulya, sector.to_close, widths[0])),
            (sector.gora, [])]
        bands += [(sector.whists.get(q), []) for q in players]
        for x, w, (band, marks) in zip(xs, widths, bands, strict=True):
            c.put(x - 2, row, "│", "line")
            if band is not None:
                put_band_row(c, x, row, w, "", band, marks)
    return c
