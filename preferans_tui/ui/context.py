"""What the screens are given of the app: the session (the open pulka, its file and its
state), the data folder, and the few things a screen asks the app to do.

A screen receives a :class:`TableContext` when it is made (braindrop's screens receive
their data the same way) instead of reading attributes off ``self.app``; the app is the
context (:class:`~.app.PreferansApp` satisfies it, and mypy checks that it does).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from textual import events

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from ..rules import Hand, HandResult, Pulka
    from ..session import PulkaSession
    from .settings import Settings


class TableContext(Protocol):
    """The app as the screens see it."""

    session: PulkaSession
    """The open pulka, its file and its state: read-only, a failed save, saved
    (:class:`~preferans_tui.session.PulkaSession`)."""
    data_folder: Path
    """Where new pulkas, the settings and exported settlements go."""
    settings: Settings | None
    """What the app remembers between runs (``None`` before they are read)."""

    def record_hand(self, hand: HandResult | Hand) -> HandResult:
        """Append a hand (a scored result of a draft, or a record) and save."""

    def undo_hand(self, save: bool = True) -> Hand | None:
        """Remove the last hand (and save, unless ``save`` is false)."""

    def open_pulka(self, pulka: Pulka, path: Path | None, meta: Mapping[str, str | int | None],
                   *, example: bool = False) -> bool:
        """Make ``pulka`` current (``path`` None: a new file; ``example``: a new file of
        the examples' copies) and show its sheet."""

    def tell_copy(self, example: Path, copy: Path) -> None:
        """Say that an example was opened as a copy in the data folder."""

    def notify_words(self, words: Callable[[], str | None], *,
                     severity: SeverityLevel = "information",
                     timeout: float | None = None) -> None:
        """A notice whose words follow the language (``words()``, asked again on F2)."""

    def pass_on_key(self, event: events.Key) -> None:
        """A key a closing screen got after it was done: to the screen on top, in order."""

    def action_help(self) -> None:
        """The help screen."""
