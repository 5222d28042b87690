"""``stats --json`` and ``stats --csv`` as text, from the ledger's object (standard library
only, so that ``stats`` can answer from its last run without loading the rules core).

Names, titles and file names come from files. The JSON writes every hidden character
as a ``\\uXXXX`` escape (the data is unchanged, the terminal safe); a CSV cell shows them
as :func:`~preferans_tui.untrusted.visible` does, and a cell that a spreadsheet would
read as a formula starts with ``'``.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ..untrusted import csv_cell as cell
from ..untrusted import is_hidden
from .figures import hundredths
from .ledger_figures import player_whists as figures_whists

LEVELS = ("6", "7", "8", "9", "10")
"""Contract levels of a trick game [K 2.2.2]."""


def json_text(data: Any) -> str:
    """``data`` as JSON on one line (the C encoder: an archive's object is large, and
    ``indent`` would take the slow one) in which no hidden character is raw: each is
    written as a ``\\uXXXX`` escape (a lone surrogate of an undecodable file name too),
    so the text is safe on a terminal and parses to the same data."""
    text = json.dumps(data, ensure_ascii=False)
    if text.replace("\n", "").isprintable():  # every hidden character is unprintable
        return text
    out = []
    for c in text:
        if c == "\n" or not is_hidden(c):
            out.append(c)
            continue
        code = ord(c)
        if code > 0xFFFF:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(f"\\u{code:04x}")
    return "".join(out)




CSV_HEAD = ["player", "evenings", "unfinished_evenings", "deals", "result", "result_exact",
            "mean", "money",
            "best", "worst",
            *(f"{level}_{what}" for level in LEVELS for what in ("declared", "made", "remiz")),
            "misere_made", "misere_failed", "raspasy_hands", "raspasy_mean_tricks",
            "raspasy_zero_trick_hands", "whists_written", "whists_received", "help_given",
            "help_received"]
"""The CSV's columns before the ``vs NAME`` ones."""


def player_whists(doc: dict[str, Any]) -> Callable[[str], str]:
    """How the CSV prints a player's figure in whists (``result``, ``mean``, ``best``,
    ``worst``), given exact (``"40/3"``): one exact figure, one printed figure.

    The ``result`` column is the JSON's ``result``, fairly rounded so that it sums to 0
    (SPEC §13.6: the cent goes to a unique result, so +40/3 may print 13.34). Any other
    of these figures equal to a player's result exactly prints as that result does —
    a player of one evening shows the same figure as result, mean, best and worst, as
    §13.6 asks of equal exact results; every other figure is rounded half away from
    zero (:func:`~.figures.hundredths`): means, bests and worsts add up to nothing, so
    no cent is moved among them. (The ``vs NAME`` columns stay plainly rounded: A's net against B
    is then always minus B's against A.)
    """
    printed = figures_whists(doc["players"])

    def whists(exact: str) -> str:
        return str(printed(Fraction(exact)))

    return whists


def csv_text(doc: dict[str, Any]) -> str:
    """``stats --csv``: a header row, then one row per player, best result first.

    Whists and money in hundredths (and the exact result; how a figure in whists is
    rounded: :func:`player_whists`), the counts of the JSON object (``unfinished_evenings``:
    how many of the player's evenings are pulkas still in progress), and one ``vs NAME``
    column per player: the head-to-head net in whists (empty for a pair that never met).
    """
    names = list(doc["players"])
    whists = player_whists(doc)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEAD + [f"vs {cell(n)}" for n in names])
    for name, p in doc["players"].items():
        money = p["money"]
        row: list[str | int] = [
            cell(name), p["evenings"], p["unfinished_evenings"], p["deals"],
            whists(p["result_exact"]), p["result_exact"],
            whists(p["mean_exact"]), "" if money is None else str(hundredths(money)),
            whists(p["best"]["result_exact"]), whists(p["worst"]["result_exact"])]
        for level in LEVELS:
            g = p["games"].get(level, {})
            row += [g.get("declared", 0), g.get("made", 0), g.get("remiz", 0)]
        r = p["raspasy"]
        row += [p["misere"]["made"], p["misere"]["failed"], r["hands"],
                "" if r["mean_tricks_exact"] is None
                else str(hundredths(r["mean_tricks_exact"])),
                r["zero_trick_hands"], p["whists"]["written"], p["whists"]["received"],
                p["help_points"]["given"], p["help_points"]["received"]]
        versus = doc["head_to_head"].get(name, {})
        row += [str(hundredths(versus[o]["net_exact"])) if o in versus else "" for o in names]
        writer.writerow(row)
    return out.getvalue()
