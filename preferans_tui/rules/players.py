"""The players of a pulka: 3 or 4 names, each readable and told apart [K 1.2]; and the
character rules every free text of a pulka file shares (FORMAT.md: "no control characters").

A name is shown on the sheet, in every message and in ``settle``'s table, so it may not
hide characters (control, zero-width, direction overrides), be invisible (U+3164, U+2800),
hold a run of spaces, be longer than :data:`NAME_LIMIT`, or differ from another only by
case, by spaces at its ends or by look-alike letters of another script (``Anna`` and
``Аnna`` with a Cyrillic А). A title, a note or an adjustment's rule text follows the
same character rules, cut at :data:`TEXT_LIMIT`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from ..untrusted import is_hidden, quoted
from .errors import PulkaError
from .fields import Field, FieldPath
from .look_alike_table import ALIKE_PAIRS, tabled
from .reasons import Reason

NAME_LIMIT: Final = 40
"""The longest name, in characters: a sheet sector is some 20 columns wide, and a name
of a million characters made ``settle`` take minutes."""

TEXT_LIMIT: Final = 200
"""The longest title, note or adjustment rule text, in characters."""

BLANK_LETTERS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")
"""Letters and symbols drawn as nothing: the Hangul fillers, the blank Braille pattern and
the Khmer inherent vowels. A name of these (and spaces or marks) cannot be seen."""

_SPACE_RUN = re.compile(r"\s{2,}")

ASCII_ARROWS: Final = ("->", "<-", "=>", "<=")
"""ASCII drawings of an arrow, refused in a new name as the arrows of Unicode are
(:func:`arrows_in`)."""


class PlayerNameError(PulkaError):
    """A name the table cannot use [K 1.2]; ``seat`` is its 0-based place in the list
    (the later of two names that look alike), so a form can mark that field."""

    def __init__(self, reason: str, seat: int) -> None:
        super().__init__(reason, field=FieldPath(Field.PLAYERS), rule="1.2")
        self.seat = seat

    def at_hand(self, number: int) -> PulkaError:
        """A name error is about the table, not a hand: returned as it is."""
        return self


def text_problem(text: str, limit: int = TEXT_LIMIT) -> Reason | None:
    """What is wrong with a free text of the file (a title, a note, a rule text, and the
    start of every name's check), or ``None``.

    Longer than ``limit`` characters, or holding a character that would act on a terminal
    or not be seen (:func:`preferans_tui.untrusted.is_hidden`: control, format,
    direction override, line separator…), named by its code point.
    """
    if len(text) > limit:
        return Reason("text_too_long", text=quoted(text), length=len(text), limit=limit)
    hidden = [c for c in text if is_hidden(c)]
    if hidden:
        codes = ", ".join(f"U+{ord(c):04X}" for c in dict.fromkeys(hidden))
        return Reason("text_hidden_char", text=quoted(text), codes=codes)
    return None


def _seen(char: str) -> bool:
    """A character that leaves a mark: a letter, digit, punctuation or symbol not drawn
    blank (spaces, combining marks and fillers alone show nothing)."""
    return unicodedata.category(char)[0] in "LNPS" and char not in BLANK_LETTERS


@lru_cache(maxsize=4096)
def _is_arrow(char: str) -> bool:
    return "ARROW" in unicodedata.name(char, "")


def arrows_in(name: str) -> list[str]:
    """The arrows of ``name``, each once, in order: every character Unicode names an
    arrow (``→ ⇒ ⟶ ➔ ↦``…), then the ASCII ones of :data:`ASCII_ARROWS`."""
    found = [c for c in name if not c.isalnum() and not c.isspace() and _is_arrow(c)]
    found += [a for a in ASCII_ARROWS if a in name]
    return list(dict.fromkeys(found))


def name_problem(name: str, *, from_file: bool = False) -> Reason | None:
    """What is wrong with one player's name (rule 1.2), or ``None``: too long, a hidden
    character, empty, spaces at its ends or in a run, nothing that shows — or, in a name
    given now (not ``from_file``), an arrow: the settlement writes each payment as
    ``payer → payee  amount``, so ``Vera → Anna 500`` as a name reads as a payment (issue
    32.10). A file written before that refusal holds such a name and still opens (SPEC
    §13.3: a file opens and settles the same under every later version)."""
    problem = text_problem(name, NAME_LIMIT)
    if problem:
        return problem
    if not from_file:
        arrows = arrows_in(name)
        if arrows:
            return Reason("name_arrow", name=quoted(name), arrows=" ".join(arrows))
    if not name.strip():
        return Reason("name_empty", name=quoted(name))
    if name != name.strip():
        return Reason("name_spaces_ends", name=quoted(name))
    if not any(_seen(c) for c in name):
        return Reason("name_invisible", name=quoted(name))
    if _SPACE_RUN.search(unicodedata.normalize("NFKC", name)):
        return Reason("name_space_run", name=quoted(name))
    return None


def _key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()


def same_name(a: str, b: str) -> bool:
    """Whether two names are the same to a reader: equal ignoring case, and ignoring how
    the same letter is encoded (``Ё`` as one character or ``Е`` + a combining mark)."""
    return _key(a) == _key(b)


@lru_cache(maxsize=1024)
def _alikes(char: str) -> frozenset[str]:
    """``char`` and the characters Unicode's confusables list (UTS #39, through the
    confusable-homoglyphs package) says look like it."""
    from confusable_homoglyphs import confusables

    found = confusables.is_confusable(char, greedy=True)
    return frozenset({char, *(g["c"] for f in found or () for g in f["homoglyphs"])})


def look_alike(a: str, b: str) -> bool:
    """Whether two names can be mistaken for each other: the same ignoring case
    (:func:`same_name`), or letter by letter the same or listed as look-alikes in
    Unicode's confusables (``Anna`` and ``Аnna`` with a Cyrillic А, ``Vera`` and
    ``Vеra`` with a Cyrillic е). ``Лёва`` and ``Лева`` are different names."""
    if same_name(a, b):
        return True
    pairs = ((unicodedata.normalize("NFKC", a), unicodedata.normalize("NFKC", b)),
             (_key(a), _key(b)))
    return any(len(x) == len(y) and all(_letters_alike(p, q) for p, q in zip(x, y, strict=True))
               for x, y in pairs)


def _letters_alike(p: str, q: str) -> bool:
    """One letter of each name: the same, or look-alikes — from the table of Latin and
    Cyrillic (:mod:`.look_alike_table`), else from the whole list (:func:`_alikes`)."""
    if p == q:
        return True
    if tabled(p) and tabled(q):
        return (p + q if p < q else q + p) in ALIKE_PAIRS
    return bool(_alikes(p) & _alikes(q))


def validate_players(players: Sequence[str], *, from_file: bool = False
                     ) -> tuple[str, ...]:
    """3 or 4 distinct, readable names in seat order [K 1.2].

    A name is refused when it is longer than :data:`NAME_LIMIT`, holds a hidden
    character (:func:`text_problem`), is empty or invisible, starts or ends with a
    space, or holds a run of spaces; two names are refused when they look alike
    (:func:`look_alike`): "Anna" and "anna", or "Anna" and "Аnna", are one person to
    whoever reads the sheet. A name with an arrow is refused unless ``from_file`` (the
    players of a pulka file, or of a pulka made already: see :func:`name_problem`).

    Raises:
        PulkaError: fewer than 3 or more than 4 players (field ``players``, rule 1.2).
        PlayerNameError: a bad or repeated name, with its ``seat``; names are quoted
            and cut (:func:`~preferans_tui.untrusted.quoted`).
    """
    return _checked(tuple(players), from_file)


@lru_cache(maxsize=256)
def _checked(names: tuple[str, ...], from_file: bool = False) -> tuple[str, ...]:
    """:func:`validate_players` of ``names``, each table checked once (the ledger reads
    a thousand pulkas of the same few tables, and the file and the pulka both ask)."""
    if len(names) not in (3, 4):
        raise PulkaError(Reason("player_count", count=len(names)),
                         field=FieldPath(Field.PLAYERS), rule="1.2")
    for i, name in enumerate(names):
        problem = name_problem(name, from_file=from_file)
        if problem:
            raise PlayerNameError(Reason("name_bad", seat=i + 1, problem=problem), i)
    for i, a in enumerate(names):
        for j in range(i + 1, len(names)):
            b = names[j]
            if a == b:
                raise PlayerNameError(Reason("same_name", name=quoted(a)), j)
            if same_name(a, b):
                raise PlayerNameError(Reason("same_name_case", first=quoted(a),
                                             second=quoted(b)), j)
            if look_alike(a, b):
                raise PlayerNameError(Reason("names_look_alike", first=quoted(a),
                                             second=quoted(b)), j)
    return names
