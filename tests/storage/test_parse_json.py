"""The file's JSON read from its bytes (jiter, issue 16) gives the document, or the problem,
that Python's ``json`` with the duplicate-key hook gives for its text: the same keys
refused, the same words for every refusal, never a file accepted that ``check`` refuses.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from preferans_tui.storage.decode import Unreadable, parse_json
from tests.conftest import SAVES

EDGES = [
    b'{"a": 1, "a": 2}',
    b'{"a": 1, "\\u0061": 2}',  # the same key, once escaped
    b'{"a": {"b": [1, {"c": 0, "c": 0}]}}',
    b'[{"x": 1}, {"x": 1}]',  # the same key in two objects is no repetition
    b'{"a": "\x01"}',
    b'{"a": 1} x',
    b'{"a": 1}\n\n',
    b' \t\r\n{"a": 1}',
    b'{"a": 1,}',
    b'{"a": [1, 2,]}',
    b'{"a": 01}',
    b'{"a": 1.}',
    b'{"a": .5}',
    b'{"a": +1}',
    b'{"a": -}',
    b'{"a": 1e}',
    b'{"a": 0x10}',
    b'{"a": tru}',
    b'{"a": True}',
    b"{'a': 1}",
    b'{a: 1}',
    b'{"a": 1}//',
    b'{"a": "\\a"}',
    b'{"a": "\\U0041"}',
    b'{"a": "\\u00"}',
    b'{"a": "\\u004G"}',
    b'{"a": "\\ud800"}',  # a lone surrogate: Python accepts it, jiter does not
    b'{"a": "\\udfff"}',
    b'{"a": "\\ud83d\\ude00"}',
    b'{"a": "\\/ \\" \\\\ \\b \\f \\n \\r \\t"}',
    b'{"a": "\xe2\x80\xa8 \xd0\x90\xd0\xbd\xd0\xbd\xd0\xb0"}',
    b'{"a": "\x7f"}',
    b'{"a": NaN, "b": Infinity, "c": -Infinity}',
    b'{"a": -NaN}',
    b'{"a": +Infinity}',
    b'{"a": nan}',
    b'{"a": -0, "b": -0.0, "c": 1E5, "d": 1e+5, "e": 1e-400, "f": 1e400}',
    b'{"a": 0.1, "b": 1.7976931348623157e308, "c": 2.2250738585072014e-308, "d": 4.9e-324}',
    b'{"a": 123456789012345678901234567890.5, "b": 0.30000000000000004}',
    b'{"a": ' + b"9" * 1000 + b"}",
    b'{"a": ' + b"9" * 5000 + b"}",
    b"[" * 300 + b"]" * 300,  # deeper than jiter goes, not than Python
    b"[" * 5000 + b"]" * 5000,
    b'"just a string"',
    b"",
    b"   ",
]


def outcome(read: Any) -> tuple[str, str]:
    """What a read gave: the document (as its repr, so that NaN equals NaN) or the problem."""
    try:
        doc = read()
    except Unreadable as exc:
        return "problem", str(exc)
    return "document", repr(doc)


def from_text(data: bytes) -> tuple[str, str]:
    return outcome(lambda: parse_json(data.decode("utf-8")))


def from_bytes(data: bytes) -> tuple[str, str]:
    return outcome(lambda: parse_json(data.decode("utf-8"), data))


@pytest.mark.parametrize("data", EDGES, ids=[repr(d[:30]) for d in EDGES])
def test_the_bytes_read_as_the_text_reads(data):
    assert from_bytes(data) == from_text(data)


def test_a_repeated_key_is_still_named():
    assert from_bytes(b'{"title": "a", "title": "b"}') == (
        "problem", "the key 'title' appears twice in one object; which one counts?")


def test_a_byte_order_mark_is_skipped():
    doc = parse_json('{"a": [1.5, "x"]}', b'\xef\xbb\xbf{"a": [1.5, "x"]}')
    assert doc == {"a": [1.5, "x"]}
    assert not math.isnan(doc["a"][0])


SEED = min((p.read_bytes() for p in SAVES.glob("*.json")), key=len)


@st.composite
def edited(draw) -> bytes:
    """A pulka of ``saves/`` with 1-4 bytes set, deleted or inserted, some of them JSON's
    own (brackets, quotes, escapes, digits, signs, letters of literals)."""
    data = bytearray(SEED)
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(data) - 1))
        op = draw(st.sampled_from(["set", "delete", "insert"]))
        byte = draw(st.sampled_from(b'{}[],:"0123456789-+.eE \n\t\\/ubfnrtNaIy\x01\x7f'))
        if op == "set":
            data[i] = byte
        elif op == "delete":
            del data[i]
        else:
            data.insert(i, byte)
    return bytes(data)


@settings(max_examples=500, deadline=None, derandomize=True, database=None)
@given(data=edited())
def test_edited_files_read_as_their_text_reads(data):
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        assume(False)  # decode() refuses it before any JSON is read
    assert from_bytes(data) == from_text(data)


@pytest.mark.parametrize(("text", "field", "digits"), [
    ('{"rules": {"pulya_target": 1' + "0" * 100_000 + "}}", "rules.pulya_target", 100_001),
    ('{"hands": [{}, {"tricks": {"Anna": -' + "9" * 5000 + "}}]}", "hands[1].tricks.Anna",
     5000),
    ("1" + "0" * 4300, "(the whole document)", 4301),
])
def test_a_number_too_long_to_read_names_its_field(text, field, digits):
    """A tester's finding: a number of 100,000 digits said "…use
    sys.set_int_max_str_digits()", a remedy for programmers, and no field."""
    with pytest.raises(Unreadable) as caught:
        parse_json(text, text.encode())
    reason = caught.value.reason
    assert reason.code == "file_number_too_long"
    assert (reason.params["field"], reason.params["digits"]) == (field, digits)
    assert "set_int_max_str_digits" not in str(reason)
    assert str(reason).startswith(f"{field}: a whole number ")


def test_a_number_of_4300_digits_is_still_read():
    text = '{"n": ' + "7" * 4300 + "}"
    assert parse_json(text, text.encode()) == {"n": int("7" * 4300)}
