"""How a hand form takes its keys: all of them itself, in order, routed by its own state.

The terminal may deliver a burst of keys (fast typing, a paste) before the app has
handled the first, and Textual moves the focus asynchronously: a form whose focused
field took each key put a fast ``1 6 s w w 6 2`` all into the declarer field. So no
field ever holds the focus: every key comes to the form screen, which types it into its
*current* field of the hand draft and, when the key finishes that field, makes the next
one current at once — the draft is plain data, so nothing waits for a widget. The
current field is highlighted as a focused one was.
"""

from __future__ import annotations

from textual import events

from ...rules import HandResult
from ..context import TableContext
from ..translated import TranslatedModal


class KeyRouting(TranslatedModal[HandResult | None]):
    """Base of the hand forms: the key loop. The form provides :meth:`type_key`,
    :meth:`move`, :meth:`action_confirm` and :meth:`action_cancel`."""

    AUTO_FOCUS = ""
    """Nothing takes the focus: every key comes to the form, in order (see on_key)."""

    def __init__(self, context: TableContext) -> None:
        super().__init__()
        self.context = context

    def type_key(self, key: str, character: str | None) -> bool:
        """A key for the current field (or the form's own); returns whether it was used."""
        return False

    def move(self, step: int) -> None:
        """Tab / ↓ to the next field, Shift+Tab / ↑ to the previous one."""

    def action_confirm(self) -> None:
        """Enter."""

    def action_cancel(self) -> None:
        """Escape."""

    def on_key(self, event: events.Key) -> None:
        """Every key of the form, in the order typed (nothing else has the focus)."""
        if self.app.screen is not self:
            # typed after enter/escape closed the form: the key is for the screen below
            self.context.pass_on_key(event)
            event.stop()
            return
        if self.take_key(event.key, event.character):
            event.stop()
            event.prevent_default()

    def on_paste(self, event: events.Paste) -> None:
        """A paste is typed key by key into the fields (line breaks are not Enter)."""
        event.stop()
        for ch in event.text:
            if ch == "\t":
                self.take_key("tab", ch)
            elif ch.isprintable():
                self.take_key(ch, ch)

    def take_key(self, key: str, character: str | None) -> bool:
        """Route one key: F1, Enter, Escape, Tab/↑/↓ move, the rest to :meth:`type_key`.

        Returns whether the key was used (an unused one goes on to the app: F2, Ctrl+Q).
        """
        if key == "f1":
            self.open_help()
        elif key == "escape":
            self.action_cancel()
        elif key in ("enter", "ctrl+j"):  # ctrl+j: Enter typed before the app took the
            self.action_confirm()         # terminal arrives as a line feed
        elif key in ("tab", "down", "shift+tab", "up"):
            self.move(1 if key in ("tab", "down") else -1)
        else:
            return self.type_key(key, character)
        return True

    def open_help(self) -> None:
        """F1 or ``?``: the help screen over the form (the form keeps what was typed)."""
        self.context.action_help()
