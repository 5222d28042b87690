"""A text box that keeps no character that would act on the terminal.

Textual's ``Input`` shows what it is given as it is: a paste with C1's CSI (U+009B), a
direction override (U+202E) or a zero-width space reached the terminal raw from a
player's name box (an adversary's finding). None of them can be in a name, a title or a
figure anyway (the start refuses them), so the box drops them as they come, typed,
pasted, completed or given as its first value (:func:`~preferans_tui.untrusted.is_hidden`).
"""

from __future__ import annotations

from textual.widgets import Input

from ...untrusted import is_hidden


class PlainInput(Input):
    """An ``Input`` whose value never holds a hidden character."""

    def validate_value(self, value: str) -> str:
        """``value`` without its hidden characters (Textual calls this on every change)."""
        if value.isprintable():
            return value
        return "".join(c for c in value if not is_hidden(c))
