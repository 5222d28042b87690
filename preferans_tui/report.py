"""The settlement as data: the ``settle --json`` object (FORMAT.md) and a rich table.

Whists read as players write them, in the table and in the app alike
(:func:`signed_text`: ``+147⅓``, ``−52⅔``): exact, and still summing to 0.

Names and the title come from the file: in the table they are always plain
:class:`rich.text.Text`, never console markup, so a player called ``"Oleg [/b]"`` or a
title ``"[/]"`` prints as written instead of raising ``MarkupError``. The table's words
are the app's (:mod:`preferans_tui.ui.i18n`), in the language the command runs in.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from rich import box
from rich.table import Table
from rich.text import Text

from .untrusted import visible

if TYPE_CHECKING:
    from .rules import Pulka

MINUS = "\u2212"
"""The minus sign used for figures (U+2212), as on a printed scoresheet."""

_VULGAR = {Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔",
           Fraction(1, 4): "¼", Fraction(3, 4): "¾"}


def amount_text(value: Fraction | Decimal | int) -> str:
    """A non-negative-looking amount: ``146``, ``115⅓``, ``44½``, else two decimals.

    Thirds and halves are how the gora shares come out (SPEC §8.3); a negative value keeps
    its sign (``−3``).
    """
    frac = Fraction(value)
    sign = MINUS if frac < 0 else ""
    frac = abs(frac)
    whole, rest = divmod(frac, 1)
    if rest == 0:
        return f"{sign}{whole}"
    if rest in _VULGAR:
        return f"{sign}{whole or ''}{_VULGAR[rest]}"
    return sign + str((Decimal(frac.numerator) / frac.denominator).quantize(Decimal("0.01")))


def signed_text(value: Fraction | Decimal | int) -> str:
    """A result with its sign: ``+150``, ``−146``, ``0``, ``+33.33`` (whists)."""
    if value == 0:
        return "0"
    return ("+" if value > 0 else "") + amount_text(value)


def money_text(value: Fraction | Decimal, signed: bool = True) -> str:
    """Money with two decimals: ``+75.00``, ``−73.00`` (``signed=False``: ``73.00``)."""
    dec = (Decimal(Fraction(value).numerator) / Fraction(value).denominator).quantize(
        Decimal("0.01"))
    text = str(abs(dec))
    if not signed:
        return text
    return ("+" if dec > 0 else MINUS if dec < 0 else "") + text


def fraction_text(value: Any) -> str:
    """An exact result as FORMAT.md writes it: ``"150"`` or ``"-260/3"``."""
    return str(value)


def plain(text: str) -> Text:
    """``text`` as literal rich text: no markup, and control or invisible characters
    (an ANSI escape, a newline) shown as escapes (``\\x1b``) instead of acting on the
    terminal (:func:`preferans_tui.untrusted.visible`). Names and titles cannot hold them
    (rule 1.2, FORMAT.md); whatever a file holds, this is what prints."""
    return Text(visible(text))


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
    """A rich table in the interface language: pulya, gora, whists on each opponent and
    the final result in whists (and money). Figures never wrap or shorten; a narrow
    terminal folds the headers (four players with money fit 80 columns)."""
    from .ui.hand_texts import pulka_count
    from .ui.i18n import tr

    s = pulka.settle()
    t = pulka.totals
    heading = plain(title) if title else Text(tr("settlement").capitalize())
    table = Table(title=heading, box=box.SIMPLE_HEAD, pad_edge=False)
    figures: list[list[str]] = []
    for p in pulka.players:
        row = [str(t.pulya[p]), str(t.gora[p])]
        row += ["" if q == p else str(t.whists[p][q]) for q in pulka.players]
        row.append(signed_text(s.result[p]))
        if s.money is not None:
            row.append(money_text(s.money[p]))
        figures.append(row)
    headers: list[Text] = [Text(tr("pulya")), Text(tr("gora"))]
    headers += [Text(tr("whists_column", name=p)) for p in pulka.players]
    headers.append(Text(tr("st_result_short")))
    if s.money is not None:
        headers.append(Text(tr("st_money")))
    table.add_column(tr("st_player"), overflow="fold")
    result_column = 2 + len(pulka.players)
    for i, header in enumerate(headers):
        widest = max(len(row[i]) for row in figures)
        table.add_column(header, justify="right", no_wrap=False, min_width=widest,
                         style="bold" if i == result_column else None, overflow="fold")
    for p, row in zip(pulka.players, figures, strict=True):
        table.add_row(plain(p), *row)
    status = tr("cli_finished" if pulka.finished else "cli_unfinished")
    table.caption = tr("cli_caption", count=pulka_count(pulka), status=status)
    return table
