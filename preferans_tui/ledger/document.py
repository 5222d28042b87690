"""The ledger as one JSON object: what ``stats --json`` prints (issue 15 part 1).

Exact figures are fraction strings, as ``balance_exact`` in ``settle --json``
(``"150"``, ``"-260/3"``); each player's ``result`` is also given in hundredths of a
whist, rounded by the settlement's own rule (:func:`~preferans_tui.rules.settlement.
round_to_sum_zero`, rule 4.2.12), so the rounded results still add up to zero. The
table and the CSV of ``stats`` are views of this object (:mod:`preferans_tui.views.ledger_text`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..rules.settlement import round_to_sum_zero
from .filters import LedgerFilter
from .models import EveningRef, Ledger, PlayerTotals
from .names import scripts

DOCUMENT_VERSION = 1
"""The version of the object's shape (``"version"``)."""

HUNDREDTH = Fraction(1, 100)


def exact(value: Fraction) -> str:
    """A figure as FORMAT.md writes an exact result: ``"150"`` or ``"-260/3"``."""
    return str(value)


def _ref(r: EveningRef) -> dict[str, Any]:
    return {"file": r.source, "title": r.title, "date": r.date.isoformat(),
            "result_exact": exact(r.result)}


def player_object(t: PlayerTotals, rounded: Fraction) -> dict[str, Any]:
    """A player's figures in the ledger's object (``players[name]``); ``rounded``: his
    result in hundredths, fairly rounded with everyone's (:func:`rounded_results`)."""
    return {
        "names": list(t.spellings), "evenings": t.evenings,
        "unfinished_evenings": t.unfinished, "deals": t.deals,
        "result_exact": exact(t.result), "result": float(rounded),
        "mean_exact": exact(t.mean),
        "money": None if t.money is None else str(t.money), "money_evenings": t.money_evenings,
        "best": _ref(t.best), "worst": _ref(t.worst),
        "games": {str(level): g.model_dump() for level, g in t.games.items()},
        "misere": {"made": t.misere_made, "failed": t.misere_failed},
        "raspasy": {"hands": t.raspasy_hands, "tricks": t.raspasy_tricks,
                    "mean_tricks_exact": None if t.raspasy_mean is None
                    else exact(t.raspasy_mean),
                    "zero_trick_hands": t.raspasy_zero},
        "whists": {"written": t.whists_written, "received": t.whists_received},
        "help_points": {"given": t.help_given, "received": t.help_received},
    }


def rounded_results(ledger: Ledger) -> dict[str, Fraction]:
    """Each player's result in hundredths of a whist, summing to 0, equal for equal
    results (SPEC §13.6, :func:`~preferans_tui.rules.settlement.round_to_sum_zero`), in
    the order of :attr:`Ledger.players`. A hundredth that could go to players whose
    remainders tie goes in seat order, as ``settle`` gives it: the seats of the oldest
    evening each played (so one evening's ledger puts it where ``settle --json``'s
    ``balance`` does, not on the best result)."""
    seats: dict[str, None] = {}
    for row in ledger.evenings:
        for p in row.evening.figures:
            seats.setdefault(row.names.get(p, p), None)
    order = [p for p in seats if p in ledger.players]
    order += [p for p in ledger.players if p not in seats]
    rounded = round_to_sum_zero({p: ledger.players[p].result for p in order}, HUNDREDTH)
    return {p: rounded[p] for p in ledger.players}


def ledger_document(ledger: Ledger, keep: LedgerFilter | None = None) -> dict[str, Any]:
    """The ``stats --json`` object of ``ledger`` (its keys: the README's "Ledger").

    ``players`` (best result first) maps each name to its figures, at least
    ``evenings``, ``deals`` and ``result_exact``; ``head_to_head[a][b]`` is what ``b``
    owes ``a`` over their shared evenings (SPEC §8 step 7); ``files`` lists each pulka
    counted, with its ``balance_exact`` as ``settle --json`` gives it and whether it is
    ``finished`` (``unfinished``: how many are not; each player's
    ``unfinished_evenings`` his); ``look_alike`` each pair of players whose names look
    the same in other letters, with the scripts of each; ``skipped`` each
    file left out and why: ``reason`` in English, and ``code``, ``params``, ``problem``
    and ``more`` the same as data (:class:`~.models.SkipReason`).
    """
    rounded = rounded_results(ledger)
    return {
        "version": DOCUMENT_VERSION,
        "filters": (keep or LedgerFilter()).model_dump(mode="json", exclude_defaults=True),
        "players": {p: player_object(t, rounded[p]) for p, t in ledger.players.items()},
        "head_to_head": {a: {b: {"net_exact": exact(v), "evenings": ledger.shared[a][b]}
                             for b, v in row.items() if ledger.shared[a][b]}
                         for a, row in ledger.head_to_head.items()},
        "files": [{"file": r.evening.source, "title": r.evening.title,
                   "date": r.evening.date.isoformat(), "dated_by": r.evening.dated_by,
                   "variant": r.evening.variant, "hands": r.evening.hands,
                   "finished": r.evening.finished,
                   "balance_exact": {p: exact(f.result) for p, f in r.evening.figures.items()},
                   "ledger_names": r.names}
                  for r in ledger.evenings],
        "skipped": [{"file": s.source, "reason": s.reason, "code": s.code,
                     "params": dict(s.params), "problem": s.problem, "more": s.more}
                    for s in ledger.skipped],
        "filtered_out": ledger.filtered_out,
        "unfinished": sum(not r.evening.finished for r in ledger.evenings),
        "look_alike": [{"names": [a, b], "scripts": [list(scripts(a)), list(scripts(b))]}
                       for a, b in ledger.look_alikes],
    }
