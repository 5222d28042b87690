"""Hand records: what the table types after each deal (FORMAT.md "Hands", SPEC §9.1).

A hand is one of four kinds, a discriminated union on ``kind``. Each record checks
its own shape here (counts 0–10, a contract on the ladder, whists with a debtor);
what depends on the table — who deals, who defends, whether tricks sum to 10 — is
checked by :mod:`preferans_tui.rules.validation` against the pulka before it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Annotated, Any, Final, Literal, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from ..untrusted import quoted
from .cards import Strain, parse_contract
from .players import TEXT_LIMIT, text_problem
from .reasons import Reason
from .strict import Count, Flag

Tricks = Annotated[Count, Field(ge=0, le=10)]
"""A trick count: a JSON integer 0–10 [K 3.5] (``"3"``, ``3.0`` and ``true`` are refused)."""

Call = Literal["whist", "pass", "half"]
"""A defender's call: whist, pass, or half-whist (полвиста) [K 3.8.1, 3.8.7]."""

_MODEL = ConfigDict(frozen=True, extra="forbid", defer_build=True)


def _plain_note(value: str | None) -> str | None:
    """A note is free text (FORMAT.md "no control characters"): at most
    :data:`~.players.TEXT_LIMIT` characters, none hidden."""
    problem = None if value is None else text_problem(value, TEXT_LIMIT)
    if problem:
        raise ValueError(problem)
    return value


class PeekPenalty(BaseModel):
    """Rule 3.4.9: the declarer looked at his discard: one trick fewer is counted."""

    model_config = _MODEL
    rule: Literal["3.4.9"]


class WrongCardsPenalty(BaseModel):
    """Rule 3.4.6: the declarer played with 9 or 11 cards: at least down two."""

    model_config = _MODEL
    rule: Literal["3.4.6"]
    proven_undertricks: Annotated[Count, Field(ge=0, le=10)] | None = None
    """Undertricks the defenders proved with a correct discard; two are added [K 3.9.18]."""


class BelowBidPenalty(BaseModel):
    """Rule 3.4.4: contract ordered below the bid and not corrected: «без всех»."""

    model_config = _MODEL
    rule: Literal["3.4.4"]
    bid_level: Annotated[Count, Field(ge=6, le=10)]
    """The level reached in bidding; the declarer is down that many at that level."""


def _each_passer_once(value: tuple[str, ...]) -> tuple[str, ...]:
    """A dark pass is named once (rule 3.3.19): the repeat would say nothing more."""
    seen: set[str] = set()
    for name in value:
        if name in seen:
            raise ValueError(Reason("dark_pass_twice", name=quoted(name), rule="3.3.19"))
        seen.add(name)
    return value


DarkPasses = Annotated[tuple[str, ...], AfterValidator(_each_passer_once)]
"""Who passed in the dark in the deal's auction, each once [K 3.3.19 a] (SPEC §14.2);
empty: nobody (the file leaves the key out)."""


Penalty = Annotated[
    PeekPenalty | WrongCardsPenalty | BelowBidPenalty, Field(discriminator="rule")
]


class GameHand(BaseModel):
    """A trick contract 6–10 (SPEC §4, §13.7).

    ``tricks`` is absent when nobody whists (the game counts as made, rule 3.5.3) and on
    a conceded hand; with one whister, and on a checked ten, it may hold the declarer's
    count alone.
    """

    model_config = _MODEL
    kind: Literal["game"]
    dealer: str
    """Who dealt; at 4 players he holds no cards [K 3.2.10]."""
    declarer: str
    """Who plays the contract."""
    contract: str
    """Level and strain, ``"6S"`` … ``"10NT"`` [K 2.2.2]."""
    calls: dict[str, Call] = Field(default_factory=dict)
    """Each active defender's call; the 4-player dealer may appear with ``whist``. Empty
    only for a ten under ``ten_game_checked``, which is never whisted [K fn 39]."""
    returned_by: str | None = None
    """Who returned the whist after a half-whist [K 3.8.8]."""
    tricks: dict[str, Tricks] | None = None
    """Tricks per active player (sum 10), or the declarer's alone with one whister."""
    open: Flag = False
    """Defence in the open; information only [K 3.8.4–3.8.5]. The form asks it only of a
    lone whister, whose choice it is [K 3.8.5]; two whisters play closed [K 3.8.4]. A file
    may hold it on any game hand (the form offered it on passed hands and to two whisters
    until 2026-12-01, and such a file must still open and score the same, SPEC §13.3)."""
    penalty: Penalty | None = None
    """A penalty of rule 3.4.4, 3.4.6 or 3.4.9 (SPEC §9.4)."""
    talon_tricks: Annotated[Count, Field(ge=0, le=3)] | None = None
    """Under ``talon_bonus``: what the talon gave the declarer, counted as tricks — an ace
    1, ace and king of one suit 2, two aces 3, a marriage 1 [K 3.4.11]; absent = 0."""
    conceded: Flag = False
    """Under ``concede_down_three``: the declarer conceded after a whist, without play
    (no ``tricks``) [K fn 40] (SPEC §13.7)."""
    dark: Flag = False
    """Under ``dark_bids``: the declarer won the auction bidding in the dark («раз
    втёмную»): everything the hand writes ×2 [K 3.3.19 b, fn 31] (SPEC §14.2)."""
    dark_passes: DarkPasses = ()
    """Under ``dark_bids``: who passed in the dark in this auction, never the declarer
    (SPEC §14.2–§14.3)."""

    note: str | None = None
    """The table's free words about the hand (issue 30.5): untrusted text, at most
    :data:`~.players.TEXT_LIMIT` characters, none hidden; shown in the history and the
    export, never scored."""

    @field_validator("note")
    @classmethod
    def _note_text(cls, value: str | None) -> str | None:
        return _plain_note(value)

    @field_validator("contract")
    @classmethod
    def _contract_on_ladder(cls, value: str) -> str:
        parse_contract(value)
        return value

    @model_validator(mode="after")
    def _read_contract(self) -> GameHand:
        """The level and the strain read once, as the record is validated, into the cache
        of the two properties below: a replay reads every hand's level several times,
        and a ``cached_property``'s first read takes its lock, five times the cost of
        this (issue 16)."""
        self.__dict__["level"], self.__dict__["strain"] = parse_contract(self.contract)
        return self

    @cached_property
    def level(self) -> int:
        """The contract level, 6–10."""
        return parse_contract(self.contract)[0]

    @cached_property
    def strain(self) -> Strain:
        """The contract's strain."""
        return parse_contract(self.contract)[1]

    def model_copy(self, *, update: Mapping[str, Any] | None = None,
                   deep: bool = False) -> Self:
        """A copy (pydantic's) whose level and strain are its own contract's: pydantic
        copies the cache of the two properties, which an updated ``contract`` would
        leave stale."""
        copied = super().model_copy(update=update, deep=deep)
        copied.__dict__["level"], copied.__dict__["strain"] = parse_contract(copied.contract)
        return copied


class MisereHand(BaseModel):
    """A misère: the declarer must take no trick (SPEC §5) [K 3.6.1]."""

    model_config = _MODEL
    kind: Literal["misere"]
    dealer: str
    declarer: str
    tricks: dict[str, Tricks]
    """The declarer's tricks alone, 0–10."""
    shared_with_dealer: Flag = False
    """4 players: the dealer accepted to share the misère («пополам») and writes half of
    it beside the declarer [K 3.6.9, fn 43]."""
    dark: Flag = False
    """Under ``dark_bids``: a dark misère, ×2 [K 3.3.19 c, 3.6.5, 4.1.2] (SPEC §14.2)."""
    dark_passes: DarkPasses = ()
    """Under ``dark_bids``: who passed in the dark in this auction (SPEC §14.2)."""

    note: str | None = None
    """The table's free words about the hand (issue 30.5), as on a game's record."""

    @field_validator("note")
    @classmethod
    def _note_text(cls, value: str | None) -> str | None:
        return _plain_note(value)


class RaspasyHand(BaseModel):
    """An all-pass hand (SPEC §6) [K 3.7.1].

    ``tricks`` names every active player; at a 4-player table whose variant uses the
    talon the dealer's talon tricks (0–2) are included and count toward the 10.
    """

    model_config = _MODEL
    kind: Literal["raspasy"]
    dealer: str
    tricks: dict[str, Tricks]
    dark_passes: DarkPasses = ()
    """Under ``dark_bids``: who passed in the dark before this raspasy, making it a dark
    raspasy (SPEC §14.3); a compulsory opening raspasy names none (SPEC §14.5)."""

    note: str | None = None
    """The table's free words about the hand (issue 30.5), as on a game's record."""

    @field_validator("note")
    @classmethod
    def _note_text(cls, value: str | None) -> str | None:
        return _plain_note(value)


class AdjustmentEntry(BaseModel):
    """One line written by hand: a penalty or a correction (SPEC §9.4)."""

    model_config = _MODEL
    column: Literal["pulya", "gora", "whists"]
    player: str
    """Whose column it is written in (for whists: the writer)."""
    amount: Annotated[Count, Field(ge=-100_000, le=100_000)]
    """Points or whists; negative to take something off."""
    on: str | None = None
    """For whists only: the player the whists are written on."""

    @model_validator(mode="after")
    def _debtor_only_for_whists(self) -> AdjustmentEntry:
        if self.column == "whists" and self.on is None:
            raise ValueError(Reason("whists_need_on"))
        if self.column != "whists" and self.on is not None:
            raise ValueError(Reason("on_only_whists", column=self.column))
        if self.on is not None and self.on == self.player:
            raise ValueError(Reason("whists_on_himself"))
        return self


class AdjustmentHand(BaseModel):
    """Entries written exactly as given: no help, no write-off (SPEC §9.4) [K 4.2.7]."""

    model_config = _MODEL
    kind: Literal["adjustment"]
    entries: list[AdjustmentEntry] = Field(min_length=1)
    rule: str | None = None
    """The rule the adjustment applies, e.g. ``"4.2.7"``."""
    note: str | None = None
    """Why it was written, in the table's words."""

    @field_validator("rule", "note")
    @classmethod
    def _plain_text(cls, value: str | None) -> str | None:
        """Free text: at most :data:`~.players.TEXT_LIMIT` characters, none hidden
        (FORMAT.md "no control characters"; rule §9.4 for the field)."""
        problem = None if value is None else text_problem(value, TEXT_LIMIT)
        if problem:
            raise ValueError(problem)
        return value


Hand = Annotated[GameHand | MisereHand | RaspasyHand | AdjustmentHand, Field(discriminator="kind")]
"""Any hand record; pydantic picks the model by ``kind``."""

HAND_MODELS: Final[dict[str, type[BaseModel]]] = {
    "game": GameHand, "misere": MisereHand, "raspasy": RaspasyHand,
    "adjustment": AdjustmentHand}
"""The model of each ``kind`` of hand record (FORMAT.md "Hands"), what :data:`Hand`'s
discriminator picks."""
