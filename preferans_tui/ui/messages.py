"""Messages the app posts to its screens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from textual.message import Message

if TYPE_CHECKING:
    from ..rules import HandResult

Change = Literal["appended", "undone", "opened", "file"]
"""What changed: a hand ``appended``, the last one ``undone``, another pulka ``opened``
(or the file reloaded), or only the ``file`` (saved again, failed, read-only)."""


class PulkaChanged(Message):
    """The current pulka changed: ``change`` says how, ``result`` is the hand appended."""

    def __init__(self, change: Change, result: HandResult | None = None) -> None:
        super().__init__()
        self.change = change
        self.result = result


class LanguageChanged(Message):
    """The interface language changed: redraw every text."""
