"""Who is who across evenings: the same person under one name (issue 15 part 2).

Two files name one player when their spellings are the same name to a reader (rule
1.2: equal ignoring case, :func:`~preferans_tui.rules.players.same_name`), or when the
user said so in the aliases file (``"Аня" = "Anna"``). Nothing else is guessed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..rules.players import look_alike, name_problem, same_name
from ..untrusted import quoted


def scripts(name: str) -> tuple[str, ...]:
    """The scripts of the letters of ``name``, as Unicode names them, lower case and in
    order (``("latin",)``, ``("cyrillic", "latin")`` for ``Аnna`` with a Cyrillic А):
    what tells two names apart that look the same."""
    found = {unicodedata.name(c, "").split(" ")[0].lower() for c in name if c.isalpha()}
    return tuple(sorted(found - {""}))


def look_alike_of(name: str, known: Iterable[str]) -> str | None:
    """The first of ``known`` that ``name`` can be mistaken for though it is spelt in
    other letters (``Аnna`` with a Cyrillic А and the Latin ``Anna``: two players to the
    ledger, one to whoever reads them), or ``None``. Names equal ignoring case are one
    player already (rule 1.2), not look-alikes."""
    for other in known:
        if not same_name(name, other) and look_alike(name, other) and (
                scripts(name) != scripts(other)):
            return other
    return None


def look_alike_pairs(names: Iterable[str]) -> list[tuple[str, str]]:
    """Each pair of ``names`` that look the same but are spelt in other letters
    (:func:`look_alike_of`), the earlier name first."""
    seen: list[str] = []
    pairs = []
    for name in names:
        pairs += [(other, name) for other in seen
                  if look_alike_of(name, [other]) is not None]
        seen.append(name)
    return pairs


class AliasError(ValueError):
    """An alias that cannot be kept: the message names the alias and the reason."""


class Aliases(BaseModel):
    """The aliases file: ``{"version": 1, "aliases": {"Аня": "Anna"}}``.

    Each key is another name of the player its value names. A key is never also a value
    (no chains), and no two keys are the same name (rule 1.2).

    Raises (on validation):
        pydantic.ValidationError: a bad name, a chain, an alias of itself, a repeat.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    version: Literal[1] = 1
    aliases: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _consistent(self) -> Aliases:
        seen: list[str] = []
        for alias, name in self.aliases.items():
            for text in (alias, name):
                problem = name_problem(text)
                if problem:
                    raise AliasError(f"alias {quoted(alias)}: the name {problem} "
                                     "(rule 1.2)")
            if same_name(alias, name):
                raise AliasError(f"alias {quoted(alias)} names the same player already "
                                 f"(names match ignoring case, rule 1.2)")
            if any(same_name(alias, other) for other in seen):
                raise AliasError(f"alias {quoted(alias)} is given twice")
            chained = next((other for other in self.aliases if same_name(name, other)), None)
            if chained is not None:
                raise AliasError(
                    f"the aliases {quoted(alias)}={quoted(name)} and {quoted(chained)}="
                    f"{quoted(self.aliases[chained])} make a chain: an alias names a player, "
                    f"not another alias")
            seen.append(alias)
        return self

    def person(self, name: str) -> str:
        """The name ``name`` stands for: its alias's value, else ``name`` itself."""
        for alias, target in self.aliases.items():
            if same_name(alias, name):
                return target
        return name

    def adding(self, alias: str, name: str) -> Aliases:
        """These aliases and ``alias`` → ``name`` (replacing an alias of the same name).

        Raises:
            AliasError: a bad name, a chain or an alias of itself (the message says which).
        """
        kept = {a: n for a, n in self.aliases.items() if not same_name(a, alias)}
        try:
            return Aliases(aliases={**kept, alias: name})
        except ValueError as exc:  # pydantic wraps the AliasError
            errors = getattr(exc, "errors", None)
            message = errors()[0]["msg"] if callable(errors) else str(exc)
            raise AliasError(str(message).removeprefix("Value error, ")) from None

    def removing(self, alias: str) -> Aliases:
        """These aliases without the one for ``alias``.

        Raises:
            AliasError: there is no such alias.
        """
        kept = {a: n for a, n in self.aliases.items() if not same_name(a, alias)}
        if len(kept) == len(self.aliases):
            raise AliasError(f"there is no alias {quoted(alias)}")
        return Aliases(aliases=kept)


def parse_alias(text: str) -> tuple[str, str]:
    """``"Аня=Anna"`` → ``("Аня", "Anna")``: another name, then the player's name.

    Raises:
        AliasError: no ``=``, an empty side, or more than one ``=`` (``"A==B"`` would
            make ``A`` another name of ``"=B"``: which was meant cannot be told).
    """
    alias, sep, name = text.partition("=")
    alias, name = alias.strip(), name.strip()
    if not sep or not alias or not name:
        raise AliasError(f"alias {quoted(text)}: write it as OTHER=NAME, e.g. \"Аня=Anna\"")
    if "=" in name:
        raise AliasError(f"alias {quoted(text)}: only one \"=\" between the two names "
                         f"(a name cannot contain \"=\"); write it as OTHER=NAME, e.g. "
                         f"\"Аня=Anna\"")
    return alias, name


class People:
    """Names as written in the files → one key per person (aliases first, then rule 1.2).

    ``key(name)`` is the same string for every spelling of one person; it is internal
    (the first spelling met) — :meth:`shown` is the name to show.
    """

    def __init__(self, aliases: Aliases | None = None) -> None:
        self.aliases = aliases or Aliases()
        self._keys: list[str] = []
        self._key_of: dict[str, str] = {}

    def key(self, name: str) -> str:
        """The person ``name`` (a file's spelling) is."""
        known = self._key_of.get(name)
        if known is not None:
            return known
        target = self.aliases.person(name)
        key = next((k for k in self._keys if same_name(k, target)), None)
        if key is None:
            key = target
            self._keys.append(key)
        self._key_of[name] = key
        return key

    def shown(self, name: str) -> str:
        """How ``name`` is shown: the name its alias gives, else ``name`` itself."""
        return self.aliases.person(name)
