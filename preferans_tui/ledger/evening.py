"""One evening in the ledger: what one pulka says about each of its players.

:func:`summarize` reads a :class:`~preferans_tui.rules.Pulka` the rules core has replayed
and keeps, per player, the figures the ledger adds up across evenings. It scores
nothing: every number is the core's settlement (SPEC §8) or is counted from the hand
records and the sheet lines (:class:`~preferans_tui.rules.Entry`, each with the rule that
wrote it) the core already keeps in each :class:`~preferans_tui.rules.HandResult`.

The models are frozen pydantic models, so a summary can be kept in the ledger's cache
and read back as it was.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ..rules import Pulka
from ..rules.players import TEXT_LIMIT
from ..rules.reasons import cut_text
from ..rules.sheet import HandResult
from ..rules.table import active_players
from .complete import game_complete

HELP_RULE = "4.2.3"
"""The rule that writes help: points into another's pulya, whists on him for them."""

_MODEL = ConfigDict(frozen=True, extra="forbid")


class GameTally(BaseModel):
    """Trick games (6–10) of one level a player declared: how many, made, set (remiz)."""

    model_config = _MODEL
    declared: int = 0
    made: int = 0
    remiz: int = 0
    """Set: the declarer wrote gora for the hand (rules 4.2.1, 3.4.4, 3.4.6, 3.4.9)."""


class PlayerEvening(BaseModel):
    """One player's figures of one evening.

    ``result``: whists, exact (``settle().exact``, as ``balance_exact`` of ``settle
    --json``; SPEC §8); ``money``: the settlement's money at the file's own stake, or
    ``None`` when the file has no stake; ``versus``: the net result against each other
    player of the evening, the pairwise debts of SPEC §8 step 7 (positive: the other owes
    this player); they add up to ``result``.
    """

    model_config = _MODEL
    result: Fraction
    money: Decimal | None = None
    versus: dict[str, Fraction]
    games: dict[int, GameTally] = {}
    """By contract level, 6–10; levels never declared are left out."""
    misere_made: int = 0
    misere_failed: int = 0
    raspasy_hands: int = 0
    """Raspasy the player held cards in (the 4-player dealer holds none, rule 3.2.10)."""
    raspasy_tricks: int = 0
    raspasy_zero: int = 0
    """Raspasy in which the player took no trick."""
    whists_written: int = 0
    """Whists this player wrote on the others: the sum of his whist cells on the sheet,
    help (rule 4.2.3) and written adjustments included."""
    whists_received: int = 0
    """Whists the others wrote on this player, counted the same way."""
    help_given: int = 0
    """Pulya points of this player's that went into another's pulya (rule 4.2.3)."""
    help_received: int = 0
    """Pulya points another player's help put into this player's pulya (rule 4.2.3)."""


class Evening(BaseModel):
    """One saved pulka as the ledger sees it.

    ``source`` is the file's path as given (untrusted text: show it through
    :func:`~preferans_tui.untrusted.visible_path`); ``date`` its ``created`` time, else
    the file's modification time (``dated_by`` says which), local and without a time
    zone; ``deals`` the dealt hands (adjustments are not deals); ``figures`` maps each
    player's name, spelt as in the file, to his :class:`PlayerEvening`.
    """

    model_config = _MODEL
    source: str
    title: str | None = None
    date: datetime
    dated_by: Literal["created", "mtime"]
    variant: str
    players: tuple[str, ...]
    deals: int
    hands: int
    finished: bool
    stake: Decimal | None = None
    figures: dict[str, PlayerEvening]


def _counts(pulka: Pulka) -> dict[str, dict[str, int]]:
    """Misères, raspasy, whists and help per player, counted over the hand results."""
    counts = {p: dict.fromkeys(("misere_made", "misere_failed", "raspasy_hands",
                                "raspasy_tricks", "raspasy_zero", "whists_written",
                                "whists_received", "help_given", "help_received"), 0)
              for p in pulka.players}
    for r in pulka.results:
        hand = r.hand
        if hand.kind == "misere":
            made = hand.tricks[hand.declarer] == 0  # rule 3.6.1: no trick taken
            counts[hand.declarer]["misere_made" if made else "misere_failed"] += 1
        elif hand.kind == "raspasy":
            for p in active_players(pulka.players, hand.dealer):
                taken = hand.tricks.get(p, 0)
                counts[p]["raspasy_hands"] += 1
                counts[p]["raspasy_tricks"] += taken
                counts[p]["raspasy_zero"] += taken == 0
        for i, e in enumerate(r.entries):
            if e.column == "whists" and e.on is not None:
                counts[e.player]["whists_written"] += e.amount
                counts[e.on]["whists_received"] += e.amount
            if e.rule == HELP_RULE and hand.kind != "adjustment":
                _count_help(counts, r, i)
    return counts


def _count_help(counts: dict[str, dict[str, int]], r: HandResult, i: int) -> None:
    """Help of rule 4.2.3: the core writes the helped player's pulya points, then the
    helper's whists on him (:func:`~preferans_tui.rules.pulya.write_pulya`)."""
    e = r.entries[i]
    if e.column == "pulya":
        counts[e.player]["help_received"] += e.amount
    elif e.column == "whists" and i > 0 and r.entries[i - 1].rule == HELP_RULE:
        counts[e.player]["help_given"] += r.entries[i - 1].amount


def _games(pulka: Pulka) -> dict[str, dict[int, GameTally]]:
    """Trick games per declarer and level: declared, made, set (remiz).

    A game is set when the core wrote gora for its declarer in that hand (rules 4.2.1,
    3.4.4, 3.4.6, 3.4.9); otherwise it is made (played, or not whisted: rule 3.5.3).
    """
    tally: dict[tuple[str, int], list[int]] = {}
    for r in pulka.results:
        hand = r.hand
        if hand.kind != "game":
            continue
        d = hand.declarer
        remiz = any(e.column == "gora" and e.player == d and e.amount > 0 for e in r.entries)
        counts = tally.setdefault((d, hand.level), [0, 0, 0])
        counts[0] += 1
        counts[2 if remiz else 1] += 1
    games: dict[str, dict[int, GameTally]] = {p: {} for p in pulka.players}
    for (d, level), (declared, made, remiz_count) in sorted(tally.items()):
        games[d][level] = GameTally(declared=declared, made=made, remiz=remiz_count)
    return games


def _versus(pulka: Pulka, debts: tuple[tuple[str, str, Fraction], ...]
            ) -> dict[str, dict[str, Fraction]]:
    """Each player's net against each other one from the pairwise debts (SPEC §8.7)."""
    versus = {p: {q: Fraction(0) for q in pulka.players if q != p} for p in pulka.players}
    for payer, payee, amount in debts:
        versus[payee][payer] += amount
        versus[payer][payee] -= amount
    return versus


def summarize(pulka: Pulka, *, source: str, date: datetime,
              dated_by: Literal["created", "mtime"], title: str | None = None,
              deals_limit: int | None = None) -> Evening:
    """The ledger's summary of ``pulka``: its settlement (SPEC §8, rule 4.2.14) and the
    counts of each player's games, misères, raspasy, whists and help; ``finished`` by
    :func:`~.complete.game_complete` (``deals_limit``: the file's, an event table's
    length in deals: a table that played them all is a complete game, not one in
    progress).

    ``source``, ``date``, ``dated_by`` and ``title`` describe the file it came from;
    the title is cut to :data:`~preferans_tui.rules.players.TEXT_LIMIT` characters (a
    title is free text of any length, and the ledger keeps a copy of each in its cache
    and its last run: six files of long titles made a 540 MB ledger folder).
    """
    if title is not None:
        title = cut_text(title, TEXT_LIMIT)
    settlement = pulka.settle()
    debts = tuple((d.payer, d.payee, d.amount) for d in settlement.debts)
    versus = _versus(pulka, debts)
    games = _games(pulka)
    counts = _counts(pulka)
    figures = {
        p: PlayerEvening(
            result=settlement.exact[p],
            money=None if settlement.money is None else settlement.money[p],
            versus=versus[p], games=games[p], **counts[p])
        for p in pulka.players
    }
    deals = sum(1 for h in pulka.hands if h.kind != "adjustment")
    return Evening(source=source, title=title, date=date, dated_by=dated_by,
                   variant=pulka.options.variant.value, players=pulka.players, deals=deals,
                   hands=len(pulka), finished=game_complete(pulka, deals_limit),
                   stake=pulka.options.stake_per_whist, figures=figures)


def evening_problem(evening: Evening) -> str | None:
    """What makes ``evening`` no settlement of a pulka (a damaged or edited cache), or
    ``None``: its figures are not its players', its results do not add up to zero (SPEC
    §8: whists are zero-sum), a player's nets against the others do not add up to his
    result or are not the others' nets negated (SPEC §8 step 7), or its money is not
    there for every player exactly when it has a stake, or does not add up to zero
    (rule 4.2.12)."""
    players = set(evening.players)
    figures = evening.figures
    if set(figures) != players or len(players) != len(evening.players):
        return "its figures are not its players'"
    if sum((f.result for f in figures.values()), Fraction(0)) != 0:
        return "its results do not add up to zero"
    for p, f in figures.items():
        if set(f.versus) != players - {p} or sum(f.versus.values(), Fraction(0)) != f.result:
            return f"{p}'s nets against the others do not add up to his result"
        if any(figures[q].versus[p] != -amount for q, amount in f.versus.items()):
            return f"{p}'s nets are not the others' negated"
    money = [f.money for f in figures.values()]
    if evening.stake is None:
        return None if all(m is None for m in money) else "it has money but no stake"
    if any(m is None for m in money):
        return "it has a stake but not everyone's money"
    if sum(m for m in money if m is not None) != 0:
        return "its money does not add up to zero"
    return None
