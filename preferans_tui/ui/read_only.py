"""Why an app writes nothing, or why its last save failed, in a few words: for the sheet's
file line, the notices and the questions."""

from __future__ import annotations

from ..texts import said, tr


def read_only_reason(error: OSError) -> str:
    """Why an app is read-only, in a few words (for the file line and the notice)."""
    from ..storage.lock import PulkaLockedError

    if isinstance(error, PulkaLockedError):
        return tr("read_only_locked")
    from ..rules.reasons import os_error_reason

    return said(getattr(error, "reason", None) or os_error_reason(error))


def reason_text(reason: str) -> str:
    """Why a save failed, in the interface language: a :class:`~..storage.lock.Change`
    of the file is worded here; the system's own reason (disk full…) in the language too
    (:func:`~preferans_tui.rules.reasons.os_error_reason`)."""
    from ..storage.lock import Change

    try:
        change = Change(reason)
    except ValueError:
        return said(reason)
    return tr(f"change_{change.name.lower()}")
