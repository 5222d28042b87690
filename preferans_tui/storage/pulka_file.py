"""The pulka file, version 1 (FORMAT.md): read and written.

:func:`load` reads a file into a :class:`~preferans_tui.rules.Pulka` (replaying every
hand through the rules core, :mod:`.check`) or raises :class:`PulkaFileError` listing
every problem with its hand number, field and rule. :func:`dump` writes the file back.
The models are :mod:`.file_model`'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..rules.errors import Problem
from ..rules.option_checks import FROM_FILE
from ..rules.reasons import Reason, os_error_reason
from ..rules.sheet import Pulka
from . import check
from .encode import PulkaText, file_head, hand_record
from .file_model import FORMAT_NAME, FORMAT_VERSION, FreeText, PulkaFile, PulkaFileError
from .regular import NotRegularFileError, read_regular

__all__ = ["FORMAT_NAME", "FORMAT_VERSION", "FreeText", "PulkaFile", "PulkaFileError",
           "dump", "json_schema", "load", "loads", "peek", "read_bytes", "to_file"]


def loads(text: str | bytes, source: str = "<pulka>") -> tuple[PulkaFile, Pulka]:
    """Parse the text of a pulka file and replay its hands.

    Returns the file model and the :class:`Pulka` built from it.

    Raises:
        PulkaFileError: empty, not UTF-8, not JSON, another format, a newer version,
            unknown keys, bad values, or hands the rules refuse — every problem found,
            each naming the hand number, the field and the rule.
    """
    valid = check.valid_file(text)
    if valid is not None:
        return valid
    report = check.check_bytes(text, source)  # every problem, each with its hand and rule
    if report.problems or report.model is None or report.pulka is None:
        raise PulkaFileError(source, report.problems or [Problem(Reason("file_not_valid"))])
    return report.model, report.pulka


def peek(path: Path) -> PulkaFile | None:
    """The file's model (title, players, rules, hands) without replaying its hands, for
    a list of pulkas; ``None`` if it cannot be read or is not a pulka file (``load``
    says why)."""
    try:
        return PulkaFile.model_validate_json(read_bytes(path), context=FROM_FILE)
    except (PulkaFileError, ValueError):
        return None


def read_bytes(path: Path) -> bytes:
    """The bytes of the file at ``path``, for :func:`loads`.

    Raises:
        PulkaFileError: the file cannot be read (missing, a folder, a FIFO or device, no
            permission, far too large to be a pulka file); the file is never modified.
    """
    try:
        data = read_regular(path, check.MAX_BYTES)
    except NotRegularFileError:  # a FIFO would block forever, a device never end
        raise PulkaFileError(str(path), [Problem(Reason("file_not_regular"))]) from None
    except OSError as exc:
        reason = os_error_reason(exc)  # the system's words, in either language
        raise PulkaFileError(str(path), [Problem(Reason("file_cannot_read", error=reason))]
                             ) from None
    if len(data) > check.MAX_BYTES:
        raise PulkaFileError(str(path), [Problem(Reason("file_too_large",
                                                        megabytes=check.MAX_BYTES // 2**20))])
    return data


def load(path: Path) -> tuple[PulkaFile, Pulka]:
    """Read and check the pulka file at ``path`` (see :func:`loads`); only reads it.

    Raises:
        PulkaFileError: the file cannot be read or is not a valid pulka.
    """
    return loads(read_bytes(path), str(path))


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a pulka file, from the pydantic models.

    It states the shape (keys, types, allowed values); what depends on the table — who
    deals, tricks summing to 10 — only ``preferans-tui check`` can tell.
    """
    schema = PulkaFile.model_json_schema()
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"urn:{FORMAT_NAME}:{FORMAT_VERSION}",
            **schema,
            "title": f"{FORMAT_NAME} file, version {FORMAT_VERSION}"}


def to_file(pulka: Pulka, *, title: str | None = None, created: str | None = None,
            notes: str | None = None, id: str | None = None,
            deals_limit: int | None = None) -> dict[str, Any]:
    """The JSON object of a pulka file for ``pulka`` (FORMAT.md; ``deals_limit``: README,
    "The pulka file")."""
    return {**file_head(pulka, title=title, created=created, notes=notes, id=id,
                        deals_limit=deals_limit),
            "hands": [hand_record(h) for h in pulka.hands]}


def dump(pulka: Pulka, **meta: str | int | None) -> str:
    """The text of a pulka file for ``pulka`` (UTF-8 JSON, indented, one trailing newline;
    :class:`~.encode.PulkaText` encodes it again and again without encoding old hands)."""
    return PulkaText().encode(pulka, **meta).decode("utf-8")
