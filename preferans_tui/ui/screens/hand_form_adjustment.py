"""The adjustment form: lines written by hand, with the rule and a note (SPEC §9.4).

Each line is column (``p`` pulya, ``g`` gora, ``w`` whists), player (``1``–``4``), on
whom (whists only) and the amount (digits, ``-`` for a minus). ``Ctrl+N`` adds a line,
``Ctrl+D`` removes the current one; ``Tab`` goes on to the rule and the note. Every
key is typed into the form's current field (see :mod:`.form_keys`), so the amount,
rule and note are :class:`TextField` s, not inputs.
"""

from __future__ import annotations

import re
from typing import Any

from textual.app import ComposeResult
from textual.widget import Widget

from ..i18n import tr
from ..widgets.fields import ChoiceField, KeyField, Option
from ..widgets.text_field import TextField
from .base import KeySpec
from .hand_form import HandForm, Incomplete, player_options

AMOUNT_KEYS = frozenset("0123456789-")
"""What an amount is typed with: ASCII digits and a minus."""
LINES = 6
"""Lines the form offers (more if the corrected hand had more)."""
PARTS = ("column", "player", "on", "amount")
ENTRY_FIELD = re.compile(r"entries[\[.](\d+)\]?\.(\w+)")


class AdjustmentForm(HandForm):
    """Lines written by hand: penalties or corrections (SPEC §9.4)."""

    kind = "adjustment"
    title_key = "adjustment"

    def __init__(self, pulka: Any, prefill: dict[str, Any] | None = None) -> None:
        super().__init__(pulka, prefill)
        self.entries: list[dict[str, Any]] = list(self.prefill.get("entries") or [{}])
        self.lines = len(self.entries)
        """Lines in use (the first ``lines`` of the ``slots`` composed)."""
        self.slots = max(LINES, self.lines)

    def hint(self) -> str:
        """The keys of this form."""
        return tr("adjustment_hint")

    def form_keys(self) -> list[KeySpec]:
        """Escape, Enter, and the line keys."""
        return [*super().form_keys(), ("ctrl+n", "add_line", "add_line", True),
                ("ctrl+d", "remove_line", "remove_line", True)]

    def fields(self) -> ComposeResult:
        """Per line: column, player, on whom (whists), amount; then rule and note."""
        for i in range(self.slots):
            entry = self.entries[i] if i < self.lines else {}
            yield ChoiceField(tr("column"), [Option("p", "pulya", tr("pulya")),
                                             Option("g", "gora", tr("gora")),
                                             Option("w", "whists", tr("whists"))],
                              entry.get("column"), id=f"column{i}")
            yield ChoiceField(tr("player"), player_options(self.pulka), entry.get("player"),
                              id=f"player{i}")
            yield ChoiceField(tr("on_whom"), player_options(self.pulka), entry.get("on"),
                              id=f"on{i}")
            yield TextField(tr("amount"), str(entry.get("amount", "")), allowed=AMOUNT_KEYS,
                            id=f"amount{i}")
        yield TextField(tr("rule"), self.prefill.get("rule") or "", id="rule")
        yield TextField(tr("note"), self.prefill.get("note") or "", id="note")

    def part(self, name: str, i: int) -> Any:
        """The field ``name`` (column, player, on, amount) of line ``i``."""
        return self.query_one(f"#{name}{i}", KeyField)

    def update_fields(self) -> None:
        """Lines in use shown (numbered when more than one); ``on`` only for whists."""
        for i in range(self.slots):
            live = i < self.lines
            column, player, on = self.part("column", i), self.part("player", i), self.part("on", i)
            column.set_label(f"{tr('line_no', n=i + 1)} · {tr('column')}" if self.lines > 1
                             else tr("column"))
            column.display = player.display = self.part("amount", i).display = live
            on.display = live and column.value == "whists"
            others = [p for p in self.pulka.players if p != player.value]
            on.set_options(player_options(self.pulka, others))

    # -- lines -----------------------------------------------------------------------------
    def extra_key(self, key: str) -> bool:
        """Ctrl+N adds a line, Ctrl+D removes the current one (at once, in key order)."""
        if key == "ctrl+n":
            self.action_add_line()
        elif key == "ctrl+d":
            self.action_remove_line()
        else:
            return False
        return True

    def action_add_line(self) -> None:
        """Another line, typed next."""
        if self.lines < self.slots:
            self.lines += 1
            self.update_form()
            self.set_current(self.part("column", self.lines - 1))

    def action_remove_line(self) -> None:
        """Remove the line of the current field (the last line if elsewhere)."""
        if self.lines < 2:
            return
        match = re.fullmatch(r"[a-z]+(\d+)", self.current.id or "") if self.current else None
        gone = int(match[1]) if match and int(match[1]) < self.lines else self.lines - 1
        rows = [[self.part(name, i).value for name in PARTS] for i in range(self.lines)]
        del rows[gone]
        rows.append([None] * len(PARTS))
        for i, row in enumerate(rows):
            for name, value in zip(PARTS, row, strict=True):
                field = self.part(name, i)
                if isinstance(field, TextField):
                    field.set_text(value or "")
                else:
                    field.set_value(value)
        self.lines -= 1
        self.update_form()
        self.set_current(self.part("column", min(gone, self.lines - 1)))

    # -- the record ------------------------------------------------------------------------
    def build(self) -> dict[str, Any]:
        """``{"kind": "adjustment", "entries": [...], "rule", "note"}``."""
        entries = []
        for i in range(self.lines):
            column = self.need(self.part("column", i))
            entry: dict[str, Any] = {"column": column, "player": self.need(self.part("player", i))}
            if column == "whists":
                entry["on"] = self.need(self.part("on", i))
            amount = self.part("amount", i)
            try:
                entry["amount"] = int(amount.text)
            except ValueError:
                raise Incomplete(amount) from None
            entries.append(entry)
        hand: dict[str, Any] = {"kind": "adjustment", "entries": entries}
        for key in ("rule", "note"):
            value = self.query_one(f"#{key}", TextField).text
            if value.strip():
                hand[key] = value
        return hand

    def widget_for(self, field: str | None) -> Widget | None:
        """``entries[1].player`` (or ``entries.1.player``) to that line's field."""
        match = ENTRY_FIELD.fullmatch(field or "")
        if match and int(match[1]) < self.lines and match[2] in PARTS:
            return self.part(match[2], int(match[1]))
        if field in ("rule", "note"):
            return self.query_one(f"#{field}")
        return None
