"""What a game hand may carry besides its calls and tricks: a penalty (SPEC §9.4), and the
fields of SPEC §13.7 — a checked ten, a concession.

Each check raises :class:`IllegalHandError` / :class:`InvalidHandError` naming the field
and the rule; :mod:`.whist_phase` calls them while it reads the whist phase.
"""

from __future__ import annotations

from .errors import IllegalHandError, InvalidHandError
from .fields import Field, FieldPath
from .hands import GameHand
from .options import RuleOptions
from .reasons import Reason


def check_checked_ten(hand: GameHand) -> None:
    """Under ``ten_game_checked`` a ten is never whisted: no calls, the declarer's tricks
    alone [K fn 39] (SPEC §13.7).

    Raises:
        IllegalHandError / InvalidHandError naming ``calls``, ``returned_by``,
            ``conceded`` or ``tricks`` and rule fn 39.
    """
    for field, given in ((Field.CALLS, bool(hand.calls)),
                         (Field.RETURNED_BY, bool(hand.returned_by)),
                         (Field.CONCEDED, hand.conceded)):
        if given:
            raise IllegalHandError(
                Reason("checked_ten_no_field", field=field.value), field=FieldPath(field),
                rule="fn 39")
    check_penalty(hand)
    penalty = hand.penalty.rule if hand.penalty else None
    if hand.tricks is None and penalty != "3.4.4":
        raise InvalidHandError(Reason("checked_ten_give_tricks", declarer=hand.declarer),
                               field=FieldPath(Field.TRICKS), rule="fn 39")
    if hand.tricks is not None and set(hand.tricks) != {hand.declarer}:
        raise IllegalHandError(
            Reason("checked_ten_declarer_only", declarer=hand.declarer),
            field=FieldPath(Field.TRICKS), rule="fn 39")


def check_conceded(hand: GameHand, options: RuleOptions, whisters: tuple[str, ...]) -> None:
    """A conceded hand: the table allows it, somebody whisted (``whisters``), nothing was
    played [K fn 40] (SPEC §13.7), and nothing is written but its gora, no talon bonus
    (SPEC §13.8.2).

    Raises:
        IllegalHandError naming ``conceded``, ``tricks`` or ``penalty`` and rule fn 40,
            or ``talon_tricks`` above 0 and §13.8.2.
    """
    if not options.concede_down_three:
        raise IllegalHandError(
            Reason("concede_not_allowed"),
            field=FieldPath(Field.CONCEDED), rule="fn 40")
    if not whisters:
        raise IllegalHandError(Reason("concede_needs_whist"),
                               field=FieldPath(Field.CONCEDED), rule="fn 40")
    if hand.tricks is not None:
        raise IllegalHandError(Reason("conceded_no_tricks"),
                               field=FieldPath(Field.TRICKS), rule="fn 40")
    if hand.penalty is not None:
        raise IllegalHandError(Reason("conceded_no_penalty"),
                               field=FieldPath(Field.PENALTY), rule="fn 40")
    if hand.talon_tricks:
        raise IllegalHandError(Reason("conceded_no_talon"),
                               field=FieldPath(Field.TALON_TRICKS), rule="§13.8.2")


def check_penalty(hand: GameHand) -> None:
    """A penalty must fit the contract (SPEC §9.4): «без всех» of rule 3.4.4 is on a level
    above the contract ordered; the proven result of rule 3.4.6 is at most «без всех»."""
    penalty = hand.penalty
    if penalty is None:
        return
    if penalty.rule == "3.4.4" and penalty.bid_level <= hand.level:
        raise IllegalHandError(
            Reason("bid_not_above", bid=penalty.bid_level, contract=hand.contract),
            field=FieldPath(Field.BID_LEVEL), rule="3.4.4",
        )
    if penalty.rule == "3.4.6" and (penalty.proven_undertricks or 0) > hand.level:
        raise IllegalHandError(
            Reason("undertricks_too_many", contract=hand.contract, level=hand.level,
                   undertricks=penalty.proven_undertricks),
            field=FieldPath(Field.PROVEN_UNDERTRICKS), rule="3.4.6",
        )


def proven_low(level: int, taken: int) -> int:
    """The fewest undertricks the defenders of rule 3.4.6 can prove against a ``level``
    whose declarer took ``taken`` tricks: one more than the actual shortfall. A proven
    result no worse than the hand as played adds nothing: the count is then down
    max(2, shortfall + 2) anyway (SPEC §9.4) [K 3.4.6, 3.9.18]. The form offers only
    counts from here; a file may hold a lower one (the form offered any until
    2026-12-01, and a file must keep opening, SPEC §13.3): it scores as none given."""
    return max(0, level - taken) + 1


