"""What the session's steps come to: enums and small frozen records, never strings.

The session (:class:`~.pulka_session.PulkaSession`) does the file's work and answers with
these; the app and the screens word them (``ui.read_only``, ``ui.session_app``). Nothing
here imports storage or the rules core at import time (the app's first frame comes
before pydantic, issue 6): their types are named for the type checker only.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules import Pulka
    from ..rules.reasons import Reason
    from ..storage import PulkaFileError
    from ..storage.lock import Change, Holder

    SaveError = Change | Reason
    """Why a save failed: how the file changed under the app (:class:`Change`), or the
    system's reason (disk full, a read-only folder…, in either language)."""

    Loaded = tuple[Pulka, dict[str, str | int | None]]
    """A pulka read from its file, and the file's free fields (``META_KEYS``)."""


class Answer(Enum):
    """The table's answer to the file-changed question (issue 17)."""

    RELOAD = auto()
    """Take the file as it now is (the hands typed here since the last save are lost)."""
    OVERWRITE = auto()
    """Keep the hands typed here and write them over the file."""
    READ_ONLY = auto()
    """Keep the hands typed here in memory and write nothing any more."""


class Saved(Enum):
    """How a save (:meth:`~.pulka_session.PulkaSession.save`) went."""

    SAVED = auto()
    """Written (:attr:`~.pulka_session.PulkaSession.save_doubt` says if it may not be
    durable)."""
    SAVED_AGAIN = auto()
    """Written after one or more failed saves: the hands only in memory are safe now."""
    FAILED = auto()
    """Not written (disk full, folder read-only…): the hands stay in memory, ``save_error``
    says why, and the save is to be tried again."""
    CHANGED = auto()
    """Not written: the file is not the one this app wrote; the table is to be asked
    (:attr:`~.pulka_session.PulkaSession.asking`)."""
    NOTHING = auto()
    """Nothing to write: no pulka, read-only, or the question is still open."""


class Answered(Enum):
    """What an :class:`Answer` came to (:meth:`~.pulka_session.PulkaSession.answer`)."""

    RELOADED = auto()
    """The file was read again: its pulka is the session's."""
    OVERWRITTEN = auto()
    """The file is this app's again and a save was tried (:attr:`AnswerOutcome.saved`)."""
    KEPT_READ_ONLY = auto()
    """The session writes nothing any more (:attr:`ReadOnlyWhy.KEPT`)."""
    REFUSED = auto()
    """The file now there could not be taken (another app holds it, a read-only
    folder): the session is read-only, :attr:`~.pulka_session.PulkaSession.read_only`
    says why."""
    NOTHING_TO_RELOAD = auto()
    """``reload`` found no pulka there (deleted, empty, not a pulka): the question is
    open again, about :attr:`~.pulka_session.PulkaSession.question`."""


class ReadOnlyWhy(Enum):
    """Why a session writes nothing."""

    LOCKED = auto()
    """Another app holds the file (:attr:`ReadOnly.holder` names it if its note reads)."""
    CANNOT_WRITE = auto()
    """The file cannot be written here (:attr:`ReadOnly.reason`: a read-only folder, no
    permission, a mount point, not a regular file…)."""
    KEPT = auto()
    """The table chose read-only when the file changed under the app."""
    CHANGED_ON_OPEN = auto()
    """The file changed between its reading and its locking, to something not a pulka:
    shown as it was read, never written."""


@dataclass(frozen=True)
class ReadOnly:
    """Why the session at ``path`` writes nothing; ``holder`` (:attr:`ReadOnlyWhy.LOCKED`)
    and ``reason`` (:attr:`ReadOnlyWhy.CANNOT_WRITE`: the system's words or the lock's
    :class:`~preferans_tui.rules.reasons.Reason`, in either language) when known."""

    why: ReadOnlyWhy
    path: Path
    holder: Holder | None = None
    reason: Reason | None = None

    @classmethod
    def of(cls, error: OSError, path: Path) -> ReadOnly:
        """Why taking the lock of ``path`` failed with ``error`` (:func:`~preferans_tui
        .storage.lock.acquire`'s errors; any other :class:`OSError` by its errno)."""
        from ..rules.reasons import os_error_reason
        from ..storage.lock import PulkaLockedError, PulkaReadOnlyError

        where = Path(getattr(error, "path", path))
        if isinstance(error, PulkaLockedError):
            return cls(ReadOnlyWhy.LOCKED, where, holder=error.holder)
        reason: Any = error.reason if isinstance(error, PulkaReadOnlyError) else None
        return cls(ReadOnlyWhy.CANNOT_WRITE, where, reason=reason or os_error_reason(error))


@dataclass(frozen=True)
class Refusal:
    """Why a file could not be used: the problems of a file that is no pulka (each with
    its hand, field and rule), or the system's error; ``folder``: ``path`` is the data
    folder, which refused a new file."""

    path: Path
    error: PulkaFileError | OSError
    folder: bool = False


@dataclass(frozen=True)
class AnswerOutcome:
    """What an :class:`Answer` came to; ``saved``: how the overwrite's save went;
    ``problems``: why the file found by ``reload`` is no pulka (``None``: it was empty or
    gone)."""

    answered: Answered
    saved: Saved | None = None
    problems: PulkaFileError | None = None


@dataclass(frozen=True)
class Opening:
    """What opening a pulka came to (:meth:`~.pulka_session.PulkaSession.open`).

    ``opened``: the session holds the pulka now (else nothing changed but ``refusal``);
    ``existing``: a file was at the path named on the command line already, or another
    app held the new file, and that file was opened instead of the new pulka;
    ``saved``: how the first save of a new file went (``None``: nothing written);
    ``refusal``: why the file (or the data folder) could not be used, told even when
    the pulka is opened (its file read-only)."""

    opened: bool
    existing: bool = False
    saved: Saved | None = None
    refusal: Refusal | None = None


@dataclass(frozen=True)
class Rescue:
    """Hands only in memory as the app ends without asking (:meth:`~.pulka_session
    .PulkaSession.keep_unsaved_hands`): why the save failed, and the rescue file they
    went to, or the error that kept them from it."""

    reason: str
    path: Path | None = None
    error: str | None = None
