"""The question asked when the pulka file is no longer the one this app wrote (issue 17).

Another program replaced, changed or deleted the file: nothing was saved, the hands are
still in memory, and the table chooses: ``r`` reload the file, ``w`` keep these hands and
overwrite it, ``v`` or Escape keep them read-only. Like :class:`~.confirm.Confirm` it
takes every key itself (the Russian layout's letters too); other keys change nothing.
"""

from __future__ import annotations

from pathlib import Path

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..i18n import tr
from ..messages import LanguageChanged
from ..read_only import reason_text
from .confirm import HELP_KEYS, open_help

ANSWERS = {"r": "reload", "к": "reload", "w": "overwrite", "ц": "overwrite",
           "v": "read-only", "м": "read-only", "escape": "read-only"}
"""Key (Latin, the same key on the Russian layout, or Escape) → the answer."""


class FileChanged(ModalScreen[str]):
    """Ask what to do about ``path``, which ``reason`` says changed; dismiss with
    ``"reload"``, ``"overwrite"`` or ``"read-only"``."""

    AUTO_FOCUS = ""
    DEFAULT_CSS = """
    FileChanged { align: center middle; }
    FileChanged > Vertical {
        width: 76; max-width: 95%; height: auto;
        border: thick $error; background: $surface; padding: 0 2;
    }
    FileChanged Static { width: 1fr; height: auto; }
    FileChanged #file-changed-keys { margin-top: 1; }
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(id="file-changed")
        self.path = path
        self.reason = reason

    def compose(self) -> ComposeResult:
        """The question and the three answers."""
        with Vertical():
            yield Static(self._question(), id="file-changed-question", markup=False)
            yield Static(tr("file_changed_keys"), id="file-changed-keys", markup=False)

    def _question(self) -> str:
        return tr("file_changed", path=self.path.name, reason=reason_text(self.reason))

    @on(LanguageChanged)
    def refresh_language(self) -> None:
        """F2: the question and its keys in the new language."""
        self.query_one("#file-changed-question", Static).update(self._question())
        self.query_one("#file-changed-keys", Static).update(tr("file_changed_keys"))

    async def on_key(self, event: events.Key) -> None:
        """``r``, ``w``, ``v`` or Escape answer; F2 switches the language, Ctrl+Q quits
        (asking about the unsaved hands), F1 or ``?`` opens the help; any other key is
        ignored."""
        if event.key in ("f2", "ctrl+q"):
            return  # the app's own bindings
        event.stop()
        event.prevent_default()
        if event.key in HELP_KEYS and self.is_active:
            await open_help(self)
            return
        answer = ANSWERS.get(event.key) or ANSWERS.get((event.character or "").lower())
        if answer is not None and self.is_active:
            self.dismiss(answer)
