"""What ``preferans-tui watch`` writes beside the sheet, in the interface language.

Every figure comes from the rules core: the totals (:attr:`Pulka.totals`, SPEC §2), the
settlement if the pulka stopped now (:meth:`Pulka.settle`, SPEC §8, rule 4.2.3) and the
last hand's result; these functions only put them into words. Names and the title come
from the file and go through :func:`~preferans_tui.untrusted.visible`.
"""

from __future__ import annotations

from rich.text import Text

from ..rules import Pulka
from ..texts import decimal_mark, tr
from ..untrusted import visible
from ..views.classic import bomb_suffix
from ..views.event_deals import deal_text, game_complete, limit_played_text, limit_reached
from ..views.figures import signed_text
from ..views.history import hand_text
from .status_text import status_wordings


def watch_status(pulka: Pulka, limit: int | None = None) -> list[str]:
    """The line above the sheet, longest wording first (:func:`.status_text.status_wordings`):
    the next hand, its dealer and the raspasy series, or that the pulka is finished
    (rule 4.2.3); the watcher has no settlement key. ``limit``: an event table's length
    in deals (the file's ``deals_limit``): ``deal 5 of 6`` as on the sheet, and once they
    are played the table has stopped (:func:`watch_stopped`)."""
    if pulka.finished:
        return [tr("finished")]
    if limit is not None and limit_reached(pulka, limit):
        return [limit_played_text(limit)]
    return [visible(line) for line in status_wordings(pulka, limit)]


def watch_stopped(pulka: Pulka, limit: int | None = None) -> bool:
    """The pulka is finished or, at an event's table, its ``limit`` deals are played:
    the status line is marked as the sheet marks it."""
    return game_complete(pulka, limit)


def standings_text(pulka: Pulka, limit: int | None = None) -> str:
    """Everyone's result in whists if the pulka stopped now (SPEC §8; an unfinished pulka
    is closed as rule 4.2.3 says), or the final result: ``Anna +12⅓ · Boris −5 · …``;
    final too at an event's table whose ``limit`` deals are played
    (:func:`~preferans_tui.ledger.complete.game_complete`)."""
    result, mark = pulka.settle().result, decimal_mark()
    line = " · ".join(f"{visible(p)} {signed_text(result[p], mark=mark)}"
                      for p in pulka.players)
    done = game_complete(pulka, limit)
    return tr("watch_result" if done else "watch_if_stopped", standings=line)


def standings_wordings(pulka: Pulka, limit: int | None = None) -> list[str]:
    """:func:`standings_text`, then with a shorter lead (``If stopped: Anna +12⅓ · …``):
    the line under the watched sheet is one row in every language, so the sheet gets
    the same rows in English and in Russian (issue 31.6)."""
    line = standings_text(pulka, limit)
    done = game_complete(pulka, limit)
    head = tr("watch_result" if done else "watch_if_stopped", standings="")
    short = tr("watch_result_short" if done else "watch_if_stopped_short",
               standings=line[len(head):])
    return [line, short]


def last_hand_text(pulka: Pulka, limit: int | None = None) -> str:
    """The last hand's history line (``Deal 7: Anna dealt · Boris 6♠ · …``; at an
    event's table of ``limit`` deals ``Deal 5 of 6: …``), or that there is none yet."""
    if not pulka.results:
        return tr("no_hands")
    last = pulka.results[-1]
    where = (tr("adjustment_after", n=last.deal) if last.dealer is None
             else deal_text(last.deal, limit))
    return tr("watch_last", where=where[:1].upper() + where[1:], hand=visible(hand_text(last)))


def compact_text(pulka: Pulka, limit: int | None = None) -> Text:
    """The narrow layout (a phone): per player the result if stopped now, then the
    pulya (points, against the target), the gora (points) and the whists written on
    each opponent — the running totals of the sheet (SPEC §2)::

        If stopped now, in whists:

        Anna  +12⅓
          pulya 10 (to 20) · gora 4
          whists on Boris 24 · Vera 8
    """
    totals = pulka.totals
    result = pulka.settle().result
    target = tr("target", target=pulka.options.pulya_target)
    out = Text()
    out.append(tr("watch_head_result" if game_complete(pulka, limit)
                  else "watch_head_if_stopped") + "\n",
               style="dim")
    for player in pulka.players:
        out.append("\n")
        out.append(visible(player) + bomb_suffix(pulka, player), style="bold")
        out.append(f"  {signed_text(result[player], mark=decimal_mark())}\n", style="bold")
        out.append(f"  {tr('pulya')} {totals.pulya[player]} ({target}) · "
                   f"{tr('gora')} {totals.gora[player]}\n")
        whists = " · ".join(f"{visible(q)} {n}" for q, n in totals.whists[player].items())
        out.append(f"  {tr('watch_whists_on')} {whists}\n")
    return out
