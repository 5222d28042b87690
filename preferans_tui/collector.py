"""The cyclic garbage collector, paused while a fold builds objects that all live on.

A replay builds some ten objects per hand — its result, lines and totals — that all
stay, and no reference cycle. CPython's collector still walks the young ones again at
every collection as they age, and at 100,000 hands that was a third of the replay's
time (issue 16). Pausing it changes no figure: reference counting frees whatever is
freed, and the collector runs again as soon as the fold is done. The rules core's
replay, the file checks and the commands that run and exit (``settle``, ``check``, the
app's start-up) pause it through :func:`collector_paused`.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run the ``with`` block with the cyclic collector off; it is switched back on after
    (only if it was on: a caller that switched it off keeps it off)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
