"""Following a pulka file as another app saves it: ``watch``, and the table app that
opened a file another app holds (read-only).

:class:`FileFollower` drives a :class:`~preferans_tui.session.follow.FollowedFile` (the
file's stamp compared, the file read again, no Textual) from the app: a look a few times
a second by a timer — a cheap ``stat``, no busy loop — and, when the stamp moved, a read
in a thread worker (a long pulka never freezes the view). Each read, good or not, goes to
the follower's owner; a change during a read is seen by the look that follows it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..session.follow import FollowedFile

if TYPE_CHECKING:
    from textual.app import App
    from textual.timer import Timer

    from ..session.follow import Followed as Outcome

POLL_SECONDS = 0.3
"""How often the file's stamp is compared: a save shows within about this long (plus
the read), well under the second issue 14 asks for."""


class FileFollower:
    """Follows the pulka file ``path`` for ``app``: after each change of its stamp a
    read in a thread, whose outcome — ``(PulkaFile, Pulka)`` or the
    :class:`~preferans_tui.storage.PulkaFileError` of a file absent, half-written or not
    a pulka — is awaited as ``took(outcome)`` on the event loop. ``poll``: seconds
    between two looks."""

    def __init__(self, app: App[Any], path: Path,
                 took: Callable[[Outcome], Awaitable[None]], *,
                 poll: float = POLL_SECONDS) -> None:
        self.app = app
        self.path = Path(path)
        self.file = FollowedFile(self.path)
        self.took = took
        self.poll_seconds = poll
        self.reads = 0
        """How many reads of the file are done and handed over (good or not)."""
        self._reading = False
        self._timer: Timer | None = None
        self.stopped = False

    def start(self, *, read_now: bool = True) -> None:
        """Look now, then every ``poll`` seconds. ``read_now`` False: the file as it is
        now was just read by the owner (the next change is read, not this state)."""
        if not read_now:
            self.file.seen_now()
        self.look()
        self._timer = self.app.set_interval(self.poll_seconds, self.look)

    def stop(self) -> None:
        """Look no more; a read under way is not handed over."""
        self.stopped = True
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def look(self) -> None:
        """Read the file again if its stamp changed and no read is under way."""
        if self._reading or self.stopped or not self.file.moved():
            return
        self._reading = True
        self.app.run_worker(self._read, thread=True, group="follow-read")

    def _read(self) -> None:
        """:meth:`FollowedFile.read` off the event loop, then :meth:`_took`."""
        outcome = self.file.read()
        try:
            # mypy solves call_from_thread's ``T | Awaitable[T]`` for this coroutine as
            # Never: the callback is passed untyped (Textual awaits it either way)
            self.app.call_from_thread(cast(Any, self._took), outcome)
        except RuntimeError:
            if self.app.is_running:
                raise  # _took's own error, not "the app was closed meanwhile"

    async def _took(self, outcome: Outcome) -> None:
        if self.stopped:
            return
        await self.took(outcome)
        self.reads += 1
        self._reading = False
        self.look()
