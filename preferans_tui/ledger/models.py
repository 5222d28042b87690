"""What the ledger says: each player's totals, head to head, the evenings counted and the
files left out (issue 15). :func:`~.totals.build_ledger` makes them."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..rules.reasons import cut_text
from .evening import Evening, GameTally

_MODEL = ConfigDict(frozen=True, extra="forbid")


SkipCode = Literal["problem", "no_hands", "same_file", "cannot_read", "alias_clash",
                   "club_alias_clash"]
"""Why a file is left out, as a code the interface words in its language: ``problem``
(``check``'s first problem, kept as data: ``problem`` and ``more``), ``no_hands`` (a
valid pulka nobody played), ``same_file`` (another name of a file counted: ``params``
``other``), ``cannot_read`` (``error``: the system's reason) and ``alias_clash`` (two
players of the file are one by the aliases file: ``first``, ``second``;
``club_alias_clash`` the same by the club's aliases, ``stats --club``)."""

REASON_LIMIT = 500
"""The longest English reason kept, in characters (a cache must not grow with a file)."""


class SkipReason(BaseModel):
    """Why a file is left out: ``reason``, the English line (what ``stats --json`` has
    always said), and the same as a code and its values (:data:`SkipCode`) for the
    interface to word in the user's language; ``code`` is ``None`` for a reason with
    only its English. ``problem`` is :func:`~preferans_tui.rules.errors.problem_data`
    of ``check``'s first problem, ``more`` how many others it found. Plain data: it is
    kept in the cache and sent between processes as it is."""

    model_config = _MODEL
    reason: str
    code: SkipCode | None = None
    params: dict[str, str] = {}
    problem: dict[str, Any] | None = None
    more: int = 0

    @classmethod
    def of(cls, reason: str, code: SkipCode | None = None, **params: str) -> SkipReason:
        """A reason of the ledger's own, its English and its code; texts cut to
        :data:`REASON_LIMIT`."""
        return cls(reason=_cut(reason), code=code,
                   params={k: _cut(v) for k, v in params.items()})


def _cut(text: str) -> str:
    return cut_text(text, REASON_LIMIT)


class Skipped(SkipReason):
    """A file left out of the ledger and why (``check``'s reason, or an alias clash:
    :class:`SkipReason`); ``date``: when it was played as far as can be told (its
    ``created`` time, else the file's modification time), ``None`` when nothing can be
    told. A date filter that would leave the file out anyway does not list it
    (:func:`~.totals.build_ledger`)."""

    source: str
    date: datetime | None = None

    @classmethod
    def because(cls, source: str, why: SkipReason, date: datetime | None = None) -> Skipped:
        """The file ``source`` left out for ``why``."""
        return cls(source=source, date=date, **why.model_dump())


class EveningRef(BaseModel):
    """An evening and one player's result in it (whists, exact)."""

    model_config = _MODEL
    source: str
    title: str | None
    date: datetime
    result: Fraction


class PlayerTotals(BaseModel):
    """One player over the evenings counted.

    ``result`` in whists, exact; ``money`` the sum of each evening's money at its own
    stake, over the ``money_evenings`` evenings that had one (``None`` if none had);
    ``mean`` the result per evening; ``games`` trick games by level (6–10);
    ``raspasy_mean`` tricks per raspasy hand held (``None`` without one); help in pulya
    points (rule 4.2.3). ``spellings`` are the names the files give him;
    ``unfinished`` how many of his ``evenings`` are pulkas still in progress (counted as
    they stand).
    """

    model_config = _MODEL
    name: str
    spellings: tuple[str, ...]
    evenings: int
    unfinished: int = 0
    deals: int
    result: Fraction
    mean: Fraction
    money: Decimal | None
    money_evenings: int
    best: EveningRef
    worst: EveningRef
    games: dict[int, GameTally]
    misere_made: int
    misere_failed: int
    raspasy_hands: int
    raspasy_tricks: int
    raspasy_zero: int
    raspasy_mean: Fraction | None
    whists_written: int
    whists_received: int
    help_given: int
    help_received: int


class LedgerEvening(BaseModel):
    """A counted evening and how its players are shown in the ledger (file's spelling →
    the ledger's name)."""

    model_config = _MODEL
    evening: Evening
    names: dict[str, str]


class Ledger(BaseModel):
    """Every figure of the ledger.

    ``players``: best result first; ``head_to_head[a][b]``: what ``b`` owes ``a`` over
    the evenings both played (negative: ``a`` owes), ``shared[a][b]`` how many those
    were; ``evenings``: the counted ones, oldest first; ``skipped``: files left out;
    ``filtered_out``: evenings the filters left out; ``look_alikes``: pairs of players
    whose names look the same but are spelt in other letters (Latin ``Anna`` and
    ``Аnna`` with a Cyrillic А): two players unless an alias joins them.
    """

    model_config = _MODEL
    players: dict[str, PlayerTotals]
    head_to_head: dict[str, dict[str, Fraction]]
    shared: dict[str, dict[str, int]]
    evenings: tuple[LedgerEvening, ...]
    skipped: tuple[Skipped, ...]
    filtered_out: int
    look_alikes: tuple[tuple[str, str], ...] = ()
