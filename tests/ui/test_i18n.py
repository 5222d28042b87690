"""Both languages hold the same texts, with the same fields and the plural forms each
language needs (issue 12.14)."""

from __future__ import annotations

import string

import pytest

from preferans_tui.ui import i18n
from preferans_tui.ui.i18n import EN, RU, tr_count


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_catalogues_hold_the_same_keys_and_fields():
    assert EN.keys() == RU.keys()
    for key in EN:
        assert fields(EN[key]) == fields(RU[key]), key


@pytest.mark.parametrize("key", [k for k in EN if "|" in EN[k]])
def test_counted_texts_have_each_languages_forms(key):
    assert len(EN[key].split("|")) == 2 and len(RU[key].split("|")) == 3


@pytest.mark.parametrize(("n", "en", "ru"), [
    (1, "1 deal", "1 сдача"), (2, "2 deals", "2 сдачи"), (4, "4 deals", "4 сдачи"),
    (5, "5 deals", "5 сдач"), (11, "11 deals", "11 сдач"), (12, "12 deals", "12 сдач"),
    (21, "21 deals", "21 сдача"), (22, "22 deals", "22 сдачи"), (0, "0 deals", "0 сдач"),
    (111, "111 deals", "111 сдач"),
])
def test_plural_forms(n, en, ru):
    assert tr_count("n_deals", n) == en
    i18n.set_language("ru")
    assert tr_count("n_deals", n) == ru
