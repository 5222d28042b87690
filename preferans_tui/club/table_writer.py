"""The table writes to the club as it plays (``preferans-tui FILE --club URL``): after
each save of the pulka file (atomic, as always: the file is the table's truth) the hands
go to the club database OFF the UI's path, in a thread of their own. A SQLite club is
opened for each sync and closed after it (its file may be on a stick taken out between
two hands); a server's connection is kept.

:class:`ClubWriter` keeps only the last file it was told of (a sync sends every hand the
club lacks, and records corrections and undos, :mod:`.writing`), so ten saves while the
server is down are one sync when it is back. While the club cannot be reached it tries
again every :data:`RETRY_SECONDS` and at each save, and :attr:`ClubWriter.trouble` says
why (the URL without its password); a refused file (its hand or rules disagreeing, or
damaged) of a pulka the club knows is also kept in the club (:mod:`.refusals`) for the
director's screen. ``on_change`` is called from the writer's thread
whenever that changes, for the app to redraw the line under the sheet. Nothing here
knows Textual.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .database import Club

RETRY_SECONDS = 5.0
QUIET_SECONDS = 0.3
"""How long the writer waits after a save before it reads the file: the app redraws the
sheet meanwhile, and a sync (the file read and replayed by the rules core) taken at once
fought it for the interpreter (Enter → redrawn 1.2-1.4× slower; the goal is 1.2×)."""
QUIET_AT_MOST = 2.0
"""Saves in quick succession (a burst of hands) wait no longer than this."""


class ClubWriter:
    """Send a pulka file's hands to the club ``url`` in a background thread."""

    def __init__(self, url: str, on_change: Callable[[], None] | None = None,
                 retry_seconds: float = RETRY_SECONDS) -> None:
        self.url = url
        self.on_change = on_change
        self.retry_seconds = retry_seconds
        self.trouble: str | None = None
        """Why the last hands did not reach the club (unreachable, refused), or None."""
        self.sent = 0
        """How many syncs reached the club (for the tests and the curious)."""
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self._path: Path | None = None
        self._asked = 0
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="club-writer", daemon=True)
        self._thread.start()

    def send(self, path: Path) -> None:
        """The file at ``path`` was saved: its hands go to the club (returns at once)."""
        with self._lock:
            self._path = Path(path)
            self._asked += 1
            self._idle.clear()
        self._wake.set()

    def flush(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for every file told of to be sent; True if it
        was (False: the club is unreachable, or slow)."""
        return self._idle.wait(timeout)

    def close(self, timeout: float = 2.0) -> None:
        """Send what is waiting (up to ``timeout`` seconds; not waited for while the club
        cannot be reached: ``club sync`` sends it later), then stop the thread."""
        if self.trouble is None:
            self.flush(timeout)
        self._stopping = True
        self._wake.set()
        self._thread.join(timeout)

    def _set_trouble(self, trouble: str | None) -> None:
        if trouble != self.trouble:
            self.trouble = trouble
            if self.on_change is not None:
                with contextlib.suppress(Exception):  # the app closing: nothing to redraw
                    self.on_change()

    def _quiet(self) -> None:
        """Wait until no save came for :data:`QUIET_SECONDS` (at most
        :data:`QUIET_AT_MOST`), unless the writer is closing."""
        end = time.monotonic() + QUIET_AT_MOST
        while not self._stopping and time.monotonic() < end:
            if not self._wake.wait(min(QUIET_SECONDS, max(0.0, end - time.monotonic()))):
                return
            self._wake.clear()

    def _run(self) -> None:
        """The writer's loop: wait for a save (or the retry), then sync the file. What it
        needs (SQLAlchemy, the rules core) is imported at the first save, not while the
        app starts."""
        club: Club | None = None
        made = False
        while True:
            self._wake.wait(self.retry_seconds if self.trouble else None)
            self._wake.clear()
            if self._stopping:
                break
            self._quiet()
            with self._lock:
                path, asked = self._path, self._asked
            if path is None:
                continue
            club, made, trouble, retry = self._sync(club, made, path)
            self._set_trouble(trouble)
            with self._lock:
                if self._asked == asked and not retry:
                    self._path = None
                    self._idle.set()
        if club is not None:
            club.close()

    def _sync(self, club: Club | None, made: bool, path: Path
              ) -> tuple[Club | None, bool, str | None, bool]:
        """One sync of ``path``: the club kept open (or None), whether the database was
        ever opened, the trouble (None: sent) and whether to try again."""
        from ..storage.pulka_file import PulkaFileError
        from .database import open_club
        from .errors import ClubError, ClubUnreachable, HandDisagrees, RulesDisagree
        from .reading import read_pulka_file
        from .writing import store_pulka

        pulka_id: str | None = None
        try:
            if club is None:
                club = open_club(self.url, create=not made)
                made = True
            try:
                record = read_pulka_file(path)
            except PulkaFileError as exc:  # damaged: the club remembers it, if it knows it
                self._remember(club, path, exc)
                raise
            pulka_id = record.id
            store_pulka(club, record, mode="sync")
            self.sent += 1
            if club.dialect == "sqlite":  # a file (on a stick?) is not held open
                club.close()
                club = None
            return club, made, None, False
        except (RulesDisagree, HandDisagrees) as exc:
            self._remember(club, pulka_id, exc)
            return club, made, str(exc), False
        except ClubUnreachable as exc:
            if club is not None:
                club.close()
            return None, made, str(exc), True
        except ClubError as exc:  # not a club database, a newer schema: said, kept trying
            return club, made, str(exc), True
        except (PulkaFileError, OSError):
            return club, made, None, False  # the file is the app's to tell about

    @staticmethod
    def _remember(club: Club | None, pulka: str | Path | None, error: Exception) -> None:
        """The club keeps the refusal for the director's screen (:mod:`.refusals`): of
        the pulka ``pulka`` (its id), or of a damaged file at the path ``pulka`` (the
        pulka it names or the event table it is of); a club failing now says nothing
        more than the refusal already does."""
        from .errors import ClubError
        from .refusals import remember_error, remember_file_error

        if club is not None:
            with contextlib.suppress(ClubError):
                if isinstance(pulka, Path):
                    remember_file_error(club, pulka, error)
                else:
                    remember_error(club, pulka, error)
