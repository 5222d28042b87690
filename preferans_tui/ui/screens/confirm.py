"""A one-key question about something that cannot be taken back (undo a hand, quit with
hands NOT SAVED): ``y`` (or ``д``, for «да») says yes, any other key says no.

Enter says no: a habitual Enter after ``u`` must not delete a hand (issue 12.2). ``н``,
the Russian letter on the ``y`` key, says no as well: at a Russian table it reads as
«нет». The question takes every key itself, like the hand forms, so a key typed right
after ``u`` answers it and never reaches the sheet — but for F1 and ``?``, which open
the help over the question (it then still waits for its answer) instead of saying no.

A question that opens on a key typed by mistake (Esc on a typed hand) is asked
``guarded``, as the file-changed question is (:mod:`.file_changed`): a key typed before the
player can have read it — less than :data:`~.typed_ahead.TYPED_AHEAD_SECONDS` after it
opened, or after the key before it that was not taken — answers nothing and goes nowhere:
the question lists it as not taken. A ``y`` right after an accidental Esc throws no hand
away, and a ``Ctrl+O``, Space or Tab typed for the sheet after a deliberate one does not
say "no" and hand the keys after it to the form (issue 31.3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...texts import tr
from ..compat import clock
from ..messages import LanguageChanged
from .typed_ahead import SHOWN_KEYS, TYPED_AHEAD_SECONDS, key_text

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
    below, in order); ``guarded``: keys typed ahead answer nothing (see the module doc)."""

    AUTO_FOCUS = ""
    DEFAULT_CSS = """
    Confirm { align: center middle; }
    Confirm > Vertical {
        width: 70; max-width: 95%; height: auto;
        border: thick $warning; background: $surface; padding: 0 2;
    }
    Confirm Static { width: 1fr; height: auto; }
    Confirm #confirm-keys { color: $text-muted; margin-top: 1; }
    Confirm #confirm-ahead { color: $warning; margin-top: 1; }
    """

    def __init__(self, question: str, pass_on: Callable[[events.Key], None] | None = None,
                 name: str | None = None, guarded: bool = False) -> None:
        # ``name``, not ``id``: an id must be unique among the app's screens, and a
        # question dismissed is still being removed when ``Esc 4 Esc`` asks it again
        # (``DuplicateIds: … 'cancel-hand'`` ended the app, issue 31.0)
        super().__init__(name=name)
        self.question = question
        self.pass_on = pass_on
        self.guarded = guarded
        self.opened_at = clock()
        """When the question was put up (Textual's clock, as a key's ``time``)."""
        self.not_taken: list[str] = []
        """The keys typed ahead of a guarded question, as listed."""
        self._last_ahead = self.opened_at

    def compose(self) -> ComposeResult:
        """The question and the keys that answer it."""
        with Vertical():
            yield Static(self.question, id="question", markup=False)
            yield Static(tr("confirm_keys"), id="confirm-keys", classes="hint")
            ahead = Static("", id="confirm-ahead", markup=False)
            ahead.display = False
            yield ahead

    def typed_ahead(self, event: events.Key) -> bool:
        """Whether ``event`` came too soon to answer a guarded question: before it opened,
        or in the burst going on since (each key within ``TYPED_AHEAD_SECONDS`` of the
        one before)."""
        return self.guarded and \
            event.time < max(self.opened_at, self._last_ahead) + TYPED_AHEAD_SECONDS

    def _not_taken(self, event: events.Key) -> None:
        self._last_ahead = max(self._last_ahead, event.time)
        self.not_taken.append(key_text(event.key, event.character))
        self._show_not_taken()

    def _show_not_taken(self) -> None:
        keys = self.not_taken[-SHOWN_KEYS:]
        shown = " ".join("".join(k if len(k) == 1 else f" {k} " for k in keys).split())
        if len(self.not_taken) > SHOWN_KEYS:
            shown = "… " + shown
        ahead = self.query_one("#confirm-ahead", Static)
        ahead.update(tr("confirm_ahead", keys=shown))
        ahead.display = True

    @on(LanguageChanged)
    def refresh_language(self) -> None:
        """F2: the keys that answer, and those not taken, in the new language."""
        self.query_one("#confirm-keys", Static).update(tr("confirm_keys"))
        if self.not_taken:
            self._show_not_taken()

    async def on_key(self, event: events.Key) -> None:
        """Any key answers (but F1 and ``?``: the help; and, on a guarded question, a key
        typed ahead: listed, not taken); a key typed after the answer goes to the screen
        below."""
        event.stop()
        event.prevent_default()
        if not self.is_active:
            # a burst like ``y n 1 6 …``: the keys after the answer are the sheet's
            if self.pass_on is not None:
                self.pass_on(event)
            return
        if self.typed_ahead(event):
            self._not_taken(event)
            return
        if event.key in HELP_KEYS:
            await open_help(self)  # the question stays, waiting for its answer
            return
        self.dismiss(event.key in YES_KEYS or event.character in YES_KEYS)
