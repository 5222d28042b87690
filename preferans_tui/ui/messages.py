"""Messages the app posts to its screens."""

from __future__ import annotations

from textual.message import Message


class PulkaChanged(Message):
    """The current pulka changed (a hand added or undone, another pulka opened)."""


class LanguageChanged(Message):
    """The interface language changed: redraw every text."""
