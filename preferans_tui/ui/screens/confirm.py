"""A one-key question about something that cannot be taken back (undo a hand, quit with
hands NOT SAVED): ``y`` (or ``д``, for «да») says yes, any other key says no.

Enter says no: a habitual Enter after ``u`` must not delete a hand (issue 12.2). ``н``,
the Russian letter on the ``y`` key, says no as well: at a Russian table it reads as
«нет». The question takes every key itself, like the hand forms, so a key typed right
after ``u`` answers it and never reaches the sheet — but for F1 and ``?``, which open
the help over the question (it then still waits for its answer) instead of saying no.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..i18n import tr

YES_KEYS = frozenset({"y", "Y", "д", "Д"})
"""``y``, or ``д`` («да») on the Russian layout, confirm; nothing else does."""
HELP_KEYS = frozenset({"f1", "question_mark"})
"""Keys that open the help over a question instead of answering it. A modal screen
stops the app's own (not priority) bindings, F1 among them: the question runs the
app's ``help`` action itself (:func:`open_help`)."""


async def open_help(screen: ModalScreen[Any]) -> None:
    """The app's help over ``screen`` (an app without one: nothing happens)."""
    await screen.app.run_action("help")


class Confirm(ModalScreen[bool]):
    """Ask ``question``; dismiss with True for ``y`` / ``д``, False for any other key
    (Enter included). ``pass_on`` takes the keys typed after the answer (to the screen
    below, in order)."""

    AUTO_FOCUS = ""
    DEFAULT_CSS = """
    Confirm { align: center middle; }
    Confirm > Vertical {
        width: 70; max-width: 95%; height: auto;
        border: thick $warning; background: $surface; padding: 0 2;
    }
    Confirm Static { width: 1fr; height: auto; }
    Confirm #confirm-keys { color: $text-muted; margin-top: 1; }
    """

    def __init__(self, question: str, pass_on: Callable[[events.Key], None] | None = None,
                 id: str | None = None) -> None:
        super().__init__(id=id)
        self.question = question
        self.pass_on = pass_on

    def compose(self) -> ComposeResult:
        """The question and the keys that answer it."""
        with Vertical():
            yield Static(self.question, id="question", markup=False)
            yield Static(tr("confirm_keys"), id="confirm-keys", classes="hint")

    async def on_key(self, event: events.Key) -> None:
        """Any key answers (but F1 and ``?``: the help); a key typed after the answer
        goes to the screen below."""
        event.stop()
        event.prevent_default()
        if event.key in HELP_KEYS and self.is_active:
            await open_help(self)  # the question stays, waiting for its answer
            return
        if not self.is_active:
            # a burst like ``y n 1 6 …``: the keys after the answer are the sheet's
            if self.pass_on is not None:
                self.pass_on(event)
            return
        self.dismiss(event.key in YES_KEYS or event.character in YES_KEYS)
