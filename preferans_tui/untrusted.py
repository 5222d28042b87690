"""Text that came from a file or a path, made safe to show (DESIGN.md, "Strings from files
are untrusted").

A title, a note, a player's name, a key of a hand or a file name can hold characters
that act on a terminal instead of being shown: ESC and the rest of C0 and C1 (colours,
the window title, OSC 52 writing the clipboard), DEL, direction overrides and isolates
(U+202E turns the rest of a line around), zero-width and other format characters, line
and paragraph separators, and the lone surrogates a file name with bytes that are not
UTF-8 decodes to. :func:`visible` shows each of them as a Python-style escape
(``\\x1b``, ``\\u202e``), so the text still says what the file holds and nothing reaches
the terminal raw. Every CLI line and every widget showing such text goes through it.

A title shown in a heading or a list is cut by :func:`visible_cut` (a file may hold one
of any length). Where a value is only named in a message, :func:`quoted` cuts it (a name
of a million characters, a version of 4,001 digits) and :func:`shown_key` writes a key of a hand
(``calls.Boris``) as it is when it is short and plain, quoted otherwise;
:func:`visible_json` writes JSON whose strings keep every hidden character escaped.

Pure Python: the rules core, storage, the CLI and the app all use it.
"""

from __future__ import annotations

import json
import os
import unicodedata
from typing import Any, Final

HIDDEN_CATEGORIES: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Unicode categories shown as escapes: control (C0, DEL, C1), format (bidi controls,
zero-width characters), surrogates, private use, unassigned, line and paragraph
separators."""

SHOWN_LIMIT: Final = 200
"""How many characters :func:`visible_cut` keeps of a title shown in a heading or a list:
what the app's start screen lets a scorekeeper write (a file's title may be longer)."""

QUOTE_LIMIT: Final = 40
"""How many characters :func:`quoted` keeps of a value quoted in a message."""


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def is_hidden(char: str) -> bool:
    """Whether one character would act on a terminal or not be seen (see module doc)."""
    return unicodedata.category(char) in HIDDEN_CATEGORIES


def visible(text: str, *, keep_newlines: bool = False) -> str:
    """``text`` with every hidden character shown as an escape (``"a\\x1b[2J"``).

    ``keep_newlines`` keeps ``\\n`` as a line break (a multi-line note shown as such);
    every other hidden character, ``\\r`` and ``\\t`` included, is escaped.
    """
    if text.isprintable() and not any(is_hidden(c) for c in text):
        return text
    return "".join(c if (keep_newlines and c == "\n") or not is_hidden(c) else _escape(c)
                   for c in text)


def visible_cut(text: str, limit: int = SHOWN_LIMIT) -> str:
    """:func:`visible` ``text`` on one line, at most ``limit`` characters (escapes
    counted as shown): a longer text ends in ``…`` and is never cut inside an escape.

    For a free text of a file (a title: FORMAT.md allows any length, tabs and line
    breaks) shown in a heading, a list or a file name; only the first ``limit``
    characters of ``text`` are looked at, so a title of a megabyte costs nothing.
    """
    shown = visible(text[:limit])
    if len(text) <= limit and len(shown) <= limit:
        return shown
    out: list[str] = []
    room = limit - 1
    for char in text[:limit]:
        piece = _escape(char) if is_hidden(char) else char
        if len(piece) > room:
            break
        out.append(piece)
        room -= len(piece)
    return "".join(out) + "…"


def visible_path(path: os.PathLike[str] | str) -> str:
    """A file name or path as :func:`visible` shows it (bytes that were not UTF-8 show as
    their escapes instead of failing to print)."""
    return visible(os.fspath(path))


def quoted(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters (``'abc…'``).

    ``repr`` already escapes hidden characters of a string; the cut never leaves half an
    escape, because it is made on the value before quoting.
    """
    if isinstance(value, str) and len(value) > limit:
        return repr(value[: max(1, limit - 5)]) + "…"
    text = repr(value)
    return text if len(text) <= limit else visible(text[: limit - 1]) + "…"


def shown_key(part: Any, limit: int = QUOTE_LIMIT) -> str:
    """A key or name inside a field's path (``tricks.Boris``): as written when it is
    non-empty, printable and at most ``limit`` characters, else :func:`quoted`
    (``tricks.'\\x1b]0;x'``, ``calls.'AAAA…'``)."""
    text = str(part)
    if text and len(text) <= limit and text.isprintable() and not any(map(is_hidden, text)):
        return text
    return quoted(text, limit)


def _json_escape(char: str) -> str:
    code = ord(char)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def visible_json(value: Any, **dumps: Any) -> str:
    """``json.dumps(value, ensure_ascii=False, **dumps)`` with every hidden character
    (see module doc) written as a JSON escape (``\\u202e``; a surrogate pair beyond
    U+FFFF): the same JSON value, readable names, nothing that acts on a terminal.

    ``json.dumps`` escapes C0 itself but writes DEL, C1 and direction overrides raw.
    """
    text = json.dumps(value, ensure_ascii=False, **dumps)
    if not any(map(is_hidden, text.replace("\n", ""))):
        return text
    return "".join(c if c == "\n" or not is_hidden(c) else _json_escape(c) for c in text)


def csv_cell(text: str) -> str:
    """A name for a CSV cell: hidden characters shown (:func:`visible`), and a leading
    ``=``, ``+``, ``-`` or ``@`` made literal (``'``), so that no spreadsheet runs it as a
    formula (``stats --csv``, ``event protocol --csv``)."""
    text = visible(text)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
