"""The ``x`` key of the sheet and the settlement screens: the evening saved as a PNG in
the data folder, drawn in a thread (a second or so) while the screen stays live, then
said in a notification with the file's path (issue 30.1)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.screen import Screen

from ...rules import Pulka
from ...texts import language, tr
from .parts import Evening


def export_picture(screen: Screen[object], pulka: Pulka, title: str | None,
                   created: str | None, folder: Path | None,
                   deals_limit: int | None = None) -> None:
    """Draw and save the picture of ``pulka`` from ``screen``; say where, or why not
    (``deals_limit``: the file's, an event table's length in deals)."""
    evening = Evening(pulka, title, created, datetime.now(),  # no created: dated today
                      deals_limit)
    lang = language()

    def work() -> None:
        from .files import save_picture
        from .fonts import FontMissing

        try:
            path = save_picture(evening, folder, lang)
        except (OSError, FontMissing) as exc:
            screen.app.call_from_thread(screen.notify, tr("share_picture_failed", error=exc),
                                        severity="error", markup=False)
            return
        screen.app.call_from_thread(screen.notify, tr("share_picture_saved", path=path),
                                    markup=False)

    screen.notify(tr("share_picture_drawing"), markup=False)
    screen.run_worker(work, thread=True, group="export-picture", exclusive=True)
