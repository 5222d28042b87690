"""Why an app writes nothing, in a few words: for the sheet's file line and the notice."""

from __future__ import annotations

from .i18n import tr


def read_only_reason(error: OSError) -> str:
    """Why an app is read-only, in a few words (for the file line and the notice)."""
    from ..storage.lock import PulkaLockedError

    if isinstance(error, PulkaLockedError):
        return tr("read_only_locked")
    return str(getattr(error, "reason", None) or error.strerror or error)
