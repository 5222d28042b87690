"""Where a hand form goes: a band across the bottom of the screen, under the sheet, so
that the table sees the pulka while a hand is written, as on paper (issue 31.1).

While a form is open the sheet screen hides its header and gives the sheet
:func:`sheet_rows_over_form` rows under its status line; the form takes the rest
(:func:`form_band_rows`), over the file line and the footer (it has its own key hint).
Where the paper layout and a band of :data:`BAND_ON_PAPER` rows fit one above the
other (100 columns, 30 rows), the paper sheet stays, and the form's preview goes
beside its fields; on a smaller terminal (80×24) the sheet shrinks to its table, a row
per player (:mod:`.widgets.sheet_table`), and the band has the rows of a whole form.
"""

from __future__ import annotations

from .widgets.sheet_layout import MIN_SIZE
from .widgets.sheet_table import fits_table, table_rows

STATUS_ROWS = 1
"""The status line over the sheet, which stays in sight with a form."""
BAND_ON_PAPER = 12
"""The fewest rows a band under the paper sheet has: title, eight rows of fields beside
the preview, the two rows of the key hint and its border."""
BAND_MOST = 22
"""A band never takes more rows (a tall terminal gives the rest to the sheet)."""
PREVIEW_BESIDE_FROM = 100
"""From this width on the form's preview goes beside its fields, not under them."""


def sheet_rows_over_form(players: int, width: int, height: int) -> int:
    """The rows the sheet keeps over a form on a ``width`` × ``height`` terminal: the
    paper layout's where it fits with a band of :data:`BAND_ON_PAPER` rows, else the
    table's (``players + 2``), else (too narrow for a table) half of them, the plain
    list scrolling."""
    room = height - STATUS_ROWS
    min_w, paper = MIN_SIZE[players]
    if width >= max(min_w, PREVIEW_BESIDE_FROM) and room - paper >= BAND_ON_PAPER:
        return max(paper, room - BAND_MOST)
    if fits_table(players, width, table_rows(players)):
        return table_rows(players)
    return room // 2


def form_band_rows(players: int, width: int, height: int) -> int:
    """The rows of the form's band: what :func:`sheet_rows_over_form` leaves."""
    return max(1, height - STATUS_ROWS - sheet_rows_over_form(players, width, height))
