"""The app's settings: ``settings.json`` in the data folder: the language, the pulka
files the app opened or started lately (:attr:`Settings.recent`), wherever they are, and
the club database the table writes to (:attr:`Settings.club`, ``club use URL``), and the
last table's players and rules (:attr:`Settings.table`), which the start screen offers.

A missing or damaged settings file gives the defaults; it never stops the app. A damaged
one is reported (:func:`read_settings`) and never overwritten (:func:`save_app_settings`):
it may hold what the user wants back.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..storage import atomic_write_text
from ..storage.atomic import remove_stale_temporaries
from ..storage.regular import read_regular

if TYPE_CHECKING:
    from ..rules import Pulka

SETTINGS_FILE = "settings.json"
SETTINGS_BYTES = 1024 * 1024
"""A settings file larger than this (20 paths of 4,096 characters are ~100 KB) is not
the app's: the defaults are used."""
RECENT_KEPT = 20
"""How many opened pulkas the settings remember (the start screen lists 20)."""
CLUB_CHARS = 4096
"""A stored club URL longer than this is not one ``club use`` wrote."""


class OpenedPulka(BaseModel):
    """A pulka file the app opened or started, and when. Read from the settings file,
    so untrusted: the path is shown only through ``untrusted.visible_path``."""

    model_config = ConfigDict(frozen=True, extra="ignore")
    path: str = Field(max_length=4096)
    """The file, as an absolute path."""
    opened: datetime
    """When the app last opened it."""


class LastTable(BaseModel):
    """The players (in seat order) and rules of the pulka opened or started last: the
    start screen's new-pulka form is filled with them when the app starts (as it is after
    Ctrl+O from a sheet). Read from the settings file, so untrusted: the names and rules
    are checked again where used (:meth:`Settings.last_table`)."""

    model_config = ConfigDict(frozen=True, extra="ignore")
    players: tuple[str, ...] = Field(min_length=3, max_length=4)
    rules: dict[str, Any]
    """The rules as a pulka file holds them (``RuleOptions.to_file``)."""


class SettingsDamaged(OSError):
    """The settings file is there but is not the app's settings: the app does not write
    over it (the user may want what it holds back)."""


class Settings(BaseModel):
    """What the app remembers between runs."""

    model_config = ConfigDict(frozen=True, extra="ignore")
    language: Literal["en", "ru"] | None = None
    """The interface language; ``None`` follows the system locale."""
    recent: tuple[OpenedPulka, ...] = ()
    """The pulka files opened or started lately, the latest first, at most
    :data:`RECENT_KEPT`: a file opened by its path outside the data folder is listed
    among the recent pulkas too (a new user found no way back to it after Ctrl+O)."""

    club: str | None = None
    """The club database's URL (``preferans-tui club use URL``): the app writes each hand
    there and its ledger opens it, ``stats`` and the ``club`` commands read it, unless
    ``--club`` or ``$PREFERANS_TUI_CLUB`` names another. Never a password (the file is
    plain text, :func:`~preferans_tui.club.urls.storable_url`). Read from the file, so
    untrusted: checked where used (:meth:`club_url`)."""

    table: LastTable | None = None
    """The last table's players and rules (:class:`LastTable`), or ``None``."""

    @field_validator("table", mode="before")
    @classmethod
    def _table(cls, value: Any) -> Any:
        """A table that is not one the app wrote (a file edited by hand) is dropped; the
        other settings stay."""
        try:
            return None if value is None else LastTable.model_validate(value)
        except ValidationError:
            return None

    def with_table(self, players: tuple[str, ...] | list[str], rules: dict[str, Any]
                   ) -> Settings:
        """These settings remembering ``players`` (seat order) and ``rules`` (as a pulka
        file holds them) as the last table."""
        return self.model_copy(update={"table": LastTable(players=tuple(players),
                                                          rules=rules)})

    def last_table(self) -> Pulka | None:
        """The last table as an empty pulka the start screen fills its form from, or
        ``None``: none remembered, or names or rules this version refuses."""
        if self.table is None:
            return None
        from ..rules import Pulka, PulkaError, RuleOptions

        try:
            return Pulka(self.table.players, RuleOptions.model_validate(self.table.rules))
        except (PulkaError, ValidationError, ValueError):
            return None

    @field_validator("club", mode="before")
    @classmethod
    def _club_text(cls, value: Any) -> Any:
        """A club that is no text, or too long (a file edited by hand), is kept as ``""``:
        no URL, said where it is used; the other settings stay."""
        if value is None or (isinstance(value, str) and len(value) <= CLUB_CHARS):
            return value
        return ""

    def club_url(self) -> tuple[str | None, str | None]:
        """The club chosen (:attr:`club`), checked as ``club use`` checks it: ``(url,
        None)``, or ``(None, why)`` for a stored value that cannot be used (the reason
        names it without a password, and through ``untrusted.visible``), or ``(None,
        None)`` when no club is chosen."""
        if self.club is None:
            return None, None
        from ..club.errors import NotADatabase
        from ..club.urls import storable_url
        from ..untrusted import visible

        try:
            return storable_url(self.club), None
        except NotADatabase as exc:
            return None, visible(str(exc))

    @field_validator("recent", mode="before")
    @classmethod
    def _kept(cls, value: Any) -> Any:
        """A longer list (a file edited by hand) keeps its first :data:`RECENT_KEPT`."""
        return value[:RECENT_KEPT] if isinstance(value, list | tuple) else value

    def opening(self, path: Path, when: datetime | None = None) -> Settings:
        """These settings with ``path`` first in :attr:`recent` (opened ``when``, by
        default now), any older mention of it dropped, the list cut at :data:`RECENT_KEPT`."""
        where = os.path.abspath(path)
        now = OpenedPulka(path=where, opened=when or datetime.now(UTC))
        kept = [p for p in self.recent if p.path != where][:RECENT_KEPT - 1]
        return self.model_copy(update={"recent": (now, *kept)})

    def opened_at(self) -> dict[str, float]:
        """:attr:`recent` as ``storage.paths.recent_pulkas`` takes it: path → when opened
        (POSIX seconds)."""
        return {p.path: p.opened.timestamp() for p in self.recent}


def settings_path(folder: Path) -> Path:
    """Where the settings of data folder ``folder`` live."""
    return Path(folder) / SETTINGS_FILE


def load_settings(folder: Path) -> Settings:
    """The settings saved in ``folder``, or the defaults if none (or unreadable, or not
    a regular file: a FIFO would block the start)."""
    return read_settings(folder)[0]


def read_settings(folder: Path) -> tuple[Settings, str | None]:
    """The settings saved in ``folder`` (:func:`load_settings`) and, for a file that is
    there but damaged (not JSON, not the settings, too large, not a regular file), why:
    the app says so and leaves the file as it is."""
    try:
        data = read_regular(settings_path(folder), SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except OSError as exc:
        return Settings(), exc.strerror or str(exc)
    if len(data) > SETTINGS_BYTES:
        return Settings(), "too large"
    try:
        return Settings.model_validate_json(data), None
    except (ValidationError, ValueError) as exc:
        first = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
        return Settings(), first


def save_settings(folder: Path, settings: Settings) -> None:
    """Write ``settings`` into ``folder`` atomically; the temporary files of a write
    killed before its rename (an app killed as it started) are removed first (issue 32.10:
    they stayed for good).

    Raises:
        OSError: the folder is not writable.
    """
    remove_stale_temporaries(settings_path(folder))
    atomic_write_text(settings_path(folder), settings.model_dump_json(indent=1) + "\n")


def save_app_settings(folder: Path, settings: Settings) -> Settings:
    """Save the app's ``settings`` (:func:`save_settings`) with the club the file holds
    now: ``club use`` run while the app was open chose it, and the app's copy, read at its
    start, must not undo that. Returns what was saved.

    A damaged settings file (:func:`read_settings`) is left as it is.

    Raises:
        SettingsDamaged: the file is damaged: nothing written.
        OSError: the folder is not writable.
    """
    saved, damaged = read_settings(folder)
    if damaged is not None:
        raise SettingsDamaged(damaged)
    settings = settings.model_copy(update={"club": saved.club})
    save_settings(folder, settings)
    return settings


def command_language(given: str | None) -> str:
    """The language a command prints in (``settle``, ``check``, ``replay``): ``given``
    (``--lang``), else the one saved in the data folder's settings (the app's F2), else
    the system's (``LC_ALL`` / ``LANG``)."""
    from ..storage.paths import data_dir
    from ..texts import system_language

    if given:
        return given
    try:
        saved = load_settings(data_dir(create=False)).language  # read-only: no folder made
    except OSError:
        saved = None
    return saved or system_language()
