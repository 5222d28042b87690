"""The pulka file's model, version 1 (FORMAT.md): the top-level object as pydantic models,
and the error of a file that cannot be used.

The bottom of the storage package: :mod:`.decode` and :mod:`.check` read a file into
these, and :mod:`.pulka_file` (load, dump) builds on them — no module imports one that
imports it back.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal
from uuid import UUID

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from ..rules import Hand, RuleOptions
from ..rules.errors import Problem
from ..rules.reasons import Reason
from ..rules.strict import ExactInt
from ..untrusted import quoted, visible, visible_path

FORMAT_NAME = "preferans-pulka"
FORMAT_VERSION = 1


def _free_text(value: str) -> str:
    """A free text of the file (FORMAT.md "Top level": ``title``, ``notes``): any text,
    of any length, line breaks and tabs included; only names forbid control characters.
    Every place that shows one makes it safe (:func:`~preferans_tui.untrusted.visible`)
    and cuts it where a layout needs it. Refused only: a lone surrogate (an escape such
    as ``\\ud800`` that is half a character), which is no text and could not be written
    back in UTF-8 when the app saves the pulka."""
    if any("\ud800" <= c <= "\udfff" for c in value):
        raise ValueError(Reason("lone_surrogate", text=quoted(value)))
    return value


FreeText = Annotated[str, AfterValidator(_free_text)]
"""A title or notes: free text (FORMAT.md), untrusted wherever it is shown."""


def _iso_time(value: str) -> str:
    """``created`` is an ISO 8601 time (FORMAT.md "Top level"), read as Python's
    :meth:`datetime.fromisoformat` reads one (the app writes ``2026-11-30T21:05:00``, a
    date alone or an offset are read too). Anything else would date the evening by the
    file's modification time without a word (``stats``, the ledger), so it is refused."""
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(Reason("not_iso_time", value=quoted(value))) from None
    return value


IsoTime = Annotated[str, AfterValidator(_iso_time)]
"""``created``: an ISO 8601 time (no other text is one: no control character, no length
beyond a time's)."""


def _pulka_id(value: str) -> str:
    """``id`` is a UUID string (FORMAT.md "Top level"), kept as the file spells it: the
    club database knows the pulka by it (:mod:`preferans_tui.club.identity`)."""
    try:
        UUID(value)
    except ValueError:
        raise ValueError(Reason("not_uuid", value=quoted(value))) from None
    return value


PulkaId = Annotated[str, Field(max_length=45), AfterValidator(_pulka_id)]
"""``id``: the pulka's stable identity, a UUID string."""


class PulkaHead(BaseModel):
    """A pulka file's top level but its hands (FORMAT.md, "Top level"): what
    :func:`~.check.valid_file` validates itself, the hands being validated one by one
    (see :class:`PulkaFile`). Unknown keys are an error."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    format: Literal["preferans-pulka"]
    """Always ``"preferans-pulka"``."""
    version: Annotated[Literal[1], ExactInt]
    """The format version; a higher one is refused naming both versions."""
    id: PulkaId | None = None
    """The pulka's stable identity (a UUID string); the club database knows it by it."""
    title: FreeText | None = None
    """The pulka's name, shown on the settlement and in the list of recent pulkas."""
    created: IsoTime | None = None
    """ISO 8601 time the pulka was started; the evening's date in ``stats`` and the
    ledger (else the file's modification time)."""
    notes: FreeText | None = None
    """Free text, several lines if need be; kept and written back, shown nowhere."""
    deals_limit: Annotated[int, ExactInt, Field(ge=1)] | None = None
    """The table's length in deals when an event sets one (``event seat`` of an event
    with ``--deals N``): a whole number, 1 or more. The app's own metadata, not a rule:
    the table is told it has played them all, the rules core never sees it."""
    players: Annotated[list[str], Field(min_length=3, max_length=4)]
    """3 or 4 distinct names in seat order, clockwise."""
    rules: RuleOptions


class PulkaFile(PulkaHead):
    """One pulka file (FORMAT.md, "Top level"). Unknown keys anywhere are an error."""

    # (not in the docstring: pydantic makes that the JSON Schema's description)
    # Its schema, the rule options and every kind of hand in one, is built when first
    # used (defer_build): by `preferans-tui check`, the list of recent pulkas and the
    # archive. Opening a file builds only the head's and those of the kinds of hand the
    # file holds (check.valid_file, of_head): building this one too was ~10 M instructions of
    # every start (issue 16).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    hands: list[Hand]

    @model_validator(mode="after")
    def _share_fields_sets(self) -> PulkaFile:
        """See :func:`_share_fields_sets`."""
        _share_fields_sets(self.hands)
        return self

    @classmethod
    def of_head(cls, head: PulkaHead, hands: list[Hand]) -> PulkaFile:
        """The file of a validated ``head`` and validated ``hands`` (pydantic's
        ``model_construct``: nothing is validated again), as validating the whole
        document makes it."""
        _share_fields_sets(hands)
        return cls.model_construct(head.model_fields_set | {"hands"}, **head.__dict__,
                                   hands=hands)


def _share_fields_sets(hands: list[Hand]) -> None:
    """Hands given the same fields share one set of those fields' names: pydantic keeps
    a set per model (~0.7 KB, 7 MiB of a 10,000-hand file; issue 16). The hands are
    frozen, so no such set is ever changed (a copy gets a set of its own)."""
    shared: dict[frozenset[str], set[str]] = {}
    for hand in hands:
        names = hand.__pydantic_fields_set__
        one = shared.setdefault(frozenset(names), names)
        if one is not names:
            object.__setattr__(hand, "__pydantic_fields_set__", one)


def share_equal_parts(model: PulkaFile) -> None:
    """Make equal ``calls`` and ``tricks`` of different hands one dict: the same names,
    counts and order («Boris 6, Anna 2, Vera 2») come back hand after hand, ~0.2 KB each
    (issue 16: 2.2 MiB of a 10,000-hand pulka kept open in the app). The hands are
    frozen and nothing changes these dicts; the file's text is unchanged (same order).
    For what stays in memory: a command that reads a file and exits need not pay for it.
    """
    parts: dict[tuple[tuple[str, object], ...], dict[str, object]] = {}
    for hand in model.hands:
        for part in ("calls", "tricks"):
            value = hand.__dict__.get(part)
            if value:
                same = parts.setdefault(tuple(value.items()), value)
                if same is not value:
                    hand.__dict__[part] = same


class PulkaFileError(ValueError):
    """A pulka file that cannot be used. ``problems`` lists every problem found.

    Each problem reads like ``"hand 4, tricks: sum to 11, must be 10 (rule 3.5)"``;
    ``str(error)`` starts with the file name and quotes the first few problems. ``source``
    is the name as given; :attr:`shown_source`, the problems and ``str(error)`` are safe
    to print (:func:`~preferans_tui.untrusted.visible`).
    """

    SHOWN = 3
    """How many problems ``str(error)`` quotes; ``preferans-tui check`` lists them all."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        # a Problem (a line the rules wrote) is already visible and keeps its Russian
        self.problems = [p if isinstance(p, Problem) else visible(p) for p in problems]
        text = "; ".join(self.problems[: self.SHOWN])
        if len(problems) > self.SHOWN:
            text += f"; and {len(problems) - self.SHOWN} more (preferans-tui check lists them)"
        super().__init__(f"{self.shown_source}: {text}")

    @property
    def shown_source(self) -> str:
        """The file's name as :func:`~preferans_tui.untrusted.visible_path` shows it."""
        return visible_path(self.source)

    @property
    def tally(self) -> str:
        """``"1 problem"`` or ``"3 problems"``."""
        n = len(self.problems)
        return f"{n} problem{'' if n == 1 else 's'}"

