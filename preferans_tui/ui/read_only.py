"""Why an app writes nothing, or why its last save failed, in a few words: for the sheet's
file line, the notices and the questions."""

from __future__ import annotations

from .i18n import tr


def read_only_reason(error: OSError) -> str:
    """Why an app is read-only, in a few words (for the file line and the notice)."""
    from ..storage.lock import PulkaLockedError

    if isinstance(error, PulkaLockedError):
        return tr("read_only_locked")
    return str(getattr(error, "reason", None) or error.strerror or error)


def reason_text(reason: str) -> str:
    """Why a save failed, in the interface language: a :class:`~..storage.lock.Change`
    of the file is worded here; the system's own reason (disk full…) is shown as given."""
    from ..storage.lock import Change

    try:
        change = Change(reason)
    except ValueError:
        return reason
    return tr(f"change_{change.name.lower()}")
