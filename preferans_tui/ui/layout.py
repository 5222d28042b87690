"""The Russian keyboard layout (ЙЦУКЕН): the Latin key under each Cyrillic letter.

Players at a Russian table often leave the Russian layout on. The app's keys are Latin
letters (``n`` a game, ``s`` spades, ``w`` whist, ``t`` ten), so a key that types ``т``
is read as the ``n`` on the same key: the sheet's keys get the Cyrillic letter as a
second name, and the forms try a Cyrillic letter no field takes as its Latin key. Free
text (a note) still takes Cyrillic as typed.
"""

from __future__ import annotations

from ..texts import language

_RU = "йцукенгшщзхъфывапролджэячсмитьбю"
_EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
LATIN_OF: dict[str, str] = {**dict(zip(_RU, _EN, strict=True)),
                            **dict(zip(_RU.upper(), _EN.upper(), strict=True)), "ё": "`"}
"""Cyrillic letter → the character the same key types on the US layout."""
CYRILLIC_OF: dict[str, str] = {en: ru for ru, en in zip(_RU, _EN, strict=True)
                               if en.isalpha()}
"""Latin letter → the Cyrillic letter on the same key (lower case)."""


def to_latin(character: str) -> str:
    """``"ы"`` → ``"s"``; anything not on the Russian layout is returned as it is."""
    return LATIN_OF.get(character, character)


def cyrillic_aliases(keys: str) -> list[str]:
    """The Cyrillic letters on the same keys as a binding's single Latin letters:
    ``"n"`` → ``["т"]``, ``"f1"`` → ``[]``."""
    return [CYRILLIC_OF[k] for k in keys.split(",") if k in CYRILLIC_OF]


def printed_key(key: str) -> str:
    """A letter key as a hint shows it: the Cyrillic letter on the same key in the Russian
    interface (``s`` → ``ы``), else as it is (issue 12.14)."""
    return CYRILLIC_OF.get(key, key) if language() == "ru" else key
