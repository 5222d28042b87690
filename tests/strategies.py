"""Hypothesis strategies: random VALID pulkas of every variant, at 3 and 4 players.

Hands are valid by construction (SPEC §4–§6, §9): the dealer rotates as the pulka says
(rule 3.2.2, 3.7.7), the declarer holds cards (3.2.10), the calls are a legal outcome of
the whist phase (SPEC §4.2 a–e, with the 4-player dealer's take-over of 3.8.8–3.8.8.1),
tricks sum to 10 (3.5, B.6), a contract after raspasy reaches the exit level (3.7.8),
and no dealt hand follows the end of the pulka (7.4). The options include every
convention of SPEC §13.7 (never a contradictory pair, §13.2), and the hands the fields
they allow: talon tricks, conceded hands, checked tens; with dark bids (SPEC §14, Classic)
dark passes, dark games and misères, the compulsory opening raspasy and the contracts the
dark exit and a dark pass demand (rules 3.3.19, 3.7.7, 3.7.9). The strategy appends each hand to
a real :class:`Pulka` as it goes, so a hand the core refused would fail the test that
drew it: "the core accepts every valid hand" is itself checked by every property.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st
from pydantic import ValidationError

from preferans_tui.rules import Pulka, RuleOptions
from preferans_tui.rules.table import active_players, defenders
from preferans_tui.rules.validation import raspasy_participants

NAMES = ("Anna", "Boris", "Vera", "Gleb")
VARIANTS = ("sochi", "leningrad", "rostov", "fspr", "classic")
STRAINS = ("S", "C", "D", "H", "NT")

# Options a table may override (SPEC §11), with the values a pulka file may give.
OVERRIDES: dict[str, st.SearchStrategy[Any]] = {
    "whist_style": st.sampled_from(["greedy", "gentleman"]),
    "whister_liability": st.sampled_from(["full", "half", "classic"]),
    "two_whister_rule": st.sampled_from(["per_half", "capped"]),
    "high_level_liability": st.sampled_from(["second", "both"]),
    "half_whist": st.booleans(),
    "half_whist_by_first_whister": st.booleans(),
    "dealer_may_take_over_whist": st.sampled_from(["never", "kodex", "kodex_plus_pass_pass"]),
    "dealer_writes_consolation": st.booleans(),
    "consolation": st.sampled_from(["whist_value", "price", "fixed:10", "fixed:15"]),
    "misere_remiz_per_trick": st.sampled_from([10, 20]),
    "misere_shared_with_dealer": st.booleans(),
    "raspasy_progression": st.sampled_from([[1, 2, 3], [1, 2, 4], [1], [2, 4, 6]]),
    "raspasy_zero_bonus": st.sampled_from(["trick_price", "one_point", "step_points", "none"]),
    "raspasy_amnesty": st.booleans(),
    "raspasy_dealer_talon_tricks": st.booleans(),
    "raspasy_dealer_zero_bonus": st.booleans(),
    "raspasy_series_reset": st.sampled_from(["any_contract", "made_contract",
                                             "whisted_made_game"]),
    "raspasy_exit_levels": st.sampled_from([[6], [6, 7, 7], [6, 7, 8], [7]]),
    "dealer_repeats_after_raspasy": st.booleans(),
    "help_excludes": st.sampled_from([[], ["dealer"], ["remized_whister"],
                                      ["dealer", "remized_whister"]]),
    "penalty_down_all_consolation": st.booleans(),
    "settlement_rounding": st.sampled_from(["exact", "kodex_4_2_12", "largest_remainder"]),
    "rounding_player": st.sampled_from(["largest_gora", "seat0"]),
    # SPEC §13.7
    "raspasy_zero_bonus_column": st.sampled_from(["pulya", "gora"]),
    "help_recipient": st.sampled_from(["largest_pulya", "next_clockwise"]),
    "gentleman_split": st.sampled_from(["set_only", "always"]),
    "dealer_whister_liable": st.booleans(),
    "consolation_when_dealer_whists": st.sampled_from(["all", "dealer_only"]),
    "half_whist_leaver_consolation": st.booleans(),
    "talon_bonus": st.booleans(),
    "made_game_pays_gora_first": st.booleans(),
    "ten_game_checked": st.booleans(),
    "concede_down_three": st.booleans(),
    # SPEC §14 (Classic)
    "dark_bids": st.booleans(),
    "bomb_limit": st.sampled_from([1, 2, 3, 4]),
    "opening_raspasy_rounds": st.sampled_from([0, 1, 2]),
    # and the options these depend on, so that every value meets every other
    "help": st.booleans(),
    "end_rule": st.sampled_from(["each_closed", "sum_reached"]),
    "settlement_pulya_factor": st.sampled_from([1, 2]),
    "help_whists_per_point": st.sampled_from([10, 15, 20]),
    "whist_per_trick_factor": st.sampled_from([1, 2]),
    "remiz_per_trick_factor": st.sampled_from([1, 2]),
    # odd prices: gentleman, talon and misère halves are then odd (SPEC §13.5)
    "contract_price": st.sampled_from([{"6": 3, "7": 5, "8": 6, "9": 9, "10": 10,
                                        "misere": 15}]),
}

NEW_OPTIONS = ("raspasy_zero_bonus_column", "help_recipient", "gentleman_split",
               "dealer_whister_liable", "consolation_when_dealer_whists",
               "half_whist_leaver_consolation", "talon_bonus", "made_game_pays_gora_first",
               "ten_game_checked", "concede_down_three")
"""The options of SPEC §13.7 (drawn more often than the rest)."""


@st.composite
def rule_options(draw: st.DrawFn, variant: str | None = None,
                 fixed: dict[str, Any] | None = None) -> RuleOptions:
    """A preset (a third of the time as is) with a random set of §11 and §13.7 overrides
    and a stake; ``fixed`` options are always set. A drawn override that contradicts
    another option (SPEC §13.2) is dropped, so the options are always valid."""
    variant = variant or draw(st.sampled_from(VARIANTS))
    target = draw(st.sampled_from([4, 6, 10, 20]))
    data: dict[str, Any] = {"variant": variant, "pulya_target": target}
    if draw(st.integers(0, 2)):
        names = draw(st.sets(st.sampled_from(sorted(OVERRIDES)), max_size=8))
        names |= draw(st.sets(st.sampled_from(NEW_OPTIONS), max_size=4))
        for name in sorted(names):
            data[name] = draw(OVERRIDES[name])
    data.update(fixed or {})
    stake = draw(st.sampled_from([None, "1", "0.5", "0.1", "3"]))
    if stake is not None:
        data["stake_per_whist"] = Decimal(stake)
    options = _consistent(data, set(fixed or {}))
    if options is None:
        reject()  # the fixed options contradict this variant's preset (a rare draw)
    return options


def _consistent(data: dict[str, Any], keep: set[str]) -> RuleOptions | None:
    """``data`` validated, dropping drawn overrides that contradict another option;
    ``None`` when a fixed option contradicts a preset value (e.g. a fixed
    ``raspasy_zero_bonus: trick_price`` beside Rostov's progression of 1, SPEC §13.2)."""
    while True:
        try:
            return RuleOptions.model_validate(data)
        except ValidationError as exc:
            if exc.errors()[0]["type"] != "contradictory_options":
                raise
            ctx = exc.errors()[0]["ctx"]
            first, second = ctx["first"], ctx["second"]
            drop = first if first in data and first not in keep else second
            if drop in data and drop not in keep:
                del data[drop]
            elif {first, second} & keep:
                return None
            else:
                raise



def _split(draw: st.DrawFn, total: int, names: list[str]) -> dict[str, int]:
    """``total`` tricks shared among ``names`` (every share 0..total)."""
    out: dict[str, int] = {}
    left = total
    for name in names[:-1]:
        out[name] = draw(st.integers(0, left))
        left -= out[name]
    out[names[-1]] = left
    return out


def _calls(draw: st.DrawFn, pulka: Pulka, dealer: str, declarer: str, level: int
           ) -> tuple[dict[str, str], str | None, tuple[str, ...]]:
    """A legal whist phase (SPEC §4.2 a–e): calls, returned_by, and who whists."""
    opt = pulka.options
    o1, o2 = defenders(pulka.players, dealer, declarer)
    four = len(pulka.players) == 4
    take_over = four and opt.dealer_may_take_over_whist != "never"
    half_ok = opt.half_whist and level <= 7
    shapes = ["ww", "wp", "pw", "pp"]
    if half_ok:
        shapes.append("ph")
        if opt.half_whist_by_first_whister:
            shapes.append("hp")
    shape = draw(st.sampled_from(shapes))
    name = {"w": "whist", "p": "pass", "h": "half"}
    calls = {o1: name[shape[0]], o2: name[shape[1]]}
    whisters = tuple(p for p in (o1, o2) if calls[p] == "whist")
    returned_by = None
    if shape == "pp" and take_over and (level >= 8 or opt.dealer_may_take_over_whist
                                        == "kodex_plus_pass_pass") and draw(st.booleans()):
        calls[dealer] = "whist"
        whisters = (dealer,)
    elif "h" in shape:
        passer = o1 if shape == "ph" else o2
        choice = draw(st.sampled_from(["none", "passer", "dealer"] if take_over
                                      else ["none", "passer"]))
        if choice == "passer":
            returned_by, whisters = passer, (passer,)
        elif choice == "dealer":
            if draw(st.booleans()):
                calls[dealer] = "whist"
            else:
                returned_by = dealer
            whisters = (dealer,)
    return calls, returned_by, whisters


def _dark_passes(draw: st.DrawFn, pulka: Pulka, dealer: str, declarer: str | None
                 ) -> list[str]:
    """Who passed in the dark (SPEC §14.2): some active players, never the declarer;
    none at a table without dark bids."""
    if not pulka.options.dark_bids:
        return []
    who = [p for p in active_players(pulka.players, dealer) if p != declarer]
    return [p for p in who if draw(st.integers(0, 3)) == 0]


def _dark_low(pulka: Pulka, passes: list[str]) -> int:
    """The lowest contract level the dark rules allow (rules 3.7.7, 3.3.19)."""
    dark = pulka.dark_state
    if dark is None:
        return 6
    low = max(6, dark.exit_level)
    if passes:
        low = max(low, 6 + pulka.options.dark_level(dark.run))
    return low


def _game(draw: st.DrawFn, pulka: Pulka, dealer: str) -> dict[str, Any]:
    opt, players = pulka.options, pulka.players
    declarer = draw(st.sampled_from(active_players(players, dealer)))
    passes = _dark_passes(draw, pulka, dealer, declarer)
    low = opt.raspasy_exit_level(pulka.raspasy_series) if pulka.raspasy_series else 6
    low = max(low, _dark_low(pulka, passes))
    level = draw(st.integers(low, 10))
    hand: dict[str, Any] = {"kind": "game", "dealer": dealer, "declarer": declarer,
                            "contract": f"{level}{draw(st.sampled_from(STRAINS))}"}
    if passes:
        hand["dark_passes"] = passes            # K 3.3.19 a (SPEC §14.2)
    if opt.dark_bids and draw(st.integers(0, 3)) == 0:
        hand["dark"] = True                     # K 3.3.19 b
    if opt.talon_bonus:
        talon = draw(st.sampled_from([None, 0, 1, 2, 3]))
        if talon is not None:
            hand["talon_tricks"] = talon        # K 3.4.11 (SPEC §13.7)
    if level == 10 and opt.ten_game_checked:   # K fn 39: no calls, the declarer's count
        hand["tricks"] = {declarer: draw(st.integers(0, 10))}
        if draw(st.integers(0, 5)) == 0:
            hand["penalty"] = draw(st.sampled_from([{"rule": "3.4.6"}, {"rule": "3.4.9"}]))
        return hand
    calls, returned_by, whisters = _calls(draw, pulka, dealer, declarer, level)
    hand["calls"] = calls
    if returned_by is not None:
        hand["returned_by"] = returned_by
    if whisters and opt.concede_down_three and draw(st.integers(0, 3)) == 0:
        hand["conceded"] = True                 # K fn 40: no play, no tricks, no penalty
        if hand.get("talon_tricks"):           # SPEC §13.8.2: nor talon tricks
            del hand["talon_tricks"]
        return hand
    if whisters:
        o1, o2 = defenders(players, dealer, declarer)
        t_d = draw(st.integers(0, 10))
        tricks = {declarer: t_d, **_split(draw, 10 - t_d, [o1, o2])}
        if len(whisters) == 1 and draw(st.integers(0, 3)) == 0:
            tricks = {declarer: t_d}          # one whister: the declarer's count is enough
        hand["tricks"] = tricks
        hand["open"] = draw(st.booleans())
    penalty = draw(st.sampled_from(["none"] * 12 + ["3.4.4", "3.4.6", "3.4.9"]))
    if penalty == "3.4.4" and level < 10:
        hand["penalty"] = {"rule": "3.4.4", "bid_level": draw(st.integers(level + 1, 10))}
    elif penalty == "3.4.6" and whisters:
        hand["penalty"] = {"rule": "3.4.6"}
        worse = max(0, level - hand["tricks"][declarer]) + 1  # worse than played (3.4.6)
        if worse <= level and draw(st.booleans()):
            hand["penalty"]["proven_undertricks"] = draw(st.integers(worse, level))
    elif penalty == "3.4.9" and whisters:
        hand["penalty"] = {"rule": "3.4.9"}
    return hand


def _raspasy(draw: st.DrawFn, pulka: Pulka, dealer: str) -> dict[str, Any]:
    players, opt = pulka.players, pulka.options
    who = raspasy_participants(players, dealer, opt)
    active = active_players(players, dealer)
    talon = 0
    if dealer in who and len(players) == 4:
        talon = draw(st.integers(0, 2))
    tricks = _split(draw, 10 - talon, draw(st.permutations(active)))
    if dealer in who and len(players) == 4:
        tricks[dealer] = talon
    hand: dict[str, Any] = {"kind": "raspasy", "dealer": dealer, "tricks": tricks}
    passes = [] if pulka.table_state().compulsory else _dark_passes(draw, pulka, dealer, None)
    if passes:
        hand["dark_passes"] = passes            # a dark raspasy (SPEC §14.3)
    return hand


def _adjustment(draw: st.DrawFn, pulka: Pulka) -> dict[str, Any]:
    a, b = draw(st.permutations(pulka.players))[:2]
    rule = draw(st.sampled_from(["4.2.7", "3.2.21", "3.2.17"]))
    if rule == "4.2.7":      # A wrote N whists too many on B: remove them, B writes N on A
        n = draw(st.integers(1, 30))
        entries = [{"column": "whists", "player": a, "on": b, "amount": -n},
                   {"column": "whists", "player": b, "on": a, "amount": n}]
    else:                    # 3.2.21 peeking at the talon / 3.2.17 dealing error
        entries = [{"column": "gora", "player": a, "amount": 5 if rule == "3.2.21" else 2}]
    return {"kind": "adjustment", "rule": rule, "entries": entries}


@st.composite
def pulkas(draw: st.DrawFn, variant: str | None = None, n_players: int | None = None,
           max_hands: int = 24, options: RuleOptions | None = None,
           fixed: dict[str, Any] | None = None) -> Pulka:
    """A pulka of up to ``max_hands`` valid hands; it stops once the pulka has ended.
    ``fixed``: options every drawn rule set has (see :func:`rule_options`)."""
    opt = options or draw(rule_options(variant, fixed))
    n = n_players or draw(st.sampled_from([3, 4]))
    players = list(NAMES[:n])
    pulka = Pulka(players, opt)
    length = draw(st.integers(0, max_hands))
    for _ in range(length):
        if pulka.finished:
            break
        dealer = pulka.next_dealer or draw(st.sampled_from(players))
        kind = draw(st.sampled_from(["game"] * 6 + ["raspasy"] * 3 + ["misere", "adjustment"]))
        exit_level = opt.raspasy_exit_level(pulka.raspasy_series)
        if kind == "misere" and pulka.raspasy_series and exit_level > 8:
            kind = "game"      # a misère ranks below a nine (SPEC §6.5)
        dark = pulka.dark_state
        if kind == "misere" and dark is not None and dark.exit_level > 8:
            kind = "game"      # nor after a dark raspasy of level 3 or 4 (SPEC §14.3)
        if kind in ("game", "misere") and pulka.table_state().compulsory:
            kind = "raspasy"   # the compulsory opening rounds (SPEC §14.5)
        if kind == "game":
            hand = _game(draw, pulka, dealer)
        elif kind == "raspasy":
            hand = _raspasy(draw, pulka, dealer)
        elif kind == "misere":
            declarer = draw(st.sampled_from(active_players(players, dealer)))
            taken = draw(st.sampled_from([0, 0, 0, 1, 2, 3, 10]))
            hand = {"kind": "misere", "dealer": dealer, "declarer": declarer,
                    "tricks": {declarer: taken}}
            passes = _dark_passes(draw, pulka, dealer, declarer)
            if passes and _dark_low(pulka, passes) <= 8:   # a misère ranks below a nine
                hand["dark_passes"] = passes
            if opt.dark_bids and draw(st.integers(0, 3)) == 0:
                hand["dark"] = True             # a dark misère (K 3.3.19 c)
            if n == 4 and opt.misere_shared_with_dealer and draw(st.booleans()):
                hand["shared_with_dealer"] = True     # «пополам» [K 3.6.9]
        else:
            hand = _adjustment(draw, pulka)
        pulka.append(hand)
    return pulka
