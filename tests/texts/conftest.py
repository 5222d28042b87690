from __future__ import annotations

import pytest

from preferans_tui import texts


@pytest.fixture(autouse=True)
def _english():
    """Each test starts in English; the language a test set is reset after it."""
    texts.set_language("en")
    yield
    texts.set_language("en")
