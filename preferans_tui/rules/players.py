"""The players of a pulka: 3 or 4 names, each one readable and told apart [K 1.2].

A name is shown on the sheet, in every message and in ``settle``'s table, so it may not
hide characters (control, zero-width, direction overrides) or differ from another only
by case or by spaces at its ends.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from .errors import PulkaError

HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Unicode categories a name may not contain: control characters (``\\n``, ESC of an
ANSI sequence), format characters (zero-width space, right-to-left override), lone
surrogates and line or paragraph separators. They are invisible, or act on the
terminal instead of being shown, so two names could look alike or a name could
clear the screen."""


def _name_problem(name: str) -> str | None:
    """What is wrong with one player's name, or ``None``."""
    hidden = [c for c in name if unicodedata.category(c) in HIDDEN_CATEGORIES]
    if hidden:
        codes = ", ".join(f"U+{ord(c):04X}" for c in dict.fromkeys(hidden))
        return f"has a control or invisible character ({codes})"
    if not name.strip():
        return "is empty"
    if name != name.strip():
        return "starts or ends with a space"
    return None


def same_name(a: str, b: str) -> bool:
    """Whether two names are the same to a reader: equal ignoring case, and ignoring how
    the same letter is encoded (``Ё`` as one character or ``Е`` + a combining mark)."""
    def key(n: str) -> str:
        return unicodedata.normalize("NFKC", n).casefold()
    return key(a) == key(b)


def validate_players(players: Sequence[str]) -> tuple[str, ...]:
    """3 or 4 distinct, non-empty names in seat order [K 1.2].

    A name is refused when it is empty, starts or ends with a space, or holds a
    character of :data:`HIDDEN_CATEGORIES`; two names are refused when they are the
    same ignoring case (:func:`same_name`): "Anna" and "anna" are one person.

    Raises:
        PulkaError: fewer than 3 or more than 4 players, or a bad or repeated name; the
            field is ``players`` and the rule 1.2; names are quoted with ``repr``.
    """
    names = tuple(players)
    if len(names) not in (3, 4):
        raise PulkaError(f"{len(names)} players; preferans is for 3 or 4", field="players",
                         rule="1.2")
    for i, name in enumerate(names, 1):
        problem = _name_problem(name)
        if problem:
            raise PulkaError(f"player {i}'s name {name!r} {problem}", field="players",
                             rule="1.2")
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if a == b:
                raise PulkaError(f"two players have the same name, {a!r}", field="players",
                                 rule="1.2")
            if same_name(a, b):
                raise PulkaError(f"two players have the same name ignoring case, {a!r} "
                                 f"and {b!r}", field="players", rule="1.2")
    return names
