"""What the rules refuse of the new-pulka form: the box, its label and the reason in words.

A value the rules refuse becomes a :class:`StartProblem` naming the box, its label and
the reason in words (from pydantic's ``errors()``, never its raw text); anything wrong
in a box of numbers (a table, a list, a number: :mod:`..option_boxes`) is told as what
that box takes, in the interface language.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from ...rules.reasons import Reason, pydantic_reason
from ...texts import language, tr
from ...texts.options import contradiction_reason, option_label
from ..option_boxes import expects, is_box
from ..option_values import value_words


class StartProblem(Exception):
    """A value of the new-pulka form the rules refuse: which box, its label, the reason."""

    def __init__(self, widget_id: str | None, label: str, reason: str) -> None:
        super().__init__(f"{label}: {reason}")
        self.widget_id = widget_id
        self.label = label
        self.reason = reason

    @classmethod
    def from_validation(cls, exc: ValidationError) -> StartProblem:
        """The first of pydantic's errors, as ``field: message`` (its ``loc`` and ``msg``).

        pydantic's own text (``str(exc)``) carries ``[type=..., input_value=...]``, which
        is neither for players nor safe to show as markup. Two options that contradict
        each other (SPEC §13.2) are ONE problem naming both, in words.
        """
        err = exc.errors()[0]
        if err["type"] == "contradictory_options":
            return cls.contradiction(err["ctx"])
        loc = [str(part) for part in err["loc"]]
        name = loc[0] if loc else ""
        if is_box(name):  # a table, a list or a number typed in its box
            return cls.box(name)
        if name == "stake_per_whist":  # the core's reason is the file's ("0.50", a point)
            return cls("stake", tr("stake"), tr("stake_expects"))
        widget_id, label = {"pulya_target": ("target", tr("pulya_target")),
                            "stake_per_whist": ("stake", tr("stake"))}.get(
            name, (f"opt-{name}", option_label(name)))
        if len(loc) > 1:
            label += f"[{', '.join(loc[1:])}]"
        return cls(widget_id if name else None, label, cls.words(err))

    @staticmethod
    def words(err: ErrorDetails) -> str:
        """pydantic's message of one error, without ``Value error, ``; a refusal of the
        rules' validators (a :class:`~preferans_tui.rules.reasons.Reason`) and the
        pydantic types the core's catalogue knows in the interface language."""
        english = str(err["msg"]).removeprefix("Value error, ")
        ctx = err.get("ctx") or {}
        raised = ctx.get("error")
        reason = (ctx.get("reason") if isinstance(ctx.get("reason"), Reason)
                  else raised.args[0] if isinstance(raised, ValueError) and raised.args
                  else None)
        if isinstance(reason, Reason):
            rule = f" ({tr('rule_no', rule=reason.rule)})" if reason.rule else ""
            return reason.text(language()) + rule
        return pydantic_reason(err["type"], english, err.get("ctx")).text(language())

    @classmethod
    def box(cls, name: str, reason: str | None = None) -> StartProblem:
        """Option ``name``'s box holds no value the rules take: ``reason`` (what the box
        takes, by default)."""
        return cls(f"opt-{name}", option_label(name), reason or expects(name))

    @classmethod
    def contradiction(cls, ctx: dict[str, Any]) -> StartProblem:
        """The rules' contradiction error (its context: the two options, their values as
        JSON, the pair's key and the rule) in the interface's words, at the first box."""
        first, second = ctx["first"], ctx["second"]
        reason = tr("contradicts",
                    value=value_words(first, json.loads(ctx["first_value"])),
                    other=option_label(second),
                    other_value=value_words(second, json.loads(ctx["second_value"])),
                    why=contradiction_reason(ctx["key"]) or ctx["why"],
                    rule=tr("rule_no", rule=ctx["rule"]))
        return cls(f"opt-{first}", option_label(first), reason)
