"""What a long pulka leaves in memory is kept out of the cyclic collector's way.

A loaded pulka is some fifty objects per hand that stay for the app's life (the hand
records, their results, lines and totals) and hold no reference cycle. CPython's
collector nevertheless walks every tracked object at each full collection: with 10,000
hands that was ~90 ms every few hands entered, and a second at 100,000 hands in replay
(issue 16). Once a pulka is shown, :func:`settle_heap` collects what start-up left
behind and freezes the rest (:func:`gc.freeze`): the collector then walks only what is
made afterwards. Frozen objects are still freed by reference counting when dropped (an
undone hand, a pulka closed); only a cycle among them would stay.

Start-up runs with the collector off (:func:`preferans_tui.__main__.main` switches it
off before Textual is imported): importing Textual, pydantic and the rules core and
building the sheet make hundreds of thousands of objects that nearly all stay, and
the collector walked them again and again, ~60 ms of a ~650 ms start (issue 16).
:func:`settle_heap` switches it back on once they are frozen.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.app import App

SETTLE_AFTER = 0.3
"""Seconds after the pulka is shown: the collection holds the interpreter's lock (~30 ms
at 100 hands, ~90 ms at 10,000), and run at once it kept Textual's writer thread from
putting the first frame on the terminal until it ended."""


def settle_heap() -> None:
    """Collect the garbage of start-up, move every object left to the permanent
    generation, and switch the collector on (it is off during start-up)."""
    gc.collect()
    gc.freeze()
    gc.enable()


def settle_heap_soon(app: App[Any]) -> None:
    """:func:`settle_heap` once the frame showing the pulka is on the terminal."""
    app.set_timer(SETTLE_AFTER, settle_heap)
