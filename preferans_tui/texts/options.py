"""The rules options in words (SPEC §11, §13.7): a short label and a one-line explanation
of each, and why two choices contradict each other (SPEC §13.2).

The start screen's rules editor shows these instead of the raw option names; the
numbers in brackets are the Kodex rules the option is about, and a convention the Kodex
does not have names where it comes from (ФСПР, a house rule). The words are the
catalogue's ``opt_<name>``, ``opt_<name>_about`` and ``form_contra_<key>``; the Russian
of a contradiction is the rules core's own (``rules/reasons_ru.py``, ``contra_<key>``:
one wording for the form and a file's problems; ``tests/texts`` holds them equal).
"""

from __future__ import annotations

from . import tr


def _or(key: str, default: str) -> str:
    try:
        return tr(key)
    except KeyError:
        return default


def option_label(name: str) -> str:
    """The option's short label in the interface language (its name if unknown)."""
    return _or(f"opt_{name}", name)


def option_explanation(name: str) -> str:
    """The option's one-line explanation in the interface language ('' if unknown)."""
    return _or(f"opt_{name}_about", "")


def contradiction_reason(key: str) -> str:
    """Why the contradictory pair ``key`` (:mod:`preferans_tui.rules.option_checks`) is
    refused, in the form's words in the interface language ('' if unknown)."""
    return _or(f"form_contra_{key}", "")
