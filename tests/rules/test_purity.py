"""The rules core is pure Python + pydantic (DESIGN.md "The shape", issue 3).

Two guards, as harlequin does it: a fresh interpreter imports ``preferans_tui.rules``
and must not have pulled in Textual, rich or platformdirs; and the import-linter
contract in pyproject.toml (``[tool.importlinter]``) must be kept.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_rules_core_loads_no_ui_library():
    code = (
        "import json, sys\n"
        "import preferans_tui.rules\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('textual', 'rich', 'platformdirs'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert json.loads(out.stdout) == []


def test_importing_the_rules_core_loads_neither_storage_nor_ui():
    code = (
        "import json, sys\n"
        "import preferans_tui.rules\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith("
        "('preferans_tui.ui', 'preferans_tui.storage', 'preferans_tui.views',"
        " 'preferans_tui.cli')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert json.loads(out.stdout) == []


@pytest.mark.skipif(importlib.util.find_spec("importlinter") is None,
                    reason="import-linter is a dev dependency; not installed here")
def test_import_linter_contract_is_kept():
    code = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports())"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    # the pure rules core, ledger and views, one order of layers over the whole package,
    # the web server, storage, the session, the words and the club without the UI, no cycles
    assert "11 kept, 0 broken" in out.stdout
