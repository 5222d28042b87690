"""Replay: step through a saved pulka hand by hand (issue 4 part 6).

Step k (0 … n) shows the sheet after the first k hands (:meth:`Pulka.prefix`), hand k —
what it was and what it wrote, each line with its rule — and everyone's result if the
pulka stopped there (SPEC §7.4), with the balance chart of the whole evening and a cursor
on hand k. ``←``/``→`` step, ``Home``/``End`` jump, ``s`` settles at step k, ``escape``
or ``q`` closes. Nothing is scored here: the rules core's results are shown as they are.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.segment import Segment, SegmentLines
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.reactive import var
from textual.widgets import Footer, Static

from ...rules import Pulka, Totals
from ...texts import decimal_mark, tr
from ...untrusted import visible, visible_cut
from ...views.figures import signed_text
from ...views.history import entry_text, hand_text, pulka_count
from ..translated import KeySpec, TranslatedScreen
from ..widgets.balance_chart import BalanceChart
from ..widgets.grid import PulkaGrid

HEADING_TITLE = 40
"""How many characters of the pulka's title the one-line heading keeps, so that where
the replay stands (``After deal 5 of 11``) still shows at 80 columns."""

REPLAY_KEYS: list[KeySpec] = [
    ("left", "step(-1)", "rp_prev", True), ("right", "step(1)", "rp_next", True),
    # Home / End are left out of the footer: at 80 columns it then keeps F2
    ("home", "jump(0)", "rp_first", False), ("end", "jump(-1)", "rp_last", False),
    ("s", "settlement", "settlement", True), ("escape,q", "back", "st_back", True),
    ("up", "scroll('hand', -1)", "rp_prev", False),
    ("down", "scroll('hand', 1)", "rp_next", False),
    ("pageup", "scroll('grid', -5)", "rp_prev", False),
    ("pagedown", "scroll('grid', 5)", "rp_next", False)]


class ReplayScreen(TranslatedScreen[None]):
    """The hands of ``pulka`` one at a time; ``step`` is how many are shown (0 … n)."""

    KEYS = REPLAY_KEYS
    HELP_TOPIC = "help_topic_replay"

    DEFAULT_CSS = """
    ReplayScreen #replay-heading { height: 1; padding: 0 1; background: $boost; }
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-grid-box { width: 1fr; min-width: 50; height: 1fr; }
    ReplayScreen #replay-side { width: 36; height: 1fr; padding: 0 1; }
    ReplayScreen #replay-hand-box { height: 1fr; }
    ReplayScreen #replay-hand { min-height: 100%; }
    ReplayScreen #replay-results { height: auto; }
    ReplayScreen BalanceChart { height: 9; border-top: solid $primary 50%; padding: 0 1; }
    ReplayScreen.-narrow #replay-grid-box { min-width: 40; }
    ReplayScreen.-narrow #replay-side { width: 34; padding: 0 0 0 1; }
    ReplayScreen.-short BalanceChart { height: 7; }
    """
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    """At 80×24 the hand panel narrows and the chart shortens, so the sheet and the
    results keep their figures whole; the sheet and the hand's lines scroll where they
    must (``↑ ↓`` the hand, ``PgUp PgDn`` the sheet)."""

    step: var[int] = var(0, init=False)
    """How many hands are shown. A ``var``: a step redraws only what it changed
    (:meth:`watch_step`); a ``reactive`` repainted the whole screen on top, a second
    frame of every cell (16 KB) after each key."""

    def __init__(self, pulka: Pulka, title: str | None = None, *, step: int = 0,
                 name: str | None = None, id: str | None = None) -> None:
        super().__init__(name=name, id=id)
        self.pulka = pulka
        self.pulka_title = title
        self.results = pulka.results
        self.series = pulka.running_results()
        """Everyone's result after each hand, worked out once for the chart and the steps."""
        self.set_reactive(ReplayScreen.step, self.validate_step(step))

    def compose(self) -> ComposeResult:
        """Heading; the sheet at step k beside hand k and the results; the chart; the keys."""
        yield Static(self._heading(), id="replay-heading", markup=False)
        with Horizontal(id="replay-body"):
            with VerticalScroll(id="replay-grid-box", can_focus=False):
                yield PulkaGrid(self.pulka.prefix(self.step), id="replay-grid")
            with Vertical(id="replay-side"):
                with VerticalScroll(id="replay-hand-box", can_focus=False):
                    yield Static(self._hand_panel(), id="replay-hand")
                yield Static(self._results_panel(), id="replay-results")
        chart = BalanceChart(cursor=self.step, id="replay-chart")
        chart.set_results(self.series)
        chart.border_title = tr("st_chart")
        yield chart
        yield Footer(compact=True)

    # -- stepping ------------------------------------------------------------------------
    def validate_step(self, step: int) -> int:
        """Keep the step within 0 … number of hands."""
        return max(0, min(step, len(self.pulka)))

    def watch_step(self) -> None:
        """Show the sheet, the hand and the results at the new step."""
        self.query_one(PulkaGrid).set_pulka(self.pulka.prefix(self.step))
        self.query_one(BalanceChart).cursor = self.step
        self.query_one("#replay-heading", Static).update(self._heading(), layout=False)
        self._update_hand()
        self._update_results()

    def _update_hand(self) -> None:
        """Hand ``step``'s panel; a new screen layout only when the panel must take
        another height than it has (it fills its box: only a text that overflows the box
        changes it) — a layout is a second pass over every widget and a second frame."""
        hand = self.query_one("#replay-hand", Static)
        panel = self._hand_panel()
        width = hand.content_region.width
        if width <= 0:  # not laid out yet
            hand.update(panel)
            return
        box = self.query_one("#replay-hand-box", VerticalScroll).scrollable_content_region
        height = max(box.height, len(self._lines_at(panel, width)))
        hand.update(panel, layout=height != hand.size.height)

    def _update_results(self) -> None:
        """The results at the new step, laid out once: the table is rendered to its lines
        at the panel's width and the panel shows those lines (a table lays out every cell
        each time it is drawn); a new screen layout only when they take another height
        than the panel has (a longer figure can wrap a name)."""
        results = self.query_one("#replay-results", Static)
        panel = self._results_panel()
        width = results.content_region.width
        if width <= 0:  # not laid out yet: the table renders itself when it is
            results.update(panel)
            return
        lines = self._lines_at(panel, width)
        results.update(SegmentLines(lines, new_lines=True),
                       layout=len(lines) != results.size.height)

    def _lines_at(self, renderable: RenderableType, width: int) -> list[list[Segment]]:
        """``renderable`` rendered to its lines at ``width`` cells."""
        console = self.app.console
        return console.render_lines(renderable, console.options.update_width(width),
                                    pad=False)

    def on_resize(self) -> None:
        """The results' lines were rendered for the old width: render them again."""
        self.call_after_refresh(self._update_results)

    def action_step(self, delta: int) -> None:
        """One hand forward (``1``) or back (``-1``)."""
        self.step += delta

    def action_jump(self, where: int) -> None:
        """To the start (``0``) or after the last hand (``-1``)."""
        self.step = len(self.pulka) if where < 0 else where

    def action_settlement(self) -> None:
        """The settlement as if the pulka stopped after hand ``step`` (SPEC §7.4)."""
        from .settlement import SettlementScreen

        self.app.push_screen(SettlementScreen(self.pulka.prefix(self.step), self.pulka_title))

    def action_back(self) -> None:
        """Close the replay."""
        self.dismiss()

    # -- what is shown -------------------------------------------------------------------
    def _heading(self) -> str:
        """``After deal 5 of 11`` (``Adjustment after deal 5``; adjustments are no deals)."""
        if self.step == 0:
            where = tr("rp_at_start", count=pulka_count(self.pulka))
        else:
            result = self.results[self.step - 1]
            where = (tr("rp_step_adjustment", k=result.deal) if result.dealer is None
                     else tr("rp_step", k=result.deal, n=self.pulka.deals))
        title = visible_cut(self.pulka_title, HEADING_TITLE) if self.pulka_title else None
        return f"{tr('rp_heading', title=title)} · {where}" if title else where

    def action_scroll(self, box: str, delta: int) -> None:
        """Scroll the hand's lines (``hand``) or the sheet (``grid``) by ``delta`` rows."""
        self.query_one(f"#replay-{box}-box", VerticalScroll).scroll_relative(
            y=delta, animate=False)

    def _hand_panel(self) -> RenderableType:
        """Hand ``step``: what it was and what it wrote (with rules)."""
        parts: list[RenderableType] = []
        if self.step:
            result = self.results[self.step - 1]
            title = (tr("adjustment") if result.dealer is None
                     else tr("deal_no", number=result.deal))
            parts.append(Text(title[:1].upper() + title[1:], style="bold"))
            parts.append(Text(hand_text(result)))
            parts.append(Text(tr("rp_wrote"), style="bold"))
            lines = [entry_text(e) for e in result.entries] or [tr("nothing_written")]
            parts += [Text("  " + line) for line in lines]
            before = self.results[self.step - 2].finished if self.step > 1 else False
            if result.finished and not before:
                parts.append(Text(tr("rp_ends"), style="bold"))
        return Group(*parts)

    def _results_panel(self) -> RenderableType:
        """Everyone's result if the pulka stopped after hand ``step`` (always in sight)."""
        return Group(Text(tr("rp_balance"), style="bold"), self._results_table())

    def _results_table(self) -> Table:
        """pulya and gora on the sheet, and the result if stopped after hand ``step``."""
        totals = self.results[self.step - 1].totals if self.step else \
            Totals.empty(self.pulka.players)
        after = self.series.after(self.step)
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        table.add_column(tr("st_player"))
        table.add_column(tr("pulya"), justify="right")
        table.add_column(tr("gora"), justify="right")
        table.add_column(tr("balance"), justify="right", style="bold")
        for p in self.pulka.players:
            table.add_row(Text(visible(p)), str(totals.pulya[p]), str(totals.gora[p]),
                          signed_text(after[p], mark=decimal_mark()))
        return table
