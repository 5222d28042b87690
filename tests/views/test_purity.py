"""The views are pure (issue 29): importing every one of them loads neither Textual, nor
rich, nor platformdirs, nor the app, storage or the command line — except the settlement's
rich tables (``settlement_tables``), which the screen and ``settle`` both print: rich
there, and still no Textual or app."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import preferans_tui.views

ROOT = Path(__file__).resolve().parents[2]


def loaded_after(imports: str, prefixes: tuple[str, ...]) -> list[str]:
    code = (f"import json, sys\n{imports}\n"
            f"print(json.dumps(sorted(m for m in sys.modules if m.startswith({prefixes!r}))))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def test_every_view_loads_no_terminal_library_and_no_app():
    names = [m.name for m in pkgutil.iter_modules(preferans_tui.views.__path__)
             if m.name != "settlement_tables"]
    assert {"figures", "history", "ledger_figures", "ledger_text", "settlement",
            "sheet"} <= set(names)
    imports = "\n".join(f"import preferans_tui.views.{name}" for name in names)
    assert loaded_after(imports, ("textual", "rich", "platformdirs", "preferans_tui.ui",
                                  "preferans_tui.storage", "preferans_tui.cli")) == []


def test_the_ledger_views_load_neither_pydantic_nor_the_rules_core():
    """``stats`` answers from its last run with them alone (issue 15)."""
    imports = "import preferans_tui.views.ledger_text, preferans_tui.views.ledger_figures"
    assert loaded_after(imports, ("pydantic", "preferans_tui.rules",
                                  "preferans_tui.ledger")) == []


def test_the_settlement_tables_load_rich_but_no_textual_and_no_app():
    assert loaded_after("import preferans_tui.views.settlement_tables",
                        ("textual", "platformdirs", "preferans_tui.ui", "preferans_tui.storage",
                         "preferans_tui.cli")) == []
