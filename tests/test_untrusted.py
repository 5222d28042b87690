"""The one function that makes text from a file safe to print (DESIGN.md; issue 17)."""

from __future__ import annotations

import pytest

from preferans_tui.untrusted import quoted, visible, visible_cut, visible_path


@pytest.mark.parametrize(("raw", "shown"), [
    ("Anna", "Anna"),
    ("Аня Ё", "Аня Ё"),
    ("a\x1b[2Jb", "a\\x1b[2Jb"),                 # ESC: clear screen
    ("\x1b]52;c;cm0gLXJmIH4=\x07", "\\x1b]52;c;cm0gLXJmIH4=\\x07"),  # OSC 52 clipboard
    ("\x9b31m", "\\x9b31m"),                        # C1 CSI
    ("x\x7fy", "x\\x7fy"),                          # DEL
    ("abc\u202edef", "abc\\u202edef"),              # right-to-left override
    ("a\u2066b\u2069", "a\\u2066b\\u2069"),         # isolates
    ("zero\u200bwidth", "zero\\u200bwidth"),
    ("line\u2028sep", "line\\u2028sep"),
    ("tab\there", "tab\\x09here"),
    ("two\nlines", "two\\x0alines"),
    ("nbsp\u00a0ok", "nbsp\u00a0ok"),
])
def test_hidden_characters_are_shown_as_escapes(raw, shown):
    assert visible(raw) == shown


def test_newlines_may_be_kept_and_nothing_else():
    assert visible("a\nb\x1bc", keep_newlines=True) == "a\nb\\x1bc"


def test_a_file_name_that_is_not_utf8_prints():
    name = b"bad\xff\x1b.json".decode("utf-8", "surrogateescape")
    assert visible_path(name) == "bad\\udcff\\x1b.json"
    visible_path(name).encode("utf-8")  # no lone surrogate left


def test_quoted_cuts_long_values_and_escapes():
    assert quoted("abc") == "'abc'"
    assert quoted("x" * 100) == "'" + "x" * 35 + "'…"
    assert quoted("\x1b" * 100).startswith("'\\x1b")
    assert quoted(list(range(100))).endswith("…")
    assert len(quoted(list(range(100)))) == 40


@pytest.mark.parametrize(("text", "limit", "shown"), [
    ("Friday", 6, "Friday"),
    ("Fridays", 6, "Frida…"),
    ("a\tb", 6, "a\\x09b"),           # 6 shown characters: fits
    ("a\tbc", 6, "a\\x09…"),
    ("ab\tc", 6, "ab…"),             # the escape would be cut: left out whole
    ("a\nb", 200, "a\\x0ab"),         # one line, always
    ("Пятница " * 25, 10, "Пятница П…"),
    ("x" * 10**6, 200, "x" * 199 + "…"),
])
def test_visible_cut(text, limit, shown):
    assert visible_cut(text, limit) == shown
    assert len(visible_cut(text, limit)) <= limit
