"""The app's settings: ``settings.json`` in the data folder (the language, for now).

A missing or damaged settings file gives the defaults; it never stops the app.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from ..storage import atomic_write_text

SETTINGS_FILE = "settings.json"


class Settings(BaseModel):
    """What the app remembers between runs."""

    model_config = ConfigDict(frozen=True, extra="ignore")
    language: Literal["en", "ru"] | None = None
    """The interface language; ``None`` follows the system locale."""


def settings_path(folder: Path) -> Path:
    """Where the settings of data folder ``folder`` live."""
    return Path(folder) / SETTINGS_FILE


def load_settings(folder: Path) -> Settings:
    """The settings saved in ``folder``, or the defaults if none (or unreadable, or not
    a regular file: a FIFO would block the start)."""
    path = settings_path(folder)
    try:
        if not path.is_file():
            return Settings()
        return Settings.model_validate_json(path.read_bytes())
    except (OSError, ValidationError, ValueError):
        return Settings()


def save_settings(folder: Path, settings: Settings) -> None:
    """Write ``settings`` into ``folder`` atomically.

    Raises:
        OSError: the folder is not writable.
    """
    atomic_write_text(settings_path(folder), settings.model_dump_json(indent=1) + "\n")


def command_language(given: str | None) -> str:
    """The language a command prints in (``settle``, ``check``, ``replay``): ``given``
    (``--lang``), else the one saved in the data folder's settings (the app's F2), else
    the system's (``LC_ALL`` / ``LANG``)."""
    from ..storage.paths import data_dir
    from .i18n import system_language

    if given:
        return given
    try:
        saved = load_settings(data_dir()).language
    except OSError:
        saved = None
    return saved or system_language()
