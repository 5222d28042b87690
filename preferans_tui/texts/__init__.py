"""Every word of the app, in English and Russian, from gettext catalogues (issue 29).

The words live in ``locale/{en,ru}/LC_MESSAGES/preferans_tui.po``, keyed by a short
English id (the msgid, ``"gora"``); the text is the msgstr, in English too. The standard
library's :mod:`gettext` reads their compiled ``.mo`` (built by the package build,
:mod:`.compiling`). ``tr("gora")`` gives the word in the current language,
``tr_count("n_deals", 5)`` a count's form (Russian has three: 1 сдача, 2 сдачи,
5 сдач; the catalogue's ``Plural-Forms`` chooses), ``set_language("ru")`` switches.
The language follows a setting and defaults to the system locale (Russian if it
starts with ``ru``).

To add a text: add its msgid to both ``.po`` files (``tests/texts`` fails on a message
missing in either language, a Russian plural without its three forms, or fields that
differ between the languages). The README's «Words» says how to extract and compile.

Why the rules refuse something (a hand, a name, a file's value) is not here: the rules
core is pure (it reads no file) and keeps its own catalogues, keyed by each refusal's
code (:mod:`preferans_tui.rules.reasons`, ``reasons_en``, ``reasons_ru``);
:func:`refusal` and :func:`said` show a reason or a file's problem line in the current
language.
"""

from __future__ import annotations

import gettext
import os
from typing import TYPE_CHECKING

from ..untrusted import visible
from .catalogues import LANGUAGES, load

if TYPE_CHECKING:  # the app's first frame imports no rules (tests/ui/test_opening.py)
    from ..rules.errors import PulkaError

__all__ = ["LANGUAGES", "BLANK_IN_SOME", "decimal_mark", "every_language", "language",
           "refusal", "said", "set_language", "system_language", "tr", "tr_count", "tr_in",
           "tr_or_blank"]

BLANK_IN_SOME = frozenset({"whists_head", "whists_head_short"})
"""The messages a language may show as nothing (:func:`tr_or_blank`): the Russian sheet
heads its whists columns «висты на:», the English one does not. Their text there is a
space: gettext cannot hold an empty text (it reads as untranslated)."""

_catalogues: dict[str, gettext.GNUTranslations] = {}
_current = "en"


def _catalogue(language: str) -> gettext.GNUTranslations:
    """The catalogue of ``language``, read on first use (:func:`.catalogues.load`)."""
    found = _catalogues.get(language)
    if found is None:
        found = _catalogues[language] = load(language)
    return found


def system_language() -> str:
    """``"ru"`` if the system locale is Russian, else ``"en"``."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    import locale

    code = locale.getlocale()[0] or ""
    return "ru" if code.lower().startswith("ru") else "en"


def set_language(language: str) -> None:
    """Switch every later :func:`tr` to ``language`` (``"en"`` or ``"ru"``).

    Raises:
        ValueError: an unknown language.
    """
    global _current
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; choose one of {sorted(LANGUAGES)}")
    _current = language


def language() -> str:
    """The current language code."""
    return _current


def _filled(text: str, values: dict[str, object]) -> str:
    """``text`` with its ``{name}`` fields filled in; a text, a path or an error through
    :func:`~preferans_tui.untrusted.visible` (a name, a title, a file name or a reason
    naming one can come from a file), numbers as they are."""
    if not values:
        return text
    return text.format(**{k: visible(str(v)) if isinstance(v, str | os.PathLike | Exception)
                          else v for k, v in values.items()})


def tr(key: str, **values: object) -> str:
    """The text ``key`` in the current language, with ``{name}`` fields filled in
    (:func:`_filled`).

    Raises:
        KeyError: ``key`` is not in the catalogue (a programming error).
    """
    return _filled(_catalogue(_current).gettext(key), values)


def tr_or_blank(key: str) -> str:
    """The text ``key`` (one of :data:`BLANK_IN_SOME`) in the current language, ``""``
    where that language's text is blank.

    Raises:
        KeyError: ``key`` is not in the catalogue.
    """
    return tr(key).strip()


def tr_in(language: str, key: str) -> str:
    """The text ``key`` in ``language``, whatever the current one, its fields unfilled:
    the key bindings name their action in every language at once.

    Raises:
        KeyError: ``key`` is not in the catalogue.
    """
    return _catalogue(language).gettext(key)


def every_language(key: str) -> tuple[str, ...]:
    """The text ``key`` in each of :data:`LANGUAGES` (``("misère", "мизер")``): what a
    box reads back in either language."""
    return tuple(tr_in(lang, key) for lang in LANGUAGES)


def tr_count(key: str, n: int, **values: object) -> str:
    """The text ``key`` in the form a count ``n`` takes, ``{n}`` and ``values`` filled in:
    ``tr_count("n_deals", 11)`` → ``11 deals``, ``11 сдач``; ``21 сдача``, ``22 сдачи``.
    The catalogue's ``Plural-Forms`` chooses (English 1 / other; Russian 1, 21 … /
    2–4, 22–24 … / 0, 5–20, 25 …), by :meth:`gettext.GNUTranslations.ngettext`.

    Raises:
        KeyError: ``key`` is not a plural message of the catalogue.
    """
    return _filled(_catalogue(_current).ngettext(key, key, abs(n)), {"n": n, **values})


def decimal_mark() -> str:
    """The current language's decimal mark: ``.`` in English, ``,`` in Russian
    (``25,60``); the ``mark`` of :mod:`preferans_tui.views.figures`'s figures."""
    return tr("decimal_mark")


def said(problem: str | PulkaError) -> str:
    """A problem line of a file (:class:`~preferans_tui.rules.errors.Problem`), an error
    of the rules core (its whole line: hand, field, reason, rule) or a reason of it, in
    the current language; any other text as it is. The core's reasons have their own
    catalogues (:mod:`preferans_tui.rules.reasons`); each of them has ``text(language)``
    (without importing the rules)."""
    text = getattr(problem, "text", None)
    return text(_current) if callable(text) else str(problem)


def refusal(exc: PulkaError) -> str:
    """The rules core's reason for refusing, in the current language, with its rule
    (``полвиста только на шестерной или семерной, а не на 8S (правило 3.8.7)``);
    without the hand and the field, which the form shows by the field itself."""
    text = exc.reason_text(_current)
    return text + (f" ({tr('rule_no', rule=exc.rule)})" if exc.rule else "")
