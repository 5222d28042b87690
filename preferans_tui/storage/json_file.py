"""Any JSON file a command is given (paper totals, a rules file, a damaged pulka's
``id``), read the way a pulka file is: only a regular file (a FIFO or a device never
blocks nor feeds an endless read), at most ``limit`` bytes, and parsed with the pulka
file's own bounds (:func:`~.decode.decode`: not UTF-8, far too many values or keys;
:func:`~.decode.parse_json`: nesting far too deep, a number thousands of digits long),
each refusal one :class:`~preferans_tui.rules.reasons.Reason` in either language — never
a ``RecursionError`` nor a hang (a tester's findings: ``club import`` of 100,000 ``[``,
``settle --paper`` of a FIFO).
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from ..rules.reasons import Reason, os_error_reason
from .decode import Unreadable, decode, parse_json
from .regular import NotRegularFileError, read_regular

GENERAL = {"file_nested_too_deeply": "json_nested_too_deeply"}
"""The pulka file's reasons that say "not a pulka file", by the plain one of any JSON."""


class JsonFileError(ValueError):
    """A JSON file that cannot be read: ``reason`` says why (in either language,
    ``.text(language)``); ``str()`` is its English."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason)
        self.reason = reason


def read_json(path: Path | str, limit: int) -> Any:
    """The JSON document in the file at ``path`` (at most ``limit`` bytes).

    Raises:
        JsonFileError: a folder, a FIFO or a device, no such file, no permission, larger
            than ``limit``, empty, not UTF-8, not JSON, nested far too deeply — one
            reason, the file never modified.
    """
    try:
        data = read_regular(path, limit, refuse_larger=True)
    except NotRegularFileError:
        raise JsonFileError(Reason("file_not_regular")) from None
    except OSError as exc:
        if exc.errno == errno.EFBIG:  # the size refused before a byte was read
            raise JsonFileError(Reason("json_too_large", megabytes=max(1, limit // 2**20))
                                ) from None
        raise JsonFileError(Reason("file_cannot_read", error=os_error_reason(exc))) from None
    if len(data) > limit:  # it grew while it was read
        raise JsonFileError(Reason("json_too_large", megabytes=max(1, limit // 2**20)))
    try:
        return parse_json(decode(data), data)
    except Unreadable as exc:
        code = GENERAL.get(exc.reason.code or "")
        raise JsonFileError(Reason(code) if code else exc.reason) from None
