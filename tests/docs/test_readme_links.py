"""The README's links into the repository lead somewhere, and the documents it cites as
SPEC §N and FORMAT.md are in the repository (a fresh clone has no ``../shared``)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_relative_link_of_the_readme_exists() -> None:
    targets = [t for t in re.findall(r"\]\(([^)#\s]+)", README) if "://" not in t]
    assert targets, "the README links nothing"
    missing = [t for t in targets if not (ROOT / t).exists()]
    assert missing == []


def test_the_cited_documents_are_in_the_repository() -> None:
    assert "docs/SPEC.md" in README and "docs/FORMAT.md" in README
    spec = (ROOT / "docs" / "SPEC.md").read_text(encoding="utf-8")
    # the rule the README cites for Classic, and the pulya rule it cites for Leningrad
    assert "## 14. Version 3" in spec and "[K 4.2.3.3]" in spec
    assert "`deals_limit`" in README
    assert "# The pulka file" in (ROOT / "docs" / "FORMAT.md").read_text(encoding="utf-8")
