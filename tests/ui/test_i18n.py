"""Both languages hold every text (CONTRIBUTING: each key in EN and RU, the same fields)."""

from __future__ import annotations

import string

from preferans_tui.ui.i18n import EN, RU


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_english_and_russian_have_the_same_keys():
    assert set(EN) - set(RU) == set()
    assert set(RU) - set(EN) == set()


def test_each_text_has_the_same_fields_in_both_languages():
    assert {k: _fields(EN[k]) for k in EN} == {k: _fields(RU[k]) for k in EN}
