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
from functools import lru_cache
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

MAX_KEYS: Final = 1000
"""The most keys one JSON object of a pulka file may hold: the rules are some 50, a hand
a dozen. Counted before the JSON is parsed (:func:`widest_object`): two million bogus keys
in one hand (a 29 MB file) cost 0.4 GB and 9 s to parse, then 6 GB and five minutes to
list as problems (issue 32)."""

MAX_UNKNOWN_KEYS: Final = 100
"""The most keys no hand has (``extra`` keys, each one problem) a file may hold in all,
counted on the parsed document before the hands are validated: spread over many hands,
bogus keys escape :data:`MAX_KEYS` but would still make millions of problem lines."""

_STRUCTURE = bytes(c for c in range(256) if c not in b'"{[,')
"""Every byte but a quote, an opening bracket and a comma: deleted before counting."""

_KEYS_STRUCTURE = bytes(c for c in range(256) if c not in b'"{}[]:')
"""Every byte but a quote, the brackets and a colon: what :func:`widest_object` reads."""

_BRACKETS_AND_COLONS = bytes(c for c in range(256) if c not in b"{}[]:")
"""Every byte but the brackets and a colon: :func:`widest_object`'s first look."""

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


def _without_strings(data: bytes, keep: bytes) -> bytes:
    """``data`` with escaped backslashes and quotes removed, every byte ``keep`` deletes
    (:func:`bytes.translate`), then the strings of what is left, a megabyte at a time."""
    kept = data.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, keep)
    # most strings are left empty (keys, names): two quotes side by side are dropped at
    # C speed first; a string's content never comes out (an opening and a closing quote
    # only ever merge two strings into one)
    kept = kept.replace(b'""', b"")
    parts, start = [], 0
    while start < len(kept):
        end = min(start + _CHUNK, len(kept))
        if kept.count(b'"', start, end) % 2:  # a string open at the cut: take it whole
            end = kept.find(b'"', end) + 1 or len(kept)
        parts.append(_STRING.sub(b"", kept[start:end]))
        start = end
    return b"".join(parts)


_INNERMOST = re.compile(rb"\{:*\}|\[\]")
_PEELS = 64
"""How many levels :func:`widest_object` peels off (a pulka is nested 6 deep)."""


def widest_object(data: bytes, most: int = MAX_KEYS) -> int | None:
    """Whether an object of ``data`` holds more than ``most`` keys, found on the raw
    bytes before anything is parsed: ``None`` if none does, ``0`` if one does outside the
    hands, else the 1-based number of the hand holding it.

    A file with no more colons than ``most`` (strings included) cannot hold one and is
    not looked at, nor one with no run of ``most`` colons between two brackets (strings
    included: a file of hands, whatever its length, costs one ``translate``; keys that
    hide brackets in their names escape this look, and are refused once parsed, before
    validation, by :data:`MAX_UNKNOWN_KEYS`). Otherwise quotes, brackets and colons are
    kept, strings cut out (:func:`_without_strings`), and the innermost objects and
    arrays peeled off level by level with one regular expression each, an object of more
    than ``most`` colons searched for at each level: a few passes at C speed. Only a file
    that holds one is walked in Python, to name the hand (the objects of the top level's
    one array of objects, ``hands``).
    """
    if data.count(b":") <= most:
        return None
    if not re.search(rb":{%d}" % (most + 1), data.translate(None, _BRACKETS_AND_COLONS)):
        return None  # no run of so many keys between two brackets, strings and all
    shape = _without_strings(data, _KEYS_STRUCTURE)
    wide = re.compile(rb"\{:{%d,}\}" % (most + 1))
    level = shape
    for _ in range(_PEELS):
        if wide.search(level):
            return _hand_of_widest(shape, most)
        peeled = _INNERMOST.sub(b"", level)
        if peeled == level:
            return None  # flat, or not JSON: the parser says what is wrong
        level = peeled
    return None


def _hand_of_widest(shape: bytes, most: int) -> int:
    """The 1-based hand whose object holds more than ``most`` keys (0: outside the
    hands), walking ``shape`` (quotes, brackets and colons only, strings cut out)."""
    stack: list[list[int]] = []  # per open container: [is an object, its colons]
    hand = 0
    for byte in shape:
        if byte in b"{[":
            if byte == ord("{") and len(stack) == 2 and not stack[1][0]:
                hand += 1  # an object in an array of the top object: a hand
            stack.append([byte == ord("{"), 0])
        elif byte in b"}]":
            if stack:
                stack.pop()
        elif stack:
            stack[-1][1] += 1
            if stack[-1][1] > most:
                return hand if len(stack) >= 3 else 0
    return 0


def decode(data: bytes) -> str:
    """The text of a file: UTF-8 (a leading byte-order mark is allowed and dropped).

    Raises:
        Unreadable: UTF-16 or UTF-32 text, bytes that are not UTF-8, an empty file, or
            more objects and arrays or values than a pulka can hold, or an object of
            more keys than any of a pulka (refused before parsing: :data:`MAX_CONTAINERS`,
            :data:`MAX_VALUES`, :data:`MAX_KEYS`; the hand holding it is named).
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
    wide = widest_object(data)
    if wide is not None:
        raise Unreadable(Reason("file_hand_too_many_keys", hand=wide, most=MAX_KEYS) if wide
                         else Reason("file_object_too_many_keys", most=MAX_KEYS))
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


MAX_DIGITS: Final = 4300
"""The longest whole number read (Python's own limit on turning digits into an int):
no value of a file is anywhere near it; a longer one is refused naming its field."""


class _LongNumber(int):
    """A whole number of more than :data:`MAX_DIGITS` digits, kept as its count of
    digits (``int("9" * 100_000)`` raised a ValueError naming
    ``sys.set_int_max_str_digits()`` to the user, and no field)."""


def _whole(digits: str, long_numbers: list[_LongNumber]) -> int:
    """``int(digits)``, or a :class:`_LongNumber` (noted in ``long_numbers``)."""
    if len(digits.lstrip("-")) <= MAX_DIGITS:
        return int(digits)
    long_numbers.append(_LongNumber(len(digits.lstrip("-"))))
    return long_numbers[-1]


def _first_long_number(doc: Any) -> tuple[str, int]:
    """Where the first :class:`_LongNumber` of ``doc`` is (``rules.pulya_target``,
    ``hands[3].tricks.Anna``; a key shown as :func:`~preferans_tui.untrusted.quoted`
    would be escaped) and its count of digits. The document is as deep as the parser
    allowed, so the walk is a loop, not a recursion."""
    stack: list[tuple[str, Any]] = [("", doc)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, _LongNumber):
            return where or "(the whole document)", int(value)
        if isinstance(value, dict):
            items = [(f"{where}.{k}" if where else str(k), v) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(f"{where}[{i}]", v) for i, v in enumerate(value)]
        else:
            continue
        stack.extend(reversed(items))
    return "(the whole document)", 0  # pragma: no cover - a long number was noted


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
        long_numbers: list[_LongNumber] = []
        doc = json.loads(text, object_pairs_hook=_no_duplicates,
                         parse_int=lambda digits: _whole(digits, long_numbers))
        if long_numbers:
            field, digits = _first_long_number(doc)
            raise Unreadable(Reason("file_number_too_long", field=field, digits=digits))
        return doc
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


@lru_cache(maxsize=1)
def hand_keys() -> frozenset[str]:
    """Every key a hand of some kind has (FORMAT.md, Hands), from the hand models."""
    from ..rules.hands import HAND_MODELS

    return frozenset(f.alias or name for model in HAND_MODELS.values()
                     for name, f in model.model_fields.items())


def _check_counts(doc: dict[str, Any]) -> None:
    """At most :data:`MAX_HANDS` hands and adjustment entries, and at most
    :data:`MAX_UNKNOWN_KEYS` keys no hand has, before pydantic builds a model of each
    (and a problem line of each bad key)."""
    hands = doc.get("hands")
    if not isinstance(hands, list):
        return
    if len(hands) > MAX_HANDS:
        raise Unreadable(Reason("file_too_many_hands", count=len(hands), most=MAX_HANDS))
    known = hand_keys()
    unknown, first = 0, 0
    for i, hand in enumerate(hands):
        if isinstance(hand, dict) and not known.issuperset(hand):
            unknown += sum(1 for key in hand if key not in known)
            first = first or i + 1
    if unknown > MAX_UNKNOWN_KEYS:
        keys = [k for k in hands[first - 1] if k not in known]
        shown = ", ".join(quoted(k) for k in keys[:3]) + (", …" if len(keys) > 3 else "")
        raise Unreadable(Reason("file_unknown_keys", hand=first, keys=shown, count=unknown,
                                most=MAX_UNKNOWN_KEYS))
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
