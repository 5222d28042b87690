"""The package build's hook: compile the word catalogues (``.po`` → ``.mo``, issue 29).

Hatchling runs it for every wheel, the editable one of ``pip install -e`` too (the
``.mo`` is then written beside its ``.po`` in the source tree, where the editable
install reads it). The ``.mo`` is never committed (``.gitignore``); the wheel takes it
as an artifact. The compiling itself is :mod:`preferans_tui.texts.compiling`, loaded by
its path: the package is not installed yet.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

TEXTS = Path("preferans_tui") / "texts"


class CataloguesHook(BuildHookInterface):  # type: ignore[misc]
    """Compiles ``preferans_tui/texts/locale/*/LC_MESSAGES/*.po`` before the wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        spec = importlib.util.spec_from_file_location(
            "preferans_tui_compiling", root / TEXTS / "compiling.py")
        assert spec is not None and spec.loader is not None
        compiling = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(compiling)
        for mo in compiling.compile_all(root / TEXTS / "locale"):
            self.app.display_info(f"compiled {mo.relative_to(root)}")
