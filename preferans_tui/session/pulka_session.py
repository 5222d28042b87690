"""The open pulka and its file, without Textual: open, lock, save, reload, follow,
read-only, and what the table answered when the file changed (issues 3, 5, 17).

Every save goes through the file's lock (:meth:`~preferans_tui.storage.lock.PulkaLock
.save`), which first checks that the file on disk is still the one this session wrote.
A save that fails (disk full, folder made read-only) keeps the hands in memory
(:attr:`PulkaSession.save_error`) and is to be tried again until it works; a file that
another program replaced, changed or deleted stops the saving until the table answers
(:meth:`PulkaSession.answer`): reload it, overwrite it, or keep read-only. A file the
session cannot lock — another app holds it, its folder is read-only — is kept read-only
(:attr:`PulkaSession.read_only` says why) and may be followed as the other app saves it
(:class:`~.follow.FollowedFile`). An example of ``saves/`` is opened as a copy in the
data folder's ``examples`` subfolder, never written to.

The steps answer with :mod:`.outcomes`' enums and records; the app words them. Storage
and the rules core (pydantic) are imported where they are used, so the app's first
frame comes before them (issue 6).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING
from uuid import uuid4

from .examples import is_example
from .outcomes import (
    Answer,
    Answered,
    AnswerOutcome,
    Opening,
    ReadOnly,
    ReadOnlyWhy,
    Refusal,
    Rescue,
    Saved,
)

if TYPE_CHECKING:
    from ..rules import Hand, HandResult, Pulka
    from ..storage import PulkaFile, PulkaFileError
    from ..storage.encode import PulkaText
    from ..storage.lock import PulkaLock, Stamp
    from .follow import Followed
    from .outcomes import Loaded, SaveError

META_KEYS = ("id", "title", "created", "notes", "deals_limit")
"""The pulka file's free fields kept beside the hands (FORMAT.md; ``deals_limit``, an
event table's length in deals: README, "The pulka file")."""


def meta_of(model: PulkaFile) -> dict[str, str | int | None]:
    """The free fields (:data:`META_KEYS`) of a pulka file's model."""
    return {k: getattr(model, k) for k in META_KEYS}


class PulkaSession:
    """The current pulka and its file (see the module doc).

    ``path``: the file named on the command line (``None``: a new pulka goes to a new
    file of the data folder). Nothing is read or locked until :meth:`take_loaded` or
    :meth:`open`; :meth:`close` lets the pulka go (its lock released).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path: Path | None = Path(path) if path else None
        """The pulka's file (``None`` until a new pulka is saved)."""
        self.pulka: Pulka | None = None
        """The open pulka (``None`` on the start screen)."""
        self.meta: dict[str, str | int | None] = {}
        """The file's id, title, creation time, notes and deals limit (:data:`META_KEYS`)."""
        self.lock: PulkaLock | None = None
        """The file's lock while this session may write it."""
        self.read_only: ReadOnly | None = None
        """Why this session writes nothing, or ``None`` when it may."""
        self.copied_from: Path | None = None
        """The example of ``saves/`` this pulka is a copy of (never written to)."""
        self.save_error: SaveError | None = None
        """Why the last save failed; ``None`` once a save succeeds: hands entered since
        are in memory only."""
        self.save_doubt: str | None = None
        """Why the last save, made, may not be durable (the folder's fsync failed: a
        power cut may undo it), or ``None``."""
        self.saved = False
        """Whether this session has written the current pulka's file (a save that
        worked); False right after a file is opened or reloaded: it was only read."""
        self.question: SaveError | None = None
        """What the open file-changed question is about (how the file changed), or
        ``None`` when none is open (:attr:`asking`)."""
        self.following = False
        """The file, opened read-only, is followed as another app saves it."""
        self._text: PulkaText | None = None

    def text_of(self, key: str) -> str | None:
        """The free text ``key`` of the file (``title``, ``created``, ``notes``), or
        ``None``."""
        value = self.meta.get(key)
        return value if isinstance(value, str) else None

    @property
    def deals_limit(self) -> int | None:
        """The event table's length in deals (README, "The pulka file"), or ``None``."""
        value = self.meta.get("deals_limit")
        return value if isinstance(value, int) else None

    @property
    def limit_reached(self) -> bool:
        """The pulka has played the event's deals (:attr:`deals_limit`): the table stops."""
        from ..ledger.complete import limit_reached

        return self.pulka is not None and limit_reached(self.pulka, self.deals_limit)

    @property
    def asking(self) -> bool:
        """The file changed under the session and the table has not answered yet:
        nothing is saved meanwhile."""
        return self.question is not None

    # -- the lock --------------------------------------------------------------------------
    def lock_file(self, path: Path, *, create: bool = False) -> None:
        """Hold the lock of ``path``; if it cannot be had (held elsewhere, a read-only
        folder, a mount point), the session is read-only and :attr:`read_only` says why.
        Temporary files a killed save left beside it are removed."""
        from ..storage.atomic import remove_stale_temporaries
        from ..storage.lock import acquire

        if self.lock is not None and self.lock.path == Path(path):
            return
        self.release()
        self.read_only = None
        try:
            self.lock = acquire(path, create=create)
        except OSError as exc:
            self.read_only = ReadOnly.of(exc, Path(path))
            return
        remove_stale_temporaries(path)

    def release(self) -> None:
        """Let go of the lock (the pulka stays, read-only in effect); safe to call twice."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def read_locked(self) -> Loaded | PulkaFileError | None:
        """The pulka in the locked file (the very file held, whatever the name points at
        by now) and its meta; the file's problems if it is not a pulka; ``None`` if it is
        empty (a new file). Nothing of the session changes."""
        from ..storage import PulkaFileError, loads
        from ..storage.check import MAX_BYTES

        assert self.lock is not None
        data = self.lock.read_bytes(MAX_BYTES)
        if not data.strip():
            return None
        try:
            model, pulka = loads(data, str(self.lock.path))
        except PulkaFileError as exc:
            return exc
        return pulka, meta_of(model)

    # -- opening -------------------------------------------------------------------------------
    def take_loaded(self, model: PulkaFile, pulka: Pulka, data_folder: Path, *,
                    stamp: Stamp | None = None, text: PulkaText | None = None
                    ) -> PulkaFileError | None:
        """Make the file read at start-up (at :attr:`path`) current and take its lock;
        returns the problems to tell of a file that changed into no pulka before the lock
        was taken (then it is read-only, :attr:`ReadOnlyWhy.CHANGED_ON_OPEN`), else None.

        ``stamp``: the file as it was read; one changed before the lock was taken is read
        again through the lock. ``text``: its hands encoded (a save encodes only new
        ones). An example of ``saves/`` becomes a copy in ``data_folder``'s ``examples``
        subfolder: the caller saves it (:meth:`save`, when :attr:`copied_from` is set).

        Raises:
            OSError: the data folder refuses the example's copy (nothing is locked).
        """
        from ..storage.paths import example_copy_path

        assert self.path is not None
        self.pulka, self.meta, self._text = pulka, meta_of(model), text
        self.saved = False  # read, not written (an example's copy is written by the caller)
        if is_example(self.path):
            self.copied_from = self.path
            self.path = example_copy_path(data_folder, datetime.now())
        self.lock_file(self.path, create=self.copied_from is not None)
        if self.lock is None or self.copied_from is not None or stamp == self.lock.stamp:
            return None
        reread = self.read_locked()  # written meanwhile: what is locked is what counts
        if isinstance(reread, tuple):
            self.pulka, self.meta = reread
            return None
        self.read_only = ReadOnly(ReadOnlyWhy.CHANGED_ON_OPEN, self.path)
        self.release()  # not a pulka any more: shown as read, never written
        return reread

    def open(self, pulka: Pulka, path: Path | None, meta: Mapping[str, str | int | None],
             data_folder: Path, *, example: bool = False) -> Opening:
        """Make ``pulka`` current (:attr:`Opening.opened`), its file locked and, if new,
        written at once.

        ``path`` None: a new pulka, saved to the file named on the command line
        (:attr:`path`) or to a new file of ``data_folder``; ``example``: a copy of an
        example of ``saves/``, saved to a new file of its ``examples`` subfolder (never
        counted as an evening played). The lock is taken BEFORE anything is written: a
        file another app holds is shown read-only, never written; a file written
        meanwhile is opened as it is, not overwritten (:attr:`Opening.existing`).
        """
        from ..storage.paths import example_copy_path, new_pulka_path

        meta = {k: meta.get(k) for k in META_KEYS}
        refusal: Refusal | None = None
        existing = False
        if path is not None:
            self.lock_file(path)
            reread = self.read_locked() if self.lock is not None else None
            if isinstance(reread, tuple):
                pulka, meta = reread  # the file as locked, not as listed a moment ago
            elif reread is not None:
                refusal = Refusal(path, reread)
        else:
            # named on the command line, absent at launch (never an example's copy)
            given = None if example else self.path
            try:
                path = given or (example_copy_path if example else new_pulka_path)(
                    data_folder, datetime.now())
            except OSError as exc:  # a data folder the system refuses
                return Opening(False, refusal=Refusal(data_folder, exc, folder=True))
            meta["created"] = meta["created"] or datetime.now().isoformat(timespec="seconds")
            meta["id"] = str(uuid4())  # a new pulka (an example's copy too): its own id
            self.lock_file(path, create=True)
            taken = given is not None and path.exists() and path.stat().st_size > 0
            if taken or self.read_only is not None:
                opened = self._read_existing(path)
                if isinstance(opened, Refusal):
                    refusal = opened
                    if taken:
                        self.release()
                        return Opening(False, refusal=refusal)
                elif opened is not None:
                    pulka, meta = opened
                    existing = self.read_only is None
                elif taken:
                    self.release()
                    return Opening(False)
        self.pulka, self.meta, self.path = pulka, meta, path
        self.saved = False  # a file opened is only read; a new one is written at once
        saved = None
        if not path.exists() or path.stat().st_size == 0:
            saved = self.save()  # a new file: written at once (never when read-only)
        return Opening(True, existing=existing, saved=saved, refusal=refusal)

    @staticmethod
    def _read_existing(path: Path) -> Loaded | Refusal | None:
        """The pulka in ``path`` and its meta; why not (:class:`Refusal`); None if there
        is no file."""
        from ..storage import PulkaFileError, load

        if not path.exists():
            return None
        try:
            model, pulka = load(path)
        except (PulkaFileError, OSError) as exc:
            return Refusal(path, exc)
        return pulka, meta_of(model)

    def close(self) -> None:
        """Let go of the pulka (back to the start screen): its lock is released, so it can
        be opened again, here or elsewhere; nothing is saved (every hand was, as it was
        recorded; hands a failed save left in memory are dropped: the table was asked
        first). A new pulka then goes to a new file of the data folder."""
        self.release()
        self.pulka = None
        self.path = None
        self.meta = {}
        self.read_only = None
        self.copied_from = None
        self.save_error = None
        self.save_doubt = None
        self.question = None
        self.following = False
        self._text = None

    # -- saving ----------------------------------------------------------------------------
    def save(self) -> Saved:
        """Write the pulka file (atomically, through the lock) and say how it went.

        A failure is kept in :attr:`save_error` until a save succeeds; a file changed by
        another program is not written and the question is open (:attr:`question`).
        """
        from ..rules.reasons import Reason, os_error_reason
        from ..storage.encode import PulkaText
        from ..storage.lock import PulkaChangedError

        if self.pulka is None or self.path is None or self.read_only or self.asking:
            return Saved.NOTHING
        if self._text is None:
            self._text = PulkaText()  # keeps each hand's text: a save encodes the new ones
        try:
            if self.lock is None:
                raise OSError(Reason.plain("read-only"))
            self.lock.save(self._text.encode(self.pulka, **self.meta))
        except PulkaChangedError as exc:
            self.save_error = self.question = exc.reason
            return Saved.CHANGED
        except OSError as exc:
            self.save_error = os_error_reason(exc)  # in either language
            return Saved.FAILED
        self.saved = True
        self.save_doubt = self.lock.unsynced
        again = self.save_error is not None
        self.save_error = None
        return Saved.SAVED_AGAIN if again else Saved.SAVED

    def record(self, hand: HandResult | Hand) -> tuple[HandResult, Saved]:
        """Append ``hand`` and save: a result a hand draft scored is appended as it is
        (:meth:`Pulka.append_result`), a record is checked and scored first.

        Raises:
            PulkaError: the core refuses the hand, the result was scored against another
                state of the pulka, or the session is read-only; nothing changes.
        """
        from ..rules import HandResult, PulkaError

        assert self.pulka is not None
        if self.read_only:
            raise PulkaError(f"{self.read_only.path}: read-only")
        if isinstance(hand, HandResult):
            result = self.pulka.append_result(hand)
        else:
            result = self.pulka.append(hand)
        return result, self.save()

    def undo(self, *, save: bool = True) -> tuple[Hand | None, Saved | None]:
        """Remove the last hand (rule 4.2.9) and save (``save=False``, a correction: only
        in memory; the file keeps the hand until the corrected one is recorded).
        ``(None, None)`` when there is no hand or the session is read-only."""
        if self.pulka is None or not len(self.pulka) or self.read_only:
            return None, None
        hand = self.pulka.undo()
        return hand, self.save() if save else None

    def answer(self, answer: Answer) -> AnswerOutcome:
        """The table's answer to the file-changed question (issue 17).

        ``RELOAD`` with no pulka to reload — the file deleted, or what is there now empty
        or not a pulka — opens the question again (:attr:`Answered.NOTHING_TO_RELOAD`), so
        that the hands can still be written (an adversary's finding: it made an empty
        file and left them in memory only).
        """
        from ..storage.lock import Change

        self.question = None
        lock = self.lock
        if answer is Answer.RELOAD and lock is not None and lock.changed() == Change.DELETED:
            self.question = Change.DELETED  # nothing to reload, nothing made
            return AnswerOutcome(Answered.NOTHING_TO_RELOAD)
        if answer is not Answer.READ_ONLY and lock is not None:
            try:
                lock.take_over()  # the file now there is this session's, if no one holds it
            except OSError as exc:
                self.read_only = ReadOnly.of(exc, self.path or Path())
                self.release()
                return AnswerOutcome(Answered.REFUSED)
            if answer is Answer.OVERWRITE:
                return AnswerOutcome(Answered.OVERWRITTEN, saved=self.save())
            reread = self.read_locked()
            if not isinstance(reread, tuple):  # empty, or not a pulka
                self.question = Change.EDITED
                return AnswerOutcome(Answered.NOTHING_TO_RELOAD, problems=reread)
            self.pulka, self.meta = reread
            self.save_error = None
            self.saved = False  # read again, not written: "every hand is saved here"
            return AnswerOutcome(Answered.RELOADED)
        self.read_only = ReadOnly(ReadOnlyWhy.KEPT, self.path or Path())
        self.release()  # keep read-only: the hands typed here stay in memory
        return AnswerOutcome(Answered.KEPT_READ_ONLY)

    def keep_unsaved_hands(self, data_folder: Path | None) -> Rescue | None:
        """The app ends without asking (SIGTERM, SIGHUP, its terminal gone) over hands a
        failed save left in memory only (:attr:`save_error`): one more save; if it fails
        too, the whole pulka goes to a rescue file (:mod:`~preferans_tui.storage.rescue`:
        ``data_folder``'s ``rescued/``, else the temporary folder, never over a file).
        ``None``: nothing was at risk, or the save worked.

        Safe from another thread than the app's event loop.
        """
        from ..storage.encode import PulkaText
        from ..storage.rescue import rescue_places, write_rescue

        pulka, path = self.pulka, self.path
        if self.save_error is None or pulka is None:
            return None
        reason = str(self.save_error)
        data = (self._text or PulkaText()).encode(pulka, **self.meta)
        if self.lock is not None and not self.read_only and not self.asking:
            try:
                self.lock.save(data)
                return None
            except OSError as exc:
                reason = exc.strerror or str(exc)
        name = path.name if path is not None else "pulka.json"
        try:
            rescue = write_rescue(data, name, rescue_places(data_folder))
        except OSError as exc:
            return Rescue(reason, error=exc.strerror or str(exc))
        return Rescue(reason, path=rescue)

    # -- following -------------------------------------------------------------------------
    def follow(self) -> bool:
        """Whether the pulka just opened read-only — another app holds its file, or it
        cannot be written here — is to be followed as the other app saves it (then
        :attr:`following`). A session that chose read-only over hands typed here
        (:attr:`ReadOnlyWhy.KEPT`) never follows: they stay."""
        read_only = self.read_only
        if read_only is None or read_only.why is ReadOnlyWhy.KEPT or self.path is None \
                or self.following:
            return False
        self.following = True
        return True

    def take_followed(self, outcome: Followed) -> bool:
        """The followed file read again: its pulka is the session's (True); a read that
        failed (a file half written, gone a moment) keeps the pulka until the next
        change (False)."""
        from ..storage import PulkaFileError

        if isinstance(outcome, PulkaFileError) or self.pulka is None:
            return False
        model, self.pulka = outcome
        self.meta = meta_of(model)
        return True
