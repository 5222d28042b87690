"""The pulka file (FORMAT.md): parsing, atomic saving, and where files live."""

from .atomic import atomic_write_text
from .pulka_file import FORMAT_NAME, FORMAT_VERSION, PulkaFile, PulkaFileError, dump, load, loads

__all__ = [
    "FORMAT_NAME", "FORMAT_VERSION", "PulkaFile", "PulkaFileError", "atomic_write_text", "dump",
    "load", "loads",
]
