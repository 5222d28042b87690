"""The line above the sheet: the preset, the next deal and its dealer, the raspasy series,
what the pulyas still lack — for the sheet and the watch view alike."""

from __future__ import annotations

from ..rules import Pulka
from .i18n import tr


def rules_text(pulka: Pulka) -> str:
    """The preset and how many options differ from it: ``Leningrad · 2 options changed``
    (the rules core counts them, :meth:`RuleOptions.changed_options`)."""
    opts = pulka.options
    text = tr(f"st_variant_{opts.variant.value}")
    changed = len(opts.changed_options())
    if changed:
        text += " · " + (tr("option_changed") if changed == 1
                         else tr("options_changed", n=changed))
    return text


def status_text(pulka: Pulka) -> str:
    """The line above the grid: the rules, the next deal (adjustments are not deals) and
    its dealer, or the end; the raspasy series; in Leningrad what the pulyas together
    still lack (SPEC §7.4: the pulka ends on their sum)."""
    if pulka.finished:
        return tr("finished_banner")
    parts = [rules_text(pulka), tr("deal_no", number=pulka.deals + 1)]
    if pulka.next_dealer:
        parts.append(tr("dealer_is", name=pulka.next_dealer))
    k = pulka.raspasy_series
    if k:
        opts = pulka.options
        parts.append(tr("raspasy_series", k=k, price=opts.raspasy_trick_price(k + 1),
                        level=opts.raspasy_exit_level(k)))
    left = pulka.end_progress().sum_left
    if left is not None:
        parts.append(tr("sum_left", n=left))
    line = " · ".join(parts)
    return line[:1].upper() + line[1:]  # «Сочинка · сдача 4»: a line starts with a capital
