"""The hand draft: the rules core answers what each field of the next hand allows, and
scores the hand once it is complete (DESIGN.md "Asking the core what may come next").

:class:`HandDraft` is the draft; :class:`DraftField` one field's answer;
:func:`canonical` and :func:`lost_fields` compare a corrected hand with its draft.
"""

from .answers import AMOUNT_LIMIT, NOBODY, DraftField, Source, Value, allowed_text
from .draft import DarkTerms, HandDraft
from .game import NO_PENALTY
from .kinds import Kind
from .prefill import canonical, lost_fields

__all__ = ["AMOUNT_LIMIT", "NOBODY", "NO_PENALTY", "DarkTerms", "DraftField", "HandDraft",
           "Kind", "Source", "Value", "allowed_text", "canonical", "lost_fields"]
