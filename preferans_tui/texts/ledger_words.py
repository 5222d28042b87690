"""Why the ledger left a file out, and which of its players look alike, in the interface
language (issues 31 item 10, 32 item 5).

The ledger keeps each reason as a code and its values
(:class:`~preferans_tui.ledger.SkipReason`; ``stats --json``'s ``skipped`` entries, the
cache), never as English text alone: :func:`skipped_reason` words it in the current
language (:func:`~preferans_tui.texts.tr`), the rules core's problems through their own catalogues.
Used by ``stats``' tables and the ledger screen's «Пропущено» tab.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..untrusted import quoted, visible
from . import language, tr

OWN_CODES = {"no_hands": "lg_skip_no_hands", "same_file": "lg_skip_same_file",
             "cannot_read": "lg_skip_cannot_read", "alias_clash": "lg_skip_alias_clash",
             "club_alias_clash": "lg_skip_club_alias_clash"}
"""The ledger's own reasons (:data:`~preferans_tui.ledger.models.SkipCode`) → their text."""


def skipped_reason(entry: Mapping[str, Any]) -> str:
    """The reason of one skipped file (a ``stats --json`` ``skipped`` entry, or a
    :class:`~preferans_tui.ledger.Skipped` dumped) in the current language, safe to
    show; its English ``reason`` when its code is unknown or its data damaged."""
    code = entry.get("code")
    try:
        if code == "problem":
            # the field in the player's words in English too (``the players``, not the
            # file's key); the rules core is imported only for a file it refused
            from ..rules.errors import problem_from_data

            text = problem_from_data(entry["problem"]).text(language())
            more = int(entry.get("more") or 0)
            return visible(text + (tr("lg_skip_more", n=more) if more else ""))
        if code in OWN_CODES:
            params = {str(k): str(v) for k, v in dict(entry.get("params") or {}).items()}
            if code == "cannot_read":
                params["error"] = _system_words(params)
            return tr(OWN_CODES[code], **params)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        pass
    return visible(str(entry.get("reason", "?")))


def _system_words(params: Mapping[str, str]) -> str:
    """What the system said of a file it would not let us read (``error``, its English;
    ``errno``: ``ENOENT``), in the current language: ``нет такого файла или папки``."""
    import errno

    number = getattr(errno, params.get("errno", ""), None)
    if language() == "en" or not isinstance(number, int):
        return params.get("error", "?")
    from ..rules.reasons import os_error_reason  # the core's catalogues, when needed

    return os_error_reason(OSError(number, params.get("error", "?"))).text(language())


SCRIPT_WORDS = {"latin": "lg_script_latin", "cyrillic": "lg_script_cyrillic",
                "greek": "lg_script_greek"}
"""The scripts named in the interface language; any other by its Unicode name."""


def scripts_text(scripts: list[str] | tuple[str, ...]) -> str:
    """``["cyrillic", "latin"]`` → ``Cyrillic + Latin`` (``кириллица + латиница``)."""
    return " + ".join(tr(SCRIPT_WORDS[s]) if s in SCRIPT_WORDS else visible(s.title())
                      for s in scripts) or "?"


def look_alike_line(first: str, second: str, first_scripts: list[str] | tuple[str, ...],
                    second_scripts: list[str] | tuple[str, ...]) -> str:
    """The warning that two players' names look the same in other letters, naming both
    spellings with their scripts, and the alias that would make them one."""
    return tr("lg_look_alike", first=quoted(first), second=quoted(second),
              first_scripts=scripts_text(first_scripts),
              second_scripts=scripts_text(second_scripts),
              alias=f"{second}={first}")
