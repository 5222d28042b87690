"""How a hand form takes its keys: all of them itself, in order, routed by its own state.

The terminal may deliver a burst of keys (fast typing, a paste) before the app has
handled the first, and Textual moves the focus asynchronously: a form whose focused
field took each key put a fast ``1 6 s w w 6 2`` all into the declarer field. So no
field ever holds the focus: every key comes to the form screen, which gives it to its
*current* field (:meth:`KeyField.feed`) and, when the key finishes that field, makes
the next one current at once. The current field is highlighted as a focused one was.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.screen import ModalScreen
from textual.widget import Widget

from ..layout import to_latin
from ..widgets.fields import Fed, FieldPicked, KeyField


class KeyRouting(ModalScreen[dict[str, Any] | None]):
    """Base of the hand forms: the current field and the key loop.

    The form provides :meth:`update_form`, :meth:`action_confirm` and
    :meth:`action_cancel`.
    """

    AUTO_FOCUS = ""
    """Nothing takes the focus: every key comes to the form, in order (see on_key)."""
    current: KeyField | None = None
    """The field the next key goes to."""

    def update_form(self) -> None:
        """Re-check the whole form after a field changed."""

    def action_confirm(self) -> None:
        """Enter."""

    def action_cancel(self) -> None:
        """Escape."""

    def first_empty(self) -> KeyField | None:
        """The first field still empty (else the first field), in typing order."""
        order = self.field_order()
        empty = [w for w in order if w.value is None and not w.optional]
        return (empty or order or [None])[0]

    def field_order(self) -> list[KeyField]:
        """The fields shown that take keys, in the order they are typed."""
        return [w for w in self.query(KeyField) if w.takes_keys and shown(w, self)]

    def set_current(self, field: KeyField | None) -> None:
        """Make ``field`` the one typed into (highlighted, scrolled into view)."""
        if self.current is not None and self.current is not field:
            self.current.leave()
        for widget in self.query(KeyField):
            widget.set_class(widget is field, "-current")
        self.current = field
        if field is not None:
            field.refresh()
            field.scroll_visible(animate=False)

    def on_key(self, event: events.Key) -> None:
        """Every key of the form, in the order typed (nothing else has the focus)."""
        if self.app.screen is not self:
            # typed after enter/escape closed the form: the key is for the screen below
            self.app.pass_on_key(event)  # type: ignore[attr-defined]
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
        """Route one key: Enter, Escape, Tab/↑/↓ move, the rest to the current field.

        ← / → step through a choice; on a field without choices they move as well.

        Returns whether the key was used.
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
            field = self.current
            fed = field.feed(key, character) if field is not None else None
            latin = to_latin(character) if character else key
            if fed is None and field is not None and latin != character:
                fed = field.feed(latin, latin)  # the same key on a Russian layout
            if fed is None or field is None:
                if key in ("left", "right"):  # a field that does not step with ← / →
                    self.move(1 if key == "right" else -1)
                    return True
                if key == "question_mark":  # unless typed into a text (a note)
                    self.open_help()
                    return True
                return self.extra_key(key) or (latin != key and self.extra_key(latin))
            self.fed(field, fed)
        return True

    def open_help(self) -> None:
        """F1 or ``?``: the help screen over the form (the form keeps what was typed)."""
        show = getattr(self.app, "action_help", None)
        if show is not None:
            show()

    def extra_key(self, key: str) -> bool:
        """A key no field took (a form's own keys); returns whether it was used."""
        return False

    def fed(self, field: KeyField, fed: Fed) -> None:
        """A key changed ``field``: re-check the form; on to the next field if it is done.

        A refused key only shows its reason under the field.
        """
        field.set_error(fed.error)
        if fed.error is not None:
            return
        self.update_form()
        if not fed.advance:
            return
        nxt = self.next_field(field)
        if nxt is None:
            return
        self.set_current(nxt)
        if fed.carry:
            again = nxt.feed(fed.carry, fed.carry)
            if again is not None:
                self.fed(nxt, again)

    def move(self, step: int) -> None:
        """Tab / ↓ to the next field, Shift+Tab / ↑ to the previous one."""
        order = self.field_order()
        if not order:
            return
        i = order.index(self.current) if self.current in order else -1
        self.set_current(order[(i + step) % len(order)])

    def on_field_picked(self, event: FieldPicked) -> None:
        """A click: the clicked field becomes current (or the next, if a choice was made)."""
        if event.advance:
            self.fed(event.field, Fed(advance=True))
        else:
            self.set_current(event.field)

    def next_field(self, field: KeyField) -> KeyField | None:
        """The field typed after ``field``: the next one shown, skipping optional ones."""
        order = self.field_order()
        if field not in order:
            return None
        return next((w for w in order[order.index(field) + 1:] if not w.optional), None)


def shown(widget: Widget, screen: Widget) -> bool:
    """Whether ``widget`` and every container up to ``screen`` is displayed."""
    node: Any = widget
    while node is not None and node is not screen:
        if not node.display:
            return False
        node = node.parent
    return True
