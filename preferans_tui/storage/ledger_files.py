"""The ledger's aliases and cache files (issue 15; where they are: :mod:`.ledger_paths`).

- ``aliases.json``: the user's aliases (:class:`~preferans_tui.ledger.Aliases`); a
  damaged one is reported and never overwritten;
- ``cache.json``: what each pulka file said last time, keyed on its path, size,
  modification time (ns; it dates a pulka without ``created``) and a hash of its bytes
  (:func:`.ledger_paths.content_digest`), and on the code that read it; deleting it
  changes no figure, and a damaged or outdated one is ignored and written anew. Size and
  time alone are not enough: an edit that keeps the size and puts the old time back
  (``touch -r``, ``rsync -t``, ``cp -p``, FAT's 2-second times) would keep old figures.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from ..ledger import AliasError, Aliases, Evening
from ..untrusted import shown_key, visible, visible_path
from .atomic import atomic_write_text
from .ledger_paths import CACHE_FILE, aliases_path, code_version, ledger_folder

CACHE_FORMAT = "preferans-tui ledger cache"


def load_aliases(data_folder: Path) -> Aliases:
    """The aliases saved in ``data_folder`` (none if there is no file).

    Raises:
        AliasError: the file cannot be read or is not a valid aliases file; the message
            names the file and the problem.
    """
    path = aliases_path(data_folder)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Aliases()
    except OSError as exc:
        raise AliasError(f"{visible_path(path)}: cannot read the aliases: "
                         f"{visible(str(exc.strerror or exc))}") from None
    try:
        return Aliases.model_validate_json(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(shown_key(part) for part in err["loc"])
        reason = visible(str(err["msg"]).removeprefix("Value error, "))
        raise AliasError(f"{visible_path(path)}: {where + ': ' if where else ''}{reason}"
                         ) from None


def save_aliases(data_folder: Path, aliases: Aliases) -> Path:
    """Write ``aliases`` into ``data_folder`` atomically; return the file's path.

    Raises:
        OSError: the folder or the file cannot be written.
    """
    path = aliases_path(data_folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, aliases.model_dump_json(indent=1) + "\n")
    return path


class CachedFile(BaseModel):
    """What one pulka file said when it had this size, modification time and content
    (``digest``, :func:`.ledger_paths.content_digest` of the bytes read): its evening,
    or the reason it was left out (``digest`` is ``None`` when it could not be read)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    size: int
    mtime_ns: int
    digest: str | None = None
    evening: Evening | None = None
    skipped: str | None = None


class LedgerCache(BaseModel):
    """The cache file: ``files`` maps each file's absolute path to a :class:`CachedFile`;
    ``code`` is :func:`code_version` of the program that wrote it."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    format: Literal["preferans-tui ledger cache"] = "preferans-tui ledger cache"
    version: Literal[2] = 2
    code: str
    files: dict[str, CachedFile]


def load_cache(data_folder: Path) -> dict[str, CachedFile]:
    """The cached files of ``data_folder``'s ledger cache; empty when there is none, or
    it is damaged, or it was written by other code."""
    path = ledger_folder(data_folder) / CACHE_FILE
    try:
        cached = LedgerCache.model_validate_json(path.read_bytes())
    except (OSError, ValueError):
        return {}
    return dict(cached.files) if cached.code == code_version() else {}


def save_cache(data_folder: Path, files: dict[str, CachedFile]) -> bool:
    """Write the cache atomically; ``False`` if it could not be written (the figures do
    not depend on it, so that is not an error)."""
    folder = ledger_folder(data_folder)
    # a file name that is not UTF-8 (its bytes decode to lone surrogates) cannot be a key
    # of a UTF-8 JSON file: such a file is simply read again next time
    kept = {path: entry for path, entry in files.items() if _encodable(path)}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(folder / CACHE_FILE,
                          LedgerCache(code=code_version(), files=kept).model_dump_json())
    except (OSError, ValueError):  # ValueError: a title that will not encode either
        return False
    return True


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
