"""The server imports no UI: every viewer's ``watch`` runs as a process of its own, so
nothing of the app (or of Textual) runs inside the server (harlequin's purity check)."""

from __future__ import annotations

import subprocess
import sys


def test_the_server_imports_neither_textual_nor_the_app():
    code = ("import sys, preferans_tui.web.server; "
            "print(sorted(m for m in sys.modules if m == 'textual' or m.startswith("
            "('textual.', 'preferans_tui.ui'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"
