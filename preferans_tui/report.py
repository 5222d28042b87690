"""The settlement as data: the ``settle --json`` object (FORMAT.md) and a rich table.

Names and the title come from the file: in the table they are always plain
:class:`rich.text.Text`, never console markup, so a player called ``"Oleg [/b]"`` or a
title ``"[/]"`` prints as written instead of raising ``MarkupError``.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text

from .rules import Pulka


def fraction_text(value: Any) -> str:
    """An exact result as FORMAT.md writes it: ``"150"`` or ``"-260/3"``."""
    return str(value)


def plain(text: str) -> Text:
    """``text`` as literal rich text: no markup, and control or invisible characters
    (an ANSI escape, a newline) shown as Python escapes (``\\x1b``) instead of acting
    on the terminal. Player names cannot hold them (rule 1.2); a title may."""
    shown = "".join(repr(c)[1:-1] if unicodedata.category(c) in ("Cc", "Cf") else c
                    for c in text)
    return Text(shown)


def settle_json(pulka: Pulka) -> dict[str, Any]:
    """The object ``preferans-tui settle FILE --json`` prints (FORMAT.md)."""
    s = pulka.settle()
    t = pulka.totals
    out: dict[str, Any] = {
        "players": list(pulka.players),
        "variant": pulka.options.variant.value,
        "pulya_target": pulka.options.pulya_target,
        "hands": len(pulka),
        "finished": pulka.finished,
        "pulya": dict(t.pulya),
        "gora": dict(t.gora),
        "whists": {p: dict(row) for p, row in t.whists.items()},
        "balance": {p: float(v) for p, v in s.balance.items()},
        "balance_exact": {p: fraction_text(v) for p, v in s.exact.items()},
    }
    if s.money is not None:
        out["money"] = {p: str(v) for p, v in s.money.items()}
    return out


def settle_table(pulka: Pulka, title: str | None = None) -> Table:
    """A rich table: pulya, gora, whists on each opponent and the final result in whists
    (and money). Figures never wrap or shorten; a narrow terminal folds the headers."""
    s = pulka.settle()
    t = pulka.totals
    table = Table(title=plain(title or "Settlement"), box=box.SIMPLE_HEAD, pad_edge=False)
    figures: list[list[str]] = []
    for p in pulka.players:
        row = [str(t.pulya[p]), str(t.gora[p])]
        row += ["" if q == p else str(t.whists[p][q]) for q in pulka.players]
        row.append(f"{s.balance[p]:+}")
        if s.money is not None:
            row.append(f"{s.money[p]:+}")
        figures.append(row)
    headers: list[Text] = [Text("pulya"), Text("gora")]
    headers += [Text("on ") + plain(p) for p in pulka.players]
    headers.append(Text("result"))
    if s.money is not None:
        headers.append(Text("money"))
    table.add_column("player", overflow="fold")
    for i, header in enumerate(headers):
        widest = max(len(row[i]) for row in figures)
        table.add_column(header, justify="right", no_wrap=False, min_width=widest,
                         style="bold" if header.plain == "result" else None,
                         overflow="fold")
    for p, row in zip(pulka.players, figures, strict=True):
        table.add_row(plain(p), *row)
    status = "finished" if pulka.finished else "not finished: settled as if stopped now"
    table.caption = f"{len(pulka)} hands, {status}; result in whists"
    return table
