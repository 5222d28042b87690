"""An event's settings (pure): what ``event new`` takes and the club stores as JSON.

- ``rules``: the rules every table plays, as a pulka file writes them (every option,
  resolved: SPEC §13.3), from a preset or a saved rules file;
- ``table_size``: 3 or 4; ``fill``: ``mix`` (tables of the other size make up the
  numbers) or ``bye`` (the leftover players sit out, scored ``bye_score``);
- ``rounds``; ``deals``: a table's length in deals (``None``: the pulya target of the
  rules ends it, SPEC §7.4);
- ``formula`` (:data:`~.formulas.FORMULAS` or ``custom`` with ``formula_params``);
- ``pairing``: after the first ``open_rounds`` rounds (seated so that nobody meets
  anybody twice where the numbers allow), ``swiss`` (leaders together) or ``rotation``
  (every round seated for new meetings).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from ..texts import tr
from .formulas import formula_of

PAIRINGS = ("swiss", "rotation")
FILLS = ("mix", "bye")
MAX_ROUNDS = 100
"""The most rounds an event plays (a championship plays some ten)."""
MAX_DEALS = 1000
"""The longest table, in deals."""
MAX_POINTS = 1000
"""The largest bye score or place points, either way: a formula's points are a few."""


@dataclass(frozen=True)
class EventSpec:
    """See the module. ``bye_score`` is kept as a string (``"2"``, ``"3/2"``)."""

    rules: dict[str, Any]
    table_size: int = 3
    rounds: int = 4
    deals: int | None = None
    formula: str = "places"
    formula_params: dict[str, Any] = field(default_factory=dict)
    pairing: str = "swiss"
    open_rounds: int = 1
    fill: str = "mix"
    bye_score: str = "0"

    def __post_init__(self) -> None:
        if self.table_size not in (3, 4):
            raise ValueError(tr("ev_err_spec_table", table=self.table_size))
        if not 1 <= self.rounds <= MAX_ROUNDS:
            raise ValueError(tr("ev_err_spec_rounds", most=MAX_ROUNDS, rounds=self.rounds))
        if self.deals is not None and not 1 <= self.deals <= MAX_DEALS:
            raise ValueError(tr("ev_err_spec_deals", most=MAX_DEALS, deals=self.deals))
        if self.pairing not in PAIRINGS:
            raise ValueError(tr("ev_err_spec_pairing", choices=tr("ev_or").join(PAIRINGS),
                                pairing=repr(self.pairing)))
        if self.fill not in FILLS:
            raise ValueError(tr("ev_err_spec_fill", choices=tr("ev_or").join(FILLS),
                                fill=repr(self.fill)))
        if not 0 <= self.open_rounds <= self.rounds:
            raise ValueError(tr("ev_err_spec_open_rounds", rounds=self.rounds,
                                open=self.open_rounds))
        if abs(Fraction(self.bye_score)) > MAX_POINTS:
            raise ValueError(tr("ev_err_spec_bye", most=MAX_POINTS, bye=self.bye_score))
        formula_of(self.formula, self.formula_params)  # UnknownFormula, ValueError

    @property
    def bula(self) -> int:
        """The pulya target (prefko's bula)."""
        return int(self.rules.get("pulya_target", 0))

    def method_of(self, round_no: int) -> str:
        """How round ``round_no`` (from 1) is seated: ``meet`` or ``swiss``."""
        if round_no <= self.open_rounds or self.pairing == "rotation":
            return "meet"
        return "swiss"

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> EventSpec:
        return cls(**json.loads(text))
