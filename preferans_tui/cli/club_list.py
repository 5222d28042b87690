"""``club show`` without a pulka id: the club's pulkas as a rich table — id, title,
created, players, hands, last hand — for an organiser to find the id to pass to ``club
show PULKA_ID``. Every text from a file (the title, the date, the names) is plain
:class:`rich.text.Text` through :func:`~preferans_tui.untrusted.visible`, never markup."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text

from ..club.listing import PulkaLine, pulka_lines
from ..untrusted import visible

UNBOUNDED = 10_000
"""A width no table of pulkas reaches: to measure one's own."""
TIME_SHOWN = "%Y-%m-%d\n%H:%M"
"""How a time is shown: the date over the time (``2026-11-30`` / ``21:05``), so that the
table fits 80 columns with the app's ids (a UUID, 36 characters) whole, one space
between the columns."""
TITLE_WIDTH = 7
"""The title's least width: a longer one folds (at its words first)."""


def shown_created(created: str | None) -> str:
    """A file's ``created`` (ISO 8601, FORMAT §2) as :data:`TIME_SHOWN`; any other text
    as it is, made visible; ``""`` when it has none."""
    if not created:
        return ""
    try:
        return datetime.fromisoformat(created).strftime(TIME_SHOWN)
    except ValueError:
        return visible(created)


def pulka_table(lines: list[PulkaLine]) -> Table:
    """The pulkas, one row each, as :func:`~preferans_tui.club.listing.pulka_lines`
    orders them (the latest last); the id never folds (it is what to copy), the players
    one a line."""
    from ..texts import tr

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=0)
    table.add_column("id", no_wrap=True)
    table.add_column(tr("club_col_title"), overflow="fold", min_width=TITLE_WIDTH)
    table.add_column(tr("club_col_created"), no_wrap=True)
    table.add_column(tr("club_col_players"), no_wrap=True)
    table.add_column(tr("club_col_hands"), justify="right", no_wrap=True)
    table.add_column(tr("club_col_last_hand"), no_wrap=True)
    for line in lines:
        table.add_row(Text(visible(line.id)), Text(visible(line.title or "")),
                      Text(shown_created(line.created)),
                      Text("\n".join(visible(name) for name in line.players)),
                      Text(str(line.hands)),
                      Text(line.last_hand.strftime(TIME_SHOWN) if line.last_hand else ""))
    return table


def show_pulkas(club: Any) -> int:
    """Print the table of the club's pulkas (or that it holds none); 0.

    Its width: piped, the table's own (nothing folded); on a terminal, the terminal's,
    but never less than the table's least (rich would drop whole columns to fit: the
    terminal wraps the lines instead, and nothing is lost)."""
    from rich.console import Console

    from ..texts import tr
    from ..views.printing import say

    lines = pulka_lines(club)
    if not lines:
        say(tr("club_no_pulka_yet", club=club.shown))
        return 0
    table = pulka_table(lines)
    console = Console()
    least, most = Console(width=UNBOUNDED).measure(table)
    console.width = max(console.width, least) if console.is_terminal else most
    console.print(table)
    return 0
