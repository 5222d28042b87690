"""Every package the code imports is declared in ``pyproject.toml`` (issue 29.6): one
that arrives only as another's dependency (aiohttp under textual-serve) may go away, or
change, with an upgrade of that other package."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "preferans_tui"


def imported_top_names() -> set[str]:
    """The top-level names of every absolute import in the package's modules (those
    inside functions too)."""
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names


def normalized(name: str) -> str:
    """A distribution's name as PEP 503 compares it (``Jinja2`` → ``jinja2``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def declared() -> set[str]:
    """The distributions ``pyproject.toml`` declares (``textual==8.2.8`` → ``textual``)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {normalized(re.split(r"[\s<>=!~;\[]", spec, maxsplit=1)[0])
            for spec in project["dependencies"]}


DEVELOPERS_ONLY = {"babel"}
"""Imported only in a source tree, and declared in the ``dev`` extra: Babel compiles a
word catalogue whose ``.po`` is newer than its ``.mo`` (``texts/compiling.py``); an
installed wheel carries the compiled catalogues and never imports it."""


def declared_for_developers() -> set[str]:
    """The distributions of the ``dev`` extra."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {normalized(re.split(r"[\s<>=!~;\[]", spec, maxsplit=1)[0])
            for spec in project["optional-dependencies"]["dev"]}


def test_a_developers_only_import_is_in_the_dev_extra():
    assert declared_for_developers() >= DEVELOPERS_ONLY
    assert not DEVELOPERS_ONLY & declared()


def test_every_imported_distribution_is_declared():
    third_party = (imported_top_names() - set(sys.stdlib_module_names) - {"preferans_tui"}
                   - DEVELOPERS_ONLY)
    by_module = packages_distributions()
    missing = {module: by_module.get(module, ["?"]) for module in sorted(third_party)
               if not {normalized(d) for d in by_module.get(module, [])} & declared()}
    assert not missing, f"imported but not declared in pyproject.toml: {missing}"


def test_the_check_sees_the_imports_it_must():
    """The walk finds imports at a module's top and inside a function (serve's)."""
    names = imported_top_names()
    assert {"textual", "pydantic", "aiohttp", "jinja2", "aiohttp_jinja2"} <= names
