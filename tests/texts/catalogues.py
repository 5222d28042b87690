"""The ``.po`` catalogues read as they are written (with Babel, not through the compiled
``.mo``): what the tests check the app's words against."""

from __future__ import annotations

from functools import cache

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from preferans_tui.texts.catalogues import LANGUAGES, paths


@cache
def catalogue(language: str) -> Catalog:
    """The ``.po`` of ``language`` as Babel reads it."""
    with open(paths(language)[0], "rb") as file:
        return read_po(file, abort_invalid=True)


@cache
def messages(language: str) -> dict[str, str | tuple[str, ...]]:
    """Every message of ``language``'s ``.po``: its id → its text, or the tuple of its
    plural forms."""
    out: dict[str, str | tuple[str, ...]] = {}
    for message in catalogue(language):
        if not message.id:
            continue  # the header
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        out[key] = tuple(message.string) if message.pluralizable else message.string
    return out


EN = messages("en")
RU = messages("ru")
assert LANGUAGES == ("en", "ru")
