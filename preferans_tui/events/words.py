"""The words of the director's screen and the event commands (issue 28), from the
gettext catalogues (:mod:`preferans_tui.texts`, ids ``ev_…``) in the screen's own
language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..texts import tr_in
from ..untrusted import visible


class Playing(Protocol):
    """A seated table as :func:`provisional_lines` reads it."""

    round: int
    table: int
    deals: int


def word(lang: str, key: str, **values: object) -> str:
    """The catalogue's ``ev_<key>`` in ``lang``, its ``{fields}`` filled in (each shown
    through :func:`~preferans_tui.untrusted.visible`: a player's name comes from a file).

    Raises:
        KeyError: ``key`` is not in the catalogue (a programming error).
    """
    text = tr_in(lang, f"ev_{key}")
    return text.format(**{k: visible(str(v)) for k, v in values.items()}) if values else text


def playing_text(lang: str, round_no: int, table: int, deals: int, limit: int | None) -> str:
    """A table still playing: ``round 2, table 1: 1 of 4 deals played`` at an event of
    ``limit`` deals a table, else ``round 2, table 1: pulya not closed (3 deals played)``."""
    if limit is None:
        return word(lang, "playing_pulya", round=round_no, table=table, deals=deals)
    return word(lang, "playing_deals", round=round_no, table=table, deals=deals, limit=limit)


def byes_text(lang: str, byes: int, players: int, size: int, score: str,
              round_no: int | None = None) -> str:
    """How many sit out a round and what a bye scores: ``byes a round: 1 (5 players at
    tables of 4); a bye scores 0`` (of round ``round_no``, when given)."""
    if round_no is None:
        return word(lang, "byes_a_round", byes=byes, players=players, size=size, score=score)
    return word(lang, "byes_in_round", round=round_no, byes=byes, players=players, size=size,
                score=score)


def provisional_lines(lang: str, playing: Sequence[Playing], limit: int | None,
                      most: int | None = None) -> list[str]:
    """Above the standings while tables are still playing (``playing``, at an event of
    ``limit`` deals a table or ``None``: to the pulya): the standings are provisional,
    and each such table with its deals (:func:`playing_text`); nothing when none is.
    ``most``: name at most that many tables, then ``… and 97 more`` (the director's
    screen, whose table list below names them all)."""
    if not playing:
        return []
    shown = playing if most is None or len(playing) <= most else playing[:most]
    lines = [word(lang, "provisional"),
             *("  " + playing_text(lang, t.round, t.table, t.deals, limit) for t in shown)]
    if len(shown) < len(playing):
        lines.append("  " + word(lang, "playing_more", count=len(playing) - len(shown)))
    return lines


FORMULA_NAMES = ("raw", "cutoffs", "damping", "places", "custom")
"""The formulas an event names (:data:`~.formulas.FORMULAS` and ``custom``), each said in
words by the catalogue's ``ev_formula_<name>``."""


def formula_words(lang: str, name: str) -> str:
    """The formula ``name`` (``places``) in words in ``lang`` (``place points``, ``очки
    за места``); a name the catalogue does not know as it is, made visible."""
    return word(lang, f"formula_{name}") if name in FORMULA_NAMES else visible(name)
