"""Classic's dark bids and dark passes in a hand form (SPEC §14.2): ``*`` and a seat digit
turn one on or off — the declarer's seat his dark bid, another seat that player's dark
pass — two keys each, from whatever field is being typed; a hand with neither is typed
with exactly the keys it takes at any other table (the dark fields are optional and
``no`` by default in the draft, and the form shows them only once one is ``yes`` or the
cursor is on it).
"""

from __future__ import annotations

from ...rules.draft import DraftField
from ...rules.fields import Field, FieldPath
from ...texts import tr
from .form_typing import DraftTyping

DARK_FIELDS = frozenset({Field.DARK, Field.DARK_PASSES})


class DarkTyping(DraftTyping):
    """:class:`DraftTyping` with the ``*`` key of the dark fields."""

    dark_pending = False
    """``*`` was typed: the next seat digit says whose dark bid or pass it is."""

    def type_key(self, key: str, character: str | None) -> bool:
        """``*`` then a seat digit toggles a dark field; anything else as usual."""
        if self.dark_pending:
            self.dark_pending = False
            if key.isdigit():
                self.toggle_dark(int(key))
                return True
        if (character == "*" or key == "asterisk") and self._dark_asked():
            self._dark_note(tr("cl_dark_key") if self._dark_fields()
                            else tr("cl_no_dark_here"))
            self.dark_pending = bool(self._dark_fields())
            return True
        return super().type_key(key, character)

    def _dark_asked(self) -> bool:
        asked = self.draft.may_ask()
        return Field.DARK in asked or Field.DARK_PASSES in asked

    def _dark_fields(self) -> list[DraftField]:
        return [f for f in self.draft.fields if f.path.field in DARK_FIELDS]

    def toggle_dark(self, seat: int) -> None:
        """Seat ``seat`` (1-based): the declarer's dark bid, or that player's dark pass,
        turned the other way; a seat that has neither here is told so."""
        players = self.draft.pulka.players
        if not 1 <= seat <= len(players):
            self._dark_note(tr("cl_dark_key"))
            return
        player = players[seat - 1]
        path = (FieldPath(Field.DARK) if player == self.draft.declarer
                else FieldPath(Field.DARK_PASSES, player))
        found = self.draft.field(path)
        if found is None:
            self._dark_note(tr("cl_no_dark", name=player))
            return
        self.draft = self.draft.set(path, not found.value)
        self.clear_errors()
        self.show_draft()

    def _dark_note(self, text: str) -> None:
        """Say ``text`` under the current field, for a moment."""
        found = self.current_field()
        if found is not None:
            self.flash(found, text)


def shown_dark(found: DraftField, current: FieldPath | None) -> bool:
    """Whether a form shows a field: every field but a dark one still ``no`` that the
    cursor is not on (SPEC §14.2: most hands are bid in the light)."""
    return (found.path.field not in DARK_FIELDS or found.value is True
            or found.path == current)
