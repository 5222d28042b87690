"""How a hand and its lines read, in the interface language: the one place that turns a
:class:`~preferans_tui.rules.HandResult` into words.

The history panel, the hand forms' preview, the undo question, the replay, the watch
view and ``check`` all use these (no Textual, no rich: the panel's rich text is
:func:`preferans_tui.ui.widgets.history.result_text`); every line written names the
rule that wrote it (an adjustment may name none), so any figure can be traced.
"""

from __future__ import annotations

from ..rules import AdjustmentHand, Entry, GameHand, HandResult, MisereHand, Pulka
from ..rules.cards import parse_contract
from ..rules.conventions import Convention
from ..rules.hands import Hand
from ..rules.raspasy import RaspasyTerms
from ..texts import tr, tr_count
from ..untrusted import visible
from .classic import dark_text
from .figures import change_text


def contract_text(contract: str) -> str:
    """``"7H"`` as players write it: ``7♥`` (no-trump ``7NT``, in Russian ``7БК``)."""
    level, strain = parse_contract(contract)
    return f"{level}{tr('no_trump') if strain.value == 'NT' else strain.symbol}"


def convention_text(convention: Convention, hand: Hand) -> str:
    """One convention of SPEC §13.7 that shaped ``hand``, in words (``conv_<name>`` of
    the catalogue); the paid talon names its tricks (``talon: 2 tricks``, rule 3.4.11)."""
    if convention is Convention.TALON_BONUS:
        return tr_count("n_talon_tricks", getattr(hand, "talon_tricks", None) or 0)
    return tr(f"conv_{convention.value}")


def hand_text(result: HandResult) -> str:
    """One line describing the hand: who dealt, what was played, the calls and tricks,
    then the conventions of SPEC §13.7 the rules core says shaped it."""
    hand = result.hand
    if isinstance(hand, AdjustmentHand):
        bits = [tr("adjustment")]
        if hand.rule:
            bits.append(tr("rule_no", rule=hand.rule))
        if hand.note:
            bits.append(visible(hand.note))  # free text from the file
        return " · ".join(bits)
    head = tr("dealer_was", name=hand.dealer)
    if isinstance(hand, GameHand):
        text = f"{head} · {visible(hand.declarer)} {contract_text(hand.contract)}"
        if hand.calls:
            text += " · " + ", ".join(f"{visible(p)} {tr(c)}" for p, c in hand.calls.items())
        if hand.returned_by:
            text += " · " + tr("returned_by_name", name=hand.returned_by)
    elif isinstance(hand, MisereHand):
        text = f"{head} · {visible(hand.declarer)} {tr('misere')}"
    else:
        text = f"{head} · {raspasy_text(result)}"
    if hand.tricks:
        text += " · " + ", ".join(f"{visible(p)} {n}" for p, n in hand.tricks.items())
    for convention in result.conventions:
        text += " · " + convention_text(convention, hand)
    bombs = dark_text(result)  # Classic: the bomb it used, burned or kept (SPEC §14.4)
    if bombs:
        text += " · " + bombs
    return text


def rule_text(rule: str) -> str:
    """``rule 3.8.1.1``; a Kodex footnote as the language writes it (``rule fn 39``,
    ``сноска 39``)."""
    if rule.startswith("fn "):
        return tr("footnote_no", n=rule.removeprefix("fn "))
    return tr("rule_no", rule=rule)


def raspasy_text(result: HandResult) -> str:
    """``raspasy 2 in a row · a trick costs 2 · 1 off each (the fewest taken)``: the
    series, the trick price and the amnesty the core used (rules 3.7.3-3.7.4); a raspasy
    on whists (Rostov) has neither. Classic's compulsory opening raspasy start no series
    (SPEC §14.5): ``opening raspasy 2 of 3`` instead (rule 3.7.9)."""
    dark = result.dark
    text = (tr("cl_opening_line", number=result.deal, total=dark.opening_of)
            if dark is not None and dark.opening_of else tr("raspasy_k", k=result.raspasy_k))
    if result.raspasy_price:
        text += " · " + tr("trick_price", price=result.raspasy_price)
        text += " · " + tr("amnesty_n", n=result.raspasy_amnesty)
    return text


def terms_text(terms: RaspasyTerms, opening: tuple[int, int] | None = None) -> str:
    """A raspasy before its counts, as the rules core says it is played (SPEC §6.4):
    ``raspasy 2 in a row · trick 2 (progression 1, 2, 3)``; on whists (Rostov, SPEC §6.3)
    ``raspasy 1 in a row · whists a trick: 5``. A progression of one price is left out.
    ``opening``: Classic's compulsory raspasy ``(number, total)`` (rule 3.7.9), which
    starts no series: ``opening raspasy 2 of 3 · trick 4``."""
    text = (tr("cl_opening_line", number=opening[0], total=opening[1]) if opening
            else tr("raspasy_k", k=terms.k))
    if terms.whists_per_trick:
        return text + " · " + tr("whists_a_trick", n=terms.whists_per_trick)
    text += " · " + tr("trick_price", price=terms.price)
    if len(set(terms.progression)) > 1:
        text += " " + tr("progression_of", prices=", ".join(map(str, terms.progression)))
    return text


def entry_text(entry: Entry) -> str:
    """One line written: ``Boris on Anna +4 (rule 3.8.1.1)``; a help point names its
    writer: ``Boris pulya +2 from Anna (rule 4.2.3)``; a minus is the figures' sign
    (``Anna gora −4``), as on the sheet and the settlement. An entry of an adjustment
    that names no rule names none: ``Boris gora +5``."""
    amount = change_text(entry.amount)
    if entry.column == "whists":
        text = tr("entry_whists", player=entry.player, on=entry.on, amount=amount)
    elif entry.by is not None:
        text = tr("entry_help", player=entry.player, column=tr(entry.column),
                  amount=amount, by=entry.by)
    else:
        text = tr("entry_column", player=entry.player, column=tr(entry.column),
                  amount=amount)
    return f"{text} ({rule_text(entry.rule)})" if entry.rule else text


def count_text(deals: int, adjustments: int) -> str:
    """``11 deals, 1 adjustment`` (``11 deals`` with none)."""
    text = tr_count("n_deals", deals)
    return text + (", " + tr_count("n_adjustments", adjustments) if adjustments else "")


def pulka_count(pulka: Pulka) -> str:
    """:func:`count_text` of ``pulka``; for a pulka of paper totals (``settle --paper``,
    :attr:`~preferans_tui.rules.Pulka.from_paper`) ``settled from the paper totals``: its
    one adjustment is how the totals are held, no hand of the evening."""
    if pulka.from_paper:
        return tr("paper_count")
    return count_text(pulka.deals, len(pulka) - pulka.deals)
