"""The pulka file (FORMAT.md): parsing, atomic saving, and where files live."""

from .atomic import atomic_write_text
from .lock import PulkaLock, PulkaLockedError, acquire
from .pulka_file import FORMAT_NAME, FORMAT_VERSION, PulkaFile, PulkaFileError, dump, load, loads

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "PulkaFile", "PulkaFileError", "PulkaLock",
    "PulkaLockedError", "acquire", "atomic_write_text", "dump", "load", "loads",
]
