"""The adjustment form: lines written by hand, with the rule and a note (SPEC §9.4).

Each line is column (``p`` pulya, ``g`` gora, ``w`` whists), player (``1``–``4``), on
whom (whists only) and the amount (digits, ``-`` for a minus); ``tab`` goes on to the
rule and the note. Every key is typed into the form's current field (see
:mod:`.hand_form`), so the amount, rule and note are :class:`TextField` s, not inputs.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widget import Widget

from ..i18n import tr
from ..widgets.fields import ChoiceField, Option
from ..widgets.text_field import TextField
from .hand_form import HandForm, Incomplete, player_options

AMOUNT_KEYS = frozenset("0123456789-")
"""What an amount is typed with: ASCII digits and a minus."""


class AdjustmentForm(HandForm):
    """One line written by hand: a penalty or a correction (SPEC §9.4)."""

    kind = "adjustment"
    title_key = "adjustment"

    def fields(self) -> ComposeResult:
        """Column, player, on whom (whists), amount, rule, note."""
        entry = (self.prefill.get("entries") or [{}])[0]
        yield ChoiceField(tr("column"), [Option("p", "pulya", tr("pulya")),
                                         Option("g", "gora", tr("gora")),
                                         Option("w", "whists", tr("whists"))],
                          entry.get("column"), id="column")
        yield ChoiceField(tr("player"), player_options(self.pulka), entry.get("player"),
                          id="player")
        yield ChoiceField(tr("on_whom"), player_options(self.pulka), entry.get("on"), id="on")
        yield TextField(tr("amount"), str(entry.get("amount", "")), allowed=AMOUNT_KEYS,
                        id="amount")
        yield TextField(tr("rule"), self.prefill.get("rule") or "", id="rule")
        yield TextField(tr("note"), self.prefill.get("note") or "", id="note")

    def update_fields(self) -> None:
        """``on`` only for whists, and never the writer himself."""
        column = self.query_one("#column", ChoiceField).value
        player = self.query_one("#player", ChoiceField).value
        on = self.query_one("#on", ChoiceField)
        on.display = column == "whists"
        others = [p for p in self.pulka.players if p != player]
        on.set_options(player_options(self.pulka, others))

    def build(self) -> dict[str, Any]:
        """``{"kind": "adjustment", "entries": [one entry], "rule", "note"}``."""
        column = self.need(self.query_one("#column", ChoiceField))
        entry: dict[str, Any] = {"column": column,
                                 "player": self.need(self.query_one("#player", ChoiceField))}
        if column == "whists":
            entry["on"] = self.need(self.query_one("#on", ChoiceField))
        amount = self.query_one("#amount", TextField)
        try:
            entry["amount"] = int(amount.text)
        except ValueError:
            raise Incomplete(amount) from None
        hand: dict[str, Any] = {"kind": "adjustment", "entries": [entry]}
        for key in ("rule", "note"):
            value = self.query_one(f"#{key}", TextField).text.strip()
            if value:
                hand[key] = value
        return hand

    def widget_for(self, field: str | None) -> Widget | None:
        """``entries[0].player`` / ``.on`` / ``.amount`` to their fields."""
        for name in ("on", "player", "amount", "column"):
            if field and field.endswith(f".{name}"):
                return self.query_one(f"#{name}")
        return None
