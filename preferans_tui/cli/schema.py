"""``preferans-tui schema``: the pulka file's JSON Schema."""

from __future__ import annotations

import argparse
import json

from .printed import printed


def arguments(parser: argparse.ArgumentParser) -> None:
    """None."""


def run(args: argparse.Namespace) -> int:
    return printed(_schema)


def _schema() -> int:
    from ..storage.pulka_file import json_schema

    print(json.dumps(json_schema(), ensure_ascii=False, indent=1))
    return 0
