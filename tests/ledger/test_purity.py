"""The ledger is pure (issue 15): no Textual, rich, platformdirs, files or UI; and the
``stats`` command's last-run path loads neither pydantic nor the rules core."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def loaded_after(imports: str, prefixes: tuple[str, ...]) -> list[str]:
    code = (f"import json, sys\n{imports}\n"
            f"print(json.dumps(sorted(m for m in sys.modules if m.startswith({prefixes!r}))))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def test_the_ledger_loads_no_ui_library_and_no_files_module():
    assert loaded_after("import preferans_tui.ledger", (
        "textual", "rich", "platformdirs", "preferans_tui.ui", "preferans_tui.storage",
        "preferans_tui.views", "preferans_tui.cli")) == []


def test_the_last_run_path_loads_neither_pydantic_nor_the_rules_core():
    imports = ("import preferans_tui.cli.stats_answer, preferans_tui.views.ledger_text\n"
               "import preferans_tui.__main__\n"
               "import preferans_tui.storage.paths")
    assert loaded_after(imports, ("pydantic", "preferans_tui.rules", "preferans_tui.ledger",
                                  "textual")) == []
