"""The pulka: players, options and an append-only list of hands → the sheet.

Every figure — running totals, the raspasy series, who deals next, whether the pulka
has ended — is a fold over the hands (SPEC §2). :class:`Pulka` keeps one
:class:`HandResult` per hand so that appending does not re-fold the history; undo
drops the last one; a replay is a prefix.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import TypeAdapter, ValidationError

from ..collector import collector_paused
from .bombs import DarkHand, DarkState, compulsory_deal, dark_hand, multiplied
from .conventions import Convention
from .dark_checks import check_dark
from .entries import Entry, Totals, Written
from .errors import PulkaError, StaleResultError
from .hands import HAND_MODELS, GameHand, Hand, MisereHand, RaspasyHand
from .option_checks import four_player_option_at_three, preset_value, shown
from .options import RuleOptions
from .players import validate_players
from .problems import hand_error
from .pulya import (
    EndProgress,
    end_progress,
    fits_below_target,
    is_finished,
    pay_gora_first,
    write_pulya,
)
from .raspasy import raspasy_amnesty, score_raspasy
from .reasons import Reason
from .scoring import game_made, score_adjustment, score_game, score_misere
from .table import left_of
from .validation import TableState, check_adjustment, check_misere, check_raspasy
from .whist_phase import GameRoles, check_game

if TYPE_CHECKING:  # imported where used: opening a pulka and drawing its sheet settle
    # nothing, and the two modules were ~12 M instructions of every start (issue 16)
    from .running import ResultSeries
    from .settlement import Settlement

_HAND_MODELS = frozenset(HAND_MODELS.values())
"""The models of a :data:`Hand`, none of them subclassed."""


@cache
def hand_adapter() -> TypeAdapter[Hand]:
    """Parses a hand record from a mapping or JSON (pydantic picks the kind); built on
    first use, not at import: a file's hands are parsed with the file (issue 16)."""
    return TypeAdapter(Hand)


TOTALS_KEPT_EVERY = 64
"""A result keeps its totals when it is the last one or its number is 1 more than a
multiple of this; the others work theirs out from the hands before them (issue 16: the
totals of every hand were two thirds of a replayed pulka's memory)."""


@dataclass(slots=True)
class HandResult:
    """One hand and what it wrote.

    ``number`` is 1-based; ``entries`` are the lines written (each with its rule);
    :attr:`totals` is the sheet after the hand; ``raspasy_series`` the raspasy in a row
    after it; ``raspasy_k`` the position of this hand in its series (0 unless a raspasy);
    ``dealer`` who dealt (``None`` for an adjustment); ``next_dealer`` who deals next;
    ``conventions`` the conventions of SPEC §13.7 that changed what this hand wrote (or
    kept the raspasy series going), for the history to word.
    ``deal`` counts the deals so far, this one included (an adjustment is no deal: it
    keeps the count before it). A raspasy written into gora also gives its trick price
    ``raspasy_price`` (points, rule 3.7.4) and its amnesty ``raspasy_amnesty`` (tricks
    struck off every count, rule 3.7.3); both are 0 otherwise.
    ``dark`` is, at a ``dark_bids`` table, what the hand did with the dark bids and the
    bombs (SPEC §14: its multiplier, dark level, the bomb it used, the bombs after it);
    ``None`` at every other table. A dark raspasy's ``raspasy_price`` is the price it
    was played for, r × 2^k.
    ``basis`` is the state of the pulka it was scored against (see
    :meth:`Pulka.append_result`); it takes no part in comparing results.
    ``kept`` is the sheet after the hand when this result keeps it (the last hand of a
    pulka, and every :data:`TOTALS_KEPT_EVERY`-th), else ``None``; ``previous`` is the
    result of the hand before (``None`` for the first). Neither takes part in comparing
    results: the totals follow from the entries.

    Read-only by use, not frozen: every load and replay builds one per hand, and a
    frozen dataclass's constructor costs three times as much (issue 16). The one change
    made to a result is its pulka dropping ``kept`` once a later hand is appended.
    """

    number: int
    hand: Hand
    entries: tuple[Entry, ...]
    kept: Totals | None = field(compare=False, repr=False)
    raspasy_series: int
    raspasy_k: int
    finished: bool
    dealer: str | None
    next_dealer: str | None
    conventions: tuple[Convention, ...] = ()
    deal: int = 0
    raspasy_price: int = 0
    raspasy_amnesty: int = 0
    basis: object = field(default=None, compare=False, repr=False)
    previous: HandResult | None = field(default=None, compare=False, repr=False)
    dark: DarkHand | None = None

    @property
    def totals(self) -> Totals:
        """The sheet after this hand (SPEC §2): the kept totals, or the nearest kept ones
        before it with the entries of the hands since written on top (at most
        :data:`TOTALS_KEPT_EVERY` − 1 of them)."""
        if self.kept is not None:
            return self.kept
        pending: list[tuple[Entry, ...]] = []
        result = self
        while result.kept is None:
            pending.append(result.entries)
            assert result.previous is not None, "the first hand always keeps its totals"
            result = result.previous
        totals = result.kept
        for entries in reversed(pending):
            totals = totals.plus(entries)
        return totals

    def totals_after(self, before: Totals) -> Totals:
        """The sheet after this hand, given ``before``, the sheet after the hand before it
        (for a pass over the results in order, which then costs one step per hand)."""
        return self.kept if self.kept is not None else before.plus(self.entries)

    def keep_totals(self) -> None:
        """Keep this result's totals from now on (it became the last hand of a pulka)."""
        if self.kept is None:
            self.kept = self.totals


def parse_hand(data: Any, number: int | None = None) -> Hand:
    """Parse one hand record (a mapping) into a :data:`Hand`.

    Raises:
        InvalidHandError: the record is malformed; the message names the hand, the field
            and its rule (:func:`.problems.hand_error`, the first problem only).
    """
    if type(data) in _HAND_MODELS:  # already parsed (a failed isinstance() costs, issue 16)
        parsed: Hand = data
        return parsed
    try:
        return hand_adapter().validate_python(data)
    except ValidationError as exc:
        raise hand_error(exc.errors()[0], number) from None


class Pulka:
    """A pulka being played: seat order, rules and the hands so far.

    ``players`` are in seat order, clockwise. Hands are only ever appended (after the
    rules core accepts them) or the last one undone [K 4.2.9].

    ``from_file``: the players come from a pulka file (or a pulka made already), whose
    names are checked as that file's version did (:func:`~.players.validate_players`).

    Raises (constructor):
        PulkaError: bad players, or a hand that the rules refuse; the message names the
            hand number, the field and the rule.
    """

    from_paper: ClassVar[bool] = False
    """A pulka made from an evening's paper totals (``settle --paper``, the paper screen:
    :class:`~preferans_tui.storage.paper_totals.PaperPulka`): its one adjustment is no
    hand played, and the settlement says it was settled from the paper totals."""

    def __init__(
        self, players: Sequence[str], options: RuleOptions, hands: Iterable[Any] = (), *,
        from_file: bool = False
    ) -> None:
        self.players = validate_players(players, from_file=from_file)
        self.options = options
        self._left_of = {p: left_of(self.players, p) for p in self.players}
        """Who sits on each player's left, for :meth:`_next_dealer` (issue 16)."""
        self._results: list[HandResult] = []
        self._basis: object = object()
        """This state of the pulka, an object no other state has: the result last
        appended (its own token, so a hand costs no object more; issue 16), or a new
        object for a new pulka and after an undo."""
        with collector_paused():
            for hand in hands:
                self.append(hand)

    @classmethod
    def new(cls, players: Sequence[str], options: RuleOptions) -> Pulka:
        """A pulka made now (the start screen), not read from a file: at 3 players, every
        option only a 4-player table reads (:data:`~.option_checks.FOUR_PLAYERS_ONLY`,
        the dealer who sits out [K 3.2.10]) must hold its preset's value, so that no new
        pulka stores one as if it meant something (SPEC §13.2). A file's pulka is built
        with the constructor and opens whatever its rules hold (SPEC §13.3).

        Raises:
            PulkaError: the players (as the constructor), or such an option at 3 players
                (field ``rules.<option>``, rule 3.2.10).
        """
        pulka = cls(players, options)
        name = four_player_option_at_three(options) if len(pulka.players) == 3 else None
        if name is not None:
            preset = preset_value(options.variant, name)[-1]
            raise PulkaError(
                Reason("four_player_option_at_three", option=name,
                       value=shown(getattr(options, name)), preset=shown(preset)),
                field=f"rules.{name}", rule="3.2.10")
        return pulka

    # -- reading -------------------------------------------------------------------------
    @property
    def hands(self) -> tuple[Hand, ...]:
        """The hand records in play order."""
        return tuple(r.hand for r in self._results)

    @property
    def results(self) -> Sequence[HandResult]:
        """One :class:`HandResult` per hand, in order."""
        return tuple(self._results)

    def __len__(self) -> int:
        return len(self._results)

    def __repr__(self) -> str:
        hands = [h.model_dump(mode="json", exclude_defaults=True) for h in self.hands]
        return f"Pulka({list(self.players)!r}, {self.options.to_file()!r}, hands={hands!r})"

    @property
    def totals(self) -> Totals:
        """The sheet after the last hand."""
        return self._results[-1].totals if self._results else Totals.empty(self.players)

    @property
    def finished(self) -> bool:
        """Whether the pulka has ended by its end rule (SPEC §7.4)."""
        return bool(self._results) and self._results[-1].finished

    @property
    def raspasy_series(self) -> int:
        """Raspasy in a row just played (0 after a contract) (SPEC §6.4)."""
        return self._results[-1].raspasy_series if self._results else 0

    @property
    def deals(self) -> int:
        """Deals played (adjustments are not deals)."""
        return self._results[-1].deal if self._results else 0

    def end_progress(self) -> EndProgress:
        """What the pulyas still lack to end the pulka (SPEC §7.4); see
        :func:`.pulya.end_progress`."""
        return end_progress(self.totals.pulya, self.options)

    @property
    def next_dealer(self) -> str | None:
        """Who deals next, or ``None`` before the first hand (anyone may) [K 3.2.2]."""
        return self._results[-1].next_dealer if self._results else None

    def settle(self) -> Settlement:
        """The settlement after the last hand (SPEC §8); see :func:`settlement.settle`."""
        from .settlement import settle

        return settle(self.players, self.options, self.totals, finished=self.finished)

    def running_results(self) -> ResultSeries:
        """Everyone's result after each hand, as if the pulka stopped there (SPEC §7.4,
        §8); see :func:`.running.result_series`. One row a hand, all kept: the collector
        is paused meanwhile (at 100,000 hands it walked the whole pulka twice, doubling
        the time)."""
        from .running import result_series

        with collector_paused():
            return result_series(self.players, self.options,
                                 (r.entries for r in self._results))

    def prefix(self, k: int) -> Pulka:
        """The pulka after its first ``k`` hands (for replay)."""
        p = Pulka(self.players, self.options, from_file=True)  # names taken already
        p._results = self._results[:k]
        p._basis = object()
        if p._results:
            p._results[-1].keep_totals()
        return p

    # -- writing -------------------------------------------------------------------------
    def preview(self, hand: Any) -> HandResult:
        """What ``hand`` would write as the next hand, without appending it: the hand
        checked and scored once; :meth:`append_result` appends this very result.

        Raises:
            InvalidHandError / IllegalHandError: naming the hand number, field and rule.
        """
        number = len(self._results) + 1
        parsed = parse_hand(hand, number)
        try:
            return self._score(parsed, number)
        except PulkaError as exc:
            raise exc.at_hand(number) from None

    def append(self, hand: Any) -> HandResult:
        """Check and score ``hand`` and append it; a refused hand changes nothing.

        Raises:
            InvalidHandError / IllegalHandError: naming the hand number, field and rule.
        """
        return self.append_result(self.preview(hand))

    def append_result(self, result: HandResult) -> HandResult:
        """Append a hand already scored by :meth:`preview` of this pulka in its present
        state (a hand draft's result), without scoring it again.

        Raises:
            StaleResultError: ``result`` was scored against another pulka, or before a
                hand was added or undone here: its figures would not follow the sheet.
        """
        if result.basis is not self._basis:
            raise StaleResultError(
                Reason("stale_result", count=len(self._results)), hand=result.number)
        if self._results:
            last = self._results[-1]
            if last.number % TOTALS_KEPT_EVERY != 1:
                last.kept = None  # worked out again when asked (HandResult.totals)
        self._results.append(result)
        self._basis = result
        return result

    def undo(self) -> Hand:
        """Remove the last hand and return it [K 4.2.9].

        Raises:
            IndexError: there is no hand to undo.
        """
        hand = self._results.pop().hand
        self._basis = object()
        if self._results:
            self._results[-1].keep_totals()
        return hand

    # -- the fold step -------------------------------------------------------------------
    def table_state(self) -> TableState:
        """What the checks of the next hand need to know of the pulka (SPEC §9.1, §14)."""
        options = self.options
        if not options.dark_bids:
            return TableState(self.players, options, self.next_dealer, self.raspasy_series,
                              self.finished, options.dealer_repeats_after_raspasy
                              and self._dealer_repeats())
        deals = self.deals
        return TableState(self.players, options, self.next_dealer, self.raspasy_series,
                          self.finished, options.dealer_repeats_after_raspasy
                          and self._dealer_repeats(), self.dark_state, compulsory_deal(
                              options, self.players, deals), deals)

    @property
    def dark_state(self) -> DarkState | None:
        """At a ``dark_bids`` table, everyone's bombs in order and the dark run after the
        last hand (SPEC §14.3–§14.4), derived from the hands; ``None`` at other tables."""
        if not self.options.dark_bids:
            return None
        if self._results and self._results[-1].dark is not None:
            return self._results[-1].dark.after
        return DarkState.empty(self.players)

    def _dealer_repeats(self) -> bool:
        """Whether the next dealer dealt the last deal (adjustments are no deals): after
        a raspasy under ``dealer_repeats_after_raspasy`` [K 3.7.7]."""
        for result in reversed(self._results):
            if result.dealer is not None:
                return result.dealer == result.next_dealer
        return False

    def _score(self, hand: Hand, number: int) -> HandResult:
        """Check ``hand`` against the pulka as it stands and work out what it writes (the
        fold step, SPEC §2). Runs once per hand of every load and replay: it builds no
        object the result does not keep, beyond the checks' own (issue 16)."""
        state = self.table_state()  # a method: the file check's pulka adjusts the dealer
        options, players = self.options, self.players
        before, deals = self.totals, self.deals
        series, finished = state.raspasy_series, state.finished
        k, dealer = 0, None
        price = amnesty = 0
        dark: DarkHand | None = None
        # the kind read from the record's tag: an isinstance() that fails costs six times
        # as much on a pydantic model (its metaclass is asked; issue 16)
        if hand.kind == "adjustment":
            check_adjustment(hand, state)
            written = score_adjustment(hand)
            entries = written.entries
            if state.dark is not None:  # an adjustment is no deal: the bombs stay
                dark = DarkHand(0, 1, 0, False, (), False, state.dark)
        else:
            dealer = hand.dealer
            roles = None
            if hand.kind == "game":
                roles = check_game(hand, state)
                written = score_game(hand, roles, options, players, self._closed(before))
            elif hand.kind == "misere":
                check_misere(hand, state)
                written = score_misere(hand, options, players)
            else:
                counts = check_raspasy(hand, state)
                # a compulsory raspasy starts no series (SPEC §14.5): priced as a first
                k = 1 if state.compulsory else series + 1
                if options.raspasy_mode != "whists":
                    price = options.raspasy_trick_price(k)
                    amnesty = raspasy_amnesty(counts, options, players)
                written = score_raspasy(counts, hand.dealer, options, players, k, price, amnesty)
            if state.dark is not None or hand.dark_passes or (
                    hand.kind != "raspasy" and hand.dark):
                check_dark(hand, state)  # at other tables: refused
            if state.dark is not None:
                if isinstance(hand, GameHand):
                    assert roles is not None
                    made = game_made(hand, roles)
                else:  # a raspasy burns nothing
                    made = isinstance(hand, MisereHand) and hand.tricks[hand.declarer] == 0
                dark = dark_hand(hand, state.dark, options, players, made=made,
                                 compulsory=state.compulsory, deals=deals)
                written = multiplied(written, dark.multiplier)
                price *= dark.multiplier
            entries = self._resolve_pulya(hand, written, before)
            if hand.kind == "raspasy":
                series = 0 if state.compulsory else k
            elif series and self._ends_series(hand, roles, written):  # none running: 0 stays
                series = 0
        totals = before.plus(entries)
        if totals.pulya is not before.pulya:  # unchanged pulyas: the end is as it was
            finished = is_finished(totals.pulya, options)
        return HandResult(number, hand, tuple(entries), totals, series, k, finished, dealer,
                          self._next_dealer(hand, dealer, state.expected_dealer),
                          tuple(written.conventions), deals + (dealer is not None), price,
                          amnesty, self._basis,
                          self._results[-1] if self._results else None, dark)

    def _closed(self, before: Totals) -> Collection[str]:
        """Whose pulya is closed before the hand, for ``whister_liability: classic``
        (SPEC §14.1): the others' whists are half-liable [K 3.8.11–12]."""
        if self.options.whister_liability != "classic":
            return ()
        target = self.options.pulya_target
        return {p for p, points in before.pulya.items() if points >= target}

    def _not_helped(self, hand: GameHand | MisereHand | RaspasyHand,
                    written: Written) -> Collection[str]:
        """Who may not be helped with this hand's pulya points under ``help_excludes``
        (SPEC §13.7): the dealer, a whister it set (rules 3.8.1.3, 3.8.6)."""
        excludes = self.options.help_excludes
        if not excludes:
            return ()
        out: set[str] = set()
        if "remized_whister" in excludes and isinstance(hand, GameHand):
            out = {e.player for e in written.entries if e.rule in ("3.8.1.3", "3.8.6")}
        if "dealer" in excludes:
            out.add(hand.dealer)
        return out

    def _resolve_pulya(self, hand: GameHand | MisereHand | RaspasyHand, written: Written,
                       before: Totals) -> list[Entry]:
        """The hand's lines with each pulya request written through rule 4.2.3, in the
        order the scorer gave them (SPEC §13.4); a contract's points first pay the
        declarer's gora with ``made_game_pays_gora_first`` (SPEC §13.7).

        Most hands' requests all fit below the target: every point goes into the own
        pulya (:func:`.pulya.write_pulya`), as under ``sum_reached`` always [K 4.2.3.3],
        and the lines are written as they are, without a pass through help (issue 16).
        """
        options = self.options
        asked = written.pulya_asked
        if not asked:
            return written.entries  # nothing to pass through help
        pays_gora = options.made_game_pays_gora_first and not isinstance(hand, RaspasyHand)
        if not pays_gora and (options.end_rule == "sum_reached"
                              or fits_below_target(before.pulya, asked, options.pulya_target)):
            return written.entries  # every point goes into its own pulya
        exclude = self._not_helped(hand, written)
        pulya = dict(before.pulya)
        gora = dict(before.gora) if pays_gora else before.gora
        out: list[Entry] = []
        for e in written.entries:
            if e.column != "pulya":
                out.append(e)
                if pays_gora and e.column == "gora":
                    gora[e.player] += e.amount
                continue
            points = e.amount
            if pays_gora:
                points, wiped = pay_gora_first(e.player, points, gora[e.player], self.options)
                if wiped:
                    gora[e.player] += wiped[0].amount
                    written.note(Convention.GORA_PAID_FIRST)
                out += wiped
            lines = write_pulya(e.player, points, pulya, self.options, self.players, e.rule,
                                exclude)
            if (self.options.help_recipient == "next_clockwise"
                    and any(x.rule == "4.2.3" for x in lines)):
                written.note(Convention.HELP_NEXT_CLOCKWISE)
            if pays_gora:
                for x in lines:
                    if x.column == "gora":
                        gora[x.player] += x.amount
            out += lines
        return out

    def _ends_series(self, hand: GameHand | MisereHand, roles: GameRoles | None,
                     written: Written) -> bool:
        """Whether a contract ends the running raspasy series (SPEC §6.4, §13.7,
        §13.8.8); when it goes on, the hand says why. Asked only while a series runs:
        with none, there is nothing to end (issue 16)."""
        reset = self.options.raspasy_series_reset
        if reset == "any_contract":
            return True
        if isinstance(hand, GameHand):
            assert roles is not None
            made, whisted = game_made(hand, roles), bool(roles.whisters)
        else:
            made, whisted = hand.tricks[hand.declarer] == 0, False
        if reset == "made_contract" and made:
            return True
        if reset == "whisted_made_game" and isinstance(hand, GameHand) and made and whisted:
            return True
        if reset == "whisted_made_game" and isinstance(hand, MisereHand):
            written.note(Convention.SERIES_GOES_ON_MISERE)
        elif reset == "whisted_made_game" and made:
            written.note(Convention.SERIES_GOES_ON_UNWHISTED)
        else:
            written.note(Convention.SERIES_GOES_ON_NOT_MADE)
        return False

    def _next_dealer(self, hand: Hand, dealer: str | None, expected: str | None
                     ) -> str | None:
        """Who deals after ``hand``, dealt by ``dealer`` (``None``: an adjustment, which
        leaves ``expected`` as it was) [K 3.2.2, 3.7.7]."""
        if dealer is None:
            return expected
        if (self.options.dealer_repeats_after_raspasy and isinstance(hand, RaspasyHand)
                and not compulsory_deal(self.options, self.players, self.deals)):
            return dealer  # the compulsory rounds deal round as usual (SPEC §14.5)
        return self._left_of[dealer]
