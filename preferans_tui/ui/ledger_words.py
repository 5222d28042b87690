"""Why the ledger left a file out, in the interface language (issue 31 item 10).

The ledger keeps each reason as a code and its values
(:class:`~preferans_tui.ledger.SkipReason`; ``stats --json``'s ``skipped`` entries, the
cache), never as English text alone: :func:`skipped_reason` words it in the current
language (:func:`~.i18n.tr`), the rules core's problems through their own catalogues.
Used by ``stats``' tables and the ledger screen's «Пропущено» tab.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..untrusted import visible
from .i18n import language, tr

OWN_CODES = {"no_hands": "lg_skip_no_hands", "same_file": "lg_skip_same_file",
             "cannot_read": "lg_skip_cannot_read", "alias_clash": "lg_skip_alias_clash"}
"""The ledger's own reasons (:data:`~preferans_tui.ledger.models.SkipCode`) → their text."""


def skipped_reason(entry: Mapping[str, Any]) -> str:
    """The reason of one skipped file (a ``stats --json`` ``skipped`` entry, or a
    :class:`~preferans_tui.ledger.Skipped` dumped) in the current language, safe to
    show; its English ``reason`` when its code is unknown or its data damaged."""
    code = entry.get("code")
    try:
        if code == "problem" and language() != "en":
            # the rules core (and pydantic) only for a reason to word in another language
            from ..rules.errors import problem_from_data

            text = problem_from_data(entry["problem"]).text(language())
            more = int(entry.get("more") or 0)
            return visible(text + (tr("lg_skip_more", n=more) if more else ""))
        if code in OWN_CODES:
            return tr(OWN_CODES[code], **{str(k): str(v)
                                          for k, v in dict(entry.get("params") or {}).items()})
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        pass
    return visible(str(entry.get("reason", "?")))
