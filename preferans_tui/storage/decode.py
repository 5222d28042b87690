"""From bytes to a JSON object that claims to be a pulka file (FORMAT.md "Top level").

Each step refuses with ONE readable problem (:class:`Unreadable`): the file is empty, not
UTF-8 (UTF-16 and UTF-32 are named), far too many JSON objects for a pulka (a memory bomb,
counted before anything is built), not JSON (cut short, or broken at a line and column), a
key given twice, not a pulka file, or a newer version. :mod:`.check` then validates the
object itself. A value quoted in a message is cut (:func:`~preferans_tui.untrusted.quoted`).
"""

from __future__ import annotations

import codecs
import json
import re
from typing import Any, Final

import jiter

from ..rules.reasons import Reason, json_error_reason
from ..untrusted import quoted
from .file_model import FORMAT_NAME, FORMAT_VERSION

MAX_HANDS: Final = 200_000
"""The most hands (and the most adjustment entries) a pulka file may hold: an evening is
some 50 hands, a year of evenings 10,000."""

MAX_CONTAINERS: Final = 5 * MAX_HANDS
"""The most JSON objects and arrays a file may hold, counted before the JSON is parsed: a
hand is at most four (itself, its calls, tricks and penalty), an entry one. Parsing a
million empty objects already costs some 100 MB; a file of 16 million cost 8 GB and more."""

MAX_VALUES: Final = 25 * MAX_HANDS
"""The most JSON values (objects, arrays, strings, numbers…) a file may hold, counted the
same way: a hand is at most some 15, an entry 5. Five million short strings parse into
some 300 MB; without a bound, a file of ``"ab",`` repeated did the same as ``{}``."""

_STRUCTURE = bytes(c for c in range(256) if c not in b'"{[,')
"""Every byte but a quote, an opening bracket and a comma: deleted before counting."""

_STRING = re.compile(rb'"[^"]*"')
"""A string once only quotes, brackets and commas are left (escapes removed first)."""

_CHUNK = 2**20


class Unreadable(Exception):
    """One problem that stops the check: the rest of the file cannot be read. Raised with
    a :class:`~preferans_tui.rules.reasons.Reason` (``reason``), so the problem line reads
    in Russian too."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason)
        self.reason = reason


def _not_utf8(data: bytes) -> str | None:
    """The encoding of a UTF-16 or UTF-32 file (by its byte-order mark, or by the zero
    bytes JSON's first ASCII character leaves, RFC 8259), else ``None``."""
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return "UTF-32"
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "UTF-16"
    found = json.detect_encoding(data[:4]) if len(data) >= 4 else "utf-8"
    return None if found.startswith("utf-8") else found[:6].upper()  # "utf-16-le": UTF-16


def count_values(data: bytes) -> tuple[int, int]:
    """How many JSON objects and arrays, and how many values in all, ``data`` holds
    (outside strings; a value is a container or follows a comma), counted on the raw
    bytes without building anything.

    The brackets and commas alone, strings included, are an upper bound; only when it
    passes the limits are strings left out: escaped backslashes and quotes are removed,
    then every byte but ``" { [ ,`` (UTF-8 never puts those inside a multi-byte
    character), and the strings of what is left are cut out a megabyte at a time, so a
    file of millions of short strings costs a few copies of its bytes, not a list of
    millions of pieces.
    """
    containers = data.count(b"{") + data.count(b"[")
    values = containers + data.count(b",")
    if containers <= MAX_CONTAINERS and values <= MAX_VALUES:
        return containers, values
    kept = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _STRUCTURE)
    containers = values = start = 0
    while start < len(kept):
        end = min(start + _CHUNK, len(kept))
        if kept.count(b'"', start, end) % 2:  # a string open at the cut: take it whole
            end = kept.find(b'"', end) + 1 or len(kept)
        bare = _STRING.sub(b"", kept[start:end])
        containers += bare.count(b"{") + bare.count(b"[")
        values += bare.count(b",")
        start = end
    return containers, containers + values


def decode(data: bytes) -> str:
    """The text of a file: UTF-8 (a leading byte-order mark is allowed and dropped).

    Raises:
        Unreadable: UTF-16 or UTF-32 text, bytes that are not UTF-8, an empty file, or
            more objects and arrays or values than a pulka can hold (refused before
            parsing: :data:`MAX_CONTAINERS`, :data:`MAX_VALUES`).
    """
    other = _not_utf8(data)
    if other:
        raise Unreadable(Reason("file_not_utf8_encoding", encoding=other))
    data = data.removeprefix(codecs.BOM_UTF8)
    containers, values = count_values(data)
    if containers > MAX_CONTAINERS or values > MAX_VALUES:
        raise Unreadable(Reason("file_too_many_containers", count=containers, most=MAX_HANDS)
                         if containers > MAX_CONTAINERS
                         else Reason("file_too_many_values", count=values, most=MAX_HANDS))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise Unreadable(Reason("file_bad_byte", byte=f"0x{data[exc.start]:02x}",
                                line=line)) from None
    if not text.strip():
        raise Unreadable(Reason("file_empty"))
    return text


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise Unreadable(Reason("file_key_twice", key=quoted(key)))
        out[key] = value
    return out


def parse_json(text: str, data: bytes | None = None) -> Any:
    """The JSON document in ``text`` (``data``: the file's bytes ``text`` was decoded
    from, if at hand), no key twice in one object; every failure becomes one readable
    problem.

    jiter (the parser under pydantic) parses the bytes and refuses a repeated key, at
    C speed; only what it refuses is parsed again by Python's ``json`` with a key hook,
    which words the problem, or reads what only jiter refuses (a lone surrogate escape,
    a number thousands of digits long, nesting deeper than 200). jiter reads nothing
    Python's ``json`` refuses, and what both read is the same document
    (``tests/storage/test_parse_json.py``). Python's hook alone took 42 ms of a
    10,000-hand ``settle`` (0.3 s at 100,000), jiter takes 20 ms (0.21 s; issue 16).
    """
    if data is not None:
        try:
            return jiter.from_json(data.removeprefix(codecs.BOM_UTF8), catch_duplicate_keys=True)
        except ValueError:
            pass  # Python's json says what is wrong (or parses what jiter will not)
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as exc:
        said = json_error_reason(exc.msg)  # the parser's words in either language
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise Unreadable(Reason("file_cut_short", line=exc.lineno, error=said)) from None
        raise Unreadable(Reason("file_bad_json_at", line=exc.lineno, column=exc.colno,
                                error=said)) from None
    except RecursionError:
        raise Unreadable(Reason("file_nested_too_deeply")) from None
    except ValueError as exc:
        raise Unreadable(Reason("file_bad_json", error=str(exc))) from None


def check_header(doc: Any) -> None:
    """Refuse anything that is not a pulka file of a version this program reads."""
    if not isinstance(doc, dict):
        raise Unreadable(Reason("file_top_not_object", kind=_json_kind(doc)))
    fmt = doc.get("format")
    if fmt is None:
        raise Unreadable(Reason("file_no_format", format=FORMAT_NAME))
    if fmt != FORMAT_NAME:
        raise Unreadable(Reason("file_other_format", given=quoted(fmt), format=repr(FORMAT_NAME)))
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise Unreadable(Reason("file_newer_version", given=quoted(version),
                                version=FORMAT_VERSION))
    _check_counts(doc)


def _check_counts(doc: dict[str, Any]) -> None:
    """At most :data:`MAX_HANDS` hands and adjustment entries, before pydantic builds a
    model of each."""
    hands = doc.get("hands")
    if not isinstance(hands, list):
        return
    if len(hands) > MAX_HANDS:
        raise Unreadable(Reason("file_too_many_hands", count=len(hands), most=MAX_HANDS))
    entries = sum(len(h["entries"]) for h in hands
                  if isinstance(h, dict) and isinstance(h.get("entries"), list))
    if entries > MAX_HANDS:
        raise Unreadable(Reason("file_too_many_entries", count=entries, most=MAX_HANDS))


def _json_kind(value: Any) -> str:
    """What JSON calls ``value``'s kind: ``null``, ``array``, ``string``, ``number``…"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, list):
        return "array"
    return "string" if isinstance(value, str) else type(value).__name__
