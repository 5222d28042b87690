"""The misère and raspasy forms (SPEC §5, §6; FORMAT.md "Hands").

Misère: the declarer and his tricks; at 4 players, where the variant allows it, whether
the dealer shared it (rule 3.6.9). Raspasy: each active player's tricks in seat
order, the last one filled in as 10 minus the others; at a 4-player table that plays
the talon, the dealer's talon tricks (0–2, default 0).
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widget import Widget

from ...rules.table import active_players
from ...rules.validation import raspasy_participants
from ..i18n import tr
from ..widgets.fields import ChoiceField, Option
from ..widgets.number_field import NumberField
from .hand_form import HandForm, player_options


class MisereForm(HandForm):
    """A misère: the declarer must take no trick."""

    kind = "misere"
    title_key = "misere"

    def fields(self) -> ComposeResult:
        """Dealer (first hand only), declarer, the declarer's tricks."""
        dealer = self.dealer_field()
        if dealer is not None:
            yield dealer
        yield ChoiceField(tr("declarer"), [], self.prefill.get("declarer"), id="declarer")
        declarer = self.prefill.get("declarer")
        tricks = (self.prefill.get("tricks") or {}).get(declarer) if declarer else None
        yield NumberField(tr("declarer_tricks"), value=tricks, id="t-declarer")
        yield ChoiceField(tr("shared_with_dealer"), [Option("n", "no", tr("no")),
                                                     Option("y", "yes", tr("yes"))],
                          "yes" if self.prefill.get("shared_with_dealer") else "no",
                          id="shared")

    def hint_keys(self) -> list[str]:
        """Player, tricks, (shared: y / n), moving, Enter / Esc."""
        shared = ["hint_yes_no"] if len(self.pulka.players) == 4 else []
        return ["hint_player", "hint_tricks", *shared, "hint_move", "hint_end"]

    def update_fields(self) -> None:
        """Only active players declare; sharing with the dealer where it is played."""
        dealer = self.dealer()
        names = active_players(self.pulka.players, dealer) if dealer else None
        self.query_one("#declarer", ChoiceField).set_options(player_options(self.pulka, names))
        shared = self.query_one("#shared", ChoiceField)
        shared.display = len(self.pulka.players) == 4 and (
            self.pulka.options.misere_shared_with_dealer or shared.value == "yes")

    def build(self) -> dict[str, Any]:
        """``{"kind": "misere", "dealer", "declarer", "tricks": {declarer: n}}``."""
        dealer = self.dealer()
        if dealer is None:
            return self.need(self.query_one("#dealer", ChoiceField))
        declarer = self.need(self.query_one("#declarer", ChoiceField))
        tricks = self.need(self.query_one("#t-declarer", NumberField))
        hand: dict[str, Any] = {"kind": "misere", "dealer": dealer, "declarer": declarer,
                                "tricks": {declarer: tricks}}
        shared = self.query_one("#shared", ChoiceField)
        if shared.display and shared.value == "yes":
            hand["shared_with_dealer"] = True
        return hand

    def widget_for(self, field: str | None) -> Widget | None:
        """Errors on tricks go to the count; on the declarer or dealer to those."""
        if field and field.startswith("tricks"):
            return self.query_one("#t-declarer")
        if field == "shared_with_dealer":
            return self.query_one("#shared")
        if field in ("declarer", "dealer", "kind") and self.query(f"#{field}"):
            return self.query_one(f"#{field}")
        return None


class RaspasyForm(HandForm):
    """An all-pass hand: every participant's tricks, summing to 10."""

    kind = "raspasy"
    title_key = "raspasy"

    def fields(self) -> ComposeResult:
        """Dealer (first hand only), one count per player, the talon last."""
        dealer = self.dealer_field()
        if dealer is not None:
            yield dealer
        tricks = self.prefill.get("tricks") or {}
        for i, p in enumerate(self.pulka.players):
            yield NumberField(p, value=tricks.get(p), id=f"t{i}")
        talon = tricks.get(self.prefill.get("dealer") or "", 0)
        yield NumberField(tr("talon"), maximum=2, value=talon, id="t-talon")
        yield NumberField("", computed=True, id="t-last")

    def layout_of(self) -> tuple[list[str], str | None]:
        """(active players in seat order, the dealer if his talon counts)."""
        dealer = self.dealer()
        if dealer is None:
            return [], None
        active = active_players(self.pulka.players, dealer)
        talon = dealer if dealer in raspasy_participants(self.pulka.players, dealer,
                                                         self.pulka.options) and \
            dealer not in active else None
        return active, talon

    def update_fields(self) -> None:
        """Show the active players' counts; the last one is 10 minus the others."""
        active, talon = self.layout_of()
        players = self.pulka.players
        for i, p in enumerate(players):
            self.query_one(f"#t{i}", NumberField).display = p in active[:-1]
        talon_field = self.query_one("#t-talon", NumberField)
        talon_field.display = talon is not None
        if talon is not None:
            talon_field.set_label(tr("talon_of", name=talon))
            if talon_field.value is None:
                talon_field.value = 0
        last = self.query_one("#t-last", NumberField)
        last.display = bool(active)
        if active:
            last.set_label(active[-1])
            counts = [self.query_one(f"#t{players.index(p)}", NumberField)
                      for p in active[:-1]]
            typed = [f.value for f in counts]
            if talon:  # at most the two talon cards, and what the others left (3.5)
                talon_field.set_maximum(min(2, 10 - sum(v or 0 for v in typed)))
                if (talon_field.value or 0) > talon_field.maximum:
                    talon_field.set_value(0)
            extra = (talon_field.value or 0) if talon else 0
            for f in counts:  # what the rules still allow: 10 minus the others (3.5)
                f.set_maximum(10 - extra - sum(g.value or 0 for g in counts if g is not f))
            last.set_value(None if None in typed else
                           10 - sum(v for v in typed if v is not None) - extra)

    def build(self) -> dict[str, Any]:
        """``{"kind": "raspasy", "dealer", "tricks": {...}}``; the talon only if not 0."""
        dealer = self.dealer()
        if dealer is None:
            return self.need(self.query_one("#dealer", ChoiceField))
        active, talon = self.layout_of()
        players = self.pulka.players
        tricks: dict[str, int] = {}
        for p in active[:-1]:
            tricks[p] = self.need(self.query_one(f"#t{players.index(p)}", NumberField))
        talon_count = self.query_one("#t-talon", NumberField).value or 0
        rest = 10 - sum(tricks.values()) - (talon_count if talon else 0)
        # past 10 the core says "sum to 11, must be 10 (rule 3.5)"
        tricks[active[-1]] = max(0, rest)
        given = self.prefill.get("tricks") or {}
        if talon is not None and (talon_count or talon in given):
            tricks[talon] = talon_count  # 0 only if the corrected hand wrote it
        return {"kind": "raspasy", "dealer": dealer, "tricks": tricks}

    def widget_for(self, field: str | None) -> Widget | None:
        """``tricks.X`` to X's count; a wrong sum to the last typed count."""
        players = self.pulka.players
        if field and field.startswith("tricks."):
            name = field.removeprefix("tricks.")
            active, talon = self.layout_of()
            if name == talon:
                return self.query_one("#t-talon")
            if name in active[:-1]:
                return self.query_one(f"#t{players.index(name)}")
        if field == "tricks":
            active, _ = self.layout_of()
            if len(active) > 1:
                return self.query_one(f"#t{players.index(active[-2])}")
        if field in ("dealer", "kind") and self.query(f"#{field}"):
            return self.query_one(f"#{field}")
        return None
