"""A line of words that never wraps: the longest of its wordings that fits its width.

The status line above the sheet is one row; a longer line wrapped into a second row that
a form docked under the sheet then covered (issue 31.6). :class:`FittedLine` is given
the line's wordings, longest first (:func:`~..status_text.status_wordings`), and shows
the first that fits, again on every resize.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Static

from ..status_text import fitted


class FittedLine(Static):
    """One row of plain words: ``wordings`` longest first, the first that fits shown."""

    DEFAULT_CSS = """
    FittedLine { height: 1; text-wrap: nowrap; }
    """

    def __init__(self, wordings: list[str], *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(wordings[0] if wordings else "", id=id, classes=classes,
                         markup=False)
        self.wordings = wordings

    def set_wordings(self, wordings: list[str]) -> None:
        """Show the first of ``wordings`` that fits the line now."""
        self.wordings = wordings
        self._fit()

    def on_resize(self, event: events.Resize) -> None:
        """The wording for the new width."""
        self._fit()

    def _fit(self) -> None:
        width = self.content_size.width
        if not self.wordings:
            self.update("")
        elif width <= 0:  # not laid out yet: the longest, fitted at the first resize
            self.update(self.wordings[0])
        else:
            self.update(fitted(self.wordings, width))
