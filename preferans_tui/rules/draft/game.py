"""The fields of a trick game, in the order the table knows them (SPEC §4, §9.2, §13.7).

The dealer (first hand only), the declarer, the level (from the raspasy exit level,
rule 3.7.8) and the strain; then either a checked ten's count [K fn 39], or the two
defenders' calls, a returned whist or the 4-player dealer's take-over, a concession
[K fn 40], the declarer's tricks and one whister's (the other's follows); the talon's
tricks [K 3.4.11]; a penalty (SPEC §9.4) and, where one whister played alone, open
defence [K 3.8.5] (two whisters play closed, K 3.8.4). What each field allows is asked
of :mod:`..calls`, the same rules :func:`..whist_phase.check_game` applies.
"""

from __future__ import annotations

from typing import Any

from ..calls import defender_calls, returners, take_over_refusal
from ..cards import LEVELS, TRICKS_PER_HAND, Strain
from ..fields import Field, FieldPath
from ..game_extras import proven_low
from ..hands import GameHand, Hand
from ..table import active_players, defenders
from ..validation import TableState
from .answers import NOBODY, Value, Walk, Walked
from .dark import dark_fields, dark_low, walk_dark
from .note import walk_note

NO_PENALTY = "none"
PENALTIES = (NO_PENALTY, "3.4.9", "3.4.6", "3.4.4")
"""The penalty field's values, in the order a form offers them (SPEC §9.4)."""
FLAGS: tuple[Value, ...] = (False, True)


def walk_game(state: TableState, values: dict[FieldPath, Value],
              prefill: Hand | None = None) -> Walked:
    """The game's fields and, once complete, its record (FORMAT.md "game")."""
    w = Walk(values)
    opt, players = state.options, state.players
    dealer = state.expected_dealer or _str(_dealer(w, state, values))
    declarer = _str(w.choice(FieldPath(Field.DECLARER),
                             tuple(active_players(players, dealer)) if dealer else players))
    dark, passes = False, tuple[str, ...]()
    if dealer is not None and declarer is not None:  # the auction, before the contract
        dark, passes = walk_dark(w, state, [p for p in active_players(players, dealer)
                                            if p != declarer], bid=True)
    low = opt.raspasy_exit_level(state.raspasy_series) if state.raspasy_series else 6
    rule = "3.7.8" if low > LEVELS[0] else None
    dark_level = dark_low(state, passes)
    if dark_level > low:
        low, rule = dark_level, "3.7.7" if dark_level == _exit(state) else "3.3.19"
    level = w.choice(FieldPath(Field.LEVEL), tuple(v for v in LEVELS if v >= low), rule=rule)
    strain = w.choice(FieldPath(Field.STRAIN), tuple(s.value for s in Strain))
    if dealer is None or declarer is None or not isinstance(level, int) or strain is None:
        return Walked(tuple(w.fields), None, dealer, declarer)
    contract = f"{level}{strain}"
    o1, o2 = defenders(players, dealer, declarer)
    record: dict[str, Any] = {"kind": "game", "dealer": dealer, "declarer": declarer,
                              "contract": contract}
    dark_fields(record, dark, passes)
    if level == 10 and opt.ten_game_checked:  # no calls, the declarer's count [K fn 39]
        taken = w.count(FieldPath(Field.TRICKS, declarer), 0, TRICKS_PER_HAND)
        if taken is not None:
            record["tricks"] = {declarer: taken}
        _talon(w, state, record, prefill)
        _penalty(w, record, level, played=True)
        walk_note(w, record)
        return Walked(tuple(w.fields), record, dealer, declarer, (o1, o2)).complete_if(True)

    c1 = w.choice(FieldPath(Field.CALLS, o1), defender_calls(opt, contract, level))
    c2 = w.choice(FieldPath(Field.CALLS, o2),
                  defender_calls(opt, contract, level, _call(c1), second=True))
    whisters: list[str] = []
    if c1 is not None and c2 is not None:
        calls: dict[str, Any] = {o1: c1, o2: c2}
        record["calls"] = calls
        whisters = [o for o in (o1, o2) if calls[o] == "whist"]
        half = o1 if c1 == "half" else o2 if c2 == "half" else None
        if half is not None:
            passer = o2 if half == o1 else o1
            back = w.choice(FieldPath(Field.RETURNED_BY),
                            (NOBODY, *returners(opt, players, dealer, passer)), default=NOBODY)
            if isinstance(back, str) and back != NOBODY:
                record["returned_by"] = back
                whisters = [back]
        elif len(players) == 4 and take_over_refusal(opt, level, _call(c1), _call(c2),
                                                     None) is None:
            taken_over = w.choice(FieldPath(Field.CALLS, dealer), ("pass", "whist"),
                                  default="pass")
            if taken_over == "whist":  # after two passes [K 3.8.8.1]
                calls[dealer] = "whist"
                whisters = [dealer]
    conceded = False
    if whisters and opt.concede_down_three:
        conceded = w.choice(FieldPath(Field.CONCEDED), FLAGS, default=False,
                            optional=True) is True
        if conceded:
            record["conceded"] = True
    penalty = NO_PENALTY if conceded else w.choice(
        FieldPath(Field.PENALTY), _penalties(level, bool(whisters)), default=NO_PENALTY,
        add=False)
    if whisters and not conceded:
        _tricks(w, record, declarer, whisters, penalty, prefill)
    if not conceded:
        _talon(w, state, record, prefill)
        _penalty(w, record, level, played=bool(whisters))
        # the lone whister chooses [K 3.8.5]; two whisters play closed [K 3.8.4]
        if len(whisters) == 1 and w.choice(FieldPath(Field.OPEN), FLAGS, default=False,
                                           optional=True) is True:
            record["open"] = True
    walk_note(w, record)
    return Walked(tuple(w.fields), record, dealer, declarer, (o1, o2),
                  tuple(whisters)).complete_if("calls" in record)


def _exit(state: TableState) -> int:
    """The exit level a dark raspasy just before demands (0: none, rule 3.7.7)."""
    return state.dark.exit_level if state.dark is not None else 0


def _dealer(w: Walk, state: TableState, values: dict[FieldPath, Value]) -> Value | None:
    """The first hand's dealer. A declarer typed before him (the seat digit that opened
    the form on the sheet) is no dealer at four players: the dealer sits out [K 3.2.10]."""
    players = state.players
    typed = values.get(FieldPath(Field.DECLARER))
    if len(players) == 4 and typed in players:
        return w.choice(FieldPath(Field.DEALER), tuple(p for p in players if p != typed),
                        rule="3.2.10")
    return w.choice(FieldPath(Field.DEALER), players)


def _tricks(w: Walk, record: dict[str, Any], declarer: str, whisters: list[str],
            penalty: Value | None, prefill: Hand | None) -> None:
    """The declarer's count, and with two whisters the first one's; the other follows
    (rule 3.5). A «без всех» (3.4.4) may leave the counts out (FORMAT.md)."""
    taken = w.count(FieldPath(Field.TRICKS, declarer), 0, TRICKS_PER_HAND,
                    required=penalty != "3.4.4")
    if len(whisters) == 2:
        first = w.count(FieldPath(Field.TRICKS, whisters[0]), 0,
                        TRICKS_PER_HAND - (taken or 0), required=taken is not None)
        both = taken is not None and first is not None
        rest = TRICKS_PER_HAND - (taken or 0) - (first or 0) if both else None
        w.computed(FieldPath(Field.TRICKS, whisters[1]), rest)
        if both and rest is not None:
            record["tricks"] = {declarer: taken, whisters[0]: first, whisters[1]: rest}
    elif taken is not None:
        record["tricks"] = {declarer: taken}
        kept = prefill.tricks if isinstance(prefill, GameHand) else None
        if kept and kept.get(declarer) == taken and len(kept) == 3:
            record["tricks"] = dict(kept)  # a correction keeps the counts it was given


def _talon(w: Walk, state: TableState, record: dict[str, Any], prefill: Hand | None) -> None:
    """«Платный прикуп»: what the talon gave, 0–3 tricks [K 3.4.11] (SPEC §13.7)."""
    if not state.options.talon_bonus:
        return
    talon = w.count(FieldPath(Field.TALON_TRICKS), 0, 3, default=0)
    given = isinstance(prefill, GameHand) and prefill.talon_tricks is not None
    if talon or given:
        record["talon_tricks"] = talon


def _penalties(level: int, played: bool) -> tuple[Value, ...]:
    """The penalties a game may carry (SPEC §9.4): 3.4.9 and 3.4.6 need a played hand,
    3.4.4 a level below ten (the bid went above the contract)."""
    return tuple(p for p in PENALTIES if p == NO_PENALTY or (p == "3.4.4" and level < 10)
                 or (p in ("3.4.9", "3.4.6") and played))


def _penalty(w: Walk, record: dict[str, Any], level: int, *, played: bool) -> None:
    """The penalty, and what it needs: the bid level of 3.4.4, the proven undertricks
    of 3.4.6 (none proven: empty), worse than the tricks typed before it
    (:func:`..game_extras.proven_low`); none can be worse than «без всех»."""
    choices = _penalties(level, played)
    if len(choices) < 2:
        return
    rule = w.choice(FieldPath(Field.PENALTY), choices, default=NO_PENALTY, optional=True)
    if rule == "3.4.4":
        bid = w.choice(FieldPath(Field.BID_LEVEL), tuple(v for v in LEVELS if v > level))
        record["penalty"] = {"rule": rule, "bid_level": bid}
    elif rule == "3.4.6":
        record["penalty"] = {"rule": rule}
        taken = record.get("tricks", {}).get(record["declarer"])
        low = 0 if taken is None else proven_low(level, taken)
        if low <= level:  # a worse result than the one played can still be proven
            proven = w.count(FieldPath(Field.PROVEN_UNDERTRICKS), low, level,
                             required=False, fill=False)
            if proven is not None:
                record["penalty"]["proven_undertricks"] = proven
    elif rule == "3.4.9":
        record["penalty"] = {"rule": rule}


def _str(value: Value | None) -> str | None:
    return value if isinstance(value, str) else None


def _call(value: Value | None) -> Any:
    """A call typed so far (``None`` until it is)."""
    return value if isinstance(value, str) else None
