"""The example pulkas shipped in the project's ``saves/`` folder, never written to.

Opening one (from the start screen or as ``preferans-tui saves/X.json``) opens a copy
in the data folder's ``examples`` subfolder (the ledger does not count it, see
:data:`~preferans_tui.storage.paths.EXAMPLE_COPIES`); the examples stay as they are for
the next reader and the tests.
"""

from __future__ import annotations

from pathlib import Path

SAVES = Path(__file__).resolve().parents[2] / "saves"
"""The project's example folder (absent when installed without the source tree)."""


def is_example(path: Path) -> bool:
    """Whether ``path`` (symlinks and ``..`` resolved) lies inside :data:`SAVES`."""
    try:
        return Path(path).resolve().is_relative_to(SAVES.resolve())
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python 3.11)
        return False
