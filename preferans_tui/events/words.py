"""The words of the director's screen (issue 28), from the gettext catalogues
(:mod:`preferans_tui.texts`, ids ``ev_…``) in the screen's own language."""

from __future__ import annotations

from ..texts import tr_in
from ..untrusted import visible


def word(lang: str, key: str, **values: object) -> str:
    """The catalogue's ``ev_<key>`` in ``lang``, its ``{fields}`` filled in (each shown
    through :func:`~preferans_tui.untrusted.visible`: a player's name comes from a file).

    Raises:
        KeyError: ``key`` is not in the catalogue (a programming error).
    """
    text = tr_in(lang, f"ev_{key}")
    return text.format(**{k: visible(str(v)) for k, v in values.items()}) if values else text


FORMULA_NAMES = ("raw", "cutoffs", "damping", "places", "custom")
"""The formulas an event names (:data:`~.formulas.FORMULAS` and ``custom``), each said in
words by the catalogue's ``ev_formula_<name>``."""


def formula_words(lang: str, name: str) -> str:
    """The formula ``name`` (``places``) in words in ``lang`` (``place points``, ``очки
    за места``); a name the catalogue does not know as it is, made visible."""
    return word(lang, f"formula_{name}") if name in FORMULA_NAMES else visible(name)
