"""The ledger screen's filters (issue 15): from and to (dates), variant, player.

One row of compact boxes. :class:`LedgerFilters` reads them into a
:class:`~preferans_tui.ledger.LedgerFilter` as they are typed and posts
:class:`LedgerFilters.Changed` when it changes; a date not yet whole (``2026-11-2``) is
marked and keeps the last good filter, and Enter on it says how to write a date.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Input, Label, Select

from ...ledger import LedgerFilter
from ...rules import Variant
from ...texts import tr
from .name_complete import NameComplete
from .plain_input import PlainInput

DATES = {"lg-since": "lg_since", "lg-until": "lg_until"}
"""The date boxes and their labels' text keys."""


class LedgerFilters(Horizontal):
    """The filter row, showing ``keep``; ``names`` gives the players to suggest."""

    DEFAULT_CSS = """
    LedgerFilters { height: 1; padding: 0 1; }
    LedgerFilters Label { padding: 0 1 0 0; }
    LedgerFilters Input { width: 12; margin: 0 2 0 0; }
    LedgerFilters #lg-player { width: 1fr; margin: 0; }
    LedgerFilters Select { width: 15; margin: 0 2 0 0; }
    LedgerFilters Input.-bad-date { background: $error 30%; }
    """

    class Changed(Message):
        """The filters now say ``keep``."""

        def __init__(self, keep: LedgerFilter) -> None:
            super().__init__()
            self.keep = keep

    def __init__(self, keep: LedgerFilter, names: Callable[[], Sequence[str]], *,
                 id: str | None = None) -> None:
        super().__init__(id=id)
        self.keep = keep
        self._names = names

    def compose(self) -> ComposeResult:
        """The boxes, filled from ``keep``; a dropdown of the players under the last."""
        for box_id, day in (("lg-since", self.keep.since), ("lg-until", self.keep.until)):
            yield Label(tr(DATES[box_id]))
            yield PlainInput("" if day is None else day.isoformat(),
                             placeholder=tr("lg_date_hint"), compact=True, id=box_id)
        yield Label(tr("variant"))
        yield Select([(tr(f"st_variant_{v.value}"), v.value) for v in Variant],
                     prompt=tr("lg_all"), value=self.keep.variant or Select.NULL,
                     compact=True, id="lg-variant")
        yield Label(tr("lg_player"))
        yield PlainInput(self.keep.player or "", placeholder=tr("lg_all"), compact=True,
                         id="lg-player")
        yield NameComplete("#lg-player", self._names)

    def _date(self, box_id: str) -> tuple[bool, date | None]:
        box = self.query_one(f"#{box_id}", Input)
        text = box.value.strip()
        try:
            day = date.fromisoformat(text) if text else None
        except ValueError:
            box.add_class("-bad-date")  # not Textual's -invalid: Input resets that itself
            return False, None
        box.remove_class("-bad-date")
        return True, day

    @on(Input.Changed)
    @on(Select.Changed)
    def _changed(self) -> None:
        """Read the boxes; a new filter is posted, a date not yet whole is not."""
        good_since, since = self._date("lg-since")
        good_until, until = self._date("lg-until")
        if not (good_since and good_until):
            return
        variant = self.query_one("#lg-variant", Select).value
        player = self.query_one("#lg-player", Input).value.strip() or None
        keep = LedgerFilter(since=since, until=until, player=player,
                            variant=None if variant == Select.NULL else str(variant),
                            finished_only=self.keep.finished_only)  # F6's, the screen's
        if keep != self.keep:
            self.keep = keep
            self.post_message(self.Changed(keep))

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        """Enter on a date that is not one: say how to write it."""
        box = event.input
        if box.id in DATES and box.has_class("-bad-date"):
            self.notify(tr("lg_bad_date", field=tr(DATES[box.id])), severity="error",
                        markup=False)
