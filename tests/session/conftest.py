"""Pulka files for the session's tests: copies of ``saves/``' first example, cut to a
number of hands, in the test's own folder. No app, no Pilot: the tests drive
:class:`~preferans_tui.session.PulkaSession` directly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from preferans_tui.session import PulkaSession
from preferans_tui.storage import load

SAVES = Path(__file__).resolve().parents[2] / "saves"
PULKA1 = SAVES / "pulka1-sochi-three-players.json"
"""Sochi to 10, Anna, Boris and Vera: eight hands."""
HANDS: list[dict] = json.loads(PULKA1.read_text(encoding="utf-8"))["hands"]


def pulka_copy(folder: Path, hands: int, name: str = "friday.json",
               title: str | None = None) -> Path:
    """PULKA-1 with its first ``hands`` hands as ``folder/name`` (``title``: another)."""
    data = json.loads(PULKA1.read_text(encoding="utf-8"))
    data["hands"] = data["hands"][:hands]
    if title is not None:
        data["title"] = title
    path = folder / name
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def hands_in(path: Path) -> int:
    """How many hands the file at ``path`` holds."""
    return len(json.loads(path.read_text(encoding="utf-8"))["hands"])


def opened_session(path: Path, data: Path) -> PulkaSession:
    """A session on the pulka file ``path`` as the app opens it at start-up."""
    session = PulkaSession(path)
    model, pulka = load(path)
    assert session.take_loaded(model, pulka, data) is None
    return session


@pytest.fixture
def data(tmp_path) -> Path:
    """The data folder (new pulkas, examples' copies, rescue files)."""
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def session(tmp_path, data):
    """A session on PULKA-1's first two hands at ``tmp_path/friday.json``; released after."""
    opened = opened_session(pulka_copy(tmp_path, 2), data)
    yield opened
    opened.close()
