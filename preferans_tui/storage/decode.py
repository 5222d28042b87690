"""From bytes to a JSON object that claims to be a pulka file (FORMAT.md "Top level").

Each step refuses with ONE readable problem (:class:`Unreadable`): the file is empty, not
UTF-8, not JSON (cut short, or broken at a line and column), a key given twice, not a
pulka file, or a newer version. :mod:`.check` then validates the object itself.
"""

from __future__ import annotations

import codecs
import json
from typing import Any

from .pulka_file import FORMAT_NAME, FORMAT_VERSION


class Unreadable(Exception):
    """One problem that stops the check: the rest of the file cannot be read."""


def short(value: Any) -> str:
    """``repr(value)``, cut to 40 characters for a message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def decode(data: bytes) -> str:
    """The text of a file: UTF-8 (a leading byte-order mark is allowed and dropped)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise Unreadable("the file is UTF-16 text; a pulka file is UTF-8 (save it as UTF-8)")
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise Unreadable(f"not UTF-8 text: byte 0x{data[exc.start]:02x} on line {line} "
                         f"(a pulka file is UTF-8 JSON)") from None
    if not text.strip():
        raise Unreadable("the file is empty")
    return text


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise Unreadable(f"the key {key!r} appears twice in one object; which one counts?")
        out[key] = value
    return out


def parse_json(text: str) -> Any:
    """The JSON document in ``text``; every failure becomes one readable problem."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise Unreadable(f"the file ends in the middle of the JSON (cut short?) at line "
                             f"{exc.lineno}: {exc.msg}") from None
        raise Unreadable(f"not valid JSON at line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg}") from None
    except RecursionError:
        raise Unreadable("not a pulka file: the JSON is nested far too deeply") from None
    except ValueError as exc:
        raise Unreadable(f"not valid JSON: {exc}") from None


def check_header(doc: Any) -> None:
    """Refuse anything that is not a pulka file of a version this program reads."""
    if not isinstance(doc, dict):
        raise Unreadable(f"not a pulka file: the top level is a JSON {_json_kind(doc)}, "
                         f"not an object")
    fmt = doc.get("format")
    if fmt is None:
        raise Unreadable(f"not a pulka file: it has no \"format\": \"{FORMAT_NAME}\" key")
    if fmt != FORMAT_NAME:
        raise Unreadable(f"not a pulka file: format is {short(fmt)}, expected {FORMAT_NAME!r}")
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise Unreadable(f"file version {version} is newer than this program's version "
                         f"{FORMAT_VERSION}; update preferans-tui to open it")


def _json_kind(value: Any) -> str:
    """What JSON calls ``value``'s kind: ``null``, ``array``, ``string``, ``number``…"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return {list: "array", str: "string"}.get(type(value), type(value).__name__)
