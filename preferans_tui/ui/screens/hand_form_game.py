"""The game form: declarer, contract, the two calls, the tricks (SPEC §4, FORMAT.md "game").

The order follows the table: the declarer (``1``–``4``), the level (``6``–``0``), the
strain (``s c d h n``), the first defender's call and the second's (``w p h``; half-whist
only on a six or seven, only after a pass [K 3.8.7]), then the tricks: with one whister
the declarer's count is enough; with two, one whister's count and the other follows.
A made six with two whisters: ``n 1 6 s w w 6 2 enter`` — nine keys from the sheet.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widget import Widget

from ...rules.table import active_players, defenders
from ..i18n import tr
from ..widgets.fields import ChoiceField, Option
from ..widgets.number_field import NumberField
from .hand_form import HandForm, player_options
from .hand_form_penalty import (
    LEVELS,
    penalty_fields,
    penalty_record,
    penalty_rule,
    update_penalty_fields,
)


def strains() -> list[Option]:
    """The strains by key: ♠ ♣ ♦ ♥ and no-trump (``NT``, in Russian ``БК``)."""
    return [Option("s", "S", "♠"), Option("c", "C", "♣"), Option("d", "D", "♦"),
            Option("h", "H", "♥"), Option("n", "NT", tr("no_trump"))]


NOBODY = "-"


class GameForm(HandForm):
    """A trick contract 6–10, with the whist phase and the tricks."""

    kind = "game"
    title_key = "game"

    def hint_keys(self) -> list[str]:
        """Player, level, suit, call, tricks, moving (to the penalty), Enter / Esc."""
        return ["hint_player", "hint_level", "hint_suit", "hint_call", "hint_tricks",
                "hint_move_more", "hint_end"]

    def fields(self) -> ComposeResult:
        """Dealer (first hand only), declarer, level, strain, calls, tricks."""
        p = self.prefill
        dealer = self.dealer_field()
        if dealer is not None:
            yield dealer
        contract = p.get("contract", "")
        level, strain = (contract[:-2], "NT") if contract.endswith("NT") else (
            contract[:-1], contract[-1:])
        yield ChoiceField(tr("declarer"), [], p.get("declarer"), id="declarer")
        yield ChoiceField(tr("level"), LEVELS, level or None, id="level")
        yield ChoiceField(tr("strain"), strains(), strain or None, id="strain")
        yield ChoiceField("O1", [], None, id="call1")
        yield ChoiceField("O2", [], None, id="call2")
        yield ChoiceField(tr("returned_by"), [], p.get("returned_by", NOBODY), id="returned")
        yield ChoiceField(tr("dealer_whists"), [], None, id="dealer-call")
        yield NumberField(tr("declarer_tricks"), id="t-declarer")
        yield NumberField("W1", id="t-whister")
        yield NumberField("W2", computed=True, id="t-other")
        yield from penalty_fields(p)

    def on_mount(self) -> None:
        """Prefill the calls and tricks of a corrected hand.

        Textual then runs ``HandForm.on_mount`` (the usual pass) itself: every class's
        handler is called, subclass first.
        """
        self._prefill_calls_and_tricks()

    def _prefill_calls_and_tricks(self) -> None:
        p = self.prefill
        dealer, declarer = self.dealer(), p.get("declarer")
        if not (dealer and declarer and "calls" in p):
            return
        o1, o2 = defenders(self.pulka.players, dealer, declarer)
        c1, c2 = p["calls"].get(o1), p["calls"].get(o2)
        self.f("call1").value, self.f("call2").value = c1, c2
        # the 4-player dealer's take-over is written either way [K 3.8.8]: his "whist"
        # among the calls, or returned_by him; after a half-whist the form has it as
        # "returned by", after two passes as "dealer whists"
        if p["calls"].get(dealer) == "whist" or p.get("returned_by") == dealer:
            if "half" in (c1, c2):
                self.f("returned").value = dealer
            else:
                self.f("dealer-call").value = "whist"
        tricks = p.get("tricks") or {}
        self.n("t-declarer").value = tricks.get(declarer)
        whisters = [o for o in (o1, o2) if p["calls"].get(o) == "whist"]
        if len(whisters) == 2:
            self.n("t-whister").value = tricks.get(whisters[0])

    def f(self, name: str) -> ChoiceField:
        """The choice field with id ``name``."""
        return self.query_one(f"#{name}", ChoiceField)

    def n(self, name: str) -> NumberField:
        """The number field with id ``name``."""
        return self.query_one(f"#{name}", NumberField)

    # -- consistency -----------------------------------------------------------------------
    def roles(self) -> tuple[str, str, str, str] | None:
        """(dealer, declarer, O1, O2) once the dealer and declarer are known."""
        dealer, declarer = self.dealer(), self.f("declarer").value
        if dealer is None or declarer is None:
            return None
        o1, o2 = defenders(self.pulka.players, dealer, declarer)
        return dealer, declarer, o1, o2

    def whisters(self) -> list[str]:
        """Who plays against the declarer, from the calls typed so far (SPEC §4.2)."""
        roles = self.roles()
        if roles is None:
            return []
        dealer, _, o1, o2 = roles
        returned = self.f("returned").value
        if self.f("returned").display and returned not in (None, NOBODY):
            return [returned]
        if self.f("dealer-call").display and self.f("dealer-call").value == "whist":
            return [dealer]
        calls = {o1: self.f("call1").value, o2: self.f("call2").value}
        return [o for o in (o1, o2) if calls[o] == "whist"]

    def update_fields(self) -> None:
        """Offer only what the rules allow at this point; fill in what follows."""
        opt, four = self.pulka.options, len(self.pulka.players) == 4
        dealer = self.dealer()
        names = active_players(self.pulka.players, dealer) if dealer else None
        self.f("declarer").set_options(player_options(self.pulka, names))
        level = int(self.f("level").value or 6)
        roles = self.roles()
        call1, call2 = self.f("call1"), self.f("call2")
        for field in (call1, call2):
            field.display = roles is not None
        if roles is None:
            for name in ("returned", "dealer-call", "t-declarer", "t-whister", "t-other"):
                self.query_one(f"#{name}").display = False
            update_penalty_fields(self, None)
            return
        dealer, declarer, o1, o2 = roles
        half_ok = opt.half_whist and level <= 7
        first = [Option("w", "whist", tr("whist")), Option("p", "pass", tr("pass"))]
        if half_ok and opt.half_whist_by_first_whister:
            first.append(Option("h", "half", tr("half")))
        call1.set_label(o1)
        call1.set_options(first)
        second = [Option("w", "whist", tr("whist")), Option("p", "pass", tr("pass"))]
        if call1.value == "half":
            second = second[1:]
        elif half_ok and call1.value == "pass":
            second.append(Option("h", "half", tr("half")))
        call2.set_label(o2)
        call2.set_options(second)
        if call1.value == "half" and call2.value is None:
            call2.value = "pass"
        self._update_return(dealer, o1, o2, four, level)
        self._update_tricks(declarer)
        update_penalty_fields(self, level)

    def _update_return(self, dealer: str, o1: str, o2: str, four: bool, level: int) -> None:
        opt = self.pulka.options
        c1, c2 = self.f("call1").value, self.f("call2").value
        half = "half" in (c1, c2)
        returned = self.f("returned")
        returned.display = half
        if half:
            passer = o1 if c2 == "half" else o2
            options = [Option("n", NOBODY, tr("nobody"))]
            options += [o for o in player_options(self.pulka, [passer])]
            if four and opt.dealer_may_take_over_whist != "never":
                options += player_options(self.pulka, [dealer])
            returned.set_options(options)
            if returned.value is None:
                returned.value = NOBODY
        mode = opt.dealer_may_take_over_whist
        two_passes = c1 == "pass" and c2 == "pass"
        dealer_call = self.f("dealer-call")
        dealer_call.display = four and two_passes and (
            (level >= 8 and mode != "never") or (level <= 7 and mode == "kodex_plus_pass_pass"))
        if dealer_call.display:
            dealer_call.set_label(tr("dealer_whists_name", name=dealer))
            dealer_call.set_options([Option("p", "pass", tr("pass")),
                                     Option("w", "whist", tr("whist"))])
            if dealer_call.value is None:
                dealer_call.value = "pass"

    def _update_tricks(self, declarer: str) -> None:
        whisters = self.whisters()
        t_decl, t_wh, t_other = self.n("t-declarer"), self.n("t-whister"), self.n("t-other")
        t_decl.display = bool(whisters)
        t_decl.set_label(tr("tricks_of", name=declarer))
        two = len(whisters) == 2
        t_wh.display = t_other.display = two
        if two:
            t_wh.set_label(tr("tricks_of", name=whisters[0]))
            t_other.set_label(tr("tricks_of", name=whisters[1]))
            t_wh.set_maximum(10 - (t_decl.value or 0))
            if t_wh.value is not None and t_wh.value > t_wh.maximum:
                t_wh.set_value(None)  # the declarer's count, typed again, leaves less
            rest = None
            if t_decl.value is not None and t_wh.value is not None:
                rest = 10 - t_decl.value - t_wh.value
            t_other.set_value(rest)

    # -- the record ------------------------------------------------------------------------
    def build(self) -> dict[str, Any]:
        """The game record; tricks only when somebody whists."""
        dealer = self.dealer()
        if dealer is None:
            return self.need(self.f("dealer"))
        declarer = self.need(self.f("declarer"))
        level, strain = self.need(self.f("level")), self.need(self.f("strain"))
        roles = self.roles()
        assert roles is not None
        _, _, o1, o2 = roles
        hand: dict[str, Any] = {
            "kind": "game", "dealer": dealer, "declarer": declarer,
            "contract": f"{level}{strain}",
            "calls": {o1: self.need(self.f("call1")), o2: self.need(self.f("call2"))},
        }
        if self.f("dealer-call").display and self.f("dealer-call").value == "whist":
            hand["calls"][dealer] = "whist"
        returned = self.f("returned")
        if returned.display and returned.value not in (None, NOBODY):
            hand["returned_by"] = returned.value
        whisters = self.whisters()
        if whisters and penalty_rule(self) == "3.4.4" and self.n("t-declarer").value is None:
            whisters = []  # «без всех»: the tricks may be left out (FORMAT.md)
        if whisters:
            t = self.need(self.n("t-declarer"))
            hand["tricks"] = {declarer: t}
            kept = self.prefill.get("tricks") or {}
            if len(whisters) == 1 and kept.get(declarer) == t and set(kept) == {declarer, o1, o2}:
                hand["tricks"] = dict(kept)  # a correction keeps the counts it was given
            if len(whisters) == 2:
                w1 = self.need(self.n("t-whister"))
                # past 10 the core says "sum to 11, must be 10 (rule 3.5)"
                hand["tricks"] |= {whisters[0]: w1, whisters[1]: max(0, 10 - t - w1)}
        return hand | penalty_record(self)

    def widget_for(self, field: str | None) -> Widget | None:
        """Map ``calls.X``, ``tricks…``, ``contract``, ``declarer`` … to their fields."""
        if not field:
            return None
        roles = self.roles()
        if field.startswith("calls.") and roles is not None:
            name = field.removeprefix("calls.")
            if name == roles[2]:
                return self.f("call1")
            if name == roles[3]:
                return self.f("call2")
            return self.f("dealer-call")
        if field.startswith("tricks"):
            if field == "tricks" and self.n("t-whister").display:
                return self.n("t-whister")
            return self.n("t-declarer")
        ids = {"contract": "level", "declarer": "declarer", "returned_by": "returned",
               "dealer": "dealer", "penalty": "penalty", "penalty.rule": "penalty",
               "penalty.bid_level": "bid", "penalty.proven_undertricks": "proven",
               "open": "open"}
        if field in ids and self.query(f"#{ids[field]}"):
            return self.query_one(f"#{ids[field]}")
        return None
