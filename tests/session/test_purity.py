"""The session is the app's work without Textual (issue 29.3): a fresh interpreter that
imports ``preferans_tui.session`` has loaded neither Textual nor rich, nor the UI; and
it loads storage and the rules core (pydantic) only when a step needs them, so the app
that holds a session still draws its first frame before them (issue 6). The import-linter
contract in pyproject.toml keeps it so (tests/rules/test_purity.py runs it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _loaded_by_the_session() -> list[str]:
    """Every module a fresh ``import preferans_tui.session`` left in ``sys.modules``."""
    code = ("import json, sys\n"
            "import preferans_tui.session\n"
            "print(json.dumps(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def test_importing_the_session_loads_no_textual_or_rich():
    loaded = _loaded_by_the_session()
    assert [m for m in loaded if m.split(".")[0] in ("textual", "rich")] == []
    assert "preferans_tui.session.pulka_session" in loaded  # the import did happen


def test_importing_the_session_loads_no_ui_storage_or_pydantic_yet():
    loaded = _loaded_by_the_session()
    assert [m for m in loaded if m.split(".")[0] == "pydantic" or m.startswith(
        ("preferans_tui.ui", "preferans_tui.storage", "preferans_tui.rules"))] == []
