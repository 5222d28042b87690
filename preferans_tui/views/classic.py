"""Classic's bombs and dark rules in words (SPEC §14): the bomb queue beside a name, what a
hand's bomb and dark bid did, the dark level and exit of the status line.

The figures are the rules core's (:attr:`~preferans_tui.rules.HandResult.dark`,
:attr:`~preferans_tui.rules.Pulka.dark_state`); the words are the catalogue's ``cl_…``
(:func:`preferans_tui.texts.tr` shows a name from a file through ``visible``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import HandResult, Pulka
from ..rules.draft import DarkTerms
from ..texts import tr


def bomb_marks(queue: Sequence[int]) -> str:
    """A player's bombs in order, as the sheet draws them: ``✱2 ✱4`` («ёлочка», fn 29);
    ``""`` for none."""
    return " ".join(tr("cl_bomb", factor=factor) for factor in queue)


def bomb_suffix(pulka: Pulka, player: str) -> str:
    """`` ✱2 ✱4``: ``player``'s bombs after a name, or ``""`` (none, or not Classic)."""
    dark = pulka.dark_state
    marks = bomb_marks(dark.queues[player]) if dark is not None else ""
    return " " + marks if marks else ""


def dark_text(result: HandResult, *, preview: bool = False) -> str | None:
    """What the bombs and the dark did in ``result``, or ``None`` (nothing, or not a
    Classic table): ``Boris's ✱2 burned: everything ×2``; in a ``preview`` (the hand not
    yet written) ``Boris's ✱2: everything ×2``; a dark raspasy ``dark raspasy, level 2
    (×4) · ✱4 to Anna, Boris`` (SPEC §14.3–§14.4)."""
    dark = result.dark
    if dark is None:
        return None
    hand = result.hand
    if hand.kind == "raspasy":
        if not dark.level:
            return None
        parts = [tr("cl_dark_raspasy", k=dark.level, factor=dark.multiplier)]
        if dark.compulsory:
            parts.insert(0, tr("cl_compulsory"))
        if dark.earned:
            parts.append(tr("cl_earned", factor=dark.multiplier,
                            players=", ".join(dark.earned)))
        return " · ".join(parts)
    if hand.kind == "adjustment" or dark.multiplier == 1:
        return None
    parts = []
    if dark.bomb:
        bomb = tr("cl_bomb_of", player=hand.declarer, factor=dark.bomb)
        if not preview:
            bomb += " " + tr("cl_burned" if dark.burned else "cl_kept")
        parts.append(bomb)
    if hand.dark:
        parts.append(tr("cl_in_dark"))
    return tr("cl_effect", what=", ".join(parts),
              everything=tr("cl_everything", m=dark.multiplier))


def terms_line(terms: DarkTerms | None) -> str | None:
    """What an incomplete hand is played for (the draft's :attr:`~.HandDraft.dark_terms`):
    ``Boris's ✱2: everything ×2``, ``in the dark: everything ×2``, ``dark raspasy, level 2
    (×4)``; ``None`` when nothing multiplies it."""
    if terms is None or terms.multiplier == 1:
        return None
    if terms.declarer is None:
        return tr("cl_dark_raspasy", k=terms.level, factor=terms.multiplier)
    parts = []
    if terms.bomb:
        parts.append(tr("cl_bomb_of", player=terms.declarer, factor=terms.bomb))
    if terms.multiplier > (terms.bomb or 1):
        parts.append(tr("cl_in_dark"))
    return tr("cl_effect", what=", ".join(parts),
              everything=tr("cl_everything", m=terms.multiplier))


def dark_status(pulka: Pulka, size: str) -> str:
    """The status line's Classic part (``size`` ``full`` or ``short``): which compulsory
    raspasy is dealt next, ``opening raspasy 2 of 3`` (rule 3.7.9; they start no series,
    SPEC §14.5), or after a dark raspasy its level (rule 3.7.7;
    the exit it leaves is :func:`dark_exit`'s); ``""`` otherwise."""
    state = pulka.table_state()
    if state.dark is None or pulka.finished:
        return ""
    if state.compulsory:
        number, total = opening_deal(pulka)
        return tr("cl_opening_line" if size == "full" else "cl_opening_short",
                  number=number, total=total)
    exit_level = state.dark.exit_level
    if not exit_level:
        return ""
    return tr("cl_dark_line" if size == "full" else "cl_dark_line_short", k=exit_level - 6)


def opening_deal(pulka: Pulka) -> tuple[int, int]:
    """The next deal's place among the compulsory opening raspasy and their number,
    ``opening_raspasy_rounds`` × n (rule 3.7.9): ``(2, 3)`` for the second of one round
    at three. Meaningful only while the next deal is compulsory."""
    return pulka.deals + 1, pulka.options.opening_raspasy_rounds * len(pulka.players)


def dark_exit(pulka: Pulka) -> int:
    """The exit level a dark raspasy just before demands, 6 + k (rule 3.7.7), or 0."""
    dark = pulka.dark_state
    return dark.exit_level if dark is not None else 0
