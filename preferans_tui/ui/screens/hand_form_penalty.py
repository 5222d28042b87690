"""The rarely used end of the game form: a penalty and open defence (SPEC §9.4, FORMAT.md).

A penalty is one of (the key is the last digit of its rule 3.4.*):

* ``0`` none (the default);
* ``9`` rule 3.4.9 — the declarer looked at his discard: one trick fewer is counted;
* ``6`` rule 3.4.6 — he played with 9 or 11 cards: at least down two; the undertricks
  the defenders proved with a correct discard may be given (empty: none proven);
* ``4`` rule 3.4.4 — the contract was ordered below the bid: «без всех» at the level
  the bidding reached (a level above the contract).

Open defence [K 3.8.4–3.8.5] is information only. Both fields are *optional*: a
finished field does not move on into them, so the common hand takes no extra key;
Tab, ↓ or a click reach them, and a corrected hand shows what it had.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen

from ..i18n import tr
from ..widgets.fields import ChoiceField, Option
from ..widgets.number_field import NumberField
from .hand_form import Incomplete

LEVELS = [Option("6", "6", "6"), Option("7", "7", "7"), Option("8", "8", "8"),
          Option("9", "9", "9"), Option("0", "10", "10")]
"""Contract levels, typed ``6``–``9`` and ``0`` for ten."""
NONE = "none"


def penalty_options() -> list[Option]:
    """No penalty, 3.4.9, 3.4.6, 3.4.4 — in the current language."""
    return [Option("0", NONE, tr("pen_none")), Option("9", "3.4.9", tr("pen_3_4_9")),
            Option("6", "3.4.6", tr("pen_3_4_6")), Option("4", "3.4.4", tr("pen_3_4_4"))]


def penalty_fields(prefill: dict[str, Any]) -> ComposeResult:
    """The penalty, its proven undertricks (3.4.6) or bid level (3.4.4), the defence."""
    penalty = prefill.get("penalty") or {}
    yield ChoiceField(tr("penalty"), penalty_options(), penalty.get("rule", NONE),
                      optional=True, id="penalty")
    yield NumberField(tr("proven_undertricks"), value=penalty.get("proven_undertricks"),
                      id="proven")
    bid = penalty.get("bid_level")
    yield ChoiceField(tr("bid_level"), LEVELS, None if bid is None else str(bid), id="bid")
    yield ChoiceField(tr("defence"), [Option("c", "closed", tr("closed")),
                                      Option("o", "open", tr("open_defence"))],
                      "open" if prefill.get("open") else "closed", optional=True, id="open")


def update_penalty_fields(form: Screen[Any], level: int | None) -> None:
    """Show the fields once the contract's roles are known (``level`` not None)."""
    penalty = form.query_one("#penalty", ChoiceField)
    penalty.display = level is not None
    form.query_one("#open", ChoiceField).display = level is not None
    rule = penalty.value if level is not None else None
    proven = form.query_one("#proven", NumberField)
    proven.display = rule == "3.4.6"
    proven.set_maximum(level or 10)
    bid = form.query_one("#bid", ChoiceField)
    bid.display = rule == "3.4.4"
    bid.set_options([o for o in LEVELS if int(o.value) > (level or 5)])


def penalty_rule(form: Screen[Any]) -> str | None:
    """The penalty chosen (``"3.4.4"`` …), or None."""
    penalty = form.query_one("#penalty", ChoiceField)
    return penalty.value if penalty.display and penalty.value not in (None, NONE) else None


def penalty_record(form: Screen[Any]) -> dict[str, Any]:
    """``{"penalty": {...}, "open": true}`` as far as chosen (FORMAT.md "game").

    Raises:
        Incomplete: 3.4.4 without the bid level.
    """
    out: dict[str, Any] = {}
    rule = penalty_rule(form)
    if rule is not None:
        record: dict[str, Any] = {"rule": rule}
        proven = form.query_one("#proven", NumberField).value
        if rule == "3.4.6" and proven is not None:
            record["proven_undertricks"] = proven
        if rule == "3.4.4":
            bid = form.query_one("#bid", ChoiceField)
            if bid.value is None:
                raise Incomplete(bid)
            record["bid_level"] = int(bid.value)
        out["penalty"] = record
    defence = form.query_one("#open", ChoiceField)
    if defence.display and defence.value == "open":
        out["open"] = True
    return out
