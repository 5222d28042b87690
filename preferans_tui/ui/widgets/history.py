"""The history panel: every hand, newest last, each line with the rule that wrote it.

The words come from :mod:`~preferans_tui.ui.hand_texts`.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

from ...rules import HandResult, Pulka
from ..hand_texts import result_text
from ..i18n import tr


class HistoryList(RichLog):
    """The hands so far, newest last, scrolled to the newest.

    Appending a hand writes only that hand (the cost does not grow with the history,
    issue 6); an undo or another pulka rewrites the list. While hidden it writes
    nothing; :meth:`set_pulka` after showing it catches up.
    """

    def __init__(self, pulka: Pulka, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True,
                         min_width=20)
        self._shown: list[HandResult] = []
        self._pulka = pulka

    def on_mount(self) -> None:
        """Write the hands of the pulka given at construction."""
        self.set_pulka(self._pulka)

    def set_pulka(self, pulka: Pulka) -> None:
        """Show the hands of ``pulka`` (a hidden list only keeps it: shown, call again)."""
        self._pulka = pulka
        if not self.display:
            return  # nothing is written while hidden: a long pulka opens fast
        results = pulka.results
        n = len(self._shown)
        if n and (len(results) < n or results[n - 1] is not self._shown[-1]):
            n = 0
        if n == 0:
            self.clear()
            self._shown = []
            if not results:
                self.write(Text(tr("no_hands"), style="dim"))
        for result in results[n:]:
            text = result_text(result)
            text.rstrip()
            self.write(text)
            self._shown.append(result)
