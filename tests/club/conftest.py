"""The club's tests run on both engines: ``club_url`` is a fresh SQLite file or a fresh
database of a throwaway PostgreSQL cluster (:mod:`.pg_cluster`), started once for the
session and stopped after it.

Without PostgreSQL installed the ``postgresql`` cases skip — but never in CI
(``CI=true``): there they fail, so a CI that lost its server cannot pass quietly.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from .pg_cluster import PgCluster, server_bin

ENGINES = ("sqlite", "postgresql")
_numbers = itertools.count(1)


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[PgCluster]:
    """The session's PostgreSQL cluster (skips, or fails in CI, when there is none)."""
    bindir = server_bin()
    if bindir is None:
        if in_ci():
            pytest.fail("CI: PostgreSQL is not installed (.ci/run installs it)")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    cluster = PgCluster(bindir)
    cluster.start()
    try:
        yield cluster
    finally:
        cluster.destroy()


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    """``"sqlite"`` or ``"postgresql"``: every club test runs on both."""
    return str(request.param)


@pytest.fixture
def club_url(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A fresh, empty club database of ``engine``."""
    if engine == "sqlite":
        return f"sqlite:///{tmp_path / 'club.sqlite'}"
    cluster: PgCluster = request.getfixturevalue("pg_cluster")
    if not cluster.running:  # a fault test stopped it and failed before restarting
        cluster.start()
    return cluster.create_database(f"club_{os.getpid()}_{next(_numbers)}")


@pytest.fixture(autouse=True)
def _club_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own; no club chosen by the environment."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("PREFERANS_TUI_DATA", str(folder))
    monkeypatch.delenv("PREFERANS_TUI_CLUB", raising=False)
    return folder


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    """Each test starts in English; a language a command or a screen set is reset
    after it."""
    from preferans_tui import texts

    texts.set_language("en")
    yield
    texts.set_language("en")
