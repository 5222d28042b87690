"""Finding and reading the compiled catalogues (``.mo``) of :mod:`preferans_tui.texts`.

The package build compiles each ``.po`` into the ``.mo`` beside it (``hatch_build.py``
at the repository's top, for a wheel and for ``pip install -e``); the ``.mo`` is never
committed. In a source tree a ``.po`` newer than its ``.mo`` (a word just edited) or a
``.mo`` missing is compiled again on first use, with Babel (a development dependency,
:mod:`.compiling`); where Babel is missing too, :class:`CataloguesMissing` says what to
run instead of showing message ids. An installed wheel holds only the ``.mo``: nothing
is compared there.
"""

from __future__ import annotations

import gettext
import os

LANGUAGES = ("en", "ru")
"""The interface languages, the first the default."""
DOMAIN = "preferans_tui"
"""The catalogues' gettext domain: ``locale/<language>/LC_MESSAGES/preferans_tui.mo``."""
LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")
"""Where the catalogues are, one folder per language."""


class CataloguesMissing(RuntimeError):
    """The compiled catalogue of a language is missing or older than its ``.po``, and
    cannot be compiled here (no Babel, or the folder is read-only)."""


class _Missing(gettext.NullTranslations):
    """The last fallback of every catalogue: a message id it lacks is a programming
    error, never shown as the id (``tests/texts`` checks that no id is missing)."""

    def gettext(self, message: str) -> str:
        raise KeyError(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        raise KeyError(msgid1)


def paths(language: str) -> tuple[str, str]:
    """The ``.po`` and the ``.mo`` of ``language``."""
    stem = os.path.join(LOCALE_DIR, language, "LC_MESSAGES", DOMAIN)
    return stem + ".po", stem + ".mo"


def _stale(po: str, mo: str) -> bool:
    """Whether ``mo`` must be compiled from ``po``: missing, or older than a ``po`` that
    is there (a source tree; a wheel ships no ``.po``)."""
    try:
        built = os.stat(mo).st_mtime_ns
    except FileNotFoundError:
        return True
    try:
        return os.stat(po).st_mtime_ns > built
    except FileNotFoundError:
        return False


def load(language: str) -> gettext.GNUTranslations:
    """The catalogue of ``language``, compiled first if it is stale (:func:`_stale`).

    Raises:
        CataloguesMissing: no usable ``.mo`` and none can be compiled here.
    """
    po, mo = paths(language)
    if _stale(po, mo):
        _compile(po, mo)
    with open(mo, "rb") as file:
        catalogue = gettext.GNUTranslations(file)
    catalogue.add_fallback(_Missing())
    return catalogue


def _compile(po: str, mo: str) -> None:
    """Compile ``po`` into ``mo`` with Babel, or say why it cannot be done."""
    how = ("reinstall the package (pip install -e . builds them), or install Babel "
           "(pip install babel) and run python -m preferans_tui.texts.compiling")
    if not os.path.exists(po):
        raise CataloguesMissing(f"preferans-tui: the word catalogue {mo} is missing: {how}")
    try:
        from .compiling import compile_po
    except ImportError:  # Babel is not installed
        raise CataloguesMissing(f"preferans-tui: the word catalogue {mo} is missing or older "
                                f"than {os.path.basename(po)}: {how}") from None
    try:
        compile_po(po, mo)
    except OSError as exc:
        raise CataloguesMissing(f"preferans-tui: cannot compile {po} ({exc}): {how}") from exc
