"""The pulka file (FORMAT.md): parsing, atomic saving, and where files live.

The names below are loaded when first used (PEP 562), so that a module of this package
that needs neither pydantic nor the rules core (:mod:`.paths`, :mod:`.atomic`,
:mod:`.ledger_paths`) is imported without them: ``stats`` answers from its last run
before those are loaded (issue 15).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .atomic import atomic_write_text
    from .lock import (
        PulkaChangedError,
        PulkaLock,
        PulkaLockedError,
        PulkaReadOnlyError,
        acquire,
    )
    from .pulka_file import (
        FORMAT_NAME,
        FORMAT_VERSION,
        PulkaFile,
        PulkaFileError,
        dump,
        load,
        loads,
    )

_HOME = {
    "atomic_write_text": "atomic",
    "PulkaLock": "lock", "PulkaLockedError": "lock", "acquire": "lock",
    "PulkaChangedError": "lock", "PulkaReadOnlyError": "lock",
    "FORMAT_NAME": "pulka_file", "FORMAT_VERSION": "pulka_file", "PulkaFile": "pulka_file",
    "PulkaFileError": "pulka_file", "dump": "pulka_file", "load": "pulka_file",
    "loads": "pulka_file",
}

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "PulkaFile", "PulkaFileError", "PulkaLock",
    "PulkaChangedError", "PulkaLockedError", "PulkaReadOnlyError", "acquire",
    "atomic_write_text", "dump", "load", "loads",
]


def __getattr__(name: str) -> Any:
    """``storage.load`` and the other names of ``__all__``, from their module."""
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
