"""The question asked when the pulka file is no longer the one this app wrote (issue 17).

Another program replaced, changed or deleted the file: nothing was saved, the hands are
still in memory, and the table chooses: ``Ctrl+R`` reload the file, ``Ctrl+W`` keep these
hands and overwrite it, Escape keep them read-only.

The question opens by itself — on the Enter of a hand, or when the retry timer of a
failed save finds the file changed (:mod:`..session_app`) — so it meets keys typed for the
hand form or the sheet. None of them may answer it: ``r`` (raspasy) and ``w`` (whist)
were the answers once, and a whist typed ahead overwrote another program's pulka. So

- the answers are keys no hand form and no sheet key uses: ``Ctrl+R`` and ``Ctrl+W``
  (Escape, which cancels a form, only keeps the hands read-only, which loses nothing);
- a key typed before the question opened, or in the burst that goes on after it (each
  key less than :data:`TYPED_AHEAD_SECONDS` after the opening or the key before it),
  answers nothing: the player has not read the question yet;
- such keys, and any other key that does not answer, are not dropped silently either:
  the question lists them as not taken, so that the player types them again once the
  file is sorted out. They do not go on to the
  form they were meant for: the question is there because the file is not what the app
  wrote, and a hand recorded now may be dropped by the reload or never saved.

Like :class:`~.confirm.Confirm` it takes every key itself; F1 and ``?`` (read, not typed
ahead) open the help; F2 and Ctrl+Q are the app's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...session.outcomes import Answer
from ...texts import tr
from ..compat import clock
from ..messages import LanguageChanged
from ..read_only import reason_text
from .confirm import HELP_KEYS, open_help
from .typed_ahead import SHOWN_KEYS, TYPED_AHEAD_SECONDS, key_text

if TYPE_CHECKING:
    from ...session.outcomes import SaveError

ANSWERS = {"ctrl+r": Answer.RELOAD, "ctrl+к": Answer.RELOAD, "ctrl+w": Answer.OVERWRITE,
           "ctrl+ц": Answer.OVERWRITE, "escape": Answer.READ_ONLY}
"""Key → the answer (a terminal on the Russian layout sends ``Ctrl+R`` for ``Ctrl+К``;
one that reports the Cyrillic letter answers too)."""

class FileChanged(ModalScreen[Answer]):
    """Ask what to do about ``path``, which ``reason`` says changed (how, or the
    system's reason it cannot be looked at); dismiss with the :class:`Answer`."""

    AUTO_FOCUS = ""
    DEFAULT_CSS = """
    FileChanged { align: center middle; }
    FileChanged > Vertical {
        width: 76; max-width: 95%; height: auto;
        border: thick $error; background: $surface; padding: 0 2;
    }
    FileChanged Static { width: 1fr; height: auto; }
    FileChanged #file-changed-keys { margin-top: 1; }
    FileChanged #file-changed-ahead { margin-top: 1; color: $warning; }
    """

    def __init__(self, path: Path, reason: SaveError) -> None:
        super().__init__(name="file-changed")  # not an id: asked again at once, see Confirm
        self.path = path
        self.reason = reason
        self.opened_at = clock()
        """When the question was put up (Textual's clock, as a key's ``time``)."""
        self.not_taken: list[str] = []
        """The keys typed ahead or answering nothing, as listed (see the module doc)."""
        self._last_ahead = self.opened_at

    def compose(self) -> ComposeResult:
        """The question, the three answers and the keys not taken (none yet)."""
        with Vertical():
            yield Static(self._question(), id="file-changed-question", markup=False)
            yield Static(tr("file_changed_keys"), id="file-changed-keys", markup=False)
            ahead = Static("", id="file-changed-ahead", markup=False)
            ahead.display = False
            yield ahead

    def _question(self) -> str:
        return tr("file_changed", path=self.path.name, reason=reason_text(self.reason))

    def _ahead_text(self) -> str:
        keys = self.not_taken[-SHOWN_KEYS:]
        shown = "".join(k if len(k) == 1 else f" {k} " for k in keys)
        shown = " ".join(shown.split())
        if len(self.not_taken) > SHOWN_KEYS:
            shown = "… " + shown
        return tr("file_changed_ahead", keys=shown)

    @on(LanguageChanged)
    def refresh_language(self) -> None:
        """F2: the question and its keys in the new language."""
        self.query_one("#file-changed-question", Static).update(self._question())
        self.query_one("#file-changed-keys", Static).update(tr("file_changed_keys"))
        if self.not_taken:
            self.query_one("#file-changed-ahead", Static).update(self._ahead_text())

    def typed_ahead(self, event: events.Key) -> bool:
        """Whether ``event`` was typed before the player could read the question: before
        it opened, or in the burst going on since (see :data:`TYPED_AHEAD_SECONDS`)."""
        return event.time < max(self.opened_at, self._last_ahead) + TYPED_AHEAD_SECONDS

    def _not_taken(self, event: events.Key) -> None:
        self._last_ahead = max(self._last_ahead, event.time)
        self.not_taken.append(key_text(event.key, event.character))
        ahead = self.query_one("#file-changed-ahead", Static)
        ahead.update(self._ahead_text())
        ahead.display = True

    async def on_key(self, event: events.Key) -> None:
        """``Ctrl+R``, ``Ctrl+W`` or Escape answer, unless typed ahead; F1 or ``?`` opens
        the help; any other key, and every key typed ahead, is listed as not taken. F2
        switches the language, Ctrl+Q quits (asking about the unsaved hands)."""
        if event.key in ("f2", "ctrl+q"):
            return  # the app's own bindings
        event.stop()
        event.prevent_default()
        if not self.is_active:
            return
        ahead = self.typed_ahead(event)
        if not ahead and event.key in HELP_KEYS:
            await open_help(self)
            return
        answer = None if ahead else ANSWERS.get(event.key)
        if answer is None:
            self._not_taken(event)
            return
        self.dismiss(answer)
