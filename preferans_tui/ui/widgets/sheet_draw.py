"""Drawing the pieces of the paper pulka on a character canvas: a band's running
totals (help marked, corrections struck), a closed pulya's mark or what it still lacks,
the whists cells, a name with its deal marks, the circle with the target, a diagonal,
and the plain list used when the sheet does not fit. Where each piece goes is
:mod:`.sheet_layout`'s; every label is upright.
"""

from __future__ import annotations

from collections.abc import Callable

from ...texts import tr, tr_or_blank
from ...untrusted import visible, visible_cut
from ...views.classic import bomb_marks
from ...views.sheet import Band, SheetData, Token, token
from .sheet_canvas import Area, Canvas, fit_row, fit_rows

SEATS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
ANCHOR = {"bottom": (0.5, 1.0), "left": (0.0, 0.5), "top": (0.5, 0.0), "right": (1.0, 0.5)}
BAND_ROWS = 2
"""Rows per band at the top and bottom: one of text, one of line."""


def seats(players: tuple[str, ...]) -> dict[str, str]:
    """Where each player sits on the sheet: ``{"Anna": "bottom", "Boris": "left", …}``."""
    return dict(zip(players, SEATS[len(players)], strict=True))


def opponents_in_place(data: SheetData, player: str, axis: int) -> list[str]:
    """``player``'s opponents ordered along a band by where they sit (axis 0: x, 1: y)."""
    where = seats(data.players)
    others = [q for q in data.players if q != player]
    return sorted(others, key=lambda q: ANCHOR[where[q]][axis])


def name_label(data: SheetData, player: str, width: int | None = None) -> tuple[str, str]:
    """The name as shown, with the deal marks, and its style name; in ``width`` cells
    if given, the name cut first (``Konstantin Ko… · dealt``, :func:`cut_name`)."""
    marks = []
    if player == data.next_dealer:
        marks.append(tr("deals"))
    if player == data.dealer:
        marks.append(tr("dealt"))
    tail = " · " + ", ".join(marks) if marks else ""
    bombs = bomb_marks(data.bombs.get(player, ()))  # Classic's «ёлочка», in order (§14.4)
    tail = (" " + bombs if bombs else "") + tail
    style = "next" if player == data.next_dealer else "name"
    if width is None:
        return visible(player) + tail, style
    text = cut_name(lambda name: name + tail, player, width)
    return (text or visible_cut(player + tail, width)), style  # the marks cut last


def cut_name(label: Callable[[str], str], name: str, width: int) -> str:
    """``label(name)`` in at most ``width`` cells, the name cut with an ellipsis until it
    fits (issue 32.10: a 24-character name dropped a whists label whole); ``""`` when not
    even its first letter and the ellipsis fit. The name is shown escaped (a name comes
    from a file)."""
    whole = label(visible(name))
    if len(whole) <= width:
        return whole
    for letters in range(min(len(visible(name)), width) - 1, 1, -1):
        text = label(visible_cut(name, letters))
        if len(text) <= width:
            return text
    return ""


def shown_tokens(band: Band, most: int) -> list[Token]:
    """The band's last ``most`` totals as drawn (more could never show in the room: a
    long pulka's band holds thousands, issue 16), the last one highlighted if the last
    hand wrote it."""
    tokens = band.tokens()[-most:] if most > 0 else []
    if band.last and tokens:
        tokens[-1] = token(tokens[-1].text, "last")
    return tokens


def _last_width(band: Band) -> int:
    """The narrowest row that shows the band's last total whole: the total, and the
    ``…`` before it when totals came before it (:func:`.sheet_canvas.fit_row`)."""
    tokens = band.tokens()
    if not tokens:
        return 0
    return len(tokens[-1].text) + (len(tokens) > 1)


def pulya_marks(to_close: int | None) -> list[tuple[str, str]]:
    """What follows a pulya's totals, longest first: closed (``✓ closed``, or ``✓`` where
    space is short) or the points still lacking (``· 6 to go``), with its style; nothing
    where pulyas are not closed one by one (Leningrad, SPEC §7.4)."""
    if to_close is None:
        return []
    if to_close == 0:
        return [(" " + tr("closed_mark"), "closed"), (" ✓", "closed")]
    return [(" · " + tr("to_go", n=to_close), "label")]


def put_band_row(c: Canvas, x: int, y: int, w: int, label: str, band: Band,
                  marks: list[tuple[str, str]] | None = None,
                  cut: Callable[[int], str] | None = None) -> None:
    """One band in one row: a dim label, the running totals (the last one highlighted),
    then a mark (a closed pulya). The last total always shows whole if it fits at all;
    the label and then the mark give way first — the label cut by ``cut`` (the label in
    so many cells, ``on Konstantin Ko…``) before it goes."""
    tokens = shown_tokens(band, w)
    need = _last_width(band)
    labels = [label + " ", ""] if label else [""]
    if label and cut is not None and len(label) + 1 + need > w:
        shorter = cut(w - need - 1 if need else w)
        if shorter:
            labels.insert(1, shorter + (" " if need else ""))
    options = [(lab, mark) for lab in labels for mark in [*(marks or []), ("", "")]]
    lab, (mark, mark_style) = next(((lab, m) for lab, m in options
                                    if len(lab) + need + len(m[0]) <= w), ("", ("", "")))
    c.put(x, y, lab, "label")
    end = c.put_pieces(x + len(lab), y, fit_row(tokens, w - len(lab) - len(mark)))
    c.put(end, y, mark if tokens else mark.lstrip(), mark_style)


def _put_band_column(c: Canvas, area: Area, label: str, band: Band,
                     marks: list[tuple[str, str]] | None = None) -> None:
    """One band in a tall area: a dim label row, then the totals wrapped; a mark goes
    beside the label if it fits there, else on the area's last row."""
    if area.h <= 0 or area.w <= 0:
        return
    c.put(area.x, area.y, label[: area.w], "label")
    rows = area.h - 1
    fitting = [m for m in marks or [] if len(m[0].lstrip(" ·")) <= area.w]
    beside = [m for m in fitting if len(label) + len(m[0]) <= area.w]
    if beside:
        c.put(area.x + len(label), area.y, *beside[0])
    elif fitting and rows >= 2:
        rows -= 1
        c.put(area.x, area.y + area.h - 1, fitting[0][0].lstrip(" ·"), fitting[0][1])
    for i, line in enumerate(fit_rows(shown_tokens(band, area.w * rows), area.w, rows)):
        c.put_pieces(area.x, area.y + 1 + i, line)


def whists_label(opponent: str, heading: bool) -> str:
    """A whists cell's label: ``on Boris``; in Russian, where a name after «на» would have
    to decline, the name alone under the heading «висты на:» (``heading``: as one label,
    where no heading is drawn: ``висты на: Боря``)."""
    label = tr("whists_on", name=opponent)
    head = tr_or_blank("whists_head")
    return f"{head} {label}" if head and heading else label


def _whists_cut(opponent: str) -> Callable[[int], str]:
    """The whists label on ``opponent`` in so many cells, the name cut (:func:`cut_name`)."""
    def cut(room: int) -> str:
        return cut_name(lambda name: tr("whists_on", name=name), opponent, room)
    return cut


def put_whists_row(c: Canvas, data: SheetData, player: str, area: Area) -> None:
    """The whists band in one row, one cell per opponent, split by ``│``; a heading first
    where the language needs one (Russian: «висты на:», or «на:» where space is short)."""
    others = opponents_in_place(data, player, 0)
    bands = data.sectors[player].whists
    x, w = area.x, area.w
    for head in (tr_or_blank("whists_head"), tr_or_blank("whists_head_short")):
        cell = (w - len(head) - 1 - 2 * (len(others) - 1)) // len(others)
        if head and all(len(whists_label(q, False)) + 1 + _last_width(bands[q]) <= cell
                        for q in others):
            c.put(x, area.y, head, "label")
            x, w = x + len(head) + 1, w - len(head) - 1
            break
    cell = (w - 2 * (len(others) - 1)) // len(others)
    for i, q in enumerate(others):
        put_band_row(c, x, area.y, cell, whists_label(q, False), bands[q],
                     cut=_whists_cut(q))
        x += cell
        if i < len(others) - 1:
            c.put(x, area.y, "│", "line")
            x += 2


def put_whists_column(c: Canvas, data: SheetData, player: str, area: Area) -> None:
    """The whists band in a tall area: the name on top, the heading where the language
    needs one, then one cell per opponent."""
    text, style = name_label(data, player)
    lines = _wrap_words(text, area.w)[:3]  # «Боря · сдаёт», a long name: up to three
    for i, line in enumerate(lines):
        c.put(area.x, area.y + i, line, style)
    top = area.y + max(2, len(lines))
    head = next((h for h in (tr_or_blank("whists_head"), tr_or_blank("whists_head_short"))
                 if len(h) <= area.w), "")
    if head:
        c.put(area.x, top, head, "label")
        top += 1
    others = opponents_in_place(data, player, 1)
    cell_h = (area.y + area.h - top - (len(others) - 1)) // len(others)
    y = top
    for i, q in enumerate(others):
        _put_band_column(c, Area(area.x, y, area.w, cell_h), whists_label(q, False),
                         data.sectors[player].whists[q])
        y += cell_h
        if i < len(others) - 1:
            c.put(area.x, y, "┄" * area.w, "line")
            y += 1


def put_band(c: Canvas, data: SheetData, player: str, band: int, area: Area, tall: bool) -> None:
    """Band 0 (whists), 1 (pulya) or 2 (gora) of ``player`` into ``area``."""
    if band == 0:
        (put_whists_column if tall else put_whists_row)(c, data, player, area)
        return
    sector = data.sectors[player]
    name, value = ("pulya", sector.pulya) if band == 1 else ("gora", sector.gora)
    marks = pulya_marks(sector.to_close) if band == 1 else []
    if tall:
        _put_band_column(c, area, tr(name), value, marks)
    else:
        put_band_row(c, area.x, area.y, area.w, tr(name), value, marks)


def put_title(c: Canvas, data: SheetData, player: str, y: int, x0: int, x1: int) -> None:
    """A name with its deal marks, centred in the border between columns x0 and x1."""
    text, style = name_label(data, player, max(0, x1 - x0 - 3))
    text = f" {text} "[: max(0, x1 - x0 - 1)]
    c.put(x0 + (x1 - x0 - len(text)) // 2 + 1, y, text, style)


def put_circle(c: Canvas, data: SheetData, cx: int, cy: int) -> tuple[int, int, int, int]:
    """The target in a circle centred on (cx, cy); returns its box (x0, y0, x1, y1)."""
    lines = [str(data.target)] + ([data.stake] if data.stake else [])
    w = max(len(s) for s in lines) + 4
    x0, y0 = cx - w // 2, cy - (len(lines) + 2) // 2
    c.put(x0, y0, "╭" + "─" * (w - 2) + "╮", "line")
    for i, s in enumerate(lines):
        c.put(x0, y0 + 1 + i, "│", "line")
        c.put(x0 + 1, y0 + 1 + i, s.center(w - 2), "target" if i == 0 else "label")
        c.put(x0 + w - 1, y0 + 1 + i, "│", "line")
    y1 = y0 + len(lines) + 1
    c.put(x0, y1, "╰" + "─" * (w - 2) + "╯", "line")
    return x0, y0, x0 + w - 1, y1


def draw_line(c: Canvas, x0: int, y0: int, x1: int, y1: int) -> None:
    """A diagonal from (x0, y0) to (x1, y1), one character per row strictly between."""
    if y1 == y0:
        return
    step = 1 if y1 > y0 else -1
    ch = "╲" if (x1 - x0) * (y1 - y0) > 0 else ("│" if x1 == x0 else "╱")
    for y in range(y0 + step, y1, step):
        x = round(x0 + (x1 - x0) * (y - y0) / (y1 - y0))
        c.put(x, y, ch, "line")


def _wrap_words(text: str, width: int) -> list[str]:
    lines: list[str] = [""]
    for word in text.split():
        if lines[-1] and len(lines[-1]) + 1 + len(word) > width:
            lines.append(word)
        else:
            lines[-1] = (lines[-1] + " " + word).strip()
    return [line[:width] for line in lines]


def draw_compact(data: SheetData, width: int, height: int) -> Canvas:
    """A plain list when the sheet does not fit: one line per player and band."""
    c = Canvas(width, height)
    y = 0
    for p in data.players:
        text, style = name_label(data, p)
        c.put(0, y, text, style)
        s = data.sectors[p]
        rows = [(tr("pulya"), s.pulya, pulya_marks(s.to_close)), (tr("gora"), s.gora, [])]
        rows += [(whists_label(q, True), b, []) for q, b in s.whists.items()]
        for label, band, marks in rows:
            y += 1
            put_band_row(c, 2, y, width - 2, label, band, marks)
        y += 1
    return c
