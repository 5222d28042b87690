"""The form of a hand draft: the adjustment's has its line keys, the others are the plain
:class:`~.hand_form.HandForm`."""

from __future__ import annotations

from collections.abc import Sequence

from ...rules.draft import HandDraft
from ..context import TableContext
from .hand_form import HandForm
from .hand_form_adjustment import AdjustmentForm


def form_for(context: TableContext, draft: HandDraft, keys: Sequence[str] = ()) -> HandForm:
    """The form of ``draft``; ``keys`` are typed into it first (the seat digit that
    opened it from the sheet)."""
    form = AdjustmentForm if draft.kind == "adjustment" else HandForm
    return form(context, draft, keys)
