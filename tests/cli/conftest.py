"""Command tests print in English unless a test asks otherwise (the commands follow the
saved setting and the system locale, issue 12.15)."""

from __future__ import annotations

import pytest

from preferans_tui import texts


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch):
    """An English locale; the language a command set is reset after the test."""
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    yield
    texts.set_language("en")
