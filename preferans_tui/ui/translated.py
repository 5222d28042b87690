"""Bindings whose footer descriptions follow the interface language.

Textual reads binding descriptions from the class; :func:`set_bindings` rebuilds a
node's bindings with descriptions from :func:`~preferans_tui.ui.i18n.tr`, so the
footer switches language with everything else.
"""

from __future__ import annotations

from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode

from ..i18n import language, tr
from ..layout import cyrillic_aliases

KeySpec = tuple[str, str, str, bool] | tuple[str, str, str, bool, bool]
"""(keys, action, i18n key of the description, shown in the footer[, priority]).

A priority binding runs as the app reads the key, before the keys typed after it are
handed on: a key that opens a form must, so that the keys after it reach the form."""


def set_bindings(node: DOMNode, specs: list[KeySpec]) -> None:
    """Give ``node`` the bindings ``specs`` with translated descriptions, on top of its own.

    A letter key also answers to the Cyrillic letter on the same key (``n`` and ``т``),
    for a table that types on the Russian layout; the footer shows the letter printed
    for the interface language: ``n`` in English, ``т`` in Russian (issue 12.14).
    """
    merged = node._merged_bindings.copy() if node._merged_bindings else BindingsMap()
    bindings = []
    russian = language() == "ru"
    for spec in specs:
        priority = len(spec) > 4 and bool(spec[4])
        aliases = cyrillic_aliases(spec[0])
        shown_alias = russian and len(aliases) == 1 and "," not in spec[0]
        bindings.append(Binding(spec[0], spec[1], tr(spec[2]),
                                show=spec[3] and not shown_alias, priority=priority))
        bindings += [Binding(alias, spec[1], tr(spec[2]), show=spec[3] and shown_alias,
                             priority=priority) for alias in aliases]
    extra = BindingsMap(bindings)
    for key, bindings in extra.key_to_bindings.items():
        merged.key_to_bindings[key] = bindings
    node._bindings = merged
