"""Why an app writes nothing, or why its last save failed, in a few words: for the sheet's
file line, the notices and the questions. The session's records say which (no reason is
parsed back from its words)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..session.outcomes import ReadOnlyWhy
from ..texts import said, tr

if TYPE_CHECKING:
    from ..session.outcomes import ReadOnly, SaveError

WHY_KEYS = {ReadOnlyWhy.LOCKED: "read_only_locked", ReadOnlyWhy.KEPT: "file_kept_read_only",
            ReadOnlyWhy.CHANGED_ON_OPEN: "changed_on_open"}
"""The words of each :class:`~preferans_tui.session.outcomes.ReadOnlyWhy` but
``CANNOT_WRITE``, whose reason is the system's (or the lock's)."""


def read_only_reason(read_only: ReadOnly) -> str:
    """Why an app is read-only, in a few words (for the file line and the notice)."""
    key = WHY_KEYS.get(read_only.why)
    if key is not None:
        return tr(key)
    return said(read_only.reason or "")


def reason_text(reason: SaveError) -> str:
    """Why a save failed, in the interface language: a :class:`~..storage.lock.Change` of
    the file is worded here; the system's own reason (disk full…) in the language too
    (:func:`~preferans_tui.rules.reasons.os_error_reason`)."""
    from ..storage.lock import Change

    if isinstance(reason, Change):
        return tr(f"change_{reason.name.lower()}")
    return said(reason)
