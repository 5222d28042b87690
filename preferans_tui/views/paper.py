"""A paper total refused, in words (issue 30.4): what ``settle --paper`` prints and the
paper screen says under its form — the field (``pulya.Anna``), then why, in the
interface language."""

from __future__ import annotations

from typing import Protocol

from ..rules import PulkaError
from ..texts import said, tr
from ..untrusted import visible


class Refusal(Protocol):
    """What :class:`~preferans_tui.storage.paper_totals.PaperError` holds."""

    field: str
    code: str
    values: dict[str, object]


def paper_message(exc: Refusal) -> str:
    """``pulya.Anna: a pulya cannot be below zero (-2)``; a value from the file is shown
    with its hidden characters escaped."""
    values = {k: said(v) if isinstance(v, PulkaError) else visible(str(v))
              for k, v in exc.values.items()}
    text = tr(exc.code, **values)
    return f"{visible(exc.field)}: {text}" if exc.field else text
