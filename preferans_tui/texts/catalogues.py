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

import bisect
import gettext
import io
import os
import struct
from collections.abc import Callable
from typing import IO, Any

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


class Catalogue(gettext.GNUTranslations):
    """A :class:`gettext.GNUTranslations` that looks a message up in its ``.mo`` when it
    is first asked for, as GNU libintl does, instead of decoding every message first.

    The standard reader decodes all ~600 messages of a catalogue in a Python loop (about
    8.5 M interpreter instructions a language), and the key bindings name their action
    in both languages before the first frame: the other language's whole catalogue for
    some twenty ids. Here reading a catalogue unpacks its two tables; a message is found
    by bisection in the sorted table of ids (the ``.mo`` format keeps it sorted) and
    kept once found; the plural rule of the header is compiled on the first count.
    A ``.mo`` not as the build writes it (little-endian, UTF-8) is read by the standard
    reader. ``_parse`` is the documented hook ("Override this method to support
    alternative .mo formats"); ``tests/texts`` holds both readings equal.
    """

    _buf: bytes | None = None
    """The ``.mo`` itself while messages are looked up in it; ``None``: read whole."""
    _catalog: dict[Any, str]
    """The messages found so far: an id → its text, ``(id, form)`` → a plural form."""
    plural: Callable[[int], int]
    """The plural form of a count (the header's ``Plural-Forms``)."""

    def _parse(self, fp: IO[bytes]) -> None:  # type: ignore[override]
        buf = fp.read()
        magic, version, count, ids_at, texts_at = struct.unpack_from("<5I", buf)
        header = b""
        if magic == self.LE_MAGIC and version >> 16 in self.VERSIONS and count:
            ids = struct.unpack_from(f"<{2 * count}I", buf, ids_at)
            texts = struct.unpack_from(f"<{2 * count}I", buf, texts_at)
            if not ids[0]:  # the header: the message of the empty id, sorted first
                header = buf[texts[1]:texts[1] + texts[0]]
        if b"charset=utf-8" not in header.lower():  # not as the build writes it
            super()._parse(io.BytesIO(buf))
            return
        self._buf, self._ids, self._texts, self._count = buf, ids, texts, count
        self._charset, self._catalog = "utf-8", {"": header.decode()}
        self._info = {}
        for line in self._catalog[""].splitlines():
            key, colon, value = line.partition(":")
            if colon:
                self._info[key.strip().lower()] = value.strip()
        self.plural = self._first_plural

    def _first_plural(self, n: int) -> int:
        """The header's ``Plural-Forms`` compiled (:func:`gettext.c2py`), then applied."""
        forms = self._info.get("plural-forms", "")
        self.plural = (gettext.c2py(forms.split("plural=")[1].rstrip().rstrip(";"))
                       if "plural=" in forms else lambda n: int(n != 1))  # as the standard
        return self.plural(n)

    def _find(self, message: str) -> None:
        """Look ``message`` up in the ``.mo`` and keep what is found in ``_catalog``:
        its text, or each plural form under ``(message, i)``."""
        buf, ids, texts = self._buf, self._ids, self._texts
        assert buf is not None
        wanted = message.encode()

        def msgid(i: int) -> bytes:
            return buf[ids[2 * i + 1]:ids[2 * i + 1] + ids[2 * i]]

        i = bisect.bisect_left(range(self._count), wanted, key=msgid)
        if i == self._count:
            return
        found = msgid(i)
        text = buf[texts[2 * i + 1]:texts[2 * i + 1] + texts[2 * i]].decode()
        if found == wanted:
            self._catalog[message] = text
        elif found.startswith(wanted + b"\x00"):  # "id\0plural id": the forms
            for form, words in enumerate(text.split("\x00")):
                self._catalog[(message, form)] = words

    def gettext(self, message: str) -> str:
        if self._buf is not None and message not in self._catalog:
            self._find(message)
        return super().gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if self._buf is not None and (msgid1, 0) not in self._catalog:
            self._find(msgid1)
        return super().ngettext(msgid1, msgid2, n)


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
        catalogue = Catalogue(file)
    catalogue.add_fallback(_Missing())
    return catalogue


def _compile(po: str, mo: str) -> None:
    """Compile ``po`` into ``mo`` with Babel, or say why it cannot be done."""
    how = ("reinstall the package (pip install -e . builds them), or install Babel "
           "(pip install babel) and run python -m preferans_tui.texts.compiling")
    if not os.path.exists(po):  # an installed wheel: only its build makes the .mo
        raise CataloguesMissing(f"preferans-tui: the word catalogue {mo} is missing: "
                                "reinstall preferans-tui (its build compiles them)")
    try:
        from .compiling import compile_po
    except ImportError:  # Babel is not installed
        raise CataloguesMissing(f"preferans-tui: the word catalogue {mo} is missing or older "
                                f"than {os.path.basename(po)}: {how}") from None
    try:
        compile_po(po, mo)
    except OSError as exc:
        raise CataloguesMissing(f"preferans-tui: cannot compile {po} ({exc}): {how}") from exc
