"""Shared fixtures: the golden cases shipped in tests/data/cases (copied from shared/cases)
and our own cases in tests/data/own_cases (one per option value of SPEC §13.7, worked by
hand; the working is in each case's ``source``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
CASES = sorted((DATA / "cases").glob("*.json"))
OWN_CASES = sorted((DATA / "own_cases").glob("*.json"))
ALL_CASES = CASES + OWN_CASES
SAVES = Path(__file__).parent.parent / "saves"


def load_case(path: Path) -> dict:
    """One golden case: {"name", "source", "pulka", "expected"}."""
    return json.loads(path.read_text(encoding="utf-8"))


def is_refused(path: Path) -> bool:
    """A case whose file must be refused (``"expected": {"refused": true}``)."""
    return bool(load_case(path)["expected"].get("refused"))


ACCEPTED_CASES = [p for p in ALL_CASES if not is_refused(p)]
"""The cases whose file is valid (the others must be refused)."""


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory, monkeypatch):
    """Never let a test write into the real user data folder."""
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(tmp_path_factory.mktemp("data")))


@dataclass(frozen=True)
class Notice:
    """One notice an app showed (``App.notify``)."""

    message: str
    title: str
    severity: str


@pytest.fixture(autouse=True)
def _record_notices(monkeypatch):
    """Every ``App.notify`` (and the app's ``notify_words``) is kept on the app, for
    :func:`notices` (Textual's own list of notifications is private)."""
    from textual.app import App

    real = App.notify

    def notify(self, message, *args, **kwargs):
        vars(self).setdefault("recorded_notices", []).append(
            Notice(str(message), str(kwargs.get("title", "")),
                   str(kwargs.get("severity", "information"))))
        return real(self, message, *args, **kwargs)

    monkeypatch.setattr(App, "notify", notify)

    from preferans_tui.ui.translated import TranslatedApp

    real_words = TranslatedApp.notify_words

    def notify_words(self, words, *args, **kwargs):  # a notice that follows the language
        vars(self).setdefault("recorded_notices", []).append(
            Notice(str(words() or ""), "", str(kwargs.get("severity", "information"))))
        return real_words(self, words, *args, **kwargs)

    monkeypatch.setattr(TranslatedApp, "notify_words", notify_words)


def notices(app) -> list[Notice]:
    """The notices ``app`` showed so far, oldest first."""
    return list(vars(app).get("recorded_notices", []))


@pytest.fixture
def scorings(monkeypatch):
    """The number of every hand the rules core scores (``Pulka._score``), in order."""
    from preferans_tui.rules import Pulka

    calls: list[int] = []
    real = Pulka._score

    def counted(self, hand, number):
        calls.append(number)
        return real(self, hand, number)

    monkeypatch.setattr(Pulka, "_score", counted)
    return calls
