"""The form of a hand draft: the adjustment's has its line keys, the others are the plain
:class:`~.hand_form.HandForm`."""

from __future__ import annotations

from ...rules.draft import HandDraft
from ..context import TableContext
from .hand_form import HandForm
from .hand_form_adjustment import AdjustmentForm


def form_for(context: TableContext, draft: HandDraft, declarer_key: str | None = None
             ) -> HandForm:
    """The form of ``draft``; ``declarer_key``: the seat digit that opened it from the
    sheet, typed into the declarer field (:meth:`~.form_typing.DraftTyping.declare`)."""
    form = AdjustmentForm if draft.kind == "adjustment" else HandForm
    return form(context, draft, declarer_key)
