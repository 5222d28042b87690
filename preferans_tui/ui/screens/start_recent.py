"""The start screen's list of recent pulkas: three lines per pulka, so that two evenings
of the same players are told apart at 80 columns.

A club player saw ``Evening one · Misha, Kolya, Dima…`` twice, cut at the names: the
variant and the hands the README promises were past the list's edge. Each pulka now
shows its title; when it was last saved and its variant; its deals (and whether it is
finished, rule 4.2.3) and then its players, the part a narrow list cuts.

A file the app refuses (damaged, not a pulka, rules or hands the rules refuse) is marked
``✗`` and says ``won't open`` and why in a few words (:func:`refusal_reason`), so that a
player sees it before pressing Enter (which then lists its problems in full).
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from rich.text import Text

from ...storage import PulkaFileError, load
from ...storage.archive import PEEK_BYTES
from ...storage.pulka_file import PulkaFile, peek
from ...texts import decimal_mark, tr
from ...untrusted import visible, visible_cut, visible_path
from ...views.event_deals import game_complete
from ...views.figures import decimal_text
from ...views.history import count_text

Recent = tuple[PulkaFile | None, bool, tuple[str, ...]]
"""A recent file as listed: its model (``None`` if it does not even parse as a pulka
file), whether the pulka is finished (rule 4.2.3), and why the app refuses it
(:class:`PulkaFileError`'s problems, already made visible; empty if it opens)."""
_READ: dict[tuple[str, int, int], Recent] = {}
"""The recent files read, by path, size and modification time: F2 and a return to the
start screen list them again without replaying their hands."""


def read_recent(path: Path, info: os.stat_result) -> Recent:
    """What the recent list tells of the file at ``path`` (``info``: its ``stat``): the
    file is read once with :func:`load`, as Enter would; a file it refuses is peeked at
    for its title and players (:func:`peek`), and keeps its problems."""
    key = (str(path), info.st_size, info.st_mtime_ns)
    if key not in _READ:
        if len(_READ) > 500:  # a long evening of returns to the start screen
            _READ.clear()
        try:
            model, pulka = load(path)
        except PulkaFileError as exc:
            _READ[key] = peek(path), False, tuple(exc.problems)
        else:  # finished: its pulya closed, or an event's table that played its deals
            _READ[key] = model, game_complete(pulka, model.deals_limit), ()
    return _READ[key]


_HAND = re.compile(r"hand (\d+)[,:]")
"""A problem of one hand starts ``hand 4, tricks: …`` (:class:`~...rules.PulkaError`)."""
_RULE = re.compile(r"\(rule (§?\d+(?:\.\d+)*)\)$")
"""The rule a problem names, at its end: ``… (rule 3.5)``, ``(rule §9.1)``. Digits and
dots only: nothing of the file's own text can pass through it."""
_FILE_WIDE = (("cannot read the file", "recent_why_unreadable"),
              ("file version ", "recent_why_newer"),
              ("not a pulka file", "recent_why_not_pulka"),
              ("the file is larger", "recent_why_not_pulka"),
              ("rules", "recent_why_rules"),
              ("players", "recent_why_players"))
"""How a problem of the whole file starts, and the few words that say it."""


def refusal_reason(problems: tuple[str, ...] | list[str]) -> str:
    """Why the app refuses a file, in a few words of the interface language, from its
    first problem (``load`` lists the whole file's problems before the hands'):
    ``hand 4: rule 3.5``, ``its rules are refused``, ``not a pulka file``, ``damaged file``…

    Only the hand's number and the rule's are taken from the problem's text, each as
    digits; the rest of a problem (which may quote the file) is never shown here."""
    first = problems[0] if problems else ""
    hand = _HAND.match(first)
    if hand:
        rule = _RULE.search(first)
        if rule:
            return tr("recent_why_hand_rule", n=int(hand.group(1)), rule=rule.group(1))
        return tr("recent_why_hand", n=int(hand.group(1)))
    for start, key in _FILE_WIDE:
        if first.startswith(start):
            return tr(key)
    return tr("recent_why_damaged")  # not UTF-8, not JSON, cut short, a field refused


ROOM_NARROW = 22
"""The characters a line of the recent list shows below 100 columns, 80×24 included:
the list is 30 wide, and its frame, padding and scroll bar (there once the pulkas
overflow it: an event's tables do) take 8."""
ROOM_WIDE = 32
"""The same from 100 columns (the list is 40 wide)."""
PART = " · "
"""What parts a title: ``event seat`` writes ``Cup · round 2 · table 1``."""


def title_cut(title: str, room: int) -> str:
    """The title as the list's first line shows it in ``room`` characters: whole if it
    fits; else its last parts (after :data:`PART`) kept whole and its first part cut
    (``Кубо… · тур 2 · стол 1``, ``К… · round 2 · table 1`` at 80 columns): the list cut
    a long title at its end, and every table of an event read ``Кубок декабря · round 2 · table…``.
    As many last parts are kept as leave the first part a letter and ``…``; a title
    with no part that fits is cut at its end (by the list). Shown through
    :func:`visible_cut`."""
    shown = visible_cut(title)
    if len(shown) <= room:
        return shown
    head, *tail = shown.split(PART)
    for kept in range(len(tail), 0, -1):
        end = PART + PART.join(tail[-kept:])
        if room - len(end) >= 2:
            return visible_cut(head, room - len(end)) + end
    return shown


def recent_label(path: Path, room: int = ROOM_WIDE) -> Text:
    """One recent pulka in three lines, telling two evenings of the same players apart::

        Friday                           the title (else the file's name), bold
        29.11 21:05 · Sochi              when it was last saved, the variant
        8 deals, finished · Anna, Boris, Vera

    The names come last: in a narrow list they are what is cut; a long title keeps its
    last parts (an event table's round and table) in ``room`` (:func:`title_cut`). A
    file too large to be
    read just to be listed: its name, size and date. One the app refuses: ``✗`` and its
    title (else its name), ``won't open`` and the date, and why (:func:`_refused`).
    Every text from the disk is shown through :func:`visible`."""
    info = path.stat()
    saved = datetime.fromtimestamp(info.st_mtime).strftime("%d.%m %H:%M")
    name = visible_path(path.name)  # a file name, a title, a name: all from the disk
    if info.st_size > PEEK_BYTES:  # thousands of hands: not read just to be listed
        size = decimal_text(round(Decimal(info.st_size) / 2**20, 1), mark=decimal_mark())
        return _lines(name, f"{tr('megabytes', size=size)} · {saved}")
    model, finished, problems = read_recent(path, info)
    if problems:
        return _refused(visible(model.title or path.stem) if model else name, saved,
                        refusal_reason(problems))
    assert model is not None  # a file load accepts
    deals = sum(hand.kind != "adjustment" for hand in model.hands)
    # a pulka begun and left says so: «0 deals» read as a count, not as an empty pulka
    count = (tr("recent_no_deals") if not model.hands
             else count_text(deals, len(model.hands) - deals))
    if finished:
        count += f", {tr('recent_finished')}"
    return _lines(title_cut(model.title or path.stem, room),
                  f"{saved} · {tr(f'st_variant_{model.rules.variant.value}')}",
                  f"{count} · {visible(', '.join(model.players))}")


REFUSED_MARK = "✗"
"""The mark of a recent file that won't open."""


def _refused(title: str, saved: str, reason: str) -> Text:
    """A file the app refuses, in three lines: ``✗ title``, ``won't open · saved``, and
    why (:func:`refusal_reason`); the mark and the words in the error colour. At 80
    columns a line keeps some 23 characters: the date is what is cut."""
    first = Text.assemble((REFUSED_MARK, "bold red"), " ", (title, "bold"))
    second = Text.assemble((tr("recent_wont_open"), "red"), f" · {saved}")
    return Text("\n").join([first, second, Text(reason, style="red")])


def _lines(first: str, *more: str) -> Text:
    """``first`` in bold, then ``more``, one line each."""
    return Text("\n").join([Text(first, style="bold"), *map(Text, more)])
