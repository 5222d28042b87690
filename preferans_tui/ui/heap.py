"""What a long pulka leaves in memory is kept out of the cyclic collector's way.

A loaded pulka is some fifty objects per hand that stay for the app's life (the hand
records, their results, lines and totals) and hold no reference cycle. CPython's
collector nevertheless walks every tracked object at each full collection: with 10,000
hands that was ~90 ms every few hands entered, and a second at 100,000 hands in replay
(issue 16). Once a pulka is shown, :func:`settle_heap` collects what start-up left
behind and freezes the rest (:func:`gc.freeze`): the collector then walks only what is
made afterwards. Frozen objects are still freed by reference counting when dropped (an
undone hand, a pulka closed); only a cycle among them would stay.
"""

from __future__ import annotations

import gc


def settle_heap() -> None:
    """Collect the garbage of start-up, then move every object left to the permanent
    generation."""
    gc.collect()
    gc.freeze()
