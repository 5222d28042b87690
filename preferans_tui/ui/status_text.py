"""The line above the sheet: the preset, the next deal and its dealer, the raspasy series,
what the pulyas still lack — for the sheet and the watch view alike."""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size

from ..rules import Pulka
from ..texts import tr, tr_count
from ..views.classic import dark_exit, dark_status
from ..views.event_deals import deal_text, limit_reached


def rules_text(pulka: Pulka) -> str:
    """The preset and how many options differ from it: ``Leningrad · 2 options changed``
    (the rules core counts them, :meth:`RuleOptions.changed_options`)."""
    opts = pulka.options
    text = tr(f"st_variant_{opts.variant.value}")
    changed = len(opts.changed_options())
    if changed:
        text += " · " + tr_count("n_options_changed", changed)
    return text


def status_text(pulka: Pulka, limit: int | None = None) -> str:
    """The line above the grid: the rules, the next deal (adjustments are not deals) and
    its dealer, or the end; the raspasy series; in Leningrad what the pulyas together
    still lack (SPEC §7.4: the pulka ends on their sum). The longest of
    :func:`status_wordings`."""
    return status_wordings(pulka, limit)[0]


def status_wordings(pulka: Pulka, limit: int | None = None) -> list[str]:
    """The status line worded from the longest to the shortest (issue 31.6: a line that
    wraps at 80 columns has its second row hidden under a form): the raspasy series and
    the sum left shorter first, then the count of options changed, then the preset go
    (the header names it); the deal, its dealer and the series' price stay longest.

    ``limit``: an event table's length in deals (the file's ``deals_limit``): the deal is
    worded ``deal 5 of 6``, and once that many deals are played the line is the event's
    banner, as a finished pulka's is."""
    if pulka.finished:
        return [tr("finished_banner")]
    if limit is not None and limit_reached(pulka, limit):
        return [tr("limit_banner", limit=limit)]
    k = pulka.raspasy_series
    opts = pulka.options
    level = max(opts.raspasy_exit_level(k), dark_exit(pulka))  # Classic's 3.7.7 too
    series = {size: tr(key, k=k, price=opts.raspasy_trick_price(k + 1),
                       level=level) if k else ""
              for size, key in (("full", "raspasy_series"), ("short", "raspasy_series_short"),
                                ("tiny", "raspasy_series_tiny"))}
    for size in series:  # Classic: the compulsory rounds, a dark raspasy's exit (§14)
        dark = dark_status(pulka, "full" if size == "full" else "short")
        series[size] = ", ".join(part for part in (series[size], dark) if part)
    left = pulka.end_progress().sum_left
    sums = {size: tr(key, n=left) if left is not None else ""
            for size, key in (("full", "sum_left"), ("short", "sum_left_short"))}
    deal = [deal_text(pulka.deals + 1, limit)]
    if pulka.next_dealer:
        deal.append(tr("dealer_is", name=pulka.next_dealer))
    rules, preset = rules_text(pulka), tr(f"st_variant_{opts.variant.value}")
    shapes = [[rules, *deal, series["full"], sums["full"]],
              [rules, *deal, series["short"], sums["short"]],
              [preset, *deal, series["short"], sums["short"]],
              [*deal, series["short"], sums["short"]],
              [*deal, series["tiny"], sums["short"]],
              [*deal, series["tiny"]]]
    lines: list[str] = []
    for parts in shapes:
        line = " · ".join(part for part in parts if part)
        line = line[:1].upper() + line[1:]  # «Сочинка · сдача 4»: a line starts with a capital
        if line not in lines:
            lines.append(line)
    return lines


def fitted(wordings: list[str], width: int) -> str:
    """The first of ``wordings`` (longest first) that fits ``width`` cells; if none does,
    the last one cut, ending in ``…``: a line never wraps."""
    for line in wordings:
        if cell_len(line) <= width:
            return line
    return set_cell_size(wordings[-1], max(0, width - 1)) + "…" if width > 0 else ""
