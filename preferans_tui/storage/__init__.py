"""The pulka file (FORMAT.md): parsing, atomic saving, and where files live."""

from .atomic import atomic_write_text
from .lock import PulkaChangedError, PulkaLock, PulkaLockedError, PulkaReadOnlyError, acquire
from .pulka_file import FORMAT_NAME, FORMAT_VERSION, PulkaFile, PulkaFileError, dump, load, loads

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "PulkaFile", "PulkaFileError", "PulkaLock",
    "PulkaChangedError", "PulkaLockedError", "PulkaReadOnlyError", "acquire",
    "atomic_write_text", "dump", "load", "loads",
]
