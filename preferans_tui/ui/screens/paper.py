"""Settle an evening scored on paper (issue 30.4): the start screen's ``Ctrl+P``. The
players (a fourth box left empty: three), the variant, the target and the stake, then each
player's pulya and gora and the whists he wrote on each other, as on the paper sheet; an
empty box is 0. ``Ctrl+S`` (or Enter) settles them with the rules core
(:func:`~preferans_tui.storage.paper_totals.paper_pulka`) and shows the same settlement
screen as a scored pulka; a refused total is said under the form, naming its field, and
its box takes the focus. Nothing is written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Input, Label, Select, Static

from ...storage.paper_totals import PaperError, paper_pulka
from ...texts import tr
from ...untrusted import visible_cut
from ..translated import KeySpec, TranslatedScreen
from ..widgets.select import TranslatedSelect
from .start_words import variant_choices

SEATS = 4
PAPER_KEYS: list[KeySpec] = [("escape", "back", "st_back", True),
                             ("ctrl+s", "settle", "paper_settle", True)]


def _number(text: str) -> int | str:
    """A box's figure: empty is 0; a minus sign may be typed as ``−``; anything else is
    given to :func:`paper_pulka` as typed, which refuses it naming the field."""
    text = text.strip().replace("−", "-")
    if not text:
        return 0
    try:
        return int(text)
    except ValueError:
        return text


class PaperScreen(TranslatedScreen[None]):
    """The paper sheet's totals typed in, then settled (see the module doc)."""

    DEFAULT_CSS = """
    PaperScreen #paper-form { padding: 0 1; }
    PaperScreen .paper-row { height: 3; }
    PaperScreen .paper-row Label { width: 16; padding: 1 1 0 0; }
    PaperScreen .paper-row Input { width: 14; }
    PaperScreen .paper-row Select { width: 28; }
    PaperScreen #paper-error { color: $error; height: auto; padding: 0 1; }
    """
    KEYS = PAPER_KEYS
    AUTO_FOCUS = "#p-name0"
    KEYS_ONE_AT_A_TIME = True
    """Each key is done with before the next is read (``key_order``): a fast ``Tab``
    moves the focus before the name typed after it (as on the start screen)."""
    HELP_TOPIC = "help_topic_settlement"

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="paper-form"):
            yield Static(tr("paper_heading"), markup=False)
            with Horizontal(classes="paper-row"):
                yield Label(tr("players"))
                for i in range(SEATS):
                    yield Input(placeholder=f"{i + 1}", id=f"p-name{i}")
            with Horizontal(classes="paper-row"):
                yield Label(tr("variant"))
                yield TranslatedSelect(variant_choices(), value="sochi", allow_blank=False,
                                       id="p-variant")
                yield Label(tr("pulya_target"))
                yield Input("10", id="p-target")
                yield Label(tr("stake"))
                yield Input("", id="p-stake")
            for i in range(SEATS):
                with Horizontal(classes="paper-row", id=f"p-row{i}"):
                    yield Label(f"{i + 1}", id=f"p-who{i}")
                    yield Input(placeholder=tr("pulya"), id=f"p-pulya{i}")
                    yield Input(placeholder=tr("gora"), id=f"p-gora{i}")
                    for j in range(SEATS):
                        if j != i:
                            yield Input(placeholder=tr("paper_on", seat=j + 1),
                                        id=f"p-w{i}-{j}")
            yield Static("", id="paper-error", markup=False)
        yield Footer(compact=True)

    @on(Input.Changed, ".paper-row Input")
    def _names(self, event: Input.Changed) -> None:
        """The rows say whose they are, and the whists boxes on whom, as names are typed."""
        if not (event.input.id or "").startswith("p-name"):
            return
        names = self._names_typed()
        for i in range(SEATS):
            self.query_one(f"#p-who{i}", Label).update(Text(visible_cut(names[i], 14))
                                                       if names[i] else f"{i + 1}")
            for j in range(SEATS):
                if j != i:
                    box = self.query_one(f"#p-w{i}-{j}", Input)
                    box.placeholder = tr("paper_on", seat=visible_cut(names[j], 7)
                                         if names[j] else j + 1)

    def _names_typed(self) -> list[str]:
        return [self.query_one(f"#p-name{i}", Input).value.strip() for i in range(SEATS)]

    def totals(self) -> tuple[dict[str, Any], dict[str, str]]:
        """The object :func:`paper_pulka` reads, and the box id of each of its fields."""
        names = self._names_typed()
        seats = [i for i in range(SEATS) if names[i]]
        players = [names[i] for i in seats]
        where: dict[str, str] = {"players": "p-name0", "variant": "p-variant",
                                 "pulya_target": "p-target", "stake_per_whist": "p-stake"}
        data: dict[str, Any] = {
            "players": players,
            "variant": str(self.query_one("#p-variant", Select).value),
            "pulya_target": _number(self.query_one("#p-target", Input).value) or 10,
            "pulya": {}, "gora": {}, "whists": {}}
        stake = self.query_one("#p-stake", Input).value.strip().replace(",", ".")
        if stake:
            data["stake_per_whist"] = stake
        for i in seats:
            p = names[i]
            for key in ("pulya", "gora"):
                data[key][p] = _number(self.query_one(f"#p-{key}{i}", Input).value)
                where[f"{key}.{p}"] = f"p-{key}{i}"
            data["whists"][p] = {}
            for j in seats:
                if j != i:
                    q = names[j]
                    data["whists"][p][q] = _number(self.query_one(f"#p-w{i}-{j}", Input).value)
                    where[f"whists.{p}.{q}"] = f"p-w{i}-{j}"
        return data, where

    def action_settle(self) -> None:
        """Settle the totals typed and show the settlement; a refused one is said."""
        from ...views.paper import paper_message
        from .settlement import SettlementScreen

        data, where = self.totals()
        error = self.query_one("#paper-error", Static)
        try:
            pulka = paper_pulka(data)
        except PaperError as exc:
            error.update(paper_message(exc))
            box = where.get(exc.field)
            if box is not None:
                self.query_one(f"#{box}").focus()
            return
        error.update("")
        self.app.push_screen(SettlementScreen(pulka, tr("paper_title"), folder=self.folder))

    @on(Input.Submitted)
    def _submitted(self) -> None:
        self.action_settle()

    def action_back(self) -> None:
        self.dismiss()
