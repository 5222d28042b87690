"""What the ledger says: each player's totals, head to head, the evenings counted and the
files left out (issue 15). :func:`~.totals.build_ledger` makes them."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from fractions import Fraction

from pydantic import BaseModel, ConfigDict

from .evening import Evening, GameTally

_MODEL = ConfigDict(frozen=True, extra="forbid")


class Skipped(BaseModel):
    """A file left out of the ledger and why (``check``'s reason, or an alias clash);
    ``date``: when it was played as far as can be told (its ``created`` time, else the
    file's modification time), ``None`` when nothing can be told. A date filter that
    would leave the file out anyway does not list it (:func:`~.totals.build_ledger`)."""

    model_config = _MODEL
    source: str
    reason: str
    date: datetime | None = None


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
    points (rule 4.2.3). ``spellings`` are the names the files give him.
    """

    model_config = _MODEL
    name: str
    spellings: tuple[str, ...]
    evenings: int
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
    ``filtered_out``: evenings the filters left out.
    """

    model_config = _MODEL
    players: dict[str, PlayerTotals]
    head_to_head: dict[str, dict[str, Fraction]]
    shared: dict[str, dict[str, int]]
    evenings: tuple[LedgerEvening, ...]
    skipped: tuple[Skipped, ...]
    filtered_out: int
