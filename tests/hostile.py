"""The hostile corpus (issue 17): strings that act on a terminal, and where a file can put
them; and the one check of what a program printed.

A file may put a payload in any string it holds: the title and notes, a player's name, a
key of ``calls`` or ``tricks``, a dealer, a contract, an adjustment's note and rule, the
kind of a hand, an option's name, the format, the version, a key given twice — or the
file's own name. Every command and every screen is fed each placement of each payload;
:func:`assert_clean` then looks at what reached the output.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

PAYLOADS: dict[str, str] = {
    "ansi-colour": "\x1b[31mred\x1b[0m",
    "clear-screen": "\x1b[2J\x1b[H",
    "osc0-title": "\x1b]0;PWNED\x07",
    "osc52-clipboard": "\x1b]52;c;cm0gLXJmIH4=\x07",  # puts "rm -rf ~" on the clipboard
    "c1-csi": "\x9b31m",
    "c1-osc": "\x9d0;x\x9c",
    "rtl-override": "abc\u202edcba",
    "bidi-isolates": "\u2066x\u2069\u2067y\u2069\u2068z\u2069",
    "marks": "\u200e\u200f\u061c",
    "del-bell-backspace": "x\x7f\x07\x08",
    "cr-tab-newline": "a\rb\tc\nd",
    "nul": "a\x00b",
    "line-separator": "a\u2028b\u2029c",
    "zero-width": "a\u200bb\ufeffc",
}
"""Name → a string that would act on a terminal (or hide itself) if printed raw."""

BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
"""Direction embeddings, overrides, isolates and marks (issue 17)."""

GOOD: dict[str, Any] = {
    "format": "preferans-pulka", "version": 1, "title": "Friday",
    "players": ["Anna", "Boris", "Vera"],
    "rules": {"variant": "sochi", "pulya_target": 10},
    "hands": [
        {"kind": "game", "dealer": "Vera", "declarer": "Anna", "contract": "6S",
         "calls": {"Boris": "whist", "Vera": "whist"},
         "tricks": {"Anna": 7, "Boris": 2, "Vera": 1}},
        {"kind": "adjustment", "entries": [{"column": "pulya", "player": "Anna",
                                            "amount": 1}], "rule": "4.2.7", "note": "ok"},
    ],
}
"""A good pulka file; each placement puts a payload into one of its strings."""


def _set(path: tuple[Any, ...]) -> Callable[[dict[str, Any], str], None]:
    def put(doc: dict[str, Any], payload: str) -> None:
        node = doc
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = payload
    return put


def _rename_key(path: tuple[Any, ...], old: str) -> Callable[[dict[str, Any], str], None]:
    def put(doc: dict[str, Any], payload: str) -> None:
        node = doc
        for part in path:
            node = node[part]
        node[payload] = node.pop(old)
    return put


def _add_key(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any], str], None]:
    def put(doc: dict[str, Any], payload: str) -> None:
        node = doc
        for part in path:
            node = node[part]
        node[payload] = value
    return put


PLACEMENTS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "title": _set(("title",)),
    "notes": _set(("notes",)),
    "created": _set(("created",)),
    "player-name": _set(("players", 2)),
    "calls-key": _rename_key(("hands", 0, "calls"), "Vera"),
    "calls-extra-key": _add_key(("hands", 0, "calls"), "pass"),
    "tricks-key": _rename_key(("hands", 0, "tricks"), "Vera"),
    "dealer": _set(("hands", 0, "dealer")),
    "declarer": _set(("hands", 0, "declarer")),
    "returned-by": _set(("hands", 0, "returned_by")),
    "contract": _set(("hands", 0, "contract")),
    "call-value": _set(("hands", 0, "calls", "Boris")),
    "kind": _set(("hands", 0, "kind")),
    "hand-extra-key": _add_key(("hands", 0), 1),
    "adjustment-note": _set(("hands", 1, "note")),
    "adjustment-rule": _set(("hands", 1, "rule")),
    "entry-player": _set(("hands", 1, "entries", 0, "player")),
    "variant": _set(("rules", "variant")),
    "option-key": _add_key(("rules",), True),
    "top-level-key": _add_key((), 1),
    "format": _set(("format",)),
    "version": _set(("version",)),
}
"""Where a file can hold a string: name → how to put a payload there."""


def hostile_doc(placement: str, payload: str) -> dict[str, Any]:
    """:data:`GOOD` with ``payload`` put at ``placement``."""
    doc = copy.deepcopy(GOOD)
    PLACEMENTS[placement](doc, payload)
    return doc


def hostile_text(placement: str, payload: str) -> str:
    """The file's text (``ensure_ascii=False``: the payload's bytes are in the file raw)."""
    return json.dumps(hostile_doc(placement, payload), ensure_ascii=False, indent=1)


def duplicate_key_text(payload: str) -> str:
    """A file whose title key is given twice, the key being ``payload``."""
    key = json.dumps(payload, ensure_ascii=False)
    return GOOD_TEXT[:-1] + f', {key}: 1, {key}: 2}}'


GOOD_TEXT = json.dumps(GOOD, ensure_ascii=False)


def file_name_for(payload: str) -> str:
    """A file name holding ``payload`` (a name may hold anything but ``/`` and NUL)."""
    return payload.replace("/", "_").replace("\x00", "_") + ".json"


def bad_characters(text: str) -> list[str]:
    """The characters of ``text`` that must never reach a terminal from a file: below
    0x20 but newline, 0x7f–0x9f, and the direction controls."""
    return [c for c in text
            if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F or c in BIDI]


def assert_clean(text: str, where: str = "") -> None:
    """Nothing of :func:`bad_characters` in ``text``."""
    bad = bad_characters(text)
    assert not bad, f"{where}: raw {sorted(set(map(repr, bad)))} in output:\n{text[-2000:]!r}"


def write_hostile(folder: Path, name: str, text: str) -> Path:
    """Write ``text`` to ``folder/name`` (bytes: the name may not be valid UTF-8)."""
    path = folder / name
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    return path
