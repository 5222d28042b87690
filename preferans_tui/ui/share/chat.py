"""The evening as a chat message: a few short lines a phone shows without scrolling
sideways (issue 30.1, ``--format txt``): the title and date, the players and rules (at an
event's table its deal, ``Deal 5 of 6``), each
player's result (and money), the fewest payments and the notes on hands.

The figures are :mod:`preferans_tui.views.settlement`'s, as on the settlement screen;
names, the title and the notes are shown with every control character escaped
(:func:`~preferans_tui.untrusted.visible`), so nothing in them acts on a terminal.
"""

from __future__ import annotations

from ...texts import decimal_mark, tr
from ...untrusted import visible, visible_cut
from ...views.figures import money_text
from ...views.settlement import payment_lines, payments_paired, player_figures
from ...views.settlement_tables import status_text, summary_text
from .parts import NOTE_LIMIT, Evening


def chat_text(evening: Evening) -> str:
    """The message, lines ending in ``\\n``; at most 60 characters a line but for a long
    name, title or note."""
    pulka = evening.pulka
    s = pulka.settle()
    mark = decimal_mark()
    title = visible_cut(evening.title, 60) if evening.title else tr("share_untitled")
    date = evening.date_text()
    deals = evening.deals_text()
    lines = [f"{title} — {date}" if date else title, summary_text(pulka),
             *([deals] if deals else []), status_text(pulka, evening.deals_limit), ""]
    figures = player_figures(pulka, s, mark)
    wide = max(len(visible(f.player)) for f in figures)
    for f in figures:
        money = f"  ({f.money})" if f.money is not None else ""
        lines.append(f"{visible(f.player).ljust(wide)}  {f.result}{money}")
    lines += ["", tr("st_payments")]
    paired = payments_paired(s)
    pays = payment_lines(s.payments, s.money_payments if paired else None, mark)
    if not pays:
        lines.append(tr("st_nobody_owes"))
    for pay in pays:
        money = f" ({pay.money})" if pay.money else ""
        lines.append(f"{visible(pay.payer)} → {visible(pay.payee)} {pay.whists}{money}")
    if s.money_payments is not None and not paired:
        lines += ["", tr("st_money_payments")]
        for money_pay in s.money_payments:
            amount = money_text(money_pay.amount, signed=False, mark=mark)
            lines.append(f"{visible(money_pay.payer)} → {visible(money_pay.payee)} {amount}")
    notes: list[tuple[int, str]] = [(n, h.note) for n, h in enumerate(pulka.hands, start=1)
                                    if h.note]
    if notes:
        lines += ["", tr("share_notes")]
        lines += [f"{tr('share_note_hand', number=n)} {visible_cut(note, NOTE_LIMIT)}"
                  for n, note in notes]
    return "\n".join(lines) + "\n"
