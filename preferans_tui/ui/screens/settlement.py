"""The settlement screen: results in whists and money, who owes whom, the fewest payments,
and the balance chart of the evening (issue 4 parts 7–8).

Every figure comes from :meth:`Pulka.settle` (SPEC §8); the screen lays it out, copies it
to the clipboard (``c``) or saves it as a text file in the data folder (``e``), or the
whole evening as a picture (``x``, :mod:`..share`). ``escape``
or ``q`` goes back.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Group
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Static

from ...rules import Pulka
from ...texts import tr
from ...views.settlement_tables import debts_parts, heading_parts, results_parts, settlement_text
from ..export import export_settlement
from ..translated import KeySpec, TranslatedScreen
from ..widgets.balance_chart import BalanceChart

SETTLEMENT_KEYS: list[KeySpec] = [("escape,q", "back", "st_back", True),
                                   ("c", "copy", "st_copy", True),
                                   ("e", "export", "st_export", True),
                                   ("x", "picture", "key_picture", True)]
"""The footer names both files: ``e`` the text (a ``.txt``, it said "export"), ``x`` the
picture of the evening, which it did not name."""


class SettlementScreen(TranslatedScreen[None]):
    """The settlement of ``pulka`` as it stands (an unfinished pulka as if stopped now).

    ``folder``: where ``e`` saves the text (the app's data folder; default
    :func:`~preferans_tui.storage.paths.data_dir`).
    """

    DEFAULT_CSS = """
    SettlementScreen { layout: vertical; }
    SettlementScreen #settlement-body { height: 1fr; }
    SettlementScreen #settlement-heading { padding: 0 1; height: auto; }
    SettlementScreen #settlement-tables { height: auto; padding: 0 1; }
    SettlementScreen #settlement-results { width: auto; min-width: 40; margin-right: 4; }
    SettlementScreen #settlement-debts { width: 1fr; }
    SettlementScreen BalanceChart {
        height: 1fr; min-height: 12; border: round $primary 50%; padding: 0 1;
    }
    SettlementScreen.-narrow #settlement-tables { layout: vertical; }
    SettlementScreen.-narrow #settlement-results { margin-right: 0; }
    SettlementScreen.-narrow #settlement-debts { width: auto; margin-top: 1; }
    """
    KEYS = SETTLEMENT_KEYS
    HELP_TOPIC = "help_topic_settlement"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    """Below 100 columns the pairwise debts go under the payments instead of beside
    them, so no name or figure is squeezed (issue 12.13); the screen scrolls."""

    def __init__(self, pulka: Pulka, title: str | None = None, *,
                 folder: Path | None = None, created: str | None = None,
                 deals_limit: int | None = None,
                 name: str | None = None, id: str | None = None) -> None:
        super().__init__(name=name, id=id)
        self.pulka = pulka
        self.pulka_title = title
        self.folder = folder
        self.created = created
        """The pulka's ``created`` time, the date on the picture (``x``)."""
        self.deals_limit = deals_limit
        """The file's ``deals_limit`` (an event table's length in deals), or ``None``."""
        self.exported: Path | None = None
        """The last file ``e`` wrote, if any."""

    def compose(self) -> ComposeResult:
        """Heading; results and payments beside the pairwise debts; the chart; the keys."""
        settlement = self.pulka.settle()
        with VerticalScroll(id="settlement-body"):
            yield Static(Group(*heading_parts(self.pulka, self.pulka_title,
                                             self.deals_limit)),
                         id="settlement-heading")
            with Horizontal(id="settlement-tables"):
                yield Static(Group(*results_parts(self.pulka, settlement)),
                             id="settlement-results")
                yield Static(Group(*debts_parts(settlement)), id="settlement-debts")
            chart = BalanceChart(self.pulka, id="settlement-chart")
            chart.border_title = tr("st_chart")
            yield chart
        yield Footer(compact=True)

    def text(self) -> str:
        """The settlement as plain text (what ``c`` copies and ``e`` saves)."""
        return settlement_text(self.pulka, self.pulka_title, limit=self.deals_limit)

    def action_back(self) -> None:
        """Close the screen."""
        self.dismiss()

    def action_copy(self) -> None:
        """Copy the settlement text to the clipboard (OSC 52)."""
        self.app.copy_to_clipboard(self.text())
        self.notify(tr("st_copied"))

    def action_picture(self) -> None:
        """Save the evening as a PNG into the data folder (issue 30.1); say where."""
        from ..share.key import export_picture

        export_picture(self, self.pulka, self.pulka_title, self.created, self.folder,
                       self.deals_limit)

    def action_export(self) -> None:
        """Save the settlement text into the data folder, atomically; say where."""
        try:
            self.exported = export_settlement(self.pulka, self.pulka_title, self.folder,
                                              limit=self.deals_limit)
        except OSError as exc:
            self.notify(tr("st_export_failed", error=exc), severity="error", markup=False)
            return
        self.notify(tr("st_exported", path=self.exported), markup=False)
