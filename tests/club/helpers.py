"""Pulka files for the club's tests: the Sochi example of ``saves/`` (8 hands, Anna,
Boris, Vera), cut to its first hands, with or without an ``id``."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from preferans_tui.__main__ import main

SAVES = Path(__file__).resolve().parents[2] / "saves"
SOCHI = json.loads((SAVES / "pulka1-sochi-three-players.json").read_text("utf-8"))
PULKA_ID = "6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b"


def sochi(hands: int = 8, *, pulka_id: str | None = PULKA_ID,
          created: str | None = "2026-11-30T21:05:00", title: str | None = None
          ) -> dict[str, Any]:
    """The example's first ``hands`` hands, with ``id`` and ``created`` as given."""
    doc = copy.deepcopy(SOCHI)
    doc["hands"] = doc["hands"][:hands]
    if pulka_id is not None:
        doc["id"] = pulka_id
    if created is not None:
        doc["created"] = created
    if title is not None:
        doc["title"] = title
    return doc


def write(path: Path, doc: dict[str, Any]) -> Path:
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return path


def run(capsys: Any, *argv: str) -> tuple[int, str, str]:
    """``preferans-tui ARGV``: its exit code, standard output and standard error."""
    capsys.readouterr()
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err
