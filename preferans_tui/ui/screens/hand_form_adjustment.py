"""The adjustment form: lines written by hand, with the rule and a note (SPEC §9.4).

Each line is column (``p`` pulya, ``g`` gora, ``w`` whists), player (``1``–``4``), on
whom (whists only) and the amount (digits, ``-`` for a minus). ``Ctrl+N`` adds a line,
``Ctrl+D`` removes the current one; ``Tab`` goes on to the rule and the note. The lines
are the draft's (:meth:`~preferans_tui.rules.draft.HandDraft.with_line`); every key is
typed into the form's current field (see :mod:`.form_keys`).
"""

from __future__ import annotations

from typing import ClassVar

from ...texts import tr
from ..translated import KeySpec
from ..widgets.fields import KeyField
from .hand_form import HandForm


class AdjustmentForm(HandForm):
    """Lines written by hand: penalties or corrections (SPEC §9.4)."""

    KEYS: ClassVar[list[KeySpec]] = [*HandForm.KEYS,
                                     ("ctrl+n", "add_line", "add_line", True),
                                     ("ctrl+d", "remove_line", "remove_line", True)]
    HELP_TOPIC = "help_topic_adjustment"

    @property
    def lines(self) -> int:
        """Lines in use."""
        return self.draft.lines

    def hint(self) -> str:
        """The keys of this form."""
        return tr("adjustment_hint", seats=len(self.draft.pulka.players))  # 1–3 at three

    def part(self, name: str, i: int) -> KeyField:
        """The field ``name`` (column, player, on, amount) of line ``i``."""
        return self.widgets[f"{name}{i}"]

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
        self.draft = self.draft.with_line()
        first = next(f for f in self.draft.fields if f.path.index == self.draft.lines - 1)
        self.current = first.path
        self.show_draft()

    def action_remove_line(self) -> None:
        """Remove the line of the current field (the last line if elsewhere)."""
        index = self.current.index if self.current is not None else None
        gone = index if index is not None else self.draft.lines - 1
        self.draft = self.draft.without_line(gone)
        line = min(gone, self.draft.lines - 1)
        self.current = next((f.path for f in self.draft.fields if f.path.index == line),
                            self.current)
        self.show_draft()
