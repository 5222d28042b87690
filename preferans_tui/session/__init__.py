"""The open pulka and its file, without Textual (:class:`PulkaSession`): open, lock, save,
reload, follow, read-only, and the file-changed question's outcome as enums
(:mod:`.outcomes`). The app and its screens hold a session and show it.

Imports neither Textual nor rich; storage and the rules core only where they are used.
"""

from __future__ import annotations

from .follow import FollowedFile
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
from .pulka_session import META_KEYS, PulkaSession, meta_of

__all__ = [
    "META_KEYS", "Answer", "AnswerOutcome", "Answered", "FollowedFile", "Opening",
    "PulkaSession", "ReadOnly", "ReadOnlyWhy", "Refusal", "Rescue", "Saved", "meta_of",
]
