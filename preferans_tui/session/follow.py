"""A pulka file followed as another program saves it, without Textual: ``watch``, and the
table app that opened a file another app holds (read-only).

The scorekeeper's app saves by atomic replace (``storage.atomic``): each save is a new
file (a new inode) under the old name. :class:`FollowedFile` compares the file's
:class:`~preferans_tui.storage.lock.Stamp` (device, inode, size, modification and change
times: one cheap ``stat``) with the one it saw last, and reads the file again with
:func:`~preferans_tui.storage.load`, which only reads: no lock is taken, so a file another
app holds reads fine, and nothing is written. The app decides when to look (a timer) and
where to read (a thread: a long pulka never freezes the view), ``ui.follow``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import Pulka
    from ..storage import PulkaFile, PulkaFileError
    from ..storage.lock import Stamp

    Followed = tuple[PulkaFile, Pulka] | PulkaFileError
    """A read of the followed file: its model and pulka, or why it is no pulka now
    (absent, half written, not a pulka)."""


class FollowedFile:
    """The pulka file ``path``, followed: :meth:`moved` after each change of its stamp,
    :meth:`read` for what it now holds."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._seen: Stamp | None | bool = False  # False: never looked

    def seen_now(self) -> None:
        """The file as it is now was just read: the next change is to be read, not this
        state."""
        from ..storage.lock import Stamp

        self._seen = Stamp.look(self.path)

    def moved(self) -> bool:
        """Whether the file's stamp changed since the last look (the first look: yes);
        a file gone, or one the system cannot stat, has no stamp (``None``)."""
        from ..storage.lock import Stamp

        stamp = Stamp.look(self.path)
        if stamp == self._seen:
            return False
        self._seen = stamp
        return True

    def read(self) -> Followed:
        """What the file holds now (:func:`~preferans_tui.storage.load`; only reads)."""
        from ..storage import PulkaFileError, load

        try:
            return load(self.path)
        except PulkaFileError as exc:
            return exc
