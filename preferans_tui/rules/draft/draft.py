"""The hand being typed: what each field allows, and the scored hand once it is complete.

python-chess never lets a UI decide what is legal: ``board.legal_moves`` answers and
``board.push`` applies a move known to be legal. A :class:`HandDraft` is the same for a
hand of the pulka: bound to a :class:`~..sheet.Pulka` and a kind, it lists the fields
that apply at this point, in typing order, each with the values the rules allow
(:class:`~.answers.DraftField`); :meth:`HandDraft.set` returns a new draft with one more
value (a draft is immutable, so a form keeps the current one and undo is the previous
one); once complete, :meth:`HandDraft.result` is the hand checked and scored — once —
and :meth:`~..sheet.Pulka.append_result` appends that very result.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from ...untrusted import quoted
from ..bombs import bomb_in_force, raspasy_level
from ..errors import IllegalHandError, PulkaError
from ..fields import Field, FieldPath
from ..hands import AdjustmentHand, Hand
from ..raspasy import RaspasyTerms, raspasy_terms
from ..reasons import Reason
from ..sheet import HandResult, Pulka
from ..validation import TableState
from . import order
from .adjustment import walk_adjustment
from .answers import DraftField, Value, Walked, allowed_text
from .game import walk_game
from .kinds import Kind, fields_asked, refuse_kind
from .played import walk_misere, walk_raspasy
from .prefill import lost_fields, typed_values


@dataclass(frozen=True)
class DarkTerms:
    """What a hand at a ``dark_bids`` table is played for, before it is complete (SPEC
    §14.3–§14.4): the ``declarer`` (``None`` on a raspasy), the factor of his ``bomb`` in
    force (0: none), the ``multiplier`` m of everything the hand writes, and a raspasy's
    dark ``level`` k (0: a light one)."""

    declarer: str | None
    bomb: int
    multiplier: int
    level: int


@dataclass(frozen=True, eq=False)
class HandDraft:
    """A hand of ``kind`` being typed as the next hand of ``pulka``.

    ``values`` holds what was typed (by :class:`~..fields.FieldPath`); ``prefill`` the
    hand being corrected, if any; ``lines`` an adjustment's number of lines. Build one
    with :meth:`start` or :meth:`correcting`.
    """

    pulka: Pulka
    kind: Kind
    values: dict[FieldPath, Value] = field(default_factory=dict)
    prefill: Hand | None = None
    lines: int = 1

    # -- starting ------------------------------------------------------------------------
    @classmethod
    def start(cls, pulka: Pulka, kind: Kind) -> HandDraft:
        """An empty draft of ``kind`` for the next hand of ``pulka``.

        Raises:
            IllegalHandError: no hand of ``kind`` may come next — a dealt hand after the
                end of the pulka (rule 4.2.3), a misère after raspasy whose exit level is
                above eight (rule 3.7.8).
        """
        refuse_kind(pulka.table_state(), kind)
        return cls(pulka, kind)

    @classmethod
    def correcting(cls, pulka: Pulka, hand: Hand) -> HandDraft:
        """A draft holding ``hand`` as typed, to be corrected as the next hand of
        ``pulka`` (the pulka without it, rule 4.2.9); see :meth:`lost`."""
        state = pulka.table_state()
        lines = len(hand.entries) if isinstance(hand, AdjustmentHand) else 1
        return cls(pulka, hand.kind, typed_values(state, hand), hand, lines)

    # -- what it allows ------------------------------------------------------------------
    @cached_property
    def state(self) -> TableState:
        """The table before this hand (players, options, dealer, raspasy series)."""
        return self.pulka.table_state()

    @property
    def raspasy(self) -> RaspasyTerms | None:
        """A raspasy's terms — its place in the series, the trick price, the progression
        (SPEC §6.4) — before any count is typed; ``None`` for another kind. At a
        ``dark_bids`` table a compulsory raspasy, or one with a dark pass typed, is priced
        ×2^k (SPEC §14.3, 14.5)."""
        if self.kind != "raspasy":
            return None
        state = self.state
        terms = raspasy_terms(state.options, 0 if state.compulsory else state.raspasy_series)
        dark = self.dark_terms  # Classic: a dark raspasy writes ×2^k (SPEC §14.3)
        if dark is None or dark.multiplier == 1:
            return terms
        m = dark.multiplier
        return replace(terms, price=terms.price * m, zero_bonus=terms.zero_bonus * m,
                       whists_per_trick=terms.whists_per_trick * m)

    @property
    def dark_terms(self) -> DarkTerms | None:
        """At a ``dark_bids`` table, what the hand is played for as typed so far (SPEC
        §14.3–§14.4): a game or misère once its declarer is known — his bomb in force
        and the multiplier with the dark bid —, a raspasy its dark level; ``None`` at
        other tables and before the declarer is known."""
        state = self.state
        if state.dark is None or self.kind == "adjustment":
            return None
        if self.kind == "raspasy":
            dark = any(f.value is True for f in self.fields
                       if f.path.field is Field.DARK_PASSES)
            k = raspasy_level(state.dark, state.options, compulsory=state.compulsory,
                              deals=state.deals, dark=dark)
            return DarkTerms(None, 0, 2 ** k, k)
        declarer = self.declarer
        if declarer is None:
            return None
        found = self.field(FieldPath(Field.DARK))
        bomb, m = bomb_in_force(state.dark, declarer, dark=bool(found and found.value))
        return DarkTerms(declarer, bomb, m, 0)

    @cached_property
    def walked(self) -> Walked:
        """The fields in typing order, who is who, and the record once complete."""
        if self.kind == "game":
            return walk_game(self.state, self.values, self.prefill)
        if self.kind == "misere":
            return walk_misere(self.state, self.values, self.prefill)
        if self.kind == "raspasy":
            return walk_raspasy(self.state, self.values, self.prefill)
        return walk_adjustment(self.state, self.values, self.lines)

    @property
    def fields(self) -> tuple[DraftField, ...]:
        """Every field that applies now, in the order it is typed."""
        return self.walked.fields

    def field(self, path: FieldPath) -> DraftField | None:
        """The field at ``path``, or ``None`` if it does not apply now."""
        return next((f for f in self.fields if f.path == path), None)

    @property
    def complete(self) -> bool:
        """Whether every field the hand needs holds a value."""
        return self.walked.record is not None

    @property
    def missing(self) -> DraftField | None:
        """The first field the hand still needs, in typing order."""
        return next((f for f in self.fields if not f.done), None)

    # -- typing --------------------------------------------------------------------------
    def set(self, path: FieldPath, value: Value) -> HandDraft:
        """This draft with ``value`` at ``path``; the fields after it follow.

        Raises:
            IllegalHandError: the field does not apply now, or does not allow ``value``
                (the message lists what it allows).
        """
        found = self.field(path)
        if found is None or not found.takes_keys:
            raise IllegalHandError(Reason("nothing_typed_here"), field=path, rule="§9.1")
        if not found.allows(value):
            rule = "§9.1"
            if found.is_count:  # below a raised low: its rule (the talon's, 3.7.6.1)
                below = type(value) is int and value < found.low
                rule = found.rule if below and found.rule else "3.5"
            reason = (Reason("value_not_allowed_text", value=quoted(value))
                      if found.choices is None and found.text
                      else Reason("value_not_allowed", value=quoted(value),
                                  allowed=allowed_text(found)))
            raise IllegalHandError(reason, field=path, rule=rule)
        return replace(self, values={**self.values, path: value})

    def clear(self, path: FieldPath) -> HandDraft:
        """This draft without what was typed at ``path`` (a default or filled value
        stays)."""
        values = {k: v for k, v in self.values.items() if k != path}
        return replace(self, values=values)

    def with_line(self) -> HandDraft:
        """An adjustment with one more line, typed last."""
        return replace(self, lines=self.lines + 1)

    def without_line(self, index: int) -> HandDraft:
        """An adjustment without its line ``index`` (the lines after it move up); the
        last line is never removed."""
        if self.lines < 2 or not 0 <= index < self.lines:
            return self
        values: dict[FieldPath, Value] = {}
        for path, value in self.values.items():
            if path.index is None or path.index < index:
                values[path] = value
            elif path.index > index:
                values[replace(path, index=path.index - 1)] = value
        return replace(self, values=values, lines=self.lines - 1)

    def next_field(self, after: FieldPath | None) -> DraftField | None:
        """The field typed after ``after`` (:func:`.order.next_field`)."""
        return order.next_field(self.fields, after)

    def filled_between(self, after: FieldPath, before: FieldPath | None) -> list[FieldPath]:
        """The filled fields a form jumps over (:func:`.order.filled_between`)."""
        return order.filled_between(self.fields, after, before)

    def first_empty(self) -> DraftField | None:
        """Where a form starts (:func:`.order.first_empty`)."""
        return order.first_empty(self.fields)

    def first_count(self) -> DraftField | None:
        """Where a correction starts (:func:`.order.first_count`)."""
        return order.first_count(self.fields)

    def shown_at(self, path: FieldPath | None) -> DraftField | None:
        """The field that shows an error about ``path`` (:func:`.order.shown_at`)."""
        return order.shown_at(self.fields, path)

    def follows(self) -> DraftField | None:
        """The trick count that follows from the typed ones, rule 3.5
        (:func:`.order.count_that_follows`)."""
        return order.count_that_follows(self.walked)

    def may_ask(self) -> tuple[Field, ...]:
        """Every field this kind of hand may ask at this table (:func:`.kinds.fields_asked`)."""
        return fields_asked(self.state, self.kind)

    # -- who is who ----------------------------------------------------------------------
    @property
    def dealer(self) -> str | None:
        """Who deals this hand, once known."""
        return self.walked.dealer

    @property
    def declarer(self) -> str | None:
        """The declarer of a game or misère, once known."""
        return self.walked.declarer

    @property
    def defenders(self) -> tuple[str, str] | None:
        """A game's defenders (O1, O2), once the declarer is known."""
        return self.walked.defenders

    @property
    def whisters(self) -> tuple[str, ...]:
        """Who plays against the declarer, from the calls typed so far (SPEC §4.2)."""
        return self.walked.whisters

    @property
    def talon(self) -> str | None:
        """On a 4-player raspasy: the dealer whose talon tricks count [K 3.7.6.1]."""
        return self.walked.talon

    # -- the hand ------------------------------------------------------------------------
    def record(self) -> dict[str, Any] | None:
        """The hand record (FORMAT.md), or ``None`` while incomplete."""
        return self.walked.record

    @cached_property
    def _scored(self) -> HandResult | PulkaError | None:
        record = self.walked.record
        if record is None:
            return None
        try:
            return self.pulka.preview(record)
        except PulkaError as exc:
            return exc

    @property
    def error(self) -> PulkaError | None:
        """Why the rules refuse the complete hand (naming the field), or ``None``."""
        scored = self._scored
        return scored if isinstance(scored, PulkaError) else None

    def result(self) -> HandResult:
        """The complete hand, checked and scored (once per draft): what it writes, for a
        preview, and what :meth:`Pulka.append_result` appends.

        Raises:
            IllegalHandError: the draft is not complete (naming the first missing field).
            InvalidHandError / IllegalHandError: the rules refuse the hand.
        """
        scored = self._scored
        if scored is None:
            missing = self.missing
            raise IllegalHandError(Reason("hand_incomplete"), rule="§9.1",
                                   field=missing.path if missing else FieldPath(Field.KIND))
        if isinstance(scored, PulkaError):
            raise scored
        return scored

    @property
    def ends_pulka(self) -> bool:
        """Whether the complete hand ends the pulka (SPEC §7.4): its result is finished
        and the pulka before it was not (an adjustment after the end ends nothing)."""
        scored = self._scored
        return isinstance(scored, HandResult) and scored.finished and not self.state.finished

    def lost(self) -> list[str]:
        """The fields of the corrected hand this draft cannot hold ([] if none, or if
        this draft corrects nothing)."""
        return [] if self.prefill is None else lost_fields(self.prefill, self.record())

